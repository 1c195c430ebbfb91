// SPDX-License-Identifier: GPL-3.0-or-later
// The sysbench OLTP family: same schema (sbtestN: id, k, c, pad; index on k), same option names and defaults, and
// the same statements per transaction as sysbench 1.0's Lua scripts, so numbers compare with sysbench's.
#pragma once

#include "randomgenerator.h"
#include "workload.h"

#include <QStringList>

namespace sb {

enum class OltpKind {
    ReadOnly,
    ReadWrite,
    WriteOnly,
    PointSelect,
    UpdateIndex,
    UpdateNonIndex,
    Insert,
    Delete,
    SelectRandomPoints,
    SelectRandomRanges,
};

// The options as typed values, read once so that the hot path never looks into a QVariantMap.
struct OltpConfig {
    int tables = 1;
    int tableSize = 10000;
    int rangeSize = 100;
    int pointSelects = 10;
    int simpleRanges = 1;
    int sumRanges = 1;
    int orderRanges = 1;
    int distinctRanges = 1;
    int indexUpdates = 1;
    int nonIndexUpdates = 1;
    int deleteInserts = 1;
    bool rangeSelects = true;
    bool autoInc = true;
    bool skipTrx = false;
    bool secondary = false;
    bool createSecondary = true;
    QString storageEngine = QStringLiteral("innodb");
    QString createTableOptions;
    int randomPoints = 10;
    int numberOfRanges = 10;
    int delta = 5;
    bool preparedStatements = true;
    RandomConfig random;
    std::uint64_t randSeed = 0;
};

class OltpWorkload : public Workload {
public:
    OltpWorkload(OltpKind kind, const OptionValues& options);

    static QStringList names();
    static std::optional<OltpKind> kindFromName(const QString& name);
    static QList<OptionSpec> specs(OltpKind kind);
    // The options `workloadName` accepts (as sysbench) but does not read: oltp_read_only's index_updates, ...
    static QStringList ignoredOptions(const QString& workloadName);

    QString name() const override;
    QList<OptionSpec> optionSpecs() const override { return specs(m_kind); }
    Error prepare(const ServerProfile& profile, const PrepareOptions& options) override;
    Error cleanup(Session& session, QStringList* dropped, QStringList* keptForeign) override;
    Error checkPrepared(Session& session) const override;
    QStringList dataTables() const override;
    Result<bool> dataMatches(Session& session) const override;
    std::unique_ptr<WorkloadClient> createClient(int workerIndex, int threads, std::uint64_t seed) const override;
    PrepareStats prepareStats() const override { return m_stats; }

    OltpKind kind() const { return m_kind; }
    const OltpConfig& config() const { return m_config; }
    // The tables this workload uses: sbtest1 .. sbtestN.
    QStringList tableNames() const;

private:
    OltpKind m_kind;
    OltpConfig m_config;
    PrepareStats m_stats;
};

} // namespace sb
