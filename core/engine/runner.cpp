// SPDX-License-Identifier: GPL-3.0-or-later
#include "runner.h"

#include "asyncdriver.h"
#include "server/session.h"
#include "worker.h"
#include "workload/workload.h"

#include <algorithm>
#include <arpa/inet.h>
#include <cmath>
#include <thread>

namespace sb {

using Clock = std::chrono::steady_clock;

const char* runStatusName(RunStatus status)
{
    switch (status) {
    case RunStatus::Running: return "running";
    case RunStatus::Finished: return "finished";
    case RunStatus::Interrupted: return "interrupted";
    case RunStatus::Failed: return "failed";
    case RunStatus::Stalled: return "stalled";
    }
    return "unknown";
}

Runner::Runner(const ServerProfile& profile, const Workload& workload, const RunOptions& options)
    : m_profile(profile)
    , m_workload(workload)
    , m_options(options)
{
}

Runner::~Runner() = default;

Error Runner::validate(const RunOptions& o)
{
    const auto outOfRange = [](const char* option, double value) {
        return Error { ErrorCode::OptionOutOfRange, QLatin1String(option), QString::number(value) };
    };
    if (o.threads < 1)
        return outOfRange("--threads", o.threads);
    if (!(o.timeSec >= 0) || o.timeSec > 1e9)
        return outOfRange("--time", o.timeSec);
    if (o.timeSec == 0 && o.events == 0)
        return { ErrorCode::NoRunLimit, {}, {} };
    if (!(o.warmupSec >= 0) || o.warmupSec > 1e9)
        return outOfRange("--warmup-time", o.warmupSec);
    if (o.reportIntervalMs < 0 || (o.reportIntervalMs != 0 && o.reportIntervalMs < 100))
        return outOfRange("--report-interval", o.reportIntervalMs / 1000.0);
    if (!(o.rate >= 0) || o.rate > 1e9)
        return outOfRange("--rate", o.rate);
    if (!(o.stallTimeoutSec >= 0) || o.stallTimeoutSec > 1e6)
        return outOfRange("--stall-timeout", o.stallTimeoutSec);
    if (o.driverThreads < 0 || o.driverThreads > 4096)
        return outOfRange("--driver-threads", o.driverThreads);
    if (!(o.connectRate >= 0) || o.connectRate > 1e9)
        return outOfRange("--connect-rate", o.connectRate);
    if (!(o.thinkTimeMs >= 0) || o.thinkTimeMs > 1e9)
        return outOfRange("--think-time", o.thinkTimeMs);
    for (const QString& address : o.bindAddresses) {
        in6_addr parsed {};
        const QByteArray text = address.toLatin1();
        if (inet_pton(AF_INET, text.constData(), &parsed) != 1 && inet_pton(AF_INET6, text.constData(), &parsed) != 1)
            return { ErrorCode::InvalidOption, QStringLiteral("--bind-address"), address };
    }
    if (o.driver == ClientDriver::Async)
        return AsyncDriver::check(o);
    return {};
}

Error Runner::preflight()
{
    Session control;
    if (Error e = control.connect(m_profile))
        return e;
    if (Error e = m_workload.checkPrepared(control))
        return e;
    for (int i = 1; i < m_profile.hostCount(); ++i) { // every host must be reachable and hold the tables
        Session other;
        if (Error e = other.connect(m_profile.forHost(i)))
            return e;
        if (Error e = m_workload.checkPrepared(other))
            return e;
    }
    auto maxConnections = control.scalar(QStringLiteral("SELECT @@max_connections"));
    if (!maxConnections)
        return maxConnections.error();
    const qint64 allowed = maxConnections->toLongLong();
    if (allowed > 0 && m_options.threads > allowed)
        return { ErrorCode::MaxConnectionsTooLow, QString::number(m_options.threads), {}, 0, allowed };
    return {};
}

void Runner::requestStop()
{
    m_stopRequested.store(true);
    m_wake.notify_all();
}

void Runner::requestStopFromSignal()
{
    m_stopRequested.store(true);
}

bool Runner::waitUntil(Clock::time_point deadline)
{
    // Wake at least every 100 ms: a stop asked from a signal handler only sets the flag.
    std::unique_lock lock(m_wakeMutex);
    while (!m_stopRequested.load() && Clock::now() < deadline)
        m_wake.wait_until(lock, std::min(deadline, Clock::now() + std::chrono::milliseconds(100)));
    return !m_stopRequested.load();
}

Runner::Totals Runner::collect() const
{
    Totals t;
    for (const WorkerCounters* counters : clientCounters()) {
        const WorkerCounters& c = *counters;
        t.events += c.events.load(std::memory_order_relaxed);
        t.reads += c.reads.load(std::memory_order_relaxed);
        t.writes += c.writes.load(std::memory_order_relaxed);
        t.others += c.others.load(std::memory_order_relaxed);
        t.ignored += c.ignoredErrors.load(std::memory_order_relaxed);
        t.fatal += c.fatalErrors.load(std::memory_order_relaxed);
        t.reconnects += c.reconnects.load(std::memory_order_relaxed);
        t.connects += c.connects.load(std::memory_order_relaxed);
        t.disconnects += c.disconnects.load(std::memory_order_relaxed);
        t.connectFailures += c.connectFailures.load(std::memory_order_relaxed);
        t.busyNs += c.busyNs.load(std::memory_order_relaxed);
        c.latency.addTo(t.histogram);
        if (m_schedule)
            c.service.addTo(t.service);
        const auto load = [&c](const std::atomic<std::uint64_t>& a) { return a.load(std::memory_order_relaxed); };
        t.perWorker.push_back({ load(c.events), load(c.reads) + load(c.writes) + load(c.others),
            load(c.ignoredErrors) + load(c.fatalErrors) });
    }
    return t;
}

std::uint64_t Runner::backlogAt(Clock::time_point now)
{
    if (!m_schedule)
        return 0;
    // Claims are read after `now`: a claim made since counts as taken, so the backlog is never overstated.
    const auto sinceOrigin = std::chrono::duration_cast<std::chrono::nanoseconds>(now - m_origin).count();
    const std::uint64_t due = m_schedule->dueBy(std::uint64_t(std::max<std::int64_t>(0, sinceOrigin)));
    std::uint64_t claimed = 0;
    for (const WorkerCounters* c : clientCounters())
        claimed += c->arrivalsClaimed.load(std::memory_order_relaxed);
    return due > claimed ? due - claimed : 0;
}

namespace {

// IntervalSample and RunSummary name their counters alike: one function fills both from two snapshots.
template <typename Target, typename Totals> void fillCounts(Target& t, const Totals& now, const Totals& before)
{
    t.transactions = now.events - before.events;
    t.reads = now.reads - before.reads;
    t.writes = now.writes - before.writes;
    t.others = now.others - before.others;
    t.ignoredErrors = now.ignored - before.ignored;
    t.fatalErrors = now.fatal - before.fatal;
    t.reconnects = now.reconnects - before.reconnects;
}

} // namespace

IntervalSample Runner::makeSample(const Totals& now, const Totals& before, double tSec, double lengthSec, bool warmup) const
{
    IntervalSample s;
    s.timeSec = tSec;
    s.intervalSec = lengthSec;
    s.warmup = warmup;
    s.threads = m_options.threads;
    fillCounts(s, now, before);
    // Read one counter block after another: a connection counted as opened in one and closed in a block read
    // earlier cannot happen (each connection writes one block), so the difference is never negative.
    s.connected = int(now.connects - std::min(now.connects, now.disconnects));
    // A transaction's time counts in the interval it ends in, so one begun in the previous interval can push the
    // mean above the connections there are: it is capped at them (4.2 busy of 4 says nothing true).
    s.busy = lengthSec > 0 ? double(now.busyNs - before.busyNs) / (lengthSec * 1e9) : 0.0;
    s.busy = std::min(s.busy, double(m_options.threads));
    LatencyHistogram h = now.histogram;
    h.subtract(before.histogram);
    s.latency = h.summary();
    if (m_schedule) {
        s.targetRate = m_options.rate;
        LatencyHistogram service = now.service;
        service.subtract(before.service);
        s.serviceLatency = service.summary();
    }
    return s;
}

RunSummary Runner::summarize(const Totals& end, const Totals& start, double durationSec) const
{
    RunSummary r;
    r.threads = m_options.threads;
    r.durationSec = durationSec;
    fillCounts(r, end, start);
    for (const WorkerCounters* c : clientCounters()) {
        for (const auto& [code, count] : c->errorsByCode())
            r.errorsByCode[code] += count;
    }
    if (m_profile.hostCount() > 1) {
        const QStringList endpoints = m_profile.endpoints();
        for (const QString& e : endpoints)
            r.perHost.push_back({ e });
        // Connection i goes to host i % hosts. The counter blocks are one per worker (thread driver) or one per
        // loop and host (async driver): block i belongs to host i % hosts either way.
        for (int i = 0; i < m_options.threads; ++i)
            r.perHost[std::size_t(i) % r.perHost.size()].connections += 1;
        for (std::size_t i = 0; i < end.perWorker.size(); ++i) {
            HostCounts& h = r.perHost[i % r.perHost.size()];
            const auto before = i < start.perWorker.size() ? start.perWorker[i] : std::array<std::uint64_t, 3> {};
            h.transactions += end.perWorker[i][0] - before[0];
            h.queries += end.perWorker[i][1] - before[1];
            h.errors += end.perWorker[i][2] - before[2];
        }
    }
    return r;
}

namespace {

    double secondsSince(Clock::time_point a, Clock::time_point b)
    {
        return std::chrono::duration<double>(b - a).count();
    }

    Clock::duration seconds(double s)
    {
        return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s));
    }

    // What a client has got done: a completed event or an error answered by the server (a lost connection's too).
    std::uint64_t progressOf(const WorkerCounters& c)
    {
        return c.events.load(std::memory_order_relaxed) + c.ignoredErrors.load(std::memory_order_relaxed)
            + c.fatalErrors.load(std::memory_order_relaxed) + c.reconnects.load(std::memory_order_relaxed);
    }

} // namespace

struct Runner::Pass {
    Clock::time_point start, measuredStart, end, nextTick, previousTime;
    Clock::duration interval {};
    bool timed = false;
    bool warming = false;
    Totals previous;
    Totals baseline; // at the end of warm-up
    std::uint64_t backlog = 0, backlogPeak = 0;
    // Stall watchdog: each client's progress and when it last moved, and when any client last did.
    std::vector<std::uint64_t> progress;
    std::vector<Clock::time_point> movedAt;
    Clock::time_point anyMovedAt;
    double notAnsweringSec = 0; // at the last look; 0 while the server answers
    int stalledConnections = 0;
};

RunSummary Runner::run()
{
    RunSummary failed;
    failed.status = RunStatus::Failed;
    failed.threads = m_options.threads;
    if ((failed.error = validate(m_options)) || (failed.error = preflight()))
        return failed;

    RunControl control(m_options.threads);
    control.eventLimit = m_options.events;
    m_schedule.reset();
    if (m_options.rate > 0) {
        const std::uint64_t seed
            = m_options.seed ? m_options.seed : std::uint64_t(Clock::now().time_since_epoch().count());
        m_schedule = std::make_unique<RateSchedule>(m_options.rate, m_options.rateArrivals, seed);
        control.schedule = m_schedule.get();
    }
    control.active.store(m_options.threads);
    if ((failed.error = startClients(control)))
        return failed;
    if ((failed.error = awaitClients(control))) {
        if (failed.error.code == ErrorCode::Cancelled)
            failed.status = RunStatus::Interrupted;
        describeClients(failed);
        return failed;
    }
    Pass pass;
    openBarrier(control, pass);
    sampleUntilEnd(control, pass);
    const int stuck = stopClients(control);
    return finish(control, pass, stuck);
}

Error Runner::startClients(RunControl& control)
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
        joinClients();
        m_workers.clear();
        return e;
    }
    return {};
}

Error Runner::awaitClients(RunControl& control)
{
    // Connecting can wait for a server that does not answer: a stop asked meanwhile shuts the connections down.
    while (!control.ready.try_wait()) {
        if (m_stopRequested.load()) {
            control.stop.store(true);
            for (std::size_t i = 0; i < connectionCount(); ++i)
                shutDownConnection(i);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    Error e = m_stopRequested.load() ? Error { ErrorCode::Cancelled, {}, {} } : clientSetupError();
    // Other load processes (MPI ranks) meet here, so that all open their barriers together.
    if (!e && m_options.beforeStart)
        e = m_options.beforeStart();
    if (e) {
        control.stop.store(true);
        control.go.count_down();
        joinClients();
    }
    return e;
}

Error Runner::clientSetupError() const
{
    if (m_async)
        return m_async->setupError();
    for (const auto& w : m_workers) {
        if (w->setupError())
            return w->setupError();
    }
    return {};
}

int Runner::stopClients(RunControl& control)
{
    // Let the workers finish the events they are in (the intervals then add up to exactly the summary); those
    // still waiting for the server after the grace time are shut down, so that the run ends.
    control.stop.store(true);
    const auto graceEnd = Clock::now() + seconds(std::clamp(m_options.stopGraceSec, 0.0, 3600.0));
    while (!allConnectionsFinished() && Clock::now() < graceEnd)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    int stuck = 0;
    for (std::size_t i = 0; i < connectionCount(); ++i) {
        if (!connectionFinished(i) && shutDownConnection(i))
            ++stuck;
    }
    joinClients();
    return stuck;
}

void Runner::joinClients()
{
    if (m_async)
        m_async->join();
    for (auto& w : m_workers)
        w->join();
}

Clock::time_point Runner::clientsFinishedAt() const
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

std::vector<const WorkerCounters*> Runner::clientCounters() const
{
    if (m_async)
        return m_async->counters();
    std::vector<const WorkerCounters*> all;
    all.reserve(m_workers.size());
    for (const auto& w : m_workers)
        all.push_back(&w->counters());
    return all;
}

std::size_t Runner::connectionCount() const
{
    return m_async ? m_async->connectionCount() : m_workers.size();
}

std::uint64_t Runner::connectionProgress(std::size_t i) const
{
    return m_async ? m_async->progress(i) : progressOf(m_workers[i]->counters());
}

bool Runner::connectionFinished(std::size_t i) const
{
    return m_async ? m_async->finished(i) : m_workers[i]->finished();
}

bool Runner::shutDownConnection(std::size_t i)
{
    return m_async ? m_async->shutDown(i) : m_workers[i]->shutDown();
}

bool Runner::allConnectionsFinished() const
{
    for (std::size_t i = 0; i < connectionCount(); ++i) {
        if (!connectionFinished(i))
            return false;
    }
    return true;
}

void Runner::openBarrier(RunControl& control, Pass& pass)
{
    pass.start = Clock::now();
    m_origin = pass.start;
    control.originNs
        = std::uint64_t(std::chrono::duration_cast<std::chrono::nanoseconds>(pass.start.time_since_epoch()).count());
    control.go.count_down(); // every worker starts at once
    pass.measuredStart = pass.start + seconds(m_options.warmupSec);
    pass.timed = m_options.timeSec > 0;
    pass.end = pass.measuredStart + seconds(m_options.timeSec);
    pass.interval
        = std::chrono::milliseconds(m_options.reportIntervalMs > 0 ? m_options.reportIntervalMs : 3600 * 1000);
    pass.nextTick = pass.start + pass.interval;
    pass.previousTime = pass.start;
    pass.warming = m_options.warmupSec > 0;
    pass.progress.assign(connectionCount(), 0);
    pass.movedAt.assign(connectionCount(), pass.start);
    pass.anyMovedAt = pass.start;
}

Clock::time_point Runner::nextWake(const Pass& pass) const
{
    auto deadline = std::min(
        pass.nextTick, pass.warming ? pass.measuredStart : (pass.timed ? pass.end : Clock::time_point::max()));
    const auto now = Clock::now();
    // Event-limited runs end when the workers run out of events; look every 50 ms. An open-loop run checks its
    // backlog every 100 ms; the stall watchdog looks every second.
    if (!pass.timed)
        deadline = std::min(deadline, now + std::chrono::milliseconds(50));
    if (m_schedule)
        deadline = std::min(deadline, now + std::chrono::milliseconds(100));
    if (m_options.stallTimeoutSec > 0)
        deadline = std::min(deadline, now + std::chrono::seconds(1));
    return deadline;
}

void Runner::sampleUntilEnd(RunControl& control, Pass& pass)
{
    while (true) {
        const bool stopAsked = !waitUntil(nextWake(pass));
        const auto now = Clock::now();
        checkBacklog(control, pass, now);
        watch(pass, now);
        // Without a time limit nothing else would end a run whose server stopped answering.
        const bool stalledForGood = !pass.timed && pass.notAnsweringSec > 0;
        const bool workersDone = control.active.load() == 0 || control.stop.load();
        const bool timeUp = pass.timed && !pass.warming && now >= pass.end;
        if (timeUp || workersDone || stopAsked || stalledForGood)
            return;
        const bool tick = now >= pass.nextTick;
        const bool warmupOver = pass.warming && now >= pass.measuredStart;
        if (!tick && !warmupOver)
            continue;
        const Totals current = collect();
        emitInterval(pass, current, now);
        if (warmupOver) {
            pass.warming = false;
            pass.baseline = current;
            pass.backlogPeak = pass.backlog;
            control.eventsStarted.store(0); // an event limit counts measured events
        }
        if (tick)
            pass.nextTick += pass.interval * ((now - pass.nextTick) / pass.interval + 1);
    }
}

void Runner::checkBacklog(RunControl& control, Pass& pass, Clock::time_point now)
{
    if (!m_schedule)
        return;
    pass.backlog = backlogAt(now);
    if (!pass.warming)
        pass.backlogPeak = std::max(pass.backlogPeak, pass.backlog);
    if (pass.backlog > m_options.maxBacklog())
        control.fail({ ErrorCode::RateNotSustained, QString::number(m_options.rate),
                         QString::number(m_options.maxBacklog()), 0, qint64(pass.backlog) },
            false);
}

void Runner::watch(Pass& pass, Clock::time_point now)
{
    // Without a timeout (0) the watchdog still follows the progress, for the silence a stalled run reports.
    const double limit = m_options.stallTimeoutSec > 0 ? m_options.stallTimeoutSec : HUGE_VAL;
    pass.stalledConnections = 0;
    for (std::size_t i = 0; i < pass.progress.size(); ++i) {
        const std::uint64_t p = connectionProgress(i);
        if (p != pass.progress[i]) {
            pass.progress[i] = p;
            pass.movedAt[i] = now;
            pass.anyMovedAt = now;
        } else if (!connectionFinished(i) && secondsSince(pass.movedAt[i], now) >= limit) {
            ++pass.stalledConnections;
        }
    }
    const double silent = secondsSince(pass.anyMovedAt, now);
    const bool anyRunning = !allConnectionsFinished();
    pass.notAnsweringSec = silent >= limit && anyRunning ? silent : 0;
}

void Runner::emitInterval(Pass& pass, const Totals& current, Clock::time_point now)
{
    const double length = secondsSince(pass.previousTime, now);
    // A sliver of time with nothing in it is no interval; one with events is, however short (a run of a few
    // events, the remainder after the last tick): the intervals add up to the summary.
    const bool counted = current.events != pass.previous.events || current.ignored != pass.previous.ignored
        || current.fatal != pass.previous.fatal || current.reconnects != pass.previous.reconnects;
    if ((length > 1e-3 || (counted && length > 0)) && m_options.reportIntervalMs > 0) {
        IntervalSample s
            = makeSample(current, pass.previous, secondsSince(pass.measuredStart, now), length, pass.warming);
        s.backlog = pass.backlog;
        s.notAnsweringSec = pass.notAnsweringSec;
        s.stalledConnections = pass.stalledConnections;
        if (m_options.mergeInterval) { // several load processes: their intervals become one (MPI)
            LatencyHistogram latency = current.histogram, service = current.service;
            latency.subtract(pass.previous.histogram);
            service.subtract(pass.previous.service);
            if (!m_options.mergeInterval(s, latency, service))
                requestStop();
        }
        if (m_options.enrichSample)
            m_options.enrichSample(s);
        if (m_onInterval)
            m_onInterval(s);
    }
    pass.previous = current;
    pass.previousTime = now;
}

RunSummary Runner::finish(RunControl& control, Pass& pass, int stuck)
{
    // The run ended when its last worker did, not when the sampler looked (or, after the grace time, noticed).
    const auto stopTime = clientsFinishedAt();
    const Totals last = collect();
    emitInterval(pass, last, stopTime);
    const bool warming = pass.warming;
    RunSummary summary
        = summarize(last, warming ? last : pass.baseline, warming ? 0.0 : secondsSince(pass.measuredStart, stopTime));
    summary.stuckConnections = stuck;
    // Without a warm-up nothing is subtracted, so the exact extremes the workers kept hold.
    auto measured = [&](LatencyHistogram h, const LatencyHistogram& atWarmupEnd) {
        if (!warming && m_options.warmupSec > 0)
            h.subtract(atWarmupEnd);
        return h;
    };
    m_histogram = measured(last.histogram, pass.baseline.histogram);
    summary.latency = m_histogram.summary();
    m_serviceHistogram = measured(last.service, pass.baseline.service);
    if (m_schedule) {
        summary.targetRate = m_options.rate;
        summary.serviceLatency = m_serviceHistogram.summary();
        summary.backlog = pass.backlog;
        summary.backlogPeak = pass.backlogPeak;
    }
    settle(summary, control, pass);
    describeClients(summary);
    if (m_options.mergeSummary) // several load processes: their summaries become one (MPI)
        m_options.mergeSummary(summary, m_histogram, m_serviceHistogram);
    return summary;
}

void Runner::describeClients(RunSummary& summary) const
{
    summary.driver = QLatin1String(clientDriverName(m_options.driver));
    summary.driverThreads = m_async ? m_async->loopCount() : 0;
    LatencyHistogram latency;
    if (m_async)
        latency = m_async->connectLatency();
    for (const auto& w : m_workers) {
        if (w->connectNs())
            latency.record(w->connectNs());
    }
    const Totals t = collect();
    ConnectSummary& c = summary.connects;
    c.connected = latency.count();
    c.failures = t.connectFailures;
    c.meanMs = latency.meanNs() / 1e6;
    c.p95Ms = latency.count() ? latency.percentileNs(0.95) / 1e6 : 0.0;
    c.maxMs = latency.count() ? latency.maxNs() / 1e6 : 0.0;
}

void Runner::settle(RunSummary& summary, RunControl& control, const Pass& pass) const
{
    std::lock_guard lock(control.errorMutex);
    summary.error = control.firstError;
    if (control.firstError) {
        summary.status = control.interrupted ? RunStatus::Interrupted : RunStatus::Failed;
    } else if (m_stopRequested.load()) {
        summary.status = RunStatus::Interrupted;
        summary.error = { ErrorCode::Cancelled, {}, {} };
    } else if (pass.notAnsweringSec > 0 || summary.stuckConnections > 0) {
        summary.status = RunStatus::Stalled;
        summary.error = { ErrorCode::ServerStalled, m_profile.endpoints().join(QStringLiteral(", ")),
            QString::number(secondsSince(pass.anyMovedAt, Clock::now()), 'f', 0), 0, summary.stuckConnections };
    } else {
        summary.status = RunStatus::Finished;
    }
}

} // namespace sb
