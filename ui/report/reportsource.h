// SPDX-License-Identifier: GPL-3.0-or-later
// Builds a ReportContent from the runs of a stored experiment (through RunPivot) or from a CSV table, so that
// published numbers can be reported the same way as measured ones.
#pragma once

#include "analysis/runpivot.h"
#include "common/error.h"
#include "reportcontent.h"

#include <QCoreApplication>

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

    // A column named exactly (case-insensitive) or one whose label names the same core count ("4" -> "4 cores");
    // empty: the column with the fewest cores. -1 when nothing matches.
    static int findColumn(const DataTable& table, const QString& wanted);
    // Nested JSON as "key: value" rows, keys joined with dots.
    static ReportContent::Rows flatten(const QJsonObject& object, const QString& prefix = QString());
};

} // namespace sb
