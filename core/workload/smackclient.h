// SPDX-License-Identifier: GPL-3.0-or-later
// One connection's side of select_index / update_select: keys drawn from the loaded dictionary (random or
// sequential), statements prepared once (or text, as super-smack), nothing allocated per event.
#pragma once

#include "countedrun.h"
#include "randomgenerator.h"
#include "smackworkload.h"

namespace sb {

class SmackClient : public WorkloadClient {
public:
    SmackClient(SmackKind kind, const SmackConfig& config, int workerIndex, int threads, std::uint64_t seed);

    Error open(Session& session) override { return syncWait(openAsync(session)); }
    unsigned event(QueryCounts& counts) override { return syncWait(eventAsync(counts)); }
    Task<Error> openAsync(Session& session) override;
    Task<unsigned> eventAsync(QueryCounts& counts) override;
    Error lastError() const override;
    void rollback() override { }

private:
    std::int64_t nextKey();
    void bindKey(Statement& statement, int index);
    CountedRun run(Statement& statement, std::uint64_t& counter) { return countedRun(statement, counter, m_failed); }

    SmackKind m_kind;
    SmackConfig m_config;
    RandomGenerator m_rng;
    std::int64_t m_next; // sequential dictionary: the next row
    Session* m_session = nullptr;
    Statement m_select, m_update;
    const Statement* m_failed = nullptr;
};

} // namespace sb
