// SPDX-License-Identifier: GPL-3.0-or-later
#include "runner.h"

#include "asyncdriver.h"
#include "busyclock.h"
#include "intervalsampler.h"
#include "runphases.h"
#include "server/session.h"
#include "stallwatchdog.h"
#include "worker.h"
#include "workload/workload.h"

#include <algorithm>
#include <arpa/inet.h>
#include <cmath>

namespace sb {

using Clock = std::chrono::steady_clock;

const char* runStatusName(RunStatus status)
{
    switch (status) {
    case RunStatus::Running:
        return "running";
    case RunStatus::Finished:
        return "finished";
    case RunStatus::Interrupted:
        return "interrupted";
    case RunStatus::Failed:
        return "failed";
    case RunStatus::Stalled:
        return "stalled";
    }
    return "unknown";
}

Runner::Runner(const ServerProfile& profile, const Workload& workload, const RunOptions& options)
    : m_profile(profile)
    , m_workload(workload)
    , m_options(options)
    , m_clients(m_profile, workload, m_options)
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
    if (!(o.connectDeadlineSec >= 0) || o.connectDeadlineSec > 86400)
        return outOfRange("--connect-deadline", o.connectDeadlineSec);
    if (!(o.thinkTimeMs >= 0) || o.thinkTimeMs > 1e9)
        return outOfRange("--think-time", o.thinkTimeMs);
    for (const QString& address : o.bindAddresses) {
        in6_addr parsed {};
        const QByteArray text = address.toLatin1();
        if (inet_pton(AF_INET, text.constData(), &parsed) != 1 && inet_pton(AF_INET6, text.constData(), &parsed) != 1)
            return { ErrorCode::InvalidOption, QStringLiteral("--bind-address"), address };
    }
    // A counter block counts at most 65,535 transactions in progress (BusyClock): an async loop's connections.
    if (o.driver == ClientDriver::Async && o.threads > qint64(BusyClock::kMaxInProgress) * AsyncDriver::loopThreads(o))
        return outOfRange("--threads", o.threads);
    if (o.driver == ClientDriver::Async)
        return AsyncDriver::check(o);
    return {};
}

Error Runner::preflight(ServerLimits& limits)
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
    limits.maxConnections = allowed;
    if (auto backLog = control.scalar(QStringLiteral("SELECT @@back_log")))
        limits.backLog = backLog->toLongLong(); // a server without it: the ramp assumes a small queue
    return {};
}

void Runner::requestStop()
{
    {
        std::lock_guard lock(m_wakeMutex); // the sampler cannot miss it between its check and its wait
        m_stopRequested.store(true);
    }
    m_wake.notify_all();
}

bool Runner::waitUntil(Clock::time_point deadline)
{
    std::unique_lock lock(m_wakeMutex);
    m_wake.wait_until(lock, deadline, [this] { return m_stopRequested.load(); });
    return !m_stopRequested.load();
}

std::uint64_t Runner::backlogAt(Clock::time_point now) const
{
    if (!m_schedule)
        return 0;
    // Claims are read after `now`: a claim made since counts as taken, so the backlog is never overstated.
    const auto sinceOrigin = std::chrono::duration_cast<std::chrono::nanoseconds>(now - m_origin).count();
    const std::uint64_t due = m_schedule->dueBy(std::uint64_t(std::max<std::int64_t>(0, sinceOrigin)));
    std::uint64_t claimed = 0;
    for (const WorkerCounters* c : m_clients.counters())
        claimed += c->arrivalsClaimed.load(std::memory_order_relaxed);
    return due > claimed ? due - claimed : 0;
}

struct Runner::Pass {
    Pass(const RunOptions& options, const IntervalSampler::Handler& onInterval)
        : sampler(options, onInterval)
    {
    }

    RunPhases phases;
    StallWatchdog watchdog;
    IntervalSampler sampler;
    CounterSnapshot baseline; // at the end of warm-up
    std::uint64_t backlog = 0, backlogPeak = 0;
    double notAnsweringAtEndSec = 0; // the watchdog's verdict when the run ended (it keeps watching the end)
    double longestCutSilenceSec = 0; // of the connections shut down at the end
};

RunSummary Runner::run(std::stop_token stop)
{
    // Delivered on the stopping thread for as long as this run lasts; the callback's end waits for one under way.
    const std::stop_callback onStop(stop, [this] { requestStop(); });
    RunSummary failed;
    failed.status = RunStatus::Failed;
    failed.threads = m_options.threads;
    ServerLimits limits;
    if ((failed.error = validate(m_options)) || (failed.error = preflight(limits)))
        return failed;

    RunControl control(m_options.threads);
    control.ramp.configure(m_options, limits);
    control.eventLimit = m_options.events;
    m_schedule.reset();
    if (m_options.rate > 0) {
        const std::uint64_t seed
            = m_options.seed ? m_options.seed : std::uint64_t(Clock::now().time_since_epoch().count());
        m_schedule = std::make_unique<RateSchedule>(m_options.rate, m_options.rateArrivals, seed);
        control.schedule = m_schedule.get();
    }
    control.active.store(m_options.threads);
    if ((failed.error = m_clients.start(control)))
        return failed;
    if ((failed.error = m_clients.await(control, m_stopRequested))) {
        if (failed.error.code == ErrorCode::Cancelled)
            failed.status = RunStatus::Interrupted;
        describeClients(failed, m_clients.connectLatency());
        return failed;
    }
    Pass pass(m_options, m_onInterval);
    openBarrier(control, pass);
    sampleUntilEnd(control, pass);
    if (m_options.onMeasuredEnd)
        m_options.onMeasuredEnd();
    const int stuck = endClients(control, pass);
    return finish(control, pass, stuck);
}

void Runner::openBarrier(RunControl& control, Pass& pass)
{
    const auto start = Clock::now();
    m_origin = start;
    control.originNs
        = std::uint64_t(std::chrono::duration_cast<std::chrono::nanoseconds>(start.time_since_epoch()).count());
    if (m_options.warmupSec <= 0)
        m_workload.beginMeasured(m_profile); // the server's side of the window, read while every client still waits
    control.go.count_down(); // every worker starts at once
    pass.phases.open(start, m_options);
    pass.sampler.start(start);
    pass.watchdog.start(m_clients.connectionCount(), m_options.stallTimeoutSec, start);
}

void Runner::sampleUntilEnd(RunControl& control, Pass& pass)
{
    RunPhases& phases = pass.phases;
    while (true) {
        const bool stopAsked = !waitUntil(phases.nextWake(Clock::now(), m_schedule != nullptr));
        const auto now = Clock::now();
        checkBacklog(control, pass, now);
        pass.watchdog.watch(m_clients, now);
        pass.sampler.followBusy(m_clients);
        // Without a time limit nothing else would end a run whose server stopped answering.
        const bool stalledForGood = !phases.timed() && pass.watchdog.notAnsweringSec() > 0;
        const bool workersDone = control.active.load() == 0 || control.stop.load();
        if (phases.timeUp(now) || workersDone || stopAsked || stalledForGood)
            return;
        const bool tick = phases.tickDue(now);
        const bool warmupOver = phases.warmupOver(now);
        if (!tick && !warmupOver)
            continue;
        const CounterSnapshot current = pass.sampler.snapshot(m_clients);
        closeInterval(pass, current, now);
        if (warmupOver) {
            phases.endWarmup();
            pass.baseline = current;
            m_workload.beginMeasured(m_profile);
            pass.backlogPeak = pass.backlog;
            control.eventsStarted.store(0); // an event limit counts measured events
        }
        if (tick)
            phases.advanceTick(now);
    }
}

int Runner::endClients(RunControl& control, Pass& pass)
{
    const auto endAt = Clock::now();
    pass.notAnsweringAtEndSec = pass.watchdog.notAnsweringSec();
    ClientSet::EndWait wait;
    wait.look = [&](Clock::time_point now) { pass.watchdog.watch(m_clients, now); };
    wait.deadline = [&](std::size_t i) {
        // Asked again at every look: a stop or a failure while the end waits cuts the wait short.
        const bool patient = !m_stopRequested.load() && !control.failed.load();
        return pass.watchdog.endDeadline(i, endAt, m_options.stopGraceSec, patient);
    };
    wait.cut = [&](std::size_t i, Clock::time_point now) {
        pass.longestCutSilenceSec = std::max(pass.longestCutSilenceSec, pass.watchdog.silenceSec(i, now));
    };
    return m_clients.stop(control, wait);
}

void Runner::closeInterval(Pass& pass, const CounterSnapshot& current, Clock::time_point now)
{
    if (!pass.sampler.close(current, now, pass.phases, pass.backlog, pass.watchdog))
        requestStop();
}

void Runner::checkBacklog(RunControl& control, Pass& pass, Clock::time_point now)
{
    if (!m_schedule)
        return;
    pass.backlog = backlogAt(now);
    if (!pass.phases.warming())
        pass.backlogPeak = std::max(pass.backlogPeak, pass.backlog);
    if (pass.backlog > m_options.maxBacklog())
        control.fail({ ErrorCode::RateNotSustained, QString::number(m_options.rate),
                         QString::number(m_options.maxBacklog()), 0, qint64(pass.backlog) },
            false);
}

RunSummary Runner::finish(RunControl& control, Pass& pass, int stuck)
{
    // The run ended when its last worker did, not when the sampler looked (or, after the grace time, noticed).
    const auto stopTime = m_clients.finishedAt();
    const CounterSnapshot last = pass.sampler.lastSnapshot(m_clients, stopTime);
    closeInterval(pass, last, stopTime);
    const bool warming = pass.phases.warming();
    RunSummary summary = last.summarySince(warming ? last : pass.baseline, m_clients.counters(), m_options.threads,
        m_profile.endpoints(), warming ? 0.0 : pass.phases.measuredSec(stopTime));
    summary.stuckConnections = stuck;
    if (!last.types.empty()) {
        summary.types = last.typesSince(warming ? last : pass.baseline, m_workload.transactionTypes());
        summary.headlineName = m_workload.transactionTypes().value(m_workload.headlineType());
        if (!warming && stuck == 0)
            summary.workloadFigures = m_workload.endMeasured(m_profile, summary.durationSec);
    }
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
    const LatencyHistogram connectLatency = m_clients.connectLatency();
    describeClients(summary, connectLatency);
    if (m_options.mergeSummary) // several load processes: their summaries become one (MPI)
        m_options.mergeSummary(summary, m_histogram, m_serviceHistogram, connectLatency);
    return summary;
}

void Runner::describeClients(RunSummary& summary, const LatencyHistogram& connectLatency) const
{
    summary.driver = QLatin1String(clientDriverName(m_options.driver));
    summary.driverThreads = m_clients.loopCount();
    const CounterSnapshot counted = CounterSnapshot::collect(m_clients.counters(), false);
    summary.connects = connectSummary(connectLatency, counted.connectFailures, counted.connectRetries);
}

ConnectSummary Runner::connectSummary(
    const LatencyHistogram& latency, std::uint64_t failures, std::uint64_t retries)
{
    ConnectSummary c;
    c.connected = latency.count();
    c.failures = failures;
    c.retries = retries;
    c.meanMs = latency.meanNs() / 1e6;
    c.p95Ms = latency.count() ? latency.percentileNs(0.95) / 1e6 : 0.0;
    c.maxMs = latency.count() ? latency.maxNs() / 1e6 : 0.0;
    return c;
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
    } else if (pass.notAnsweringAtEndSec > 0 || summary.stuckConnections > 0) {
        // The silence named is the longest a connection waited: one that finished in time does not shorten it.
        const double silentSec = std::max(pass.notAnsweringAtEndSec, pass.longestCutSilenceSec);
        summary.status = RunStatus::Stalled;
        summary.error = { ErrorCode::ServerStalled, m_profile.endpoints().join(QStringLiteral(", ")),
            QString::number(silentSec, 'f', 0), 0, summary.stuckConnections };
    } else {
        summary.status = RunStatus::Finished;
    }
}

} // namespace sb
