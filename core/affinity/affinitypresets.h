// SPDX-License-Identifier: GPL-3.0-or-later
// The presets of a topology ("all", "cores:N[:nosmt][:scatter]", "package:K", "numa:K") and their resolution.
#pragma once

#include "affinitypreset.h"
#include "common/error.h"
#include "topology.h"

#include <vector>

namespace sb {

class AffinityPresets {
public:
    // A preset name or a plain CPU list, checked against the topology.
    static Result<AffinityPreset> find(const Topology& topology, const QString& nameOrCpuList);
    static Result<CpuSet> resolve(const Topology& topology, const QString& nameOrCpuList);
    // The presets worth offering on this topology, in a stable order.
    static std::vector<AffinityPreset> list(const Topology& topology);
    // Positions in topology.cores(): compact fills a package (then a NUMA node) first; scatter alternates
    // packages, and NUMA nodes within a package, so that cores spread over as many of them as possible.
    static std::vector<int> coreOrder(const Topology& topology, bool scatter);
    static bool isPresetName(const QString& text);
};

} // namespace sb
