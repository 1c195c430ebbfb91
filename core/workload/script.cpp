// SPDX-License-Identifier: GPL-3.0-or-later
#include "script.h"

namespace sb {

QStringList Script::createdTables() const
{
    QStringList tables;
    for (const ScriptStatement& s : statements) {
        if (!s.createdTable.isEmpty())
            tables.append(s.createdTable);
    }
    return tables;
}

std::int64_t Script::prepareRows() const
{
    std::int64_t rows = 0;
    for (const ScriptStep& step : prepareSteps) {
        if (step.type == ScriptStep::Type::Repeat)
            rows += step.count;
    }
    return rows;
}

bool Script::runUsesTransaction() const
{
    for (const ScriptStep& step : runSteps) {
        if (step.type == ScriptStep::Type::Execute && statements[std::size_t(step.index)].beginsTransaction)
            return true;
    }
    return false;
}

} // namespace sb
