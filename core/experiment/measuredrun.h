// SPDX-License-Identifier: GPL-3.0-or-later
// One measured run, the only place its steps are written: probe the server, apply the prepare policy, bind the
// CPUs (apply, read back, restore), run every phase, snapshot the environment, store it all, and decide how it
// ended. `scalebench-cli run`, the Run page (through RunController) and PlanRunner call it and nothing else.
#pragma once

#include "plan/loadlayout.h"
#include "plan/preparepolicy.h"
#include "plan/runspec.h"

#include "affinity/runaffinity.h"
#include "collectors/machineload.h"
#include "collectors/runcost.h"
#include "collectors/runevent.h"
#include "engine/runsummary.h"
#include "server/connectionresolver.h"
#include "server/serverprobe.h"
#include "server/serverprofile.h"
#include "server/sshtarget.h"

#include <QJsonObject>
#include <memory>
#include <vector>
#include <atomic>
#include <functional>
#include <stop_token>
#include <sys/types.h>

namespace sb {

class HostCounterSource;
class LoadLaunch;
class ServerWatch;
class ServerRestartWatch;
class Session;
struct CollectorNote;
struct Incident;
class HostProfiler;
enum class ProfileKind;
class ResultStore;
class WaitProfileCollector;
class Runner;
struct MixGroupRun;
class MixRunner;
class LatencyHistogram;

// Everything one run needs, resolved: no defaults are looked up later.
struct MeasuredRunRequest {
    RunSpec spec; // workload, options (rand_seed included), clients, CPU sets, limits, rate
    ResolvedServer server;
    PreparePolicy prepare = PreparePolicy::Never;
    int prepareThreads = 1;
    // With no local pid, bind the server through a MySQL 8 resource group when spec.serverCpu asks for a set.
    bool remoteBinding = true;
    // The server's host over ssh (scalebench-agent there): its server is found by server.pid (a pid on that host)
    // or by the profile's port or socket there, bound, sampled and described there. Not set: this machine.
    SshTarget serverSsh;
    bool sampleServerThreads = false;
    bool keepSamplerOffServer = false;
    // The local server's threads' switch, migration and hardware counters (core/collectors); off: not read at all.
    bool hostCounters = true;
    // A local server is bound even to "all": a run killed earlier may have left it pinned (plans do this).
    bool bindServerToAll = false;
    // False: this process leaves the server alone (no binding, no thread sampling, no CPU clock). A load process of
    // several (MPI rank other than 0) does, so that one process binds and restores the server, once.
    bool serverBinding = true;
    // False: a bound server's restarts are not watched on its host (no process polling, no per-interval cost and
    // load checkpoints; a restart is still seen by its Uptime). Only tests/benchmarks/agent_cost.sh turns it off, to
    // measure what the watch costs.
    bool watchRestarts = true;
    // Set (ranks > 0): the run is made by that many load processes that a launcher (mpirun) starts; this process
    // relays rank 0's stream, and rank 0 stores the run in this run's results file (LoadLaunch).
    LoadLayout load;
    // Statement texts the run keeps (incidents: processlist, InnoDB status) with their literal values; otherwise
    // normalised as statement digests are before anything stores them (core/common/statementdigest).
    bool keepQueryText = false;
};

// A phase that ended (phased workloads), or the run itself (one phase, empty name).
struct PhaseResult {
    QString name;
    int index = 0;
    int count = 1;
    std::uint64_t operations = 0; // rows a phase touched (kv); 0 otherwise
    RunSummary summary;
    qint64 runId = 0; // in the store, 0 without one
};

struct MeasuredRunHooks {
    std::function<void(const ServerInfo&)> serverProbed;
    std::function<void(qint64 rowsDone, qint64 rowsTotal)> prepareProgress;
    std::function<void(bool prepared)> prepareDone;
    // The CPU sets as the kernel reports them, once the workers run (before the first interval).
    std::function<void(const QJsonObject& affinityRecord)> bound;
    std::function<void(const PhaseResult& phase)> phaseStarted; // summary not filled yet
    std::function<void(const IntervalSample& sample)> interval;
    // A mixed run (spec.mix): each group's interval (IntervalSample::group), just before the total's `interval`.
    std::function<void(const IntervalSample& sample)> groupInterval;
    // An interval's latency histogram (nanoseconds, that interval only), just before its `interval` (a run of one
    // workload: group empty) or its group's `groupInterval` (a mix: one per group, none for the total), on the same
    // thread. Set, each interval costs one subtraction of two histograms.
    std::function<void(const QString& group, const LatencyHistogram& latency)> intervalLatency;
    // Each transaction type's latency histogram of the interval (a run of one workload that has several types,
    // tpcc's five), by the type's name, just before intervalLatency, on the same thread.
    std::function<void(const QString& type, const LatencyHistogram& latency)> intervalTypeLatency;
    std::function<void(const PhaseResult& phase)> phaseEnded;
    // The first write to the results store that failed (a full disk), when it fails: the run then stops at once
    // (interrupted, 'store-write-failed'). `intervalsKept`: the intervals of run `runId` written before it.
    std::function<void(const Error& error, qint64 runId, qint64 intervalsKept)> storeWriteFailed;
    // Changes the run options before anything runs; an error ends the run before it starts. A load process of
    // several (core/mpi) takes its share of the clients here and installs the hooks that merge the processes.
    std::function<Error(RunOptions& options)> adjustOptions;
    // Adds to the environment snapshot before it is stored or returned (a load process of several: the rank layout).
    std::function<void(QJsonObject& environment)> environment;
    // The server's side (core/collectors): an incident once captured, and a collector's note, once each (both on
    // the run's sampler thread).
    std::function<void(const Incident& incident)> incident;
    std::function<void(const CollectorNote& note)> collectorNote;
    // Something that happened to the server (a restart, RunEvent), once recorded (the run's sampler thread).
    std::function<void(const RunEvent& event)> runEvent;
};

// Adds `mine` to a hook after whatever it already does: live exporters (metrics, the HdrHistogram log) join the
// hooks a caller has set.
template <class Slot, class F> void chainHook(Slot& slot, F mine)
{
    auto before = std::move(slot);
    slot = [before, mine](const auto&... args) {
        if (before)
            before(args...);
        mine(args...);
    };
}

struct MeasuredRunOutcome {
    // The last phase's summary (the run's for an unphased workload): status, error, counters.
    RunSummary summary;
    QList<PhaseResult> phases;
    QJsonObject environment; // what was stored (and what a caller without a store may print)
    Error restoreError; // the server's CPUs could not be put back
    Error storeError; // a write to the results store failed: the run was marked interrupted so resume runs it again
    bool stopRequested = false; // a stop was asked while it ran (its caller's token or requestStop())
};

class MeasuredRun {
public:
    MeasuredRun(MeasuredRunRequest request, MeasuredRunHooks hooks = {});
    ~MeasuredRun();

    // With a store: every phase is stored as a run of experiment `experimentId` (claimed first, so that two
    // resumes never run it twice). The store is used on the calling thread only.
    void setStore(ResultStore* store, qint64 experimentId);

    // Blocks until the run ends. An Error means nothing was measured (setup: validation, connection, tables,
    // CPU sets); a run that measured anything returns its outcome whatever its status. `stop` is the caller's (a
    // plan's, a sweep's, the CLI's interrupt, a GUI job's): it ends the run early, as interrupted.
    [[nodiscard]] Result<MeasuredRunOutcome> run(std::stop_token stop = {});
    // Ends the run early; from any thread, by whoever owns this object (the run itself on a failed store write, say).
    // Others stop it through the token given to run(), never through a pointer to it.
    void requestStop();

    // The run options the spec asks for (limits, rate, seed from rand_seed); the CPU hooks are added by run().
    [[nodiscard]] static Result<RunOptions> runOptions(const RunSpec& spec);
    // An interactive run kept like a plan's: opens `path` and adds an experiment holding the plan of one.
    [[nodiscard]] static Result<qint64> createExperiment(ResultStore& store, const QString& path, const MeasuredRunRequest& request);
    // The affinity request of a spec on a server.
    static AffinityRequest affinityRequest(const MeasuredRunRequest& request);

private:
    Result<MeasuredRunOutcome> runLaunched();
    Error setUp(const std::vector<Workload*>& workloads);
    Error createMix(const RunOptions& options);
    std::vector<MixGroupRun> mixGroupRuns(const RunOptions& shared) const;
    void markServerFigures(RunSummary& summary) const;
    Result<PhaseResult> runPhase(Workload& workload, const RunOptions& options, int index, int count);
    // `mix`: a mixed run's, whose groups' histograms are stored too.
    Error storeRun(const PhaseResult& phase, const LatencyHistogram& histogram, const LatencyHistogram& serviceHistogram,
        const MixRunner* mix);
    void storeFailed(const Error& error);
    // A write during the run failed (an interval, an incident, an event): nothing measured from here on could be
    // kept, so the run ends now, and the failure is said at once (storeFailed).
    void storeFailedMidRun(const Error& error, const std::function<void()>& stopRunner);
    RunSpec specOfPhase(const Workload& workload, int index) const;
    void passIntervalLatency(RunOptions& options, const Workload& workload);
    Error claim(const RunSpec& spec);
    QJsonObject environmentSnapshot() const;
    double serverCpuSeconds() const;
    void startServerCpuClock();
    void stopServerCpuClock();
    std::unique_ptr<ServerWatch> startServerWatch(RunOptions& options);
    void keepIncidents(ServerWatch& watch, const std::function<void()>& stopRunner = {});
    bool readStatusBefore(Session& probe);
    void readStatusDelta(Session& probe, bool answering);
    void stopServerSide(ServerWatch* watch);
    void keepInterval(const IntervalSample& s, const std::function<void()>& stopRunner, ServerWatch* watching);
    void keepMixInterval(const std::vector<IntervalSample>& groups, const IntervalSample& total,
        const RunOptions& watched, const std::function<void()>& stopRunner,
        const std::function<void(const IntervalSample&)>& keep);
    void startServerCollectors();
    void startAgentCollectors();
    std::unique_ptr<HostCounterSource> makeHostCounters(pid_t pid) const;
    std::unique_ptr<HostProfiler> makeProfiler(pid_t pid, ProfileKind kind) const;
    void stopServerCollectors();
    QStringList runTables(const Workload& workload) const;
    void readCostAtStart(Session& probe, bool probed, const Workload& workload);
    void finishCost(Session& probe, bool answering, const Workload& workload);
    // The server's restarts (measuredrunrestart.cpp, ServerRestartWatch): watched while the run lasts, recorded as
    // events of the phase's run, the host collectors re-aimed; a restart that cannot be bound ends the run.
    void startRestartWatch();
    void stopRestartWatch();
    void watchRestarts(IntervalSample& s, const std::function<void()>& stopRunner, ServerWatch* watching);
    void restartSeenByUptime(double atSec, const std::function<void()>& stopRunner);
    void recordRestart(RunEvent event, const Error& error, pid_t oldPid, const std::function<void()>& stopRunner);
    QJsonObject reaimServerCollectors(pid_t pid);
    void endRestarts(RunSummary& summary);

    MeasuredRunRequest m_request;
    MeasuredRunHooks m_hooks;
    // A mixed run's groups (spec.mix), in its order; empty for a run of one workload.
    struct MixGroup {
        QString name;
        std::unique_ptr<Workload> workload;
        int clients = 0;
        double rate = 0;
    };
    std::vector<MixGroup> m_mix;
    ResultStore* m_store = nullptr;
    qint64 m_experimentId = 0;
    // The run's own stop: the caller's token and requestStop() end up here; the Runner, LoadLaunch and the prepare
    // get its token (the prepare polls m_prepareCancel, which a callback on it sets).
    std::stop_source m_stop;
    std::atomic<bool> m_prepareCancel { false };

    // Filled while running.
    std::optional<ServerInfo> m_serverInfo;
    std::optional<StatusSnapshot> m_statusBefore;
    QJsonObject m_statusDelta;
    std::unique_ptr<Topology> m_topology;
    std::shared_ptr<ServerMachine> m_serverHost; // the agent's host when serverSsh is set
    std::unique_ptr<RunAffinity> m_affinity;
    std::unique_ptr<WaitProfileCollector> m_waits; // performance_schema's wait deltas (core/collectors)
    QJsonObject m_affinityRecord;
    bool m_boundReported = false;
    bool m_oldAgentNoted = false; // "needs agent protocol 2" said once per run
    bool m_prepared = false;
    double m_serverCpuStart = -1; // seconds of CPU the local server had used when the measured part began
    double m_serverCpuSeconds = -1;
    MachineLoad m_machineLoad;
    QJsonObject m_serverWatchRecord; // the status sampler's record (environment "server_counters")
    // The server's threads on the CPUs (core/collectors): counters of the measured part, the on-CPU profile.
    std::unique_ptr<HostCounterSource> m_hostCounters;
    QJsonObject m_hostCounterRecord;
    std::unique_ptr<HostProfiler> m_profiler;
    QJsonObject m_profileRecord;
    QByteArray m_profileFolded;
    // The off-CPU profile (issue 35): where the server's threads waited, µs by stack (environment
    // "server_offcpu_profile", stored as the run's "off-cpu" profile).
    std::unique_ptr<HostProfiler> m_offProfiler;
    QJsonObject m_offProfileRecord;
    QByteArray m_offProfileFolded;
    // What the transactions cost the hardware (environment "run_cost"): I/O, memory, network, size.
    std::unique_ptr<RunCostSession> m_cost;
    QJsonObject m_costRecord;
    DatabaseSize m_sizeAtStart;
    std::uint64_t m_phaseTransactions = 0; // every interval's of the current phase, warm-up included
    Error m_storeError;
    qint64 m_currentRunId = 0;
    qint64 m_claimedRunId = 0;
    qint64 m_keptIntervals = 0; // of the current phase's run
    // The server's process on its host (m_request.server.pid until it restarts) and its restarts.
    pid_t m_serverPid = 0;
    std::unique_ptr<ServerRestartWatch> m_restartWatch;
    ServerWatch* m_watching = nullptr; // the phase's status sampler and incident watch, while it runs
    std::vector<RunEvent> m_events; // of the current phase's run
    Error m_restartError; // a restart that could not be bound: the run ends with it
    std::uint64_t m_uptimeReading = 0; // the status reading last looked at, and its Uptime
    qint64 m_uptime = -1;
    bool m_restartSinceReading = false;
    double m_restartedAtSec = 0; // the last restart's time, for the collectors' records
    QJsonObject m_hostCountersBefore; // the old server's, until its restart
    QJsonObject m_profileBefore;
};

} // namespace sb
