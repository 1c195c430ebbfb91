// SPDX-License-Identifier: GPL-3.0-or-later
// Charts stacked in one column of a page whose plots line up: each chart's margins are widened so that every plot
// starts and ends where the widest-labelled one's does, and a time on one time axis is above the same time on the
// next (the value axes' labels and the legends would otherwise make each plot a different width).
#pragma once

#include <QList>
#include <QObject>

class QChart;

namespace sb {

class TimeSeriesChartGroup : public QObject {
    Q_OBJECT
public:
    explicit TimeSeriesChartGroup(QObject* parent = nullptr);

    void add(QChart* chart);
    // Sets each chart's margins so that the plots' left and right edges match (done after every layout change).
    void align();

private:
    struct Member {
        QChart* chart;
        int baseLeft;
        int baseRight;
        int extraLeft = 0;
        int extraRight = 0;
    };
    QList<Member> m_members;
    bool m_queued = false;
};

class TimeSeriesChart;

// The time charts of one page (side by side as well as stacked): one set of time ticks for one time range, chosen for
// the narrowest plot among them (a latency panel with a legend beside a transactions panel without one read 0, 2.5,
// 5 beside 0, 1, 2, 3...).
class SharedTimeTicks : public QObject {
    Q_OBJECT
public:
    explicit SharedTimeTicks(QObject* parent = nullptr);

    void add(TimeSeriesChart* chart);
    // Gives every chart the narrowest plot's width (done after every layout change).
    void share();

private:
    QList<TimeSeriesChart*> m_charts;
    bool m_queued = false;
};

} // namespace sb
