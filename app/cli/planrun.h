// SPDX-License-Identifier: GPL-3.0-or-later
// A plan run with the CLI's progress lines ("run 3 of 8: ...", each run's result, "experiment N in FILE"): `plan run`
// and `reproduce` (which resolves every server of the plan to the user's).
#pragma once

#include "experiment/planrunner.h"

namespace sb::cli {

struct LiveMetrics;

struct PlanRunOptions {
    QString sandboxDir;
    bool resume = false;
    LiveMetrics* metrics = nullptr;
    qint64* experimentId = nullptr; // receives the experiment's id
};

// The CLI's exit code for the plan's end.
int runPlanWith(const ExperimentPlan& plan, ResultStore& store, const PlanRunner::ServerResolver& resolver,
    const PlanRunOptions& options);

} // namespace sb::cli
