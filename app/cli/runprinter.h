// SPDX-License-Identifier: GPL-3.0-or-later
// Prints a run the way sysbench users read it (interval lines and a summary), or as one JSON object per line.
#pragma once

#include "collectors/incident.h"
#include "collectors/runevent.h"
#include "collectors/serverwatch.h"
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
    // A mixed run: interval lines name their group, or "total"; the summary is per group, then in total.
    void setMix(bool mix) { m_mix = mix; }
    void interval(const IntervalSample& sample) const;
    // environment: the run's snapshot, for the server's threads on the CPUs (per transaction) and its profile.
    void summary(const RunSummary& summary, const QJsonObject& environment = {}) const;
    // What the server's side of the run found: an incident (stderr, or its JSON object on the --json stream) and a
    // collector's note (counters the server lacks, a status sampler that fell behind).
    void incident(const Incident& incident) const;
    void note(const CollectorNote& note) const;
    // Something that happened to the server (a restart): a line on stderr, or its JSON object on the --json stream.
    void event(const RunEvent& event) const;
    // What the run could not record on the server's side, once, with how to get it (stderr).
    static void serverNotes(const QJsonObject& environment);
    // One phase of a phased workload (kv): its operations (rows) besides the run's round trips and latency.
    void phase(const QString& name, int index, int count, std::uint64_t operations, const RunSummary& summary) const;

private:
    bool m_json;
    bool m_serverThreads;
    bool m_mix = false;
};

} // namespace sb::cli
