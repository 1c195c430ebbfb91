// SPDX-License-Identifier: GPL-3.0-or-later
// What a scaling table says, as numbers: where each configuration peaks (measured and USL-fitted) and how much
// one configuration gives over another. ui/report/scalingsentence turns these into words.
#pragma once

#include "analysis/datatable.h"
#include "analysis/meanratio.h"
#include "analysis/pivottable.h"
#include "analysis/uslfit.h"
#include "analysis/uslverdict.h"
#include "common/error.h"

#include <QList>
#include <QString>
#include <cmath>
#include <limits>
#include <optional>

namespace sb {

struct ScalingFacts {
    static constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

    // Whether the fall after an interior measured peak is beyond the noise, which "peaks at" claims.
    enum class PeakFall {
        None, // the peak is at an edge (or there is one value)
        Typed, // a typed-in table: no repetitions to weigh, its published peak is said as it is
        Beyond, // the lowest mean after the peak is below it beyond their 95% interval
        WithinNoise, // the interval of lowest / peak holds 1 (or is unbounded): throughput levels off
        NoInterval, // single runs: no interval to tell
    };

    // A cell whose repetitions disagree beyond the bound of a verdict (CV above kNoisyCv, or a 95% interval wider
    // than its mean).
    struct NoisyCell {
        int column = -1;
        double x = kNaN;
        double cv = kNaN;
        double mean = kNaN;
        double halfWidth = kNaN;
        int n = 0;
    };
    static constexpr double kNoisyCv = 0.10;

    struct Column {
        QString label;
        // Cells made of stored runs (not a typed-in table) and every one of them a single run: its sentences say
        // "one run each, no interval".
        bool fromRuns = false;
        bool singleRuns = false;
        PeakFall peakFall = PeakFall::None;
        double fallX = kNaN; // the count of the lowest mean after the peak
        std::optional<double> resources; // parsed from the label ("4 cores" -> 4)
        double peakX = kNaN; // measured: the x of the highest value
        double peakValue = kNaN;
        bool peakAtLastX = false; // still rising at the largest measured x
        bool peakAtFirstX = false; // highest at the smallest measured x (above 1): the peak may lie below it
        // The fit drawn and quoted: absent when refused (uslRefused says why) or when it does not describe the means
        // (verdict says why; verdict.fit is usl, from verdict.from on for a later start).
        std::optional<UslFit> usl;
        UslVerdict verdict;
        Error uslRefused;
        std::optional<double> fittedOptimum; // USL N*
        std::optional<double> fittedPeak; // USL X(N*)
        std::optional<double> fitRSquared;
        // Client counts worth measuring when the peak sits at an edge: 1 and 2 below 5, 200 and 400 above 100.
        QList<double> suggestedX;
        // The first step between neighbouring counts where throughput grew over 10% faster than the clients
        // (1 -> 2 clients, 6x): the fewer clients waited for something other than the server.
        double superlinearFromX = kNaN;
        double superlinearToX = kNaN;
        double superlinearRatio = kNaN;
        bool superlinearSingleRuns = false; // both counts of that step are single stored runs
    };

    struct Comparison {
        int from = -1; // column indices into columns
        int to = -1;
        double x = kNaN; // the row compared: where `to` is highest among rows that have both values
        double ratio = kNaN; // value(to) / value(from)
        double percentDifference = kNaN; // 100 (ratio - 1)
        int row = -1; // the row of x
        // The ratio's interval from the cells' repetitions (Speedup::ratio), Bonferroni over the comparisons the
        // matching table makes: a sentence never calls distinguishable what its table calls noise.
        MeanRatio interval;
        // The repetitions' interval holds 1: the sentence says so instead of quoting the ratio as a finding.
        bool withinNoise() const { return interval.repetitions && !interval.distinguishable(); }
        // Both cells are single stored runs: no interval, and the sentence says so.
        bool singleRuns = false;
    };

    QString xLabel;
    double minX = kNaN; // the measured range of x
    double maxX = kNaN;
    QList<Column> columns;
    int baseline = 0;
    int best = -1; // the column with the highest measured peak
    QList<Comparison> versusBaseline; // each other column against the baseline
    QList<Comparison> steps; // each column against the previous one (2 -> 4 cores)
    bool fromRuns = false; // the cells are stored runs (not a typed-in table)
    // Cells too noisy for a verdict, the noisiest first (CV, or the interval's width relative to the mean).
    QList<NoisyCell> noisy;
    bool tooNoisy() const { return !noisy.isEmpty(); }

    // baseline: index of the reference column (usually the fewest resources).
    // cells: the pivot the table's means came from (same rows and columns), for the repetitions' spread.
    static ScalingFacts compute(const DataTable& table, int baseline = 0, const PivotTable* cells = nullptr);
    // cells and comparisons: for the interval (none without cells).
    static Comparison compare(
        const DataTable& table, int from, int to, const PivotTable* cells = nullptr, int comparisons = 1);
};

} // namespace sb
