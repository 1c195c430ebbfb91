// SPDX-License-Identifier: GPL-3.0-or-later
#include "agentservice.h"

#include "collectors/hostio.h"
#include "common/bindingproblem.h"
#include "server/serverprocess.h"
#include "common/errorjson.h"
#include "server/agentproblem.h"
#include "server/agentprotocol.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>

namespace sb::agent {

namespace {

    QJsonArray masksJson(const QList<ThreadMask>& masks)
    {
        QJsonArray a;
        for (const ThreadMask& m : masks)
            a.append(QJsonObject { { QStringLiteral("tid"), int(m.tid) }, { QStringLiteral("name"), m.name },
                { QStringLiteral("cpus"), m.cpus.toCpuList() } });
        return a;
    }

    Error protocolError(AgentProblem problem, QStringList args = {}, const QString& detail = {})
    {
        return { ErrorCode::AgentFailed, {}, detail, 0, qint64(problem), std::move(args) };
    }

    Result<pid_t> pidOf(const QJsonObject& request)
    {
        const int pid = request.value(QStringLiteral("pid")).toInt();
        if (pid <= 0)
            return Error { ErrorCode::BindingRefused, QStringLiteral("--server-pid"), {}, 0,
                qint64(BindingProblem::NotAProcessId), { QString::number(pid) } };
        return pid_t(pid);
    }

} // namespace

AgentService::AgentService(int maxProtocol)
    : m_maxProtocol(std::clamp(maxProtocol, kFirstProtocolVersion, kProtocolVersion))
{
}

QByteArray AgentService::handle(const QByteArray& line)
{
    const QJsonDocument doc = QJsonDocument::fromJson(line);
    const QJsonObject request = doc.object();
    QJsonObject reply;
    if (request.contains(QStringLiteral("id")))
        reply.insert(QStringLiteral("id"), request.value(QStringLiteral("id")));
    Result<QJsonObject> result = !doc.isObject()
        ? Result<QJsonObject>(protocolError(AgentProblem::NotAnAgent, {}, QString::fromUtf8(line.left(200))))
        : dispatch(request.value(QStringLiteral("op")).toString(), request);
    if (result) {
        for (auto it = result->begin(); it != result->end(); ++it)
            reply.insert(it.key(), it.value());
        reply.insert(QStringLiteral("ok"), true);
    } else {
        reply.insert(QStringLiteral("ok"), false);
        reply.insert(QStringLiteral("error"), ErrorJson::toJson(result.error()));
        reply.insert(QStringLiteral("protocol"), m_maxProtocol);
    }
    return QJsonDocument(reply).toJson(QJsonDocument::Compact);
}

Result<QJsonObject> AgentService::dispatch(const QString& op, const QJsonObject& request)
{
    if (op == QLatin1String(kHello))
        return hello(request);
    if (!m_greeted) // nothing before a hello in our version
        return protocolError(AgentProblem::NotAnAgent, {}, op);
    if (op == QLatin1String(kPing))
        return QJsonObject();
    if (op == QLatin1String(kFindServer))
        return findServer(request);
    if (op == QLatin1String(kThreads)) {
        auto pid = pidOf(request);
        if (!pid)
            return pid.error();
        if (Error e = ServerProcess::check(*pid))
            return e;
        auto threads = m_host.threads(*pid);
        if (!threads)
            return threads.error();
        return QJsonObject { { QStringLiteral("threads"), masksJson(*threads) } };
    }
    if (op == QLatin1String(kBind))
        return bind(request);
    if (op == QLatin1String(kReadBack))
        return bindingState();
    if (op == QLatin1String(kRestore)) {
        Error e = m_binding ? m_binding->restore() : Error {};
        m_binding.reset();
        if (e)
            return e;
        return QJsonObject();
    }
    if (op == QLatin1String(kSampleStart))
        return sampleStart(request);
    if (op == QLatin1String(kSample))
        return sample();
    if (op == QLatin1String(kProcessCpu)) {
        auto pid = pidOf(request);
        if (!pid)
            return pid.error();
        if (Error e = ServerProcess::check(*pid))
            return e;
        return QJsonObject { { QStringLiteral("seconds"), m_host.processCpuSeconds(*pid) } };
    }
    if (op == QLatin1String(kTopology))
        return topology();
    if (op == QLatin1String(kHostInfo))
        return hostInfo(request);
    if (m_protocol >= 2 && op == QLatin1String(kHostIo)) {
        auto pid = pidOf(request);
        if (!pid)
            return pid.error();
        if (Error e = ServerProcess::check(*pid)) // a MySQL-family server's readings, nobody else's
            return e;
        return readHostIo(*pid).toJson();
    }
    if (m_protocol >= 2) {
        if (auto answered = m_collectors.handle(op, request))
            return std::move(*answered);
    }
    return protocolError(AgentProblem::NotAnAgent, {}, op); // not one of ours: nothing is done
}

Result<QJsonObject> AgentService::hello(const QJsonObject& request)
{
    // The client's oldest version and its newest: the highest both speak. A version-1 agent (m_maxProtocol 1) reads
    // only the first and ends on any other value, as the agents of that version do.
    const int theirs = request.value(QStringLiteral("protocol")).toInt();
    const int theirNewest = m_maxProtocol == 1 ? theirs : std::max(theirs, request.value(QStringLiteral("max_protocol")).toInt(theirs));
    const int agreed = std::min(theirNewest, m_maxProtocol);
    if (agreed < theirs || agreed < kFirstProtocolVersion) {
        m_finished = true;
        return protocolError(AgentProblem::VersionMismatch, { QString::number(m_maxProtocol), QString::number(theirNewest) });
    }
    m_protocol = agreed;
    m_greeted = true;
    m_heartbeatMs = std::clamp(request.value(QStringLiteral("heartbeat_ms")).toInt(kDefaultHeartbeatMs), kMinHeartbeatMs,
        kMaxHeartbeatMs);
    return QJsonObject { { QStringLiteral("agent"), QLatin1String(kAgentName) },
        { QStringLiteral("protocol"), m_protocol }, { QStringLiteral("version"), QStringLiteral(SCALEBENCH_VERSION) },
        { QStringLiteral("hostname"), m_host.name() }, { QStringLiteral("heartbeat_ms"), m_heartbeatMs } };
}

Result<QJsonObject> AgentService::findServer(const QJsonObject& request)
{
    ServerLocator where;
    where.pid = pid_t(request.value(QStringLiteral("pid")).toInt());
    where.port = unsigned(request.value(QStringLiteral("port")).toInt());
    where.socket = request.value(QStringLiteral("socket")).toString();
    auto found = m_host.findServer(where);
    if (!found)
        return found.error();
    return QJsonObject { { QStringLiteral("pid"), int(found->pid) }, { QStringLiteral("exe"), found->exeName },
        { QStringLiteral("start_time"), qint64(found->startTime) } };
}

Result<QJsonObject> AgentService::bind(const QJsonObject& request)
{
    auto pid = pidOf(request);
    if (!pid)
        return pid.error();
    if (Error e = ServerProcess::check(*pid))
        return e;
    auto identity = ProcessIdentity::of(*pid);
    if (!identity)
        return identity.error();
    // The process found earlier, not one that took its pid since.
    const quint64 startTime = quint64(request.value(QStringLiteral("start_time")).toInteger());
    if (startTime != 0 && identity->startTime != startTime)
        return Error { ErrorCode::BindingRefused, QStringLiteral("--server-pid"), {}, 0,
            qint64(BindingProblem::NoSuchProcess), { QString::number(*pid) } };
    auto cpus = CpuSet::parse(request.value(QStringLiteral("cpus")).toString());
    if (!cpus)
        return cpus.error();
    if (m_binding) { // one binding at a time: the previous one goes back first
        if (Error e = m_binding->restore())
            return e;
        m_binding.reset();
    }
    auto binding = m_host.bind(*identity, *cpus);
    if (!binding)
        return binding.error();
    m_binding = std::move(*binding);
    m_asked = *cpus;
    return bindingState();
}

Result<QJsonObject> AgentService::bindingState() const
{
    if (!m_binding)
        return QJsonObject { { QStringLiteral("active"), false } };
    return QJsonObject { { QStringLiteral("active"), m_binding->isActive() }, { QStringLiteral("asked"), m_asked.toCpuList() },
        { QStringLiteral("effective"), m_binding->effectiveCpus().toCpuList() },
        { QStringLiteral("threads"), masksJson(m_binding->readBack()) },
        { QStringLiteral("refused"), masksJson(m_binding->refusedThreads()) } };
}

Result<QJsonObject> AgentService::sampleStart(const QJsonObject& request)
{
    auto pid = pidOf(request);
    if (!pid)
        return pid.error();
    if (Error e = ServerProcess::check(*pid))
        return e;
    auto sampler = m_host.threadSampler(*pid);
    if (!sampler)
        return sampler.error();
    m_sampler = std::move(*sampler);
    return QJsonObject();
}

Result<QJsonObject> AgentService::sample()
{
    QJsonArray threads;
    if (m_sampler) {
        for (const ServerThreadCpu& t : m_sampler->sample())
            threads.append(QJsonObject { { QStringLiteral("tid"), t.tid }, { QStringLiteral("name"), t.name },
                { QStringLiteral("cpu_percent"), t.cpuPercent }, { QStringLiteral("last_cpu"), t.lastCpu } });
    }
    return QJsonObject { { QStringLiteral("threads"), threads } };
}

Result<QJsonObject> AgentService::topology()
{
    if (!m_topology) {
        auto loaded = m_host.topology();
        if (!loaded)
            return loaded.error();
        m_topology.emplace(std::move(*loaded));
    }
    return QJsonObject { { QStringLiteral("xml"), QString::fromUtf8(m_topology->toXml()) },
        { QStringLiteral("hostname"), m_host.name() } };
}

Result<QJsonObject> AgentService::hostInfo(const QJsonObject& request)
{
    if (auto t = topology(); !t)
        return t.error();
    auto cpus = CpuSet::parse(request.value(QStringLiteral("cpus")).toString());
    if (!cpus)
        return cpus.error();
    return QJsonObject { { QStringLiteral("host"), m_host.hostInfo(*cpus, *m_topology) } };
}

void AgentService::restore()
{
    if (m_binding)
        m_binding->restore();
    m_binding.reset();
    m_sampler.reset();
    m_collectors.drop(); // perf stopped, its data removed
}

} // namespace sb::agent
