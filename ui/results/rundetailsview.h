// SPDX-License-Identifier: GPL-3.0-or-later
// One stored run in detail: a headline, its intervals as transaction, query and latency charts, and what was recorded
// around it (host and CPUs as applied, tool and server versions, the server's configuration, status counter deltas).
#pragma once

#include "rundetails.h"

#include <QWidget>

class QLabel;
class QTabWidget;
class QTableWidget;
class QTreeWidget;
class QTreeWidgetItem;

class QSplitter;

namespace sb {

class ServerCounterChart;
class TimeSeriesChart;

class RunDetailsView : public QWidget {
    Q_OBJECT
public:
    explicit RunDetailsView(QWidget* parent = nullptr);

    void showDetails(const RunDetails& details);
    void showMessage(const QString& text); // no run: says why (nothing selected, several selected, loading)

    TimeSeriesChart* throughputChart() const { return m_throughput; }
    TimeSeriesChart* queriesChart() const { return m_queries; }
    TimeSeriesChart* latencyChart() const { return m_latency; }
    QTableWidget* variablesTable() const { return m_variables; }
    QTableWidget* statusTable() const { return m_status; }
    QTableWidget* waitsTable() const { return m_waits; }
    QTreeWidget* environmentTree() const { return m_environment; }
    QLabel* headline() const { return m_headline; }
    QTabWidget* tabs() const { return m_tabs; }
    ServerCounterChart* serverChart() const { return m_server; }
    QTreeWidget* incidentsTree() const { return m_incidents; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    static constexpr int kSideBySideWidth = 1400;
    QSplitter* m_split = nullptr;
    void showCharts(const std::vector<IntervalSample>& intervals);
    void showEnvironment(const RunDetails& details);
    void showServerThreads(const QJsonObject& environment, const StoredRun& run);
    void showVariables(const QJsonObject& environment);
    void showStatus(const RunDetails& details);
    void showWaits(const RunDetails& details);
    void showIncidents(const RunDetails& details);
    QString headlineText(const StoredRun& run) const;
    QTreeWidgetItem* section(const QString& title);

    QLabel* m_headline;
    TimeSeriesChart* m_throughput;
    TimeSeriesChart* m_queries;
    TimeSeriesChart* m_latency;
    ServerCounterChart* m_server;
    QTabWidget* m_tabs;
    QTreeWidget* m_environment;
    QTableWidget* m_variables;
    QTableWidget* m_status;
    QTableWidget* m_waits; // the wait profile of the run's connections, µs per transaction
    QTreeWidget* m_incidents;
};

} // namespace sb
