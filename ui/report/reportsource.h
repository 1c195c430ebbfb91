// SPDX-License-Identifier: GPL-3.0-or-later
// Builds a ReportContent from the runs of a stored experiment (through RunPivot) or from a CSV table, so that
// published numbers can be reported the same way as measured ones.
#pragma once

#include "analysis/runpivot.h"
#include "common/error.h"
#include "reportcontent.h"

#include <QCoreApplication>
#include <QHash>

namespace sb {

class ResultStore;

class ReportSource {
    Q_DECLARE_TR_FUNCTIONS(ReportSource)
public:
    // Whether fromStore/fromRuns read the chosen runs' intervals (the CLI) or leave that to readTimelines (the
    // Report page, which reads them on a worker thread).
    enum class Timelines { Read, Later };
    // A report draws the throughput over time of at most kTimelineRuns runs, overlaid in one figure.
    static constexpr int kTimelineRuns = 4;
    static constexpr int kLongRunIntervals = 600; // with more runs than that: only runs at least this long

    // metric names what the CSV's numbers are (qps, tps, p95...). Errors: those of DataTable::fromCsv; InvalidOption
    // (context the path) when the file has no rows.
    static Result<ReportContent> fromCsv(const QString& path, const QString& metric = QStringLiteral("qps"));
    // Errors: InvalidOption "experiment" when there is no such experiment, none of its runs finished with the
    // metric, or the runs of one cell differ in another property (mixedAxes; detail names them).
    static Result<ReportContent> fromStore(ResultStore& store, qint64 experimentId, RunMetric metric, RunAxis rows,
        RunAxis columns, Timelines timelines = Timelines::Read);
    static Result<ReportContent> fromRuns(ResultStore& store, const QList<StoredRun>& runs, RunMetric metric,
        RunAxis rows, RunAxis columns, Timelines timelines = Timelines::Read);
    // The one axis other than `rows` in which the runs differ (server CPUs, client CPUs, workload, server), to be the
    // columns when the user named none; nullopt when none or several differ.
    static std::optional<RunAxis> varyingAxis(const QList<StoredRun>& runs, RunAxis rows);
    // The runs whose throughput over time the report draws, their values not read yet: every run (with two
    // intervals or more) when there are at most kTimelineRuns; otherwise the longest runs of at least
    // kLongRunIntervals, at most kTimelineRuns. A sweep of many short runs gets none: 36 lines on one figure read as
    // nothing, 36 figures bury the report, and its table already marks cells whose repetitions disagree. A soak run
    // in a sweep is still shown.
    static QList<TimelineSeries> timelineRuns(const QList<StoredRun>& runs, RunAxis rows, RunAxis columns);
    // Reads the runs' rates per interval (blocking: off the GUI thread): queries per second for a report of qps,
    // else transactions per second. Errors: those of ResultStore::rates.
    static Error readTimelines(ResultStore& store, QList<TimelineSeries>* timelines, const QString& metric);
    // values laid out as shape (the same x and columns; cells shape has and values lacks are empty).
    static DataTable alignedTo(const DataTable& shape, const DataTable& values);
    // Run id -> the server CPU seconds its environment records (runs without the record are left out).
    static QHash<qint64, double> serverCpuSeconds(ResultStore& store, const QList<StoredRun>& runs);
    // Run id -> what RunPivot::build takes for the metric from the environment (the CPU seconds, a host counter per
    // transaction); the CPU seconds for a metric that needs none (they do no harm there).
    static QHash<qint64, double> metricInputs(ResultStore& store, const QList<StoredRun>& runs, RunMetric metric);
};

} // namespace sb
