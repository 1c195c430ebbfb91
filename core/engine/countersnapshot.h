// SPDX-License-Identifier: GPL-3.0-or-later
// The clients' counters summed at one instant. Two snapshots make an interval (IntervalSample) or the measured part
// of a run (RunSummary's counts): the difference of every counter and histogram.
#pragma once

#include "intervalsample.h"
#include "latencyhistogram.h"
#include "runsummary.h"

#include <QStringList>
#include <array>
#include <cstdint>
#include <vector>

namespace sb {

class WorkerCounters;
struct RunOptions;

struct CounterSnapshot {
    std::uint64_t events = 0, reads = 0, writes = 0, others = 0, ignored = 0, fatal = 0, reconnects = 0;
    std::uint64_t connects = 0, disconnects = 0, connectFailures = 0, connectRetries = 0;
    // The connections' time in transactions up to `busyAtNs` (steady clock), in-progress ones included: filled by
    // the sampler's BusyMeter, not by collect().
    std::uint64_t busyNs = 0, busyAtNs = 0;
    LatencyHistogram histogram;
    LatencyHistogram service; // open loop only
    std::vector<std::array<std::uint64_t, 3>> perWorker; // events, queries, errors: for the per-host counts
    // Per transaction type (workloads that have types): done, rolled back on purpose, failed, latency.
    struct Type {
        std::uint64_t events = 0, rolledBack = 0, errors = 0;
        LatencyHistogram latency;
    };
    std::vector<Type> types;
    std::uint64_t headline = 0; // committed events of the workload's headline type (tpcc: New-Orders)

    // Sums the blocks; `withService`: the open loop's service histogram too.
    static CounterSnapshot collect(const std::vector<const WorkerCounters*>& blocks, bool withService);

    // Anything counted since `before` that makes an interval however short it is (events, errors, reconnects).
    bool countedSince(const CounterSnapshot& before) const;
    // The interval from `before` to this snapshot, `lengthSec` long and ending `tSec` after the measured start.
    IntervalSample sampleSince(
        const CounterSnapshot& before, const RunOptions& options, double tSec, double lengthSec, bool warmup) const;
    // The counts of a run from `start` (the end of warm-up) to this snapshot; per host when there are several
    // (`endpoints`: the profile's).
    RunSummary summarySince(const CounterSnapshot& start, const std::vector<const WorkerCounters*>& blocks, int threads,
        const QStringList& endpoints, double durationSec) const;
    // The transaction types' counts and latencies from `start` to this snapshot, named by `names`.
    std::vector<TransactionTypeSummary> typesSince(const CounterSnapshot& start, const QStringList& names) const;
};

} // namespace sb
