// SPDX-License-Identifier: GPL-3.0-or-later
// One connection's side of an OLTP workload: its prepared statements, its random generator, and the transaction
// of each sysbench script. Nothing here allocates per event.
#pragma once

#include "countedrun.h"
#include "oltpworkload.h"

#include <memory>
#include <vector>

namespace sb {

class OltpClient : public WorkloadClient {
public:
    static constexpr char kCTemplate[] = "###########-###########-###########-###########-###########-"
                                         "###########-###########-###########-###########-###########";
    static constexpr char kPadTemplate[] = "###########-###########-###########-###########-###########";
    static constexpr std::size_t kCLength = sizeof(kCTemplate) - 1;
    static constexpr std::size_t kPadLength = sizeof(kPadTemplate) - 1;

    OltpClient(OltpKind kind, const OltpConfig& config, int workerIndex, int threads, std::uint64_t seed);

    Error open(Session& session) override { return syncWait(openAsync(session)); }
    unsigned event(QueryCounts& counts) override { return syncWait(eventAsync(counts)); }
    Error lastError() const override;
    void rollback() override { syncWait(rollbackAsync()); }
    Task<Error> openAsync(Session& session) override;
    Task<unsigned> eventAsync(QueryCounts& counts) override;
    Task<void> rollbackAsync() override;

private:
    // The statements of one table (only those the workload uses are prepared).
    struct TableStatements {
        Statement pointSelect, simpleRange, sumRange, orderRange, distinctRange, indexUpdate, nonIndexUpdate, deleteRow,
            insertRow;
    };
    using Member = Statement TableStatements::*;

    Task<Error> prepareStatement(Statement& statement, std::string sql, std::span<const ParamType> types);
    Task<Error> prepareTable(int table);

    CountedRun run(Statement& statement, std::uint64_t& counter) { return countedRun(statement, counter, m_failed); }

    Task<unsigned> pointSelects(QueryCounts& n);
    Task<unsigned> ranges(Member which, int count, QueryCounts& n);
    Task<unsigned> indexUpdates(QueryCounts& n);
    Task<unsigned> nonIndexUpdates(QueryCounts& n);
    Task<unsigned> deleteInserts(QueryCounts& n);
    Task<unsigned> readOnlyPart(QueryCounts& n);
    Task<unsigned> writePart(QueryCounts& n);
    Task<unsigned> transaction(QueryCounts& n);
    void bindDelete(TableStatements& t);
    void bindInsert(TableStatements& t, std::int64_t id);
    void bindRandomPoints();
    void bindRandomRanges();

    TableStatements& table() { return *m_tables[m_rng.uniform(1, std::uint32_t(m_config.tables)) - 1]; }
    std::int64_t rowId() { return m_rng.byDefault(1, std::uint32_t(m_config.tableSize)); }
    bool usesReads() const;
    bool usesWrites() const;
    bool usesTransaction() const;

    OltpKind m_kind;
    OltpConfig m_config;
    int m_worker;
    int m_threads;
    RandomGenerator m_rng;
    Session* m_session = nullptr;
    std::vector<std::unique_ptr<TableStatements>> m_tables;
    Statement m_begin, m_commit, m_rollback, m_single; // m_single: select_random_* on sbtest1
    const Statement* m_failed = nullptr;
    std::uint32_t m_insertSequence = 0;
};

} // namespace sb
