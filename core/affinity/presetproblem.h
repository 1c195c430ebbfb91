// SPDX-License-Identifier: GPL-3.0-or-later
// Why a CPU preset cannot be resolved: the value of an ErrorCode::CpuPresetInvalid error. ui/common/errortext says it
// in words; the args of the error are listed beside each problem.
#pragma once

namespace sb {

enum class PresetProblem {
    NeedsCoreCount = 1, // "cores" without N >= 1; args: none
    NeedsIndex, // "package" or "numa" without K >= 0; args: the kind
    UnknownKind, // args: the word that is not all, cores, package or numa
    UnknownModifier, // args: the modifier
    ScatterCoresOnly, // args: none
    NoSuchPackage, // args: the packages there are; value of isLocal() as "local" or "topology"
    NoSuchNumaNode, // args: the NUMA nodes there are; "local" or "topology"
    TooFewCores, // args: the cores asked for, the cores there are; "local" or "topology"
};

} // namespace sb
