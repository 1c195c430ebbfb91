// SPDX-License-Identifier: GPL-3.0-or-later
#include "intervalsampler.h"

#include "clientset.h"
#include "runoptions.h"
#include "runphases.h"
#include "stallwatchdog.h"

namespace sb {

IntervalSampler::IntervalSampler(const RunOptions& options, const Handler& onInterval)
    : m_options(options)
    , m_onInterval(onInterval)
{
}

void IntervalSampler::start(Clock::time_point start)
{
    m_busy = {};
    m_previous = {};
    m_previous.busyAtNs
        = std::uint64_t(std::chrono::duration_cast<std::chrono::nanoseconds>(start.time_since_epoch()).count());
    m_previousTime = start;
}

CounterSnapshot IntervalSampler::snapshot(const ClientSet& clients)
{
    return take(clients, nullptr);
}

CounterSnapshot IntervalSampler::lastSnapshot(const ClientSet& clients, Clock::time_point end)
{
    const auto endNs
        = std::uint64_t(std::chrono::duration_cast<std::chrono::nanoseconds>(end.time_since_epoch()).count());
    return take(clients, &endNs);
}

CounterSnapshot IntervalSampler::take(const ClientSet& clients, const std::uint64_t* stoppedAtNs)
{
    const std::vector<const WorkerCounters*> blocks = clients.counters();
    CounterSnapshot s = CounterSnapshot::collect(blocks, m_options.rate > 0);
    // Read after the counters: no transaction they count ended after the instant of the busy reading.
    const BusyMeter::Reading busy = stoppedAtNs ? m_busy.readStopped(blocks, *stoppedAtNs) : m_busy.read(blocks);
    s.busyNs = busy.busyNs;
    s.busyAtNs = busy.atNs;
    return s;
}

void IntervalSampler::followBusy(const ClientSet& clients)
{
    m_busy.read(clients.counters());
}

bool IntervalSampler::close(const CounterSnapshot& current, Clock::time_point now, const RunPhases& phases,
    std::uint64_t backlog, const StallWatchdog& watchdog)
{
    const double length = std::chrono::duration<double>(now - m_previousTime).count();
    bool goOn = true;
    // A sliver of time with nothing in it is no interval; one with events is, however short (a run of a few
    // events, the remainder after the last tick): the intervals add up to the summary.
    const bool counted = current.countedSince(m_previous);
    if ((length > 1e-3 || (counted && length > 0)) && m_options.reportIntervalMs > 0) {
        IntervalSample s
            = current.sampleSince(m_previous, m_options, phases.measuredSec(now), length, phases.warming());
        s.backlog = backlog;
        s.notAnsweringSec = watchdog.notAnsweringSec();
        s.stalledConnections = watchdog.stalledConnections();
        if (m_options.mergeInterval || m_options.intervalLatency || m_options.intervalTypeLatency) {
            LatencyHistogram latency = current.histogram;
            latency.subtract(m_previous.histogram);
            if (m_options.mergeInterval) { // several load processes: their intervals become one (MPI)
                LatencyHistogram service = current.service;
                service.subtract(m_previous.service);
                goOn = m_options.mergeInterval(s, latency, service);
            }
            if (m_options.intervalTypeLatency)
                typeLatencies(current);
            if (m_options.intervalLatency)
                m_options.intervalLatency(latency);
        }
        if (m_options.enrichSample)
            m_options.enrichSample(s);
        if (m_onInterval)
            m_onInterval(s);
    }
    m_previous = current;
    m_previousTime = now;
    return goOn;
}

void IntervalSampler::typeLatencies(const CounterSnapshot& current) const
{
    for (std::size_t i = 0; i < current.types.size(); ++i) {
        LatencyHistogram h = current.types[i].latency;
        if (i < m_previous.types.size() && m_previous.types[i].latency.count())
            h.subtract(m_previous.types[i].latency);
        m_options.intervalTypeLatency(int(i), h);
    }
}

} // namespace sb
