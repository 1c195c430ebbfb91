// SPDX-License-Identifier: GPL-3.0-or-later
#include "runverdict.h"

namespace sb {

RunVerdict runVerdict(const Result<MeasuredRunOutcome>& outcome)
{
    RunVerdict v;
    if (!outcome) {
        v.error = outcome.error();
        return v;
    }
    const RunSummary& summary = outcome->summary;
    v.status = summary.status;
    v.storeError = outcome->storeError;
    v.restoreError = outcome->restoreError;
    if (!v.storeError && !outcome->phases.isEmpty()) // a run id only with a store
        v.storedRunId = outcome->phases.constLast().runId;
    const Error problem = v.storeError ? v.storeError : v.restoreError;
    if (summary.status == RunStatus::Finished && !problem) {
        v.end = RunVerdict::End::Finished;
        return v;
    }
    if (problem) {
        v.end = RunVerdict::End::Failed;
        v.error = problem;
        return v;
    }
    const bool stopped = summary.status == RunStatus::Interrupted && outcome->stopRequested;
    v.end = stopped ? RunVerdict::End::Stopped : RunVerdict::End::Failed;
    v.error = !stopped && summary.error ? summary.error : Error { ErrorCode::Cancelled, {}, {} };
    return v;
}

} // namespace sb
