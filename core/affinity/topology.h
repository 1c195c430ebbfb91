// SPDX-License-Identifier: GPL-3.0-or-later
// The machine's CPU layout from hwloc (live, XML or synthetic): packages, NUMA nodes, caches, cores and their PUs.
#pragma once

#include "common/error.h"
#include "cpuset.h"

#include <QJsonObject>
#include <QString>
#include <memory>
#include <vector>

struct hwloc_topology;

namespace sb {

struct TopologyPackage {
    int index = 0; // hwloc logical index
    int osIndex = -1;
    CpuSet pus;
};

struct TopologyNumaNode {
    int index = 0;
    int osIndex = -1;
    CpuSet pus;
    quint64 memoryBytes = 0;
};

struct TopologyCache {
    int level = 0;
    QString kind; // "unified", "data" or "instruction"
    int index = 0;
    quint64 sizeBytes = 0;
    CpuSet pus;
};

struct TopologyCore {
    int index = 0; // logical: cores are numbered package by package, which is the compact order
    int osIndex = -1;
    int package = -1; // logical index of its package, -1 when unknown
    int numaNode = -1; // logical index of the NUMA node holding it, -1 when unknown
    std::vector<int> pus; // OS indexes of its PUs: SMT siblings
};

class Topology {
public:
    static Result<Topology> loadLocal();
    static Result<Topology> fromXmlFile(const QString& path);
    // hwloc's XML as toXml() writes it (another host's topology, read there); `source` names where it came from.
    static Result<Topology> fromXml(const QByteArray& xml, const QString& source);
    // hwloc synthetic syntax, e.g. "package:2 core:6 pu:2" or "package:2 numa:2 core:4 pu:2".
    static Result<Topology> fromSynthetic(const QString& description);

    QString source() const { return m_source; } // "local", "xml:PATH" or "synthetic:DESCRIPTION"
    bool isLocal() const { return m_local; }

    const std::vector<TopologyPackage>& packages() const { return m_packages; }
    const std::vector<TopologyNumaNode>& numaNodes() const { return m_numaNodes; }
    const std::vector<TopologyCache>& caches() const { return m_caches; }
    const std::vector<TopologyCore>& cores() const { return m_cores; }
    CpuSet allPus() const { return m_allPus; }
    int puCount() const { return m_allPus.count(); }
    int coreCount() const { return int(m_cores.size()); }
    bool smtEnabled() const; // some core has more than one PU
    const TopologyCore* coreOfPu(int pu) const;
    CpuSet coresPus(const CpuSet& set) const; // every PU of every core the set touches
    int coresCovered(const CpuSet& set) const;

    // An empty set or one with PUs this topology lacks is an InvalidOption error naming them.
    Error validate(const CpuSet& set) const;

    QByteArray toXml() const; // hwloc's XML export: fromXml() reads it back, on any host
    QString toTreeText() const; // like `lstopo -p`: one object per line, single-child chains joined with " + "
    QJsonObject toJson() const;

private:
    Topology() = default;
    static Result<Topology> load(std::shared_ptr<hwloc_topology> topology, QString source, bool local);
    void extract();

    std::shared_ptr<hwloc_topology> m_topology; // immutable once loaded, so copies share it
    QString m_source;
    bool m_local = false;
    std::vector<TopologyPackage> m_packages;
    std::vector<TopologyNumaNode> m_numaNodes;
    std::vector<TopologyCache> m_caches;
    std::vector<TopologyCore> m_cores;
    CpuSet m_allPus;
};

} // namespace sb
