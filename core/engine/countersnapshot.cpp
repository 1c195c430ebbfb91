// SPDX-License-Identifier: GPL-3.0-or-later
#include "countersnapshot.h"

#include "runoptions.h"
#include "workercounters.h"

#include <algorithm>

namespace sb {

namespace {

    // IntervalSample and RunSummary name their counters alike: one function fills both from two snapshots.
    template <typename Target> void fillCounts(Target& t, const CounterSnapshot& now, const CounterSnapshot& before)
    {
        t.transactions = now.events - before.events;
        t.reads = now.reads - before.reads;
        t.writes = now.writes - before.writes;
        t.others = now.others - before.others;
        t.ignoredErrors = now.ignored - before.ignored;
        t.fatalErrors = now.fatal - before.fatal;
        t.reconnects = now.reconnects - before.reconnects;
        t.headline = now.headline - std::min(now.headline, before.headline);
    }

} // namespace

CounterSnapshot CounterSnapshot::collect(const std::vector<const WorkerCounters*>& blocks, bool withService)
{
    CounterSnapshot t;
    for (const WorkerCounters* counters : blocks) {
        const WorkerCounters& c = *counters;
        const auto load = [](const std::atomic<std::uint64_t>& a) { return a.load(std::memory_order_relaxed); };
        t.events += load(c.events);
        t.reads += load(c.reads);
        t.writes += load(c.writes);
        t.others += load(c.others);
        t.ignored += load(c.ignoredErrors);
        t.fatal += load(c.fatalErrors);
        t.reconnects += load(c.reconnects);
        t.connects += load(c.connects);
        t.disconnects += load(c.disconnects);
        t.connectFailures += load(c.connectFailures);
        t.connectRetries += load(c.connectRetries);
        c.latency.addTo(t.histogram);
        if (withService)
            c.service.addTo(t.service);
        t.perWorker.push_back({ load(c.events), load(c.reads) + load(c.writes) + load(c.others),
            load(c.ignoredErrors) + load(c.fatalErrors) });
        if (c.typeCount > 0 && t.types.size() < std::size_t(c.typeCount))
            t.types.resize(std::size_t(c.typeCount));
        for (int i = 0; i < c.typeCount; ++i) {
            const WorkerCounters::TypeCounters& from = c.types[std::size_t(i)];
            Type& into = t.types[std::size_t(i)];
            const std::uint64_t events = load(from.events), rolledBack = load(from.rolledBack);
            into.events += events;
            into.rolledBack += rolledBack;
            into.errors += load(from.errors);
            from.latency.addTo(into.latency);
            if (i == c.headlineType)
                t.headline += events - std::min(events, rolledBack);
        }
    }
    return t;
}

bool CounterSnapshot::countedSince(const CounterSnapshot& before) const
{
    return events != before.events || ignored != before.ignored || fatal != before.fatal
        || reconnects != before.reconnects;
}

IntervalSample CounterSnapshot::sampleSince(
    const CounterSnapshot& before, const RunOptions& options, double tSec, double lengthSec, bool warmup) const
{
    IntervalSample s;
    s.timeSec = tSec;
    s.intervalSec = lengthSec;
    s.warmup = warmup;
    s.threads = options.threads;
    fillCounts(s, *this, before);
    // Read one counter block after another: a connection counted as opened in one and closed in a block read
    // earlier cannot happen (each connection writes one block), so the difference is never negative.
    s.connected = int(connects - std::min(connects, disconnects));
    // The busy time that fell inside the interval (a transaction spanning intervals counts in each its part), over
    // the span the busy readings cover: microseconds off the interval's own, read after the counters.
    const std::uint64_t span = busyAtNs - before.busyAtNs;
    s.busy = busyAtNs > before.busyAtNs ? double(busyNs - before.busyNs) / double(span) : 0.0;
    LatencyHistogram h = histogram;
    h.subtract(before.histogram);
    s.latency = h.summary();
    if (options.rate > 0) {
        s.targetRate = options.rate;
        LatencyHistogram serviceSince = service;
        serviceSince.subtract(before.service);
        s.serviceLatency = serviceSince.summary();
    }
    return s;
}

std::vector<TransactionTypeSummary> CounterSnapshot::typesSince(
    const CounterSnapshot& start, const QStringList& names) const
{
    std::vector<TransactionTypeSummary> out;
    for (std::size_t i = 0; i < types.size(); ++i) {
        const Type& now = types[i];
        const Type before = i < start.types.size() ? start.types[i] : Type {};
        TransactionTypeSummary t;
        t.name = names.value(qsizetype(i));
        t.transactions = now.events - before.events;
        t.rolledBack = now.rolledBack - before.rolledBack;
        t.errors = now.errors - before.errors;
        LatencyHistogram h = now.latency;
        if (before.latency.count())
            h.subtract(before.latency);
        t.latency = h.summary();
        out.push_back(t);
    }
    return out;
}

RunSummary CounterSnapshot::summarySince(const CounterSnapshot& start, const std::vector<const WorkerCounters*>& blocks,
    int threads, const QStringList& endpoints, double durationSec) const
{
    RunSummary r;
    r.threads = threads;
    r.durationSec = durationSec;
    fillCounts(r, *this, start);
    for (const WorkerCounters* c : blocks) {
        for (const auto& [code, count] : c->errorsByCode())
            r.errorsByCode[code] += count;
    }
    if (endpoints.size() > 1) {
        for (const QString& e : endpoints)
            r.perHost.push_back({ e });
        // Connection i goes to host i % hosts. The counter blocks are one per worker (thread driver) or one per
        // loop and host (async driver): block i belongs to host i % hosts either way.
        for (int i = 0; i < threads; ++i)
            r.perHost[std::size_t(i) % r.perHost.size()].connections += 1;
        for (std::size_t i = 0; i < perWorker.size(); ++i) {
            HostCounts& h = r.perHost[i % r.perHost.size()];
            const auto before = i < start.perWorker.size() ? start.perWorker[i] : std::array<std::uint64_t, 3> {};
            h.transactions += perWorker[i][0] - before[0];
            h.queries += perWorker[i][1] - before[1];
            h.errors += perWorker[i][2] - before[2];
        }
    }
    return r;
}

} // namespace sb
