// SPDX-License-Identifier: GPL-3.0-or-later
#include "timeserieschartgroup.h"

#include "timeserieschart.h"

#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QTimer>
#include <algorithm>
#include <functional>

namespace sb {

namespace {

    // Runs `f` once after the events queued now, however many plot changes ask for it meanwhile (`queued` is the
    // owner's own flag; the call dies with the owner).
    void runOnceQueued(QObject* owner, bool& queued, std::function<void()> f)
    {
        if (queued)
            return;
        queued = true;
        QTimer::singleShot(0, owner, [&queued, f = std::move(f)] {
            queued = false;
            f();
        });
    }

} // namespace

TimeSeriesChartGroup::TimeSeriesChartGroup(QObject* parent)
    : QObject(parent)
{
}

void TimeSeriesChartGroup::add(QChart* chart)
{
    m_members.append({ chart, chart->margins().left(), chart->margins().right() });
    connect(chart, &QChart::plotAreaChanged, this, [this] { runOnceQueued(this, m_queued, [this] { align(); }); });
}

void TimeSeriesChartGroup::align()
{
    // Each plot's edges without the extra margin given before: what its labels and legend need.
    int left = 0;
    int right = 0;
    QList<std::pair<int, int>> natural;
    for (const Member& m : std::as_const(m_members)) {
        const QRectF plot = m.chart->plotArea();
        const QRectF whole = m.chart->rect();
        const int l = int(std::lround(plot.left() - whole.left())) - m.extraLeft;
        const int r = int(std::lround(whole.right() - plot.right())) - m.extraRight;
        natural.append({ l, r });
        left = std::max(left, l);
        right = std::max(right, r);
    }
    for (qsizetype i = 0; i < m_members.size(); ++i) {
        Member& m = m_members[i];
        const int extraLeft = left - natural.at(i).first;
        const int extraRight = right - natural.at(i).second;
        if (extraLeft == m.extraLeft && extraRight == m.extraRight)
            continue;
        m.extraLeft = extraLeft;
        m.extraRight = extraRight;
        QMargins margins = m.chart->margins();
        margins.setLeft(m.baseLeft + extraLeft);
        margins.setRight(m.baseRight + extraRight);
        m.chart->setMargins(margins);
    }
}

SharedTimeTicks::SharedTimeTicks(QObject* parent)
    : QObject(parent)
{
}

void SharedTimeTicks::add(TimeSeriesChart* chart)
{
    m_charts.append(chart);
    connect(chart, &QChart::plotAreaChanged, this, [this] { runOnceQueued(this, m_queued, [this] { share(); }); });
    connect(chart, &QObject::destroyed, this, [this, chart] { m_charts.removeAll(chart); });
}

void SharedTimeTicks::share()
{
    int narrowest = 0;
    for (const TimeSeriesChart* chart : std::as_const(m_charts)) {
        // A chart not on screen (the server's panel without counters) has a plot of no meaning.
        const QList<QGraphicsView*> views = chart->scene() ? chart->scene()->views() : QList<QGraphicsView*>();
        if (views.isEmpty() || !views.first()->isVisible())
            continue;
        const int width = int(chart->plotArea().width());
        if (width > 10 && (narrowest == 0 || width < narrowest))
            narrowest = width;
    }
    for (TimeSeriesChart* chart : std::as_const(m_charts))
        chart->setTickWidth(narrowest);
}

} // namespace sb
