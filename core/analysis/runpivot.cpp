// SPDX-License-Identifier: GPL-3.0-or-later
#include "runpivot.h"

#include "collectors/hostcounters.h"

#include <QHash>
#include <QSet>
#include <algorithm>
#include <array>

namespace sb {

namespace {

    struct MetricName {
        RunMetric metric;
        const char* name;
    };
    constexpr std::array kMetrics { MetricName { RunMetric::Qps, "qps" }, MetricName { RunMetric::Tps, "tps" },
        MetricName { RunMetric::P95, "p95" }, MetricName { RunMetric::P99, "p99" },
        MetricName { RunMetric::AvgLatency, "avg_latency" }, MetricName { RunMetric::ErrorsPerSec, "errors_per_sec" },
        MetricName { RunMetric::CpuPerTransaction, "cpu_us_per_tx" },
        MetricName { RunMetric::CswitchPerTransaction, "cswitch_per_tx" },
        MetricName { RunMetric::VoluntaryCswitchPerTransaction, "voluntary_cswitch_per_tx" },
        MetricName { RunMetric::InvoluntaryCswitchPerTransaction, "involuntary_cswitch_per_tx" },
        MetricName { RunMetric::MigrationsPerTransaction, "migrations_per_tx" }, MetricName { RunMetric::Ipc, "ipc" },
        MetricName { RunMetric::CyclesPerTransaction, "cycles_per_tx" },
        MetricName { RunMetric::InstructionsPerTransaction, "instructions_per_tx" },
        MetricName { RunMetric::LlcMissesPerTransaction, "llc_misses_per_tx" },
        MetricName { RunMetric::Nopm, "nopm" }, MetricName { RunMetric::Tpm, "tpm" } };

    struct AxisName {
        RunAxis axis;
        const char* name;
    };
    constexpr std::array kAxes { AxisName { RunAxis::Clients, "clients" },
        AxisName { RunAxis::ServerCpus, "server_cpus" }, AxisName { RunAxis::ClientCpus, "client_cpus" },
        AxisName { RunAxis::Workload, "workload" }, AxisName { RunAxis::Server, "server" },
        AxisName { RunAxis::Repetition, "repetition" }, AxisName { RunAxis::Experiment, "experiment" },
        AxisName { RunAxis::Group, "group" } };

    // A latency of 0 ms is what a store holds for a percentile that was never measured (sysbench prints one).
    std::optional<double> measured(double latencyMs)
    {
        return latencyMs > 0 ? std::optional<double>(latencyMs) : std::nullopt;
    }

    QString keyText(const QVariant& key)
    {
        return key.toString();
    }

} // namespace

std::optional<RunMetric> RunPivot::metricFromName(const QString& name)
{
    const QString n = name.trimmed().toLower().replace(QLatin1Char('-'), QLatin1Char('_'));
    for (const MetricName& m : kMetrics) {
        if (n == QLatin1String(m.name))
            return m.metric;
    }
    return std::nullopt;
}

QString RunPivot::metricName(RunMetric metric)
{
    for (const MetricName& m : kMetrics) {
        if (m.metric == metric)
            return QLatin1String(m.name);
    }
    return QString();
}

QStringList RunPivot::metricNames()
{
    QStringList names;
    for (const MetricName& m : kMetrics)
        names << QLatin1String(m.name);
    return names;
}

bool RunPivot::isLatency(RunMetric metric)
{
    return metric == RunMetric::P95 || metric == RunMetric::P99 || metric == RunMetric::AvgLatency;
}

bool RunPivot::isHostCounter(RunMetric metric)
{
    return int(metric) >= int(RunMetric::CswitchPerTransaction) && int(metric) <= int(RunMetric::LlcMissesPerTransaction);
}

QHash<qint64, double> RunPivot::environmentValues(
    RunMetric metric, const QList<StoredRun>& runs, const QHash<qint64, QJsonObject>& environments)
{
    QHash<qint64, double> values;
    for (const StoredRun& run : runs) {
        const auto env = environments.constFind(run.id);
        if (env == environments.cend())
            continue;
        std::optional<double> v;
        if (metric == RunMetric::CpuPerTransaction)
            v = serverCpuSeconds(*env);
        else if (isHostCounter(metric) && run.hasSummary)
            v = hostCounterMetric(env->value(QStringLiteral("server_host_counters")).toObject(), metricName(metric),
                run.summary.transactions);
        if (v)
            values.insert(run.id, *v);
    }
    return values;
}

std::optional<RunAxis> RunPivot::axisFromName(const QString& name)
{
    const QString n = name.trimmed().toLower().replace(QLatin1Char('-'), QLatin1Char('_'));
    for (const AxisName& a : kAxes) {
        if (n == QLatin1String(a.name))
            return a.axis;
    }
    return std::nullopt;
}

bool RunPivot::isClientSide(RunMetric metric)
{
    switch (metric) {
    case RunMetric::Qps:
    case RunMetric::Tps:
    case RunMetric::P95:
    case RunMetric::P99:
    case RunMetric::AvgLatency:
    case RunMetric::ErrorsPerSec:
    case RunMetric::Nopm:
        return true;
    default:
        return false;
    }
}

QString RunPivot::axisName(RunAxis axis)
{
    for (const AxisName& a : kAxes) {
        if (a.axis == axis)
            return QLatin1String(a.name);
    }
    return QString();
}

QStringList RunPivot::axisNames()
{
    QStringList names;
    for (const AxisName& a : kAxes)
        names << QLatin1String(a.name);
    return names;
}

std::optional<double> RunPivot::serverCpuSeconds(const QJsonObject& environment)
{
    const QJsonValue v = environment.value(QStringLiteral("server_cpu")).toObject().value(QStringLiteral("seconds"));
    return v.isDouble() && v.toDouble() >= 0 ? std::optional<double>(v.toDouble()) : std::nullopt;
}

std::optional<double> RunPivot::value(const StoredRun& run, RunMetric metric, std::optional<double> serverCpuSeconds)
{
    if (!run.hasSummary)
        return std::nullopt;
    const RunSummary& s = run.summary;
    switch (metric) {
    case RunMetric::Qps:
        return s.qps();
    case RunMetric::Tps:
        return s.tps();
    case RunMetric::P95:
        return measured(s.latency.p95Ms);
    case RunMetric::P99:
        return measured(s.latency.p99Ms);
    case RunMetric::AvgLatency:
        return measured(s.latency.avgMs);
    case RunMetric::ErrorsPerSec:
        return s.perSec(s.errors());
    case RunMetric::CpuPerTransaction:
        if (!serverCpuSeconds || s.transactions == 0)
            return std::nullopt;
        return *serverCpuSeconds * 1e6 / double(s.transactions);
    case RunMetric::CswitchPerTransaction:
    case RunMetric::VoluntaryCswitchPerTransaction:
    case RunMetric::InvoluntaryCswitchPerTransaction:
    case RunMetric::MigrationsPerTransaction:
    case RunMetric::Ipc:
    case RunMetric::CyclesPerTransaction:
    case RunMetric::InstructionsPerTransaction:
    case RunMetric::LlcMissesPerTransaction:
        return serverCpuSeconds; // already per transaction (environmentValues)
    case RunMetric::Nopm:
        if (s.headlineName.isEmpty())
            return std::nullopt;
        return s.headlinePerMin();
    case RunMetric::Tpm: {
        const QJsonValue tpm = s.workloadFigures.value(QStringLiteral("tpm"));
        return tpm.isDouble() ? std::optional<double>(tpm.toDouble()) : std::nullopt;
    }
    case RunMetric::PerTransaction:
        return serverCpuSeconds; // the value itself
    }
    return std::nullopt;
}

QVariant RunPivot::key(const StoredRun& run, RunAxis axis)
{
    switch (axis) {
    case RunAxis::Clients:
        return run.spec.threads;
    case RunAxis::ServerCpus:
        return run.spec.serverCpu.label;
    case RunAxis::ClientCpus:
        return run.spec.clientCpu.label;
    case RunAxis::Workload:
        return run.spec.workloadLabel.isEmpty() ? run.spec.workload : run.spec.workloadLabel;
    case RunAxis::Server:
        return run.spec.serverProfile;
    case RunAxis::Repetition:
        return run.spec.repetition + 1;
    case RunAxis::Experiment: // words, not a bare number, which would read as a core count (Speedup)
        return QStringLiteral("experiment %1").arg(run.experimentId);
    case RunAxis::Group: // build() hands each group of a mix in as a run whose summary is the group's
        if (!run.summary.group.isEmpty())
            return run.summary.group;
        return run.spec.workloadLabel.isEmpty() ? run.spec.workload : run.spec.workloadLabel;
    }
    return QVariant();
}

RunPivotResult RunPivot::build(const QList<StoredRun>& runs, RunMetric metric, RunAxis rows, RunAxis columns,
    double cvThreshold, const QHash<qint64, double>& serverCpuSeconds)
{
    RunPivotResult result;
    QList<PivotRecord> records;
    // Per cell, the values each other axis takes: more than one means different conditions were averaged.
    QHash<QString, QHash<int, QSet<QString>>> others;
    const bool byGroup = rows == RunAxis::Group || columns == RunAxis::Group;
    for (const StoredRun& run : runs) {
        if (run.status != RunStatus::Finished || !run.hasSummary) {
            result.unfinishedRuns.append(run.id);
            continue;
        }
        // By group, a mix counts once per client group, from the group's own summary; the server's figures cover
        // every group and are not split.
        const bool split = byGroup && !run.summary.groups.empty();
        QList<StoredRun> parts;
        if (split) {
            for (const RunSummary& group : run.summary.groups) {
                StoredRun part = run;
                part.summary = group;
                parts.append(part);
            }
        } else {
            parts.append(run);
        }
        const auto cpu = serverCpuSeconds.constFind(run.id);
        const std::optional<double> cpuSeconds = cpu == serverCpuSeconds.cend() ? std::nullopt : std::optional<double>(*cpu);
        bool used = false;
        bool missing = false; // a part without the metric (a mix's group of a workload without NOPM)
        for (const StoredRun& part : parts) {
            const std::optional<double> v
                = split && !isClientSide(metric) ? std::nullopt : value(part, metric, cpuSeconds);
            if (!v) {
                missing = true;
                continue;
            }
            const QVariant rowKey = key(part, rows);
            const QString columnKey = keyText(key(part, columns));
            records.append({ rowKey, columnKey, *v });
            used = true;
            auto& cell = others[keyText(rowKey) + QLatin1Char('\x1f') + columnKey];
            for (const AxisName& a : kAxes) {
                // Runs picked by id from several experiments (each `run --store` is one) are meant to be pooled.
                if (a.axis != rows && a.axis != columns && a.axis != RunAxis::Repetition
                    && a.axis != RunAxis::Experiment && a.axis != RunAxis::Group)
                    cell[int(a.axis)].insert(keyText(key(part, a.axis)));
            }
        }
        if (missing)
            result.runsWithoutMetric.append(run.id);
        if (used)
            result.usedRuns.append(run.id);
    }
    result.table = PivotTable::fromRecords(records, axisName(rows), cvThreshold);
    for (const AxisName& a : kAxes) {
        const bool mixed = std::any_of(others.cbegin(), others.cend(),
            [&](const QHash<int, QSet<QString>>& cell) { return cell.value(int(a.axis)).size() > 1; });
        if (mixed)
            result.mixedAxes.append(a.axis);
    }
    return result;
}

} // namespace sb
