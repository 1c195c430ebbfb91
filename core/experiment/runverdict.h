// SPDX-License-Identifier: GPL-3.0-or-later
// What the end of one measured run means, decided once for every front end (issue 24): `scalebench-cli run` (its
// exit code and what it prints), the Run page (RunController's signals), plans (PlanRunner: go on or stop) and
// explore (Explorer: a point for the fit or the end of the sweep). They used to read the outcome each their own way.
//
// The rules:
// - Nothing measured (MeasuredRun::run() returned an Error, or the results file could not take the run before it
//   started): NotRun, with that error. A run asked to be kept that cannot be kept does not run, in the CLI and in the
//   workstation alike (the workstation used to run it without storing).
// - A run that finished, was stored whole (when stored) and had the server's CPUs put back: Finished. Only this one
//   lets a plan or a sweep go on.
// - A failed store write or CPU restore: Failed, with that error (the store's first), whatever the run's status.
// - A run interrupted by a stop that was asked: Stopped (error: Cancelled).
// - Anything else (a run that failed, stalled, or was interrupted by nobody who asked): Failed, with the run's own
//   error (Cancelled when it has none).
// - What was stored: storedRunId when every write of the run succeeded; a run whose writes failed is kept as
//   interrupted (resume runs it again) and is never called stored.
#pragma once

#include "measuredrun.h"

namespace sb {

struct RunVerdict {
    enum class End { Finished, Stopped, Failed, NotRun };
    End end = End::NotRun;
    RunStatus status = RunStatus::Failed; // the run's own (NotRun: Failed)
    Error error; // what ended it (none when Finished)
    // The problems to tell besides the run's own, each also when the run finished: the store's write, the CPU restore.
    Error storeError;
    Error restoreError;
    qint64 storedRunId = 0; // the last phase's run, kept whole in the store; 0: not stored, or not whole
    bool measured() const { return end != End::NotRun; }
    bool goesOn() const { return end == End::Finished; } // a plan or a sweep continues
};

RunVerdict runVerdict(const Result<MeasuredRunOutcome>& outcome);

} // namespace sb
