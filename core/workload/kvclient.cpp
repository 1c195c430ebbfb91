// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvclient.h"

#include "server/session.h"

#include <mysql.h>

namespace sb {

KvClient::KvClient(
    KvPhase phase, const KvConfig& config, std::shared_ptr<std::atomic<std::int64_t>> cursor, std::int64_t total)
    : m_phase(phase)
    , m_config(config)
    , m_cursor(std::move(cursor))
    , m_total(total)
{
    // Room for the largest statement of the phase, so that building one allocates nothing.
    m_sql.reserve(std::size_t(64 + config.batch * (config.payloadBytes + 40)));
    for (int i = 0; i < config.payloadBytes; ++i)
        m_payload += char('a' + i % 26);
}

Error KvClient::open(Session& session)
{
    m_session = &session;
    m_missed = ServerStep::Statement;
    return {};
}

void KvClient::buildStatement(std::int64_t first, std::int64_t count)
{
    char number[24];
    auto appendKey = [&](std::int64_t i) {
        const int n = std::snprintf(number, sizeof number, "%lld", static_cast<long long>(first + i + 1));
        m_sql.append(number, std::size_t(n));
    };
    m_sql.clear();
    if (m_phase == KvPhase::Insert) {
        m_sql += "INSERT INTO kvtest (id, v, payload) VALUES ";
        for (std::int64_t i = 0; i < count; ++i) {
            m_sql += i ? ",(" : "(";
            appendKey(i);
            m_sql += ",0,'";
            m_sql += m_payload;
            m_sql += "')";
        }
        return;
    }
    switch (m_phase) {
    case KvPhase::Read:
    case KvPhase::ReadUpdated:
        m_sql += "SELECT id, v, payload FROM kvtest WHERE id IN (";
        break;
    case KvPhase::Update:
        m_sql += "UPDATE kvtest SET v = v + 1 WHERE id IN (";
        break;
    default:
        m_sql += "DELETE FROM kvtest WHERE id IN (";
        break;
    }
    for (std::int64_t i = 0; i < count; ++i) {
        if (i)
            m_sql += ',';
        appendKey(i);
    }
    m_sql += ')';
}

unsigned KvClient::checkRead(std::int64_t count)
{
    MYSQL_RES* res = m_call.result();
    if (!res)
        return mysql_errno(m_session->handle());
    // The first read sees the inserted value 0, the one after the update sees 1: a key read is a key written.
    const char expected = m_phase == KvPhase::ReadUpdated ? '1' : '0';
    std::int64_t rows = 0, wrong = 0;
    while (MYSQL_ROW row = mysql_fetch_row(res)) {
        ++rows;
        if (!row[1] || row[1][0] != expected || row[1][1] != '\0')
            ++wrong;
    }
    if (rows == count && wrong == 0)
        return 0;
    m_missed = ServerStep::KeysRead;
    m_missedArgs
        = { QString::number(rows), QString::number(count), QString::number(wrong), QString(QLatin1Char(expected)) };
    return kKeysMissed;
}

Task<unsigned> KvClient::eventAsync(QueryCounts& counts)
{
    const std::int64_t first = m_cursor->fetch_add(m_config.batch, std::memory_order_relaxed);
    if (first >= m_total)
        co_return 0; // the range is done (the phase's event count makes this rare: only after a failed batch)
    const std::int64_t count = std::min<std::int64_t>(m_config.batch, m_total - first);
    buildStatement(first, count);
    m_missed = ServerStep::Statement;
    if (const unsigned rc = co_await m_call.run(*m_session, m_sql))
        co_return rc;
    const bool read = m_phase == KvPhase::Read || m_phase == KvPhase::ReadUpdated;
    ++(read ? counts.reads : counts.writes);
    if (read)
        co_return checkRead(count);
    const auto affected = std::int64_t(mysql_affected_rows(m_session->handle()));
    if (affected == count)
        co_return 0;
    m_missed = ServerStep::KeysChanged;
    m_missedArgs = { QString::number(affected), QString::number(count) };
    co_return kKeysMissed;
}

Error KvClient::lastError() const
{
    const QString what = QString::fromUtf8(m_sql.data(), qsizetype(std::min<std::size_t>(m_sql.size(), 200)));
    if (m_missed != ServerStep::Statement)
        return { ErrorCode::ServerError, what, {}, kKeysMissed, qint64(m_missed), m_missedArgs };
    return m_session ? m_session->error(what, ServerStep::Running) : Error {};
}

} // namespace sb
