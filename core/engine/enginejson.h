// SPDX-License-Identifier: GPL-3.0-or-later
// JSON forms of the engine's value types, shared by the CLI's --json output, the store and exports.
#pragma once

#include "intervalsample.h"
#include "runsummary.h"

#include <QJsonObject>

namespace sb {

class EngineJson {
public:
    static QJsonObject latency(const LatencySummary& latency);
    static QJsonObject connects(const ConnectSummary& connects);
    static QJsonObject interval(const IntervalSample& sample);
    // An interval's server counters as {"Innodb_row_lock_waits": 12.5, ...} (its "server" object) and back.
    static QJsonObject serverCounters(const std::vector<ServerCounterValue>& counters);
    static std::vector<ServerCounterValue> serverCountersFromJson(const QJsonObject& object);
    static QJsonObject summary(const RunSummary& summary);
};

} // namespace sb
