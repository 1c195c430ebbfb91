// SPDX-License-Identifier: GPL-3.0-or-later
// What one load process (MPI rank) reports per interval and at the end, and the pure arithmetic that merges the
// reports of all ranks: counters are summed, histogram buckets summed element-wise, so a merge is exact.
#pragma once

#include "engine/intervalsample.h"
#include "engine/latencyhistogram.h"
#include "engine/runsummary.h"

#include <cstdint>
#include <vector>

namespace sb {

// Flat 64-bit words only: one MPI_UINT64_T gather carries it between hosts.
struct RankRecord {
    std::uint64_t finished = 0; // the rank's run has ended: it only answers the others now
    std::uint64_t failed = 0; // it ended on its own before its limit (lost server, error, Ctrl-C): the others stop
    std::uint64_t status = 0; // RunStatus at the end
    std::uint64_t errorCode = 0; // ErrorCode of the end
    std::uint64_t serverCode = 0; // the server's error number, if any
    std::uint64_t warmup = 0;
    std::uint64_t threads = 0;
    std::uint64_t transactions = 0, reads = 0, writes = 0, others = 0;
    std::uint64_t ignoredErrors = 0, fatalErrors = 0, reconnects = 0;
    std::uint64_t backlog = 0, backlogPeak = 0;
    std::uint64_t targetRateMilli = 0; // transactions per 1000 s
    std::uint64_t durationNs = 0; // length of the interval, or the measured time at the end
    std::uint64_t latencyMinNs = UINT64_MAX, latencyMaxNs = 0, serviceMinNs = UINT64_MAX, serviceMaxNs = 0;
    // Intervals only: connections open at the interval's end, and the mean connections inside a transaction
    // (IntervalSample::busy) in thousandths.
    std::uint64_t connected = 0, busyMilli = 0;
    // The end only: failed connects, the extremes of the connect latencies (their histogram travels as words), and
    // the first connects tried again.
    std::uint64_t connectFailures = 0, connectMinNs = UINT64_MAX, connectMaxNs = 0, connectRetries = 0;
    // The end only: this process's CPU time over the measured part (its clients' cost), UINT64_MAX: not read.
    std::uint64_t clientCpuNs = UINT64_MAX;
    // Connection ids this rank opened since its last exchange (reconnects after the start): when any rank has some,
    // every rank takes part in one more gathering right after the exchange, which passes them to rank 0.
    std::uint64_t newConnectionIds = 0;

    static constexpr int kWords = 30;
    static RankRecord fromInterval(
        const IntervalSample& s, const LatencyHistogram& latency, const LatencyHistogram& service);
    static RankRecord fromSummary(const RunSummary& s, const LatencyHistogram& latency, const LatencyHistogram& service,
        const LatencyHistogram& connectLatency);
    std::uint64_t queries() const { return reads + writes + others; }
};
static_assert(sizeof(RankRecord) == RankRecord::kWords * sizeof(std::uint64_t));

// Three histograms (latency, service, connect latency) as words to sum element-wise across ranks: buckets then the
// sum of nanoseconds. Intervals send an empty connect histogram: connects are reported at the end.
class HistogramWords {
public:
    static constexpr int kPerHistogram = LatencyHistogram::kBuckets + 1;
    static constexpr int kWords = 3 * kPerHistogram;

    static void pack(const LatencyHistogram& latency, const LatencyHistogram& service,
        const LatencyHistogram& connectLatency, std::uint64_t* words);
    // The summed words back into a histogram; the extremes come from the ranks' records (min of mins, max of maxes).
    static LatencyHistogram unpack(const std::uint64_t* words, std::uint64_t minNs, std::uint64_t maxNs);
    // What MPI_SUM does: the reference the unit test holds MPI's result to.
    static void addInto(std::uint64_t* sum, const std::uint64_t* words);
};

// Rank 0's view of one collective: every rank's record and the summed histograms.
struct MergedReport {
    std::vector<RankRecord> ranks;
    LatencyHistogram latency;
    LatencyHistogram service;
    LatencyHistogram connectLatency;

    static MergedReport merge(std::vector<RankRecord> ranks, const std::uint64_t* summedWords);
    RankRecord total() const; // counters summed, extremes min/max
    // Rank 0's sample with the counters and latency of all ranks.
    IntervalSample mergedSample(const IntervalSample& own) const;
    // The same into a sample or a summary (they name their counters alike).
    template <typename Target> void fill(Target& target) const;
};

} // namespace sb
