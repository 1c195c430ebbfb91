// SPDX-License-Identifier: GPL-3.0-or-later
// Loads the tpcc tables for TpccWorkload::prepare: creates the nine tables marked incomplete, generates the
// specification's initial population (clause 4.3.3.1) job by job (the items; per warehouse its row and districts,
// its stock, its customers with their history, its orders with their lines and new orders) over the prepare
// threads, sends the rows with LOAD DATA LOCAL INFILE fed from memory (multi-row INSERTs when the server refuses
// it), then builds the secondary indexes and marks every table complete. Each job has its own seed, so the data
// depends on --rand-seed only, not on the threads.
#pragma once

#include "tpccworkload.h"

#include <atomic>
#include <mutex>
#include <vector>

namespace sb {

class Session;

class TpccLoader {
public:
    TpccLoader(const TpccConfig& config, const ServerProfile& profile, const PrepareOptions& options);

    Error run(Session& admin);
    qint64 rowsLoaded() const { return m_rowsDone.load(); }
    qint64 rowsTotal() const;
    LoadMethod method() const { return m_method.load(); }
    Error bulkLoadRefused() const;

    static QStringList createStatements(const QString& engine, const QString& comment);

    enum class JobKind { Items, Warehouse, Stock, Customers, Orders };
    struct Job {
        JobKind kind;
        int warehouse = 0;
        int part = 0; // items and stock come in parts of kPartRows
    };

private:
    void worker(int index);
    Error runJob(Session& session, const Job& job);
    Error finish(Session& admin);
    bool stopped() const;
    void reportProgress();

    const TpccConfig& m_config;
    ServerProfile m_profile;
    PrepareOptions m_options;
    std::uint64_t m_randomBase = 0;
    QString m_loadTime;
    std::vector<Job> m_jobs;
    std::atomic<std::size_t> m_nextJob { 0 };
    std::atomic<qint64> m_rowsDone { 0 };
    std::atomic<bool> m_failed { false };
    std::atomic<LoadMethod> m_method { LoadMethod::LoadData };
    mutable std::mutex m_mutex;
    std::vector<Error> m_errors;
    Error m_refusal;
};

} // namespace sb
