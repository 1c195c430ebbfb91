// SPDX-License-Identifier: GPL-3.0-or-later
// Key-value rates in the style of MySQL Cluster's flexAsync: over a key range of `records` keys per client, the
// phases insert, read, update, read, delete, each sending `batch` operations per round trip (multi-row INSERT,
// IN-list SELECT, IN-list UPDATE, IN-list DELETE). Each phase is an event-limited run of its own. Runs on an NDB table
// when the server has the ndbcluster engine, on InnoDB otherwise.
#pragma once

#include "workload.h"

#include <atomic>
#include <memory>

namespace sb {

enum class KvPhase { Insert, Read, Update, ReadUpdated, Delete };

struct KvConfig {
    std::int64_t records = 1000; // per client
    int batch = 10;
    QString engine = QStringLiteral("auto");
    int payloadBytes = 100; // flexAsync's default row: 25 attributes of 4 bytes
};

class KvWorkload : public Workload {
public:
    explicit KvWorkload(const OptionValues& options);

    static QString workloadName() { return QStringLiteral("kv"); }
    static bool isName(const QString& name); // kv, or flexasync
    static QList<OptionSpec> specs();
    static QString tableName() { return QStringLiteral("kvtest"); }
    // The storage engine `asked` (auto, innodb, ndbcluster) means on this server: auto picks ndbcluster when SHOW
    // ENGINES says it is supported.
    static Result<QString> resolveEngine(Session& session, const QString& asked);

    QString name() const override { return workloadName(); }
    QList<OptionSpec> optionSpecs() const override { return specs(); }
    Error prepare(const ServerProfile& profile, const PrepareOptions& options) override;
    Error cleanup(Session& session, QStringList* dropped, QStringList* keptForeign) override;
    Error checkPrepared(Session& session) const override;
    QStringList dataTables() const override { return { tableName() }; }
    // The phases start on an empty table: rows left by a run stopped half-way need a fresh one.
    Result<bool> dataMatches(Session& session) const override;
    std::unique_ptr<WorkloadClient> createClient(int workerIndex, int threads, std::uint64_t seed) const override;
    PrepareStats prepareStats() const override { return m_stats; }

    QStringList phases() const override;
    void setPhase(int phase, int threads) override;
    std::uint64_t phaseEvents(int threads) const override;
    std::uint64_t phaseOperations(int threads) const override
    {
        return std::uint64_t(m_config.records) * std::uint64_t(threads);
    }

    const KvConfig& config() const { return m_config; }
    KvPhase phase() const { return m_phase; }
    QString engineUsed() const { return m_engineUsed; } // after prepare()

private:
    KvConfig m_config;
    KvPhase m_phase = KvPhase::Insert;
    // The next key offset of the phase, shared by its clients: every key is taken exactly once whichever client is
    // faster, so the phase's event count covers the key range exactly.
    std::shared_ptr<std::atomic<std::int64_t>> m_cursor = std::make_shared<std::atomic<std::int64_t>>(0);
    PrepareStats m_stats;
    QString m_engineUsed;
};

} // namespace sb
