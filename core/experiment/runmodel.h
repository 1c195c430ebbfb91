// SPDX-License-Identifier: GPL-3.0-or-later
// The current run (or plan step) as one model, the second half of EngineController: what the workstation's Run page,
// its header, settings row, tiles, charts, Summary, status line, plan progress bar and the window title all read, so
// that they cannot disagree. It follows RunController (the runs the page starts: beginOwnRun) and PlanController
// (every plan), and says `changed` once per event; the parts redraw from state(). QtCore only; the words are the
// GUI's (ui/live/runwords).
#pragma once

#include "common/error.h"
#include "engine/intervalsample.h"
#include "engine/runsummary.h"
#include "experiment/planrunner.h"
#include "plan/loadlayout.h"
#include "plan/runspec.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>

namespace sb {

class PlanController;
class RunController;

struct CurrentRun {
    // Starting: connecting (a plan: its server and tables too) until the first interval. Finished, Stopped and
    // Failed are final: the run (or plan) ended, and stay until the next begins.
    enum class Phase { Idle, Starting, WarmingUp, Measuring, Stopping, Finished, Stopped, Failed };

    Phase phase = Phase::Idle;
    bool plan = false; // a plan's step (position k of count); else a run the page started
    int position = 0; // 1-based; 0 while a plan starts its server, before its first run
    int count = 0;
    RunSpec spec; // the run's (the step's) settings
    LoadLayout load;
    QString endpoint; // the server, as the page's connection names it (a plan: its server's name)
    QJsonObject affinity; // the CPU sets as the kernel reported them once bound; empty until then / unbound
    int intervals = 0;
    IntervalSample last; // the latest interval (valid when intervals > 0)
    bool hasSummary = false; // the run's (the step's) summary came
    RunSummary summary;
    Error error; // what ended the run or plan (Cancelled: a plan's stop)
    Error restoreError; // the server's CPUs could not be put back
    qint64 runId = 0; // as kept in the results file (a single run)
    qint64 experimentId = 0; // a plan's, once it ended
    QString store; // the results file
    double planElapsedSec = 0; // the plan's time before this step
    double planEtaSec = 0; // the estimate of what was left when the step began

    bool active() const { return phase >= Phase::Starting && phase <= Phase::Stopping; }
    bool ended() const { return phase >= Phase::Finished; }
};

class RunModel : public QObject {
    Q_OBJECT
public:
    RunModel(RunController* runs, PlanController* plans, QObject* parent = nullptr);

    const CurrentRun& state() const { return m_run; }
    // The page starts a run of `spec` against `endpoint`: RunController's signals are this run's until it ends.
    void beginOwnRun(const RunSpec& spec, const LoadLayout& load, const QString& endpoint, const QString& store);
    bool ownRun() const { return m_own; }
    // Seconds since the step (or run) began; the plan's share done, by runs (0..1).
    double stepSeconds() const;
    double planFraction() const;

Q_SIGNALS:
    // Something about the run changed (its phase, settings, CPU sets, summary, end): every part redraws from state().
    // A new interval alone says intervalAdded (the page draws those at its own pace).
    void changed();
    // A run (a plan's step) begins: the charts and tiles start over.
    void runBegan(const sb::CurrentRun& run);
    void intervalAdded(const sb::IntervalSample& sample);

private:
    void followRuns(RunController* runs);
    void followPlans(PlanController* plans);
    void begin(const RunSpec& spec);
    void addInterval(const IntervalSample& sample);
    void setSummary(const RunSummary& summary);
    void setPhase(CurrentRun::Phase phase);

    CurrentRun m_run;
    bool m_own = false; // RunController's signals are the page's run
    QElapsedTimer m_sinceBegin;
};

} // namespace sb

Q_DECLARE_METATYPE(sb::CurrentRun)
