// SPDX-License-Identifier: GPL-3.0-or-later
#include "oltpclient.h"

#include <mysqld_error.h>

namespace sb {

namespace {

    constexpr ParamType kInt[] = { ParamType::Int };
    constexpr ParamType kIntInt[] = { ParamType::Int, ParamType::Int };
    constexpr ParamType kStrInt[] = { ParamType::String, ParamType::Int };
    constexpr ParamType kInsert[] = { ParamType::Int, ParamType::Int, ParamType::String, ParamType::String };

    std::string perTable(const char* pattern, int table)
    {
        char buffer[256];
        std::snprintf(buffer, sizeof buffer, pattern, table);
        return buffer;
    }

    // A bijection of 32-bit integers, so that distinct inputs give distinct client-generated ids.
    std::uint32_t permute(std::uint32_t x)
    {
        x = ((x >> 16) ^ x) * 0x45d9f3bU;
        x = ((x >> 16) ^ x) * 0x45d9f3bU;
        return (x >> 16) ^ x;
    }

} // namespace

OltpClient::OltpClient(OltpKind kind, const OltpConfig& config, int workerIndex, int threads, std::uint64_t seed)
    : m_kind(kind)
    , m_config(config)
    , m_worker(workerIndex)
    , m_threads(std::max(1, threads))
    , m_rng(seed, config.random)
{
}

bool OltpClient::usesTransaction() const
{
    return !m_config.skipTrx
        && (m_kind == OltpKind::ReadOnly || m_kind == OltpKind::ReadWrite || m_kind == OltpKind::WriteOnly);
}

bool OltpClient::usesReads() const
{
    return m_kind == OltpKind::ReadOnly || m_kind == OltpKind::ReadWrite || m_kind == OltpKind::PointSelect;
}

bool OltpClient::usesWrites() const
{
    return m_kind == OltpKind::ReadWrite || m_kind == OltpKind::WriteOnly;
}

Task<Error> OltpClient::prepareStatement(Statement& statement, std::string sql, std::span<const ParamType> types)
{
    Error e = co_await statement.prepareAsync(*m_session, sql, types, m_config.preparedStatements, 255);
    // Like sysbench, fall back to text for statements the server cannot prepare.
    if (e && e.serverCode == ER_UNSUPPORTED_PS)
        e = co_await statement.prepareAsync(*m_session, std::move(sql), types, false, 255);
    co_return e;
}

Task<Error> OltpClient::prepareTable(int t)
{
    TableStatements& s = *m_tables[std::size_t(t - 1)];
    const bool reads = usesReads();
    const bool ranges = (m_kind == OltpKind::ReadOnly || m_kind == OltpKind::ReadWrite) && m_config.rangeSelects;
    const bool writes = usesWrites();
    struct Def {
        bool wanted;
        Statement* statement;
        const char* sql;
        std::span<const ParamType> types;
    };
    const Def defs[] = {
        { reads, &s.pointSelect, "SELECT c FROM sbtest%d WHERE id=?", kInt },
        { ranges, &s.simpleRange, "SELECT c FROM sbtest%d WHERE id BETWEEN ? AND ?", kIntInt },
        { ranges, &s.sumRange, "SELECT SUM(k) FROM sbtest%d WHERE id BETWEEN ? AND ?", kIntInt },
        { ranges, &s.orderRange, "SELECT c FROM sbtest%d WHERE id BETWEEN ? AND ? ORDER BY c", kIntInt },
        { ranges, &s.distinctRange, "SELECT DISTINCT c FROM sbtest%d WHERE id BETWEEN ? AND ? ORDER BY c", kIntInt },
        { writes || m_kind == OltpKind::UpdateIndex, &s.indexUpdate, "UPDATE sbtest%d SET k=k+1 WHERE id=?", kInt },
        { writes || m_kind == OltpKind::UpdateNonIndex, &s.nonIndexUpdate, "UPDATE sbtest%d SET c=? WHERE id=?",
            kStrInt },
        { writes || m_kind == OltpKind::Delete, &s.deleteRow, "DELETE FROM sbtest%d WHERE id=?", kInt },
        { writes, &s.insertRow, "INSERT INTO sbtest%d (id, k, c, pad) VALUES (?, ?, ?, ?)", kInsert },
    };
    for (const Def& d : defs) {
        if (!d.wanted)
            continue;
        if (Error e = co_await prepareStatement(*d.statement, perTable(d.sql, t), d.types))
            co_return e;
    }
    if (m_kind == OltpKind::Insert) // oltp_insert.lua sends a plain query, prepared statements or not
        co_return co_await s.insertRow.prepareAsync(
            *m_session, perTable("INSERT INTO sbtest%d (id, k, c, pad) VALUES (?, ?, ?, ?)", t), kInsert, false, 255);
    co_return Error {};
}

Task<Error> OltpClient::openAsync(Session& session)
{
    m_session = &session;
    m_failed = nullptr;
    if (m_kind == OltpKind::SelectRandomPoints || m_kind == OltpKind::SelectRandomRanges) {
        const bool points = m_kind == OltpKind::SelectRandomPoints;
        const int n = points ? m_config.randomPoints : m_config.numberOfRanges;
        std::string sql
            = points ? "SELECT id, k, c, pad FROM sbtest1 WHERE k IN (" : "SELECT count(k) FROM sbtest1 WHERE ";
        for (int i = 0; i < n; ++i) {
            if (points)
                sql += i ? ", ?" : "?";
            else
                sql += i ? " OR k BETWEEN ? AND ?" : "k BETWEEN ? AND ?";
        }
        if (points)
            sql += ')';
        const std::vector<ParamType> types(std::size_t(points ? n : 2 * n), ParamType::Int);
        co_return co_await prepareStatement(m_single, std::move(sql), types);
    }
    m_tables.clear();
    for (int t = 1; t <= m_config.tables; ++t) {
        m_tables.push_back(std::make_unique<TableStatements>());
        if (Error e = co_await prepareTable(t))
            co_return e;
    }
    if (usesTransaction()) {
        if (Error e = co_await prepareStatement(m_begin, "BEGIN", {}))
            co_return e;
        if (Error e = co_await prepareStatement(m_commit, "COMMIT", {}))
            co_return e;
        if (Error e = co_await m_rollback.prepareAsync(session, "ROLLBACK", {}, false))
            co_return e;
    }
    co_return Error {};
}

Task<unsigned> OltpClient::pointSelects(QueryCounts& n)
{
    TableStatements& t = table();
    for (int i = 0; i < m_config.pointSelects; ++i) {
        t.pointSelect.setInt(0, rowId());
        if (const unsigned rc = co_await run(t.pointSelect, n.reads))
            co_return rc;
    }
    co_return 0;
}

Task<unsigned> OltpClient::ranges(Member which, int count, QueryCounts& n)
{
    Statement& s = table().*which;
    for (int i = 0; i < count; ++i) {
        const std::int64_t id = rowId();
        s.setInt(0, id);
        s.setInt(1, id + m_config.rangeSize - 1);
        if (const unsigned rc = co_await run(s, n.reads))
            co_return rc;
    }
    co_return 0;
}

Task<unsigned> OltpClient::indexUpdates(QueryCounts& n)
{
    TableStatements& t = table();
    for (int i = 0; i < m_config.indexUpdates; ++i) {
        t.indexUpdate.setInt(0, rowId());
        if (const unsigned rc = co_await run(t.indexUpdate, n.writes))
            co_return rc;
    }
    co_return 0;
}

Task<unsigned> OltpClient::nonIndexUpdates(QueryCounts& n)
{
    TableStatements& t = table();
    for (int i = 0; i < m_config.nonIndexUpdates; ++i) {
        m_rng.fillString(t.nonIndexUpdate.stringBuffer(0), kCTemplate, kCLength);
        t.nonIndexUpdate.setLength(0, kCLength);
        t.nonIndexUpdate.setInt(1, rowId());
        if (const unsigned rc = co_await run(t.nonIndexUpdate, n.writes))
            co_return rc;
    }
    co_return 0;
}

void OltpClient::bindInsert(TableStatements& t, std::int64_t id)
{
    t.insertRow.setInt(0, id);
    t.insertRow.setInt(1, rowId());
    m_rng.fillString(t.insertRow.stringBuffer(2), kCTemplate, kCLength);
    t.insertRow.setLength(2, kCLength);
    m_rng.fillString(t.insertRow.stringBuffer(3), kPadTemplate, kPadLength);
    t.insertRow.setLength(3, kPadLength);
}

Task<unsigned> OltpClient::deleteInserts(QueryCounts& n)
{
    TableStatements& t = table();
    for (int i = 0; i < m_config.deleteInserts; ++i) {
        const std::int64_t id = rowId();
        t.deleteRow.setInt(0, id);
        bindInsert(t, id);
        if (const unsigned rc = co_await run(t.deleteRow, n.writes))
            co_return rc;
        if (const unsigned rc = co_await run(t.insertRow, n.writes))
            co_return rc;
    }
    co_return 0;
}

Task<unsigned> OltpClient::readOnlyPart(QueryCounts& n)
{
    if (const unsigned rc = co_await pointSelects(n))
        co_return rc;
    if (!m_config.rangeSelects)
        co_return 0;
    if (const unsigned rc = co_await ranges(&TableStatements::simpleRange, m_config.simpleRanges, n))
        co_return rc;
    if (const unsigned rc = co_await ranges(&TableStatements::sumRange, m_config.sumRanges, n))
        co_return rc;
    if (const unsigned rc = co_await ranges(&TableStatements::orderRange, m_config.orderRanges, n))
        co_return rc;
    co_return co_await ranges(&TableStatements::distinctRange, m_config.distinctRanges, n);
}

Task<unsigned> OltpClient::writePart(QueryCounts& n)
{
    if (const unsigned rc = co_await indexUpdates(n))
        co_return rc;
    if (const unsigned rc = co_await nonIndexUpdates(n))
        co_return rc;
    co_return co_await deleteInserts(n);
}

void OltpClient::bindRandomPoints()
{
    // Each thread draws from its own slice of the table, as select_random_points.lua does.
    const std::uint32_t slice = std::uint32_t(m_config.tableSize / m_threads);
    const std::uint32_t low = slice * std::uint32_t(m_worker % m_threads);
    for (int i = 0; i < m_config.randomPoints; ++i)
        m_single.setInt(i, m_rng.byDefault(low, low + slice));
}

void OltpClient::bindRandomRanges()
{
    const std::uint32_t slice = std::uint32_t(m_config.tableSize / m_threads);
    const std::uint32_t low = slice * std::uint32_t(m_worker % m_threads);
    for (int i = 0; i < m_config.numberOfRanges; ++i) {
        const std::int64_t v = m_rng.byDefault(low, low + slice);
        m_single.setInt(2 * i, v);
        m_single.setInt(2 * i + 1, v + m_config.delta);
    }
}

Task<unsigned> OltpClient::transaction(QueryCounts& n)
{
    const bool trx = usesTransaction();
    if (trx) {
        if (const unsigned rc = co_await run(m_begin, n.others))
            co_return rc;
    }
    if (m_kind != OltpKind::WriteOnly) {
        if (const unsigned rc = co_await readOnlyPart(n))
            co_return rc;
    }
    if (m_kind != OltpKind::ReadOnly) {
        if (const unsigned rc = co_await writePart(n))
            co_return rc;
    }
    co_return trx ? co_await run(m_commit, n.others) : 0u;
}

Task<unsigned> OltpClient::eventAsync(QueryCounts& n)
{
    switch (m_kind) {
    case OltpKind::PointSelect:
        co_return co_await pointSelects(n);
    case OltpKind::UpdateIndex:
        co_return co_await indexUpdates(n);
    case OltpKind::UpdateNonIndex:
        co_return co_await nonIndexUpdates(n);
    case OltpKind::Delete: {
        TableStatements& t = table();
        t.deleteRow.setInt(0, rowId());
        co_return co_await run(t.deleteRow, n.writes);
    }
    case OltpKind::Insert: {
        TableStatements& t = table();
        std::int64_t id = 0; // 0: let AUTO_INCREMENT choose
        if (!m_config.autoInc)
            id = std::int64_t(permute(m_insertSequence++ * std::uint32_t(m_threads) + std::uint32_t(m_worker)))
                - 2147483648LL;
        bindInsert(t, id);
        co_return co_await run(t.insertRow, n.writes);
    }
    case OltpKind::SelectRandomPoints:
        bindRandomPoints();
        co_return co_await run(m_single, n.reads);
    case OltpKind::SelectRandomRanges:
        bindRandomRanges();
        co_return co_await run(m_single, n.reads);
    case OltpKind::ReadOnly:
    case OltpKind::ReadWrite:
    case OltpKind::WriteOnly:
        break;
    }
    co_return co_await transaction(n);
}

Error OltpClient::lastError() const
{
    if (!m_failed)
        return m_session ? m_session->error({}, ServerStep::Workload) : Error {};
    return m_failed->error(QString::fromStdString(m_failed->sql()), ServerStep::Running);
}

Task<void> OltpClient::rollbackAsync()
{
    if (m_session && usesTransaction() && m_rollback.isPrepared())
        co_await m_rollback.run();
}

} // namespace sb
