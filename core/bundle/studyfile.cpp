// SPDX-License-Identifier: GPL-3.0-or-later
#include "studyfile.h"

#include "bundlesanitiser.h"
#include "collectors/incident.h"
#include "common/fileproblem.h"
#include "store/resultstore.h"
#include "store/storecodec.h"
#include "store/storequery.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSqlError>
#include <QTemporaryDir>
#include <QUuid>

namespace sb {

namespace {

    // A connection of its own (the store's API has no way to copy rows between files), closed with its scope.
    class Connection {
    public:
        Error open(const QString& path, bool readOnly)
        {
            m_name = QStringLiteral("sb-study-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
            m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
            m_db.setDatabaseName(path);
            m_db.setConnectOptions(readOnly ? QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000")
                                            : QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
            if (!m_db.open())
                return StoreQuery::error(path, m_db.lastError());
            return {};
        }
        ~Connection()
        {
            if (m_name.isEmpty())
                return;
            m_db.close();
            m_db = QSqlDatabase();
            QSqlDatabase::removeDatabase(m_name);
        }
        QSqlDatabase& db() { return m_db; }
        Error exec(const QString& sql, const QVariantList& values = {})
        {
            StoreQuery q(m_db, sql);
            for (const QVariant& v : values)
                q.bind(v);
            return q.exec();
        }

    private:
        QString m_name;
        QSqlDatabase m_db;
    };

    QByteArray json(const QJsonObject& o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }
    QJsonObject object(const QVariant& v) { return QJsonDocument::fromJson(v.toByteArray()).object(); }

    // Rewrites one JSON column of every row of `table` through `change`.
    Error rewrite(Connection& c, const QString& table, const QString& key, const QString& column,
        const std::function<QJsonObject(const QJsonObject&)>& change)
    {
        StoreQuery rows(c.db(), QStringLiteral("SELECT %1, %2 FROM %3").arg(key, column, table));
        if (Error e = rows.exec())
            return e;
        QList<QPair<QVariant, QByteArray>> changed;
        while (rows.next()) {
            if (rows.value(1).isNull())
                continue;
            const QByteArray now = json(change(object(rows.value(1))));
            if (now != rows.value(1).toByteArray())
                changed.append({ rows.value(0), now });
        }
        for (const auto& [id, text] : changed) {
            if (Error e = c.exec(QStringLiteral("UPDATE %1 SET %2 = ? WHERE %3 = ?").arg(table, column, key),
                    { QString::fromUtf8(text), id }))
                return e;
        }
        return {};
    }

    Error learnHosts(Connection& c, BundleSanitiser* sanitiser)
    {
        for (const auto& [table, column] : { std::pair { "experiments", "plan_json" }, { "runs", "spec_json" },
                 { "environment", "snapshot_json" } }) {
            StoreQuery q(c.db(), QStringLiteral("SELECT %1 FROM %2").arg(QLatin1String(column), QLatin1String(table)));
            if (Error e = q.exec())
                return e;
            while (q.next())
                sanitiser->learnHosts(object(q.value(0)));
        }
        StoreQuery writers(c.db(), QStringLiteral("SELECT DISTINCT writer_host FROM runs"));
        if (Error e = writers.exec())
            return e;
        while (writers.next())
            sanitiser->learnHosts(QJsonObject { { QStringLiteral("host"), writers.value(0).toString() } });
        return {};
    }

    Error sanitise(Connection& c, bool includeHosts)
    {
        // Runs a writer left running are not running in the copy.
        if (Error e = c.exec(QStringLiteral("UPDATE runs SET status = 'interrupted', reason = ? WHERE status = 'running'"),
                { ResultStore::staleReason() }))
            return e;
        const auto incidents = [includeHosts](const QJsonObject& o) {
            Incident incident = Incident::fromJson(o);
            incident.normaliseQueryText();
            return (includeHosts ? incident : incident.withoutHosts()).toJson();
        };
        if (Error e = rewrite(c, QStringLiteral("incidents"), QStringLiteral("id"), QStringLiteral("data_json"), incidents))
            return e;
        if (includeHosts)
            return {};
        BundleSanitiser sanitiser;
        if (Error e = learnHosts(c, &sanitiser))
            return e;
        const auto clean = [&sanitiser](const QJsonObject& o) { return sanitiser.clean(o); };
        for (const auto& [table, key, column] : { std::tuple { "experiments", "id", "plan_json" },
                 { "runs", "id", "spec_json" }, { "runs", "id", "summary_json" }, { "environment", "run_id", "snapshot_json" },
                 { "server_profiles", "rowid", "meta_json" } }) {
            if (Error e = rewrite(c, QLatin1String(table), QLatin1String(key), QLatin1String(column), clean))
                return e;
        }
        return c.exec(QStringLiteral("UPDATE runs SET writer_host = NULL, writer_pid = NULL"));
    }

    // The columns of `table` in the attached study file but `id` and those given: what a copy carries over.
    Result<QStringList> copiedColumns(Connection& c, const QString& table, const QStringList& leave)
    {
        StoreQuery q(c.db(), QStringLiteral("SELECT name FROM pragma_table_info(?, 'study')"));
        q.bind(table);
        if (Error e = q.exec())
            return e;
        QStringList columns;
        while (q.next()) {
            const QString name = q.value(0).toString();
            if (name != QLatin1String("id") && !leave.contains(name))
                columns.append(name);
        }
        return columns;
    }

    // The tables that hang off a run (a run_id column): intervals, histograms, environment, incidents, ...
    Result<QStringList> runTables(Connection& c)
    {
        StoreQuery q(c.db(), QStringLiteral("SELECT m.name FROM study.sqlite_master m WHERE m.type = 'table' AND "
                                            "m.name <> 'runs' AND EXISTS (SELECT 1 FROM pragma_table_info(m.name, "
                                            "'study') WHERE name = 'run_id') ORDER BY m.name"));
        if (Error e = q.exec())
            return e;
        QStringList tables;
        while (q.next())
            tables.append(q.value(0).toString());
        return tables;
    }

    Error copyRun(Connection& c, qint64 oldRun, qint64 experiment, const QStringList& tables)
    {
        auto columns = copiedColumns(c, QStringLiteral("runs"), { QStringLiteral("experiment_id") });
        if (!columns)
            return columns.error();
        const QString list = columns->join(QStringLiteral(", "));
        StoreQuery insert(c.db(), QStringLiteral("INSERT INTO main.runs (experiment_id, %1) SELECT ?, %1 FROM study.runs "
                                                 "WHERE id = ?").arg(list));
        insert.bind(experiment).bind(oldRun);
        if (Error e = insert.exec())
            return e;
        const qint64 newRun = insert.query().lastInsertId().toLongLong();
        for (const QString& table : tables) {
            auto cols = copiedColumns(c, table, { QStringLiteral("run_id") });
            if (!cols)
                return cols.error();
            const QString l = cols->join(QStringLiteral(", "));
            if (Error e = c.exec(QStringLiteral("INSERT INTO main.%1 (run_id, %2) SELECT ?, %2 FROM study.%1 WHERE run_id = ? "
                                                "ORDER BY rowid").arg(table, l),
                    { newRun, oldRun }))
                return e;
        }
        return {};
    }

    Result<qint64> copyExperiment(Connection& c)
    {
        StoreQuery experiment(c.db(), QStringLiteral("INSERT INTO main.experiments (name, plan_json, plan_hash, created) "
                                                     "SELECT name, plan_json, plan_hash, created FROM study.experiments"));
        if (Error e = experiment.exec())
            return e;
        const qint64 id = experiment.query().lastInsertId().toLongLong();
        auto tables = runTables(c);
        if (!tables)
            return tables.error();
        StoreQuery runs(c.db(), QStringLiteral("SELECT id FROM study.runs ORDER BY id"));
        if (Error e = runs.exec())
            return e;
        QList<qint64> ids;
        while (runs.next())
            ids.append(runs.value(0).toLongLong());
        for (qint64 run : ids) {
            if (Error e = copyRun(c, run, id, *tables))
                return e;
        }
        return id;
    }

    Error missingExperiment(const QString& storePath, qint64 id)
    {
        return Error { ErrorCode::InvalidOption, QStringLiteral("--experiment %1").arg(id),
            QStringLiteral("no such experiment in %1; 'scalebench-cli results list' shows the stored runs and their "
                           "experiments")
                .arg(QDir::toNativeSeparators(storePath)) };
    }

} // namespace

Error StudyFile::extract(const QString& storePath, qint64 experimentId, bool includeHosts, const QString& outPath)
{
    {
        ResultStore source;
        if (Error e = source.openReadOnly(storePath))
            return e;
        if (!QFileInfo::exists(source.path()) || !source.experiment(experimentId))
            return missingExperiment(source.path(), experimentId);
    }
    QTemporaryDir scratch;
    const QString copy = scratch.filePath(QStringLiteral("copy.sqlite"));
    {
        Connection c;
        if (Error e = c.open(storePath.isEmpty() ? ResultStore::defaultPath() : storePath, true))
            return e;
        if (Error e = c.exec(QStringLiteral("VACUUM INTO ?"), { copy }))
            return e;
    }
    {
        ResultStore migrated; // the copy in this build's format
        if (Error e = migrated.open(copy))
            return e;
    }
    Connection c;
    if (Error e = c.open(copy, false))
        return e;
    for (const char* step : { "PRAGMA foreign_keys = ON", "PRAGMA journal_mode = DELETE" }) {
        if (Error e = c.exec(QLatin1String(step)))
            return e;
    }
    if (Error e = c.exec(QStringLiteral("DELETE FROM experiments WHERE id <> ?"), { experimentId }))
        return e;
    if (Error e = sanitise(c, includeHosts))
        return e;
    return c.exec(QStringLiteral("VACUUM INTO ?"), { outPath });
}

Result<StoredExperiment> StudyFile::experimentOf(const QString& studyPath)
{
    ResultStore study;
    if (Error e = study.openReadOnly(studyPath))
        return e;
    auto all = study.experiments();
    if (!all)
        return all.error();
    if (all->size() != 1)
        return Error { ErrorCode::FileContentInvalid, studyPath, QStringLiteral("%1 experiments").arg(all->size()),
            0, qint64(FileProblem::BundleFormat), { QStringLiteral("results.sqlite"), QString(), QString() } };
    return all->first();
}

Result<qint64> StudyFile::findSame(const StoredExperiment& study, const QString& storePath)
{
    Connection c;
    if (!QFileInfo::exists(storePath))
        return qint64(0);
    if (Error e = c.open(storePath, true))
        return e;
    StoreQuery q(c.db(), QStringLiteral("SELECT id, created FROM experiments WHERE name = ? AND plan_hash = ?"));
    q.bind(study.name).bind(QString::fromLatin1(study.planHash));
    if (Error e = q.exec())
        return e;
    while (q.next()) {
        if (q.value(1).toString() == StoreCodec::timestamp(study.created))
            return q.value(0).toLongLong();
    }
    return qint64(0);
}

Result<qint64> StudyFile::import(const QString& studyPath, const QString& storePath)
{
    auto study = experimentOf(studyPath);
    if (!study)
        return study.error();
    QTemporaryDir scratch; // the study file in this build's format, whatever version wrote it
    const QString copy = scratch.filePath(QStringLiteral("study.sqlite"));
    if (!QFile::copy(studyPath, copy))
        return Error { ErrorCode::FileError, studyPath, QStringLiteral("cannot copy") };
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QString target;
    {
        ResultStore migrated;
        if (Error e = migrated.open(copy))
            return e;
        ResultStore store; // creates or migrates the target
        if (Error e = store.open(storePath))
            return e;
        target = store.path();
    }
    auto same = findSame(*study, target);
    if (!same)
        return same.error();
    if (*same)
        return Error { ErrorCode::FileContentInvalid, target, {}, 0, qint64(FileProblem::BundleExperimentThere),
            { study->name, QString::number(*same) } };
    Connection c;
    if (Error e = c.open(target, false))
        return e;
    if (Error e = c.exec(QStringLiteral("ATTACH DATABASE ? AS study"), { copy }))
        return e;
    if (!c.db().transaction())
        return StoreQuery::error(target, c.db().lastError());
    auto id = copyExperiment(c);
    if (!id) {
        c.db().rollback();
        return id;
    }
    if (!c.db().commit())
        return StoreQuery::error(target, c.db().lastError());
    return id;
}

} // namespace sb
