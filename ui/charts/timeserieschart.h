// SPDX-License-Identifier: GPL-3.0-or-later
// A line chart of values over run time (seconds), one line per named series, that grows by one point per interval
// and keeps memory and repaint cost bounded by decimating its oldest points. Used by the live page and, later, by
// exported figures of a run's intervals.
#pragma once

#include <QChart>
#include <QList>
#include <QPointF>
#include <QStringList>

class QLineSeries;
class QValueAxis;

namespace sb {

class TimeSeriesChart : public QChart {
    Q_OBJECT
public:
    static constexpr int kMaxPoints = 2000;

    TimeSeriesChart(const QString& title, const QString& valueAxisTitle, const QStringList& seriesNames,
        QGraphicsItem* parent = nullptr);

    // Moves a series to a second value axis on the right (for quantities of another magnitude, e.g. qps next to tps).
    void useRightAxis(int series, const QString& title);

    // The time the axis covers at least, widened only by points outside it. A live run sets its planned extent
    // (-warm-up .. duration): the axis then stays put for the whole run, so a new point repaints the lines but does
    // not lay the chart out again, and the plot shows how much of the run is left. The default is 0 .. 10 s; an
    // empty range (from >= to) lets the points fill the plot (a finished run).
    void setTimeRange(double from, double to);

    // One value per series, in the order of the names given to the constructor.
    void append(double timeSec, const QList<double>& values);
    void clear();
    int seriesCount() const { return int(m_points.size()); }
    int pointCount(int series) const { return int(m_points.at(series).size()); }
    QLineSeries* lineSeries(int series) const { return m_series.at(series); }
    QValueAxis* timeAxis() const { return m_timeAxis; }
    QValueAxis* valueAxis() const { return m_valueAxis; }

    // Halves the resolution of the older half of `points` (pairwise means) until at most `maxPoints` are left; the
    // newest points keep full resolution.
    static QList<QPointF> decimate(const QList<QPointF>& points, int maxPoints);

private:
    void updateAxes();

    QList<QLineSeries*> m_series;
    QList<QList<QPointF>> m_points; // the series' points, kept here to decimate without reading them back
    QValueAxis* m_timeAxis;
    QValueAxis* m_valueAxis;
    QValueAxis* m_rightAxis = nullptr;
    QList<bool> m_onRight;
    double m_maxRight = 0;
    double m_minTime = 0;
    double m_maxTime = 0;
    double m_maxValue = 0;
    double m_rangeFrom = 0;
    double m_rangeTo = 10;
};

} // namespace sb
