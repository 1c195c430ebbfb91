// SPDX-License-Identifier: GPL-3.0-or-later
// ResultStore's reads: experiments, runs (a dead writer's derived as interrupted), intervals, rates, incidents,
// environment, histograms and profiles.
#include "resultstore.h"

#include "storecodec.h"
#include "storefile.h"
#include "storequery.h"
#include "storesql.h"

#include <QSqlRecord>

namespace sb {

Result<std::optional<qint64>> ResultStore::findExperiment(
    const QString& name, const QJsonObject& plan, const PlanNormaliser& normalise)
{
    const QByteArray hash = planHash(plan);
    StoreQuery query(
        m_db, QStringLiteral("SELECT id, plan_hash, plan_json FROM experiments WHERE name = ? ORDER BY id DESC"));
    if (Error error = query.bind(name).exec())
        return error;
    while (query.next()) {
        if (query.value(1).toString().toLatin1() == hash)
            return std::optional<qint64>(query.value(0).toLongLong());
        // Kept before plans were normalised, or as another front end wrote it: its content decides.
        if (normalise && planHash(normalise(StoreCodec::jsonObject(query.value(2).toString()))) == hash)
            return std::optional<qint64>(query.value(0).toLongLong());
    }
    return std::optional<qint64>();
}

static StoredExperiment experimentFromQuery(StoreQuery& query)
{
    return StoredExperiment { query.value(QStringLiteral("id")).toLongLong(),
        query.value(QStringLiteral("name")).toString(),
        StoreCodec::jsonObject(query.value(QStringLiteral("plan_json")).toString()),
        query.value(QStringLiteral("plan_hash")).toString().toLatin1(),
        StoreCodec::timeFromText(query.value(QStringLiteral("created")).toString()) };
}

Result<QList<StoredExperiment>> ResultStore::experiments()
{
    StoreQuery query(m_db, QStringLiteral("SELECT * FROM experiments ORDER BY id"));
    if (Error error = query.exec())
        return error;
    QList<StoredExperiment> list;
    while (query.next())
        list.append(experimentFromQuery(query));
    return list;
}

Result<StoredExperiment> ResultStore::experiment(qint64 id)
{
    StoreQuery query(m_db, QStringLiteral("SELECT * FROM experiments WHERE id = ?"));
    if (Error error = query.bind(id).exec())
        return error;
    if (!query.next())
        return storesql::notFound("experiment", id);
    return experimentFromQuery(query);
}

Result<std::vector<Incident>> ResultStore::incidents(qint64 runId)
{
    StoreQuery query(m_db, QStringLiteral("SELECT data_json FROM incidents WHERE run_id = ? ORDER BY t, id"));
    if (Error error = query.bind(runId).exec())
        return error;
    std::vector<Incident> incidents;
    while (query.next())
        incidents.push_back(Incident::fromJson(StoreCodec::jsonObject(query.value(0).toString())));
    return incidents;
}

Result<std::vector<RunEvent>> ResultStore::runEvents(qint64 runId)
{
    std::vector<RunEvent> events;
    if (!m_db.tables().contains(QStringLiteral("run_events"))) // a file of version 8 or older (read-only)
        return events;
    StoreQuery query(m_db, QStringLiteral("SELECT t, kind, detail_json FROM run_events WHERE run_id = ? ORDER BY t, id"));
    if (Error error = query.bind(runId).exec())
        return error;
    while (query.next()) {
        RunEvent e;
        e.timeSec = query.value(0).toDouble();
        e.kind = query.value(1).toString();
        e.detail = StoreCodec::jsonObject(query.value(2).toString());
        events.push_back(e);
    }
    return events;
}

// A run still 'running' whose writer (on this host) is gone reads as what markStaleRunsInterrupted() makes of it, so
// that a reader never shows a dead run as running, whether or not a writer has opened the file since.
StoredRun ResultStore::readRun(const QSqlRecord& record) const
{
    StoredRun run = StoreCodec::runFromRecord(record);
    if (run.status == RunStatus::Running && run.writerHost == StoreFile::hostName()
        && !StoreFile::processAlive(run.writerPid)) {
        run.status = RunStatus::Interrupted;
        run.reason = staleReason();
        const QDateTime last = StoreCodec::timeFromText(record.value(QStringLiteral("last_written")).toString());
        run.ended = last.isValid() ? last : run.started;
    }
    return run;
}

Result<QList<StoredRun>> ResultStore::listRuns(const RunFilter& filter)
{
    QStringList conditions { QStringLiteral("1 = 1") };
    QVariantList values;
    const auto where = [&](const char* condition, const QVariant& value) {
        conditions.append(QLatin1String(condition));
        values.append(value);
    };
    if (filter.experimentId)
        where("experiment_id = ?", *filter.experimentId);
    // The status is compared once read (readRun()): a dead writer's 'running' run is interrupted.
    if (filter.threads)
        where("threads = ?", *filter.threads);
    const std::pair<const char*, QString> labels[]
        = { { "workload = ?", filter.workload }, { "server_profile = ?", filter.serverProfile },
              { "server_cpu = ?", filter.serverCpu }, { "client_cpu = ?", filter.clientCpu } };
    for (const auto& [condition, value] : labels) {
        if (!value.isEmpty())
            where(condition, value);
    }
    StoreQuery query(m_db,
        QStringLiteral("SELECT ") + storesql::runColumns() + QStringLiteral(" FROM runs WHERE ")
            + conditions.join(QStringLiteral(" AND ")) + QStringLiteral(" ORDER BY experiment_id, run_index, id"));
    for (const QVariant& value : values)
        query.bind(value);
    if (Error error = query.exec())
        return error;
    QList<StoredRun> runs;
    while (query.next()) {
        StoredRun run = readRun(query.query().record());
        if (!filter.status || run.status == *filter.status)
            runs.append(std::move(run));
    }
    return runs;
}

Result<StoredRun> ResultStore::run(qint64 runId)
{
    StoreQuery query(
        m_db, QStringLiteral("SELECT ") + storesql::runColumns() + QStringLiteral(" FROM runs WHERE id = ?"));
    if (Error error = query.bind(runId).exec())
        return error;
    if (!query.next())
        return storesql::notFound("run", runId);
    return readRun(query.query().record());
}

Result<std::vector<IntervalSample>> ResultStore::intervals(qint64 runId)
{
    StoreQuery query(m_db, QStringLiteral("SELECT * FROM intervals WHERE run_id = ? ORDER BY id"));
    query.query().setForwardOnly(true); // read once in order: Qt need not keep every row for going back
    if (Error error = query.bind(runId).exec())
        return error;
    const StoreCodec::IntervalIndexes indexes = StoreCodec::intervalIndexes(query.query().record());
    std::vector<IntervalSample> samples;
    while (query.next())
        samples.push_back(StoreCodec::intervalFromRow(query.query(), indexes));
    return samples;
}

Result<std::vector<IntervalSample>> ResultStore::groupIntervals(qint64 runId)
{
    std::vector<IntervalSample> samples;
    if (!m_db.tables().contains(QStringLiteral("group_intervals"))) // a file of version 6 or older (read-only)
        return samples;
    StoreQuery query(m_db, QStringLiteral("SELECT * FROM group_intervals WHERE run_id = ? ORDER BY id"));
    query.query().setForwardOnly(true);
    if (Error error = query.bind(runId).exec())
        return error;
    const QSqlRecord record = query.query().record();
    const StoreCodec::IntervalIndexes indexes = StoreCodec::intervalIndexes(record);
    const int group = record.indexOf(QStringLiteral("grp"));
    while (query.next()) {
        samples.push_back(StoreCodec::intervalFromRow(query.query(), indexes));
        samples.back().group = query.value(group).toString();
    }
    return samples;
}

Result<StoredRates> ResultStore::rates(qint64 runId)
{
    StoreQuery query(m_db,
        QStringLiteral("SELECT t, interval_sec, transactions, reads + writes + others FROM intervals "
                       "WHERE run_id = ? AND COALESCE(warmup, 0) = 0 ORDER BY id"));
    query.query().setForwardOnly(true);
    if (Error error = query.bind(runId).exec())
        return error;
    StoredRates rates;
    while (query.next()) {
        const double seconds = query.value(1).toDouble();
        // As IntervalSample::perSec: an interval of no length did nothing per second.
        const auto perSec = [&](int column) { return seconds > 0 ? query.value(column).toDouble() / seconds : 0.0; };
        rates.times.append(query.value(0).toDouble());
        rates.tps.append(perSec(2));
        rates.qps.append(perSec(3));
    }
    return rates;
}

Result<QJsonObject> ResultStore::environment(qint64 runId)
{
    StoreQuery query(m_db, QStringLiteral("SELECT snapshot_json FROM environment WHERE run_id = ?"));
    if (Error error = query.bind(runId).exec())
        return error;
    return query.next() ? StoreCodec::jsonObject(query.value(0).toString()) : QJsonObject();
}

Result<ResultStore::StoredProfile> ResultStore::serverProfile(qint64 runId, const QString& kind)
{
    StoreQuery query(m_db, QStringLiteral("SELECT meta_json, folded FROM server_profiles WHERE run_id = ? AND kind = ?"));
    if (Error error = query.bind(runId).bind(QVariant(kind)).exec())
        return error;
    if (!query.next())
        return StoredProfile();
    return StoredProfile { StoreCodec::jsonObject(query.value(0).toString()), query.value(1).toString().toUtf8() };
}

Result<StoredHistogram> ResultStore::histogram(qint64 runId, HistogramKind kind, const QString& group)
{
    if (!group.isEmpty() && !m_db.tables().contains(QStringLiteral("group_histograms"))) // version 7 or older
        return StoredHistogram();
    StoreQuery query(m_db,
        group.isEmpty()
            ? QStringLiteral("SELECT encoding, data FROM %1 WHERE run_id = ?").arg(storesql::histogramTable(kind))
            : QStringLiteral("SELECT encoding, data FROM group_histograms WHERE run_id = ? AND grp = ? AND kind = ?"));
    query.bind(runId);
    if (!group.isEmpty())
        query.bind(QVariant(group)).bind(QVariant(storesql::histogramKindName(kind)));
    if (Error error = query.exec())
        return error;
    if (!query.next())
        return StoredHistogram();
    return StoredHistogram { query.value(0).toString(), query.value(1).toByteArray() };
}

} // namespace sb
