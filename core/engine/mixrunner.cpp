// SPDX-License-Identifier: GPL-3.0-or-later
#include "mixrunner.h"

#include "countersum.h"

#include <algorithm>
#include <barrier>
#include <deque>
#include <thread>

namespace sb {

struct MixRunner::Slot {
    MixGroupRun group;
    std::unique_ptr<Runner> runner;
    std::deque<std::tuple<IntervalSample, LatencyHistogram, LatencyHistogram>> pending;
    bool arrived = false; // met the others at the barrier
    bool done = false;
    RunSummary summary;
};

MixRunner::MixRunner(const ServerProfile& profile, std::vector<MixGroupRun> groups)
    : m_profile(profile)
{
    for (MixGroupRun& g : groups) {
        auto slot = std::make_unique<Slot>();
        slot->group = std::move(g);
        m_slots.push_back(std::move(slot));
    }
}

MixRunner::~MixRunner() = default;

const Runner& MixRunner::groupRunner(std::size_t index) const
{
    return *m_slots.at(index)->runner;
}

void MixRunner::requestStop()
{
    m_stopAll.store(true);
    for (auto& s : m_slots) {
        if (s->runner)
            s->runner->requestStop();
    }
}

void MixRunner::addSample(IntervalSample& t, const IntervalSample& g)
{
    t.timeSec = std::max(t.timeSec, g.timeSec);
    t.intervalSec = std::max(t.intervalSec, g.intervalSec);
    t.warmup = t.warmup || g.warmup;
    addCounters(t, g);
    t.targetRate += g.targetRate;
    t.notAnsweringSec = std::max(t.notAnsweringSec, g.notAnsweringSec);
    t.stalledConnections += g.stalledConnections;
    t.connected += g.connected;
    t.busy += g.busy;
    t.headline += g.headline;
}

void MixRunner::addSummary(RunSummary& t, const RunSummary& g)
{
    if (t.status == RunStatus::Running || (t.status == RunStatus::Finished && g.status != RunStatus::Finished)) {
        t.status = g.status;
        t.error = g.error;
    }
    addCounters(t, g);
    t.durationSec = std::max(t.durationSec, g.durationSec);
    for (const auto& [code, n] : g.errorsByCode)
        t.errorsByCode[code] += n;
    t.targetRate += g.targetRate;
    t.backlogPeak += g.backlogPeak;
    t.stuckConnections += g.stuckConnections;
    const double connected = double(t.connects.connected + g.connects.connected);
    if (connected > 0)
        t.connects.meanMs = (t.connects.meanMs * double(t.connects.connected)
                                + g.connects.meanMs * double(g.connects.connected))
            / connected;
    t.connects.connected += g.connects.connected;
    t.connects.failures += g.connects.failures;
    t.connects.retries += g.connects.retries;
    t.connects.p95Ms = std::max(t.connects.p95Ms, g.connects.p95Ms);
    t.connects.maxMs = std::max(t.connects.maxMs, g.connects.maxMs);
    if (t.driver.isEmpty()) {
        t.driver = g.driver;
        t.driverThreads = g.driverThreads;
    }
    // Transaction types and the headline figure belong to one workload: the total has them when one group has.
    if (!g.types.empty() && t.types.empty()) {
        t.types = g.types;
        t.headlineName = g.headlineName;
    }
    t.headline += g.headline;
    for (auto it = g.workloadFigures.begin(); it != g.workloadFigures.end(); ++it) {
        if (!t.workloadFigures.contains(it.key()))
            t.workloadFigures.insert(it.key(), it.value());
    }
}

void MixRunner::deliver(std::size_t index, const IntervalSample& s, const LatencyHistogram& latency,
    const LatencyHistogram& service)
{
    {
        std::lock_guard lock(m_mutex);
        IntervalSample own = s;
        own.group = m_slots[index]->group.name;
        m_slots[index]->pending.emplace_back(own, latency, service);
    }
    m_changed.notify_all();
}

// Hands on every interval that all groups still running have delivered (`flush`: all there is, once every group
// ended), under m_mutex; the handler runs on run()'s thread with the lock released.
void MixRunner::emitReady(bool flush)
{
    while (true) {
        std::vector<IntervalSample> groups;
        IntervalSample total;
        LatencyHistogram latency, service;
        std::vector<LatencyHistogram> groupLatency; // only for m_onLatency
        bool any = false;
        {
            std::lock_guard lock(m_mutex);
            bool complete = true;
            for (const auto& slot : m_slots) {
                if (slot->pending.empty() && !slot->done)
                    complete = false;
                any = any || !slot->pending.empty();
            }
            if (!any || (!complete && !flush))
                return;
            for (auto& slot : m_slots) {
                if (slot->pending.empty())
                    continue;
                auto [s, l, v] = std::move(slot->pending.front());
                slot->pending.pop_front();
                addSample(total, s);
                latency.add(l);
                service.add(v);
                if (m_onLatency)
                    groupLatency.push_back(l);
                groups.push_back(std::move(s));
            }
        }
        // Each group's sampler closes its interval when its own thread wakes (ends up to tens of ms apart under
        // load): the total's length is the one at which its transaction rate is the sum of the groups' rates, so
        // that the total's rate is what the groups' rates add up to (its counts are their sums anyway).
        double rates = 0;
        for (const IntervalSample& g : groups)
            rates += g.tps();
        if (rates > 0)
            total.intervalSec = double(total.transactions) / rates;
        total.latency = latency.summary();
        if (total.targetRate > 0)
            total.serviceLatency = service.summary();
        ++m_emitted;
        for (std::size_t i = 0; i < groupLatency.size(); ++i)
            m_onLatency(groups[i].group, groupLatency[i]);
        if (m_onInterval)
            m_onInterval(groups, total);
    }
}

RunSummary MixRunner::run(std::stop_token stop)
{
    std::barrier meet(std::ptrdiff_t(m_slots.size()));
    m_running = int(m_slots.size());
    for (std::size_t i = 0; i < m_slots.size(); ++i) {
        Slot& slot = *m_slots[i];
        RunOptions& o = slot.group.options;
        // All groups connected, the barriers open together: one start, one clock for the interval ticks.
        o.beforeStart = [&meet, &slot] {
            slot.arrived = true;
            meet.arrive_and_wait();
            return Error {};
        };
        o.mergeInterval = [this, i](IntervalSample& s, LatencyHistogram& latency, const LatencyHistogram& service) {
            deliver(i, s, latency, service);
            return !m_stopAll.load();
        };
        slot.runner = std::make_unique<Runner>(m_profile, *slot.group.workload, o);
    }
    // Registered once every runner exists: a stop from another thread then never meets a runner being created.
    const std::stop_callback onStop(stop, [this] { requestStop(); });
    if (m_stopAll.load())
        requestStop();
    std::vector<std::thread> threads;
    for (std::size_t i = 0; i < m_slots.size(); ++i) {
        threads.emplace_back([this, &meet, i] {
            Slot& slot = *m_slots[i];
            RunSummary summary = slot.runner->run();
            if (!slot.arrived)
                meet.arrive_and_drop(); // the others need not wait for a group that never started
            // A group that ended before its time (failed, stalled, never started) ends the others too.
            if (summary.status != RunStatus::Finished)
                requestStop();
            {
                std::lock_guard lock(m_mutex);
                slot.summary = std::move(summary);
                slot.summary.group = slot.group.name;
                slot.done = true;
                --m_running;
            }
            m_changed.notify_all();
        });
    }
    while (true) {
        emitReady(false);
        std::unique_lock lock(m_mutex);
        if (m_running == 0)
            break;
        m_changed.wait_for(lock, std::chrono::milliseconds(200));
    }
    for (std::thread& t : threads)
        t.join();
    emitReady(true);

    RunSummary total;
    m_histogram = {};
    m_serviceHistogram = {};
    for (const auto& slot : m_slots) {
        addSummary(total, slot->summary);
        total.groups.push_back(slot->summary);
        m_histogram.add(slot->runner->histogram());
        m_serviceHistogram.add(slot->runner->serviceHistogram());
    }
    total.latency = m_histogram.summary();
    if (total.targetRate > 0)
        total.serviceLatency = m_serviceHistogram.summary();
    return total;
}

} // namespace sb
