// SPDX-License-Identifier: GPL-3.0-or-later
#include "measuredrun.h"

#include "collectors/waitprofile.h"
#include "common/optionproblem.h"
#include "engine/runner.h"
#include "experimentplan.h"
#include "loadlaunch.h"
#include "server/serverprobe.h"
#include "server/session.h"
#include "store/resultstore.h"
#include "store/storecodec.h"
#include "workload/workloadregistry.h"

#include <QFile>
#include <unistd.h>

namespace sb {

namespace {

QJsonObject statusJson(const StatusSnapshot& delta)
{
    QJsonObject o;
    for (auto it = delta.cbegin(); it != delta.cend(); ++it) {
        if (it.value() != 0)
            o.insert(it.key(), it.value());
    }
    return o;
}

// User + system CPU seconds a local process has used (/proc/PID/stat fields 14 and 15); -1 when unreadable.
double processCpuSeconds(pid_t pid)
{
    QFile file(QStringLiteral("/proc/%1/stat").arg(pid));
    if (pid <= 0 || !file.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray text = file.readAll();
    const qsizetype close = text.lastIndexOf(')'); // the command name may hold spaces and parentheses
    const QList<QByteArray> fields = text.mid(close + 2).split(' ');
    if (close < 0 || fields.size() < 13)
        return -1;
    const double ticks = double(fields.at(11).toULongLong() + fields.at(12).toULongLong());
    return ticks / double(::sysconf(_SC_CLK_TCK));
}

// The phase's run settings: a phase of a phased workload runs over its whole key range, event-limited.
RunOptions phaseOptions(const RunOptions& options, Workload& workload, int index, int count)
{
    if (count <= 1 && workload.phases().isEmpty())
        return options;
    workload.setPhase(index, options.threads);
    RunOptions phase = options;
    phase.timeSec = 0;
    phase.warmupSec = 0;
    phase.events = workload.phaseEvents(options.threads);
    return phase;
}

std::uint64_t phaseOperations(const Workload& workload, const RunOptions& phase, const RunSummary& summary)
{
    const std::uint64_t all = workload.phaseOperations(phase.threads);
    const std::uint64_t events = std::max<std::uint64_t>(1, phase.events);
    return summary.status == RunStatus::Finished ? all
                                                 : std::min(all, summary.transactions * ((all + events - 1) / events));
}

// One of a setting's named values, or OptionValueInvalid naming the option and what it accepts.
template <typename E>
Result<E> choice(const QString& text, const char* option, std::initializer_list<std::pair<const char*, E>> choices)
{
    QStringList names;
    for (const auto& [name, value] : choices) {
        if (text == QLatin1String(name))
            return value;
        names.append(QLatin1String(name));
    }
    return Error { ErrorCode::OptionValueInvalid, QLatin1String(option), text, 0, qint64(OptionProblem::OneOf), names };
}

bool measuredNothing(const RunSummary& s)
{
    return s.status == RunStatus::Failed && s.durationSec == 0 && s.transactions == 0;
}

} // namespace

MeasuredRun::MeasuredRun(MeasuredRunRequest request, MeasuredRunHooks hooks)
    : m_request(std::move(request))
    , m_hooks(std::move(hooks))
{
}

MeasuredRun::~MeasuredRun() = default; // RunAffinity's destructor puts the server's masks back if run() did not

void MeasuredRun::setStore(ResultStore* store, qint64 experimentId)
{
    m_store = store;
    m_experimentId = experimentId;
}

void MeasuredRun::requestStop()
{
    m_stop.store(true);
    if (Runner* r = m_runner.load())
        r->requestStop();
    if (LoadLaunch* l = m_launch.load())
        l->requestStop();
}

void MeasuredRun::requestStopFromSignal()
{
    m_stop.store(true);
    if (Runner* r = m_runner.load())
        r->requestStopFromSignal();
    if (LoadLaunch* l = m_launch.load())
        l->requestStop();
}

Result<RunOptions> MeasuredRun::runOptions(const RunSpec& spec)
{
    RunOptions o;
    o.threads = spec.threads;
    o.timeSec = spec.durationSec;
    o.events = spec.events;
    o.warmupSec = spec.warmupSec;
    o.reportIntervalMs = spec.reportIntervalMs;
    o.rate = spec.rate;
    o.rateMaxBacklog = spec.rateMaxBacklog;
    auto arrivals = choice<RateArrivals>(spec.rateArrivals, "--rate-arrivals",
        { { "poisson", RateArrivals::Poisson }, { "constant", RateArrivals::Constant } });
    auto driver = choice<ClientDriver>(spec.driver, "--driver", { { "threads", ClientDriver::Threads }, { "async", ClientDriver::Async } });
    auto think = choice<ThinkTime>(spec.thinkTimeDistribution, "--think-time-distribution",
        { { "exponential", ThinkTime::Exponential }, { "constant", ThinkTime::Constant } });
    if (!arrivals)
        return arrivals.error();
    if (!driver)
        return driver.error();
    if (!think)
        return think.error();
    o.rateArrivals = *arrivals;
    o.driver = *driver;
    o.thinkTime = *think;
    o.driverThreads = spec.driverThreads;
    o.connectRate = spec.connectRate;
    o.thinkTimeMs = spec.thinkTimeMs;
    o.stallTimeoutSec = spec.stallTimeoutSec;
    if (!spec.bindAddress.isEmpty()) {
        for (const QString& a : spec.bindAddress.split(QLatin1Char(',')))
            o.bindAddresses.append(a.trimmed());
    }
    // sysbench's --rand-seed: the same seed sends the same statements, whichever way the run was started.
    const QMap<QString, QString> texts = spec.workloadOptionTexts();
    o.seed = texts.value(QStringLiteral("rand_seed"), texts.value(QStringLiteral("rand-seed"))).toULongLong();
    if (Error e = Runner::validate(o))
        return e;
    return o;
}

Result<qint64> MeasuredRun::createExperiment(ResultStore& store, const QString& path, const MeasuredRunRequest& request)
{
    if (Error e = store.open(path))
        return e;
    ExperimentPlan plan = ExperimentPlan::single(request.spec, request.server.profile);
    plan.load = request.load;
    return store.createExperiment(QStringLiteral("run ") + plan.name, plan.toJson());
}

AffinityRequest MeasuredRun::affinityRequest(const MeasuredRunRequest& request)
{
    const RunSpec& spec = request.spec;
    const QLatin1String all("all");
    AffinityRequest r;
    r.clientCpus = spec.clientCpu.spec == all ? QString() : spec.clientCpu.spec;
    if (auto policy = parseClientBindPolicy(spec.clientBind))
        r.clientBind = *policy;
    if (!request.serverBinding)
        return r;
    const bool local = request.server.pid > 0;
    if (spec.serverCpu.spec != all || (local && request.bindServerToAll))
        r.serverCpus = spec.serverCpu.spec;
    r.serverPid = request.server.pid;
    if (!local && !r.serverCpus.isEmpty() && request.remoteBinding)
        r.remoteServer = request.server.profile; // a MySQL 8 resource group, where the server has them
    r.sampleServerThreads = request.sampleServerThreads && local;
    r.keepSamplerOffServer = request.keepSamplerOffServer;
    return r;
}

// Probe, prepare policy, CPU binding: whatever fails here fails before anything is measured.
Error MeasuredRun::setUp(Workload& workload)
{
    {
        Session probe;
        if (Error e = probe.connect(m_request.server.profile))
            return e;
        if (auto info = ServerProbe::probe(probe)) {
            m_serverInfo = *info;
            if (m_hooks.serverProbed)
                m_hooks.serverProbed(*info);
        }
    }
    PrepareOptions prepare;
    prepare.threads = std::max(1, m_request.prepareThreads);
    prepare.cancel = &m_stop;
    prepare.progress = m_hooks.prepareProgress;
    if (Error e = applyPreparePolicy(workload, m_request.server.profile, m_request.prepare, prepare, &m_prepared))
        return e;
    if (m_stop.load())
        return { ErrorCode::Cancelled, {}, {} };
    if (m_hooks.prepareDone)
        m_hooks.prepareDone(m_prepared);

    // Applied even when nothing is bound: the record then still says what machine the run measured.
    const AffinityRequest request = affinityRequest(m_request);
    auto topology = Topology::loadLocal();
    if (!topology)
        return topology.error();
    m_topology = std::make_unique<Topology>(std::move(*topology));
    auto applied = RunAffinity::apply(*m_topology, request);
    if (!applied)
        return applied.error();
    m_affinity = std::move(*applied);
    return {};
}

Result<MeasuredRunOutcome> MeasuredRun::run()
{
    auto options = runOptions(m_request.spec);
    if (!options)
        return options.error();
    if (m_request.load.active())
        return runLaunched();
    if (Error e = m_hooks.adjustOptions ? m_hooks.adjustOptions(*options) : Error {})
        return e;
    auto created = WorkloadRegistry::create(m_request.spec.workload, m_request.spec.workloadOptionTexts());
    if (!created)
        return created.error();
    Workload& workload = **created;
    // Claimed before anything touches the server, so that a second resume of the plan leaves it alone.
    if (Error e = claim(specOfPhase(workload, 0)))
        return e;
    if (Error e = setUp(workload)) {
        if (m_store) { // the claim is given up: a later resume runs it
            RunSummary failed;
            failed.status = RunStatus::Failed;
            failed.error = e;
            m_store->finishRun(m_claimedRunId, failed, RunStatus::Failed);
        }
        return e;
    }
    if (m_affinity)
        m_affinity->install(*options);
    // The wait profile on a connection of its own; a run of several load processes has none (one process would
    // see only its own connections).
    m_waits = std::make_unique<WaitProfileCollector>(m_request.server.profile);
    if (m_hooks.adjustOptions)
        m_waits->refuse(QStringLiteral("load_processes"));
    else
        m_waits->open();
    m_waits->install(*options);

    MeasuredRunOutcome outcome;
    const QStringList phases = workload.phases();
    const int count = std::max<int>(1, int(phases.size()));
    for (int i = 0; i < count; ++i) {
        auto phase = runPhase(workload, *options, i, count);
        if (!phase) {
            if (m_affinity)
                m_affinity->restore();
            return phase.error();
        }
        outcome.phases.append(*phase);
        outcome.summary = phase->summary;
        if (phase->summary.status != RunStatus::Finished || m_stop.load())
            break;
    }
    if (m_affinity)
        outcome.restoreError = m_affinity->restore();
    outcome.environment = environmentSnapshot();
    outcome.storeError = m_storeError;
    return outcome;
}

// The run made by several load processes: each runs this same path (MeasuredRun in `scalebench-cli run`), rank 0
// claims and stores it in m_store's file; this process relays and returns what rank 0 reported.
Result<MeasuredRunOutcome> MeasuredRun::runLaunched()
{
    LoadLaunch launch(m_request, m_hooks);
    if (m_store)
        launch.setStore(m_store, m_experimentId);
    m_launch.store(&launch);
    if (m_stop.load())
        launch.requestStop();
    auto outcome = launch.run();
    m_launch.store(nullptr);
    return outcome;
}

Result<PhaseResult> MeasuredRun::runPhase(Workload& workload, const RunOptions& options, int index, int count)
{
    const QStringList names = workload.phases();
    PhaseResult phase { names.value(index), index, count, 0, {}, 0 };
    const RunOptions phaseRun = phaseOptions(options, workload, index, count);
    if (index > 0) {
        if (Error e = claim(specOfPhase(workload, index)))
            return e;
    }
    phase.runId = m_claimedRunId;
    m_currentRunId = m_claimedRunId;
    Session probe;
    const bool probed = !probe.connect(m_request.server.profile);
    m_statusBefore.reset();
    if (probed) {
        if (auto before = ServerProbe::globalStatus(probe))
            m_statusBefore = *before;
    }
    if (m_waits)
        m_waits->beginPhase();
    if (m_hooks.phaseStarted)
        m_hooks.phaseStarted(phase);

    Runner runner(m_request.server.profile, workload, phaseRun);
    startServerCpuClock();
    runner.setIntervalHandler([this](const IntervalSample& s) {
        if (!m_boundReported) {
            m_boundReported = true;
            if (m_affinity) // the workers' masks are known once they run
                m_affinityRecord = m_affinity->record();
            if (m_hooks.bound)
                m_hooks.bound(m_affinityRecord);
        }
        if (s.warmup)
            startServerCpuClock(); // the measured part starts after the last warm-up interval
        if (s.warmup && m_waits && s.timeSec > -0.5 * std::max(0.01, s.intervalSec))
            m_waits->markMeasuredStart(); // the warm-up's last interval(s): the one ending at 0 wins
        if (m_store && !m_storeError) {
            if (Error e = m_store->appendInterval(m_currentRunId, s))
                m_storeError = e;
        }
        if (m_hooks.interval)
            m_hooks.interval(s);
    });
    m_runner.store(&runner);
    if (m_stop.load())
        runner.requestStop();
    phase.summary = runner.run();
    m_runner.store(nullptr);
    stopServerCpuClock();
    phase.operations = names.isEmpty() ? 0 : phaseOperations(workload, phaseRun, phase.summary);

    if (m_affinity)
        m_affinityRecord = m_affinity->record(); // read back while still bound: restore() shows the old masks
    m_statusDelta = QJsonObject();
    // A server that left connections waiting at the end does not answer a probe either (it would block for ever).
    const bool answering = phase.summary.status != RunStatus::Stalled && phase.summary.stuckConnections == 0;
    if (probed && m_statusBefore && answering) {
        if (auto after = ServerProbe::globalStatus(probe))
            m_statusDelta = statusJson(ServerProbe::delta(*m_statusBefore, *after));
    }
    if (m_waits)
        m_waits->finish(answering);
    if (m_store) {
        if (Error e = storeRun(phase, runner); e && !m_storeError)
            m_storeError = e;
    }
    if (measuredNothing(phase.summary) && index == 0)
        return phase.summary.error; // a setup problem (tables, max_connections): reported as such, not as a run
    if (m_hooks.phaseEnded)
        m_hooks.phaseEnded(phase);
    return phase;
}

RunSpec MeasuredRun::specOfPhase(const Workload& workload, int index) const
{
    RunSpec spec = m_request.spec;
    const QStringList names = workload.phases();
    if (!names.isEmpty()) {
        spec.phase = names.value(index);
        spec.phaseIndex = index;
        spec.phaseCount = int(names.size());
    }
    return spec;
}

Error MeasuredRun::claim(const RunSpec& spec)
{
    m_claimedRunId = 0;
    if (!m_store)
        return {};
    auto runId = m_store->claimRun(m_experimentId, spec);
    if (!runId)
        return runId.error();
    m_claimedRunId = *runId;
    return {};
}

// A run whose intervals, environment or histogram could not all be written is not finished: resume runs it again.
Error MeasuredRun::storeRun(const PhaseResult& phase, const Runner& runner)
{
    Error failed = m_storeError;
    auto keep = [&failed](Error e) {
        if (e && !failed)
            failed = e;
    };
    keep(m_store->setEnvironment(phase.runId, environmentSnapshot()));
    keep(m_store->setHistogram(phase.runId, StoreCodec::histogram(runner.histogram())));
    if (m_request.spec.rate > 0)
        keep(m_store->setHistogram(phase.runId, StoreCodec::histogram(runner.serviceHistogram()), HistogramKind::Service));
    RunStatus status = phase.summary.status;
    QString reason;
    if (failed && status == RunStatus::Finished) {
        status = RunStatus::Interrupted;
        reason = QStringLiteral("store-write-failed");
    }
    keep(m_store->finishRun(phase.runId, phase.summary, status, reason));
    return failed;
}

void MeasuredRun::startServerCpuClock()
{
    m_serverCpuStart = m_request.serverBinding ? processCpuSeconds(m_request.server.pid) : -1;
}

void MeasuredRun::stopServerCpuClock()
{
    const double end = processCpuSeconds(m_request.server.pid);
    m_serverCpuSeconds = (m_serverCpuStart >= 0 && end >= m_serverCpuStart) ? end - m_serverCpuStart : -1;
}

QJsonObject MeasuredRun::environmentSnapshot() const
{
    QJsonObject environment { { QStringLiteral("tool_version"), QStringLiteral(SCALEBENCH_VERSION) },
        { QStringLiteral("client_library"), Session::clientLibraryVersion() },
        { QStringLiteral("affinity"), m_affinityRecord } };
    if (m_prepared) // the tables were loaded right before this run (prepare policy), not found in place
        environment.insert(QStringLiteral("prepared_by_run"), true);
    if (m_serverInfo)
        environment.insert(QStringLiteral("server"), m_serverInfo->toJson());
    if (!m_statusDelta.isEmpty())
        environment.insert(QStringLiteral("status_delta"), m_statusDelta);
    // The server's own CPU time over the measured part: a local server's from /proc (remote: not available).
    if (m_serverCpuSeconds >= 0)
        environment.insert(QStringLiteral("server_cpu"),
            QJsonObject { { QStringLiteral("seconds"), m_serverCpuSeconds }, { QStringLiteral("source"), QStringLiteral("proc") } });
    // Where the server waited over the measured part (performance_schema), or why that is not available.
    if (m_waits)
        environment.insert(QStringLiteral("server_waits"), m_waits->result());
    if (m_hooks.environment)
        m_hooks.environment(environment);
    return environment;
}

} // namespace sb
