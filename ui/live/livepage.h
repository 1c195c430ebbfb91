// SPDX-License-Identifier: GPL-3.0-or-later
// The Run page: run settings, Start/Stop, transaction, query, latency and connection charts that grow by one point per
// interval (drawn a few times a second at most, however short the interval), the error and reconnect counters, and the
// summary when the run ends. Fed only by RunController's queued signals, and
// while a plan runs by PlanController's: then it also shows the run's position in the plan, a progress bar and the ETA.
// Its parts, top to bottom: RunControls, PlanProgressBox, CounterTiles, LiveCharts, the summary (RunSummaryText);
// the page starts and stops runs. What the parts say about the run they read from one model, RunModel (the current
// run or plan step), through RunWords: render() redraws them all from it, so they cannot disagree.
#pragma once

#include "collectors/incident.h"
#include "collectors/runevent.h"
#include "engine/intervalsample.h"
#include "engine/runsummary.h"
#include "experiment/runmodel.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QWidget>

class QLabel;
class QProgressBar;
class QTimer;

namespace sb {

class CounterTiles;
class GroupTable;
class LiveCharts;
class NextStepBar;
class PlanProgressBox;
class RunControls;
class TimeSeriesChart;
class Workspace;

class LivePage : public QWidget {
    Q_OBJECT
public:
    explicit LivePage(Workspace* workspace, QWidget* parent = nullptr);

    TimeSeriesChart* throughputChart() const;
    TimeSeriesChart* queriesChart() const;
    TimeSeriesChart* latencyChart() const;
    TimeSeriesChart* connectionsChart() const;
    void setThreads(int threads);
    void setDuration(double seconds);
    void setWarmup(double seconds);
    void setReportInterval(double seconds);
    // Intervals shown since the run started.
    int intervalCount() const { return m_intervals; }
    QProgressBar* planProgressBar() const;
    // Shown when a write of this page's run to its results file fails (a full disk), hidden when the next run begins.
    QLabel* storeBanner() const { return m_storeBanner; }
    GroupTable* groupTable() const { return m_groups; }
    // "Open results" and "Open report" once a run or a plan ended (MainWindow shows those pages).
    NextStepBar* nextStep() const { return m_next; }
    // The current run (or plan step), which every part reads; and what the window title says of it.
    RunModel* runModel() const { return m_model; }
    QString runTitle() const;

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
    // The window title's part about the run changed (runTitle()).
    void runTitleChanged(const QString& title);

private:
    void connectRunController();
    void connectModel();
    void runBegan(const CurrentRun& run);
    // Every part from the model; once it ended, what ended is announced once (Open results, runEnded).
    void render();
    void announceEnd(const CurrentRun& run);
    void showLastInterval();
    void showFailure(const Error& error);
    void showStoreWriteFailure(const Error& error, qint64 runId, qint64 intervalsKept);
    void showIncident(const Incident& incident);
    void showRunEvent(const RunEvent& event);
    void updateButtons();

    Workspace* m_workspace;
    RunControls* m_controls;
    PlanProgressBox* m_plan;
    NextStepBar* m_next;
    CounterTiles* m_tiles;
    GroupTable* m_groups; // a mixed run's client groups
    LiveCharts* m_charts;
    QLabel* m_summary;
    QLabel* m_storeBanner;
    QLabel* m_incidents; // the incidents of the current run, one line each
    QTimer* m_refresh;
    QElapsedTimer m_sinceRefresh;
    IntervalSample m_last; // shown by the next refreshView()
    bool m_pending = false;
    RunModel* m_model;
    bool m_tilesSummarised = false; // the tiles show the run's summary
    bool m_announced = false; // the end of the current run was announced
    QString m_title;
    int m_intervals = 0;
    QStringList m_incidentLines;
};

} // namespace sb
