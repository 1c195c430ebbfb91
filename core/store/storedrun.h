// SPDX-License-Identifier: GPL-3.0-or-later
// A run as the ResultStore keeps it: its spec, how it ended and, once finished, its summary.
#pragma once

#include "engine/runsummary.h"
#include "plan/runspec.h"

#include <QDateTime>
#include <QString>

namespace sb {

struct StoredRun {
    qint64 id = 0;
    qint64 experimentId = 0;
    int runIndex = 0; // RunSpec::index within the experiment's plan
    RunSpec spec;
    RunStatus status = RunStatus::Running;
    QString reason; // why it was interrupted or failed; ResultStore::staleReason() for a writer that died
    QDateTime started; // UTC
    QDateTime ended; // UTC; invalid while running
    qint64 writerPid = 0;
    QString writerHost;
    bool hasSummary = false; // finishRun() stored one
    RunSummary summary;
    qint64 intervalCount = 0;
};

} // namespace sb
