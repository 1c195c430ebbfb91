// SPDX-License-Identifier: GPL-3.0-or-later
// One terminal of the tpcc workload: its home warehouse (or, with --use-all-warehouses, its share of all of them),
// its prepared statements, and the five transactions as coroutines (the thread driver runs them with syncWait).
#pragma once

#include "tpccworkload.h"
#include "workload/countedrun.h"
#include "workload/randomgenerator.h"

#include <array>
#include <string>
#include <vector>

namespace sb {

class TpccClient : public WorkloadClient {
public:
    TpccClient(const TpccConfig& config, int workerIndex, int threads, std::uint64_t seed);

    Error open(Session& session) override { return syncWait(openAsync(session)); }
    unsigned event(QueryCounts& counts) override { return syncWait(eventAsync(counts)); }
    Error lastError() const override;
    void rollback() override { syncWait(rollbackAsync()); }
    Task<Error> openAsync(Session& session) override;
    Task<unsigned> eventAsync(QueryCounts& counts) override;
    Task<void> rollbackAsync() override;

    // The type the weights draw (exposed for the tests of the mix).
    TpccTransaction drawType();

private:
    CountedRun run(Statement& statement, std::uint64_t& counter) { return countedRun(statement, counter, m_failed); }
    Task<Error> prepareOne(Statement& statement, std::string sql, std::span<const ParamType> types, bool keep);

    // A statement prepared at open: where it goes, its text and parameters, whether its rows are kept.
    struct StatementDef {
        Statement* statement;
        const char* sql;
        std::span<const ParamType> types;
        bool keep;
    };
    std::vector<StatementDef> newOrderStatements();
    std::vector<StatementDef> paymentStatements();
    std::vector<StatementDef> otherStatements();

    struct NewOrderHead {
        int w;
        int d;
        std::int64_t c;
        int count;
        bool allLocal;
    };
    Task<unsigned> newOrder(QueryCounts& n);
    Task<unsigned> newOrderHead(QueryCounts& n, NewOrderHead order, std::int64_t& orderId);
    Task<unsigned> payment(QueryCounts& n);
    Task<unsigned> orderStatus(QueryCounts& n);
    Task<unsigned> delivery(QueryCounts& n);
    Task<unsigned> stockLevel(QueryCounts& n);
    // Finds the customer in the middle of those with last name `name` (by c_first), as clause 2.5.2.2 asks.
    Task<unsigned> customerByName(Statement& byName, int w, int d, std::size_t idColumn, std::int64_t& customer,
        QueryCounts& n);

    int warehouse(); // the home warehouse, or one of this terminal's when all are used
    int otherWarehouse(int home);
    std::int64_t customerId() { return nurand(1023, 1, 3000, 259); }
    std::uint32_t nurand(std::uint32_t a, std::uint32_t x, std::uint32_t y, std::uint32_t c);
    void bindString(Statement& s, int index, std::string_view text);
    void bindMoney(Statement& s, int index, std::int64_t cents);
    std::uint64_t pauseAfter(TpccTransaction done, TpccTransaction next);

    TpccConfig m_config;
    int m_worker;
    int m_threads;
    RandomGenerator m_rng;
    std::vector<int> m_warehouses; // this terminal's (one unless --use-all-warehouses)
    Session* m_session = nullptr;
    const Statement* m_failed = nullptr;
    TpccTransaction m_next = TpccTransaction::NewOrder;
    std::string m_text; // scratch for names and decimals

    Statement m_begin, m_commit, m_rollback;
    // New-Order
    Statement m_noCustomer, m_noDistrict, m_noDistrictUpdate, m_noOrder, m_noNewOrder, m_noItem, m_noStockUpdate,
        m_noLine;
    std::array<Statement, 10> m_noStock; // s_dist_01 .. s_dist_10
    // Payment
    Statement m_pWarehouseUpdate, m_pWarehouse, m_pDistrictUpdate, m_pDistrict, m_pByName, m_pCustomer,
        m_pCustomerUpdate, m_pCustomerUpdateBc, m_pHistory;
    // Order-Status
    Statement m_osByName, m_osCustomer, m_osOrder, m_osLines;
    // Delivery
    Statement m_dNewOrder, m_dDelete, m_dOrder, m_dOrderUpdate, m_dLinesUpdate, m_dLinesSum, m_dCustomerUpdate;
    // Stock-Level
    Statement m_slDistrict, m_slCount;

    struct Line {
        std::int64_t item = 0;
        std::int64_t supplier = 0;
        std::int64_t quantity = 0;
    };
    std::array<Line, 15> m_lines;
};

} // namespace sb
