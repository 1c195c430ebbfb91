// SPDX-License-Identifier: GPL-3.0-or-later
// One connection's side of the kv workload: takes the next batch of keys from the phase's shared cursor and sends it
// as one statement, checking that the server touched every key (rows read, rows affected).
#pragma once

#include "kvworkload.h"
#include "server/querycall.h"

#include <string>

namespace sb {

class KvClient : public WorkloadClient {
public:
    // A client-side error number: the statement ran but did not touch the batch's keys.
    static constexpr unsigned kKeysMissed = 9100;

    KvClient(
        KvPhase phase, const KvConfig& config, std::shared_ptr<std::atomic<std::int64_t>> cursor, std::int64_t total);

    Error open(Session& session) override;
    unsigned event(QueryCounts& counts) override { return syncWait(eventAsync(counts)); }
    Task<unsigned> eventAsync(QueryCounts& counts) override;
    Error lastError() const override;
    void rollback() override { }

private:
    void buildStatement(std::int64_t first, std::int64_t count);
    unsigned checkRead(std::int64_t count);

    KvPhase m_phase;
    KvConfig m_config;
    std::shared_ptr<std::atomic<std::int64_t>> m_cursor;
    std::int64_t m_total;
    Session* m_session = nullptr;
    QueryCall m_call;
    std::string m_sql;
    std::string m_payload;
    // Which check the last batch failed (ServerStep::Statement: none) and its numbers, for lastError().
    ServerStep m_missed = ServerStep::Statement;
    QStringList m_missedArgs;
};

} // namespace sb
