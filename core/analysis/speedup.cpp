// SPDX-License-Identifier: GPL-3.0-or-later
#include "speedup.h"

#include <QRegularExpression>
#include <cmath>
#include <limits>

namespace sb {

namespace {

    constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

    template <typename Op> QList<double> perRow(const DataTable& table, int a, int b, Op op)
    {
        QList<double> out;
        for (int r = 0; r < table.rowCount(); ++r) {
            const auto va = table.value(r, a);
            const auto vb = table.value(r, b);
            out.append(va && vb && *va != 0 ? op(*va, *vb) : kNaN);
        }
        return out;
    }

} // namespace

std::optional<double> Speedup::resourcesFromLabel(const QString& label)
{
    static const QString unit = QStringLiteral("(?:cores?|cpus?|vcpus?|threads?|pus?|c)");
    // "2 cores", or a figure's words for it, "server CPUs: 2 cores" (the axis named before the value).
    static const QRegularExpression numberFirst(
        QStringLiteral("^\\s*(?:[^:\\d][^:]*:\\s*)?(\\d+(?:\\.\\d+)?)\\s*(?:%1)?\\s*$").arg(unit),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression unitFirst(QStringLiteral("^\\s*%1\\s*[:= ]\\s*(\\d+(?:\\.\\d+)?)\\s*$").arg(unit),
        QRegularExpression::CaseInsensitiveOption);
    for (const QRegularExpression* re : { &numberFirst, &unitFirst }) {
        const auto match = re->match(label);
        if (match.hasMatch()) {
            const double v = match.captured(1).toDouble();
            return v > 0 ? std::optional<double>(v) : std::nullopt;
        }
    }
    return std::nullopt;
}

QList<double> Speedup::speedup(const DataTable& table, int column, int baseline)
{
    return perRow(table, baseline, column, [](double base, double v) { return v / base; });
}

QList<double> Speedup::efficiency(
    const DataTable& table, int column, int baseline, double columnResources, double baselineResources)
{
    const double scale = columnResources / baselineResources;
    QList<double> out = speedup(table, column, baseline);
    for (double& v : out)
        v /= scale;
    return out;
}

std::optional<QList<double>> Speedup::efficiency(const DataTable& table, int column, int baseline)
{
    const auto rc = resourcesFromLabel(table.columnName(column));
    const auto rb = resourcesFromLabel(table.columnName(baseline));
    if (!rc || !rb)
        return std::nullopt;
    return efficiency(table, column, baseline, *rc, *rb);
}

QList<double> Speedup::percentDifference(const DataTable& table, int from, int to)
{
    return perRow(table, from, to, [](double a, double b) { return 100.0 * (b - a) / a; });
}

int Speedup::fewestResourcesColumn(const DataTable& table)
{
    int best = 0;
    for (int c = 1; c < table.columnCount(); ++c) {
        const auto r = resourcesFromLabel(table.columnName(c));
        const auto b = resourcesFromLabel(table.columnName(best));
        if (r && b && *r < *b)
            best = c;
    }
    return best;
}

int Speedup::findColumn(const DataTable& table, const QString& wanted)
{
    const QString name = wanted.trimmed();
    if (name.isEmpty())
        return fewestResourcesColumn(table);
    if (const int c = table.columnIndex(name); c >= 0)
        return c;
    const auto count = resourcesFromLabel(name);
    for (int c = 0; count && c < table.columnCount(); ++c) {
        if (resourcesFromLabel(table.columnName(c)) == count)
            return c;
    }
    return -1;
}

int Speedup::comparableRows(const DataTable& table, int from, int to)
{
    int n = 0;
    for (int r = 0; r < table.rowCount(); ++r)
        n += table.hasValue(r, from) && table.hasValue(r, to) ? 1 : 0;
    return n;
}

int Speedup::speedupComparisons(const DataTable& table, int baseline)
{
    int n = 0;
    for (int c = 0; c < table.columnCount(); ++c)
        n += c == baseline ? 0 : comparableRows(table, baseline, c);
    return n;
}

MeanRatio Speedup::ratio(const DataTable& table, const PivotTable* cells, int row, int from, int to, int comparisons)
{
    const double level = MeanRatio::bonferroni(0.95, comparisons);
    if (cells && cells->rowCount() == table.rowCount() && cells->columnCount() == table.columnCount())
        return MeanRatio::of(cells->cell(row, from), cells->cell(row, to), level);
    SampleSummary a;
    SampleSummary b;
    if (const auto v = table.value(row, from)) {
        a.n = 1;
        a.mean = *v;
    }
    if (const auto v = table.value(row, to)) {
        b.n = 1;
        b.mean = *v;
    }
    return MeanRatio::of(a, b, level);
}

} // namespace sb
