// SPDX-License-Identifier: GPL-3.0-or-later
// The report's section on what the server's CPUs did (issue 22): context switches and migrations per transaction
// of the server's threads, IPC where the machine has a PMU ("not available (no PMU)" where it has none), sentences
// on IPC with and without SMT, and the on-CPU profiles: a flame graph and the top functions per configuration, and
// the difference between two configurations (which functions grew per transaction).
#pragma once

#include "analysis/runpivot.h"
#include "reportsections.h"
#include "servercpudata.h"

#include <QCoreApplication>

namespace sb {

class ResultStore;

class ServerCpuSection {
    Q_DECLARE_TR_FUNCTIONS(ServerCpuSection)
public:
    static constexpr int kTopFunctions = 20;
    static const QStringList& counterMetrics(); // cswitch_per_tx, migrations_per_tx, ipc

    // From the runs' environments and stored profiles; empty when no run recorded any of it.
    static ServerCpuData read(ResultStore& store, const QList<StoredRun>& runs, RunAxis rows, RunAxis columns);

    // The section's blocks in reading order (flame graphs as SVG for the HTML report); none for empty data.
    static QList<ReportSections::Block> blocks(const ServerCpuData& data);

    // "With SMT the server's IPC falls from 1.4 to 0.9 (32 clients: 2 cores → 2 cores + SMT)." for each row where a
    // column without SMT and one with it both have IPC; with repetitions the change is named only when the intervals
    // do not overlap, without them the sentence says so.
    static QStringList ipcSentences(const ServerCpuData& data);

    struct FunctionChange {
        QString function;
        double before = 0; // µs per transaction, self samples
        double after = 0;
    };
    // The functions whose self time per transaction grew most from a to b (then those that shrank), at most limit.
    static QList<FunctionChange> difference(const ConfigurationProfile& a, const ConfigurationProfile& b, int limit = kTopFunctions);
    // Which two profiles the difference compares: the fewest and most clients of one column when a column has two,
    // else the first two configurations; {-1, -1} with fewer than two profiles.
    static QPair<int, int> differencePair(const ServerCpuData& data);

    static QString topTable(const ConfigurationProfile& p);
    static QString differenceTable(const ConfigurationProfile& a, const ConfigurationProfile& b);
    static QString reasonText(const QString& code);
    static QString metricTitle(const QString& metric);
};

} // namespace sb
