// SPDX-License-Identifier: GPL-3.0-or-later
// Custom SQL scripts as a workload (resources/scripts/README.md): one file per transaction type, each with a weight;
// their prepare sections create and load the schema, and only the tables they create are ever dropped.
#pragma once

#include "script.h"
#include "workload.h"

#include <memory>
#include <vector>

namespace sb {

class ScriptWorkload : public Workload {
public:
    static QString workloadName() { return QStringLiteral("script"); }
    static QList<OptionSpec> specs();
    // Reads and checks every script of the --scripts option: a parse error comes before any connection.
    static Result<std::unique_ptr<ScriptWorkload>> create(const OptionValues& options);

    QString name() const override { return workloadName(); }
    QList<OptionSpec> optionSpecs() const override { return specs(); }
    Error prepare(const ServerProfile& profile, const PrepareOptions& options) override;
    Error cleanup(Session& session, QStringList* dropped, QStringList* keptForeign) override;
    Error checkPrepared(Session& session) const override;
    QStringList dataTables() const override { return tableNames(); }
    std::unique_ptr<WorkloadClient> createClient(int workerIndex, int threads, std::uint64_t seed) const override;

    const std::vector<Script>& scripts() const { return *m_scripts; }
    // The tables the scripts' prepare sections create, in order.
    QStringList tableNames() const;

private:
    ScriptWorkload(const OptionValues& options, std::vector<Script> scripts);

    std::shared_ptr<const std::vector<Script>> m_scripts;
    bool m_serverSide = true;
};

} // namespace sb
