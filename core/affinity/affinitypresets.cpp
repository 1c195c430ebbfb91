// SPDX-License-Identifier: GPL-3.0-or-later
#include "affinitypresets.h"

#include "presetproblem.h"

#include <QStringList>
#include <map>

namespace sb {

namespace {

    enum class Kind { All, Cores, Package, Numa };

    struct PresetSpec {
        Kind kind = Kind::All;
        int number = 0; // N for cores, K for package and numa
        bool noSmt = false;
        bool scatter = false;
    };

    Error presetError(const QString& name, PresetProblem problem, QStringList args = {})
    {
        return Error { ErrorCode::CpuPresetInvalid, name, {}, 0, qint64(problem), std::move(args) };
    }

    Result<PresetSpec> parseSpec(const QString& name)
    {
        const QStringList parts = name.trimmed().split(QLatin1Char(':'));
        PresetSpec spec;
        const QString kind = parts.value(0);
        int next = 1;
        if (kind == QLatin1String("all")) {
            spec.kind = Kind::All;
        } else if (kind == QLatin1String("cores") || kind == QLatin1String("package")
            || kind == QLatin1String("numa")) {
            spec.kind = kind == QLatin1String("cores") ? Kind::Cores
                : kind == QLatin1String("package")     ? Kind::Package
                                                       : Kind::Numa;
            bool ok = false;
            spec.number = parts.value(1).toInt(&ok);
            if (!ok || spec.number < (spec.kind == Kind::Cores ? 1 : 0))
                return spec.kind == Kind::Cores ? presetError(name, PresetProblem::NeedsCoreCount)
                                                : presetError(name, PresetProblem::NeedsIndex, { kind });
            next = 2;
        } else {
            return presetError(name, PresetProblem::UnknownKind, { kind });
        }
        for (int i = next; i < parts.size(); ++i) {
            const QString& m = parts[i];
            if (m == QLatin1String("nosmt"))
                spec.noSmt = true;
            else if (m == QLatin1String("scatter") || m == QLatin1String("compact"))
                spec.scatter = m == QLatin1String("scatter");
            else if (m != QLatin1String("smt"))
                return presetError(name, PresetProblem::UnknownModifier, { m });
        }
        if (spec.scatter && spec.kind != Kind::Cores)
            return presetError(name, PresetProblem::ScatterCoresOnly);
        return spec;
    }

    QString canonicalName(const PresetSpec& spec)
    {
        QString name;
        switch (spec.kind) {
        case Kind::All:
            name = QStringLiteral("all");
            break;
        case Kind::Cores:
            name = QStringLiteral("cores:%1").arg(spec.number);
            break;
        case Kind::Package:
            name = QStringLiteral("package:%1").arg(spec.number);
            break;
        case Kind::Numa:
            name = QStringLiteral("numa:%1").arg(spec.number);
            break;
        }
        if (spec.noSmt)
            name += QStringLiteral(":nosmt");
        if (spec.scatter)
            name += QStringLiteral(":scatter");
        return name;
    }

    QString label(const PresetSpec& spec, const Topology& topology)
    {
        QString text;
        switch (spec.kind) {
        case Kind::All:
            text = spec.noSmt ? QStringLiteral("all cores") : QStringLiteral("all PUs");
            break;
        case Kind::Cores:
            text = spec.number == 1 ? QStringLiteral("1 core") : QStringLiteral("%1 cores").arg(spec.number);
            if (topology.smtEnabled() && !spec.noSmt)
                text += QStringLiteral(", SMT on");
            break;
        case Kind::Package:
            text = QStringLiteral("package %1").arg(spec.number);
            break;
        case Kind::Numa:
            text = QStringLiteral("NUMA node %1").arg(spec.number);
            break;
        }
        if (topology.smtEnabled() && spec.noSmt)
            text += QStringLiteral(", SMT off");
        if (spec.scatter)
            text += QStringLiteral(", scatter");
        return text;
    }

    CpuSet corePus(const TopologyCore& core, bool noSmt)
    {
        return noSmt ? CpuSet { core.pus.front() } : CpuSet::fromVector(core.pus);
    }

    // Cores whose PUs all lie in the region, keeping only one PU per core when SMT is off.
    CpuSet restrictToRegion(const Topology& topology, const CpuSet& region, bool noSmt)
    {
        CpuSet result;
        for (const auto& core : topology.cores()) {
            if (!(CpuSet::fromVector(core.pus) & region).isEmpty())
                result = result | (corePus(core, noSmt) & region);
        }
        return result;
    }

    Result<CpuSet> cpusOf(const PresetSpec& spec, const Topology& topology, const QString& name)
    {
        // Which words errortext uses: "this machine" or "this topology".
        const QString where = topology.isLocal() ? QStringLiteral("local") : QStringLiteral("topology");
        switch (spec.kind) {
        case Kind::All:
            return restrictToRegion(topology, topology.allPus(), spec.noSmt);
        case Kind::Package:
            if (spec.number >= int(topology.packages().size()))
                return presetError(
                    name, PresetProblem::NoSuchPackage, { QString::number(topology.packages().size()), where });
            return restrictToRegion(topology, topology.packages()[size_t(spec.number)].pus, spec.noSmt);
        case Kind::Numa:
            if (spec.number >= int(topology.numaNodes().size()))
                return presetError(
                    name, PresetProblem::NoSuchNumaNode, { QString::number(topology.numaNodes().size()), where });
            return restrictToRegion(topology, topology.numaNodes()[size_t(spec.number)].pus, spec.noSmt);
        case Kind::Cores:
            break;
        }
        if (spec.number > topology.coreCount())
            return presetError(name, PresetProblem::TooFewCores,
                { QString::number(spec.number), QString::number(topology.coreCount()), where });
        const std::vector<int> order = AffinityPresets::coreOrder(topology, spec.scatter);
        CpuSet result;
        for (int i = 0; i < spec.number; ++i)
            result = result | corePus(topology.cores()[size_t(order[size_t(i)])], spec.noSmt);
        return result;
    }

    std::vector<int> interleave(const std::vector<std::vector<int>>& groups)
    {
        std::vector<int> result;
        for (size_t round = 0;; ++round) {
            bool any = false;
            for (const auto& group : groups) {
                if (round < group.size()) {
                    result.push_back(group[round]);
                    any = true;
                }
            }
            if (!any)
                return result;
        }
    }

    std::vector<int> scatterOrder(const Topology& topology, const std::vector<int>& cores, int level)
    {
        if (level == 2)
            return cores;
        std::map<int, std::vector<int>> groups;
        for (int c : cores) {
            const auto& core = topology.cores()[size_t(c)];
            groups[level == 0 ? core.package : core.numaNode].push_back(c);
        }
        if (groups.size() <= 1)
            return scatterOrder(topology, cores, level + 1);
        std::vector<std::vector<int>> ordered;
        for (const auto& [key, members] : groups)
            ordered.push_back(scatterOrder(topology, members, level + 1));
        return interleave(ordered);
    }

} // namespace

bool AffinityPresets::isPresetName(const QString& text)
{
    const QString t = text.trimmed();
    return !t.isEmpty() && t.front().isLetter();
}

std::vector<int> AffinityPresets::coreOrder(const Topology& topology, bool scatter)
{
    std::vector<int> order;
    for (int i = 0; i < topology.coreCount(); ++i)
        order.push_back(i);
    return scatter ? scatterOrder(topology, order, 0) : order;
}

Result<AffinityPreset> AffinityPresets::find(const Topology& topology, const QString& nameOrCpuList)
{
    if (!isPresetName(nameOrCpuList)) {
        auto set = CpuSet::parse(nameOrCpuList);
        if (!set)
            return set.error();
        if (Error e = topology.validate(*set))
            return e;
        return AffinityPreset { set->toCpuList(), QStringLiteral("CPUs %1").arg(set->toCpuList()), *set };
    }
    const auto spec = parseSpec(nameOrCpuList);
    if (!spec)
        return spec.error();
    auto cpus = cpusOf(*spec, topology, nameOrCpuList);
    if (!cpus)
        return cpus.error();
    return AffinityPreset { canonicalName(*spec), label(*spec, topology), *cpus };
}

Result<CpuSet> AffinityPresets::resolve(const Topology& topology, const QString& nameOrCpuList)
{
    auto preset = find(topology, nameOrCpuList);
    if (!preset)
        return preset.error();
    return preset->cpus;
}

std::vector<AffinityPreset> AffinityPresets::list(const Topology& topology)
{
    const bool smt = topology.smtEnabled();
    const bool spread = topology.packages().size() > 1 || topology.numaNodes().size() > 1;
    QStringList names { QStringLiteral("all") };
    if (smt)
        names << QStringLiteral("all:nosmt");
    std::vector<int> counts;
    for (int n = 1; n < topology.coreCount(); n *= 2)
        counts.push_back(n);
    counts.push_back(topology.coreCount());
    for (int n : counts) {
        const QString base = QStringLiteral("cores:%1").arg(n);
        names << base;
        if (smt)
            names << base + QStringLiteral(":nosmt");
        if (spread && n > 1 && n < topology.coreCount()) {
            names << base + QStringLiteral(":scatter");
            if (smt)
                names << base + QStringLiteral(":nosmt:scatter");
        }
    }
    for (size_t k = 0; topology.packages().size() > 1 && k < topology.packages().size(); ++k)
        names << QStringLiteral("package:%1").arg(k);
    for (size_t k = 0; topology.numaNodes().size() > 1 && k < topology.numaNodes().size(); ++k)
        names << QStringLiteral("numa:%1").arg(k);
    std::vector<AffinityPreset> presets;
    for (const QString& name : names) {
        if (auto preset = find(topology, name))
            presets.push_back(*preset);
    }
    return presets;
}

} // namespace sb
