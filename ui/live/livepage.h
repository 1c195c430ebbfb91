// SPDX-License-Identifier: GPL-3.0-or-later
// The Run page: run settings, Start/Stop, transaction, query, latency and connection charts that grow by one point per
// interval (drawn a few times a second at most, however short the interval), the error and reconnect counters, and the
// summary when the run ends. Fed only by RunController's queued signals, and
// while a plan runs by PlanController's: then it also shows the run's position in the plan, a progress bar and the ETA.
#pragma once

#include "engine/intervalsample.h"
#include "engine/runsummary.h"
#include "experiment/planrunner.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTimer;

namespace sb {

class LoadFields;
class TimeSeriesChart;
class Workspace;

class LivePage : public QWidget {
    Q_OBJECT
public:
    explicit LivePage(Workspace* workspace, QWidget* parent = nullptr);

    TimeSeriesChart* throughputChart() const { return m_throughput; }
    TimeSeriesChart* queriesChart() const { return m_queries; }
    TimeSeriesChart* latencyChart() const { return m_latency; }
    TimeSeriesChart* connectionsChart() const { return m_connections; }
    void setThreads(int threads);
    void setDuration(double seconds);
    void setWarmup(double seconds);
    void setReportInterval(double seconds);
    // Intervals shown since the run started.
    int intervalCount() const { return m_intervals; }
    QProgressBar* planProgressBar() const { return m_planBar; }

    // Starts the charts and counters of a run of that planned time; addInterval() then feeds them. RunController and
    // PlanController do both; a replay of stored intervals (tests/benchmarks) too.
    void beginRun(double warmupSec, double durationSec);
    void addInterval(const IntervalSample& sample);
    // Draws what came since the last refresh now (addInterval() draws at most every kRefreshMs).
    void refreshView();

    static constexpr int kRefreshMs = 250;

public Q_SLOTS:
    void startRun();
    void stopRun();

Q_SIGNALS:
    void runEnded(const sb::RunSummary& summary);

private:
    QWidget* createSettings();
    QWidget* createCounters();
    QWidget* createPlanProgress();
    void connectPlanController();
    void startPlanRun(const PlanProgress& progress);
    void showPlanRunSummary(const RunSpec& spec, const RunSummary& summary);
    void showPlanEnd(const Error& error, qint64 experimentId, const QString& storePath);
    void updatePlanTime();
    QString statusText(const RunSummary& summary) const;
    QString summaryText(const RunSummary& summary) const;
    QString connectsText(const RunSummary& summary) const;
    void showSummary(const RunSummary& summary);
    void showFailure(const Error& error);
    void updateButtons();
    void updateTarget();
    QString affinityText() const;

    Workspace* m_workspace;
    QSpinBox* m_threads;
    QSpinBox* m_duration;
    QSpinBox* m_warmup;
    QDoubleSpinBox* m_interval;
    QDoubleSpinBox* m_rate;
    QComboBox* m_driver; // RunSpec's driver names as item data
    LoadFields* m_load; // several load processes (mpirun)
    QPushButton* m_start;
    QPushButton* m_stop;
    QLabel* m_target;
    QLabel* m_state;
    TimeSeriesChart* m_throughput;
    TimeSeriesChart* m_queries;
    TimeSeriesChart* m_latency;
    TimeSeriesChart* m_connections; // connected, and busy on average
    QTimer* m_refresh;
    QElapsedTimer m_sinceRefresh;
    IntervalSample m_last; // shown by the next refreshView()
    bool m_pending = false;
    QLabel* m_tps;
    QLabel* m_qps;
    QLabel* m_p95;
    QLabel* m_errors;
    QLabel* m_reconnects;
    QLabel* m_connected;
    QLabel* m_elapsed;
    QLabel* m_summary;
    QJsonObject m_affinity; // the CPU sets of the current run as read back (RunController::affinityApplied)
    QGroupBox* m_planBox = nullptr;
    QLabel* m_planRun = nullptr;
    QLabel* m_planTime = nullptr;
    QProgressBar* m_planBar = nullptr;
    PlanProgress m_progress;
    QElapsedTimer m_sinceRunStart;
    double m_runDuration = 0;
    bool m_ownRun = false;
    int m_intervals = 0;
    std::uint64_t m_ignoredErrors = 0;
    std::uint64_t m_fatalErrors = 0;
    std::uint64_t m_reconnectCount = 0;
};

} // namespace sb
