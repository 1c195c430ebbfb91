// SPDX-License-Identifier: GPL-3.0-or-later
// `reproduce FILE.sbz`: a study bundle's plan run again against the user's server (or the sandbox), stored as a new
// experiment beside the original (imported first), and compared with it column by column with compare's verdicts,
// after saying what differs between the two environments. CPU sets this machine cannot give and servers the bundle
// names are said before anything runs; a set that cannot be given stops it, offering the closest one (--cpu-map).
#include "affinity/affinitypresets.h"
#include "affinity/topology.h"
#include "bundle/environmentdiff.h"
#include "bundle/studybundle.h"
#include "bundle/studyfile.h"
#include "clicommand.h"
#include "commandline.h"
#include "connectionoptions.h"
#include "console.h"
#include "planrun.h"
#include "store/resultstore.h"

#include <QDir>
#include <QJsonDocument>
#include <QMap>

namespace sb::cli {

namespace {

    const QString kUsage = QStringLiteral(
        "usage: scalebench-cli reproduce FILE.sbz [connection options] [--store PATH] [--sandbox-dir DIR]\n"
        "       [--cpu-map FROM=TO[,FROM=TO...]] [--metric tps|qps|p95|...]\n"
        "  Checks the bundle, imports its experiment into the results file (once), runs its plan against the server\n"
        "  the connection options name (default: the local sandbox; every server of the plan runs there) as a new\n"
        "  experiment, and compares the two per server CPU set with compare's verdicts, after the differences\n"
        "  between the two environments (CPU model, cores, server version and settings).\n"
        "  A CPU set this machine cannot give stops it before anything runs, naming the closest one here;\n"
        "  --cpu-map cores:8=cores:2 runs that one instead (its column is compared with the original's).");

    // "cores:8" on a 2-core machine: "cores:2"; a package or NUMA node: the first; a CPU list: all.
    QString closestSpec(const Topology& topology, const QString& spec)
    {
        QStringList parts = spec.split(QLatin1Char(':'));
        if (parts.first() == QLatin1String("cores") && parts.size() >= 2) {
            parts[1] = QString::number(std::min(parts.at(1).toInt(), topology.coreCount()));
            return parts.join(QLatin1Char(':'));
        }
        if ((parts.first() == QLatin1String("package") || parts.first() == QLatin1String("numa")) && parts.size() >= 2)
            return parts.first() + QStringLiteral(":0");
        return QStringLiteral("all");
    }

    std::optional<QMap<QString, QString>> parseCpuMap(const QString& text)
    {
        QMap<QString, QString> map;
        for (const QString& pair : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QString from = pair.section(QLatin1Char('='), 0, 0).trimmed();
            const QString to = pair.section(QLatin1Char('='), 1).trimmed();
            if (from.isEmpty() || to.isEmpty() || !pair.contains(QLatin1Char('=')))
                return std::nullopt;
            map.insert(from, to);
        }
        return map;
    }

    // Applies --cpu-map and checks every set against this machine; false (after naming each set and its closest
    // match here) when one cannot be given. `labels`: the original column label -> the reproduction's.
    bool mapCpuSets(ExperimentPlan* plan, const QMap<QString, QString>& map, QMap<QString, QString>* labels)
    {
        auto topology = Topology::loadLocal();
        if (!topology) {
            err() << "this machine's CPU layout cannot be read; the study's CPU sets are not checked" << Qt::endl;
            return true;
        }
        QStringList missing;
        const auto check = [&](QList<CpuConfig>& axis, const char* key) {
            for (CpuConfig& c : axis) {
                if (map.contains(c.spec)) {
                    const QString label = QStringLiteral("%1 as %2").arg(c.label, map.value(c.spec));
                    out() << key << " '" << c.spec << "' (" << c.label << ") runs as " << map.value(c.spec) << " here\n";
                    labels->insert(c.label, label);
                    c = { label, map.value(c.spec) };
                }
                if (!AffinityPresets::resolve(*topology, c.spec))
                    missing << QStringLiteral("  %1 '%2' (%3): not on this machine (%4 cores, %5 PUs); the closest here is "
                                              "%6: --cpu-map %2=%6")
                                   .arg(QLatin1String(key), c.spec, c.label)
                                   .arg(topology->coreCount())
                                   .arg(topology->puCount())
                                   .arg(closestSpec(*topology, c.spec));
            }
        };
        check(plan->serverCpus, "server_cpus");
        check(plan->clientCpus, "client_cpus");
        if (missing.isEmpty())
            return true;
        err() << "The study's CPU sets that this machine cannot give:\n" << missing.join(QLatin1Char('\n'))
              << "\nNothing was run." << Qt::endl;
        return false;
    }

    // Every server of the study runs on the user's: said per server, with what the bundle kept of it.
    void mapServers(ExperimentPlan* plan, const ResolvedServer& here)
    {
        const QString target = here.sandbox ? QStringLiteral("the sandbox (%1)").arg(here.profile.endpoint())
                                             : here.profile.endpoint();
        for (PlanServer& s : plan->servers) {
            QString was = s.host.isEmpty() ? QString() : s.host + (s.port ? QStringLiteral(":%1").arg(s.port) : QString());
            if (was.isEmpty())
                was = s.isManagedSandbox() ? QStringLiteral("a sandbox") : QStringLiteral("host left out of the bundle");
            out() << "server '" << s.name << "' of the study (" << was << ") runs on " << target << '\n';
            PlanServer mapped;
            mapped.name = s.name;
            s = mapped;
        }
        out().flush();
    }

    QJsonObject firstEnvironment(ResultStore& store, qint64 experiment)
    {
        RunFilter filter;
        filter.experimentId = experiment;
        auto runs = store.listRuns(filter);
        if (!runs)
            return {};
        for (const StoredRun& r : *runs) {
            auto environment = store.environment(r.id);
            if (r.status == RunStatus::Finished && environment && !environment->isEmpty())
                return *environment;
        }
        return {};
    }

    QString factName(const QString& key)
    {
        static const QMap<QString, QString> names { { QStringLiteral("cpu_model"), QStringLiteral("CPU model") },
            { QStringLiteral("cores"), QStringLiteral("cores") }, { QStringLiteral("pus"), QStringLiteral("PUs (hardware threads)") },
            { QStringLiteral("smt"), QStringLiteral("SMT available") }, { QStringLiteral("kernel"), QStringLiteral("kernel") },
            { QStringLiteral("server_flavour"), QStringLiteral("server") },
            { QStringLiteral("server_version"), QStringLiteral("server version") },
            { QStringLiteral("tool_version"), QStringLiteral("ScaleBench") },
            { QStringLiteral("client_library"), QStringLiteral("client library") } };
        if (key.startsWith(QLatin1String("setting:")))
            return QStringLiteral("server setting ") + key.mid(8);
        return names.value(key, key);
    }

    void printDifferences(ResultStore& store, qint64 original, qint64 reproduced)
    {
        const auto differences = EnvironmentDiff::between(firstEnvironment(store, original), firstEnvironment(store, reproduced));
        out() << "\nWhat differs between the environments (experiment " << original << ", the original -> experiment "
              << reproduced << ", here):\n";
        if (differences.isEmpty())
            out() << "  nothing: the same CPU model, cores, server version and settings\n";
        for (const EnvironmentDifference& d : differences)
            out() << "  " << factName(d.key) << ": " << (d.before.isEmpty() ? QStringLiteral("(not recorded)") : d.before)
                  << " -> " << (d.after.isEmpty() ? QStringLiteral("(not recorded)") : d.after) << '\n';
        out().flush();
    }

    // The original's runs per server CPU label (in the order they ran) and the reproduction's under the mapped label.
    int compareColumns(ResultStore& store, qint64 original, qint64 reproduced, const QMap<QString, QString>& labels,
        const QString& metric)
    {
        RunFilter filter;
        filter.experimentId = original;
        auto before = store.listRuns(filter);
        filter.experimentId = reproduced;
        auto after = store.listRuns(filter);
        if (!before || !after)
            return fail(before ? after.error() : before.error());
        QStringList columns;
        for (const StoredRun& r : *before) {
            if (!columns.contains(r.spec.serverCpu.label))
                columns.append(r.spec.serverCpu.label);
        }
        int code = ExitOk;
        for (const QString& label : columns) {
            QStringList ids;
            for (const StoredRun& r : *before)
                if (r.spec.serverCpu.label == label)
                    ids << QString::number(r.id);
            const qsizetype originals = ids.size();
            for (const StoredRun& r : *after)
                if (r.spec.serverCpu.label == labels.value(label, label))
                    ids << QString::number(r.id);
            out() << "\nServer CPUs " << label << ": experiment " << original << " (original) against " << reproduced
                  << " (here)\n";
            out().flush();
            if (ids.size() == originals) {
                out() << "  no run here under this label: nothing to compare" << Qt::endl;
                continue;
            }
            const int rc = compareCommand({ QStringLiteral("--runs=") + ids.join(QLatin1Char(',')),
                QStringLiteral("--columns=experiment"), QStringLiteral("--metric=") + metric,
                QStringLiteral("--percent-diff=experiment %1,experiment %2").arg(original).arg(reproduced),
                QStringLiteral("--store=") + store.path() });
            code = code == ExitOk ? rc : code;
        }
        return code;
    }

} // namespace

int reproduceCommand(const QStringList& args)
{
    if (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"))) {
        out() << kUsage << '\n' << ConnectionOptions::help() << Qt::endl;
        return ExitOk;
    }
    CommandLine cl = CommandLine::parse(args,
        ConnectionOptions::spacedNames() + QSet<QString> { QStringLiteral("store"), QStringLiteral("cpu_map"), QStringLiteral("metric") });
    if (cl.positionals().size() != 1)
        return usageError(kUsage);
    const QString storePath = cl.take(QStringLiteral("store"));
    const QString metric = cl.take(QStringLiteral("metric"), QStringLiteral("tps"));
    const auto cpuMap = parseCpuMap(cl.take(QStringLiteral("cpu_map")));
    if (!cpuMap)
        return usageError(QStringLiteral("--cpu-map needs FROM=TO pairs such as cores:8=cores:2\n") + kUsage);
    auto bundle = StudyBundle::open(cl.positionals().first());
    if (!bundle)
        return fail(bundle.error());
    auto plan = ExperimentPlan::fromJson(bundle->member(QStringLiteral("plan.json")));
    if (!plan)
        return fail(plan.error());
    QMap<QString, QString> labels;
    if (!mapCpuSets(&*plan, *cpuMap, &labels))
        return ExitUsage;
    const QString sandboxDir = cl.has(QStringLiteral("sandbox_dir")) ? cl.remaining().value(QStringLiteral("sandbox_dir")) : QString();
    auto connection = ConnectionOptions::resolve(cl);
    if (!connection)
        return fail(connection.error());
    if (!cl.remaining().isEmpty())
        return usageError(QStringLiteral("unknown option --%1 for reproduce").arg(cl.remaining().firstKey()));
    mapServers(&*plan, *connection);
    ResultStore store;
    if (Error e = store.open(storePath))
        return fail(e);
    auto original = StudyFile::experimentOf(bundle->resultsPath());
    if (!original)
        return fail(original.error());
    auto originalId = StudyFile::findSame(*original, store.path());
    if (originalId && *originalId == 0)
        originalId = StudyFile::import(bundle->resultsPath(), store.path());
    if (!originalId)
        return fail(originalId.error());
    out() << "the original: experiment " << *originalId << " in " << QDir::toNativeSeparators(store.path()) << Qt::endl;
    qint64 reproduced = 0;
    const ResolvedServer here = *connection;
    const int code = runPlanWith(*plan, store, [here](const PlanServer&) { return Result<ResolvedServer>(here); },
        { sandboxDir, false, nullptr, &reproduced });
    if (reproduced <= 0)
        return code;
    printDifferences(store, *originalId, reproduced);
    const int compared = compareColumns(store, *originalId, reproduced, labels, metric);
    return code != ExitOk ? code : compared;
}

} // namespace sb::cli
