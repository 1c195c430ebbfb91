// SPDX-License-Identifier: GPL-3.0-or-later
// hwloc's synthetic machines the affinity tests share, so that a preset or a binding is tested on more than this
// machine's own topology: two sockets of four cores, two of six cores with SMT, four NUMA nodes.
#pragma once

#include "affinity/topology.h"

#include <QString>

namespace sb::test {

inline const QString kDualQuad = QStringLiteral("package:2 core:4 pu:1");
inline const QString kDualSixSmt = QStringLiteral("package:2 core:6 pu:2");
inline const QString kFourNuma = QStringLiteral("package:2 numa:2 core:4 pu:2");

// The topology hwloc builds from a synthetic description; a description it refuses ends the test.
inline Topology synthetic(const QString& description)
{
    auto t = Topology::fromSynthetic(description);
    if (!t)
        qFatal("cannot load %s", qPrintable(description));
    return *t;
}

} // namespace sb::test
