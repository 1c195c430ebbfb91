// SPDX-License-Identifier: GPL-3.0-or-later
// One connection's side of an OLTP workload: its prepared statements, its random generator, and the transaction
// of each sysbench script. Nothing here allocates per event.
#pragma once

#include "oltpworkload.h"
#include "server/statement.h"

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

    Error open(Session& session) override;
    unsigned event(QueryCounts& counts) override;
    Error lastError() const override;
    void rollback() override;

private:
    // The statements of one table (only those the workload uses are prepared).
    struct TableStatements {
        Statement pointSelect, simpleRange, sumRange, orderRange, distinctRange, indexUpdate, nonIndexUpdate, deleteRow,
            insertRow;
    };
    using Member = Statement TableStatements::*;

    Error prepareStatement(Statement& statement, std::string sql, std::span<const ParamType> types);
    Error prepareTable(int table);
    unsigned run(Statement& statement, std::uint64_t& counter);

    unsigned pointSelects(QueryCounts& n);
    unsigned ranges(Member which, int count, QueryCounts& n);
    unsigned indexUpdates(QueryCounts& n);
    unsigned nonIndexUpdates(QueryCounts& n);
    unsigned deleteInserts(QueryCounts& n);
    unsigned readOnlyPart(QueryCounts& n);
    unsigned writePart(QueryCounts& n);
    unsigned deleteOne(QueryCounts& n);
    unsigned insertOne(QueryCounts& n);
    unsigned randomPoints(QueryCounts& n);
    unsigned randomRanges(QueryCounts& n);

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
    Statement m_begin, m_commit, m_single; // m_single: select_random_* on sbtest1
    const Statement* m_failed = nullptr;
    std::uint32_t m_insertSequence = 0;
};

} // namespace sb
