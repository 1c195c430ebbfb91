// SPDX-License-Identifier: GPL-3.0-or-later
#include "clientset.h"

#include "asyncdriver.h"
#include "worker.h"

#include <algorithm>
#include <thread>

namespace sb {

using Clock = std::chrono::steady_clock;

namespace {

    // What a client has got done: a completed event or an error answered by the server (a lost connection's too).
    std::uint64_t progressOf(const WorkerCounters& c)
    {
        return c.events.load(std::memory_order_relaxed) + c.ignoredErrors.load(std::memory_order_relaxed)
            + c.fatalErrors.load(std::memory_order_relaxed) + c.reconnects.load(std::memory_order_relaxed);
    }

} // namespace

ClientSet::ClientSet(const ServerProfile& profile, const Workload& workload, const RunOptions& options)
    : m_profile(profile)
    , m_workload(workload)
    , m_options(options)
{
}

ClientSet::~ClientSet() = default;

Error ClientSet::start(RunControl& control)
{
    m_workers.clear();
    m_async.reset();
    if (m_options.driver == ClientDriver::Async) {
        m_async = std::make_unique<AsyncDriver>(m_profile, m_workload, m_options, control);
        if (Error e = m_async->start()) { // it has joined what it started
            m_async.reset();
            return e;
        }
        return {};
    }
    for (int i = 0; i < m_options.threads; ++i)
        m_workers.push_back(std::make_unique<Worker>(i, m_profile, m_workload, m_options, control));
    for (std::size_t i = 0; i < m_workers.size(); ++i) {
        Error e = m_workers[i]->start();
        if (!e)
            continue;
        // The caller restores what it changed (CPU masks) once run() returns: no thread of this run may be left.
        e.context = QString::number(m_options.threads);
        e.value = qint64(i);
        control.stop.store(true);
        control.go.count_down();
        join();
        m_workers.clear();
        return e;
    }
    return {};
}

Error ClientSet::await(RunControl& control, const std::atomic<bool>& stopRequested)
{
    // Connecting can wait for a server that does not answer: a stop asked meanwhile shuts the connections down.
    while (!control.ready.try_wait()) {
        if (stopRequested.load()) {
            control.stop.store(true);
            for (std::size_t i = 0; i < connectionCount(); ++i)
                shutDown(i);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    Error e = stopRequested.load() ? Error { ErrorCode::Cancelled, {}, {} } : setupError();
    // Other load processes (MPI ranks) meet here, so that all open their barriers together.
    if (!e && m_options.beforeStart)
        e = m_options.beforeStart();
    if (e) {
        control.stop.store(true);
        control.go.count_down();
        join();
    }
    return e;
}

Error ClientSet::setupError() const
{
    if (m_async)
        return m_async->setupError();
    for (const auto& w : m_workers) {
        if (w->setupError())
            return w->setupError();
    }
    return {};
}

int ClientSet::stop(RunControl& control, const EndWait& wait)
{
    // Let the workers finish the events they are in (the intervals then add up to exactly the summary); one still
    // waiting for the server at its deadline is shut down, so that the run ends.
    control.stop.store(true);
    std::vector<bool> cut(connectionCount(), false);
    int stuck = 0;
    while (true) {
        const auto now = Clock::now();
        if (wait.look)
            wait.look(now);
        bool waiting = false;
        for (std::size_t i = 0; i < connectionCount(); ++i) {
            if (cut[i] || finished(i))
                continue;
            if (now < wait.deadline(i)) {
                waiting = true;
                continue;
            }
            cut[i] = true; // once: without a socket (between connections) it ends at the stop by itself
            if (shutDown(i)) {
                ++stuck;
                if (wait.cut)
                    wait.cut(i, now);
            }
        }
        if (!waiting)
            break;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    join();
    return stuck;
}

void ClientSet::join()
{
    if (m_async)
        m_async->join();
    for (auto& w : m_workers)
        w->join();
}

Clock::time_point ClientSet::finishedAt() const
{
    // The run ended when its last client left its loop: not when the connections were closed (thousands of them
    // take seconds on the async driver).
    if (m_async)
        return m_async->finishedAt();
    Clock::time_point last = m_workers.front()->finishedAt();
    for (const auto& w : m_workers)
        last = std::max(last, w->finishedAt());
    return last;
}

std::vector<const WorkerCounters*> ClientSet::counters() const
{
    if (m_async)
        return m_async->counters();
    std::vector<const WorkerCounters*> all;
    all.reserve(m_workers.size());
    for (const auto& w : m_workers)
        all.push_back(&w->counters());
    return all;
}

std::size_t ClientSet::connectionCount() const
{
    return m_async ? m_async->connectionCount() : m_workers.size();
}

std::uint64_t ClientSet::progress(std::size_t i) const
{
    return m_async ? m_async->progress(i) : progressOf(m_workers[i]->counters());
}

bool ClientSet::finished(std::size_t i) const
{
    return m_async ? m_async->finished(i) : m_workers[i]->finished();
}

bool ClientSet::shutDown(std::size_t i)
{
    return m_async ? m_async->shutDown(i) : m_workers[i]->shutDown();
}

bool ClientSet::allFinished() const
{
    for (std::size_t i = 0; i < connectionCount(); ++i) {
        if (!finished(i))
            return false;
    }
    return true;
}

int ClientSet::loopCount() const
{
    return m_async ? m_async->loopCount() : 0;
}

LatencyHistogram ClientSet::connectLatency() const
{
    LatencyHistogram latency;
    if (m_async)
        latency = m_async->connectLatency();
    for (const auto& w : m_workers) {
        if (w->connectNs())
            latency.record(w->connectNs());
    }
    return latency;
}

} // namespace sb
