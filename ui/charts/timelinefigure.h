// SPDX-License-Identifier: GPL-3.0-or-later
// Throughput over time of a few stored runs as one figure, one line per run. Each run's rate per interval is reduced
// by SeriesDecimator (the live and Results pages' reduction) to the figure's pixel columns, the lowest and the
// highest value of each column kept: a one-interval spike or stall of a day-long run is drawn, and the figure holds
// at most about two points per column and run whatever the runs' length.
#pragma once

#include "figuredata.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace sb {

// One run's rate per measured interval: the interval's end (seconds since the measured start) and its value.
struct TimelineSeries {
    qint64 runId = 0;
    QString name; // the run's cell in the report's table, "16 clients, 4 cores"
    int intervals = 0; // stored measured intervals: what the run is chosen by before its values are read
    QList<double> times;
    QList<double> values;
    QList<double> incidents; // the times of the incidents the run captured (core/collectors)
    QList<double> restarts; // the times the server restarted (the run's events, collectors/runevent.h)
};

class TimelineFigure {
    Q_DECLARE_TR_FUNCTIONS(TimelineFigure)
public:
    static constexpr int kDefaultColumns = 1800; // FigureExporter's default figure width in pixels

    // The runs on one time axis from 0 to the longest run's end, reduced to `columns` columns (the width in pixels
    // the figure is drawn or exported at). One run gets no legend (the caption names it).
    static FigureData build(const QList<TimelineSeries>& runs, const QString& yTitle, int columns = kDefaultColumns);
    // "Time since the measured start" with the unit the axis's labels are in: s, min:s or h:min.
    static QString xTitle(double maxSeconds);
};

} // namespace sb
