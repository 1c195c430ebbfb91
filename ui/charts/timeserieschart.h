// SPDX-License-Identifier: GPL-3.0-or-later
// A line chart of values over run time (seconds), one line per named series: a live run's charts (one point per
// interval) and a stored run's. Every point is kept, but only a SeriesDecimator's reduction of the visible time range
// is drawn (at most two points per pixel column, spikes kept), so drawing costs the same at hour ten as at second
// ten. Zooming into a time range draws that range from the kept points, at full resolution once it holds fewer
// points than the plot has columns. Each line is drawn as two series: a body of columns that no longer change, set
// again only every kTipColumns columns, and a short tip of the newest columns, set on every refresh: Qt Charts
// recomputes a series' whole geometry on any change, so a refresh costs the tip's points, not the run's.
#pragma once

#include "analysis/seriesdecimator.h"
#include "axisticks.h"

#include <QChart>
#include <QList>
#include <QStringList>
#include <vector>

class QCategoryAxis;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace sb {

class TimeSeriesChart : public QChart {
    Q_OBJECT
public:
    TimeSeriesChart(const QString& title, const QString& valueAxisTitle, const QStringList& seriesNames,
        QGraphicsItem* parent = nullptr);

    // The time the axis covers at least, widened only by points outside it. A live run sets its planned extent
    // (-warm-up .. duration): the axis then stays put for the whole run, so a new point repaints the lines but does
    // not lay the chart out again, and the plot shows how much of the run is left. The default is 0 .. 10 s; an
    // empty range (from >= to) lets the points fill the plot (a finished run).
    void setTimeRange(double from, double to);

    // One value per series, in the order of the names given to the constructor; time must not decrease.
    void append(double timeSec, const QList<double>& values);
    // All points at once (a stored run): times ascending, one value list per series of the times' length.
    void setData(std::vector<double> times, std::vector<std::vector<double>> values);
    void clear();

    // Deferred: append() only records and reduces; the lines change on refresh() (a live page refreshes a few times
    // a second however often intervals come). Not deferred (the default): every append() refreshes.
    void setDeferred(bool deferred) { m_deferred = deferred; }
    void refresh();

    // Shows [from, to] only (clamped to the run's time), until resetZoom(). zoomBy() scales the shown span by
    // `factor` (< 1 zooms in) around the time `center`.
    void zoomTo(double from, double to);
    void zoomBy(double factor, double center);
    void resetZoom();
    bool isZoomed() const { return m_zoomed; }

    static constexpr int kTipColumns = 32;

    // A mark on the time axis (an incident the run captured), drawn below the lines; clear() removes them too.
    void addMarker(double timeSec);
    int markerCount() const;

    // The plot width the time axis's ticks are chosen for (0: this chart's own). The charts of one page share one
    // (SharedTimeTicks: the narrowest plot's), so that the same time range has the same ticks on every panel.
    void setTickWidth(int width);
    int tickWidth() const;

    void setSeriesColor(int series, const QColor& color);
    // A count (clients, connections): whole-number ticks on the value axis.
    void setWholeValues(bool whole);
    int seriesCount() const { return int(m_series.size()); }
    int pointCount(int series) const { return int(m_values.at(std::size_t(series)).size()); } // kept, not drawn
    QList<QPointF> drawnPoints(int series) const; // body and tip as one line
    int drawnCount(int series) const { return int(drawnPoints(series).size()); }
    QLineSeries* lineSeries(int series) const { return m_series.at(series); } // the body (named in the legend)
    // Labelled as the report's figures are: seconds, m:ss or h:mm (AxisTicks::time); a category axis, because a value
    // axis formats its labels with printf only.
    QCategoryAxis* timeAxis() const { return m_timeAxis; }
    QValueAxis* valueAxis() const { return m_valueAxis; }

Q_SIGNALS:
    void zoomChanged(bool zoomed);

private:
    std::pair<double, double> wholeRange() const;
    int columnCount() const;
    int timeTickTarget(int perTick) const;
    AxisTicks::Axis pointsAxis() const;
    void rebuild();
    void setTimeAxis(double from, double to);
    void labelTimeAxis(double from, double to);
    void updateValueAxis();
    static int valueTicks(double plotHeight);
    void drawSeries(std::size_t series, bool rebuilt);

    QList<QLineSeries*> m_series;
    QList<QLineSeries*> m_tips;
    QScatterSeries* m_markers = nullptr;
    std::vector<int> m_bodyEnd; // per series: the first column of the tip
    std::vector<bool> m_tipJoined; // per series: the tip starts with the body's last point (not drawn twice)
    std::vector<double> m_times;
    std::vector<std::vector<double>> m_values;
    std::vector<SeriesDecimator> m_decimators; // one per series, over the time axis's range
    QCategoryAxis* m_timeAxis;
    QValueAxis* m_valueAxis;
    QList<double> m_timeTicks; // where the time axis's labels are now: relabelled only when they move
    double m_rangeFrom = 0;
    double m_rangeTo = 10;
    double m_zoomFrom = 0;
    double m_zoomTo = 0;
    bool m_zoomed = false;
    bool m_deferred = false;
    bool m_needsRebuild = true; // the axis or the plot's width changed: reduce all points again
    bool m_dirty = false; // the reductions changed since the lines were last set
    bool m_wholeValues = false;
    int m_tickWidth = 0; // shared by the page's charts (setTickWidth); 0: the plot's own
    int m_valueTickTarget = 0; // the value axis's ticks for the plot's height (valueTicks)
};

} // namespace sb
