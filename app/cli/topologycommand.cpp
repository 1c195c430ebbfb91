// SPDX-License-Identifier: GPL-3.0-or-later
// `scalebench-cli topology`: the CPU layout and the affinity presets a plan can name, for this or another machine.
#include "affinity/affinitypresets.h"
#include "affinity/topology.h"
#include "clicommand.h"
#include "console.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace sb::cli {

namespace {

    struct TopologyOptions {
        bool json = false;
        QString synthetic;
        QString xml;
    };

    // Returns an empty string on success, else the usage message.
    QString parseTopologyOptions(const QStringList& args, TopologyOptions& options)
    {
        for (qsizetype i = 0; i < args.size(); ++i) {
            const QString& arg = args[i];
            const bool hasValue = i + 1 < args.size();
            if (arg == QLatin1String("--json"))
                options.json = true;
            else if (arg == QLatin1String("--synthetic") && hasValue)
                options.synthetic = args[++i];
            else if (arg.startsWith(QLatin1String("--synthetic=")))
                options.synthetic = arg.mid(12);
            else if (arg == QLatin1String("--xml") && hasValue)
                options.xml = args[++i];
            else if (arg.startsWith(QLatin1String("--xml=")))
                options.xml = arg.mid(6);
            else
                return QStringLiteral(
                    "topology: unexpected argument '%1'; usage: topology [--json] [--synthetic DESC | --xml FILE]")
                    .arg(arg);
        }
        if (!options.synthetic.isEmpty() && !options.xml.isEmpty())
            return QStringLiteral("topology: --synthetic and --xml exclude each other");
        return {};
    }

    Result<Topology> loadTopology(const TopologyOptions& options)
    {
        if (!options.synthetic.isEmpty())
            return Topology::fromSynthetic(options.synthetic);
        if (!options.xml.isEmpty())
            return Topology::fromXmlFile(options.xml);
        return Topology::loadLocal();
    }

    void printJson(const Topology& topology, const std::vector<AffinityPreset>& presets)
    {
        QJsonArray list;
        for (const auto& p : presets)
            list.append(QJsonObject { { QStringLiteral("name"), p.name }, { QStringLiteral("label"), p.label },
                { QStringLiteral("cpus"), p.cpus.toCpuList() }, { QStringLiteral("pus"), p.cpus.count() },
                { QStringLiteral("cores"), topology.coresCovered(p.cpus) } });
        const QJsonObject root { { QStringLiteral("topology"), topology.toJson() },
            { QStringLiteral("presets"), list } };
        out() << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
    }

    void printText(const Topology& topology, const std::vector<AffinityPreset>& presets)
    {
        out() << QStringLiteral("Topology (%1): %2 package(s), %3 NUMA node(s), %4 core(s), %5 PU(s), SMT %6\n\n")
                     .arg(topology.source())
                     .arg(topology.packages().size())
                     .arg(topology.numaNodes().size())
                     .arg(topology.coreCount())
                     .arg(topology.puCount())
                     .arg(topology.smtEnabled() ? QStringLiteral("on") : QStringLiteral("off"));
        out() << topology.toTreeText() << "\nPresets (use with --preset, or give a CPU list such as 0-3,8):\n";
        for (const auto& p : presets)
            out() << QStringLiteral("  %1 %2 %3\n").arg(p.name, -24).arg(p.label, -28).arg(p.cpus.toCpuList());
    }

} // namespace

int topologyCommand(const QStringList& args)
{
    TopologyOptions options;
    if (const QString problem = parseTopologyOptions(args, options); !problem.isEmpty())
        return usageError(problem);
    const auto topology = loadTopology(options);
    if (!topology) {
        fail(topology.error());
        return ExitUsage; // a bad --synthetic or --xml is bad input: nothing was measured
    }
    const auto presets = AffinityPresets::list(*topology);
    if (options.json)
        printJson(*topology, presets);
    else
        printText(*topology, presets);
    out().flush();
    return ExitOk;
}

} // namespace sb::cli
