// SPDX-License-Identifier: GPL-3.0-or-later
// One connection's side of the script workload: each event picks a script by weight (pgbench's -f file@weight) and
// runs its run section.
#pragma once

#include "randomgenerator.h"
#include "scriptexecutor.h"
#include "workload.h"

#include <memory>
#include <vector>

namespace sb {

class ScriptClient : public WorkloadClient {
public:
    ScriptClient(std::shared_ptr<const std::vector<Script>> scripts, bool serverSide, std::uint64_t seed);

    Error open(Session& session) override { return syncWait(openAsync(session)); }
    unsigned event(QueryCounts& counts) override { return syncWait(eventAsync(counts)); }
    Error lastError() const override;
    void rollback() override { syncWait(rollbackAsync()); }
    Task<Error> openAsync(Session& session) override;
    Task<unsigned> eventAsync(QueryCounts& counts) override;
    Task<void> rollbackAsync() override;

private:
    std::shared_ptr<const std::vector<Script>> m_scripts;
    bool m_serverSide;
    RandomGenerator m_rng;
    std::vector<std::unique_ptr<ScriptExecutor>> m_executors;
    std::vector<std::uint32_t> m_cumulativeWeights;
    std::size_t m_current = 0;
    Session* m_session = nullptr;
    Statement m_rollback;
};

} // namespace sb
