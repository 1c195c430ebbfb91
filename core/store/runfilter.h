// SPDX-License-Identifier: GPL-3.0-or-later
// Which runs ResultStore::listRuns() returns; unset fields match everything.
#pragma once

#include "engine/runsummary.h"

#include <QString>
#include <optional>

namespace sb {

struct RunFilter {
    std::optional<qint64> experimentId;
    std::optional<RunStatus> status;
    std::optional<int> threads;
    QString workload; // workload label
    QString serverProfile;
    QString serverCpu; // label
    QString clientCpu; // label
};

} // namespace sb
