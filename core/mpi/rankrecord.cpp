// SPDX-License-Identifier: GPL-3.0-or-later
#include "rankrecord.h"

#include "engine/countersum.h"

#include <algorithm>
#include <cmath>

namespace sb {

namespace {

    template <typename Source> void copyCounts(RankRecord& r, const Source& s)
    {
        r.threads = std::uint64_t(std::max(0, s.threads));
        r.transactions = s.transactions;
        r.reads = s.reads;
        r.writes = s.writes;
        r.others = s.others;
        r.ignoredErrors = s.ignoredErrors;
        r.fatalErrors = s.fatalErrors;
        r.reconnects = s.reconnects;
        r.backlog = s.backlog;
        r.targetRateMilli = std::uint64_t(std::llround(s.targetRate * 1000.0));
    }

    void copyExtremes(RankRecord& r, const LatencyHistogram& latency, const LatencyHistogram& service)
    {
        r.latencyMinNs = latency.exactMinNs();
        r.latencyMaxNs = latency.exactMaxNs();
        r.serviceMinNs = service.exactMinNs();
        r.serviceMaxNs = service.exactMaxNs();
    }

} // namespace

RankRecord RankRecord::fromInterval(
    const IntervalSample& s, const LatencyHistogram& latency, const LatencyHistogram& service)
{
    RankRecord r;
    copyCounts(r, s);
    copyExtremes(r, latency, service);
    r.warmup = s.warmup ? 1 : 0;
    r.durationNs = std::uint64_t(std::llround(s.intervalSec * 1e9));
    r.connected = std::uint64_t(std::max(0, s.connected));
    r.busyMilli = std::uint64_t(std::llround(std::max(0.0, s.busy) * 1000.0));
    return r;
}

RankRecord RankRecord::fromSummary(const RunSummary& s, const LatencyHistogram& latency,
    const LatencyHistogram& service, const LatencyHistogram& connectLatency)
{
    RankRecord r;
    copyCounts(r, s);
    copyExtremes(r, latency, service);
    r.connectFailures = s.connects.failures;
    r.connectRetries = s.connects.retries;
    r.connectMinNs = connectLatency.exactMinNs();
    r.connectMaxNs = connectLatency.exactMaxNs();
    r.finished = 1;
    r.backlogPeak = s.backlogPeak;
    r.status = std::uint64_t(s.status);
    r.errorCode = std::uint64_t(s.error.code);
    r.serverCode = s.error.serverCode;
    r.durationNs = std::uint64_t(std::llround(s.durationSec * 1e9));
    return r;
}

void HistogramWords::pack(const LatencyHistogram& latency, const LatencyHistogram& service,
    const LatencyHistogram& connectLatency, std::uint64_t* words)
{
    for (const LatencyHistogram* h : { &latency, &service, &connectLatency }) {
        for (int i = 0; i < LatencyHistogram::kBuckets; ++i)
            words[i] = h->countAt(i);
        words[LatencyHistogram::kBuckets] = h->sumNs();
        words += kPerHistogram;
    }
}

LatencyHistogram HistogramWords::unpack(const std::uint64_t* words, std::uint64_t minNs, std::uint64_t maxNs)
{
    LatencyHistogram h;
    for (int i = 0; i < LatencyHistogram::kBuckets; ++i) {
        if (words[i])
            h.addBucket(i, words[i]);
    }
    h.setExtremes(minNs, maxNs, words[LatencyHistogram::kBuckets]);
    return h;
}

void HistogramWords::addInto(std::uint64_t* sum, const std::uint64_t* words)
{
    for (int i = 0; i < kWords; ++i)
        sum[i] += words[i];
}

RankRecord MergedReport::total() const
{
    RankRecord t;
    for (const RankRecord& r : ranks) {
        t.finished += r.finished;
        t.failed += r.failed;
        t.warmup = std::max(t.warmup, r.warmup);
        addCounters(t, r);
        t.backlogPeak += r.backlogPeak;
        t.targetRateMilli += r.targetRateMilli;
        t.durationNs = std::max(t.durationNs, r.durationNs);
        t.latencyMinNs = std::min(t.latencyMinNs, r.latencyMinNs);
        t.latencyMaxNs = std::max(t.latencyMaxNs, r.latencyMaxNs);
        t.serviceMinNs = std::min(t.serviceMinNs, r.serviceMinNs);
        t.serviceMaxNs = std::max(t.serviceMaxNs, r.serviceMaxNs);
        t.connected += r.connected;
        t.busyMilli += r.busyMilli;
        t.connectFailures += r.connectFailures;
        t.connectRetries += r.connectRetries;
        t.newConnectionIds += r.newConnectionIds;
        t.connectMinNs = std::min(t.connectMinNs, r.connectMinNs);
        t.connectMaxNs = std::max(t.connectMaxNs, r.connectMaxNs);
    }
    return t;
}

MergedReport MergedReport::merge(std::vector<RankRecord> ranks, const std::uint64_t* summedWords)
{
    MergedReport m;
    m.ranks = std::move(ranks);
    const RankRecord t = m.total();
    m.latency = HistogramWords::unpack(summedWords, t.latencyMinNs, t.latencyMaxNs);
    m.service = HistogramWords::unpack(summedWords + HistogramWords::kPerHistogram, t.serviceMinNs, t.serviceMaxNs);
    m.connectLatency
        = HistogramWords::unpack(summedWords + 2 * HistogramWords::kPerHistogram, t.connectMinNs, t.connectMaxNs);
    return m;
}

template <typename Target> void MergedReport::fill(Target& target) const
{
    const RankRecord t = total();
    target.threads = int(t.threads);
    target.transactions = t.transactions;
    target.reads = t.reads;
    target.writes = t.writes;
    target.others = t.others;
    target.ignoredErrors = t.ignoredErrors;
    target.fatalErrors = t.fatalErrors;
    target.reconnects = t.reconnects;
    target.backlog = t.backlog;
    target.targetRate = double(t.targetRateMilli) / 1000.0;
    target.latency = latency.summary();
    if (target.targetRate > 0)
        target.serviceLatency = service.summary();
}
template void MergedReport::fill(IntervalSample&) const;
template void MergedReport::fill(RunSummary&) const;

IntervalSample MergedReport::mergedSample(const IntervalSample& own) const
{
    IntervalSample s = own; // time, length, warm-up flag and server-side data are rank 0's
    fill(s);
    const RankRecord t = total();
    s.connected = int(t.connected);
    s.busy = double(t.busyMilli) / 1000.0;
    return s;
}

} // namespace sb
