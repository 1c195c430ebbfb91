// SPDX-License-Identifier: GPL-3.0-or-later
#include "timeserieschart.h"

#include "chartpalette.h"

#include <QLineSeries>
#include <QPen>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace sb {

namespace {

    // 1, 2, 2.5 or 5 times a power of ten, at least `value`: tick steps that read well.
    double niceStep(double value)
    {
        if (value <= 0)
            return 1;
        const double magnitude = std::pow(10.0, std::floor(std::log10(value)));
        for (double step : { 1.0, 2.0, 2.5, 5.0 }) {
            if (step * magnitude >= value * (1 - 1e-9))
                return step * magnitude;
        }
        return 10 * magnitude;
    }

    // Sets [lo, hi] widened to whole steps, with about `ticks` intervals.
    void setNiceRange(QValueAxis* axis, double lo, double hi, int ticks)
    {
        if (hi <= lo)
            hi = lo + 1;
        const double step = niceStep((hi - lo) / ticks);
        const double start = std::floor(lo / step + 1e-9) * step;
        const double end = std::ceil(hi / step - 1e-9) * step;
        axis->setRange(start, end);
        axis->setTickCount(int(std::lround((end - start) / step)) + 1);
    }

} // namespace

TimeSeriesChart::TimeSeriesChart(
    const QString& title, const QString& valueAxisTitle, const QStringList& seriesNames, QGraphicsItem* parent)
    : QChart(parent)
    , m_timeAxis(new QValueAxis(this))
    , m_valueAxis(new QValueAxis(this))
{
    setTitle(title);
    setMargins(QMargins(4, 4, 4, 4));
    legend()->setAlignment(Qt::AlignTop);
    m_timeAxis->setTitleText(tr("Time (s)"));
    m_timeAxis->setLabelFormat(QStringLiteral("%g"));
    m_valueAxis->setTitleText(valueAxisTitle);
    m_valueAxis->setLabelFormat(QStringLiteral("%g"));
    addAxis(m_timeAxis, Qt::AlignBottom);
    addAxis(m_valueAxis, Qt::AlignLeft);
    for (int i = 0; i < seriesNames.size(); ++i) {
        auto* series = new QLineSeries(this);
        series->setName(seriesNames.at(i));
        QPen pen(ChartPalette::color(i));
        pen.setWidthF(2.0);
        series->setPen(pen);
        addSeries(series);
        series->attachAxis(m_timeAxis);
        series->attachAxis(m_valueAxis);
        m_series.append(series);
        m_points.append(QList<QPointF>());
        m_onRight.append(false);
    }
    updateAxes();
}

void TimeSeriesChart::append(double timeSec, const QList<double>& values)
{
    const bool first = std::all_of(m_points.cbegin(), m_points.cend(), [](const auto& p) { return p.isEmpty(); });
    if (first) {
        m_minTime = timeSec;
        m_maxTime = timeSec;
    }
    m_minTime = std::min(m_minTime, timeSec);
    m_maxTime = std::max(m_maxTime, timeSec);
    for (int i = 0; i < m_series.size() && i < values.size(); ++i) {
        const QPointF point(timeSec, values.at(i));
        double& maximum = m_onRight.at(i) ? m_maxRight : m_maxValue;
        maximum = std::max(maximum, values.at(i));
        m_points[i].append(point);
        if (m_points[i].size() > kMaxPoints) {
            m_points[i] = decimate(m_points[i], kMaxPoints);
            m_series[i]->replace(m_points[i]); // one repaint for the whole series
        } else {
            m_series[i]->append(point);
        }
    }
    updateAxes();
}

void TimeSeriesChart::clear()
{
    for (int i = 0; i < m_series.size(); ++i) {
        m_points[i].clear();
        m_series[i]->clear();
    }
    m_minTime = m_maxTime = m_maxValue = m_maxRight = 0;
    updateAxes();
}

QList<QPointF> TimeSeriesChart::decimate(const QList<QPointF>& points, int maxPoints)
{
    QList<QPointF> result = points;
    while (result.size() > maxPoints && result.size() >= 4) {
        const qsizetype older = result.size() / 2;
        QList<QPointF> next;
        next.reserve(result.size() - older / 2);
        for (qsizetype i = 0; i + 1 < older; i += 2)
            next.append((result.at(i) + result.at(i + 1)) / 2.0);
        if (older % 2)
            next.append(result.at(older - 1));
        next.append(result.mid(older));
        result = std::move(next);
    }
    return result;
}

void TimeSeriesChart::updateAxes()
{
    const bool empty = std::all_of(m_points.cbegin(), m_points.cend(), [](const auto& p) { return p.isEmpty(); });
    if (m_rangeTo > m_rangeFrom)
        setNiceRange(m_timeAxis, empty ? m_rangeFrom : std::min(m_rangeFrom, m_minTime),
            empty ? m_rangeTo : std::max(m_rangeTo, m_maxTime), 6);
    else
        setNiceRange(m_timeAxis, m_minTime, m_maxTime, 6);
    setNiceRange(m_valueAxis, 0, m_maxValue * 1.05, 5);
    if (m_rightAxis)
        setNiceRange(m_rightAxis, 0, m_maxRight * 1.05, 5);
}

void TimeSeriesChart::setTimeRange(double from, double to)
{
    m_rangeFrom = from;
    m_rangeTo = to;
    updateAxes();
}

void TimeSeriesChart::useRightAxis(int series, const QString& title)
{
    if (!m_rightAxis) {
        m_rightAxis = new QValueAxis(this);
        m_rightAxis->setLabelFormat(QStringLiteral("%g"));
        m_rightAxis->setGridLineVisible(false); // its ticks fall between the left axis's: one grid is enough
        addAxis(m_rightAxis, Qt::AlignRight);
    }
    m_rightAxis->setTitleText(title);
    m_series[series]->detachAxis(m_valueAxis);
    m_series[series]->attachAxis(m_rightAxis);
    m_onRight[series] = true;
    updateAxes();
}

} // namespace sb
