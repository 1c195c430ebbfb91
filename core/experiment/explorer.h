// SPDX-License-Identifier: GPL-3.0-or-later
// `explore`: an adaptive sweep that finds the knee (USL N*) of a workload with few runs. ExploreStrategy chooses each
// run's client count; every run is a MeasuredRun (the one run path) stored as a run of one experiment, so that
// compare and report read it like a plan's. Progress goes out through plain callbacks (the CLI prints them,
// ExploreController queues them to the GUI).
#pragma once

#include "explorestrategy.h"
#include "measuredrun.h"

#include <atomic>
#include <functional>
#include <stop_token>

namespace sb {

class ResultStore;

struct ExploreHooks {
    // Before each run: its number (1-based), the client count and why it was chosen.
    std::function<void(int run, const ExploreChoice& choice)> runStarting;
    // After each run that finished: its point and the fit over everything measured so far.
    std::function<void(const ExplorePoint& point, const ExploreEstimate& estimate)> runMeasured;
    // Passed to every run (the CLI prints intervals with them).
    MeasuredRunHooks run;
};

struct ExploreOutcome {
    ExploreEnd end = ExploreEnd::Failed;
    Error error; // with ExploreEnd::Failed: what ended the sweep (a run's error, the store, the CPU restore)
    QList<ExplorePoint> points;
    ExploreEstimate estimate;
    double elapsedSec = 0;
    bool reachedTarget() const { return end == ExploreEnd::Converged; }
};

class Explorer {
public:
    // `base` is a run request whose spec gives the workload, its options, the CPU sets and the per-run limits; the
    // client count and the run index are set per run.
    Explorer(MeasuredRunRequest base, const ExploreSettings& settings, ExploreHooks hooks = {});

    // Every run is stored as a run of `experimentId` (created by createExperiment()).
    void setStore(ResultStore* store, qint64 experimentId);
    // Opens `path` and adds an experiment whose plan is the base run with an "explore" object (its settings).
    [[nodiscard]] static Result<qint64> createExperiment(
        ResultStore& store, const QString& path, const MeasuredRunRequest& base, const ExploreSettings& settings);
    // The settings an explore of `base` starts with: the first run's wall time is guessed from its limits.
    static ExploreSettings defaultSettings(const RunSpec& base);

    // Blocks until the sweep ends (converged, budget, stop, ...); whatever was measured stays in the outcome.
    // `stop` (the caller's token) or requestStop() ends it, the current run as interrupted.
    ExploreOutcome run(std::stop_token stop = {});
    // From any thread while this object lives (its owner's; others hand a token to run()).
    void requestStop();

private:
    Error runOne(int number, const ExploreChoice& choice, ExploreStrategy& strategy);

    MeasuredRunRequest m_base;
    ExploreSettings m_settings;
    ExploreHooks m_hooks;
    ResultStore* m_store = nullptr;
    qint64 m_experimentId = 0;
    bool m_prepared = false;
    std::stop_source m_stop; // the sweep's: every run gets its token
};

} // namespace sb
