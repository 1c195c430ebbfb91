// SPDX-License-Identifier: GPL-3.0-or-later
// One connection's side of web_mix: one web request per event, its statements prepared once per connection.
#pragma once

#include "countedrun.h"
#include "randomgenerator.h"
#include "webmixworkload.h"

namespace sb {

class WebMixClient : public WorkloadClient {
public:
    WebMixClient(const WebMixConfig& config, std::uint64_t seed);

    Error open(Session& session) override { return syncWait(openAsync(session)); }
    unsigned event(QueryCounts& counts) override { return syncWait(eventAsync(counts)); }
    Task<Error> openAsync(Session& session) override;
    Task<unsigned> eventAsync(QueryCounts& counts) override;
    Error lastError() const override;
    void rollback() override { }

private:
    CountedRun run(Statement& statement, std::uint64_t& counter) { return countedRun(statement, counter, m_failed); }
    std::int64_t page() { return m_rng.uniform(1, std::uint32_t(m_config.pages)); }
    std::int64_t user() { return m_rng.uniform(1, std::uint32_t(m_config.users)); }

    WebMixConfig m_config;
    RandomGenerator m_rng;
    std::string m_commentPattern;
    Session* m_session = nullptr;
    Statement m_page, m_comments, m_user, m_userPages, m_listing, m_addComment, m_countView;
    const Statement* m_failed = nullptr;
};

} // namespace sb
