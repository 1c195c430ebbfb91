// SPDX-License-Identifier: GPL-3.0-or-later
#include "smackclient.h"

namespace sb {

namespace {

constexpr ParamType kKey[] = { ParamType::String };
constexpr ParamType kPassKey[] = { ParamType::String, ParamType::String };
constexpr char kPassPattern[] = "@@@@@@@@@@@@@@@@@@@@@@@@@";

} // namespace

SmackClient::SmackClient(SmackKind kind, const SmackConfig& config, int workerIndex, int threads, std::uint64_t seed)
    : m_kind(kind)
    , m_config(config)
    , m_rng(seed, RandomConfig {})
    // Sequential clients start spread over the dictionary, so that they do not all read the same rows.
    , m_next(1 + config.rows * (workerIndex % std::max(1, threads)) / std::max(1, threads))
{
}

Error SmackClient::open(Session& session)
{
    m_session = &session;
    m_failed = nullptr;
    if (Error e = m_select.prepare(session, "SELECT * FROM http_auth WHERE username = ?", kKey, m_config.serverSide,
            SmackWorkload::kKeyLength))
        return e;
    if (m_kind == SmackKind::UpdateSelect)
        return m_update.prepare(session, "UPDATE http_auth SET pass = ? WHERE username = ?", kPassKey,
            m_config.serverSide, SmackWorkload::kKeyLength);
    return {};
}

std::int64_t SmackClient::nextKey()
{
    if (!m_config.sequential)
        return m_rng.uniform(1, std::uint32_t(m_config.rows));
    const std::int64_t key = m_next;
    m_next = m_next == m_config.rows ? 1 : m_next + 1;
    return key;
}

void SmackClient::bindKey(Statement& statement, int index)
{
    statement.setLength(index, SmackWorkload::username(nextKey(), statement.stringBuffer(index)));
}

unsigned SmackClient::run(Statement& statement, std::uint64_t& counter)
{
    if (const unsigned rc = statement.execute()) {
        m_failed = &statement;
        return rc;
    }
    ++counter;
    return 0;
}

unsigned SmackClient::event(QueryCounts& counts)
{
    if (m_kind == SmackKind::UpdateSelect) {
        m_rng.fillString(m_update.stringBuffer(0), kPassPattern, SmackWorkload::kPassLength);
        m_update.setLength(0, SmackWorkload::kPassLength);
        bindKey(m_update, 1);
        if (const unsigned rc = run(m_update, counts.writes))
            return rc;
    }
    for (int i = 0; i < m_config.queriesPerEvent; ++i) {
        bindKey(m_select, 0);
        if (const unsigned rc = run(m_select, counts.reads))
            return rc;
    }
    return 0;
}

Error SmackClient::lastError() const
{
    if (!m_failed)
        return m_session ? m_session->error(QStringLiteral("running the workload")) : Error {};
    return m_failed->error(QStringLiteral("running ") + QString::fromStdString(m_failed->sql()));
}

} // namespace sb
