// SPDX-License-Identifier: GPL-3.0-or-later
// What a sysbench 1.0 text log holds once read: its intervals, its summary and the RunSpec it stands for.
#pragma once

#include "engine/intervalsample.h"
#include "engine/runsummary.h"
#include "plan/runspec.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace sb {

struct SysbenchLog {
    QString source; // file name (or the name given to parse())
    QString version; // "1.0.20", from the banner; empty when the banner is missing
    double percentile = 95; // of the intervals' and the summary's latency line (--percentile)
    double reportIntervalSec = 0; // 0 when the log has no intervals
    RunSpec spec;
    std::vector<IntervalSample> intervals; // counts are rates x interval length, rounded
    RunSummary summary; // status Finished
    QStringList fatalLines; // "FATAL: ..." lines sysbench printed (with the summary present: errors it survived)
};

} // namespace sb
