// SPDX-License-Identifier: GPL-3.0-or-later
// Runs one script's steps on one connection: draws its variables, binds them to its statements (prepared once) and
// counts what it sent. The run section is prepared when the connection opens and allocates nothing per event; the
// prepare section is prepared statement by statement, as its CREATE TABLEs make the tables the next ones use.
#pragma once

#include "script.h"
#include "scriptrandom.h"
#include "server/statement.h"
#include "workload.h"

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace sb {

class ScriptExecutor {
public:
    ScriptExecutor(const Script& script, std::uint64_t seed);

    // Prepares the run section's statements on `session` (again after every reconnect).
    Error open(Session& session, bool serverSide) { return syncWait(openAsync(session, serverSide)); }
    Task<Error> openAsync(Session& session, bool serverSide);
    // One event: the run section. Returns 0 or the error number of the statement that failed.
    Task<unsigned> run(QueryCounts& counts) { return runSteps(m_script.runSteps, counts); }
    Error lastError() const;

    // The prepare section; \repeat blocks are committed every kRowsPerCommit rows, each row reported to `rowDone`.
    static constexpr std::int64_t kRowsPerCommit = 1000;
    Error prepareSchema(
        Session& session, bool serverSide, const std::function<void()>& rowDone, const std::atomic<bool>* cancel);

private:
    Error prepareStatement(int index) { return syncWait(prepareStatementAsync(index)); }
    Task<Error> prepareStatementAsync(int index);
    Task<unsigned> runSteps(const std::vector<ScriptStep>& steps, QueryCounts& counts);
    Task<unsigned> execute(int index, QueryCounts& counts);
    void set(int variable);
    Error repeat(const ScriptStep& step, const std::function<void()>& rowDone, const std::atomic<bool>* cancel);
    Error failure(unsigned code) const;

    const Script& m_script;
    Session* m_session = nullptr;
    bool m_serverSide = true;
    std::vector<ScriptRandom> m_random;
    std::vector<std::int64_t> m_ints;
    std::vector<std::string> m_strings;
    std::vector<std::unique_ptr<Statement>> m_statements;
    int m_failed = -1;
};

} // namespace sb
