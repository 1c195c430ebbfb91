// SPDX-License-Identifier: GPL-3.0-or-later
// MeasuredRun's watch over the server's restarts (issue 38): the server's identity on its host (ServerRestartWatch,
// which re-binds the new process at once) and its Uptime through SQL (the status sampler's readings). Each restart
// becomes an event of the phase's run (stored, handed to the front end), the host collectors follow the new process,
// the intervals around it are marked, and a restart the run cannot bind again ends the run as server-restarted.
#include "affinity/agentservermachine.h"
#include "collectors/agentcollectors.h"
#include "server/agentconnection.h"
#include "collectors/hostcounters.h"
#include "collectors/serverprofiler.h"
#include "collectors/serverwatch.h"
#include "measuredrun.h"
#include "serverrestartwatch.h"
#include "store/resultstore.h"

#include <QJsonArray>

namespace sb {

namespace {

    double secondsBetween(ServerRestartWatch::Clock::time_point a, ServerRestartWatch::Clock::time_point b)
    {
        return std::chrono::duration<double>(b - a).count();
    }

    bool loopback(const QString& host)
    {
        return host.isEmpty() || host == QLatin1String("localhost") || host.startsWith(QLatin1String("127."))
            || host == QLatin1String("::1");
    }

    QString cpuList(const QList<ThreadMask>& threads)
    {
        CpuSet all;
        for (const ThreadMask& t : threads)
            all = all | t.cpus;
        return all.toCpuList();
    }

} // namespace

// A server this process binds: its process is watched on its host, this machine's (/proc) or the agent's (its
// find_server answers: pid and start time). The new process is looked for where the run connects: its socket or,
// for TCP, its port (on this machine only on a loopback host).
void MeasuredRun::startRestartWatch()
{
    if (!m_request.serverBinding || !m_request.watchRestarts || !m_affinity)
        return;
    const ServerProfile& p = m_request.server.profile;
    std::optional<ProcessIdentity> identity;
    ServerLocator where;
    ServerRestartWatch::Host host;
    if (m_serverHost) {
        const pid_t pid = m_affinity->serverPidOnHost();
        if (pid <= 0)
            return;
        auto found = m_serverHost->findServer(ServerLocator { pid, 0, {} });
        if (!found)
            return;
        identity = *found;
        where = p.usesSocket() ? ServerLocator { 0, 0, p.socket } : ServerLocator { 0, p.port, {} };
        host = ServerRestartWatch::machineHost(m_serverHost, where);
    } else {
        if (m_serverPid <= 0)
            return;
        if (auto local = ProcessIdentity::of(m_serverPid))
            identity = *local;
        where = ServerLocator { 0, loopback(p.host) ? p.port : 0u, p.socket };
        host = ServerRestartWatch::localHost(where);
    }
    if (!identity || (where.port == 0 && where.socket.isEmpty()))
        return;
    m_restartWatch = std::make_unique<ServerRestartWatch>(*identity, std::move(host),
        [this](const ProcessIdentity& server) { return m_affinity ? m_affinity->rebind(server) : Error {}; });
    m_restartWatch->start();
}

void MeasuredRun::stopRestartWatch()
{
    if (m_restartWatch)
        m_restartWatch->stop();
}

// At every interval (the run's thread): the restarts the watch handled, the Uptime the status sampler read, and the
// interval's mark.
void MeasuredRun::watchRestarts(IntervalSample& s, const std::function<void()>& stopRunner, ServerWatch* watching)
{
    m_watching = watching;
    const auto now = ServerRestartWatch::Clock::now();
    const auto atSec = [&](ServerRestartWatch::Clock::time_point t) { return s.timeSec - secondsBetween(t, now); };
    if (m_restartWatch) {
        for (const ServerRestartWatch::Restart& r : m_restartWatch->take()) {
            RunEvent event { atSec(r.up), QLatin1String(RunEvent::kServerRestarted), {} };
            event.detail = { { QStringLiteral("seen_by"), QStringLiteral("process") },
                { QStringLiteral("new_pid"), int(r.after.pid) }, { QStringLiteral("down_sec"), atSec(r.down) },
                { QStringLiteral("gap_sec"), secondsBetween(r.down, r.up) } };
            if (r.after.pid > 0)
                event.detail.insert(QStringLiteral("bound_ms"), secondsBetween(r.up, r.bound) * 1000.0);
            recordRestart(event, r.error, r.before.pid, stopRunner);
        }
    }
    if (watching) {
        const auto [reading, uptime] = watching->uptime();
        if (reading != 0 && reading != m_uptimeReading) {
            if (m_uptimeReading != 0 && uptime >= 0 && uptime < m_uptime && !m_restartSinceReading)
                restartSeenByUptime(s.timeSec - double(uptime), stopRunner);
            m_uptimeReading = reading;
            m_uptime = uptime;
            m_restartSinceReading = false;
        }
    }
    const bool down = m_restartWatch && m_restartWatch->downSince() != ServerRestartWatch::Clock::time_point {};
    if (m_restartWatch && !down) { // the process's latest readings: what an old one leaves when it restarts
        if (m_cost)
            m_cost->checkpoint();
        m_machineLoad.checkpoint();
    }
    s.restart = down ? QStringLiteral("gap") : RunEvent::intervalMark(m_events, s.timeSec, s.intervalSec);
}

// The server's Uptime went down, and its process watch saw nothing: a server whose process this run does not watch
// (a remote one), or one the watch cannot find (then it is asked once more, and says why).
void MeasuredRun::restartSeenByUptime(double atSec, const std::function<void()>& stopRunner)
{
    if (m_restartWatch && m_restartWatch->downSince() != ServerRestartWatch::Clock::time_point {}) {
        m_restartWatch->serverAnswers(); // its restart, found or refused, comes through take()
        return;
    }
    RunEvent event { atSec, QLatin1String(RunEvent::kServerRestarted),
        { { QStringLiteral("seen_by"), QStringLiteral("uptime") } } };
    // A binding on a host this run cannot re-bind yet (the agent's, before its protocol 2) no longer holds.
    const bool bound = m_affinity && m_affinity->bindsServer() && !m_restartWatch;
    recordRestart(event, bound ? Error { ErrorCode::BindingRefused, {}, {} } : Error {}, m_serverPid, stopRunner);
}

// One restart: the collectors follow the new process, the binding read back, the event kept and told; when the new
// server could not be bound, the run ends (server-restarted) with what it measured.
void MeasuredRun::recordRestart(
    RunEvent event, const Error& error, pid_t oldPid, const std::function<void()>& stopRunner)
{
    m_restartSinceReading = true;
    m_restartedAtSec = event.timeSec;
    const pid_t newPid = pid_t(event.detail.value(QStringLiteral("new_pid")).toInt());
    event.detail.insert(QStringLiteral("old_pid"), int(oldPid));
    if (m_affinity && m_affinity->bindsServer()) {
        const QString asked = m_affinity->serverPreset()->cpus.toCpuList();
        QJsonObject binding { { QStringLiteral("asked"), asked } };
        if (error) {
            if (newPid <= 0)
                m_affinity->serverLost(error);
            binding.insert(QStringLiteral("refused"), QLatin1String(errorCodeName(error.code)));
            if (!error.detail.isEmpty())
                binding.insert(QStringLiteral("detail"), error.detail);
            m_restartError = Error { ErrorCode::ServerRestarted, m_request.server.profile.endpoint(), error.detail, 0,
                qint64(std::llround(event.timeSec * 1000.0)),
                { QString::number(oldPid), QString::number(newPid), asked } };
            stopRunner();
        } else {
            binding.insert(QStringLiteral("read_back"), cpuList(m_affinity->serverReadBack()));
        }
        event.detail.insert(QStringLiteral("binding"), binding);
    }
    if (newPid > 0 && !error)
        event.detail.insert(QStringLiteral("collectors"), reaimServerCollectors(newPid));
    m_events.push_back(event);
    if (m_store && !m_storeError) {
        if (Error e = m_store->appendRunEvent(m_currentRunId, event))
            storeFailedMidRun(e, stopRunner);
    }
    if (m_hooks.runEvent)
        m_hooks.runEvent(event);
}

// The host collectors (switch and hardware counters, the profile, the CPU clock, the cost readings, the machine
// load's server share, the incidents' host part) on the new process from here on, on its host (this machine or
// the agent's); what the old one had counted is kept beside as "before_restart" or added to the new one's.
QJsonObject MeasuredRun::reaimServerCollectors(pid_t pid)
{
    QJsonArray reaimed;
    if (!m_serverHost)
        m_serverPid = pid; // a pid of this machine (the agent's is RunAffinity's serverPidOnHost)
    if (m_hostCounters) {
        m_hostCounters->end();
        m_hostCountersBefore = m_hostCounters->toJson();
        m_hostCounters = makeHostCounters(pid);
        if (m_hostCounters)
            m_hostCounters->begin();
        reaimed.append(QStringLiteral("host_counters"));
    }
    if (m_profiler) {
        const ServerProfileResult before = m_profiler->stop();
        m_profileBefore = before.toJson();
        if (before.available)
            m_profileFolded += before.profile.foldedText();
        m_profiler = makeProfiler(pid, ProfileKind::OnCpu);
        if (m_profiler)
            m_profiler->markMeasuredStart();
        reaimed.append(QStringLiteral("profile"));
    }
    if (m_offProfiler) { // the old server's waits are kept, folded with the new one's
        if (const ServerProfileResult before = m_offProfiler->stop(); before.available)
            m_offProfileFolded += before.profile.foldedText();
        m_offProfiler = makeProfiler(pid, ProfileKind::OffCpu);
        if (m_offProfiler)
            m_offProfiler->markMeasuredStart();
        reaimed.append(QStringLiteral("offcpu_profile"));
    }
    if (m_cost) {
        m_cost->followServer(pid); // the old process's I/O to its last reading, the new one's from here
        reaimed.append(QStringLiteral("cost"));
    }
    if (m_serverCpuStart >= 0) {
        m_serverCpuStart = serverCpuSeconds(); // the old process's seconds went with it
        reaimed.append(QStringLiteral("server_cpu"));
    }
    if (!m_serverHost) {
        m_machineLoad.followServer(pid);
        reaimed.append(QStringLiteral("machine_load"));
    }
    if (m_watching) {
        auto* agent = dynamic_cast<AgentServerMachine*>(m_serverHost.get());
        m_watching->followServer(m_serverHost ? 0 : pid,
            agent && agent->connection().protocol() >= 2 ? agentHostThreads(agent->sharedConnection(), pid)
                                                          : std::function<void(Incident&)>());
        reaimed.append(QStringLiteral("incidents"));
    }
    return { { QStringLiteral("reaimed"), reaimed } };
}

// The phase's end: a restart that could not be bound ends the run as server-restarted (interrupted: plan resume runs
// it again); the summary says what its figures cover.
void MeasuredRun::endRestarts(RunSummary& summary)
{
    if (m_restartError) {
        summary.status = RunStatus::Interrupted;
        summary.error = m_restartError;
    }
    QJsonArray restarts;
    for (const RunEvent& e : m_events) {
        const QJsonObject binding = e.detail.value(QStringLiteral("binding")).toObject();
        QJsonObject one { { QStringLiteral("at_sec"), e.timeSec },
            { QStringLiteral("gap_sec"), e.detail.value(QStringLiteral("gap_sec")) },
            { QStringLiteral("after_sec"), std::max(0.0, summary.durationSec - std::max(0.0, e.timeSec)) },
            { QStringLiteral("cold_buffer_pool"), true } };
        if (!binding.isEmpty()) // the run asked for the server's CPUs: did the new server get them?
            one.insert(QStringLiteral("bound"), !binding.contains(QStringLiteral("refused")));
        restarts.append(one);
    }
    summary.serverRestarts = restarts;
    if (!m_hostCounterRecord.isEmpty() && !m_hostCountersBefore.isEmpty()) {
        m_hostCounterRecord.insert(QStringLiteral("since_restart_sec"), m_restartedAtSec);
        m_hostCounterRecord.insert(QStringLiteral("before_restart"), m_hostCountersBefore);
    }
    if (!m_profileRecord.isEmpty() && !m_profileBefore.isEmpty())
        m_profileRecord.insert(QStringLiteral("before_restart"), m_profileBefore);
    m_events.clear();
    m_hostCountersBefore = {};
    m_profileBefore = {};
}

} // namespace sb
