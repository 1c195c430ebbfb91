// SPDX-License-Identifier: GPL-3.0-or-later
// Everything one report shows, whatever it came from (stored runs or a published table typed into a CSV file):
// the pivot table, its means as a DataTable for the figures, the baseline, and the environment it was measured in.
#pragma once

#include "analysis/datatable.h"
#include "analysis/pivottable.h"
#include "charts/scalingfigures.h"
#include "charts/timelinefigure.h"
#include "axiswords.h"
#include "incidentdata.h"
#include "scalingreport.h"
#include "offcpudata.h"
#include "servercpudata.h"
#include "whyscales.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <optional>

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
    Rows environment; // what all runs share, in words: workload, durations, machine, client library...
    QStringList environmentColumns; // the columns of environmentByColumn (the table's columns)
    QList<QPair<QString, QStringList>> environmentByColumn; // what varies: server CPUs as read back, version...
    Rows serverConfiguration; // the server settings every run had
    std::optional<DataTable> cpuPerTransaction; // server CPU µs per transaction, same shape as table; stored runs
    ServerCpuData serverCpu; // the server's threads on the CPUs and their profiles (ServerCpuSection); stored runs
    OffCpuData offCpu; // where the server's threads waited (OffCpuSection); stored runs
    // The runs whose throughput over time the report draws (ReportSource::timelineRuns), and how many runs they were
    // chosen from. Their values come from ReportSource::readTimelines (the Report page reads them off the GUI
    // thread); empty for a CSV.
    QList<TimelineSeries> timelines;
    int timelineChosenFrom = 0;
    // Each used run's server-side metrics per transaction (CPU, waits, file I/O): the "Why it scales" section.
    QList<ServerRun> serverRuns;
    // The runs' incidents: the statements their connections ran (normalised) and InnoDB's latest deadlock.
    IncidentData incidents;
    // How busy the machine was during the runs (their environments' machine_load); none for a CSV or older runs.
    std::optional<MachineLoad::Summary> machineLoad;

    QString yTitle() const { return ScalingFigures::metricTitle(metric); }
    // Over time the report shows queries per second when its table does, else transactions per second.
    QString timelineMetric() const { return metric == QLatin1String("qps") ? metric : QStringLiteral("tps"); }
    bool hasTimelines() const
    {
        for (const TimelineSeries& t : timelines) {
            if (t.values.size() > 1)
                return true;
        }
        return false;
    }
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
        if (hasTimelines())
            kinds << FigureKind::Timeline;
        if (why().hasWaits())
            kinds << FigureKind::WaitProfile;
        return kinds;
    }
    WhyScales why() const { return WhyScales(serverRuns, pivot.columnLabels()); }
    // The fits, tables and sentences of this table (the same as `scalebench-cli compare` prints).
    ScalingReport analysis() const
    {
        ScalingReport report(table, baseline, &pivot);
        if (cpuPerTransaction)
            report.setCpuPerTransaction(*cpuPerTransaction);
        report.setMachineLoad(machineLoad);
        if (!pivot.numericRows()) {
            QStringList labels;
            for (int r = 0; r < pivot.rowCount(); ++r)
                labels << pivot.rowLabel(r);
            report.setRowLabels(labels);
        }
        return report;
    }
    // columns: the width in pixels the figure is drawn at, to which a timeline is reduced.
    FigureData figure(
        FigureKind kind, bool logX, bool extrapolate = false, int columns = TimelineFigure::kDefaultColumns) const
    {
        if (kind == FigureKind::Timeline)
            return TimelineFigure::build(timelines, ScalingFigures::metricTitle(timelineMetric()), columns);
        if (kind == FigureKind::WaitProfile)
            return why().figure();
        return ScalingFigures::build(
            kind, shownTable(), yTitle(), baseline, comparedColumn(), logX, extrapolate, &pivot);
    }
    // The table as the figures show it: stored runs' columns in words ("server CPUs: all"), a CSV's as they are.
    DataTable shownTable() const
    {
        DataTable shown = table;
        for (int c = 0; !columnAxis.isEmpty() && c < shown.columnCount(); ++c)
            shown.setColumnName(c, AxisWords::value(columnAxis, table.columnName(c)));
        return shown;
    }
};

} // namespace sb
