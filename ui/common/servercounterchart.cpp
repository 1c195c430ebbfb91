// SPDX-License-Identifier: GPL-3.0-or-later
#include "servercounterchart.h"

#include "charts/chartpalette.h"
#include "charts/timeserieschart.h"
#include "charts/timeserieschartview.h"
#include "collectors/servercounterset.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QSignalBlocker>
#include <QValueAxis>
#include <QVBoxLayout>
#include <cmath>

namespace sb {

ServerCounterChart::ServerCounterChart(QWidget* parent)
    : QWidget(parent)
    , m_chart(new TimeSeriesChart(tr("Server"), tr("Per second"), { tr("Server") }))
    , m_choice(new QComboBox(this))
    , m_none(new QLabel(tr("No server counters in this run (--server-counters=none, or the server did not answer "
                           "the status sampler)."),
          this))
{
    m_chart->setSeriesColor(0, ChartPalette::color(3));
    auto* top = new QHBoxLayout;
    auto* caption = new QLabel(tr("Server counter:"), this);
    caption->setBuddy(m_choice);
    m_choice->setToolTip(tr("A status counter of the server (SHOW GLOBAL STATUS), read every interval on a "
                            "connection of its own: per second, or as it is for a level such as Threads_running"));
    m_choice->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    top->addWidget(caption);
    top->addWidget(m_choice);
    top->addWidget(m_none);
    top->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    auto* view = new TimeSeriesChartView(m_chart, this);
    view->setMinimumHeight(160);
    layout->addWidget(view, 1);
    m_none->setVisible(false);
    connect(m_choice, &QComboBox::currentTextChanged, this, [this] { redraw(); });
    label();
}

QString ServerCounterChart::chosen() const
{
    return m_choice->currentText();
}

void ServerCounterChart::begin(double from, double to, bool deferred)
{
    m_chart->setDeferred(deferred);
    m_from = from;
    m_to = to;
    m_times.clear();
    m_values.clear();
    m_markers.clear();
    m_chart->clear();
    m_chart->setTimeRange(from, to);
    m_none->setVisible(false);
}

void ServerCounterChart::addNames(const IntervalSample& s)
{
    const QSignalBlocker block(m_choice);
    const bool first = m_choice->count() == 0;
    // In the order of the default set (the store keeps them by name), others after it by name.
    const auto rank = [](const QString& name) {
        const qsizetype i = ServerCounterSet::defaultNames().indexOf(name);
        return i >= 0 ? std::pair(int(i), QString()) : std::pair(1000, name);
    };
    for (const ServerCounterValue& c : s.serverCounters) {
        if (m_choice->findText(c.name) >= 0)
            continue;
        int at = 0;
        while (at < m_choice->count() && rank(m_choice->itemText(at)) < rank(c.name))
            ++at;
        m_choice->insertItem(at, c.name);
    }
    if (first && m_choice->count() > 0) {
        m_choice->setCurrentIndex(0);
        label();
    }
}

void ServerCounterChart::append(const IntervalSample& s)
{
    const bool hadNames = m_choice->count() > 0;
    addNames(s);
    m_times.push_back(s.timeSec);
    m_values.push_back(s.serverCounters);
    const ServerCounterValue* v = s.serverCounter(chosen());
    m_chart->append(s.timeSec, { v ? v->value : std::nan("") });
    if (!hadNames && m_choice->count() > 0)
        redraw(); // the first names came: the points so far are drawn for the counter now chosen
}

void ServerCounterChart::setIntervals(const std::vector<IntervalSample>& intervals)
{
    m_times.clear();
    m_values.clear();
    {
        const QSignalBlocker block(m_choice);
        const QString was = m_choice->currentText();
        m_choice->clear();
        for (const IntervalSample& s : intervals) {
            addNames(s);
            m_times.push_back(s.timeSec);
            m_values.push_back(s.serverCounters);
        }
        if (m_choice->findText(was) >= 0)
            m_choice->setCurrentText(was);
    }
    m_markers.clear();
    m_from = 0;
    m_to = 0; // the points fill the plot
    m_none->setVisible(m_choice->count() == 0);
    m_chart->setTimeRange(0, 0);
    redraw();
}

void ServerCounterChart::addMarker(double timeSec)
{
    m_markers.append(timeSec);
    m_chart->addMarker(timeSec);
}

void ServerCounterChart::choose(const QString& name)
{
    m_choice->setCurrentText(name);
}

void ServerCounterChart::refresh()
{
    m_chart->refresh();
}

void ServerCounterChart::label()
{
    const QString name = chosen();
    m_chart->setTitle(name.isEmpty() ? tr("Server") : tr("Server: %1").arg(name));
    m_chart->lineSeries(0)->setName(name);
    m_chart->valueAxis()->setTitleText(ServerCounterSet::isLevel(name) ? tr("Level") : tr("Per second"));
    m_chart->setWholeValues(ServerCounterSet::isLevel(name)); // a level counts (threads, connections): 0, 2, 4
}

void ServerCounterChart::redraw()
{
    label();
    const QString name = chosen();
    std::vector<double> values;
    values.reserve(m_times.size());
    for (const auto& counters : m_values) {
        double v = std::nan("");
        for (const ServerCounterValue& c : counters) {
            if (c.name == name)
                v = c.value;
        }
        values.push_back(v);
    }
    const QList<double> markers = m_markers;
    m_chart->clear(); // removes the marks too: set again below
    m_chart->setTimeRange(m_from, m_to);
    m_chart->setData(m_times, { values });
    for (double t : markers)
        m_chart->addMarker(t);
}

} // namespace sb
