// SPDX-License-Identifier: GPL-3.0-or-later
#include "agentcollectors.h"

#include "server/agentconnection.h"
#include "server/agentprotocol.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <chrono>
#include <thread>

namespace sb {

namespace {

    // The agent's error (it is gone, the pid is not a server there) as a reason: the agent's words in detail.
    QString lostDetail(const Error& e)
    {
        return e.detail.isEmpty() ? e.context : e.detail;
    }

    ServerProfileResult notAvailable(const QJsonObject& why)
    {
        return { false, why.value(QStringLiteral("reason")).toString(), why.value(QStringLiteral("detail")).toString(), {} };
    }

} // namespace

AgentHostCounters::AgentHostCounters(std::shared_ptr<AgentConnection> connection, pid_t pid)
    : m_connection(std::move(connection))
    , m_pid(pid)
{
}

void AgentHostCounters::begin()
{
    m_result = QJsonObject();
    if (!m_opened) { // opened once; later begins (warm-up intervals) only move the baseline there
        auto opened = m_connection->call(agent::kCountersOpen, { { QStringLiteral("pid"), int(m_pid) } });
        if (!opened) {
            m_result = hostCountersUnavailable(QStringLiteral("agent_failed"), lostDetail(opened.error()));
            return;
        }
        m_opened = true;
    }
    if (auto begun = m_connection->call(agent::kCountersBegin); !begun)
        m_result = hostCountersUnavailable(QStringLiteral("agent_failed"), lostDetail(begun.error()));
}

void AgentHostCounters::end()
{
    if (!m_opened)
        return; // the record of the failed begin stays
    auto ended = m_connection->call(agent::kCountersEnd);
    m_result = ended ? ended->value(QStringLiteral("record")).toObject()
                     : hostCountersUnavailable(QStringLiteral("agent_failed"), lostDetail(ended.error()));
}

AgentProfiler::AgentProfiler(std::shared_ptr<AgentConnection> connection, pid_t pid, int frequencyHz, ProfileKind kind)
    : m_connection(std::move(connection))
    , m_pid(pid)
    , m_frequencyHz(frequencyHz)
    , m_kind(kind)
{
}

QJsonObject AgentProfiler::request(QJsonObject fields) const
{
    if (m_kind != ProfileKind::OnCpu)
        fields.insert(QStringLiteral("kind"), profileKindName(m_kind));
    return fields;
}

bool AgentProfiler::start()
{
    auto reply = m_connection->call(agent::kProfileStart,
        request({ { QStringLiteral("pid"), int(m_pid) }, { QStringLiteral("frequency_hz"), m_frequencyHz } }));
    if (!reply) {
        m_failed = { false, QStringLiteral("agent_failed"), lostDetail(reply.error()), {} };
        return false;
    }
    if (reply->contains(QStringLiteral("not_available"))) { // refused there before perf ran: the reason is theirs
        m_failed = notAvailable(reply->value(QStringLiteral("not_available")).toObject());
        return false;
    }
    m_started = true;
    return true;
}

void AgentProfiler::markMeasuredStart()
{
    if (m_started)
        m_connection->call(agent::kProfileMark, request({ { QStringLiteral("at"), QStringLiteral("start") } }));
}

void AgentProfiler::markMeasuredEnd()
{
    if (m_started)
        m_connection->call(agent::kProfileMark, request({ { QStringLiteral("at"), QStringLiteral("end") } }));
}

ServerProfileResult AgentProfiler::stop()
{
    if (!m_started)
        return m_failed;
    m_started = false;
    if (auto stopping = m_connection->call(agent::kProfileStop, request({})); !stopping)
        return { false, QStringLiteral("agent_failed"), lostDetail(stopping.error()), {} };
    // perf ends and its stacks are folded on the agent's own thread; meanwhile the heartbeat keeps pinging.
    const auto deadline = std::chrono::steady_clock::now()
        + std::chrono::milliseconds(ServerProfiler::kStopTimeoutMs + ServerProfiler::kScriptTimeoutMs + 10000);
    for (;;) {
        auto reply = m_connection->call(agent::kProfileResult, request({}));
        if (!reply)
            return { false, QStringLiteral("agent_failed"), lostDetail(reply.error()), {} };
        if (reply->value(QStringLiteral("done")).toBool()) {
            const QJsonObject record = reply->value(QStringLiteral("record")).toObject();
            if (record.contains(QStringLiteral("not_available")))
                return notAvailable(record.value(QStringLiteral("not_available")).toObject());
            ServerProfileResult r;
            r.profile = FoldedProfile::fromStored(reply->value(QStringLiteral("folded")).toString().toUtf8(), record);
            r.available = r.profile.samples > 0;
            if (!r.available)
                r.reason = QStringLiteral("no_samples");
            return r;
        }
        if (std::chrono::steady_clock::now() > deadline)
            return { false, QStringLiteral("perf_failed"), QStringLiteral("perf script: timeout"), {} };
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
    }
}

std::function<void(Incident&)> agentHostThreads(std::shared_ptr<AgentConnection> connection, pid_t pid)
{
    return [connection = std::move(connection), pid](Incident& incident) {
        auto reply = connection->call(agent::kHostThreads, { { QStringLiteral("pid"), int(pid) }, { QStringLiteral("sample_ms"), 200 } });
        if (!reply || !reply->value(QStringLiteral("answered")).toBool())
            return;
        incident.hostThreads = Incident::Part::Answered;
        incident.threads = reply->value(QStringLiteral("threads")).toArray();
        incident.threadStates = reply->value(QStringLiteral("states")).toObject();
    };
}

} // namespace sb
