// SPDX-License-Identifier: GPL-3.0-or-later
#include "timeserieschart.h"

#include "axisticks.h"
#include "chartpalette.h"

#include <QCategoryAxis>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <limits>

namespace sb {

namespace {

    constexpr double kMinZoomSpan = 1e-3; // seconds: below that the axis labels stop telling ticks apart

    // [lo, hi] widened to whole steps of about (hi - lo) / ticks.
    std::pair<double, double> niceRange(double lo, double hi, int ticks)
    {
        if (hi <= lo)
            hi = lo + 1;
        const double step = AxisTicks::niceStep((hi - lo) / ticks);
        return { std::floor(lo / step + 1e-9) * step, std::ceil(hi / step - 1e-9) * step };
    }

    // A value axis from 0 (or lo) to a whole step above hi, about `ticks` steps; a count's steps are whole numbers,
    // and an axis with nothing to show yet is 0-10 in whole steps (not 0-1 in fifths).
    void setNiceRange(QValueAxis* axis, double lo, double hi, int ticks, bool whole)
    {
        if (!(hi > lo))
            hi = lo + 10;
        double step = AxisTicks::niceStep((hi - lo) / ticks);
        if (whole)
            step = step < 1 ? 1 : std::round(step == 2.5 ? 2 : step);
        const double start = std::floor(lo / step + 1e-9) * step;
        const double end = std::max(std::ceil(hi / step - 1e-9) * step, start + step);
        axis->setRange(start, end);
        axis->setTickCount(int(std::lround((end - start) / step)) + 1);
        // As many decimals as the step has (2.5: one, 0.25: two): whole steps print whole, a low empty chart's 0-10
        // in 2.5s read 0, 3, 5, 8 with none, and "%g" drew no labels at all on a low server-counter panel.
        int decimals = 0;
        for (double scaled = step; decimals < 6 && std::abs(scaled - std::round(scaled)) > 1e-9 * scaled; scaled *= 10)
            ++decimals;
        axis->setLabelFormat(QStringLiteral("%.") + QString::number(decimals) + QStringLiteral("f"));
    }

} // namespace

TimeSeriesChart::TimeSeriesChart(
    const QString& title, const QString& valueAxisTitle, const QStringList& seriesNames, QGraphicsItem* parent)
    : QChart(parent)
    , m_timeAxis(new QCategoryAxis(this))
    , m_valueAxis(new QValueAxis(this))
{
    setTitle(title);
    // Value labels in the program's locale ("20,000"), as the tiles and tables beside the chart write numbers.
    setLocalizeNumbers(true);
    setMargins(QMargins(4, 4, 20, 4)); // room on the right for the label of the axis's last tick ("24:00")
    // On the right: the Run page's panels are wide and low, and a legend on top took the height the axes' labels
    // and titles needed (Qt elided them to "…" on the latency and connections panels).
    legend()->setAlignment(Qt::AlignRight);
    m_timeAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_valueAxis->setTitleText(valueAxisTitle);
    m_valueAxis->setLabelFormat(QStringLiteral("%g"));
    setNiceRange(m_valueAxis, 0, 0, 5, true);
    addAxis(m_timeAxis, Qt::AlignBottom);
    addAxis(m_valueAxis, Qt::AlignLeft);
    for (int i = 0; i < seriesNames.size(); ++i) {
        auto* series = new QLineSeries(this);
        series->setName(seriesNames.at(i));
        // A one-pixel cosmetic pen: the painter draws it without stroking the path first, at a cost per point that
        // stays small as a long run fills the plot (a 1.5 px pen made the GUI thread's cost grow with the fill).
        QPen pen(ChartPalette::color(i));
        pen.setWidth(1);
        pen.setCosmetic(true);
        auto* tip = new QLineSeries(this);
        for (QLineSeries* line : { series, tip }) {
            line->setPen(pen);
            addSeries(line);
            line->attachAxis(m_timeAxis);
            line->attachAxis(m_valueAxis);
        }
        legend()->markers(tip).constFirst()->setVisible(false);
        m_series.append(series);
        m_tips.append(tip);
    }
    legend()->setVisible(seriesNames.size() > 1); // one line: the title names it, and the plot keeps the height
    m_bodyEnd.resize(std::size_t(seriesNames.size()), 0);
    m_tipJoined.resize(std::size_t(seriesNames.size()), false);
    m_values.resize(std::size_t(seriesNames.size()));
    m_decimators.resize(std::size_t(seriesNames.size()));
    // The reduction has one column per pixel: a wider or narrower plot reduces again (after the layout settles).
    connect(this, &QChart::plotAreaChanged, this, [this](const QRectF& area) {
        if (!m_decimators.empty() && int(area.width()) > 0 && int(area.width()) != m_decimators.front().bucketCount()) {
            m_needsRebuild = true;
            QMetaObject::invokeMethod(this, &TimeSeriesChart::refresh, Qt::QueuedConnection);
        } else if (valueTicks(area.height()) != m_valueTickTarget) { // taller or lower: as many ticks as fit
            QMetaObject::invokeMethod(this, &TimeSeriesChart::updateValueAxis, Qt::QueuedConnection);
        }
    });
    refresh();
}

void TimeSeriesChart::append(double timeSec, const QList<double>& values)
{
    m_times.push_back(timeSec);
    for (std::size_t i = 0; i < m_values.size(); ++i)
        m_values[i].push_back(qsizetype(i) < values.size() ? values.at(qsizetype(i)) : std::nan(""));
    if (!m_needsRebuild && !m_zoomed) {
        const auto [from, to] = wholeRange();
        m_needsRebuild = from != m_timeAxis->min() || to != m_timeAxis->max(); // the axis grows: reduce again
    }
    if (!m_needsRebuild) {
        for (std::size_t i = 0; i < m_values.size(); ++i)
            m_decimators[i].add(timeSec, m_values[i].back());
    }
    m_dirty = true;
    if (!m_deferred)
        refresh();
}

void TimeSeriesChart::setData(std::vector<double> times, std::vector<std::vector<double>> values)
{
    values.resize(m_values.size());
    for (auto& v : values)
        v.resize(times.size(), std::nan(""));
    m_times = std::move(times);
    m_values = std::move(values);
    m_needsRebuild = true;
    refresh();
}

void TimeSeriesChart::addMarker(double timeSec)
{
    if (!m_markers) {
        m_markers = new QScatterSeries(this);
        m_markers->setName(tr("Incident"));
        m_markers->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
        m_markers->setMarkerSize(11);
        m_markers->setColor(QColor(0xc6, 0x28, 0x28));
        m_markers->setBorderColor(QColor(0xc6, 0x28, 0x28));
        addSeries(m_markers);
        m_markers->attachAxis(m_timeAxis);
        m_markers->attachAxis(m_valueAxis);
        // Not in the legend: a second legend line takes the plot's height, and the page names the incidents.
        legend()->markers(m_markers).constFirst()->setVisible(false);
    }
    m_markers->append(timeSec, 0);
}

int TimeSeriesChart::markerCount() const
{
    return m_markers ? int(m_markers->count()) : 0;
}

void TimeSeriesChart::clear()
{
    if (m_markers)
        m_markers->clear();
    m_times.clear();
    for (auto& v : m_values)
        v.clear();
    const bool wasZoomed = m_zoomed;
    m_zoomed = false;
    m_needsRebuild = true;
    refresh();
    if (wasZoomed)
        Q_EMIT zoomChanged(false);
}

void TimeSeriesChart::setTimeRange(double from, double to)
{
    m_rangeFrom = from;
    m_rangeTo = to;
    m_needsRebuild = true;
    refresh();
}

void TimeSeriesChart::setWholeValues(bool whole)
{
    m_wholeValues = whole;
    m_dirty = true;
    refresh();
}

void TimeSeriesChart::setSeriesColor(int series, const QColor& color)
{
    m_series[series]->setColor(color);
    m_tips[series]->setColor(color);
}

QList<QPointF> TimeSeriesChart::drawnPoints(int series) const
{
    QList<QPointF> points = m_series.at(series)->points();
    const QList<QPointF> tip = m_tips.at(series)->points();
    points.append(m_tipJoined.at(std::size_t(series)) ? tip.mid(1) : tip);
    return points;
}

// The whole run's axis: the planned range, widened in whole ticks when the points go past it (so that a run longer
// than planned reduces its points again every few ticks, not every interval); without a plan, the points' extent.
std::pair<double, double> TimeSeriesChart::wholeRange() const
{
    const bool planned = m_rangeTo > m_rangeFrom;
    if (m_times.empty())
        return planned ? std::pair(m_rangeFrom, m_rangeTo) : std::pair(0.0, 10.0);
    const double first = m_times.front();
    const double last = m_times.back();
    if (!planned) { // the points' extent, out to the ticks around it: the axis shows its start and end (a 0.5 s run)
        const AxisTicks::Axis ticks = pointsAxis();
        return { ticks.min, ticks.max };
    }
    if (first >= m_rangeFrom && last <= m_rangeTo)
        return { m_rangeFrom, m_rangeTo };
    // The last interval often ends a little after the planned time: that little is shown as it is.
    if (first >= m_rangeFrom && last <= m_rangeTo + 0.02 * (m_rangeTo - m_rangeFrom))
        return { m_rangeFrom, last };
    return niceRange(std::min(m_rangeFrom, first), std::max(m_rangeTo, last), 6);
}

// A finished run's axis: its points' extent widened to the ticks around it (wholeRange and its labels). A point up to
// 2 % of the span past a tick does not add a step (a 3 s run's last interval ends at 3.006 s: -1..3, not -2..4).
AxisTicks::Axis TimeSeriesChart::pointsAxis() const
{
    const double first = m_times.front();
    const double last = m_times.back();
    const double slack = 0.02 * (last - first);
    return last > first ? AxisTicks::time(first + slack, last - slack, timeTickTarget(70))
                        : AxisTicks::time(first - 1, first + 1, 3);
}

int TimeSeriesChart::columnCount() const
{
    const int width = int(plotArea().width());
    return width > 10 ? width : 600; // not laid out yet: a typical width, corrected by plotAreaChanged
}

// As many time ticks as the (shared) plot width has room for labels `perTick` pixels apart: a narrow Results chart
// gets fewer than the Run page's.
int TimeSeriesChart::timeTickTarget(int perTick) const
{
    return std::clamp((m_tickWidth > 10 ? m_tickWidth : columnCount()) / perTick, 3, 7);
}

void TimeSeriesChart::setTickWidth(int width)
{
    if (width == m_tickWidth)
        return;
    const auto targets = [this] { return std::pair(timeTickTarget(70), timeTickTarget(110)); };
    const auto before = targets();
    m_tickWidth = width;
    if (targets() == before)
        return; // the same ticks: nothing to lay out again
    m_needsRebuild = true;
    refresh();
}

int TimeSeriesChart::tickWidth() const
{
    return m_tickWidth;
}

void TimeSeriesChart::refresh()
{
    const bool rebuilt = m_needsRebuild;
    if (m_needsRebuild)
        rebuild();
    if (!m_dirty)
        return;
    for (std::size_t i = 0; i < m_decimators.size(); ++i)
        drawSeries(i, rebuilt);
    updateValueAxis();
    m_dirty = false;
}

// The body: the columns before m_bodyEnd, set again only when the tip has grown past kTipColumns (or all was reduced
// again). The tip: the columns from m_bodyEnd on, joined to the body's last point.
void TimeSeriesChart::drawSeries(std::size_t i, bool rebuilt)
{
    const SeriesDecimator& d = m_decimators[i];
    const int last = std::max(d.lastFilled(), 0);
    if (rebuilt || last - m_bodyEnd[i] >= kTipColumns) {
        m_bodyEnd[i] = last;
        QList<QPointF> body = d.points(0, last);
        if (d.before())
            body.prepend(*d.before());
        m_series[qsizetype(i)]->replace(body);
    }
    QList<QPointF> tip = d.points(m_bodyEnd[i], d.bucketCount());
    if (d.after())
        tip.append(*d.after());
    const QLineSeries* body = m_series[qsizetype(i)];
    m_tipJoined[i] = body->count() > 0;
    if (m_tipJoined[i])
        tip.prepend(body->at(body->count() - 1));
    m_tips[qsizetype(i)]->replace(tip);
}

void TimeSeriesChart::rebuild()
{
    m_needsRebuild = false;
    const auto [from, to] = m_zoomed ? std::pair(m_zoomFrom, m_zoomTo) : wholeRange();
    setTimeAxis(from, to);
    const int columns = columnCount();
    for (std::size_t i = 0; i < m_values.size(); ++i) {
        m_decimators[i] = SeriesDecimator(from, to, columns);
        m_decimators[i].add(m_times, m_values[i]);
    }
    m_dirty = true;
}

void TimeSeriesChart::setTimeAxis(double from, double to)
{
    m_timeAxis->setRange(from, to);
    labelTimeAxis(from, to);
}

// Ticks on the clock's steps inside [from, to], labelled as the report labels them; the labels are the categories'
// ends. Only a range whose ticks moved is labelled again (each label change lays the axis out).
void TimeSeriesChart::labelTimeAxis(double from, double to)
{
    const double margin = (to - from) * 1e-9;
    const auto inside = [&](const QList<double>& ticks) {
        QList<double> kept;
        for (double t : ticks) {
            if (t >= from - margin && t <= to + margin)
                kept.append(t);
        }
        return kept;
    };
    const AxisTicks::TimeFormat format = AxisTicks::timeFormat(std::max(std::abs(from), std::abs(to)));
    // Seconds: a finished run's axis has the ticks it was widened to (its start and end); any other (a live run's
    // planned range, a zoom) as many ticks inside as fit, on whole steps. A live run's last interval ending a little
    // after the planned time (wholeRange) does not change them (-1..3.006 chose 0, 2 where -1..3 had -1, 0, 1, 2, 3).
    const bool planned = m_rangeTo > m_rangeFrom;
    const bool overshoot = !m_zoomed && planned && from == m_rangeFrom && to > m_rangeTo;
    const AxisTicks::Axis clock = format != AxisTicks::TimeFormat::Seconds ? AxisTicks::time(from, to, timeTickTarget(70))
        : !m_zoomed && !planned && !m_times.empty()                      ? pointsAxis()
                                                                         : AxisTicks::within(from, overshoot ? m_rangeTo : to, timeTickTarget(70));
    QList<double> ticks = inside(clock.ticks);
    const bool fine = ticks.size() < 2;
    double step = clock.step;
    if (fine) { // the clock's steps are too coarse for this span: seconds on the clock's steps, wider labels
        const AxisTicks::Axis seconds = AxisTicks::fineTime(from, to, timeTickTarget(110));
        ticks = seconds.ticks;
        step = seconds.step;
    }
    if (ticks == m_timeTicks)
        return;
    m_timeTicks = ticks;
    const QStringList old = m_timeAxis->categoriesLabels();
    for (const QString& label : old)
        m_timeAxis->remove(label);
    m_timeAxis->setStartValue(ticks.isEmpty() ? from : ticks.first() - step);
    for (double t : ticks) {
        // Seconds as the value axis writes numbers (the locale's, the step's decimals: 0.20, 0.25, 0.30); clock
        // times as the report's figures.
        const QString label = format == AxisTicks::TimeFormat::Seconds ? AxisTicks::label(t, step)
            : fine                                                     ? AxisTicks::fineTimeLabel(t, step, format)
                                                                       : AxisTicks::timeLabel(t, format);
        m_timeAxis->append(label, t);
    }
    // The same words as the report's figures; a zoom into hour five counts seconds too (h:min:s).
    switch (format) {
    case AxisTicks::TimeFormat::Seconds:
        m_timeAxis->setTitleText(tr("Time (s)"));
        break;
    case AxisTicks::TimeFormat::MinutesSeconds:
        m_timeAxis->setTitleText(tr("Time (min:s)"));
        break;
    case AxisTicks::TimeFormat::HoursMinutes:
        m_timeAxis->setTitleText(fine && step < 60 ? tr("Time (h:min:s)") : tr("Time (h:min)"));
        break;
    }
}

void TimeSeriesChart::updateValueAxis()
{
    double maximum = 0;
    for (const SeriesDecimator& d : m_decimators)
        maximum = std::max(maximum, d.maximum().value_or(0));
    m_valueTickTarget = valueTicks(plotArea().height());
    setNiceRange(m_valueAxis, 0, maximum * 1.05, m_valueTickTarget - 1, m_wholeValues);
}

// As many value ticks as the plot's height holds with a label's height between them (Qt hides a label that would
// touch its neighbour, so a low panel showed 0, 10,000, 20,000, 40,000, 50,000), at most six.
int TimeSeriesChart::valueTicks(double plotHeight)
{
    return plotHeight > 10 ? std::clamp(int(plotHeight / 22), 2, 5) + 1 : 6;
}

void TimeSeriesChart::zoomTo(double from, double to)
{
    auto [first, last] = wholeRange();
    from = std::max(from, first);
    to = std::min(to, last);
    if (to - from < kMinZoomSpan)
        return;
    if (from <= first && to >= last) {
        resetZoom();
        return;
    }
    const bool was = m_zoomed;
    m_zoomed = true;
    m_zoomFrom = from;
    m_zoomTo = to;
    m_needsRebuild = true;
    refresh();
    if (!was)
        Q_EMIT zoomChanged(true);
}

void TimeSeriesChart::zoomBy(double factor, double center)
{
    const double lo = m_timeAxis->min();
    const double hi = m_timeAxis->max();
    const auto [first, last] = wholeRange();
    const double span = std::max((hi - lo) * factor, kMinZoomSpan);
    if (span >= last - first) {
        resetZoom();
        return;
    }
    center = std::clamp(center, lo, hi);
    double from = center - (center - lo) * (span / (hi - lo)); // the time under the cursor stays there
    from = std::clamp(from, first, last - span);
    zoomTo(from, from + span);
}

void TimeSeriesChart::resetZoom()
{
    if (!m_zoomed)
        return;
    m_zoomed = false;
    m_needsRebuild = true;
    refresh();
    Q_EMIT zoomChanged(false);
}

} // namespace sb
