// SPDX-License-Identifier: GPL-3.0-or-later
// The report's section on where the server's threads waited (issue 35): per configuration an off-CPU flame graph
// (microseconds off the CPU by stack, beside the on-CPU one of "What the server's CPUs did"), the top waiting places
// in µs per transaction, each thread name's share of time waiting and running, and the difference between two
// configurations (which waits grew per transaction).
#pragma once

#include "analysis/runpivot.h"
#include "offcpudata.h"
#include "reportsections.h"

#include <QCoreApplication>

namespace sb {

class ResultStore;

class OffCpuSection {
    Q_DECLARE_TR_FUNCTIONS(OffCpuSection)
public:
    static constexpr int kTopStacks = 20;
    static constexpr int kSiteFrames = 12; // frames a waiting place names, innermost first (to mysql_update)

    static OffCpuData read(ResultStore& store, const QList<StoredRun>& runs, RunAxis rows, RunAxis columns);
    static QList<ReportSections::Block> blocks(const OffCpuData& data);

    // A waiting place: a stack told by its innermost frames, leaf first ("futex_wait_[k] ← ... ← mysql_update"):
    // the kernel's scheduler frames and repeated frames left out, the first kernel frame below them kept.
    static QString siteOf(const QString& stack);
    struct Site {
        QString site;
        double us = 0; // off the CPU, all stacks of the place
        QString thread; // the thread name of its heaviest stack
    };
    static QList<Site> sites(const OffCpuProfile& p); // the heaviest first

    struct Change {
        QString site;
        double before = 0; // µs per transaction
        double after = 0;
    };
    // The places whose wait per transaction grew most from a to b, at most limit.
    static QList<Change> difference(const OffCpuProfile& a, const OffCpuProfile& b, int limit = kTopStacks);
    // The fewest and most clients of one column when a column has two, else the first two; {-1, -1} with fewer.
    static QPair<int, int> differencePair(const OffCpuData& data);

    static QString topTable(const OffCpuProfile& p);
    static QString threadTable(const OffCpuProfile& p);
    static QString differenceTable(const OffCpuProfile& a, const OffCpuProfile& b);
};

} // namespace sb
