// SPDX-License-Identifier: GPL-3.0-or-later
#include "scriptclient.h"

#include "server/session.h"

namespace sb {

ScriptClient::ScriptClient(std::shared_ptr<const std::vector<Script>> scripts, bool serverSide, std::uint64_t seed)
    : m_scripts(std::move(scripts))
    , m_serverSide(serverSide)
    , m_rng(seed, RandomConfig {})
{
    std::uint32_t total = 0;
    for (std::size_t i = 0; i < m_scripts->size(); ++i) {
        const Script& s = (*m_scripts)[i];
        m_executors.push_back(std::make_unique<ScriptExecutor>(s, seed ^ (0xd1b54a32d192ed03ULL * (i + 1))));
        total += std::uint32_t(s.weight);
        m_cumulativeWeights.push_back(total);
    }
}

Task<Error> ScriptClient::openAsync(Session& session)
{
    m_session = &session;
    for (auto& e : m_executors) {
        if (Error error = co_await e->openAsync(session, m_serverSide))
            co_return error;
    }
    co_return co_await m_rollback.prepareAsync(session, "ROLLBACK", {}, false);
}

Task<unsigned> ScriptClient::eventAsync(QueryCounts& counts)
{
    const std::uint32_t draw = m_rng.uniform(1, m_cumulativeWeights.back());
    m_current = 0;
    while (m_cumulativeWeights[m_current] < draw)
        ++m_current;
    co_return co_await m_executors[m_current]->run(counts);
}

Error ScriptClient::lastError() const
{
    return m_executors[m_current]->lastError();
}

Task<void> ScriptClient::rollbackAsync()
{
    if (m_session && (*m_scripts)[m_current].runUsesTransaction() && m_rollback.isPrepared())
        co_await m_rollback.run();
}

} // namespace sb
