// SPDX-License-Identifier: GPL-3.0-or-later
// The words of the Run page's summary when a run ends: how it ended, its transactions, queries, latency and errors,
// the open loop's service time, the connections and the CPUs the kernel reports the run used, and the error if any.
#pragma once

#include "engine/runsummary.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace sb {

class RunSummaryText {
    Q_DECLARE_TR_FUNCTIONS(RunSummaryText)
public:
    // "Finished", "Stopped early", "Stalled: the server or the network to it stopped answering", ...
    static QString status(const RunSummary& summary);
    // The summary as rich text. `affinity`: the CPU sets as read back (RunController::affinityApplied), empty when
    // not known; `serverCpusChosen`: the CPUs page chose server CPUs for this run.
    static QString html(const RunSummary& summary, const QJsonObject& affinity, bool serverCpusChosen);

private:
    static QString connects(const RunSummary& summary);
    // tpcc: NOPM from the client and the server, TPM, and each transaction type's share and latency.
    static QString types(const RunSummary& summary);
    // A mixed run: a line per client group (its transactions, rate, p95 and errors), which add up to the total above.
    static QString groups(const RunSummary& summary);
    static QString cpus(const QJsonObject& affinity, bool serverCpusChosen);
    // What the figures of a run whose server restarted cover (RunSummary::serverRestarts); empty without one.
    static QString restarts(const RunSummary& summary);
};

} // namespace sb
