// SPDX-License-Identifier: GPL-3.0-or-later
#include "scriptexecutor.h"

#include "ownedtables.h"

#include <cstring>
#include <mysqld_error.h>

namespace sb {

ScriptExecutor::ScriptExecutor(const Script& script, std::uint64_t seed)
    : m_script(script)
{
    const std::size_t n = script.variables.size();
    m_random.reserve(n);
    m_ints.resize(n);
    m_strings.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        const ScriptVariable& v = script.variables[i];
        m_random.emplace_back(v, seed + 0x9e3779b97f4a7c15ULL * (i + 1));
        m_ints[i] = v.low; // constants keep it; the others are drawn before use
        m_strings[i].assign(v.pattern.size(), ' ');
    }
    for (std::size_t i = 0; i < script.statements.size(); ++i)
        m_statements.push_back(std::make_unique<Statement>());
}

Task<Error> ScriptExecutor::prepareStatementAsync(int index)
{
    const ScriptStatement& s = m_script.statements[std::size_t(index)];
    std::vector<ParamType> types;
    std::size_t longest = 1;
    for (int v : s.parameters) {
        const ScriptVariable& var = m_script.variables[std::size_t(v)];
        types.push_back(var.isString() ? ParamType::String : ParamType::Int);
        longest = std::max(longest, var.pattern.size());
    }
    Statement& statement = *m_statements[std::size_t(index)];
    Error e = co_await statement.prepareAsync(*m_session, s.sql, types, m_serverSide, longest);
    // Like sysbench, send as text what the server cannot prepare (some DDL, some administrative statements).
    if (e && e.serverCode == ER_UNSUPPORTED_PS)
        e = co_await statement.prepareAsync(*m_session, s.sql, types, false, longest);
    if (e)
        e.context = QStringLiteral("%1:%2:%3: %4").arg(m_script.path).arg(s.line).arg(s.column).arg(e.context);
    co_return e;
}

Task<Error> ScriptExecutor::openAsync(Session& session, bool serverSide)
{
    m_session = &session;
    m_serverSide = serverSide;
    m_failed = -1;
    for (const ScriptStep& step : m_script.runSteps) {
        if (step.type != ScriptStep::Type::Execute)
            continue;
        if (Error e = co_await prepareStatementAsync(step.index))
            co_return e;
    }
    co_return Error {};
}

void ScriptExecutor::set(int variable)
{
    const std::size_t v = std::size_t(variable);
    if (m_script.variables[v].isString())
        m_random[v].fillString(m_strings[v].data());
    else
        m_ints[v] = m_random[v].nextInt();
}

Task<unsigned> ScriptExecutor::execute(int index, QueryCounts& counts)
{
    const ScriptStatement& s = m_script.statements[std::size_t(index)];
    Statement& statement = *m_statements[std::size_t(index)];
    for (std::size_t p = 0; p < s.parameters.size(); ++p) {
        const std::size_t v = std::size_t(s.parameters[p]);
        if (m_script.variables[v].isString()) {
            std::memcpy(statement.stringBuffer(int(p)), m_strings[v].data(), m_strings[v].size());
            statement.setLength(int(p), m_strings[v].size());
        } else {
            statement.setInt(int(p), m_ints[v]);
        }
    }
    if (const unsigned rc = co_await statement.run()) {
        m_failed = index;
        co_return rc;
    }
    switch (s.kind) {
    case StatementKind::Read:
        ++counts.reads;
        break;
    case StatementKind::Write:
        ++counts.writes;
        break;
    case StatementKind::Other:
        ++counts.others;
        break;
    }
    co_return 0;
}

Task<unsigned> ScriptExecutor::runSteps(const std::vector<ScriptStep>& steps, QueryCounts& counts)
{
    for (const ScriptStep& step : steps) {
        if (step.type == ScriptStep::Type::Set) {
            set(step.index);
        } else if (step.type == ScriptStep::Type::Execute) {
            if (const unsigned rc = co_await execute(step.index, counts))
                co_return rc;
        }
    }
    co_return 0;
}

Error ScriptExecutor::failure(unsigned code) const
{
    if (m_failed < 0)
        return m_session->error(m_script.path, ServerStep::Running);
    const ScriptStatement& s = m_script.statements[std::size_t(m_failed)];
    Error e = m_statements[std::size_t(m_failed)]->error(
        QStringLiteral("%1:%2:%3 (%4)").arg(m_script.path).arg(s.line).arg(s.column).arg(QString::fromStdString(s.sql)),
        ServerStep::Running);
    if (!e.serverCode)
        e.serverCode = code;
    return e;
}

Error ScriptExecutor::lastError() const
{
    return failure(0);
}

Error ScriptExecutor::repeat(
    const ScriptStep& step, const std::function<void()>& rowDone, const std::atomic<bool>* cancel)
{
    for (const ScriptStep& inner : step.body) {
        if (inner.type == ScriptStep::Type::Execute && !m_statements[std::size_t(inner.index)]->isPrepared()) {
            if (Error e = prepareStatement(inner.index))
                return e;
        }
    }
    QueryCounts ignored;
    for (std::int64_t row = 1; row <= step.count; ++row) {
        if (cancel && cancel->load())
            return { ErrorCode::Cancelled, {}, {} };
        if (row % kRowsPerCommit == 1) {
            if (Error e = m_session->execute(std::string_view("BEGIN")))
                return e;
        }
        m_ints[std::size_t(step.index)] = row;
        if (const unsigned rc = syncWait(runSteps(step.body, ignored)))
            return failure(rc);
        if (row % kRowsPerCommit == 0 || row == step.count) {
            if (Error e = m_session->execute(std::string_view("COMMIT")))
                return e;
        }
        if (rowDone)
            rowDone();
    }
    return {};
}

Error ScriptExecutor::prepareSchema(
    Session& session, bool serverSide, const std::function<void()>& rowDone, const std::atomic<bool>* cancel)
{
    m_session = &session;
    m_serverSide = serverSide;
    QueryCounts ignored;
    for (const ScriptStep& step : m_script.prepareSteps) {
        if (step.type == ScriptStep::Type::Set) {
            set(step.index);
            continue;
        }
        if (step.type == ScriptStep::Type::Repeat) {
            if (Error e = repeat(step, rowDone, cancel))
                return e;
            continue;
        }
        if (Error e = prepareStatement(step.index))
            return e;
        if (const unsigned rc = syncWait(execute(step.index, ignored)))
            return failure(rc);
        const QString& created = m_script.statements[std::size_t(step.index)].createdTable;
        if (!created.isEmpty()) {
            if (Error e = OwnedTables::mark(session, created))
                return e;
        }
    }
    return {};
}

} // namespace sb
