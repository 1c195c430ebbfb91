// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology.h"

#include "common/fileproblem.h"
#include "common/optionproblem.h"
#include "cpulistproblem.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QStringList>
#include <hwloc.h>

namespace sb {

namespace {

    int osIndexOf(hwloc_obj_t obj)
    {
        return obj->os_index == HWLOC_UNKNOWN_INDEX ? -1 : int(obj->os_index);
    }

    Error topologyError(ErrorCode code, const QString& context, const QString& detail)
    {
        Error e;
        e.code = code;
        e.context = context;
        e.detail = detail;
        return e;
    }

    Error fileError(ErrorCode code, const QString& path, FileProblem problem)
    {
        return { code, path, {}, 0, qint64(problem) };
    }

    std::shared_ptr<hwloc_topology> newTopology()
    {
        hwloc_topology_t topology = nullptr;
        if (hwloc_topology_init(&topology) != 0)
            return {};
        // Instruction caches are filtered out by default; a report of the machine should show them as lstopo does.
        hwloc_topology_set_icache_types_filter(topology, HWLOC_TYPE_FILTER_KEEP_ALL);
        return std::shared_ptr<hwloc_topology>(topology, [](hwloc_topology_t t) { hwloc_topology_destroy(t); });
    }

    QString sizeText(quint64 bytes)
    {
        if (bytes >= (quint64(1) << 30) && bytes % (quint64(1) << 30) == 0)
            return QStringLiteral("%1GB").arg(bytes >> 30);
        if (bytes >= (quint64(1) << 20))
            return QStringLiteral("%1MB").arg(bytes >> 20);
        return QStringLiteral("%1KB").arg(bytes >> 10);
    }

    QString objectText(hwloc_obj_t obj)
    {
        char type[64];
        hwloc_obj_type_snprintf(type, sizeof type, obj, 0);
        QString text = QString::fromLatin1(type);
        if (obj->os_index != HWLOC_UNKNOWN_INDEX && !hwloc_obj_type_is_cache(obj->type)
            && obj->type != HWLOC_OBJ_MACHINE)
            text += QStringLiteral(" P#%1").arg(obj->os_index);
        if (hwloc_obj_type_is_cache(obj->type))
            text += QStringLiteral(" (%1)").arg(sizeText(obj->attr->cache.size));
        else if (obj->type == HWLOC_OBJ_NUMANODE && obj->attr->numanode.local_memory)
            text += QStringLiteral(" (%1)").arg(sizeText(obj->attr->numanode.local_memory));
        return text;
    }

    void appendTree(hwloc_obj_t obj, int depth, QString& out)
    {
        // lstopo joins chains of lone children ("L2 + L1d + Core + PU") so that the tree stays readable.
        QString line = objectText(obj);
        while (obj->arity == 1 && obj->memory_arity == 0) {
            obj = obj->first_child;
            line += QStringLiteral(" + ") + objectText(obj);
        }
        out += QString(depth * 2, QLatin1Char(' ')) + line + QLatin1Char('\n');
        for (hwloc_obj_t m = obj->memory_first_child; m; m = m->next_sibling)
            appendTree(m, depth + 1, out);
        for (hwloc_obj_t c = obj->first_child; c; c = c->next_sibling)
            appendTree(c, depth + 1, out);
    }

    QString cacheKind(hwloc_obj_cache_type_t type)
    {
        switch (type) {
        case HWLOC_OBJ_CACHE_DATA:
            return QStringLiteral("data");
        case HWLOC_OBJ_CACHE_INSTRUCTION:
            return QStringLiteral("instruction");
        case HWLOC_OBJ_CACHE_UNIFIED:
            break;
        }
        return QStringLiteral("unified");
    }

    QJsonArray intArray(const std::vector<int>& values)
    {
        QJsonArray array;
        for (int v : values)
            array.append(v);
        return array;
    }

} // namespace

Result<Topology> Topology::loadLocal()
{
    auto topology = newTopology();
    if (!topology)
        return topologyError(
            ErrorCode::Internal, QStringLiteral("hwloc"), QStringLiteral("hwloc_topology_init failed"));
    return load(std::move(topology), QStringLiteral("local"), true);
}

Result<Topology> Topology::fromXmlFile(const QString& path)
{
    if (!QFileInfo(path).isReadable())
        return fileError(ErrorCode::FileUnusable, path, FileProblem::Unreadable);
    auto topology = newTopology();
    if (!topology || hwloc_topology_set_xml(topology.get(), QFile::encodeName(path).constData()) != 0)
        return fileError(ErrorCode::FileContentInvalid, path, FileProblem::NotXmlTopology);
    return load(std::move(topology), QStringLiteral("xml:") + path, false);
}

Result<Topology> Topology::fromXml(const QByteArray& xml, const QString& source)
{
    auto topology = newTopology();
    if (!topology || xml.isEmpty() || hwloc_topology_set_xmlbuffer(topology.get(), xml.constData(), int(xml.size()) + 1) != 0)
        return fileError(ErrorCode::FileContentInvalid, source, FileProblem::NotXmlTopology);
    return load(std::move(topology), source, false);
}

QByteArray Topology::toXml() const
{
    char* buffer = nullptr;
    int length = 0;
    if (!m_topology || hwloc_topology_export_xmlbuffer(m_topology.get(), &buffer, &length, 0) != 0)
        return {};
    QByteArray xml(buffer, length > 0 ? length - 1 : 0); // the length counts the terminating NUL
    hwloc_free_xmlbuffer(m_topology.get(), buffer);
    return xml;
}

Result<Topology> Topology::fromSynthetic(const QString& description)
{
    auto topology = newTopology();
    if (!topology || hwloc_topology_set_synthetic(topology.get(), description.toLatin1().constData()) != 0)
        return Error { ErrorCode::OptionValueInvalid, QStringLiteral("--synthetic"), description, 0,
            qint64(OptionProblem::SyntheticTopology) };
    return load(std::move(topology), QStringLiteral("synthetic:") + description, false);
}

Result<Topology> Topology::load(std::shared_ptr<hwloc_topology> topology, QString source, bool local)
{
    if (hwloc_topology_load(topology.get()) != 0)
        return fileError(ErrorCode::FileContentInvalid, source, FileProblem::TopologyNotLoaded);
    Topology result;
    result.m_topology = std::move(topology);
    result.m_source = std::move(source);
    result.m_local = local;
    result.extract();
    if (result.m_cores.empty())
        return fileError(ErrorCode::FileContentInvalid, result.m_source, FileProblem::NoPus);
    return result;
}

void Topology::extract()
{
    hwloc_topology_t t = m_topology.get();
    m_allPus = CpuSet::fromHwloc(hwloc_topology_get_topology_cpuset(t));
    for (hwloc_obj_t o = nullptr; (o = hwloc_get_next_obj_by_type(t, HWLOC_OBJ_PACKAGE, o));)
        m_packages.push_back({ int(o->logical_index), osIndexOf(o), CpuSet::fromHwloc(o->cpuset) });
    for (hwloc_obj_t o = nullptr; (o = hwloc_get_next_obj_by_type(t, HWLOC_OBJ_NUMANODE, o));)
        m_numaNodes.push_back(
            { int(o->logical_index), osIndexOf(o), CpuSet::fromHwloc(o->cpuset), o->attr->numanode.local_memory });
    for (int type = HWLOC_OBJ_L1CACHE; type <= HWLOC_OBJ_L3ICACHE; ++type) {
        for (hwloc_obj_t o = nullptr; (o = hwloc_get_next_obj_by_type(t, hwloc_obj_type_t(type), o));)
            m_caches.push_back({ int(o->attr->cache.depth), cacheKind(o->attr->cache.type), int(o->logical_index),
                o->attr->cache.size, CpuSet::fromHwloc(o->cpuset) });
    }
    // Some platforms report no cores; then every PU stands for a core of its own.
    const hwloc_obj_type_t coreType = hwloc_get_nbobjs_by_type(t, HWLOC_OBJ_CORE) > 0 ? HWLOC_OBJ_CORE : HWLOC_OBJ_PU;
    for (hwloc_obj_t o = nullptr; (o = hwloc_get_next_obj_by_type(t, coreType, o));) {
        TopologyCore core;
        core.index = int(o->logical_index);
        core.osIndex = osIndexOf(o);
        core.pus = CpuSet::fromHwloc(o->cpuset).toVector();
        if (hwloc_obj_t package = hwloc_get_ancestor_obj_by_type(t, HWLOC_OBJ_PACKAGE, o))
            core.package = int(package->logical_index);
        for (const auto& node : m_numaNodes) {
            if (node.pus.contains(CpuSet::fromHwloc(o->cpuset)))
                core.numaNode = node.index;
        }
        if (!core.pus.empty())
            m_cores.push_back(std::move(core));
    }
}

bool Topology::smtEnabled() const
{
    for (const auto& core : m_cores) {
        if (core.pus.size() > 1)
            return true;
    }
    return false;
}

const TopologyCore* Topology::coreOfPu(int pu) const
{
    for (const auto& core : m_cores) {
        for (int p : core.pus) {
            if (p == pu)
                return &core;
        }
    }
    return nullptr;
}

CpuSet Topology::coresPus(const CpuSet& set) const
{
    CpuSet result;
    for (const auto& core : m_cores) {
        const CpuSet pus = CpuSet::fromVector(core.pus);
        if (!(pus & set).isEmpty())
            result = result | pus;
    }
    return result;
}

int Topology::coresCovered(const CpuSet& set) const
{
    int n = 0;
    for (const auto& core : m_cores) {
        if (!(CpuSet::fromVector(core.pus) & set).isEmpty())
            ++n;
    }
    return n;
}

Error Topology::validate(const CpuSet& set) const
{
    if (set.isEmpty())
        return Error { ErrorCode::CpuListInvalid, {}, {}, 0, qint64(CpuListProblem::EmptySet) };
    const CpuSet missing = set - m_allPus;
    if (missing.isEmpty())
        return {};
    // errortext says "on this machine" or "in this topology"
    return Error { ErrorCode::CpuListInvalid, set.toCpuList(), {}, 0, qint64(CpuListProblem::NoSuchCpus),
        { missing.toCpuList(), QString::number(missing.count()), m_allPus.toCpuList(),
            m_local ? QStringLiteral("local") : QStringLiteral("topology") } };
}

QString Topology::toTreeText() const
{
    QString text;
    appendTree(hwloc_get_root_obj(m_topology.get()), 0, text);
    return text;
}

QJsonObject Topology::toJson() const
{
    QJsonArray packages, nodes, caches, cores;
    for (const auto& p : m_packages)
        packages.append(QJsonObject { { QStringLiteral("index"), p.index }, { QStringLiteral("osIndex"), p.osIndex },
            { QStringLiteral("pus"), p.pus.toCpuList() } });
    for (const auto& n : m_numaNodes)
        nodes.append(QJsonObject { { QStringLiteral("index"), n.index }, { QStringLiteral("osIndex"), n.osIndex },
            { QStringLiteral("pus"), n.pus.toCpuList() }, { QStringLiteral("memoryBytes"), qint64(n.memoryBytes) } });
    for (const auto& c : m_caches)
        caches.append(QJsonObject { { QStringLiteral("level"), c.level }, { QStringLiteral("kind"), c.kind },
            { QStringLiteral("index"), c.index }, { QStringLiteral("sizeBytes"), qint64(c.sizeBytes) },
            { QStringLiteral("pus"), c.pus.toCpuList() } });
    for (const auto& c : m_cores)
        cores.append(QJsonObject { { QStringLiteral("index"), c.index }, { QStringLiteral("osIndex"), c.osIndex },
            { QStringLiteral("package"), c.package }, { QStringLiteral("numaNode"), c.numaNode },
            { QStringLiteral("pus"), intArray(c.pus) } });
    return QJsonObject { { QStringLiteral("source"), m_source }, { QStringLiteral("pus"), m_allPus.toCpuList() },
        { QStringLiteral("puCount"), puCount() }, { QStringLiteral("coreCount"), coreCount() },
        { QStringLiteral("smt"), smtEnabled() }, { QStringLiteral("packages"), packages },
        { QStringLiteral("numaNodes"), nodes }, { QStringLiteral("caches"), caches },
        { QStringLiteral("cores"), cores } };
}

} // namespace sb
