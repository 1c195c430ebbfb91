// SPDX-License-Identifier: GPL-3.0-or-later
#include "livecharts.h"

#include "charts/chartpalette.h"
#include "charts/timeserieschart.h"
#include "charts/timeserieschartgroup.h"
#include "charts/timeserieschartview.h"
#include "common/servercounterchart.h"

#include <QGridLayout>

namespace sb {

namespace {

    TimeSeriesChartView* chartView(TimeSeriesChart* chart, int minimumHeight, QWidget* parent)
    {
        chart->setDeferred(true); // LiveCharts::refresh() draws
        auto* view = new TimeSeriesChartView(chart, parent);
        view->setMinimumHeight(minimumHeight);
        return view;
    }

} // namespace

LiveCharts::LiveCharts(QWidget* parent)
    : QWidget(parent)
    // Transactions and queries in panels of their own: on one plot with two axes their lines coincide whenever every
    // transaction runs the same number of queries, and one hides the other.
    , m_throughput(new TimeSeriesChart(tr("Transactions"), tr("tx/s"), { tr("Transactions/s") }))
    , m_queries(new TimeSeriesChart(tr("Queries"), tr("queries/s"), { tr("Queries/s") }))
    , m_latency(new TimeSeriesChart(tr("Transaction latency"), tr("ms"), { tr("p50"), tr("p95"), tr("p99") }))
    // Busy below connected: connections thinking, waiting for arrivals, or (busy near 0) a client that cannot keep up.
    , m_connections(new TimeSeriesChart(tr("Connections"), tr("count"), { tr("Connected"), tr("Busy (mean)") }))
    , m_serverCounters(new ServerCounterChart(this))
{
    m_queries->setSeriesColor(0, ChartPalette::color(1)); // not the transactions' colour: another quantity
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(chartView(m_throughput, 160, this), 0, 0);
    grid->addWidget(chartView(m_queries, 160, this), 1, 0);
    grid->addWidget(chartView(m_latency, 160, this), 0, 1);
    grid->addWidget(chartView(m_connections, 160, this), 1, 1);
    grid->addWidget(m_serverCounters, 2, 0, 1, 2);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    m_connections->setWholeValues(true); // a count of connections: no half connections on the axis
    // Each column's plots line up, so that one moment is at one place on both time axes.
    for (const auto& column : { std::pair(m_throughput, m_queries), std::pair(m_latency, m_connections) }) {
        auto* group = new TimeSeriesChartGroup(this);
        group->add(column.first);
        group->add(column.second);
    }
    // And the panels side by side, the server's below: one time range, one set of ticks on every time axis.
    auto* ticks = new SharedTimeTicks(this);
    for (TimeSeriesChart* chart : { m_throughput, m_queries, m_latency, m_connections, m_serverCounters->chart() })
        ticks->add(chart);
}

QList<TimeSeriesChart*> LiveCharts::charts() const
{
    return { m_throughput, m_queries, m_latency, m_connections };
}

void LiveCharts::begin(double warmupSec, double durationSec)
{
    for (TimeSeriesChart* chart : charts()) {
        chart->clear();
        // the run's whole time from the start (a run bounded by events only: 10 s, widened as it goes)
        chart->setTimeRange(-warmupSec, durationSec > 0 ? durationSec : 10);
    }
    m_serverCounters->begin(-warmupSec, durationSec > 0 ? durationSec : 10, true);
}

void LiveCharts::markIncident(double timeSec)
{
    m_throughput->addMarker(timeSec);
    m_serverCounters->addMarker(timeSec);
}

void LiveCharts::append(const IntervalSample& s)
{
    m_throughput->append(s.timeSec, { s.tps() });
    m_queries->append(s.timeSec, { s.qps() });
    m_latency->append(s.timeSec, { s.latency.p50Ms, s.latency.p95Ms, s.latency.p99Ms });
    m_connections->append(s.timeSec, { double(s.connected), s.busy });
    m_serverCounters->append(s);
}

void LiveCharts::refresh()
{
    for (TimeSeriesChart* chart : charts())
        chart->refresh();
    m_serverCounters->refresh();
}

} // namespace sb
