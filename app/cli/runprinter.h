// SPDX-License-Identifier: GPL-3.0-or-later
// Prints a run the way sysbench users read it (interval lines and a summary), or as one JSON object per line.
#pragma once

#include "engine/intervalsample.h"
#include "engine/runsummary.h"

#include <QJsonObject>
#include <QString>

namespace sb::cli {

class RunPrinter {
public:
    explicit RunPrinter(bool json, bool serverThreads = false)
        : m_json(json)
        , m_serverThreads(serverThreads)
    {
    }
    // `driver`: "threads" or "async"; `loops`: the async driver's event-loop threads.
    void header(const QString& workload, const QString& endpoint, const QString& serverVersion, int threads,
        const QString& driver, int loops) const;
    void interval(const IntervalSample& sample) const;
    // environment: the run's stored snapshot; its wait profile ("server_waits") goes into the summary.
    void summary(const RunSummary& summary, const QJsonObject& environment = {}) const;
    // What the run could not record on the server's side, once, with how to get it (stderr).
    static void serverNotes(const QJsonObject& environment);
    // One phase of a phased workload (kv): its operations (rows) besides the run's round trips and latency.
    void phase(const QString& name, int index, int count, std::uint64_t operations, const RunSummary& summary) const;

private:
    bool m_json;
    bool m_serverThreads;
};

} // namespace sb::cli
