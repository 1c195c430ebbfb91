// SPDX-License-Identifier: GPL-3.0-or-later
// The figures of a scaling study, built from a table (rows: concurrency, columns: configurations): throughput
// against concurrency, speedup against cores, the percentage difference between two columns and the USL fit with
// its optimum N*. Shared by the report page, the HTML/PDF report and `scalebench-cli report`.
#pragma once

#include "analysis/datatable.h"
#include "analysis/pivottable.h"
#include "figuredata.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <optional>

namespace sb {

// Timeline: throughput over time of a few runs (TimelineFigure); built from the runs' intervals, not from the table.
// WaitProfile: the synch waits per transaction stacked by client count (WhyScales, from the runs' wait profiles).
enum class FigureKind { Throughput, Speedup, PercentDifference, UslFit, Timeline, WaitProfile };

class ScalingFigures {
    Q_DECLARE_TR_FUNCTIONS(ScalingFigures)
public:
    static QString kindName(FigureKind kind); // throughput, speedup, difference, usl, timeline: file names
    static QString kindTitle(FigureKind kind); // for menus
    static std::optional<FigureKind> kindFromName(const QString& name);

    // "Concurrent clients" for concurrency/clients/threads, else the label itself.
    static QString xTitle(const QString& xLabel);
    // "Throughput (queries/s)" for qps, "95th percentile latency (ms)" for p95, ...; the name itself otherwise.
    static QString metricTitle(const QString& metricName);
    static bool isThroughput(const QString& metricName);

    // One line per column (points joined by lines); cells: the repetitions, whose 95% intervals of the means (the
    // table's ±) are drawn as error bars, cut at 0 where they reach below it (the cut drawn and said in the legend).
    static FigureData values(
        const DataTable& table, const QString& yTitle, bool logX, const PivotTable* cells = nullptr);
    // Whether every column's label names a core count (then speedups are drawn against cores, with linear scaling).
    static bool coreColumns(const DataTable& table);
    // Speedup over the baseline column against the cores its label names, one line per row, and linear scaling.
    // Columns without a core count become categories on the x axis. cells: the repetitions, whose 95% Fieller
    // intervals (Bonferroni over the figure's comparisons, as in the tables) are drawn as error bars.
    static FigureData speedup(const DataTable& table, int baseline, bool logX, const PivotTable* cells = nullptr);
    // 100 (to - from) / from per row, with error bars from the cells' repetitions as the speedups have.
    static FigureData percentDifference(
        const DataTable& table, int from, int to, bool logX, const PivotTable* cells = nullptr);
    // Measured points, the fitted USL curve per column across the measured range with its 95% band, N* marked with
    // its interval; columns the fit refuses, or whose fit does not describe the means (UslVerdict; cells: the
    // repetitions' spread), keep their points and say why in the legend; a fit from a later start is drawn from
    // there and says so. extrapolate: the curve also beyond the measured range, dashed and labelled so.
    static FigureData uslFit(const DataTable& table, const QString& yTitle, bool logX, bool extrapolate = false,
        const PivotTable* cells = nullptr);

    static FigureData build(FigureKind kind, const DataTable& table, const QString& yTitle, int baseline, int compared,
        bool logX, bool extrapolate = false, const PivotTable* cells = nullptr);

private:
    // The legend's line that says what the error bars are (unbounded: some cells have none, and why).
    static FigureSeries errorBarNote(int comparisons, bool unbounded, const QString& clippedAt = QString());
    static FigureSeries linearScaling(const QList<std::optional<double>>& cores, int baseline, bool logX);
};

} // namespace sb
