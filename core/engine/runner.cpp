// SPDX-License-Identifier: GPL-3.0-or-later
#include "runner.h"

#include "asyncdriver.h"
#include "server/session.h"
#include "worker.h"
#include "workload/workload.h"

#include <thread>

namespace sb {

const char* runStatusName(RunStatus status)
{
    switch (status) {
    case RunStatus::Running: return "running";
    case RunStatus::Finished: return "finished";
    case RunStatus::Interrupted: return "interrupted";
    case RunStatus::Failed: return "failed";
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
    if (o.threads < 1)
        return { ErrorCode::InvalidOption, QStringLiteral("--threads"), QStringLiteral("must be at least 1") };
    if (o.timeSec < 0 || (o.timeSec == 0 && o.events == 0))
        return { ErrorCode::InvalidOption, QStringLiteral("--time"),
            QStringLiteral("give a duration (--time) or an event count (--events)") };
    if (o.warmupSec < 0)
        return { ErrorCode::InvalidOption, QStringLiteral("--warmup-time"), QStringLiteral("must not be negative") };
    if (o.reportIntervalMs != 0 && o.reportIntervalMs < 100)
        return { ErrorCode::InvalidOption, QStringLiteral("--report-interval"),
            QStringLiteral("must be 0 (off) or at least 0.1 s") };
    if (!(o.rate >= 0) || o.rate > 1e9)
        return { ErrorCode::InvalidOption, QStringLiteral("--rate"),
            QStringLiteral("give transactions per second over all clients, 0 (as fast as possible) up to 1e9") };
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

void Runner::startClients(RunControl& control)
{
    m_workers.clear();
    m_async.reset();
    if (m_options.driver == ClientDriver::Async) {
        m_async = std::make_unique<AsyncDriver>(m_profile, m_workload, m_options, control);
        m_async->start();
        return;
    }
    for (int i = 0; i < m_options.threads; ++i)
        m_workers.push_back(std::make_unique<Worker>(i, m_profile, m_workload, m_options, control));
    for (auto& w : m_workers)
        w->start();
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

void Runner::joinClients()
{
    if (m_async)
        m_async->join();
    for (auto& w : m_workers)
        w->join();
}

Clock::time_point Runner::clientsFinishedAt() const
{
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
        for (std::size_t i = 0; i < end.perWorker.size(); ++i) {
            HostCounts& h = r.perHost[i % r.perHost.size()];
            const auto before = i < start.perWorker.size() ? start.perWorker[i] : std::array<std::uint64_t, 3> {};
            h.connections += 1;
            h.transactions += end.perWorker[i][0] - before[0];
            h.queries += end.perWorker[i][1] - before[1];
            h.errors += end.perWorker[i][2] - before[2];
        }
    }
    return r;
}

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
    startClients(control);
    control.ready.wait();
    if ((failed.error = clientSetupError())) {
        control.stop.store(true);
        control.go.count_down();
        joinClients();
        return failed;
    }

    // The barrier opens: every worker starts at once.
    const auto start = Clock::now();
    m_origin = start;
    control.originNs
        = std::uint64_t(std::chrono::duration_cast<std::chrono::nanoseconds>(start.time_since_epoch()).count());
    control.go.count_down();
    const auto measuredStart = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(m_options.warmupSec));
    const bool timed = m_options.timeSec > 0;
    const auto end = measuredStart + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(m_options.timeSec));
    const auto interval = std::chrono::milliseconds(m_options.reportIntervalMs > 0 ? m_options.reportIntervalMs : 3600 * 1000);
    auto secondsSince = [&](Clock::time_point a, Clock::time_point b) { return std::chrono::duration<double>(b - a).count(); };

    Totals previous;
    Totals baseline; // at the end of warm-up
    auto previousTime = start;
    bool warming = m_options.warmupSec > 0;
    auto nextTick = start + interval;
    std::uint64_t backlog = 0, backlogPeak = 0;
    auto emit = [&](const Totals& current, Clock::time_point now) {
        const double length = secondsSince(previousTime, now);
        if (length > 1e-3 && m_options.reportIntervalMs > 0) {
            IntervalSample s = makeSample(current, previous, secondsSince(measuredStart, now), length, warming);
            s.backlog = backlog;
            if (m_options.enrichSample)
                m_options.enrichSample(s);
            if (m_onInterval)
                m_onInterval(s);
        }
        previous = current;
        previousTime = now;
    };
    while (true) {
        auto deadline = std::min(nextTick, warming ? measuredStart : (timed ? end : Clock::time_point::max()));
        // Event-limited runs end when the workers run out of events; look every 50 ms. An open-loop run checks
        // its backlog every 100 ms.
        if (!timed)
            deadline = std::min(deadline, Clock::now() + std::chrono::milliseconds(50));
        if (m_schedule)
            deadline = std::min(deadline, Clock::now() + std::chrono::milliseconds(100));
        const bool stopAsked = !waitUntil(deadline);
        const auto now = Clock::now();
        if (m_schedule) {
            backlog = backlogAt(now);
            if (!warming)
                backlogPeak = std::max(backlogPeak, backlog);
            if (backlog > m_options.maxBacklog())
                control.fail({ ErrorCode::RateNotSustained, QString::number(m_options.rate),
                                 QString::number(m_options.maxBacklog()), 0, qint64(backlog) },
                    false);
        }
        const bool workersDone = control.active.load() == 0 || control.stop.load();
        const bool timeUp = timed && !warming && now >= end;
        if (timeUp || workersDone || stopAsked)
            break;
        const bool tick = now >= nextTick;
        const bool warmupOver = warming && now >= measuredStart;
        if (tick || warmupOver) {
            const Totals current = collect();
            emit(current, now);
            if (warmupOver) {
                warming = false;
                baseline = current;
                backlogPeak = backlog;
                control.eventsStarted.store(0); // an event limit counts measured events
            }
            if (tick)
                nextTick += interval * ((now - nextTick) / interval + 1);
        }
    }

    // Let the workers finish the events they are in, then take the last interval: the intervals then add up
    // to exactly the summary.
    control.stop.store(true);
    joinClients();
    // The run ended when its last client left its loop: not when the sampler looked (event-limited runs), nor when
    // the connections were closed (thousands of them take seconds).
    const auto stopTime = clientsFinishedAt();
    const Totals last = collect();
    emit(last, stopTime);
    RunSummary summary = summarize(last, warming ? last : baseline, warming ? 0.0 : secondsSince(measuredStart, stopTime));
    // Without a warm-up nothing is subtracted, so the exact extremes the workers kept hold.
    auto measured = [&](LatencyHistogram h, const LatencyHistogram& atWarmupEnd) {
        if (!warming && m_options.warmupSec > 0)
            h.subtract(atWarmupEnd);
        return h;
    };
    m_histogram = measured(last.histogram, baseline.histogram);
    summary.latency = m_histogram.summary();
    m_serviceHistogram = measured(last.service, baseline.service);
    if (m_schedule) {
        summary.targetRate = m_options.rate;
        summary.serviceLatency = m_serviceHistogram.summary();
        summary.backlog = backlog;
        summary.backlogPeak = backlogPeak;
    }
    {
        std::lock_guard lock(control.errorMutex);
        summary.error = control.firstError;
        if (control.firstError)
            summary.status = control.interrupted ? RunStatus::Interrupted : RunStatus::Failed;
        else
            summary.status = m_stopRequested.load() ? RunStatus::Interrupted : RunStatus::Finished;
    }
    if (summary.status == RunStatus::Interrupted && !summary.error && m_stopRequested.load())
        summary.error = { ErrorCode::Cancelled, {}, {} };
    return summary;
}

} // namespace sb
