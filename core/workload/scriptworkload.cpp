// SPDX-License-Identifier: GPL-3.0-or-later
#include "scriptworkload.h"

#include "ownedtables.h"
#include "scriptclient.h"
#include "scriptexecutor.h"
#include "scriptparser.h"
#include "scriptproblem.h"
#include "server/session.h"

#include <random>

namespace sb {

QList<OptionSpec> ScriptWorkload::specs()
{
    return {
        { QStringLiteral("scripts"), OptionType::String, QString(), 0, 0, {}, {},
            QStringLiteral(
                "Script files with their weights: FILE[@WEIGHT],... (format: resources/scripts/README.md)") },
        { QStringLiteral("db_ps_mode"), OptionType::Choice, QStringLiteral("auto"), 0, 0,
            { QStringLiteral("auto"), QStringLiteral("disable") }, {},
            QStringLiteral("Server-side prepared statements: auto (use them) or disable (send text queries)") },
        { QStringLiteral("rand_seed"), OptionType::Int, 0, 0, 0, {}, {},
            QStringLiteral("Seed of the random number generators; 0 takes the current time") },
    };
}

Result<std::unique_ptr<ScriptWorkload>> ScriptWorkload::create(const OptionValues& options)
{
    const QString list = options.value(QStringLiteral("scripts")).toString();
    if (list.trimmed().isEmpty())
        return Error { ErrorCode::ScriptInvalid, QStringLiteral("--scripts"), {}, 0, qint64(ScriptProblem::NoScripts) };
    auto entries = ScriptParser::parseList(list);
    if (!entries)
        return entries.error();
    std::vector<Script> scripts;
    QMap<QString, QString> creators; // table -> the script that creates it
    for (const ScriptParser::Entry& entry : *entries) {
        auto script = ScriptParser::parseFile(entry.path);
        if (!script)
            return script.error();
        script->weight = entry.weight;
        for (const ScriptStatement& s : script->statements) {
            if (s.createdTable.isEmpty())
                continue;
            if (creators.contains(s.createdTable))
                return Error { ErrorCode::ScriptInvalid,
                    QStringLiteral("%1:%2:%3").arg(entry.path).arg(s.line).arg(s.column), {}, 0,
                    qint64(ScriptProblem::TableOfOtherScript), { s.createdTable, creators.value(s.createdTable) } };
            creators.insert(s.createdTable, entry.path);
        }
        scripts.push_back(std::move(*script));
    }
    return std::unique_ptr<ScriptWorkload>(new ScriptWorkload(options, std::move(scripts)));
}

ScriptWorkload::ScriptWorkload(const OptionValues& options, std::vector<Script> scripts)
    : m_scripts(std::make_shared<const std::vector<Script>>(std::move(scripts)))
    , m_serverSide(options.value(QStringLiteral("db_ps_mode")).toString() != QLatin1String("disable"))
{
    m_options = options;
}

QStringList ScriptWorkload::tableNames() const
{
    QStringList names;
    for (const Script& s : *m_scripts)
        names += s.createdTables();
    return names;
}

Error ScriptWorkload::prepare(const ServerProfile& profile, const PrepareOptions& options)
{
    Session session;
    if (Error e = session.connect(profile))
        return e;
    if (Error e = OwnedTables::clearForPrepare(session, tableNames(), options.recreate))
        return e;
    qint64 total = 0;
    for (const Script& s : *m_scripts)
        total += s.prepareRows();
    qint64 done = 0;
    auto rowDone = [&] {
        ++done;
        if (options.progress && (done % ScriptExecutor::kRowsPerCommit == 0 || done == total))
            options.progress(done, total);
    };
    const std::uint64_t seed = m_options.value(QStringLiteral("rand_seed")).toULongLong();
    for (const Script& s : *m_scripts) {
        ScriptExecutor executor(s, seed ? seed : std::uint64_t(std::random_device {}()));
        if (Error e = executor.prepareSchema(session, m_serverSide, rowDone, options.cancel))
            return e;
    }
    if (options.progress)
        options.progress(done, total);
    return {};
}

Error ScriptWorkload::cleanup(Session& session, QStringList* dropped, QStringList* keptForeign)
{
    return OwnedTables::dropOwned(session, tableNames(), dropped, keptForeign);
}

Error ScriptWorkload::checkPrepared(Session& session) const
{
    return OwnedTables::checkPresent(session, tableNames());
}

std::unique_ptr<WorkloadClient> ScriptWorkload::createClient(int, int, std::uint64_t seed) const
{
    return std::make_unique<ScriptClient>(m_scripts, m_serverSide, seed);
}

} // namespace sb
