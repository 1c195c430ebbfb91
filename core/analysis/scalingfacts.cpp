// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalingfacts.h"

#include "analysis/speedup.h"
#include "analysis/uslfit.h"

#include <algorithm>
#include <numeric>

namespace sb {

namespace {

    // Halvings below the smallest x (whole numbers down to 1), or doublings above the largest, in ascending order.
    QList<double> suggestions(double lo, double hi, bool below, bool above)
    {
        QList<double> xs;
        if (below) {
            for (double n = std::floor(lo / 2); n >= 1 && xs.size() < 2; n = std::floor(n / 2))
                xs.prepend(n);
            if (xs.isEmpty() || (xs.size() == 1 && xs.first() > 1))
                xs.prepend(1);
        } else if (above) {
            xs = { 2 * hi, 4 * hi };
        }
        return xs;
    }

    // Throughput that grows faster than the clients between neighbouring counts (by more than 10%, beyond noise).
    void findSuperlinearStep(ScalingFacts::Column& facts, QList<double> xs, QList<double> ys)
    {
        QList<int> order(xs.size());
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(), [&xs](int a, int b) { return xs.at(a) < xs.at(b); });
        for (int k = 1; k < order.size(); ++k) {
            const double x0 = xs.at(order.at(k - 1)), x1 = xs.at(order.at(k));
            const double y0 = ys.at(order.at(k - 1)), y1 = ys.at(order.at(k));
            if (x0 <= 0 || y0 <= 0 || x1 <= x0 || y1 / y0 <= 1.1 * x1 / x0)
                continue;
            facts.superlinearFromX = x0;
            facts.superlinearToX = x1;
            facts.superlinearRatio = y1 / y0;
            return;
        }
    }

    bool sameShape(const DataTable& table, const PivotTable* cells)
    {
        return cells && cells->rowCount() == table.rowCount() && cells->columnCount() == table.columnCount();
    }

    bool madeOfRuns(const DataTable& table, const PivotTable* cells)
    {
        return sameShape(table, cells) && !cells->typedIn();
    }

    // Is the fall after an interior peak beyond the noise? Compared with the lowest mean after it.
    void judgePeakFall(ScalingFacts::Column& facts, const DataTable& table, int column, const PivotTable* cells)
    {
        if (facts.peakAtLastX || std::isnan(facts.peakValue))
            return;
        int peakRow = -1;
        int lowRow = -1;
        for (int r = 0; r < table.rowCount(); ++r) {
            const auto v = table.value(r, column);
            if (!v)
                continue;
            if (table.x(r) == facts.peakX)
                peakRow = r;
            else if (table.x(r) > facts.peakX && (lowRow < 0 || *v < *table.value(lowRow, column)))
                lowRow = r;
        }
        if (peakRow < 0 || lowRow < 0)
            return;
        facts.fallX = table.x(lowRow);
        if (!madeOfRuns(table, cells)) {
            facts.peakFall = ScalingFacts::PeakFall::Typed;
            return;
        }
        const MeanRatio q = MeanRatio::of(cells->cell(peakRow, column), cells->cell(lowRow, column));
        if (!q.hasInterval())
            facts.peakFall = ScalingFacts::PeakFall::NoInterval;
        else
            facts.peakFall = q.high < 1.0 ? ScalingFacts::PeakFall::Beyond : ScalingFacts::PeakFall::WithinNoise;
    }

    ScalingFacts::Column columnFacts(const DataTable& table, int column, const PivotTable* cells)
    {
        ScalingFacts::Column facts;
        facts.label = table.columnName(column);
        facts.resources = Speedup::resourcesFromLabel(facts.label);
        QList<double> xs;
        QList<double> ys;
        table.points(column, &xs, &ys);
        for (int i = 0; i < xs.size(); ++i) {
            if (std::isnan(facts.peakValue) || ys.at(i) > facts.peakValue) {
                facts.peakValue = ys.at(i);
                facts.peakX = xs.at(i);
            }
        }
        if (xs.size() > 1) {
            const double lo = *std::min_element(xs.begin(), xs.end());
            const double hi = *std::max_element(xs.begin(), xs.end());
            facts.peakAtLastX = facts.peakX >= hi;
            facts.peakAtFirstX = facts.peakX <= lo && lo > 1;
            facts.suggestedX = suggestions(lo, hi, facts.peakAtFirstX, facts.peakAtLastX);
            findSuperlinearStep(facts, xs, ys);
        }
        judgePeakFall(facts, table, column, cells);
        QList<int> repetitions;
        QList<double> sds;
        QList<double> halfWidths;
        facts.fromRuns = madeOfRuns(table, cells);
        facts.singleRuns = facts.fromRuns && !xs.isEmpty();
        if (sameShape(table, cells)) {
            for (int r = 0; r < table.rowCount(); ++r) {
                if (!table.hasValue(r, column))
                    continue;
                const SampleSummary& cell = cells->cell(r, column);
                repetitions.append(cell.n);
                sds.append(cell.sd);
                halfWidths.append(cell.ciHalfWidth);
                facts.singleRuns = facts.singleRuns && cell.n <= 1;
            }
        }
        if (facts.fromRuns && std::isfinite(facts.superlinearRatio)) {
            bool single = true;
            for (int r = 0; r < table.rowCount(); ++r) {
                if (table.x(r) == facts.superlinearFromX || table.x(r) == facts.superlinearToX)
                    single = single && cells->cell(r, column).n <= 1;
            }
            facts.superlinearSingleRuns = single;
        }
        facts.verdict = UslVerdict::judge(xs, ys, repetitions, sds);
        if (facts.verdict.kind == UslVerdict::Kind::Refused) {
            facts.uslRefused = facts.verdict.refused;
            return facts;
        }
        facts.verdict.requireInformative(xs, halfWidths);
        if (!facts.verdict.fit)
            return facts;
        const UslFit& fit = *facts.verdict.fit;
        facts.fittedOptimum = fit.optimalConcurrency();
        facts.fittedPeak = fit.peakThroughput();
        facts.fitRSquared = fit.rSquared();
        facts.usl = fit;
        return facts;
    }

} // namespace

ScalingFacts::Comparison ScalingFacts::compare(
    const DataTable& table, int from, int to, const PivotTable* cells, int comparisons)
{
    Comparison c;
    c.from = from;
    c.to = to;
    double best = kNaN;
    for (int r = 0; r < table.rowCount(); ++r) {
        const auto a = table.value(r, from);
        const auto b = table.value(r, to);
        if (!a || !b || *a == 0 || !(std::isnan(best) || *b > best))
            continue;
        best = *b;
        c.x = table.x(r);
        c.row = r;
        c.ratio = *b / *a;
        c.percentDifference = 100.0 * (c.ratio - 1.0);
    }
    if (c.row >= 0) {
        c.interval = Speedup::ratio(table, cells, c.row, from, to, comparisons);
        c.singleRuns = madeOfRuns(table, cells) && !c.interval.repetitions;
    }
    return c;
}

ScalingFacts ScalingFacts::compute(const DataTable& table, int baseline, const PivotTable* cells)
{
    ScalingFacts facts;
    facts.xLabel = table.xLabel();
    facts.baseline = baseline;
    facts.fromRuns = madeOfRuns(table, cells);
    if (sameShape(table, cells)) {
        for (int c = 0; c < table.columnCount(); ++c) {
            for (int r = 0; r < table.rowCount(); ++r) {
                const SampleSummary& s = cells->cell(r, c);
                if (!s.hasSpread() || !(s.mean > 0))
                    continue;
                if (s.cv > kNoisyCv || 2 * s.ciHalfWidth > s.mean)
                    facts.noisy.append({ c, table.x(r), s.cv, s.mean, s.ciHalfWidth, s.n });
            }
        }
        std::stable_sort(facts.noisy.begin(), facts.noisy.end(),
            [](const NoisyCell& a, const NoisyCell& b) { return a.cv > b.cv; });
    }
    if (table.rowCount() > 0) {
        facts.minX = *std::min_element(table.xValues().begin(), table.xValues().end());
        facts.maxX = *std::max_element(table.xValues().begin(), table.xValues().end());
    }
    for (int c = 0; c < table.columnCount(); ++c) {
        facts.columns.append(columnFacts(table, c, cells));
        const double peak = facts.columns.last().peakValue;
        if (!std::isnan(peak) && (facts.best < 0 || peak > facts.columns.at(facts.best).peakValue))
            facts.best = c;
        if (c != baseline && baseline >= 0 && baseline < table.columnCount())
            facts.versusBaseline.append(
                compare(table, baseline, c, cells, Speedup::speedupComparisons(table, baseline)));
        if (c > 0)
            facts.steps.append(compare(table, c - 1, c, cells, Speedup::comparableRows(table, c - 1, c)));
    }
    return facts;
}

} // namespace sb
