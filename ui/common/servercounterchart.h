// SPDX-License-Identifier: GPL-3.0-or-later
// The "Server" chart of the Run and Results pages: one of the server's status counters per interval (per second, or
// its level for Threads_running and the like) on the run's time axis, a chooser of the counter above it, and the
// run's incidents marked on the time axis.
#pragma once

#include "engine/intervalsample.h"

#include <QWidget>
#include <vector>

class QComboBox;
class QLabel;

namespace sb {

class TimeSeriesChart;

class ServerCounterChart : public QWidget {
    Q_OBJECT
public:
    explicit ServerCounterChart(QWidget* parent = nullptr);

    TimeSeriesChart* chart() const { return m_chart; }
    QComboBox* choice() const { return m_choice; }
    QString chosen() const;

    // A live run: empty, spanning its planned time; append() then adds each interval (drawn on refresh()).
    void begin(double from, double to, bool deferred);
    void append(const IntervalSample& sample);
    // A stored run: all its intervals at once.
    void setIntervals(const std::vector<IntervalSample>& intervals);
    void addMarker(double timeSec);
    void refresh();
    void choose(const QString& name);

private:
    void addNames(const IntervalSample& sample);
    void redraw();
    void label();

    TimeSeriesChart* m_chart;
    QComboBox* m_choice;
    QLabel* m_none;
    std::vector<double> m_times;
    std::vector<std::vector<ServerCounterValue>> m_values;
    QList<double> m_markers;
    double m_from = 0;
    double m_to = 10;
};

} // namespace sb
