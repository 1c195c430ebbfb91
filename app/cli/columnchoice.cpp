// SPDX-License-Identifier: GPL-3.0-or-later
#include "columnchoice.h"

#include "analysis/speedup.h"
#include "console.h"

#include <QStringList>

namespace sb::cli {

namespace {

    QString columnList(const DataTable& table)
    {
        return table.columnNames().join(QStringLiteral(", "));
    }

} // namespace

std::optional<ColumnChoice> ColumnChoice::pick(
    const DataTable& table, const QString& baseline, const std::optional<QString>& percentDiff)
{
    const QString names = columnList(table);
    ColumnChoice columns;
    columns.baseline = Speedup::findColumn(table, baseline);
    if (columns.baseline < 0) {
        usageError(QStringLiteral("--baseline: no column '%1'; the columns are: %2").arg(baseline, names));
        return std::nullopt;
    }
    if (!percentDiff)
        return columns;
    const QStringList pair = percentDiff->split(QLatin1Char(','));
    if (pair.size() != 2 || pair.at(0).trimmed().isEmpty() || pair.at(1).trimmed().isEmpty()) {
        usageError(
            QStringLiteral("--percent-diff needs two columns as A,B (from A to B); the columns are: %1").arg(names));
        return std::nullopt;
    }
    columns.diffFrom = Speedup::findColumn(table, pair.at(0));
    columns.diffTo = Speedup::findColumn(table, pair.at(1));
    for (int i = 0; i < 2; ++i) {
        if ((i == 0 ? columns.diffFrom : columns.diffTo) < 0) {
            usageError(
                QStringLiteral("--percent-diff: no column '%1'; the columns are: %2").arg(pair.at(i).trimmed(), names));
            return std::nullopt;
        }
    }
    if (columns.diffFrom == columns.diffTo) {
        usageError(QStringLiteral("--percent-diff needs two different columns"));
        return std::nullopt;
    }
    return columns;
}

int ColumnChoice::pickOther(const DataTable& table, const QString& option, const QString& wanted, int baseline)
{
    const int c = Speedup::findColumn(table, wanted);
    if (c < 0 || c == baseline) {
        usageError(QStringLiteral("--%1: no column '%2' other than the baseline; the columns are: %3")
                       .arg(option, wanted, columnList(table)));
        return -1;
    }
    return c;
}

} // namespace sb::cli
