// SPDX-License-Identifier: GPL-3.0-or-later
// The Run page's charts: transactions, queries, latency percentiles, connections and one of the server's status
// counters over the run's time, a point per interval. Points are added at once and drawn on refresh(), so the page decides how often to redraw.
#pragma once

#include "engine/intervalsample.h"

#include <QWidget>

namespace sb {

class TimeSeriesChart;
class ServerCounterChart;

class LiveCharts : public QWidget {
    Q_OBJECT
public:
    explicit LiveCharts(QWidget* parent = nullptr);

    TimeSeriesChart* throughput() const { return m_throughput; }
    TimeSeriesChart* queries() const { return m_queries; }
    TimeSeriesChart* latency() const { return m_latency; }
    TimeSeriesChart* connections() const { return m_connections; }
    // The server's status counters (--server-counters), one at a time: the chooser picks which.
    ServerCounterChart* server() const { return m_serverCounters; }
    // An incident at that time of the run: marked on the transactions and server charts.
    void markIncident(double timeSec);

    // Empty charts spanning the run's whole time from the start of its warm-up.
    void begin(double warmupSec, double durationSec);
    void append(const IntervalSample& sample);
    void refresh();

private:
    QList<TimeSeriesChart*> charts() const;

    TimeSeriesChart* m_throughput;
    TimeSeriesChart* m_queries;
    TimeSeriesChart* m_latency;
    TimeSeriesChart* m_connections; // connected, and busy on average
    ServerCounterChart* m_serverCounters;
};

} // namespace sb
