// SPDX-License-Identifier: GPL-3.0-or-later
#include "measuredrun.h"

#include "collectors/serverwatch.h"
#include "collectors/hostcounters.h"
#include "collectors/serverprofiler.h"
#include "collectors/waitprofile.h"
#include "common/procstat.h"
#include "common/statementdigest.h"
#include "engine/mixrunner.h"
#include "engine/runner.h"
#include "plan/mixspec.h"
#include "plan/experimentplan.h"
#include "plan/runsettings.h"
#include "loadlaunch.h"
#include "serverrestartwatch.h"
#include "server/serverprobe.h"
#include "server/serverstep.h"
#include "server/session.h"
#include "store/resultstore.h"
#include "store/storecodec.h"
#include "workload/workloadregistry.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <unistd.h>

namespace sb {

namespace {

// A failed statement and the values its server message quotes, as the store keeps them: normalised like an
// incident's statements (StatementDigest) unless the run keeps query text. A script's "file:line:column
// (statement)" keeps its place, and a context of one word (a script's path) is no statement.
void normaliseStatementError(Error& e)
{
    if (e.code != ErrorCode::ServerError && e.code != ErrorCode::ConnectionLost)
        return;
    switch (ServerStep(e.value)) {
    case ServerStep::Statement:
    case ServerStep::Running:
    case ServerStep::Preparing:
    case ServerStep::Binding:
    case ServerStep::KeysRead:
    case ServerStep::KeysChanged:
        break;
    default:
        return;
    }
    static const QRegularExpression placed(
        QStringLiteral("^(.+?:\\d+:\\d+) \\((.*)\\)$"), QRegularExpression::DotMatchesEverythingOption);
    if (const auto m = placed.match(e.context); m.hasMatch())
        e.context = m.captured(1) + QStringLiteral(" (") + StatementDigest::normalised(m.captured(2)) + QLatin1Char(')');
    else if (e.context.contains(QLatin1Char(' ')))
        e.context = StatementDigest::normalised(e.context);
    e.detail = StatementDigest::normalisedServerMessage(e.detail);
}

RunSummary storedSummary(RunSummary summary, bool keepQueryText)
{
    if (keepQueryText)
        return summary;
    normaliseStatementError(summary.error);
    for (RunSummary& group : summary.groups)
        normaliseStatementError(group.error);
    return summary;
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
    m_stop.request_stop();
}

Result<RunOptions> MeasuredRun::runOptions(const RunSpec& spec)
{
    RunOptions o;
    o.threads = spec.threads;
    // Every setting's part of the engine's options, from RunSettings' table (a choice checked against its names).
    if (Error e = RunSettings::toRunOptions(spec, o))
        return e;
    // sysbench's --rand-seed: the same seed sends the same statements, whichever way the run was started.
    const QMap<QString, QString> texts = spec.workloadOptionTexts();
    o.seed = texts.value(QStringLiteral("rand_seed"), texts.value(QStringLiteral("rand-seed"))).toULongLong();
    if (Error e = Runner::validate(o))
        return e;
    for (const RunSetting& s : RunSettings::all()) { // texts with a check of their own (--server-counters)
        if (s.checkText) {
            if (Error e = s.checkText(RunSettings::value(s, spec).toString(), s.optionName()))
                return e;
        }
    }
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
    // A server on a host ScaleBench reaches (this machine by pid, another through its agent) is bound there.
    const bool local = request.server.pid > 0 || request.serverSsh.isSet();
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
Error MeasuredRun::setUp(const std::vector<Workload*>& workloads)
{
    // The agent on the server's host first: a host that cannot be reached fails the run before anything is loaded.
    if (m_request.serverSsh.isSet() && m_request.serverBinding) {
        auto host = ServerMachine::open(m_request.serverSsh);
        if (!host)
            return host.error();
        m_serverHost = *host;
    }
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
    const std::stop_callback cancelPrepare(m_stop.get_token(), [this] { m_prepareCancel.store(true); });
    prepare.cancel = &m_prepareCancel;
    prepare.progress = m_hooks.prepareProgress;
    // A mix: each group's tables are its own workload's, prepared (or found) by it.
    for (Workload* workload : workloads) {
        bool prepared = false;
        if (Error e = applyPreparePolicy(*workload, m_request.server.profile, m_request.prepare, prepare, &prepared))
            return e;
        m_prepared = m_prepared || prepared;
    }
    if (m_stop.stop_requested())
        return { ErrorCode::Cancelled, {}, {} };
    if (m_hooks.prepareDone)
        m_hooks.prepareDone(m_prepared);

    // Applied even when nothing is bound: the record then still says what machine the run measured.
    AffinityRequest request = affinityRequest(m_request);
    auto topology = Topology::loadLocal();
    if (!topology)
        return topology.error();
    m_topology = std::make_unique<Topology>(std::move(*topology));
    if (m_serverHost) {
        AffinityRequest& r = request;
        r.serverHost = m_serverHost;
        const ServerProfile& p = m_request.server.profile;
        // By what the connection uses: a TCP connection's port, whatever socket an option file names (Debian's
        // [client-server] socket), and the socket only when the connection goes through it.
        const bool bySocket = p.usesSocket() && !p.socket.isEmpty();
        r.serverLocator = { m_request.server.pid, bySocket ? 0u : p.port, bySocket ? p.socket : QString() };
        r.serverPid = 0; // not a pid on this machine
    }
    auto applied = RunAffinity::apply(*m_topology, request);
    if (!applied)
        return applied.error();
    m_affinity = std::move(*applied);
    return {};
}

Result<MeasuredRunOutcome> MeasuredRun::run(std::stop_token stop)
{
    // The caller's stop reaches this run's own for as long as run() lasts, never after it returned.
    const std::stop_callback forward(stop, [this] { m_stop.request_stop(); });
    auto options = runOptions(m_request.spec);
    if (!options)
        return options.error();
    m_serverPid = m_request.server.pid;
    if (m_request.load.active()) {
        auto launched = runLaunched();
        if (launched)
            launched->stopRequested = m_stop.stop_requested();
        return launched;
    }
    if (Error e = m_hooks.adjustOptions ? m_hooks.adjustOptions(*options) : Error {})
        return e;
    std::unique_ptr<Workload> single;
    if (m_request.spec.mix.isEmpty()) {
        auto created = WorkloadRegistry::create(m_request.spec.workload, m_request.spec.workloadOptionTexts());
        if (!created)
            return created.error();
        single = std::move(*created);
    } else if (Error e = createMix(*options)) {
        return e;
    }
    std::vector<Workload*> workloads;
    if (single)
        workloads.push_back(single.get());
    for (MixGroup& g : m_mix)
        workloads.push_back(g.workload.get());
    Workload& workload = *workloads.front(); // a mix has no phases: its first group's workload says so
    // Claimed before anything touches the server, so that a second resume of the plan leaves it alone.
    if (Error e = claim(specOfPhase(workload, 0)))
        return e;
    if (Error e = setUp(workloads)) {
        if (m_store) { // the claim is given up: a later resume runs it
            RunSummary failed;
            failed.status = RunStatus::Failed;
            failed.error = e;
            m_store->finishRun(m_claimedRunId, storedSummary(failed, m_request.keepQueryText), RunStatus::Failed);
        }
        return e;
    }
    if (m_affinity)
        m_affinity->install(*options);
    startRestartWatch();
    // The wait profile on a connection of its own; of several load processes rank 0 reads it for the clients of
    // all (the others pass it their connection ids: RunOptions::gatherConnectionIds).
    m_waits = std::make_unique<WaitProfileCollector>(m_request.server.profile);
    if (options->loadRank > 0)
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
            stopRestartWatch();
            if (m_affinity)
                m_affinity->restore();
            return phase.error();
        }
        outcome.phases.append(*phase);
        outcome.summary = phase->summary;
        if (phase->summary.status != RunStatus::Finished || m_stop.stop_requested())
            break;
    }
    stopRestartWatch();
    if (m_affinity)
        outcome.restoreError = m_affinity->restore();
    outcome.environment = environmentSnapshot();
    outcome.storeError = m_storeError;
    outcome.stopRequested = m_stop.stop_requested();
    return outcome;
}

// The run made by several load processes: each runs this same path (MeasuredRun in `scalebench-cli run`), rank 0
// claims and stores it in m_store's file; this process relays and returns what rank 0 reported.
Result<MeasuredRunOutcome> MeasuredRun::runLaunched()
{
    LoadLaunch launch(m_request, m_hooks);
    if (m_store)
        launch.setStore(m_store, m_experimentId);
    return launch.run(m_stop.get_token());
}

// One interval of the run: the binding read back once the workers run, the measured part's start, the store (a failed
// write ends the run at once), the front end, the incidents.
void MeasuredRun::keepInterval(
    const IntervalSample& sample, const std::function<void()>& stopRunner, ServerWatch* watching)
{
    IntervalSample s = sample;
    watchRestarts(s, stopRunner, watching); // the server's restarts, and the interval's mark
    if (!m_boundReported) {
        m_boundReported = true;
        if (m_affinity) // the workers' masks are known once they run
            m_affinityRecord = m_affinity->record();
        if (m_hooks.bound)
            m_hooks.bound(m_affinityRecord);
    }
    if (s.group.isEmpty())
        m_phaseTransactions += s.transactions; // the status delta's transactions: warm-up included
    if (s.warmup)
        startServerCpuClock(); // the measured part starts after the last warm-up interval
    if (s.warmup && m_waits && s.timeSec > -0.5 * std::max(0.01, s.intervalSec))
        m_waits->markMeasuredStart(); // the warm-up's last interval(s): the one ending at 0 wins
    if (m_store && !m_storeError) {
        if (Error e = m_store->appendInterval(m_currentRunId, s))
            storeFailedMidRun(e, stopRunner);
        else
            ++m_keptIntervals;
    }
    if (m_hooks.interval)
        m_hooks.interval(s);
    if (watching)
        keepIncidents(*watching, stopRunner);
}

// A mixed run's interval: each group's first (stored beside the total's, with its group's name), then the total,
// which takes the server's side (status counters) as a single run's interval does.
void MeasuredRun::keepMixInterval(const std::vector<IntervalSample>& groups, const IntervalSample& total,
    const RunOptions& watched, const std::function<void()>& stopRunner,
    const std::function<void(const IntervalSample&)>& keep)
{
    for (const IntervalSample& g : groups) {
        if (m_store && !m_storeError) {
            if (Error e = m_store->appendGroupInterval(m_currentRunId, g))
                storeFailedMidRun(e, stopRunner);
        }
        if (m_hooks.groupInterval)
            m_hooks.groupInterval(g);
    }
    IntervalSample t = total;
    if (watched.enrichSample)
        watched.enrichSample(t);
    keep(t);
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
    const bool probed = readStatusBefore(probe);
    readCostAtStart(probe, probed, workload);
    if (m_waits)
        m_waits->beginPhase();
    if (m_hooks.phaseStarted)
        m_hooks.phaseStarted(phase);

    RunOptions watched = phaseRun;
    std::unique_ptr<ServerWatch> watch = startServerWatch(watched);
    std::unique_ptr<Runner> runner;
    std::unique_ptr<MixRunner> mixRunner;
    std::function<void()> stopRunner;
    if (m_mix.empty()) {
        passIntervalLatency(watched, workload);
        runner = std::make_unique<Runner>(m_request.server.profile, workload, watched);
        stopRunner = [r = runner.get()] { r->requestStop(); };
    } else {
        mixRunner = std::make_unique<MixRunner>(m_request.server.profile, mixGroupRuns(watched));
        if (m_hooks.intervalLatency)
            mixRunner->setLatencyHandler(m_hooks.intervalLatency);
        stopRunner = [r = mixRunner.get()] { r->requestStop(); };
    }
    startServerCollectors();
    startServerCpuClock();
    m_keptIntervals = 0;
    const auto onInterval = [this, &stopRunner, watching = watch.get()](
                                const IntervalSample& s) { keepInterval(s, stopRunner, watching); };
    if (runner) {
        runner->setIntervalHandler(onInterval);
        phase.summary = runner->run(m_stop.get_token());
    } else {
        mixRunner->setIntervalHandler([&](const std::vector<IntervalSample>& groups, const IntervalSample& total) {
            keepMixInterval(groups, total, watched, stopRunner, onInterval);
        });
        phase.summary = mixRunner->run(m_stop.get_token());
        markServerFigures(phase.summary);
    }
    const LatencyHistogram& histogram = runner ? runner->histogram() : mixRunner->histogram();
    const LatencyHistogram& serviceHistogram = runner ? runner->serviceHistogram() : mixRunner->serviceHistogram();
    stopServerSide(watch.get());
    endRestarts(phase.summary);
    phase.operations = names.isEmpty() ? 0 : phaseOperations(workload, phaseRun, phase.summary);

    if (m_affinity)
        m_affinityRecord = m_affinity->record(); // read back while still bound: restore() shows the old masks
    // A server that left connections waiting at the end does not answer a probe either (it would block for ever).
    const bool answering = phase.summary.status != RunStatus::Stalled && phase.summary.stuckConnections == 0;
    readStatusDelta(probe, probed && answering);
    finishCost(probe, probed && answering, workload);
    if (m_waits)
        m_waits->finish(answering);
    if (m_store) {
        storeRun(phase, histogram, serviceHistogram, mixRunner.get());
        // Not kept whole: nothing may call it finished (storeRun() stored it as interrupted, if it could).
        if (m_storeError && (phase.summary.status == RunStatus::Finished || phase.summary.status == RunStatus::Interrupted)) {
            phase.summary.status = RunStatus::Interrupted;
            phase.summary.error = m_storeError;
        }
    }
    if (measuredNothing(phase.summary) && index == 0)
        return phase.summary.error; // a setup problem (tables, max_connections): reported as such, not as a run
    if (m_hooks.phaseEnded)
        m_hooks.phaseEnded(phase);
    return phase;
}

// The live exporters' histograms of each interval, the run's and each transaction type's (a run of one workload).
void MeasuredRun::passIntervalLatency(RunOptions& options, const Workload& workload)
{
    if (m_hooks.intervalLatency)
        options.intervalLatency = [this](const LatencyHistogram& h) { m_hooks.intervalLatency(QString(), h); };
    if (m_hooks.intervalTypeLatency)
        options.intervalTypeLatency = [this, names = workload.transactionTypes()](int type, const LatencyHistogram& h) {
            m_hooks.intervalTypeLatency(names.value(type), h);
        };
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

void MeasuredRun::storeFailed(const Error& error)
{
    if (m_storeError)
        return;
    m_storeError = error;
    if (error.code == ErrorCode::FileError) // SQLite's words about a table: the file is what the user knows
        m_storeError.context = m_store->path();
    if (m_hooks.storeWriteFailed)
        m_hooks.storeWriteFailed(m_storeError, m_currentRunId, m_keptIntervals);
}

void MeasuredRun::storeFailedMidRun(const Error& error, const std::function<void()>& stopRunner)
{
    if (stopRunner)
        stopRunner();
    storeFailed(error);
}

// A run whose intervals, environment or histogram could not all be written is not finished: resume runs it again.
// Interrupted by the failure (the run stopped at the first failed interval) it says why, too. Should writing that
// fail as well, a reader still sees it interrupted once this process is gone (ResultStore::readRun()).
Error MeasuredRun::storeRun(const PhaseResult& phase, const LatencyHistogram& histogram,
    const LatencyHistogram& serviceHistogram, const MixRunner* mix)
{
    auto keep = [this](Error e) {
        if (e)
            storeFailed(e);
    };
    keep(m_store->setEnvironment(phase.runId, environmentSnapshot()));
    if (!m_profileFolded.isEmpty())
        keep(m_store->setServerProfile(phase.runId, m_profileRecord, m_profileFolded));
    if (!m_offProfileFolded.isEmpty())
        keep(m_store->setServerProfile(phase.runId, m_offProfileRecord, m_offProfileFolded, QStringLiteral("off-cpu")));
    keep(m_store->setHistogram(phase.runId, StoreCodec::histogram(histogram)));
    if (m_request.spec.rate > 0 || serviceHistogram.count() > 0)
        keep(m_store->setHistogram(phase.runId, StoreCodec::histogram(serviceHistogram), HistogramKind::Service));
    for (std::size_t i = 0; mix && i < phase.summary.groups.size(); ++i) {
        const RunSummary& group = phase.summary.groups[i];
        const Runner& runner = mix->groupRunner(i);
        keep(m_store->setHistogram(
            phase.runId, StoreCodec::histogram(runner.histogram()), HistogramKind::Latency, group.group));
        if (group.targetRate > 0 || runner.serviceHistogram().count() > 0)
            keep(m_store->setHistogram(
                phase.runId, StoreCodec::histogram(runner.serviceHistogram()), HistogramKind::Service, group.group));
    }
    RunStatus status = phase.summary.status;
    QString reason;
    if (m_storeError && (status == RunStatus::Finished || status == RunStatus::Interrupted)) {
        status = RunStatus::Interrupted;
        reason = QStringLiteral("store-write-failed");
    }
    keep(m_store->finishRun(phase.runId, storedSummary(phase.summary, m_request.keepQueryText), status, reason));
    return m_storeError;
}

} // namespace sb
