// SPDX-License-Identifier: GPL-3.0-or-later
// One stored run with everything the Results page shows about it: intervals and the environment snapshot.
#pragma once

#include "collectors/incident.h"
#include "collectors/runevent.h"
#include "common/error.h"
#include "engine/intervalsample.h"
#include "store/storedrun.h"

#include <QJsonObject>
#include <vector>

namespace sb {

struct RunDetails {
    Error error; // set: nothing else is
    StoredRun run;
    std::vector<IntervalSample> intervals;
    QJsonObject environment; // empty when none was recorded (imported logs)
    std::vector<Incident> incidents; // what the run captured when throughput collapsed or the server stalled
    std::vector<RunEvent> events; // what happened to the server (a restart), schema 9
};

} // namespace sb
