// SPDX-License-Identifier: GPL-3.0-or-later
// The Amdahl fit (throughput against cores) is made at each configuration's measured peak: an article's columns peak
// at different concurrencies, and the peak is the capacity a configuration offers. Fits at every row (same x for
// all columns) follow for detail: at low concurrency extra cores cannot help, so sigma there says little.
#include "scalingreport.h"

#include "analysis/speedup.h"
#include "console.h"
#include "export/tablewriter.h"
#include "report/scalingsentence.h"

#include <QJsonArray>
#include <cmath>

namespace sb::cli {

namespace {

    QString num(double v, int significant = 4)
    {
        return std::isfinite(v) ? QString::number(v, 'g', significant) : QStringLiteral("-");
    }

    QString num(const std::optional<double>& v, int significant = 4)
    {
        return v ? num(*v, significant) : QStringLiteral("-");
    }

    QString peak(const std::optional<double>& v)
    {
        return v ? TableWriter::formatNumber(*v, TableWriter::decimalsFor(*v)) : QStringLiteral("-");
    }

    QString ratio(double v)
    {
        return std::isfinite(v) ? QString::number(v, 'f', 2) : QString();
    }

    QString percent(double v)
    {
        return std::isfinite(v)
            ? (v >= 0 ? QStringLiteral("+") : QString()) + QString::number(v, 'f', 1) + QLatin1Char('%')
            : QString();
    }

    QJsonValue json(const std::optional<double>& v)
    {
        return v && std::isfinite(*v) ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
    }

    QJsonArray jsonArray(const QList<double>& values)
    {
        QJsonArray a;
        for (double v : values)
            a.append(json(v));
        return a;
    }

    // Fits of throughput against the resources of each column, using one value per column chosen by `pick`.
    template <typename Pick> std::optional<AmdahlFit> amdahlAcross(const DataTable& table, Pick pick)
    {
        QList<double> resources;
        QList<double> throughput;
        for (int c = 0; c < table.columnCount(); ++c) {
            const auto r = Speedup::resourcesFromLabel(table.columnName(c));
            const std::optional<double> v = pick(c);
            if (r && v) {
                resources.append(*r);
                throughput.append(*v);
            }
        }
        auto fit = AmdahlFit::fit(resources, throughput);
        return fit ? std::optional<AmdahlFit>(*fit) : std::nullopt;
    }

    QList<ScalingReport::AmdahlRow> amdahlFits(const DataTable& table, const ScalingFacts& facts)
    {
        for (int c = 0; c < table.columnCount(); ++c) {
            if (!Speedup::resourcesFromLabel(table.columnName(c)))
                return {};
        }
        QList<ScalingReport::AmdahlRow> rows;
        rows.append({ QStringLiteral("peak"), amdahlAcross(table, [&](int c) -> std::optional<double> {
                         const double v = facts.columns.at(c).peakValue;
                         return std::isnan(v) ? std::nullopt : std::optional<double>(v);
                     }) });
        for (int r = 0; r < table.rowCount(); ++r)
            rows.append({ num(table.x(r), 6), amdahlAcross(table, [&](int c) { return table.value(r, c); }) });
        return rows;
    }

} // namespace

int ScalingReport::findColumn(const DataTable& table, const QString& wanted)
{
    if (wanted.trimmed().isEmpty())
        return Speedup::fewestResourcesColumn(table);
    if (const int c = table.columnIndex(wanted.trimmed()); c >= 0)
        return c;
    const auto count = Speedup::resourcesFromLabel(wanted);
    for (int c = 0; count && c < table.columnCount(); ++c) {
        if (Speedup::resourcesFromLabel(table.columnName(c)) == count)
            return c;
    }
    return -1;
}

std::optional<ScalingReport::Columns> ScalingReport::pickColumns(
    const DataTable& table, const QString& baseline, const std::optional<QString>& percentDiff)
{
    const QString names = table.columnNames().join(QStringLiteral(", "));
    Columns columns;
    columns.baseline = findColumn(table, baseline);
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
    columns.diffFrom = findColumn(table, pair.at(0));
    columns.diffTo = findColumn(table, pair.at(1));
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

ScalingReport::ScalingReport(DataTable table, int baseline)
    : m_table(std::move(table))
    , m_baseline(baseline)
{
    for (int c = 0; c < m_table.columnCount(); ++c) {
        QList<double> xs;
        QList<double> ys;
        m_table.points(c, &xs, &ys);
        auto fit = UslFit::fit(xs, ys);
        m_usl.append({ m_table.columnName(c), fit ? std::optional<UslFit>(*fit) : std::nullopt });
    }
    m_facts = ScalingFacts::compute(m_table, baseline);
    m_amdahl = amdahlFits(m_table, m_facts);
}

void ScalingReport::setPercentDifference(int from, int to)
{
    m_diffFrom = from;
    m_diffTo = to;
}

QStringList ScalingReport::summary() const
{
    return ScalingSentence::all(m_facts);
}

QString ScalingReport::heading(Style style, const QString& title)
{
    return style == Style::Markdown ? QStringLiteral("\n### ") + title + QStringLiteral("\n\n")
                                    : QStringLiteral("\n") + title + QStringLiteral(":\n");
}

QString ScalingReport::rowLabel(int row) const
{
    return row < m_rowLabels.size() ? m_rowLabels.at(row) : num(m_table.x(row), 6);
}

QString ScalingReport::percentLabel() const
{
    return m_table.columnName(m_diffFrom) + QStringLiteral(" -> ") + m_table.columnName(m_diffTo);
}

QString ScalingReport::uslSection(Style style) const
{
    QList<QStringList> rows;
    for (int c = 0; c < m_usl.size(); ++c) {
        const auto& f = m_usl.at(c).usl;
        const ScalingFacts::Column& m = m_facts.columns.at(c);
        const QString measured = std::isnan(m.peakValue)
            ? QStringLiteral("-")
            : num(m.peakValue, 6) + QStringLiteral(" @ ") + num(m.peakX, 6);
        if (!f) {
            rows << QStringList { m_usl.at(c).label, QStringLiteral("fewer than 3 points"), {}, {}, {}, {}, {},
                measured };
            continue;
        }
        rows << QStringList { m_usl.at(c).label, num(f->lambda()), num(f->sigma()), num(f->kappa()),
            QString::number(f->rSquared(), 'f', 4), num(f->optimalConcurrency(), 3), peak(f->peakThroughput()),
            measured };
    }
    return heading(style, QStringLiteral("USL fit per column, X(N) = lambda N / (1 + sigma (N-1) + kappa N (N-1))"))
        + TableWriter::markdownTable({ QStringLiteral("column"), QStringLiteral("lambda"), QStringLiteral("sigma"),
                                         QStringLiteral("kappa"), QStringLiteral("R2"), QStringLiteral("N*"),
                                         QStringLiteral("USL peak"), QStringLiteral("measured peak @ x") },
            rows);
}

QString ScalingReport::amdahlSection(Style style) const
{
    if (m_amdahl.isEmpty())
        return {};
    QList<QStringList> rows;
    for (const AmdahlRow& a : m_amdahl) {
        if (!a.fit) {
            rows << QStringList { a.where, QStringLiteral("-"), QStringLiteral("-"), QStringLiteral("-"),
                QStringLiteral("-") };
            continue;
        }
        rows << QStringList { a.where, num(a.fit->x1()), num(a.fit->sigma()),
            QString::number(a.fit->rSquared(), 'f', 4), num(a.fit->maxSpeedup(), 3) };
    }
    return heading(style,
               QStringLiteral(
                   "Amdahl fit across columns, X(p) = X1 p / (1 + sigma (p-1)); first row: each column at its peak"))
        + TableWriter::markdownTable({ m_table.xLabel(), QStringLiteral("X1"), QStringLiteral("sigma"),
                                         QStringLiteral("R2"), QStringLiteral("max speedup") },
            rows);
}

QString ScalingReport::speedupSection(Style style) const
{
    if (m_table.columnCount() < 2)
        return {};
    QStringList columns { m_table.xLabel() };
    QList<QList<double>> series;
    for (int c = 0; c < m_table.columnCount(); ++c) {
        if (c == m_baseline)
            continue;
        columns << QStringLiteral("speedup ") + m_table.columnName(c);
        series << Speedup::speedup(m_table, c, m_baseline);
        if (const auto e = Speedup::efficiency(m_table, c, m_baseline)) {
            columns << QStringLiteral("efficiency ") + m_table.columnName(c);
            series << *e;
        }
    }
    QList<QStringList> rows;
    for (int r = 0; r < m_table.rowCount(); ++r) {
        QStringList cells { rowLabel(r) };
        for (const QList<double>& s : series)
            cells << ratio(s.at(r));
        rows << cells;
    }
    return heading(style, QStringLiteral("Against ") + m_table.columnName(m_baseline))
        + TableWriter::markdownTable(columns, rows, QList<bool>(columns.size(), true));
}

QString ScalingReport::percentDifferenceSection(Style style) const
{
    if (m_diffFrom < 0 || m_diffTo < 0)
        return {};
    const QList<double> diff = Speedup::percentDifference(m_table, m_diffFrom, m_diffTo);
    QList<QStringList> rows;
    for (int r = 0; r < m_table.rowCount(); ++r)
        rows << QStringList { rowLabel(r), percent(diff.at(r)) };
    return heading(style,
               QStringLiteral("Percentage difference from %1 to %2")
                   .arg(m_table.columnName(m_diffFrom), m_table.columnName(m_diffTo)))
        + TableWriter::markdownTable({ m_table.xLabel(), percentLabel() }, rows, { true, true });
}

QString ScalingReport::summarySection(Style style) const
{
    const QStringList sentences = summary();
    if (sentences.isEmpty())
        return {};
    QString text = heading(style, QStringLiteral("Summary"));
    for (const QString& s : sentences)
        text += (style == Style::Markdown ? QStringLiteral("- ") : QStringLiteral("  ")) + s + QLatin1Char('\n');
    return text;
}

QJsonObject ScalingReport::toJson() const
{
    QJsonArray usl;
    for (int c = 0; c < m_usl.size(); ++c) {
        const ScalingFacts::Column& m = m_facts.columns.at(c);
        QJsonObject o { { QStringLiteral("column"), m_usl.at(c).label },
            { QStringLiteral("measuredPeak"), json(m.peakValue) }, { QStringLiteral("measuredPeakX"), json(m.peakX) } };
        if (const auto& f = m_usl.at(c).usl) {
            o.insert(QStringLiteral("lambda"), f->lambda());
            o.insert(QStringLiteral("sigma"), f->sigma());
            o.insert(QStringLiteral("kappa"), f->kappa());
            o.insert(QStringLiteral("r2"), f->rSquared());
            o.insert(QStringLiteral("nStar"), json(f->optimalConcurrency()));
            o.insert(QStringLiteral("peak"), json(f->peakThroughput()));
        }
        usl.append(o);
    }
    QJsonArray amdahl;
    for (const AmdahlRow& a : m_amdahl) {
        QJsonObject o { { QStringLiteral("at"), a.where } };
        if (a.fit) {
            o.insert(QStringLiteral("x1"), a.fit->x1());
            o.insert(QStringLiteral("sigma"), a.fit->sigma());
            o.insert(QStringLiteral("r2"), a.fit->rSquared());
            o.insert(QStringLiteral("maxSpeedup"), json(a.fit->maxSpeedup()));
        }
        amdahl.append(o);
    }
    QJsonArray speedup;
    for (int c = 0; c < m_table.columnCount(); ++c) {
        QJsonObject o { { QStringLiteral("column"), m_table.columnName(c) },
            { QStringLiteral("resources"), json(Speedup::resourcesFromLabel(m_table.columnName(c))) },
            { QStringLiteral("speedup"), jsonArray(Speedup::speedup(m_table, c, m_baseline)) } };
        if (const auto e = Speedup::efficiency(m_table, c, m_baseline))
            o.insert(QStringLiteral("efficiency"), jsonArray(*e));
        speedup.append(o);
    }
    QJsonObject doc { { QStringLiteral("baseline"), m_table.columnName(m_baseline) }, { QStringLiteral("usl"), usl },
        { QStringLiteral("amdahl"), amdahl }, { QStringLiteral("speedup"), speedup },
        { QStringLiteral("summary"), QJsonArray::fromStringList(summary()) } };
    if (m_diffFrom >= 0 && m_diffTo >= 0)
        doc.insert(QStringLiteral("percentDifference"),
            QJsonObject { { QStringLiteral("from"), m_table.columnName(m_diffFrom) },
                { QStringLiteral("to"), m_table.columnName(m_diffTo) },
                { QStringLiteral("values"), jsonArray(Speedup::percentDifference(m_table, m_diffFrom, m_diffTo)) } });
    return doc;
}

QStringList ScalingReport::csvHeader(bool withSpeedup) const
{
    QStringList header;
    for (int c = 0; withSpeedup && c < m_table.columnCount(); ++c) {
        if (c == m_baseline)
            continue;
        header << QStringLiteral("speedup ") + m_table.columnName(c);
        if (Speedup::efficiency(m_table, c, m_baseline))
            header << QStringLiteral("efficiency ") + m_table.columnName(c);
    }
    if (m_diffFrom >= 0 && m_diffTo >= 0)
        header << QStringLiteral("% ") + percentLabel();
    return header;
}

QStringList ScalingReport::csvRow(int row, bool withSpeedup) const
{
    auto exact = [](double v) { return std::isfinite(v) ? QString::number(v, 'g', 10) : QString(); };
    QStringList cells;
    for (int c = 0; withSpeedup && c < m_table.columnCount(); ++c) {
        if (c == m_baseline)
            continue;
        cells << exact(Speedup::speedup(m_table, c, m_baseline).at(row));
        if (const auto e = Speedup::efficiency(m_table, c, m_baseline))
            cells << exact(e->at(row));
    }
    if (m_diffFrom >= 0 && m_diffTo >= 0)
        cells << exact(Speedup::percentDifference(m_table, m_diffFrom, m_diffTo).at(row));
    return cells;
}

} // namespace sb::cli
