// SPDX-License-Identifier: GPL-3.0-or-later
// A read-intensive web application mix: pages, their authors and comments; requests that are mostly SELECTs (page
// views with their comments and commenters, profiles with their latest pages, page listings) and a few writes (a new
// comment, a view count). The dataset is sized by a target in MB, so a quick test and a memory-bound study are one
// option apart.
#pragma once

#include "workload.h"

namespace sb {

struct WebMixConfig {
    int sizeMb = 1024;
    int writePercent = 5; // requests that write (half new comments, half view counts)
    bool serverSide = true;
    QString storageEngine = QStringLiteral("innodb");
    std::uint64_t randSeed = 0;
    std::int64_t pages = 0; // from sizeMb
    std::int64_t users = 0;
};

class WebMixWorkload : public Workload {
public:
    static constexpr int kCommentsPerPage = 4;
    static constexpr int kPagesPerUser = 20;
    static constexpr int kPageBodyBytes = 1000;
    static constexpr int kCommentBytes = 200;

    explicit WebMixWorkload(const OptionValues& options);

    static QString workloadName() { return QStringLiteral("web_mix"); }
    static QList<OptionSpec> specs();
    static QStringList tableNames();
    // Pages that make about `sizeMb` MB of data and indexes on the server.
    static std::int64_t pagesForSize(int sizeMb);

    QString name() const override { return workloadName(); }
    QList<OptionSpec> optionSpecs() const override { return specs(); }
    Error prepare(const ServerProfile& profile, const PrepareOptions& options) override;
    Error cleanup(Session& session, QStringList* dropped, QStringList* keptForeign) override;
    Error checkPrepared(Session& session) const override;
    QStringList dataTables() const override { return tableNames(); }
    std::unique_ptr<WorkloadClient> createClient(int workerIndex, int threads, std::uint64_t seed) const override;
    PrepareStats prepareStats() const override { return m_stats; }

    const WebMixConfig& config() const { return m_config; }
    // The size of the tables on the server now (information_schema data_length + index_length), in bytes.
    static Result<qint64> measuredBytes(Session& session);

private:
    Error createTables(Session& session) const;
    Error load(Session& session, const PrepareOptions& options);

    WebMixConfig m_config;
    PrepareStats m_stats;
};

} // namespace sb
