// SPDX-License-Identifier: GPL-3.0-or-later
// super-smack compatible workloads on its http_auth table: select_index (select-key.smack: indexed point SELECTs by a
// username from the dictionary of loaded keys) and update_select (update-select.smack: an UPDATE then a SELECT).
#pragma once

#include "workload.h"

#include <optional>

namespace sb {

enum class SmackKind { SelectIndex, UpdateSelect };

struct SmackConfig {
    std::int64_t rows = 90000;
    int queriesPerEvent = 2; // select-key.smack's query_barrel "2 select_by_username"
    bool sequential = false; // dictionary type "seq" instead of "rand"
    bool serverSide = false; // super-smack sends text queries
    QString storageEngine = QStringLiteral("innodb");
    std::uint64_t randSeed = 0;
};

class SmackWorkload : public Workload {
public:
    static constexpr std::size_t kKeyLength = 25; // username char(25)
    static constexpr std::size_t kPassLength = 25;

    SmackWorkload(SmackKind kind, const OptionValues& options);

    static QStringList names();
    static std::optional<SmackKind> kindFromName(const QString& name);
    static QList<OptionSpec> specs(SmackKind kind);
    // The username of row n (1-based): 12 letters from a hash of n, then n itself, as super-smack's gen-data
    // "%12-12s%n" makes them. Clients rebuild the dictionary from n instead of reading it back. Returns the length.
    static std::size_t username(std::int64_t n, char* out);

    QString name() const override;
    QList<OptionSpec> optionSpecs() const override { return specs(m_kind); }
    Error prepare(const ServerProfile& profile, const PrepareOptions& options) override;
    Error cleanup(Session& session, QStringList* dropped, QStringList* keptForeign) override;
    Error checkPrepared(Session& session) const override;
    QStringList dataTables() const override;
    std::unique_ptr<WorkloadClient> createClient(int workerIndex, int threads, std::uint64_t seed) const override;

    SmackKind kind() const { return m_kind; }
    const SmackConfig& config() const { return m_config; }

private:
    SmackKind m_kind;
    SmackConfig m_config;
};

} // namespace sb
