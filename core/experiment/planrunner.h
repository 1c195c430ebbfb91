// SPDX-License-Identifier: GPL-3.0-or-later
// Runs an expanded plan in order, unattended: prepares each dataset once, binds CPUs per run, writes every
// interval to the store as it comes, and resumes an interrupted plan without redoing finished runs.
#pragma once

#include "plan/experimentplan.h"
#include "measuredrun.h"

#include "affinity/topology.h"

#include "engine/intervalsample.h"
#include "engine/runsummary.h"
#include "server/connectionresolver.h" // ResolvedServer
#include "server/serverprofile.h"

#include <atomic>
#include <functional>
#include <optional>
#include <stop_token>
#include <sys/types.h>

namespace sb {

class ResultStore;

struct PlanProgress {
    int position = 0; // 1-based among all runs of the plan
    int count = 0;
    int skipped = 0; // finished earlier (resume)
    double elapsedSec = 0;
    double etaSec = 0; // from the remaining runs' durations
    RunSpec spec;
    LoadLayout load; // the plan's: the run is made by several load processes when active
};

class PlanRunner {
public:
    using ServerResolver = std::function<Result<ResolvedServer>(const PlanServer&)>;

    PlanRunner(const ExperimentPlan& plan, ResultStore& store, ServerResolver resolver);

    void setProgressHandler(std::function<void(const PlanProgress&)> h) { m_onProgress = std::move(h); }
    void setIntervalHandler(std::function<void(const RunSpec&, const IntervalSample&)> h) { m_onInterval = std::move(h); }
    void setRunFinishedHandler(std::function<void(const RunSpec&, const RunSummary&)> h) { m_onRunFinished = std::move(h); }
    // Adds hooks of its own to each run's (a live exporter's): called with the run's spec and the experiment.
    void setRunHooks(std::function<void(MeasuredRunHooks&, const RunSpec&, qint64 experiment)> h) { m_addHooks = std::move(h); }

    // Runs (or with `resume`, continues) the plan. Returns the first error that stopped it; a stop (`stop`, the
    // caller's token, or requestStop()) ends the current run as interrupted, cuts a cooldown or settle wait short
    // and returns Cancelled.
    Error run(bool resume, std::stop_token stop = {});
    // From any thread while this object lives (its owner's; others hand a token to run()).
    void requestStop();
    qint64 experimentId() const { return m_experimentId; }
    // The sandbox that restart-and-settle restarts (default: the user's).
    void setSandboxDirectory(const QString& directory) { m_sandboxDir = directory; }

private:
    Error runOne(const RunSpec& spec, const ResolvedServer& server, PreparePolicy prepare);
    PreparePolicy preparePolicyOf(const RunSpec& spec) const;
    Error endOfRun(const RunSpec& spec, const MeasuredRunOutcome& outcome);
    static RunSpec phaseSpec(const RunSpec& spec, const PhaseResult& phase);
    Error restartSandbox(const RunSpec& spec, const PlanServer& planServer);

    const ExperimentPlan& m_plan;
    ResultStore& m_store;
    ServerResolver m_resolve;
    std::function<void(const PlanProgress&)> m_onProgress;
    std::function<void(const RunSpec&, const IntervalSample&)> m_onInterval;
    std::function<void(const RunSpec&, const RunSummary&)> m_onRunFinished;
    std::function<void(MeasuredRunHooks&, const RunSpec&, qint64 experiment)> m_addHooks;
    std::stop_source m_stop; // the plan's: every run, cooldown and settle wait gets its token
    QSet<QString> m_preparedDatasets;
    qint64 m_experimentId = 0;
    QString m_sandboxDir;
};

} // namespace sb
