// SPDX-License-Identifier: GPL-3.0-or-later
// The Run page: run settings, Start/Stop, throughput and latency charts that grow by one point per interval, the
// error and reconnect counters, and the summary when the run ends. Fed only by RunController's queued signals, and
// while a plan runs by PlanController's: then it also shows the run's position in the plan, a progress bar and the ETA.
#pragma once

#include "engine/intervalsample.h"
#include "engine/runsummary.h"
#include "experiment/planrunner.h"

#include <QJsonObject>
#include <QElapsedTimer>
#include <QWidget>

class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace sb {

class TimeSeriesChart;
class Workspace;

class LivePage : public QWidget {
    Q_OBJECT
public:
    explicit LivePage(Workspace* workspace, QWidget* parent = nullptr);

    TimeSeriesChart* throughputChart() const { return m_throughput; }
    TimeSeriesChart* latencyChart() const { return m_latency; }
    void setThreads(int threads);
    void setDuration(double seconds);
    void setWarmup(double seconds);
    void setReportInterval(double seconds);
    // Intervals shown since the run started.
    int intervalCount() const { return m_intervals; }
    QProgressBar* planProgressBar() const { return m_planBar; }

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
    void resetCounters(double warmupSec, double durationSec);
    QString statusText(const RunSummary& summary) const;
    QString summaryText(const RunSummary& summary) const;
    void addInterval(const IntervalSample& sample);
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
    QPushButton* m_start;
    QPushButton* m_stop;
    QLabel* m_target;
    QLabel* m_state;
    TimeSeriesChart* m_throughput;
    TimeSeriesChart* m_latency;
    QLabel* m_tps;
    QLabel* m_qps;
    QLabel* m_p95;
    QLabel* m_errors;
    QLabel* m_reconnects;
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
