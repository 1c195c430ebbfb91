// SPDX-License-Identifier: GPL-3.0-or-later
// Everything one report shows, whatever it came from (stored runs or a published table typed into a CSV file):
// the pivot table, its means as a DataTable for the figures, the baseline, and the environment it was measured in.
#pragma once

#include "analysis/datatable.h"
#include "analysis/pivottable.h"
#include "charts/scalingfigures.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace sb {

struct ReportContent {
    using Rows = QList<QPair<QString, QString>>;

    QString title; // "core-scaling (experiment 3)" or the CSV file's name
    QString source; // where the numbers came from, one line
    QStringList notes; // the CSV file's comment lines: who published the numbers, on what machine
    QString metric = QStringLiteral("qps"); // RunPivot metric name
    QString rowAxis; // "clients", "concurrency"
    QString columnAxis; // "server_cpus"; empty for a CSV
    PivotTable pivot;
    DataTable table; // the pivot's means
    int baseline = 0; // column compared against
    int compared = -1; // the other column of the percent difference; -1: the last column that is not the baseline
    int runCount = 0; // 0 for a CSV
    Rows environment; // tool, client library, affinity, workload, durations
    Rows serverConfiguration; // version and the performance variables

    QString yTitle() const { return ScalingFigures::metricTitle(metric); }
    bool isThroughput() const { return ScalingFigures::isThroughput(metric); }
    int comparedColumn() const
    {
        if (compared >= 0 && compared < table.columnCount() && compared != baseline)
            return compared;
        for (int c = table.columnCount() - 1; c >= 0; --c) {
            if (c != baseline)
                return c;
        }
        return -1;
    }
    // The figures that make sense for this table: speedup and USL only for throughput, USL only against clients.
    QList<FigureKind> figureKinds() const
    {
        QList<FigureKind> kinds { FigureKind::Throughput };
        const bool clients = pivot.numericRows() && table.rowCount() >= 3;
        if (isThroughput() && table.columnCount() > 1)
            kinds << FigureKind::Speedup;
        if (table.columnCount() > 1)
            kinds << FigureKind::PercentDifference;
        if (isThroughput() && clients)
            kinds << FigureKind::UslFit;
        return kinds;
    }
    FigureData figure(FigureKind kind, bool logX) const
    {
        return ScalingFigures::build(kind, table, yTitle(), baseline, comparedColumn(), logX);
    }
};

} // namespace sb
