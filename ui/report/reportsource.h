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
    // metric names what the CSV's numbers are (qps, tps, p95...). Errors: those of DataTable::fromCsv; InvalidOption
    // (context the path) when the file has no rows.
    static Result<ReportContent> fromCsv(const QString& path, const QString& metric = QStringLiteral("qps"));
    // Errors: InvalidOption "experiment" when there is no such experiment, none of its runs finished with the
    // metric, or the runs of one cell differ in another property (mixedAxes; detail names them).
    static Result<ReportContent> fromStore(
        ResultStore& store, qint64 experimentId, RunMetric metric, RunAxis rows, RunAxis columns);
    static Result<ReportContent> fromRuns(
        ResultStore& store, const QList<StoredRun>& runs, RunMetric metric, RunAxis rows, RunAxis columns);
    // values laid out as shape (the same x and columns; cells shape has and values lacks are empty).
    static DataTable alignedTo(const DataTable& shape, const DataTable& values);
    // Run id -> the server CPU seconds its environment records (runs without the record are left out).
    static QHash<qint64, double> serverCpuSeconds(ResultStore& store, const QList<StoredRun>& runs);
};

} // namespace sb
