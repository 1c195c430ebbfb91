// SPDX-License-Identifier: GPL-3.0-or-later
// The Amdahl fit (throughput against cores) is made at each configuration's measured peak: an article's columns peak
// at different concurrencies, and the peak is the capacity a configuration offers. Fits at every row (same x for
// all columns) follow for detail: at low concurrency extra cores cannot help, so sigma there says little.
#include "scalingreport.h"

#include "axiswords.h"
#include "reportnumbers.h"

#include "analysis/speedup.h"
#include "common/errortext.h"
#include "export/tablewriter.h"
#include "scalingsentence.h"

#include <QJsonArray>
#include <algorithm>
#include <cmath>
#include <limits>

namespace sb {

namespace {

    QString num(double v, int significant = 4)
    {
        return std::isfinite(v) ? ReportNumbers::number(v, 'g', significant) : QStringLiteral("-");
    }

    QString ratio(double v)
    {
        return std::isfinite(v) ? ReportNumbers::number(v, 'f', 2) : QString();
    }

    QString percent(double v)
    {
        return std::isfinite(v)
            ? (v >= 0 ? QStringLiteral("+") : QString()) + ReportNumbers::number(v, 'f', 1) + QLatin1Char('%')
            : QString();
    }

    // "19 (14–26)": a value and its 95% interval; an infinite end is "∞".
    QString withInterval(double v, const ConfidenceInterval& i, int significant = 3)
    {
        if (!std::isfinite(v) && !i.isValid())
            return QStringLiteral("-");
        QString text = std::isfinite(v) ? ReportNumbers::number(v, 'g', significant) : QStringLiteral("∞");
        if (i.isValid())
            text += QStringLiteral(" (%1–%2)")
                        .arg(num(i.low, significant),
                            std::isfinite(i.high) ? ReportNumbers::number(i.high, 'g', significant) : QStringLiteral("∞"));
        return text;
    }

    QString withInterval(const std::optional<double>& v, const ConfidenceInterval& i, int significant = 3)
    {
        return withInterval(v ? *v : std::numeric_limits<double>::infinity(), i, significant);
    }


    // Fits of throughput against the resources of each column, using one value per column chosen by `pick`.
    template <typename Pick>
    ScalingReport::AmdahlRow amdahlAcross(const DataTable& table, const QString& where, Pick pick)
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
        ScalingReport::AmdahlRow row { where, std::nullopt, {} };
        auto fit = AmdahlFit::fit(resources, throughput);
        if (fit)
            row.fit = std::move(*fit);
        else
            row.refused = fit.error();
        return row;
    }

    QList<ScalingReport::AmdahlRow> amdahlFits(const DataTable& table, const ScalingFacts& facts)
    {
        for (int c = 0; c < table.columnCount(); ++c) {
            if (!Speedup::resourcesFromLabel(table.columnName(c)))
                return {};
        }
        QList<ScalingReport::AmdahlRow> rows;
        rows.append(amdahlAcross(table, ScalingReport::tr("peak"), [&](int c) -> std::optional<double> {
            const double v = facts.columns.at(c).peakValue;
            return std::isnan(v) ? std::nullopt : std::optional<double>(v);
        }));
        for (int r = 0; r < table.rowCount(); ++r)
            rows.append(amdahlAcross(table, num(table.x(r), 6), [&](int c) { return table.value(r, c); }));
        return rows;
    }

} // namespace

ScalingReport::ScalingReport(DataTable table, int baseline, const PivotTable* cells)
    : m_table(std::move(table))
    , m_baseline(baseline)
{
    m_facts = ScalingFacts::compute(m_table, baseline, cells);
    if (cells && cells->rowCount() == m_table.rowCount() && cells->columnCount() == m_table.columnCount())
        m_cells = *cells;
    m_decimals = TableWriter::decimalsFor(m_cells ? *m_cells : PivotTable::fromDataTable(m_table));
    m_amdahl = amdahlFits(m_table, m_facts);
}

int ScalingReport::comparableRows(int from, int to) const
{
    return Speedup::comparableRows(m_table, from, to);
}

MeanRatio ScalingReport::ratioAt(int row, int from, int to, int comparisons) const
{
    return Speedup::ratio(m_table, m_cells ? &*m_cells : nullptr, row, from, to, comparisons);
}

const char* ScalingReport::verdictName(const MeanRatio& r)
{
    if (!r.hasInterval())
        return "no-repetitions";
    return r.distinguishable() ? "distinguishable" : "noise";
}

QString ScalingReport::percentVerdict(const MeanRatio& r)
{
    if (!std::isfinite(r.ratio))
        return QString();
    const QString value = percent(100 * (r.ratio - 1));
    if (!r.hasInterval())
        return tr("%1 (no repetitions)").arg(value);
    if (!r.bounded())
        return tr("%1: not distinguishable from the run-to-run noise (the repetitions disagree too much to bound it)")
            .arg(value);
    if (r.lowCut)
        return tr("%1: %2 (up to %3; the repetitions disagree too much to bound it from below)")
            .arg(value,
                r.distinguishable() ? tr("a fall") : tr("not distinguishable from the run-to-run noise"),
                percent(100 * (r.high - 1)));
    if (!r.distinguishable())
        return tr("%1: not distinguishable from the run-to-run noise (±%2%)")
            .arg(value, ReportNumbers::number(100 * r.noise(), 'f', 1));
    return tr("%1 (%2 to %3)").arg(value, percent(100 * (r.low - 1)), percent(100 * (r.high - 1)));
}

QString ScalingReport::ratioVerdict(const MeanRatio& r)
{
    if (!std::isfinite(r.ratio))
        return QString();
    if (!r.hasInterval())
        return ratio(r.ratio);
    if (!r.bounded())
        return tr("%1 (the repetitions disagree too much to bound it), within noise").arg(ratio(r.ratio));
    if (r.lowCut)
        return tr("%1 (up to %2; not bounded below), within noise").arg(ratio(r.ratio), ratio(r.high));
    const QString text = QStringLiteral("%1 (%2–%3)").arg(ratio(r.ratio), ratio(r.low), ratio(r.high));
    return r.distinguishable() ? text : tr("%1, within noise").arg(text);
}

void ScalingReport::setPercentDifference(int from, int to)
{
    m_diffFrom = from;
    m_diffTo = to;
}

void ScalingReport::setCpuPerTransaction(const DataTable& cpu)
{
    m_cpu = cpu;
}

bool ScalingReport::cpuAvailable() const
{
    if (!m_cpu)
        return false;
    for (int r = 0; r < m_cpu->rowCount(); ++r) {
        for (int c = 0; c < m_cpu->columnCount(); ++c) {
            if (m_cpu->value(r, c))
                return true;
        }
    }
    return false;
}

void ScalingReport::setMachineLoad(const std::optional<MachineLoad::Summary>& load)
{
    m_load = load;
}

QStringList ScalingReport::summary() const
{
    QStringList sentences = ScalingSentence::all(m_facts);
    // Named once, first: the noise decides how much every sentence after it is worth.
    const QString noise = ScalingSentence::noiseVerdict(m_facts, m_load ? &*m_load : nullptr);
    if (!noise.isEmpty())
        sentences.prepend(noise);
    if (m_diffFrom >= 0 && m_diffTo >= 0) {
        // The percentage difference where the compared column is highest, with its verdict.
        const ScalingFacts::Comparison c = ScalingFacts::compare(m_table, m_diffFrom, m_diffTo);
        const int row = m_table.xValues().indexOf(c.x);
        if (row >= 0) {
            const MeanRatio r = ratioAt(row, m_diffFrom, m_diffTo, comparableRows(m_diffFrom, m_diffTo));
            if (m_cells && m_cells->hasRepetitions())
                sentences << tr("%1 against %2 at %3 %4: %5")
                             .arg(m_table.columnName(m_diffTo), m_table.columnName(m_diffFrom), rowLabel(row),
                                 ScalingSentence::xNoun(m_table.xLabel()), percentVerdict(r));
        }
    }
    if (!m_cpu || sentences.isEmpty())
        return sentences;
    if (!cpuAvailable())
        return sentences << ScalingSentence::costNotAvailable();
    // The CPU cost is compared where the throughput is: at the row of each comparison with the baseline.
    for (const ScalingFacts::Comparison& c : m_facts.versusBaseline) {
        const int row = m_table.xValues().indexOf(c.x);
        if (row < 0 || row >= m_cpu->rowCount())
            continue;
        const auto from = m_cpu->value(row, c.from);
        const auto to = m_cpu->value(row, c.to);
        const QString s = from && to && *from > 0 ? ScalingSentence::costSentence(m_facts, c, *to / *from) : QString();
        if (!s.isEmpty())
            sentences << s;
    }
    return sentences;
}

ScalingReport::Table ScalingReport::cpuTable() const
{
    Table t;
    if (!cpuAvailable())
        return t;
    t.title = tr("Server CPU time per transaction (µs)");
    t.header = QStringList { AxisWords::heading(m_table.xLabel()) } + m_cpu->columnNames();
    for (int r = 0; r < m_cpu->rowCount(); ++r) {
        QStringList cells { rowLabel(r) };
        for (int c = 0; c < m_cpu->columnCount(); ++c) {
            const auto v = m_cpu->value(r, c);
            cells << (v ? ReportNumbers::number(*v, 'f', 1) : tr("not available"));
        }
        t.rows << cells;
    }
    return t;
}

QString ScalingReport::heading(Style style, const QString& title)
{
    return style == Style::Markdown ? QStringLiteral("\n### ") + title + QStringLiteral("\n\n")
                                    : QStringLiteral("\n") + title + QStringLiteral(":\n");
}

QString ScalingReport::render(const Table& table, Style style)
{
    if (table.isEmpty())
        return {};
    QString text = heading(style, table.title) + TableWriter::markdownTable(table.header, table.rows, table.rightAligned);
    for (const QString& note : table.notes)
        text += QStringLiteral("\n") + note + QStringLiteral("\n");
    return text;
}

QString ScalingReport::rowLabel(int row) const
{
    return row < m_rowLabels.size() ? m_rowLabels.at(row) : num(m_table.x(row), 6);
}

QString ScalingReport::percentLabel() const
{
    return m_table.columnName(m_diffFrom) + QStringLiteral(" -> ") + m_table.columnName(m_diffTo);
}

// "925 (880–970)": rounded as the measurements table rounds its means, not to a number of significant digits.
QString ScalingReport::measured(double value, const ConfidenceInterval& interval) const
{
    if (!std::isfinite(value) && !interval.isValid())
        return QStringLiteral("-");
    auto text = [this](double v) {
        return std::isfinite(v) ? ReportNumbers::table(v, m_decimals) : QStringLiteral("∞");
    };
    QString result = text(value);
    if (interval.isValid())
        result += QStringLiteral(" (%1–%2)").arg(text(interval.low), text(interval.high));
    return result;
}

// "value @ x" of a column's measured peak, or "-".
QString ScalingReport::measuredPeak(const ScalingFacts::Column& m) const
{
    return std::isnan(m.peakValue)
        ? QStringLiteral("-")
        : measured(m.peakValue) + QStringLiteral(" @ ") + ReportNumbers::table(m.peakX, TableWriter::kAutoDecimals);
}

ScalingReport::Table ScalingReport::uslTable() const
{
    Table t;
    QStringList methods;
    for (const ScalingFacts::Column& m : m_facts.columns) {
        if (m.usl && !methods.contains(ScalingSentence::intervalMethod(m.usl->intervalMethod())))
            methods << ScalingSentence::intervalMethod(m.usl->intervalMethod());
    }
    t.title = tr("USL fit per column, X(N) = λN / (1 + σ(N−1) + κN(N−1)), with 95% intervals");
    if (!methods.isEmpty())
        t.title += tr(" (%1)").arg(methods.join(tr("; ")));
    t.header = QStringList { tr("column"), QStringLiteral("λ"), QStringLiteral("σ"), QStringLiteral("κ"),
        QStringLiteral("N*"), tr("USL peak"), tr("measured peak @ x"), tr("RMS error"), QStringLiteral("R²") };
    const bool noFit = std::none_of(m_facts.columns.begin(), m_facts.columns.end(),
        [](const ScalingFacts::Column& m) { return m.usl.has_value(); });
    if (noFit) { // a sentence per column, not rows of empty parameter cells beside one long text
        t.header = QStringList { tr("column"), tr("USL fit"), tr("measured peak @ x") };
        t.rightAligned = { false, false, true };
        for (const ScalingFacts::Column& m : m_facts.columns) {
            const QString peak = measuredPeak(m);
            t.rows << QStringList { m.label,
                m.verdict.kind == UslVerdict::Kind::Refused ? ErrorText::describeFit(m.uslRefused)
                    : m.verdict.kind == UslVerdict::Kind::Misses
                    ? tr("does not describe the means: %1")
                          .arg(ScalingSentence::missReason(m, ScalingSentence::xNoun(m_table.xLabel())))
                    : tr("no curve: %1").arg(ScalingSentence::noCurveReason(m, ScalingSentence::xNoun(m_table.xLabel()))),
                peak };
        }
        return t;
    }
    // A column without a fit: a row of its measured figures, "no fit" in the parameters' cells and the reason under
    // the table (inside the λ cell it made the table scroll sideways).
    const QString noFitCell = tr("no fit (see below)");
    for (const ScalingFacts::Column& m : m_facts.columns) {
        const QString peak = measuredPeak(m);
        if (m.verdict.kind == UslVerdict::Kind::Refused) {
            t.rows << QStringList { m.label, noFitCell, {}, {}, {}, {}, peak, {}, {} };
            t.notes << tr("%1: %2").arg(m.label, ErrorText::describeFit(m.uslRefused));
            continue;
        }
        if (!m.usl) {
            t.rows << QStringList { m.label, noFitCell, {}, {}, {}, {}, peak,
                measured(m.verdict.full->residualError()), ReportNumbers::number(m.verdict.full->rSquared(), 'f', 4) };
            if (m.verdict.kind == UslVerdict::Kind::Misses)
                t.notes << tr("%1: the USL does not describe the means: %2")
                               .arg(m.label, ScalingSentence::missReason(m, ScalingSentence::xNoun(m_table.xLabel())));
            else // the table keeps the measured peak; the sentence says why there is no curve
                t.notes << tr("%1: no curve: %2")
                               .arg(m.label, ScalingSentence::noCurveReason(m, ScalingSentence::xNoun(m_table.xLabel())));
            continue;
        }
        const UslFit& f = *m.usl;
        const QString label = m.verdict.kind == UslVerdict::Kind::LaterStart
            ? tr("%1 (from %2 on)").arg(m.label, num(m.verdict.from, 6))
            : m.label;
        QString lambda = measured(f.lambda(), f.lambdaInterval());
        switch (f.anchor()) {
        case UslFit::Anchor::Repeated:
        case UslFit::Anchor::AgreesWithFreeFit:
            lambda += tr(" = X(1)");
            break;
        case UslFit::Anchor::TooFewCounts:
            lambda += tr(" = X(1), measured once");
            break;
        case UslFit::Anchor::Disagrees:
            lambda += tr(" (fitted: X(1) lies outside)");
            break;
        case UslFit::Anchor::NotMeasured:
            break;
        }
        t.rows << QStringList { label, lambda, withInterval(f.sigma(), f.sigmaInterval(), 2),
            withInterval(f.kappa(), f.kappaInterval(), 2), withInterval(f.optimalConcurrency(), f.optimumInterval()),
            measured(f.peakThroughput().value_or(qInf()), f.peakInterval()),
            peak, measured(f.residualError()),
            ReportNumbers::number(f.rSquared(), 'f', 4) };
    }
    return t;
}

ScalingReport::Table ScalingReport::amdahlTable() const
{
    Table t;
    if (m_amdahl.isEmpty())
        return t;
    t.title = tr("Amdahl fit across columns, X(p) = X₁p / (1 + σ(p−1)), with 95% bootstrap intervals; first row: "
                 "each column at its peak");
    const bool none = std::none_of(m_amdahl.begin(), m_amdahl.end(), [](const AmdahlRow& a) { return a.fit; });
    if (none) { // one sentence, not a row of refusals per line
        t.header = QStringList { tr("Amdahl fit") };
        t.rows << QStringList { tr("not computed: %1").arg(ErrorText::describeFit(m_amdahl.constFirst().refused)) };
        t.rightAligned = { false };
        return t;
    }
    t.header = QStringList { m_table.xLabel(), QStringLiteral("X₁"), QStringLiteral("σ"), tr("max speedup"),
        QStringLiteral("R²") };
    for (const AmdahlRow& a : m_amdahl) {
        if (!a.fit) {
            t.rows << QStringList { a.where, ErrorText::describeFit(a.refused), {}, {}, {} };
            continue;
        }
        t.rows << QStringList { a.where,
            measured(a.fit->x1(), a.fit->x1Interval()) + (a.fit->x1Anchored() ? tr(" = X(1)") : QString()),
            withInterval(a.fit->sigma(), a.fit->sigmaInterval(), 2),
            withInterval(a.fit->maxSpeedup(), a.fit->maxSpeedupInterval()),
            ReportNumbers::number(a.fit->rSquared(), 'f', 4) };
    }
    return t;
}

ScalingReport::Table ScalingReport::speedupTable() const
{
    Table t;
    if (m_table.columnCount() < 2)
        return t;
    const int comparisons = Speedup::speedupComparisons(m_table, m_baseline);
    t.title = tr("Against %1").arg(m_table.columnName(m_baseline));
    if (m_cells && m_cells->hasRepetitions())
        t.title += tr(" (speedups with 95% Fieller intervals from the repetitions, Bonferroni over %n comparisons)", "",
            comparisons);
    t.header = QStringList { AxisWords::heading(m_table.xLabel()) };
    QList<int> columns;
    QList<std::optional<QList<double>>> efficiencies;
    for (int c = 0; c < m_table.columnCount(); ++c) {
        if (c == m_baseline)
            continue;
        t.header << tr("speedup %1").arg(m_table.columnName(c));
        columns << c;
        efficiencies << Speedup::efficiency(m_table, c, m_baseline);
        if (efficiencies.last())
            t.header << tr("efficiency %1").arg(m_table.columnName(c));
    }
    for (int r = 0; r < m_table.rowCount(); ++r) {
        QStringList cells { rowLabel(r) };
        for (int k = 0; k < columns.size(); ++k) {
            cells << ratioVerdict(ratioAt(r, m_baseline, columns.at(k), comparisons));
            if (efficiencies.at(k))
                cells << ratio(efficiencies.at(k)->at(r));
        }
        t.rows << cells;
    }
    t.rightAligned = QList<bool>(t.header.size(), true);
    return t;
}

ScalingReport::Table ScalingReport::percentDifferenceTable() const
{
    Table t;
    if (m_diffFrom < 0 || m_diffTo < 0)
        return t;
    const int comparisons = comparableRows(m_diffFrom, m_diffTo);
    t.title
        = tr("Percentage difference from %1 to %2").arg(m_table.columnName(m_diffFrom), m_table.columnName(m_diffTo));
    const bool repeated = m_cells && m_cells->hasRepetitions();
    t.title += repeated
        ? tr(", with 95% Fieller intervals from the repetitions (Bonferroni over %n rows)", "", comparisons)
        : tr(" (no repetitions, so no intervals)");
    t.header = QStringList { m_table.xLabel(), percentLabel() };
    for (int r = 0; r < m_table.rowCount(); ++r) {
        const MeanRatio q = ratioAt(r, m_diffFrom, m_diffTo, comparisons);
        t.rows << QStringList { rowLabel(r),
            repeated ? percentVerdict(q) : percent(std::isfinite(q.ratio) ? 100 * (q.ratio - 1) : q.ratio) };
    }
    t.rightAligned = { true, true };
    return t;
}

QString ScalingReport::summaryText(Style style) const
{
    const QStringList sentences = summary();
    if (sentences.isEmpty())
        return {};
    QString text = heading(style, tr("Summary"));
    for (const QString& s : sentences)
        text += (style == Style::Markdown ? QStringLiteral("- ") : QStringLiteral("  ")) + s + QLatin1Char('\n');
    return text;
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

} // namespace sb
