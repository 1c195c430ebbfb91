// SPDX-License-Identifier: GPL-3.0-or-later
#include "runlistwriter.h"

#include "analysis/runpivot.h"

namespace sb {

namespace {

    QVariant metric(const StoredRun& run, RunMetric m)
    {
        const auto v = RunPivot::value(run, m);
        return v ? QVariant(*v) : QVariant();
    }

} // namespace

RecordTable RunListWriter::table(const QList<StoredRun>& runs)
{
    RecordTable t({ { QStringLiteral("id"), QStringLiteral("run") },
        { QStringLiteral("experiment"), QStringLiteral("exp") },
        { QStringLiteral("workload"), QStringLiteral("workload") },
        { QStringLiteral("clients"), QStringLiteral("clients") },
        { QStringLiteral("server_cpus"), QStringLiteral("server CPUs") },
        { QStringLiteral("client_cpus"), QStringLiteral("client CPUs") },
        { QStringLiteral("server"), QStringLiteral("server") }, { QStringLiteral("repetition"), QStringLiteral("rep") },
        { QStringLiteral("status"), QStringLiteral("status") }, { QStringLiteral("reason"), QStringLiteral("reason") },
        { QStringLiteral("started"), QStringLiteral("started (UTC)") },
        { QStringLiteral("duration_s"), QStringLiteral("time s"), 1 },
        { QStringLiteral("tps"), QStringLiteral("tps"), 1 }, { QStringLiteral("qps"), QStringLiteral("qps"), 1 },
        { QStringLiteral("p95_ms"), QStringLiteral("p95 ms"), 2 },
        { QStringLiteral("p99_ms"), QStringLiteral("p99 ms"), 2 },
        { QStringLiteral("avg_latency_ms"), QStringLiteral("avg ms"), 2 },
        { QStringLiteral("errors_per_sec"), QStringLiteral("err/s"), 2 },
        { QStringLiteral("intervals"), QStringLiteral("intervals") } });
    for (const StoredRun& r : runs) {
        // A phased workload's runs (kv: load, read, ...) are told apart by their phase.
        const QString workload = RunPivot::key(r, RunAxis::Workload).toString()
            + (r.spec.phase.isEmpty() ? QString() : QStringLiteral(": ") + r.spec.phase);
        t.addRow({ r.id, r.experimentId, workload, r.spec.threads, r.spec.serverCpu.label,
            r.spec.clientCpu.label, r.spec.serverProfile, r.spec.repetition + 1,
            QString::fromLatin1(runStatusName(r.status)), r.reason.isEmpty() ? QVariant() : QVariant(r.reason),
            r.started.isValid() ? QVariant(r.started.toString(Qt::ISODate)) : QVariant(),
            r.hasSummary ? QVariant(r.summary.durationSec) : QVariant(), metric(r, RunMetric::Tps),
            metric(r, RunMetric::Qps), metric(r, RunMetric::P95), metric(r, RunMetric::P99),
            metric(r, RunMetric::AvgLatency), metric(r, RunMetric::ErrorsPerSec), r.intervalCount });
    }
    return t;
}

QString RunListWriter::write(const QList<StoredRun>& runs, TableWriter::Format format)
{
    return table(runs).write(format, QStringLiteral("runs"));
}

} // namespace sb
