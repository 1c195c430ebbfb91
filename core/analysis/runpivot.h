// SPDX-License-Identifier: GPL-3.0-or-later
// Lays stored runs out as a pivot table: one metric, one run property as rows and another as columns, the
// repetitions of a cell aggregated. What `compare` prints and the results page shows.
#pragma once

#include "analysis/pivottable.h"
#include "analysis/statistics.h"
#include "store/storedrun.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <optional>

namespace sb {

// CpuPerTransaction: server CPU time per transaction in microseconds, from the environment's "server_cpu" record.
// Nopm: the workload's headline transactions per minute (tpcc: committed New-Orders); Tpm: the server's
// Com_commit + Com_rollback per minute as tpcc measured it (HammerDB's TPM).
// The host counters of a local server's threads (environment "server_host_counters", core/collectors/hostcounters):
// context switches (all, voluntary, involuntary) and CPU migrations per transaction, IPC, cycles, instructions and
// LLC misses per transaction. Their value comes in from the caller (environmentValues), as the CPU seconds do.
// PerTransaction: one of the server-side per-transaction metrics of core/collectors' ServerMetrics (wait time of an
// event, ...), named by its key; build() takes each run's value ready in its hash (run id -> value).
enum class RunMetric {
    Qps,
    Tps,
    P95,
    P99,
    AvgLatency,
    ErrorsPerSec,
    CpuPerTransaction,
    CswitchPerTransaction,
    VoluntaryCswitchPerTransaction,
    InvoluntaryCswitchPerTransaction,
    MigrationsPerTransaction,
    Ipc,
    CyclesPerTransaction,
    InstructionsPerTransaction,
    LlcMissesPerTransaction,
    Nopm,
    Tpm,
    PerTransaction
};
// Experiment: the experiment a run belongs to ("experiment 3"), for comparing two plans' runs cell by cell.
// Group: a mixed run's client groups (run --mix), each counted from its own summary; a run of one workload is one
// group named after its workload.
enum class RunAxis { Clients, ServerCpus, ClientCpus, Workload, Server, Repetition, Experiment, Group };

struct RunPivotResult {
    PivotTable table;
    QList<qint64> usedRuns;
    QList<qint64> unfinishedRuns; // not finished, or without a summary: left out
    QList<qint64> runsWithoutMetric; // finished, but the metric was not measured (a log that printed only p99)
    // Properties other than the two axes (and the repetition) that differ between the runs of one cell: their
    // values were averaged together as if they were repetitions.
    QList<RunAxis> mixedAxes;
};

class RunPivot {
public:
    static std::optional<RunMetric> metricFromName(const QString& name); // qps, tps, p95, p99, avg_latency, ...
    static QString metricName(RunMetric metric);
    static QStringList metricNames();
    static bool isLatency(RunMetric metric);
    static bool isHostCounter(RunMetric metric); // read from "server_host_counters"
    // Measured by the clients (throughput, latency, errors, NOPM): what a mix's group has of its own. The server's
    // figures cover every group and cannot be split by group.
    static bool isClientSide(RunMetric metric);
    // Run id -> the metric's value from each run's environment (CpuPerTransaction: the CPU seconds; a host counter:
    // its value per transaction, or IPC); runs that did not record it are left out.
    static QHash<qint64, double> environmentValues(
        RunMetric metric, const QList<StoredRun>& runs, const QHash<qint64, QJsonObject>& environments);
    static std::optional<RunAxis> axisFromName(const QString& name); // clients, server_cpus, client_cpus, ...
    static QString axisName(RunAxis axis);
    static QStringList axisNames();

    // The metric of a finished run; nullopt when the run has no summary or did not measure it. serverCpuSeconds:
    // the run's server CPU time, for CpuPerTransaction.
    static std::optional<double> value(
        const StoredRun& run, RunMetric metric, std::optional<double> serverCpuSeconds = std::nullopt);
    // The server CPU seconds a run's environment records ({"server_cpu": {"seconds": S, "source": ...}}).
    static std::optional<double> serverCpuSeconds(const QJsonObject& environment);
    // The run's position on an axis: a number for clients and repetition (1-based), a label otherwise.
    static QVariant key(const StoredRun& run, RunAxis axis);

    // Only finished runs with a summary count. The row header is the row axis' name ("clients").
    // serverCpuSeconds: run id -> server CPU seconds, for CpuPerTransaction.
    static RunPivotResult build(const QList<StoredRun>& runs, RunMetric metric, RunAxis rows, RunAxis columns,
        double cvThreshold = Statistics::kDefaultCvThreshold, const QHash<qint64, double>& serverCpuSeconds = {});
};

} // namespace sb
