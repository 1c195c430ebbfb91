// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultstore.h"

#include "common/fileproblem.h"
#include "common/optionproblem.h"
#include "common/secretfilter.h"
#include "storecodec.h"
#include "storefile.h"
#include "storequery.h"
#include "storeschema.h"

#include <QCryptographicHash>
#include <QSqlError>
#include <QSqlRecord>
#include <QSqlQuery>
#include <QFileInfo>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUrl>
#include <atomic>

namespace sb {

namespace {
    QString now()
    {
        return StoreCodec::timestamp(QDateTime::currentDateTimeUtc());
    }
    Error notFound(const char* what, qint64 id)
    {
        return Error { ErrorCode::OptionValueInvalid, QLatin1String(what), QString::number(id), 0,
            qint64(OptionProblem::NotInStore) };
    }
    const QString runColumns
        = QStringLiteral("runs.*, (SELECT COUNT(*) FROM intervals WHERE intervals.run_id = runs.id) AS interval_count, "
                         "(SELECT MAX(written) FROM intervals WHERE intervals.run_id = runs.id) AS last_written");
}

ResultStore::ResultStore()
{
    static std::atomic<int> counter { 0 };
    m_connectionName = QStringLiteral("scalebench-store-%1").arg(counter.fetch_add(1));
}

ResultStore::~ResultStore()
{
    close();
}

QString ResultStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/results.sqlite");
}

QByteArray ResultStore::planHash(const QJsonObject& plan)
{
    const QByteArray text = StoreCodec::jsonText(SecretFilter::scrubbed(plan)).toUtf8();
    return QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex();
}

bool ResultStore::isOpen() const
{
    return m_db.isValid() && m_db.isOpen();
}

void ResultStore::disconnect()
{
    m_insertInterval.reset();
    m_insertGroupInterval.reset();
    if (m_db.isValid()) {
        if (m_db.isOpen() && m_readOnly)
            m_db.rollback(); // the read transaction that held the snapshot
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connectionName);
    }
}

void ResultStore::close()
{
    disconnect();
    m_copy.reset();
    m_readOnly = false;
}

Error ResultStore::open(const QString& path)
{
    close();
    m_path = path.isEmpty() ? defaultPath() : path;
    if (Error error = StoreFile::checkBeforeOpen(m_path))
        return error;
    Error error = connectFile(m_path, QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!error)
        error = prepareSchema();
    if (!error) {
        Result<int> stale = markStaleRunsInterrupted();
        if (!stale)
            error = stale.error();
    }
    if (error)
        close();
    return error;
}

Error ResultStore::openReadOnly(const QString& path)
{
    close();
    m_path = path.isEmpty() ? defaultPath() : path;
    m_readOnly = true;
    Error error = connectReadOnly();
    // One read transaction for the store's life: every query sees the snapshot the first one took (WAL).
    if (!error && !m_db.transaction())
        error = StoreQuery::error(m_path, m_db.lastError());
    if (error) {
        close();
        m_readOnly = true; // what was asked, for a caller that looks
    }
    return error;
}

Error ResultStore::connectFile(const QString& databaseName, const QString& options)
{
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    if (!m_db.isValid())
        return Error { ErrorCode::Unsupported, QStringLiteral("QSQLITE"), QStringLiteral("Qt SQLite driver missing") };
    m_db.setDatabaseName(databaseName);
    m_db.setConnectOptions(options);
    if (!m_db.open())
        return StoreQuery::error(m_path, m_db.lastError());
    return {};
}

// The file itself, opened read-only; where SQLite cannot read it so (a WAL file on a read-only mount without its
// -shm, an older format that reads need migrated) the file without a -wal as immutable, else a private copy.
Error ResultStore::connectReadOnly()
{
    if (!QFileInfo::exists(m_path))
        return connectCopy(); // nothing stored yet: an empty store in memory
    if (Error error = StoreFile::checkHeader(m_path))
        return error;
    const QString options = QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000");
    Error error = connectFile(m_path, options);
    if (!error)
        error = checkReadable(false);
    if (!error)
        return {};
    // Refused for what it is (newer, held by another connection): no other way reads it better.
    if (error.code == ErrorCode::FileUnusable || error.serverCode == 5 || error.serverCode == 6)
        return error;
    disconnect();
    const QFileInfo wal(m_path + QStringLiteral("-wal"));
    if (error.code != ErrorCode::Unsupported && (!wal.exists() || wal.size() == 0)) {
        // Nothing in a -wal to lose: SQLite may read the file as it lies (immutable: no locks, no -shm).
        QUrl url = QUrl::fromLocalFile(QFileInfo(m_path).absoluteFilePath());
        url.setQuery(QStringLiteral("immutable=1"));
        if (!connectFile(url.toString(QUrl::FullyEncoded), options + QStringLiteral(";QSQLITE_OPEN_URI"))
            && !checkReadable(false))
            return {};
        disconnect();
    }
    return connectCopy();
}

// A copy of the file and its -wal in a private directory (or, for a missing file, an empty store in memory),
// brought to this build's format. The file itself is only read.
Error ResultStore::connectCopy()
{
    QString databaseName = QStringLiteral(":memory:");
    if (QFileInfo::exists(m_path)) {
        m_copy = std::make_unique<QTemporaryDir>();
        if (!m_copy->isValid())
            return Error { ErrorCode::FileError, m_copy->path(), m_copy->errorString() };
        databaseName = m_copy->filePath(QStringLiteral("copy.sqlite"));
        for (const QString& suffix : { QString(), QStringLiteral("-wal") }) {
            QFile source(m_path + suffix);
            if (suffix.isEmpty() || source.exists()) {
                if (!source.copy(databaseName + suffix))
                    return Error { ErrorCode::FileError, m_path + suffix, source.errorString() };
            }
        }
    }
    if (Error error = connectFile(databaseName, QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000")))
        return error;
    return checkReadable(true);
}

// A file this build reads as it is (version and schema); with mayBeOlder (a copy) an older one is migrated.
// Unsupported: older, where the file itself must not change.
Error ResultStore::checkReadable(bool mayBeOlder)
{
    Result<int> version = StoreSchema::version(m_db);
    if (!version) {
        const Error& e = version.error();
        if (e.serverCode == 5 || e.serverCode == 6)
            return Error { ErrorCode::FileError, m_path, e.detail, e.serverCode };
        if (e.serverCode == 14 || e.serverCode == 8) // cannot open (its -shm), read-only: another way may read it
            return Error { ErrorCode::FileError, m_path, e.detail, e.serverCode };
        return Error { ErrorCode::ParseError, m_path, e.detail };
    }
    if (*version > StoreSchema::latestVersion())
        return Error { ErrorCode::FileUnusable, m_path, {}, 0, qint64(FileProblem::NewerStore),
            { QString::number(*version), QString::number(StoreSchema::latestVersion()) } };
    if (*version == StoreSchema::latestVersion())
        return {};
    if (!mayBeOlder)
        return Error { ErrorCode::Unsupported, m_path, QStringLiteral("older format"), 0, *version };
    if (*version > 0) {
        if (Error error = StoreSchema::checkIntegrity(m_db, m_path))
            return error;
    }
    return StoreSchema::migrate(m_db, *version);
}

// Reads before it writes: a file from a newer build or a damaged file is refused before anything is changed.
Error ResultStore::prepareSchema()
{
    Result<int> version = StoreSchema::version(m_db);
    if (!version) {
        // SQLITE_BUSY, SQLITE_LOCKED: another connection holds the file, which is not damaged for that.
        const Error& e = version.error();
        if (e.serverCode == 5 || e.serverCode == 6)
            return Error { ErrorCode::FileError, m_path, e.detail, e.serverCode };
        return Error { ErrorCode::ParseError, m_path, e.detail };
    }
    if (*version > StoreSchema::latestVersion())
        return Error { ErrorCode::FileUnusable, m_path, {}, 0, qint64(FileProblem::NewerStore),
            { QString::number(*version), QString::number(StoreSchema::latestVersion()) } };
    if (*version < StoreSchema::latestVersion()) {
        if (Error error = StoreSchema::checkIntegrity(m_db, m_path))
            return error;
    }
    // Each pragma's query is finished before the migration's transaction: SQLite refuses to commit otherwise.
    if (Error error = StoreQuery(m_db, QStringLiteral("PRAGMA journal_mode = WAL")).exec())
        return error;
    // NORMAL in WAL mode: a committed interval survives a crash of the process (not necessarily of the OS).
    for (const char* pragma : { "PRAGMA synchronous = NORMAL", "PRAGMA foreign_keys = ON" }) {
        if (Error error = StoreQuery(m_db, QLatin1String(pragma)).exec())
            return error;
    }
    return StoreSchema::migrate(m_db, *version);
}

Error ResultStore::exec(const QString& sql, const QVariantList& values)
{
    StoreQuery query(m_db, sql);
    for (const QVariant& value : values)
        query.bind(value);
    return query.exec();
}

Error ResultStore::checkRunExists(qint64 runId)
{
    StoreQuery query(m_db, QStringLiteral("SELECT 1 FROM runs WHERE id = ?"));
    if (Error error = query.bind(runId).exec())
        return error;
    return query.next() ? Error() : notFound("run", runId);
}

Result<qint64> ResultStore::createExperiment(const QString& name, const QJsonObject& plan, const QJsonObject& identity)
{
    StoreQuery query(
        m_db, QStringLiteral("INSERT INTO experiments (name, plan_json, plan_hash, created) VALUES (?, ?, ?, ?)"));
    query.bind(name).bind(StoreCodec::jsonText(SecretFilter::scrubbed(plan)));
    query.bind(QString::fromLatin1(planHash(identity.isEmpty() ? plan : identity)));
    if (Error error = query.bind(now()).exec())
        return error;
    return query.query().lastInsertId().toLongLong();
}

Result<std::optional<qint64>> ResultStore::findExperiment(
    const QString& name, const QJsonObject& plan, const PlanNormaliser& normalise)
{
    const QByteArray hash = planHash(plan);
    StoreQuery query(m_db, QStringLiteral("SELECT id, plan_hash, plan_json FROM experiments WHERE name = ? ORDER BY id DESC"));
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
        return notFound("experiment", id);
    return experimentFromQuery(query);
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
    query.bind(now()).bind(StoreFile::currentPid()).bind(StoreFile::hostName());
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
        const QString sql = QStringLiteral("INSERT INTO group_intervals (run_id, grp, ") + columns.join(QStringLiteral(", "))
            + QStringLiteral(") VALUES (") + marks.join(QStringLiteral(", ")) + QLatin1Char(')');
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

Error ResultStore::setEnvironment(qint64 runId, const QJsonObject& snapshot)
{
    if (Error error = checkRunExists(runId))
        return error;
    return exec(QStringLiteral("INSERT OR REPLACE INTO environment (run_id, snapshot_json) VALUES (?, ?)"),
        { runId, StoreCodec::jsonText(SecretFilter::scrubbed(snapshot)) });
}

namespace {
    QString histogramTable(HistogramKind kind)
    {
        return kind == HistogramKind::Service ? QStringLiteral("service_histograms") : QStringLiteral("histograms");
    }
    QString histogramKindName(HistogramKind kind)
    {
        return kind == HistogramKind::Service ? QStringLiteral("service") : QStringLiteral("latency");
    }
}

Error ResultStore::setHistogram(qint64 runId, const StoredHistogram& histogram, HistogramKind kind, const QString& group)
{
    if (Error error = checkRunExists(runId))
        return error;
    if (!group.isEmpty())
        return exec(QStringLiteral("INSERT OR REPLACE INTO group_histograms (run_id, grp, kind, encoding, data) "
                                   "VALUES (?, ?, ?, ?, ?)"),
            { runId, group, histogramKindName(kind), histogram.encoding, histogram.data });
    return exec(
        QStringLiteral("INSERT OR REPLACE INTO %1 (run_id, encoding, data) VALUES (?, ?, ?)").arg(histogramTable(kind)),
        { runId, histogram.encoding, histogram.data });
}

// A later phase of a phased run already finished by another process of the same attempt.
bool ResultStore::phaseFinished(qint64 experimentId, const RunSpec& spec)
{
    if (spec.phaseIndex == 0)
        return false; // the first phase starts a new attempt (earlier, incomplete ones are retired)
    StoreQuery query(m_db,
        QStringLiteral("SELECT 1 FROM runs WHERE experiment_id = ? AND run_index = ? AND status = 'finished' "
                       "AND json_extract(spec_json, '$.phase_index') = ?"));
    return !query.bind(experimentId).bind(spec.index).bind(spec.phaseIndex).exec() && query.next();
}

Result<qint64> ResultStore::claimRun(qint64 experimentId, const RunSpec& spec)
{
    if (Error error = exec(QStringLiteral("BEGIN IMMEDIATE"), {}))
        return error;
    auto claimed = claimInTransaction(experimentId, spec);
    if (Error error = exec(claimed ? QStringLiteral("COMMIT") : QStringLiteral("ROLLBACK"), {}); error && claimed)
        return error;
    return claimed;
}

Result<qint64> ResultStore::claimInTransaction(qint64 experimentId, const RunSpec& spec)
{
    StoreQuery running(m_db,
        QStringLiteral("SELECT writer_pid, writer_host FROM runs WHERE experiment_id = ? AND run_index = ? "
                       "AND status = 'running' AND IFNULL(json_extract(spec_json, '$.phase'), '') = ?"));
    if (Error error = running.bind(experimentId).bind(spec.index).bind(spec.phase).exec())
        return error;
    while (running.next()) {
        const qint64 pid = running.value(0).toLongLong();
        const bool here = running.value(1).toString() == StoreFile::hostName();
        if (!here || (pid != StoreFile::currentPid() && StoreFile::processAlive(pid)))
            return Error { ErrorCode::AlreadyClaimed, {}, {}, 0, spec.index + 1 };
    }
    running.query().finish();
    // Finished by another process since this one looked (a second resume that came later): nothing to do.
    auto done = finishedRunIndexes(experimentId);
    if (!done)
        return done.error();
    if (done->contains(spec.index) || (!spec.phase.isEmpty() && phaseFinished(experimentId, spec)))
        return Error { ErrorCode::AlreadyClaimed, {}, {}, 0, spec.index + 1 };
    if (!spec.phase.isEmpty() && spec.phaseIndex == 0) {
        if (Error error = exec(QStringLiteral("UPDATE runs SET status = 'interrupted', reason = 'phases-incomplete' "
                                              "WHERE experiment_id = ? AND run_index = ? AND status = 'finished'"),
                { experimentId, spec.index }))
            return error;
    }
    return beginRun(experimentId, spec);
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
        { StoreCodec::statusName(status), why.isEmpty() ? QVariant() : QVariant(why), now(),
            StoreCodec::jsonText(StoreCodec::summaryToJson(stored)), summary.durationSec, qint64(summary.transactions),
            qint64(summary.queries()), qint64(summary.errors()), summary.tps(), summary.qps(), summary.latency.avgMs,
            summary.latency.p95Ms, summary.latency.p99Ms, summary.latency.maxMs, runId });
}

Result<int> ResultStore::markStaleRunsInterrupted()
{
    StoreQuery query(
        m_db, QStringLiteral("SELECT id, writer_pid FROM runs WHERE status = 'running' AND writer_host = ?"));
    if (Error error = query.bind(StoreFile::hostName()).exec())
        return error;
    QList<qint64> stale;
    while (query.next()) {
        if (!StoreFile::processAlive(query.value(1).toLongLong()))
            stale.append(query.value(0).toLongLong());
    }
    query.query().finish();
    // The run ended when its last interval was written; without intervals, when it started.
    const QString update = QStringLiteral(
        "UPDATE runs SET status = 'interrupted', reason = ?, ended = COALESCE((SELECT MAX(written) FROM intervals "
        "WHERE run_id = runs.id), started) WHERE id = ? AND status = 'running'");
    for (qint64 runId : stale) {
        if (Error error = exec(update, { staleReason(), runId }))
            return error;
    }
    return int(stale.size());
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
        QStringLiteral("SELECT ") + runColumns + QStringLiteral(" FROM runs WHERE ")
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
    StoreQuery query(m_db, QStringLiteral("SELECT ") + runColumns + QStringLiteral(" FROM runs WHERE id = ?"));
    if (Error error = query.bind(runId).exec())
        return error;
    if (!query.next())
        return notFound("run", runId);
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

Error ResultStore::setServerProfile(qint64 runId, const QJsonObject& meta, const QByteArray& folded)
{
    if (Error error = checkRunExists(runId))
        return error;
    return exec(QStringLiteral("INSERT OR REPLACE INTO server_profiles (run_id, meta_json, folded) VALUES (?, ?, ?)"),
        { runId, StoreCodec::jsonText(meta), QString::fromUtf8(folded) });
}

Result<ResultStore::StoredProfile> ResultStore::serverProfile(qint64 runId)
{
    StoreQuery query(m_db, QStringLiteral("SELECT meta_json, folded FROM server_profiles WHERE run_id = ?"));
    if (Error error = query.bind(runId).exec())
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
            ? QStringLiteral("SELECT encoding, data FROM %1 WHERE run_id = ?").arg(histogramTable(kind))
            : QStringLiteral("SELECT encoding, data FROM group_histograms WHERE run_id = ? AND grp = ? AND kind = ?"));
    query.bind(runId);
    if (!group.isEmpty())
        query.bind(QVariant(group)).bind(QVariant(histogramKindName(kind)));
    if (Error error = query.exec())
        return error;
    if (!query.next())
        return StoredHistogram();
    return StoredHistogram { query.value(0).toString(), query.value(1).toByteArray() };
}

Result<QSet<int>> ResultStore::finishedRunIndexes(qint64 experimentId)
{
    StoreQuery query(m_db,
        QStringLiteral("SELECT DISTINCT run_index FROM runs WHERE experiment_id = ? AND status = 'finished' "
                       "AND (json_extract(spec_json, '$.phase') IS NULL "
                       "OR json_extract(spec_json, '$.phase_index') = json_extract(spec_json, '$.phases') - 1)"));
    if (Error error = query.bind(experimentId).exec())
        return error;
    QSet<int> indexes;
    while (query.next())
        indexes.insert(query.value(0).toInt());
    return indexes;
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
