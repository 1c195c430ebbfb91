// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalingfigures.h"

#include "analysis/speedup.h"
#include "analysis/scalingfacts.h"
#include "analysis/uslfit.h"
#include "common/errortext.h"

#include <algorithm>
#include <cmath>

namespace sb {

QString ScalingFigures::kindName(FigureKind kind)
{
    switch (kind) {
    case FigureKind::Throughput:
        return QStringLiteral("throughput");
    case FigureKind::Speedup:
        return QStringLiteral("speedup");
    case FigureKind::PercentDifference:
        return QStringLiteral("difference");
    case FigureKind::UslFit:
        return QStringLiteral("usl");
    case FigureKind::Timeline:
        return QStringLiteral("timeline");
    case FigureKind::WaitProfile:
        return QStringLiteral("waits");
    }
    return {};
}

QString ScalingFigures::kindTitle(FigureKind kind)
{
    switch (kind) {
    case FigureKind::Throughput:
        return tr("Values by concurrency");
    case FigureKind::Speedup:
        return tr("Speedup over the baseline");
    case FigureKind::PercentDifference:
        return tr("Percent difference");
    case FigureKind::UslFit:
        return tr("USL fit");
    case FigureKind::Timeline:
        return tr("Throughput over time");
    case FigureKind::WaitProfile:
        return tr("Server waits per transaction");
    }
    return {};
}

std::optional<FigureKind> ScalingFigures::kindFromName(const QString& name)
{
    for (FigureKind k : { FigureKind::Throughput, FigureKind::Speedup, FigureKind::PercentDifference,
             FigureKind::UslFit, FigureKind::Timeline, FigureKind::WaitProfile }) {
        if (kindName(k) == name)
            return k;
    }
    return std::nullopt;
}

QString ScalingFigures::xTitle(const QString& xLabel)
{
    const QString l = xLabel.trimmed().toLower();
    if (l == QLatin1String("concurrency") || l == QLatin1String("clients") || l == QLatin1String("threads")
        || l == QLatin1String("client threads") || l.isEmpty())
        return tr("Concurrent clients");
    return xLabel.left(1).toUpper() + xLabel.mid(1);
}

bool ScalingFigures::isThroughput(const QString& metricName)
{
    return metricName == QLatin1String("qps") || metricName == QLatin1String("tps")
        || metricName == QLatin1String("nopm") || metricName == QLatin1String("tpm");
}

QString ScalingFigures::metricTitle(const QString& metricName)
{
    if (metricName == QLatin1String("qps"))
        return tr("Throughput (queries/s)");
    if (metricName == QLatin1String("tps"))
        return tr("Throughput (transactions/s)");
    if (metricName == QLatin1String("p95"))
        return tr("95th percentile latency (ms)");
    if (metricName == QLatin1String("p99"))
        return tr("99th percentile latency (ms)");
    if (metricName == QLatin1String("avg_latency"))
        return tr("Mean latency (ms)");
    if (metricName == QLatin1String("errors_per_sec"))
        return tr("Errors (per s)");
    if (metricName == QLatin1String("cpu_us_per_tx"))
        return tr("Server CPU per transaction (µs)");
    if (metricName == QLatin1String("cswitch_per_tx"))
        return tr("Server context switches per transaction");
    if (metricName == QLatin1String("voluntary_cswitch_per_tx"))
        return tr("Server voluntary context switches per transaction");
    if (metricName == QLatin1String("involuntary_cswitch_per_tx"))
        return tr("Server involuntary context switches per transaction");
    if (metricName == QLatin1String("migrations_per_tx"))
        return tr("Server CPU migrations per transaction");
    if (metricName == QLatin1String("ipc"))
        return tr("Server instructions per cycle (IPC)");
    if (metricName == QLatin1String("cycles_per_tx"))
        return tr("Server cycles per transaction");
    if (metricName == QLatin1String("instructions_per_tx"))
        return tr("Server instructions per transaction");
    if (metricName == QLatin1String("llc_misses_per_tx"))
        return tr("Server LLC misses per transaction");
    if (metricName == QLatin1String("nopm"))
        return tr("New-Orders per minute (NOPM)");
    if (metricName == QLatin1String("tpm"))
        return tr("Transactions per minute (TPM, server)");
    return metricName;
}

bool ScalingFigures::coreColumns(const DataTable& table)
{
    if (table.columnCount() == 0)
        return false;
    for (int c = 0; c < table.columnCount(); ++c) {
        if (!Speedup::resourcesFromLabel(table.columnName(c)))
            return false;
    }
    return true;
}

FigureSeries ScalingFigures::errorBarNote(int comparisons, bool unbounded, const QString& clippedAt)
{
    FigureSeries note;
    if (comparisons > 1)
        note.name = unbounded
            ? tr("bars: 95% intervals from the repetitions (Bonferroni over %n; none if unbounded)", "", comparisons)
            : tr("bars: 95% intervals from the repetitions (Bonferroni over %n)", "", comparisons);
    else
        note.name = unbounded ? tr("bars: 95% intervals from the repetitions (none if unbounded)")
                              : tr("bars: 95% intervals from the repetitions");
    if (!clippedAt.isEmpty()) // where the interval reached below what the value can be
        note.name += tr("; // cut at %1").arg(clippedAt);
    note.colorIndex = -1;
    note.showLine = false;
    note.showMarkers = false;
    note.legendWhisker = true;
    return note;
}

FigureData ScalingFigures::values(const DataTable& table, const QString& yTitle, bool logX, const PivotTable* cells)
{
    const bool withCells
        = cells && cells->rowCount() == table.rowCount() && cells->columnCount() == table.columnCount();
    bool bars = false;
    bool clipped = false;
    FigureData f;
    f.xTitle = xTitle(table.xLabel());
    f.yTitle = yTitle;
    f.logX = logX;
    f.xIntegers = true; // client counts
    for (int c = 0; c < table.columnCount(); ++c) {
        FigureSeries s;
        s.name = table.columnName(c);
        s.colorIndex = c;
        for (int r = 0; r < table.rowCount(); ++r) {
            const auto v = table.value(r, c);
            if (!v)
                continue;
            s.points.append(QPointF(table.x(r), *v));
            if (!withCells || !cells->cell(r, c).hasSpread() || !std::isfinite(cells->cell(r, c).ciHalfWidth))
                continue;
            const double half = cells->cell(r, c).ciHalfWidth;
            // A throughput (a latency, a count) is never below 0: the bar stops there and shows the cut.
            FigureErrorBar bar { table.x(r), *v - half, *v + half };
            if (bar.low < 0 && *v >= 0) {
                bar.low = 0;
                bar.lowClipped = true;
                clipped = true;
            }
            s.errorBars.append(bar);
            bars = true;
        }
        f.series.append(s);
    }
    if (bars) {
        FigureSeries note = errorBarNote(1, false);
        note.name = clipped ? tr("bars: 95% intervals of the means; // marks a bar cut at 0")
                            : tr("bars: 95% intervals of the means");
        f.series.append(note);
    }
    return f;
}

// The dashed line of linear scaling over the measured core counts, from the baseline's.
FigureSeries ScalingFigures::linearScaling(const QList<std::optional<double>>& cores, int baseline, bool logX)
{
    FigureSeries ideal;
    ideal.name = tr("linear scaling");
    ideal.colorIndex = -1;
    ideal.showMarkers = false;
    double lo = *cores.at(baseline);
    double hi = lo;
    for (const auto& r : cores) {
        lo = std::min(lo, *r);
        hi = std::max(hi, *r);
    }
    const double base = *cores.at(baseline);
    // Sampled, not two end points: on a log-2 x axis y = x is a curve.
    constexpr int kSamples = 32;
    for (int i = 0; i <= kSamples; ++i) {
        const double t = double(i) / kSamples;
        const double x = logX ? lo * std::pow(hi / lo, t) : lo + (hi - lo) * t;
        ideal.points.append(QPointF(x, x / base));
    }
    return ideal;
}

FigureData ScalingFigures::speedup(const DataTable& table, int baseline, bool logX, const PivotTable* cells)
{
    FigureData f;
    f.yTitle = tr("Speedup over %1").arg(table.columnName(baseline));
    f.logX = logX;
    f.xIntegers = true; // core counts
    QList<std::optional<double>> resources;
    bool allResources = true;
    for (int c = 0; c < table.columnCount(); ++c) {
        resources.append(Speedup::resourcesFromLabel(table.columnName(c)));
        allResources = allResources && resources.last();
    }
    auto xOf = [&](int c) { return allResources ? *resources.at(c) : double(c + 1); };
    if (allResources) {
        f.xTitle = tr("Cores");
        // "Speedup over 1 core", not over "server CPUs: 1 core": the x axis already says they are cores, and the
        // longer title ran past the plot's height.
        f.yTitle = tr("Speedup over %1").arg(table.columnName(baseline).section(QStringLiteral(": "), -1));
        // Ticks at the measured core counts (1, 2, 4), not at 0.5 steps between them.
        if (!logX) {
            for (const auto& r : resources)
                f.xCategories.insert(*r, QString::number(*r, 'g', 6));
        }
    } else {
        f.xTitle = tr("Configuration");
        for (int c = 0; c < table.columnCount(); ++c)
            f.xCategories.insert(c + 1, table.columnName(c));
    }
    const QString noun = xTitle(table.xLabel()) == tr("Concurrent clients") ? tr("clients") : table.xLabel();
    const int comparisons = Speedup::speedupComparisons(table, baseline);
    bool bars = false;
    bool unbounded = false;
    bool clipped = false;
    for (int r = 0; r < table.rowCount(); ++r) {
        FigureSeries s;
        s.name = table.x(r) == 1 && noun == tr("clients") ? tr("1 client")
                                                           : QStringLiteral("%1 %2").arg(QString::number(table.x(r), 'g', 6), noun);
        s.colorIndex = r;
        for (int c = 0; c < table.columnCount(); ++c) {
            const double v = Speedup::speedup(table, c, baseline).at(r);
            if (!std::isfinite(v))
                continue;
            s.points.append(QPointF(xOf(c), v));
            const MeanRatio q = Speedup::ratio(table, cells, r, baseline, c, comparisons);
            if (c == baseline || !q.hasInterval())
                continue;
            // A ratio of throughputs is never below 0 (cut there, and shown so); an interval the repetitions cannot
            // bound gets no bar.
            if (q.bounded()) {
                const bool cut = q.lowCut || q.low < 0;
                s.errorBars.append({ xOf(c), std::max(0.0, q.low), q.high, cut });
                clipped = clipped || cut;
            } else {
                unbounded = true;
            }
        }
        if (s.points.size() > 1) {
            bars = bars || !s.errorBars.isEmpty();
            f.series.append(s);
        }
    }
    if (allResources && *resources.at(baseline) > 0)
        f.series.append(linearScaling(resources, baseline, logX));
    if (bars || unbounded)
        f.series.append(errorBarNote(comparisons, unbounded, clipped ? QStringLiteral("0") : QString()));
    f.horizontalLine = 1.0;
    return f;
}

FigureData ScalingFigures::percentDifference(
    const DataTable& table, int from, int to, bool logX, const PivotTable* cells)
{
    FigureData f;
    f.xTitle = xTitle(table.xLabel());
    // The pair is in the legend ("server CPUs: 2 cores vs server CPUs: 1 core"); in the title it was cut off.
    f.yTitle = tr("Difference (%)");
    f.logX = logX;
    f.xIntegers = true; // client counts
    f.horizontalLine = 0.0;
    FigureSeries s;
    s.name = tr("%1 vs %2").arg(table.columnName(to), table.columnName(from));
    s.colorIndex = 0;
    const QList<double> d = Speedup::percentDifference(table, from, to);
    const int comparisons = Speedup::comparableRows(table, from, to);
    bool unbounded = false;
    bool clipped = false;
    for (int r = 0; r < table.rowCount(); ++r) {
        if (!std::isfinite(d.at(r)))
            continue;
        s.points.append(QPointF(table.x(r), d.at(r)));
        const MeanRatio q = Speedup::ratio(table, cells, r, from, to, comparisons);
        if (!q.hasInterval())
            continue;
        if (q.bounded()) { // never below -100%
            const bool cut = q.lowCut || q.low < 0;
            s.errorBars.append({ table.x(r), std::max(-100.0, 100 * (q.low - 1)), 100 * (q.high - 1), cut });
            clipped = clipped || cut;
        } else {
            unbounded = true;
        }
    }
    f.series.append(s);
    if (!s.errorBars.isEmpty() || unbounded)
        f.series.append(errorBarNote(comparisons, unbounded, clipped ? QStringLiteral("−100%") : QString()));
    return f;
}

namespace {

    QString intervalText(const ConfidenceInterval& i)
    {
        if (!i.isValid())
            return QString();
        return QStringLiteral(" (%1–%2)")
            .arg(QString::number(i.low, 'f', 0),
                std::isfinite(i.high) ? QString::number(i.high, 'f', 0) : QStringLiteral("∞"));
    }

    // n from lo to hi, evenly on the axis drawn (log-2 or linear).
    double sampleAt(double lo, double hi, double t, bool logX)
    {
        return logX ? lo * std::pow(hi / lo, t) : lo + (hi - lo) * t;
    }

    // The fitted curve and its band over [lo, hi], into curve (or a dashed piece of extrapolation, without band).
    void addCurve(FigureSeries* s, const UslFit& fit, double lo, double hi, bool logX, bool extrapolated)
    {
        constexpr int kSamples = 120;
        if (extrapolated)
            s->extrapolation.append(QList<QPointF>());
        for (int i = 0; i <= kSamples && hi > lo; ++i) {
            const double n = sampleAt(lo, hi, double(i) / kSamples, logX);
            (extrapolated ? s->extrapolation.last() : s->curve).append(QPointF(n, fit.predict(n)));
            const ConfidenceInterval b = fit.band(n);
            if (b.isValid() && !extrapolated) {
                s->bandLow.append(QPointF(n, b.low));
                s->bandHigh.append(QPointF(n, b.high));
            }
        }
    }

} // namespace

FigureData ScalingFigures::uslFit(
    const DataTable& table, const QString& yTitle, bool logX, bool extrapolate, const PivotTable* cells)
{
    FigureData f = values(table, yTitle, logX); // the points; their bars are Figure 1's
    bool extrapolated = false;
    const ScalingFacts facts = ScalingFacts::compute(table, 0, cells);
    for (int column = 0; column < f.series.size() && column < facts.columns.size(); ++column) {
        FigureSeries& s = f.series[column];
        s.showLine = false;
        const ScalingFacts::Column& c = facts.columns.at(column);
        if (c.verdict.kind == UslVerdict::Kind::Refused) {
            s.name = tr("%1 (no fit: %2)").arg(s.name, ErrorText::describeFit(c.verdict.refused));
            continue;
        }
        if (c.verdict.kind == UslVerdict::Kind::BandTooWide) {
            const QString high = std::isfinite(c.verdict.bandHigh) ? QString::number(c.verdict.bandHigh, 'f', 0)
                                                                    : QStringLiteral("∞");
            s.name = tr("%1 (no curve: the fit's band at %2 holds %3–%4)")
                         .arg(s.name, QString::number(c.verdict.bandX), QString::number(c.verdict.bandLow, 'f', 0), high);
            continue;
        }
        if (c.verdict.kind == UslVerdict::Kind::NoRise) {
            s.name = tr("%1 (no curve: a fit from %2 on finds no rise)").arg(s.name, QString::number(c.verdict.from));
            continue;
        }
        if (!c.usl) {
            s.name = tr("%1 (no curve: the USL does not describe these points)").arg(s.name);
            continue;
        }
        const std::optional<UslFit>& fit = c.usl;
        QList<double> xs;
        for (const QPointF& p : s.points) {
            if (c.verdict.kind != UslVerdict::Kind::LaterStart || p.x() >= c.verdict.from)
                xs.append(p.x());
        }
        if (c.verdict.kind == UslVerdict::Kind::LaterStart)
            s.name = tr("%1, fit from %2 on").arg(s.name, QString::number(c.verdict.from));
        // Curves across the measured range only: beyond it the model guesses, and a figure must not look surer.
        const double lo = *std::min_element(xs.begin(), xs.end());
        const double hi = *std::max_element(xs.begin(), xs.end());
        addCurve(&s, *fit, lo, hi, logX, false);
        const auto optimum = fit->optimalConcurrency();
        if (extrapolate) {
            const double far = optimum && *optimum > hi ? std::min(*optimum * 1.25, 4 * hi) : 2 * hi;
            addCurve(&s, *fit, hi, far, logX, true);
            addCurve(&s, *fit, std::max(1.0, lo / 4), lo, logX, true);
            extrapolated = true;
        }
        const double drawnTo = extrapolate ? 4 * hi : hi;
        s.name = optimum
            ? tr("%1: N* ≈ %2%3").arg(s.name, QString::number(*optimum, 'f', 0), intervalText(fit->optimumInterval()))
            : tr("%1: no peak in the fit").arg(s.name);
        if (optimum && *optimum >= lo && *optimum <= drawnTo)
            f.markers.append({ QPointF(*optimum, fit->predict(*optimum)),
                tr("N* ≈ %1%2").arg(QString::number(*optimum, 'f', 0), intervalText(fit->optimumInterval())),
                s.colorIndex, fit->optimumInterval().low, fit->optimumInterval().high });
    }
    if (extrapolated) {
        FigureSeries note;
        note.name = tr("dashed: the fit beyond the measured range");
        note.colorIndex = -1;
        note.showMarkers = false;
        f.series.append(note);
    }
    return f;
}

FigureData ScalingFigures::build(FigureKind kind, const DataTable& table, const QString& yTitle, int baseline,
    int compared, bool logX, bool extrapolate, const PivotTable* cells)
{
    switch (kind) {
    case FigureKind::Throughput:
        return values(table, yTitle, logX, cells);
    case FigureKind::Speedup:
        return speedup(table, baseline, logX, cells);
    case FigureKind::PercentDifference:
        return percentDifference(table, baseline, compared, logX, cells);
    case FigureKind::UslFit:
        return uslFit(table, yTitle, logX, extrapolate, cells);
    case FigureKind::Timeline: // from the runs' intervals: ReportContent builds it
    case FigureKind::WaitProfile: // from the runs' wait profiles: ReportContent builds it
        return {};
    }
    return {};
}

} // namespace sb
