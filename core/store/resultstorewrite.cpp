// SPDX-License-Identifier: GPL-3.0-or-later
// ResultStore's writes: experiments, runs, their intervals, incidents, environment, histograms and profiles, deletes.
#include "resultstore.h"

#include "common/secretfilter.h"
#include "storecodec.h"
#include "storefile.h"
#include "storequery.h"
#include "storesql.h"

#include <QSqlError>
#include <QSqlQuery>

namespace sb {

Result<qint64> ResultStore::createExperiment(const QString& name, const QJsonObject& plan, const QJsonObject& identity)
{
    StoreQuery query(
        m_db, QStringLiteral("INSERT INTO experiments (name, plan_json, plan_hash, created) VALUES (?, ?, ?, ?)"));
    query.bind(name).bind(StoreCodec::jsonText(SecretFilter::scrubbed(plan)));
    query.bind(QString::fromLatin1(planHash(identity.isEmpty() ? plan : identity)));
    if (Error error = query.bind(storesql::now()).exec())
        return error;
    return query.query().lastInsertId().toLongLong();
}

Result<qint64> ResultStore::beginRun(qint64 experimentId, const RunSpec& spec)
{
    QJsonObject specJson = SecretFilter::scrubbed(spec.toJson());
    StoreQuery query(m_db,
        QStringLiteral("INSERT INTO runs (experiment_id, run_index, spec_json, workload, threads, server_cpu, "
                       "client_cpu, server_profile, repetition, status, started, writer_pid, writer_host) "
                       "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'running', ?, ?, ?)"));
    query.bind(experimentId).bind(spec.index).bind(StoreCodec::jsonText(specJson));
    query.bind(spec.workloadLabel.isEmpty() ? spec.workload : spec.workloadLabel).bind(spec.threads);
    query.bind(spec.serverCpu.label).bind(spec.clientCpu.label).bind(spec.serverProfile).bind(spec.repetition);
    query.bind(storesql::now()).bind(StoreFile::currentPid()).bind(StoreFile::hostName());
    if (Error error = query.exec())
        return error;
    return query.query().lastInsertId().toLongLong();
}

Error ResultStore::appendInterval(qint64 runId, const IntervalSample& sample)
{
    if (!sample.group.isEmpty())
        return appendGroupInterval(runId, sample);
    const QStringList& columns = StoreCodec::intervalColumns();
    if (!m_insertInterval) {
        QStringList marks(columns.size() + 1, QStringLiteral("?"));
        m_insertInterval = std::make_unique<QSqlQuery>(m_db);
        const QString sql = QStringLiteral("INSERT INTO intervals (run_id, ") + columns.join(QStringLiteral(", "))
            + QStringLiteral(") VALUES (") + marks.join(QStringLiteral(", ")) + QLatin1Char(')');
        if (!m_insertInterval->prepare(sql))
            return StoreQuery::error(QStringLiteral("intervals"), m_insertInterval->lastError());
    }
    // Autocommit: each interval is its own transaction, durable once this returns.
    m_insertInterval->addBindValue(runId);
    for (const QVariant& value : StoreCodec::intervalValues(sample))
        m_insertInterval->addBindValue(value);
    if (!m_insertInterval->exec())
        return StoreQuery::error(QStringLiteral("intervals"), m_insertInterval->lastError());
    return {};
}

Error ResultStore::appendGroupInterval(qint64 runId, const IntervalSample& sample)
{
    const QStringList& columns = StoreCodec::intervalColumns();
    if (!m_insertGroupInterval) {
        QStringList marks(columns.size() + 2, QStringLiteral("?"));
        m_insertGroupInterval = std::make_unique<QSqlQuery>(m_db);
        const QString sql = QStringLiteral("INSERT INTO group_intervals (run_id, grp, ")
            + columns.join(QStringLiteral(", ")) + QStringLiteral(") VALUES (") + marks.join(QStringLiteral(", "))
            + QLatin1Char(')');
        if (!m_insertGroupInterval->prepare(sql))
            return StoreQuery::error(QStringLiteral("group_intervals"), m_insertGroupInterval->lastError());
    }
    m_insertGroupInterval->addBindValue(runId);
    m_insertGroupInterval->addBindValue(sample.group);
    for (const QVariant& value : StoreCodec::intervalValues(sample))
        m_insertGroupInterval->addBindValue(value);
    if (!m_insertGroupInterval->exec())
        return StoreQuery::error(QStringLiteral("group_intervals"), m_insertGroupInterval->lastError());
    return {};
}

Error ResultStore::appendIncident(qint64 runId, const Incident& incident)
{
    return exec(QStringLiteral("INSERT INTO incidents (run_id, t, reason, data_json, written) VALUES (?, ?, ?, ?, ?)"),
        { runId, incident.timeSec, QLatin1String(Incident::reasonName(incident.reason)),
            StoreCodec::jsonText(incident.toJson()), StoreCodec::timestamp(QDateTime::currentDateTimeUtc()) });
}

Error ResultStore::appendRunEvent(qint64 runId, const RunEvent& event)
{
    return exec(QStringLiteral("INSERT INTO run_events (run_id, t, kind, detail_json, written) VALUES (?, ?, ?, ?, ?)"),
        { runId, event.timeSec, event.kind, StoreCodec::jsonText(event.detail),
            StoreCodec::timestamp(QDateTime::currentDateTimeUtc()) });
}

Error ResultStore::setEnvironment(qint64 runId, const QJsonObject& snapshot)
{
    if (Error error = checkRunExists(runId))
        return error;
    return exec(QStringLiteral("INSERT OR REPLACE INTO environment (run_id, snapshot_json) VALUES (?, ?)"),
        { runId, StoreCodec::jsonText(SecretFilter::scrubbed(snapshot)) });
}

Error ResultStore::setHistogram(
    qint64 runId, const StoredHistogram& histogram, HistogramKind kind, const QString& group)
{
    if (Error error = checkRunExists(runId))
        return error;
    if (!group.isEmpty())
        return exec(QStringLiteral("INSERT OR REPLACE INTO group_histograms (run_id, grp, kind, encoding, data) "
                                   "VALUES (?, ?, ?, ?, ?)"),
            { runId, group, storesql::histogramKindName(kind), histogram.encoding, histogram.data });
    return exec(QStringLiteral("INSERT OR REPLACE INTO %1 (run_id, encoding, data) VALUES (?, ?, ?)")
                    .arg(storesql::histogramTable(kind)),
        { runId, histogram.encoding, histogram.data });
}

Error ResultStore::finishRun(qint64 runId, const RunSummary& summary, RunStatus status, const QString& reason)
{
    if (Error error = checkRunExists(runId))
        return error;
    RunSummary stored = summary;
    stored.status = status;
    const QString why = !reason.isEmpty() || !summary.error ? reason : QLatin1String(errorCodeName(summary.error.code));
    return exec(QStringLiteral("UPDATE runs SET status = ?, reason = ?, ended = ?, summary_json = ?, duration_sec = ?, "
                               "transactions = ?, queries = ?, errors = ?, tps = ?, qps = ?, latency_avg_ms = ?, "
                               "latency_p95_ms = ?, latency_p99_ms = ?, latency_max_ms = ? WHERE id = ?"),
        { StoreCodec::statusName(status), why.isEmpty() ? QVariant() : QVariant(why), storesql::now(),
            StoreCodec::jsonText(StoreCodec::summaryToJson(stored)), summary.durationSec, qint64(summary.transactions),
            qint64(summary.queries()), qint64(summary.errors()), summary.tps(), summary.qps(), summary.latency.avgMs,
            summary.latency.p95Ms, summary.latency.p99Ms, summary.latency.maxMs, runId });
}

Error ResultStore::setServerProfile(qint64 runId, const QJsonObject& meta, const QByteArray& folded, const QString& kind)
{
    if (Error error = checkRunExists(runId))
        return error;
    return exec(QStringLiteral("INSERT OR REPLACE INTO server_profiles (run_id, kind, meta_json, folded) VALUES (?, ?, ?, ?)"),
        { runId, kind, StoreCodec::jsonText(meta), QString::fromUtf8(folded) });
}

// Foreign keys cascade to intervals, histograms and environment (and from experiments to runs).
Error ResultStore::deleteRun(qint64 runId)
{
    if (Error error = checkRunExists(runId))
        return error;
    return exec(QStringLiteral("DELETE FROM runs WHERE id = ?"), { runId });
}

Error ResultStore::deleteExperiment(qint64 experimentId)
{
    Result<StoredExperiment> found = experiment(experimentId);
    if (!found)
        return found.error();
    return exec(QStringLiteral("DELETE FROM experiments WHERE id = ?"), { experimentId });
}

} // namespace sb
