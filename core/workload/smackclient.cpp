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

Task<Error> SmackClient::openAsync(Session& session)
{
    m_session = &session;
    m_failed = nullptr;
    if (Error e = co_await m_select.prepareAsync(session, "SELECT * FROM http_auth WHERE username = ?", kKey,
            m_config.serverSide, SmackWorkload::kKeyLength))
        co_return e;
    if (m_kind == SmackKind::UpdateSelect)
        co_return co_await m_update.prepareAsync(session, "UPDATE http_auth SET pass = ? WHERE username = ?", kPassKey,
            m_config.serverSide, SmackWorkload::kKeyLength);
    co_return Error {};
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

Task<unsigned> SmackClient::eventAsync(QueryCounts& counts)
{
    if (m_kind == SmackKind::UpdateSelect) {
        m_rng.fillString(m_update.stringBuffer(0), kPassPattern, SmackWorkload::kPassLength);
        m_update.setLength(0, SmackWorkload::kPassLength);
        bindKey(m_update, 1);
        if (const unsigned rc = co_await run(m_update, counts.writes))
            co_return rc;
    }
    for (int i = 0; i < m_config.queriesPerEvent; ++i) {
        bindKey(m_select, 0);
        if (const unsigned rc = co_await run(m_select, counts.reads))
            co_return rc;
    }
    co_return 0;
}

Error SmackClient::lastError() const
{
    if (!m_failed)
        return m_session ? m_session->error({}, ServerStep::Workload) : Error {};
    return m_failed->error(QString::fromStdString(m_failed->sql()), ServerStep::Running);
}

} // namespace sb
