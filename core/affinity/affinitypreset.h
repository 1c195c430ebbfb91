// SPDX-License-Identifier: GPL-3.0-or-later
// A named CPU set computed from a topology: the name is stable for plans, the label is for reports.
#pragma once

#include "cpuset.h"

#include <QString>

namespace sb {

struct AffinityPreset {
    QString name; // canonical, e.g. "cores:4:nosmt:scatter"; a plain CPU list names itself ("0-3")
    QString label; // e.g. "4 cores, SMT off, scatter"
    CpuSet cpus;
};

} // namespace sb
