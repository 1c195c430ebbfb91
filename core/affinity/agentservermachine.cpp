// SPDX-License-Identifier: GPL-3.0-or-later
#include "agentservermachine.h"

#include "server/agentconnection.h"
#include "server/agentprotocol.h"

#include <QJsonArray>

namespace sb {

namespace {

    QList<ThreadMask> masksFromJson(const QJsonArray& array)
    {
        QList<ThreadMask> masks;
        for (const auto& v : array) {
            const QJsonObject o = v.toObject();
            auto cpus = CpuSet::parse(o.value(QStringLiteral("cpus")).toString());
            masks.append({ pid_t(o.value(QStringLiteral("tid")).toInt()), o.value(QStringLiteral("name")).toString(),
                cpus ? *cpus : CpuSet() });
        }
        return masks;
    }

    CpuSet cpusOf(const QJsonObject& o, const char* key)
    {
        auto cpus = CpuSet::parse(o.value(QLatin1String(key)).toString());
        return cpus ? *cpus : CpuSet();
    }

    // A binding on the agent's host: the agent holds it (with its journal and guard there); this is its handle.
    class AgentBinding : public HostBinding {
    public:
        AgentBinding(std::shared_ptr<AgentConnection> connection, const QJsonObject& state)
            : m_connection(std::move(connection))
        {
            take(state);
        }
        ~AgentBinding() override { restore(); }
        bool isActive() const override { return m_active; }
        CpuSet effectiveCpus() const override { return m_effective; }
        QList<ThreadMask> readBack() const override
        {
            auto reply = m_connection->call(agent::kReadBack);
            return reply ? masksFromJson(reply->value(QStringLiteral("threads")).toArray()) : m_threads;
        }
        QList<ThreadMask> refusedThreads() const override
        {
            if (auto reply = m_connection->call(agent::kReadBack))
                return masksFromJson(reply->value(QStringLiteral("refused")).toArray());
            return m_refused;
        }
        Error restore() override
        {
            if (!m_active)
                return {};
            // Refresh what was applied before it goes: the record says the masks as they were during the run.
            if (auto state = m_connection->call(agent::kReadBack))
                take(*state);
            m_active = false;
            auto reply = m_connection->call(agent::kRestore);
            return reply ? Error {} : reply.error();
        }

    private:
        void take(const QJsonObject& state)
        {
            m_active = state.value(QStringLiteral("active")).toBool();
            m_effective = cpusOf(state, "effective");
            m_threads = masksFromJson(state.value(QStringLiteral("threads")).toArray());
            m_refused = masksFromJson(state.value(QStringLiteral("refused")).toArray());
        }

        std::shared_ptr<AgentConnection> m_connection;
        bool m_active = false;
        CpuSet m_effective;
        QList<ThreadMask> m_threads;
        QList<ThreadMask> m_refused;
    };

    class AgentSampler : public HostThreadSampler {
    public:
        explicit AgentSampler(std::shared_ptr<AgentConnection> connection)
            : m_connection(std::move(connection))
        {
        }
        std::vector<ServerThreadCpu> sample() override
        {
            std::vector<ServerThreadCpu> threads;
            auto reply = m_connection->call(agent::kSample);
            if (!reply)
                return threads; // the agent is gone: the interval has no server threads, as for a server that ended
            for (const auto& v : reply->value(QStringLiteral("threads")).toArray()) {
                const QJsonObject o = v.toObject();
                threads.push_back({ o.value(QStringLiteral("tid")).toInt(), o.value(QStringLiteral("name")).toString(),
                    o.value(QStringLiteral("cpu_percent")).toDouble(), o.value(QStringLiteral("last_cpu")).toInt(-1) });
            }
            return threads;
        }

    private:
        std::shared_ptr<AgentConnection> m_connection;
    };

} // namespace

Result<std::shared_ptr<ServerMachine>> ServerMachine::open(const SshTarget& target)
{
    if (!target.isSet())
        return local();
    auto connection = AgentConnection::open(target);
    if (!connection)
        return connection.error();
    return std::shared_ptr<ServerMachine>(std::make_shared<AgentServerMachine>(std::move(*connection)));
}

AgentServerMachine::AgentServerMachine(std::unique_ptr<AgentConnection> connection)
    : m_connection(std::move(connection))
{
}

AgentServerMachine::~AgentServerMachine() = default;

QString AgentServerMachine::name() const
{
    return m_connection->hostname();
}

QString AgentServerMachine::via() const
{
    return m_connection->target().label();
}

Result<Topology> AgentServerMachine::topology()
{
    auto reply = m_connection->call(agent::kTopology);
    if (!reply)
        return reply.error();
    return Topology::fromXml(reply->value(QStringLiteral("xml")).toString().toUtf8(),
        QStringLiteral("agent:") + m_connection->hostname());
}

Result<ProcessIdentity> AgentServerMachine::findServer(const ServerLocator& where)
{
    QJsonObject args;
    if (where.pid > 0)
        args.insert(QStringLiteral("pid"), int(where.pid));
    if (where.port > 0)
        args.insert(QStringLiteral("port"), int(where.port));
    if (!where.socket.isEmpty())
        args.insert(QStringLiteral("socket"), where.socket);
    auto reply = m_connection->call(agent::kFindServer, args);
    if (!reply)
        return reply.error();
    ProcessIdentity identity;
    identity.pid = pid_t(reply->value(QStringLiteral("pid")).toInt());
    identity.startTime = quint64(reply->value(QStringLiteral("start_time")).toInteger());
    identity.exeName = reply->value(QStringLiteral("exe")).toString();
    return identity;
}

Result<std::unique_ptr<HostBinding>> AgentServerMachine::bind(const ProcessIdentity& server, const CpuSet& cpus)
{
    auto reply = m_connection->call(agent::kBind,
        { { QStringLiteral("pid"), int(server.pid) }, { QStringLiteral("start_time"), qint64(server.startTime) },
            { QStringLiteral("cpus"), cpus.toCpuList() } });
    if (!reply)
        return reply.error();
    return std::unique_ptr<HostBinding>(std::make_unique<AgentBinding>(m_connection, *reply));
}

Result<QList<ThreadMask>> AgentServerMachine::threads(pid_t pid)
{
    auto reply = m_connection->call(agent::kThreads, { { QStringLiteral("pid"), int(pid) } });
    if (!reply)
        return reply.error();
    return masksFromJson(reply->value(QStringLiteral("threads")).toArray());
}

Result<std::unique_ptr<HostThreadSampler>> AgentServerMachine::threadSampler(pid_t pid)
{
    auto reply = m_connection->call(agent::kSampleStart, { { QStringLiteral("pid"), int(pid) } });
    if (!reply)
        return reply.error();
    return std::unique_ptr<HostThreadSampler>(std::make_unique<AgentSampler>(m_connection));
}

QJsonObject AgentServerMachine::hostInfo(const CpuSet& cpus, const Topology&)
{
    auto reply = m_connection->call(agent::kHostInfo, { { QStringLiteral("cpus"), cpus.toCpuList() } });
    return reply ? reply->value(QStringLiteral("host")).toObject() : QJsonObject();
}

double AgentServerMachine::processCpuSeconds(pid_t pid)
{
    auto reply = m_connection->call(agent::kProcessCpu, { { QStringLiteral("pid"), int(pid) } });
    return reply ? reply->value(QStringLiteral("seconds")).toDouble(-1) : -1;
}

} // namespace sb
