// SPDX-License-Identifier: GPL-3.0-or-later
// A TPC-C-like order-entry workload (not an audited TPC-C result): the specification's nine tables and initial
// population, its five transactions (New-Order, Payment, Order-Status, Delivery, Stock-Level) with their weights,
// NURand choices, 1% rolled-back New-Orders, remote warehouses, customers by last name; the keying and think times
// as one switch. Statements go through Statement (prepared or text) from coroutines, so both drivers run it. The
// headline figure is New-Orders per minute (NOPM), cross-checked with the districts' d_next_o_id on the server.
#pragma once

#include "workload/workload.h"

#include <array>
#include <memory>
#include <mutex>

namespace sb {

class Session;

struct TpccConfig {
    int warehouses = 1;
    bool useAllWarehouses = false; // clients spread over every warehouse, not one home warehouse each
    bool keyingThinkTimes = false; // the specification's keying and think times per transaction type
    std::array<int, 5> weights { 45, 43, 4, 4, 4 }; // new_order, payment, order_status, delivery, stock_level
    bool preparedStatements = true;
    QString storageEngine = QStringLiteral("innodb");
    std::uint64_t randSeed = 0;
};

// The transaction types in the order of Workload::transactionTypes().
enum class TpccTransaction { NewOrder, Payment, OrderStatus, Delivery, StockLevel };

class TpccWorkload : public Workload {
public:
    explicit TpccWorkload(const OptionValues& options);
    ~TpccWorkload() override;

    static QString workloadName() { return QStringLiteral("tpcc"); }
    static QList<OptionSpec> specs();
    static QStringList tableNames();
    static QStringList typeNames();

    QString name() const override { return workloadName(); }
    QList<OptionSpec> optionSpecs() const override { return specs(); }
    Error prepare(const ServerProfile& profile, const PrepareOptions& options) override;
    Error cleanup(Session& session, QStringList* dropped, QStringList* keptForeign) override;
    Error checkPrepared(Session& session) const override;
    QStringList dataTables() const override { return tableNames(); }
    Result<bool> dataMatches(Session& session) const override;
    std::unique_ptr<WorkloadClient> createClient(int workerIndex, int threads, std::uint64_t seed) const override;
    PrepareStats prepareStats() const override { return m_stats; }
    QStringList transactionTypes() const override { return typeNames(); }
    int headlineType() const override { return int(TpccTransaction::NewOrder); }
    void beginMeasured(const ServerProfile& profile) const override;
    QJsonObject endMeasured(const ServerProfile& profile, double measuredSec) const override;

    const TpccConfig& config() const { return m_config; }

    // The server's side of a window: the sum of d_next_o_id over every district (each committed New-Order adds 1)
    // and the server's Com_commit and Com_rollback.
    struct ServerCounts {
        qint64 nextOrderIds = 0;
        qint64 commits = 0;
        qint64 rollbacks = 0;
    };
    static Result<ServerCounts> serverCounts(Session& session);

private:
    TpccConfig m_config;
    PrepareStats m_stats;
    mutable std::mutex m_windowMutex;
    mutable std::unique_ptr<Session> m_windowSession; // open from beginMeasured to endMeasured
    mutable std::optional<ServerCounts> m_windowStart;
};

} // namespace sb
