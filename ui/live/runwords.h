// SPDX-License-Identifier: GPL-3.0-or-later
// The words every part of the Run page (and the window title) says about the current run, each written from the one
// model (core/experiment/runmodel.h) and nothing else: the header, the status line, the Summary, the tiles' caption,
// the plan progress bar's text and the title. One place, so the parts cannot tell different stories.
#pragma once

#include "experiment/runmodel.h"

#include <QCoreApplication>

namespace sb {

class RunWords {
    Q_DECLARE_TR_FUNCTIONS(RunWords)
public:
    // "measuring", "stopped", ...
    static QString phase(const CurrentRun& run);
    // The header of the run or plan step, active or ended ("Plan run 8 of 8, finished"): which run, its workload,
    // clients, times and CPU sets (read back once bound). Empty before any run (and while a plan starts its server):
    // the page's own target, what Start would run, is shown then.
    static QString header(const CurrentRun& run);
    // The status line (rich text).
    static QString status(const CurrentRun& run);
    // The Summary box (rich text). `serverCpusChosen`: the CPUs page chose server CPUs for the run.
    static QString summary(const CurrentRun& run, bool serverCpusChosen);
    // Over the tiles: what their figures are.
    static QString tilesCaption(const CurrentRun& run);
    // The plan progress bar's text and the time beside it; `stepSec`: seconds since the step began.
    static QString barFormat(const CurrentRun& run);
    static QString barTime(const CurrentRun& run, double stepSec);
    // After "ScaleBench" in the window title; empty while nothing ran.
    static QString title(const CurrentRun& run);

    // A side's CPUs as the kernel reported them once bound ("0 (1 core)"), before that what was asked.
    static QString cpus(const CurrentRun& run, bool server);

private:
    static QString which(const CurrentRun& run);
    static QString ended(const CurrentRun& run);
};

} // namespace sb
