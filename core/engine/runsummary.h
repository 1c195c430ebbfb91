// SPDX-License-Identifier: GPL-3.0-or-later
// The totals of one measured run (warm-up excluded), and how the run ended.
#pragma once

#include "common/error.h"
#include "latencysummary.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMetaType>
#include <QString>
#include <cstdint>
#include <map>
#include <vector>

namespace sb {

// Stalled: the server stopped answering; the run ended at its duration (or, without one, at the stall timeout) with
// what it measured, its waiting connections shut down.
enum class RunStatus { Running, Finished, Interrupted, Failed, Stalled };
const char* runStatusName(RunStatus status);

// One host's share of a run over several hosts.
struct HostCounts {
    QString endpoint;
    int connections = 0;
    std::uint64_t transactions = 0;
    std::uint64_t queries = 0;
    std::uint64_t errors = 0;
};

// How the run's connections were opened: first connects that succeeded (their latency: connect, TLS, statements
// prepared), failed connect attempts (first connects and reconnects), and the first connects tried again after a
// transient failure (a connection storm; connectramp.h).
struct ConnectSummary {
    std::uint64_t connected = 0;
    std::uint64_t failures = 0;
    double meanMs = 0;
    double p95Ms = 0;
    double maxMs = 0;
    std::uint64_t retries = 0;
};

// One transaction type of a workload that has several (tpcc's five): done (rolled back on purpose included), of
// which rolled back on purpose, failed (each error, retried or not), and the latency of those done.
struct TransactionTypeSummary {
    QString name;
    std::uint64_t transactions = 0;
    std::uint64_t rolledBack = 0;
    std::uint64_t errors = 0;
    LatencySummary latency;
};

struct RunSummary {
    RunStatus status = RunStatus::Running;
    Error error; // why a run was interrupted or failed
    int threads = 0;
    double durationSec = 0; // measured time, warm-up excluded
    std::uint64_t transactions = 0;
    std::uint64_t reads = 0;
    std::uint64_t writes = 0;
    std::uint64_t others = 0;
    std::uint64_t ignoredErrors = 0;
    std::uint64_t fatalErrors = 0;
    std::uint64_t reconnects = 0;
    std::map<unsigned, std::uint64_t> errorsByCode; // server/client error number -> count
    LatencySummary latency; // open loop: from the intended start
    // Open loop only (targetRate > 0), as in IntervalSample; the largest backlog of the measured part.
    double targetRate = 0;
    LatencySummary serviceLatency;
    std::uint64_t backlog = 0; // at the end
    std::uint64_t backlogPeak = 0;
    std::vector<HostCounts> perHost; // when the profile lists several hosts, in the profile's order
    // Connections still waiting for the server when the run ended, so shut down (StallWatchdog::endDeadline).
    int stuckConnections = 0;
    ConnectSummary connects;
    // The client driver that ran it ("threads" or "async") and, async, its event-loop threads.
    QString driver;
    int driverThreads = 0;
    // Workloads with transaction types (tpcc): each type's figures, the committed events of the headline type
    // (New-Orders) and its name, and what the workload measured on the server over the same window (tpcc: NOPM,
    // TPM from Com_commit + Com_rollback, the districts' d_next_o_id delta).
    std::vector<TransactionTypeSummary> types;
    QString headlineName;
    std::uint64_t headline = 0;
    QJsonObject workloadFigures;
    // The server restarted during the run (core/experiment/serverrestartwatch): what the figures cover, one object a
    // restart ("at_sec", "gap_sec", "after_sec": seconds measured after it against the new server, whose buffer
    // pool started empty; "bound": the run's CPU binding applied to the new server again). Empty: no restart seen.
    QJsonArray serverRestarts;
    // A run of several client groups (run --mix): this group's name (empty for the total), and in the total each
    // group's own summary, in the order of the mix.
    QString group;
    std::vector<RunSummary> groups;

    std::uint64_t queries() const { return reads + writes + others; }
    std::uint64_t errors() const { return ignoredErrors + fatalErrors; }
    // The events of the transaction types (a mix's total: those of the group that has types), what a type's share
    // is of.
    std::uint64_t typedTransactions() const
    {
        std::uint64_t n = 0;
        for (const TransactionTypeSummary& t : types)
            n += t.transactions;
        return n;
    }
    double perSec(std::uint64_t n) const { return durationSec > 0 ? double(n) / durationSec : 0.0; }
    double tps() const { return perSec(transactions); }
    double qps() const { return perSec(queries()); }
    double headlinePerMin() const { return perSec(headline) * 60.0; }
};

} // namespace sb

Q_DECLARE_METATYPE(sb::RunSummary)
