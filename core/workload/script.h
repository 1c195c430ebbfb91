// SPDX-License-Identifier: GPL-3.0-or-later
// One parsed custom SQL script (resources/scripts/README.md): its variables, its statements with their placeholders
// turned into typed parameters, and the steps of its prepare and run sections. Plain values, shared read-only by
// every client of a run.
#pragma once

#include <QString>
#include <QStringList>
#include <cstdint>
#include <string>
#include <vector>

namespace sb {

enum class ScriptFunction { Constant, Uniform, Gaussian, Zipfian, Pareto, Special, String, Loop };

struct ScriptVariable {
    QString name;
    ScriptFunction function = ScriptFunction::Constant;
    std::int64_t low = 0; // Constant: the value
    std::int64_t high = 0;
    double parameter = 0; // zipfian exponent, pareto h
    std::string pattern; // String: '#' a digit, '@' a letter, anything else kept
    int line = 0;
    int column = 0;

    bool isString() const { return function == ScriptFunction::String; }
};

enum class StatementKind { Read, Write, Other }; // counted as sysbench counts reads / writes / other

struct ScriptStatement {
    std::string sql; // placeholders replaced by '?'
    std::vector<int> parameters; // variable index of each '?', in order
    StatementKind kind = StatementKind::Other;
    bool beginsTransaction = false; // BEGIN, START TRANSACTION
    bool endsTransaction = false; // COMMIT, ROLLBACK
    QString createdTable; // CREATE TABLE in the prepare section: the table it makes
    int line = 0;
    int column = 0;
};

struct ScriptStep {
    enum class Type { Set, Execute, Repeat };
    Type type = Type::Execute;
    int index = 0; // Set: variable, Execute: statement, Repeat: loop variable
    std::int64_t count = 0; // Repeat: iterations
    std::vector<ScriptStep> body; // Repeat
};

struct Script {
    QString path;
    int weight = 1;
    std::vector<ScriptVariable> variables;
    std::vector<ScriptStatement> statements;
    std::vector<ScriptStep> prepareSteps;
    std::vector<ScriptStep> runSteps;

    // Tables the prepare section creates (and so the ones cleanup may drop).
    QStringList createdTables() const;
    // Iterations of the prepare section's \repeat blocks, for progress.
    std::int64_t prepareRows() const;
    // The run section opens a transaction (a rollback after an error must end it).
    bool runUsesTransaction() const;
};

} // namespace sb
