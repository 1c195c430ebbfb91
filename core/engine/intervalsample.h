// SPDX-License-Identifier: GPL-3.0-or-later
// What the sampler reports once per interval: rates, errors and latency of that interval only.
#pragma once

#include "latencysummary.h"

#include <QMetaType>
#include <QString>
#include <cstdint>
#include <vector>

namespace sb {

// CPU time one server thread used during an interval (filled by the affinity module's thread sampler).
struct ServerThreadCpu {
    int tid = 0;
    QString name;
    double cpuPercent = 0; // of one CPU over the interval
    int lastCpu = -1; // the CPU it last ran on
};

// A server status counter over an interval (core/collectors' sampler): per second, or its level at the interval's end
// for a gauge such as Threads_running.
struct ServerCounterValue {
    QString name;
    double value = 0;
};

struct IntervalSample {
    double timeSec = 0; // end of the interval, seconds since the measured start (negative during warm-up)
    double intervalSec = 0;
    bool warmup = false;
    int threads = 0;
    std::uint64_t transactions = 0;
    std::uint64_t reads = 0;
    std::uint64_t writes = 0;
    std::uint64_t others = 0;
    std::uint64_t ignoredErrors = 0; // deadlocks, lock wait timeouts: retried
    std::uint64_t fatalErrors = 0;
    std::uint64_t reconnects = 0;
    LatencySummary latency; // per transaction (event), like sysbench; open loop: from the intended start
    // Open loop only (targetRate > 0): the rate asked for, the latency from the actual start (service time), and
    // the arrivals due by the end of the interval that no client had started yet.
    double targetRate = 0;
    LatencySummary serviceLatency;
    std::uint64_t backlog = 0;
    // Stall watchdog (RunOptions::stallTimeoutSec): seconds since any connection last completed a query, once that
    // reached the stall timeout (the server is not answering), else 0; and the connections that have completed
    // nothing for that long.
    double notAnsweringSec = 0;
    int stalledConnections = 0;
    std::vector<ServerThreadCpu> serverThreads;
    // The server's status counters (--server-counters) over about this interval, read on the sampler's own
    // connection; empty when none were asked for or no reading came in during it.
    std::vector<ServerCounterValue> serverCounters;
    // Connections open at the end of the interval (those the run closes when it ends still count), and the mean number
    // inside a transaction over it (the time all connections spent in transactions inside the interval, a transaction
    // spanning intervals counting its part in each, divided by the interval's length: lower than `connected` with
    // think times, open-loop arrivals or a client that cannot keep up; at most `threads`).
    int connected = 0;
    double busy = 0;
    // Committed events of the workload's headline transaction type (tpcc: New-Orders); 0 for workloads without one.
    std::uint64_t headline = 0;
    // A run of several client groups (run --mix): the group this sample is of; empty for the run's total.
    QString group;
    // The server restarted (collectors/runevent.h): "gap" while it was down, "cold" after it (a buffer pool that
    // started empty); empty otherwise. Not a column of its own: a stored run's come from its run_events.
    QString restart;

    std::uint64_t queries() const { return reads + writes + others; }
    double perSec(std::uint64_t n) const { return intervalSec > 0 ? double(n) / intervalSec : 0.0; }
    double tps() const { return perSec(transactions); }
    double qps() const { return perSec(queries()); }
    double headlinePerMin() const { return perSec(headline) * 60.0; }
    bool serverNotAnswering() const { return notAnsweringSec > 0; }
    const ServerCounterValue* serverCounter(const QString& name) const
    {
        for (const ServerCounterValue& c : serverCounters) {
            if (c.name == name)
                return &c;
        }
        return nullptr;
    }
};

} // namespace sb

Q_DECLARE_METATYPE(sb::IntervalSample)
