// SPDX-License-Identifier: GPL-3.0-or-later
// Comparisons between the columns of a table: speedup and parallel efficiency against a baseline column, and
// the percentage difference between two columns (HT on vs off, version A vs B). Missing cells give NaN.
#pragma once

#include "analysis/datatable.h"
#include "analysis/meanratio.h"
#include "analysis/pivottable.h"

#include <QList>
#include <QString>
#include <optional>

namespace sb {

class Speedup {
public:
    // The amount of resources a configuration label names: "1 core", "4 cores", "cores:4", "8 CPUs", "16 threads",
    // "4c" or a bare "4". nullopt for labels such as "HT on" or "MySQL 5.0".
    static std::optional<double> resourcesFromLabel(const QString& label);
    // The default baseline: the column whose label names the fewest cores (the first column when none do).
    static int fewestResourcesColumn(const DataTable& table);
    // A column named as the user wrote it ("2 cores", case-insensitive, spaces around ignored) or by the core count
    // its label carries ("2"); empty: fewestResourcesColumn. -1 when none matches.
    static int findColumn(const DataTable& table, const QString& wanted);

    // value(column) / value(baseline) per row.
    static QList<double> speedup(const DataTable& table, int column, int baseline);
    // speedup / (resources(column) / resources(baseline)) per row; 1.0 is linear scaling.
    static QList<double> efficiency(
        const DataTable& table, int column, int baseline, double columnResources, double baselineResources);
    // Same, with the resources parsed from the column labels; nullopt when a label names none.
    static std::optional<QList<double>> efficiency(const DataTable& table, int column, int baseline);
    // 100 * (value(to) - value(from)) / value(from) per row: "+80%" going from column `from` to column `to`.
    static QList<double> percentDifference(const DataTable& table, int from, int to);

    // Rows where both columns have a value: the comparisons a difference between them makes.
    static int comparableRows(const DataTable& table, int from, int to);
    // The comparisons of every column's speedups against the baseline, as one family.
    static int speedupComparisons(const DataTable& table, int baseline);
    // value(to) / value(from) at a row with Fieller's interval from the cells' repetitions, at the level
    // `comparisons` comparisons leave each (Bonferroni); no interval without cells (or cells of another shape than
    // the table) or without repetitions.
    static MeanRatio ratio(
        const DataTable& table, const PivotTable* cells, int row, int from, int to, int comparisons);
};

} // namespace sb
