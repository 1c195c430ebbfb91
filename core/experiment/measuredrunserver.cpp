// SPDX-License-Identifier: GPL-3.0-or-later
// MeasuredRun's server side: the collectors beside the clients (the status sampler and incidents, host counters,
// the profile, the waits), the server's CPU clock, and the environment snapshot stored with each run.
#include "affinity/agentservermachine.h"
#include "collectors/agentcollectors.h"
#include "collectors/hostcounters.h"
#include "collectors/servercounterset.h"
#include "collectors/serverprofiler.h"
#include "collectors/serverwatch.h"
#include "collectors/waitprofile.h"
#include "common/optionproblem.h"
#include "common/procstat.h"
#include "common/statementdigest.h"
#include "engine/mixrunner.h"
#include "engine/runner.h"
#include "loadlaunch.h"
#include "measuredrun.h"
#include "plan/experimentplan.h"
#include "plan/mixspec.h"
#include "server/agentconnection.h"
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

// User + system CPU seconds a local process has used (/proc/PID/stat fields 14 and 15); -1 when unreadable.
static double processCpuSeconds(pid_t pid)
{
    const auto stat = ProcStat::ofProcess(pid);
    if (!stat || stat->lastField() < 15)
        return -1;
    return double(stat->cpuTicks()) / double(::sysconf(_SC_CLK_TCK));
}

static QJsonObject statusJson(const StatusSnapshot& delta)
{
    QJsonObject o;
    for (auto it = delta.cbegin(); it != delta.cend(); ++it) {
        if (it.value() != 0)
            o.insert(it.key(), it.value());
    }
    return o;
}

// The server's global status before a phase, on a connection of its own (`probe`); false when it cannot connect.
bool MeasuredRun::readStatusBefore(Session& probe)
{
    const bool probed = !probe.connect(m_request.server.profile);
    m_statusBefore.reset();
    if (probed) {
        if (auto before = ServerProbe::globalStatus(probe))
            m_statusBefore = *before;
    }
    return probed;
}

// The status counters' change over the phase, when the probe connected and the server still answers (a server that
// left connections waiting would block the probe for ever).
void MeasuredRun::readStatusDelta(Session& probe, bool answering)
{
    m_statusDelta = QJsonObject();
    if (answering && m_statusBefore) {
        if (auto after = ServerProbe::globalStatus(probe))
            m_statusDelta = statusJson(ServerProbe::delta(*m_statusBefore, *after));
    }
}

// The collectors of one phase stopped, its incidents kept and its watch's record taken.
void MeasuredRun::stopServerSide(ServerWatch* watch)
{
    stopServerCpuClock();
    stopServerCollectors();
    m_serverWatchRecord = QJsonObject();
    if (watch) {
        watch->stop();
        keepIncidents(*watch);
        m_serverWatchRecord = watch->record();
    }
}

// The status sampler and incident watch of one phase, on connections and threads of their own; none in a load
// process that leaves the server alone (another one watches it).
std::unique_ptr<ServerWatch> MeasuredRun::startServerWatch(RunOptions& options)
{
    if (!m_request.serverBinding)
        return nullptr;
    ServerWatch::Settings settings;
    settings.profile = m_request.server.profile;
    settings.pid = m_serverHost ? 0 : m_serverPid; // with an agent, a pid of that host: never read here
    auto* agent = dynamic_cast<AgentServerMachine*>(m_serverHost.get());
    if (agent && agent->connection().protocol() >= 2 && m_affinity && m_affinity->serverPidOnHost() > 0)
        settings.hostThreads = agentHostThreads(agent->sharedConnection(), m_affinity->serverPidOnHost());
    if (auto counters = ServerCounterSet::parse(m_request.spec.serverCounters, {})) // checked by runOptions()
        settings.counters = *counters;
    settings.intervalMs = options.reportIntervalMs > 0 ? options.reportIntervalMs : 1000;
    settings.keepQueryText = m_request.keepQueryText;
    auto watch = std::make_unique<ServerWatch>(settings, m_hooks.collectorNote);
    watch->install(options);
    return watch;
}

// Incidents captured so far: stored with the run (on this thread, the store's) and handed to the caller.
void MeasuredRun::keepIncidents(ServerWatch& watch, const std::function<void()>& stopRunner)
{
    for (const Incident& incident : watch.takeIncidents()) {
        if (m_store && !m_storeError) {
            if (Error e = m_store->appendIncident(m_currentRunId, incident))
                storeFailedMidRun(e, stopRunner);
        }
        if (m_hooks.incident)
            m_hooks.incident(incident);
    }
}

// The server's CPU seconds on its host: /proc here, or the agent's /proc there.
double MeasuredRun::serverCpuSeconds() const
{
    if (m_serverHost && m_affinity)
        return m_affinity->serverPidOnHost() > 0 ? m_serverHost->processCpuSeconds(m_affinity->serverPidOnHost()) : -1;
    return processCpuSeconds(m_serverPid);
}

void MeasuredRun::startServerCpuClock()
{
    m_serverCpuStart = m_request.serverBinding ? serverCpuSeconds() : -1;
    // How busy this machine is meanwhile (other programs, steal): a local server's own CPU is not counted as theirs.
    m_machineLoad.begin(m_serverHost ? 0 : m_serverPid);
    // The measured part starts here (again after each warm-up interval): the counters' baseline, the profile's window.
    if (m_hostCounters)
        m_hostCounters->begin();
    if (m_cost)
        m_cost->begin();
    for (HostProfiler* p : { m_profiler.get(), m_offProfiler.get() }) {
        if (p)
            p->markMeasuredStart();
    }
}

void MeasuredRun::stopServerCpuClock()
{
    const double end = serverCpuSeconds();
    m_serverCpuSeconds = (m_serverCpuStart >= 0 && end >= m_serverCpuStart) ? end - m_serverCpuStart : -1;
    m_machineLoad.end();
    if (m_hostCounters)
        m_hostCounters->end();
    if (m_cost)
        m_cost->end();
    for (HostProfiler* p : { m_profiler.get(), m_offProfiler.get() }) {
        if (p)
            p->markMeasuredEnd();
    }
}

// The server's threads on the CPUs, on its host: this machine, or the agent's (this process binds it: a load process
// of several other than rank 0 leaves it alone). A server no host collector can read has a record that says why,
// never 0.
void MeasuredRun::startServerCollectors()
{
    m_hostCounters.reset();
    m_hostCounterRecord = QJsonObject();
    m_profiler.reset();
    m_profileRecord = QJsonObject();
    m_profileFolded.clear();
    m_offProfiler.reset();
    m_offProfileRecord = QJsonObject();
    m_offProfileFolded.clear();
    if (!m_request.serverBinding)
        return;
    const pid_t pid = m_serverHost ? 0 : m_serverPid;
    // No pid here: its host's parts say "remote" (or the agent's reader, below); --no-host-counters turns its /proc
    // readings off too.
    m_cost = std::make_unique<RunCostSession>(pid, m_request.hostCounters);
    if (m_hooks.adjustOptions) // a load process of several: the others' clients are not in this one's CPU
        m_cost->leaveOutClientCpu(QStringLiteral("load_processes"));
    if (m_serverHost) {
        startAgentCollectors(); // server.pid, if given, is a pid of that host: never read here
        return;
    }
    if (pid <= 0) {
        m_hostCounterRecord = hostCountersUnavailable(QStringLiteral("remote"));
        if (m_request.spec.profilesOnCpu())
            m_profileRecord = ServerProfileResult { false, QStringLiteral("remote"), {}, {} }.toJson();
        if (m_request.spec.profilesOffCpu())
            m_offProfileRecord = ServerProfileResult { false, QStringLiteral("remote"), {}, {} }.toJson();
        return;
    }
    m_hostCounters = makeHostCounters(pid);
    m_profiler = makeProfiler(pid, ProfileKind::OnCpu);
    m_offProfiler = makeProfiler(pid, ProfileKind::OffCpu);
}

// Through the agent: the same collectors run there (protocol 2); a version-1 agent binds and samples, and the rest
// is stored as needing protocol 2 and said once.
void MeasuredRun::startAgentCollectors()
{
    auto* agent = dynamic_cast<AgentServerMachine*>(m_serverHost.get());
    const pid_t pid = m_affinity ? m_affinity->serverPidOnHost() : 0;
    QString code;
    if (!agent || pid <= 0)
        code = QStringLiteral("remote"); // no server found there (nothing asked the agent for it)
    else if (agent->connection().protocol() < 2)
        code = QStringLiteral("needs_agent_protocol_2");
    if (!code.isEmpty()) {
        const QString detail = agent ? agent->connection().agentVersion() : QString();
        if (m_request.hostCounters)
            m_hostCounterRecord = hostCountersUnavailable(code, detail);
        if (m_request.spec.profilesOnCpu())
            m_profileRecord = ServerProfileResult { false, code, detail, {} }.toJson();
        if (m_request.spec.profilesOffCpu())
            m_offProfileRecord = ServerProfileResult { false, code, detail, {} }.toJson();
        if (code != QLatin1String("remote"))
            m_cost->unreadable(code, detail); // else its host parts say "remote" already
        QStringList parts;
        if (m_request.hostCounters)
            parts << QStringLiteral("host_counters") << QStringLiteral("io_memory");
        if (m_request.spec.profilesOnCpu())
            parts << QStringLiteral("server_profile");
        if (m_request.spec.profilesOffCpu())
            parts << QStringLiteral("server_offcpu_profile");
        if (code != QLatin1String("remote"))
            parts << QStringLiteral("incident_host_threads"); // the watch's incidents: their SQL parts only
        if (agent && !parts.isEmpty() && !m_oldAgentNoted && m_hooks.collectorNote) {
            m_oldAgentNoted = true;
            m_hooks.collectorNote({ CollectorNote::Kind::NeedsAgentProtocol2, parts, 0, 0, 0, agent->via() });
        }
        return;
    }
    auto cost = std::make_unique<RunCostSession>(pid, m_request.hostCounters, agentHostIo(agent->sharedConnection()));
    if (m_hooks.adjustOptions)
        cost->leaveOutClientCpu(QStringLiteral("load_processes"));
    m_cost = std::move(cost);
    m_hostCounters = makeHostCounters(pid);
    m_profiler = makeProfiler(pid, ProfileKind::OnCpu);
    m_offProfiler = makeProfiler(pid, ProfileKind::OffCpu);
}

// The host counters and the profiles of the server `pid` on its host (this machine's or the agent's); none when
// the run does not ask for them. A profiler is started: a failure is its record's (stop() says why).
std::unique_ptr<HostCounterSource> MeasuredRun::makeHostCounters(pid_t pid) const
{
    if (!m_request.hostCounters)
        return nullptr;
    if (auto* agent = dynamic_cast<AgentServerMachine*>(m_serverHost.get()))
        return std::make_unique<AgentHostCounters>(agent->sharedConnection(), pid);
    return std::make_unique<HostCounterSession>(pid);
}

std::unique_ptr<HostProfiler> MeasuredRun::makeProfiler(pid_t pid, ProfileKind kind) const
{
    if (kind == ProfileKind::OffCpu ? !m_request.spec.profilesOffCpu() : !m_request.spec.profilesOnCpu())
        return nullptr;
    std::unique_ptr<HostProfiler> profiler;
    if (auto* agent = dynamic_cast<AgentServerMachine*>(m_serverHost.get()))
        profiler = std::make_unique<AgentProfiler>(agent->sharedConnection(), pid, ServerProfiler::kDefaultFrequencyHz, kind);
    else
        profiler = std::make_unique<ServerProfiler>(pid, ServerProfiler::kDefaultFrequencyHz, kind);
    profiler->start();
    return profiler;
}

void MeasuredRun::stopServerCollectors()
{
    if (m_hostCounters) {
        m_hostCounterRecord = m_hostCounters->toJson();
        m_hostCounters.reset();
    }
    if (m_profiler) {
        const ServerProfileResult result = m_profiler->stop();
        m_profiler.reset(); // perf has ended: stop() waited for it or killed it
        m_profileRecord = result.toJson();
        if (result.available)
            m_profileFolded = result.profile.foldedText();
    }
    if (m_offProfiler) {
        const ServerProfileResult result = m_offProfiler->stop();
        m_offProfiler.reset();
        m_offProfileRecord = result.toJson();
        if (result.available)
            m_offProfileFolded += result.profile.foldedText(); // after what a restart kept
    }
}

// The tables whose size the run reports: the workload's, or every group's of a mix.
QStringList MeasuredRun::runTables(const Workload& workload) const
{
    QStringList tables = m_mix.empty() ? workload.dataTables() : QStringList();
    for (const MixGroup& g : m_mix)
        tables << g.workload->dataTables();
    tables.removeDuplicates();
    return tables;
}

// The phase's start: the database's size, on the probe connection that took the status counters.
void MeasuredRun::readCostAtStart(Session& probe, bool probed, const Workload& workload)
{
    m_costRecord = QJsonObject();
    m_phaseTransactions = 0;
    m_sizeAtStart = DatabaseSize { QStringLiteral("not_answering"), 0, 0 };
    if (probed && m_request.serverBinding)
        m_sizeAtStart = RunCostSession::readDatabaseSize(probe, runTables(workload));
}

// The phase's end (the collectors stopped, the status delta read): the size again, the network bytes, the record.
void MeasuredRun::finishCost(Session& probe, bool answering, const Workload& workload)
{
    if (!m_cost)
        return;
    DatabaseSize end { QStringLiteral("not_answering"), 0, 0 };
    if (answering && m_sizeAtStart.ok())
        end = RunCostSession::readDatabaseSize(probe, runTables(workload));
    m_cost->setDatabaseSize(m_sizeAtStart, end);
    m_cost->setNetwork(m_statusDelta, m_phaseTransactions);
    m_costRecord = m_cost->toJson();
    m_cost.reset();
}

// What a workload read from the server over the window (tpcc's TPM from Com_commit + Com_rollback) counts every
// group's statements, not its own: said so in the total and in the group that measured it.
void MeasuredRun::markServerFigures(RunSummary& summary) const
{
    QStringList names;
    for (const MixGroup& g : m_mix)
        names.append(g.name);
    const QJsonObject cover { { QStringLiteral("server_figures_cover"), QStringLiteral("every group") },
        { QStringLiteral("groups"), QJsonArray::fromStringList(names) } };
    auto mark = [&](RunSummary& s) {
        if (!s.workloadFigures.isEmpty())
            s.workloadFigures.insert(QStringLiteral("mix"), cover);
    };
    mark(summary);
    for (RunSummary& g : summary.groups)
        mark(g);
}

QJsonObject MeasuredRun::environmentSnapshot() const
{
    QJsonObject environment { { QStringLiteral("tool_version"), QStringLiteral(SCALEBENCH_VERSION) },
        { QStringLiteral("client_library"), Session::clientLibraryVersion() },
        { QStringLiteral("affinity"), m_affinityRecord } };
    // Whether the statement texts the run keeps (incidents) hold the customer's literal values.
    environment.insert(
        QStringLiteral("query_text"), m_request.keepQueryText ? QStringLiteral("kept") : QStringLiteral("normalised"));
    if (m_prepared) // the tables were loaded right before this run (prepare policy), not found in place
        environment.insert(QStringLiteral("prepared_by_run"), true);
    if (m_serverInfo)
        environment.insert(QStringLiteral("server"), m_serverInfo->toJson());
    if (!m_statusDelta.isEmpty())
        environment.insert(QStringLiteral("status_delta"), m_statusDelta);
    if (!m_serverWatchRecord.isEmpty())
        environment.insert(QStringLiteral("server_counters"), m_serverWatchRecord);
    // The server's own CPU time over the measured part: a local server's from /proc (remote: not available).
    if (m_serverCpuSeconds >= 0)
        environment.insert(QStringLiteral("server_cpu"),
            QJsonObject { { QStringLiteral("seconds"), m_serverCpuSeconds },
                { QStringLiteral("source"), m_serverHost ? QStringLiteral("agent") : QStringLiteral("proc") } });
    if (!m_hostCounterRecord.isEmpty())
        environment.insert(QStringLiteral("server_host_counters"), m_hostCounterRecord);
    if (!m_costRecord.isEmpty())
        environment.insert(RunCost::kRecord, m_costRecord);
    // The load this machine carried over the measured part (MachineLoad), named by a report whose repetitions
    // disagree.
    if (m_machineLoad.isValid())
        environment.insert(QStringLiteral("machine_load"), m_machineLoad.toJson());
    if (!m_profileRecord.isEmpty())
        environment.insert(QStringLiteral("server_profile"), m_profileRecord);
    if (!m_offProfileRecord.isEmpty())
        environment.insert(QStringLiteral("server_offcpu_profile"), m_offProfileRecord);
    // Where the server waited over the measured part (performance_schema), or why that is not available.
    if (m_waits)
        environment.insert(QStringLiteral("server_waits"), m_waits->result());
    if (m_hooks.environment)
        m_hooks.environment(environment);
    return environment;
}

} // namespace sb
