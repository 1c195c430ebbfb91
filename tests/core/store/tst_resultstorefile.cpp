// SPDX-License-Identifier: GPL-3.0-or-later
// ResultStore's files: a new file migrates and uses WAL, newer, damaged and locked files are refused untouched, a
// dead writer's run is marked interrupted and keeps its intervals, read-only opens write nothing (a snapshot while
// writing, a read-only mount, an older format), experiments are found by their normalised plan, no password is
// stored.
#include "common/fileproblem.h"
#include "plan/experimentplan.h"
#include "sqlitefile.h"
#include "store/resultstore.h"
#include "store/storeschema.h"
#include "support/storesample.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <unistd.h>

using namespace sb;
using namespace sb::test;

namespace {
const char* const killedWriterArg = "--killed-writer";
const QString secret = QStringLiteral("hunter2-secret-value");

// The child half of killedWriterKeepsIntervals(): write, then die without any cleanup.
int killedWriter(const QString& path)
{
    ResultStore store;
    if (store.open(path))
        return 2;
    const qint64 experiment = *store.createExperiment(QStringLiteral("crash"), {});
    const qint64 run = *store.beginRun(experiment, sampleSpec());
    for (int t = 1; t <= 5; ++t) {
        if (store.appendInterval(run, sample(t)))
            return 3;
    }
    ::raise(SIGKILL);
    return 4;
}

// The status column as the file holds it, read past the store (which derives a dead writer's run as interrupted).
QString storedStatus(const QString& file, qint64 runId)
{
    QString status;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw-status"));
        db.setDatabaseName(file);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(QStringLiteral("SELECT status FROM runs WHERE id = %1").arg(runId)) && query.next())
                status = query.value(0).toString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw-status"));
    return status;
}

bool runAsRoot() { return ::geteuid() == 0; }

// mount(8) with these arguments; true when it worked.
bool mountCommand(const QStringList& args)
{
    QProcess mount;
    mount.start(QStringLiteral("mount"), args);
    return mount.waitForFinished(30000) && mount.exitStatus() == QProcess::NormalExit && mount.exitCode() == 0;
}

void unmount(const QString& dir) { QProcess::execute(QStringLiteral("umount"), { dir }); }
}

class TestResultStoreFile : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const char* name) const { return m_dir.filePath(QLatin1String(name)); }

private Q_SLOTS:
    void migratesEmptyFileAndUsesWal()
    {
        const QString file = path("empty.sqlite");
        QFile(file).open(QIODevice::WriteOnly); // zero bytes: a new database for SQLite
        {
            ResultStore store;
            QVERIFY(!store.open(file));
            QVERIFY(store.createExperiment(QStringLiteral("x"), {}).ok());
        }
        ResultStore store;
        QVERIFY(!store.open(file)); // reopening an up-to-date store migrates nothing
        QCOMPARE(store.experiments()->size(), 1);
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("inspect-wal"));
        db.setDatabaseName(file);
        QVERIFY(db.open());
        {
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("PRAGMA journal_mode")) && query.next());
            QCOMPARE(query.value(0).toString(), QStringLiteral("wal"));
            QVERIFY(query.exec(QStringLiteral("PRAGMA user_version")) && query.next());
            QVERIFY(query.value(0).toInt() >= 1);
        }
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("inspect-wal"));
    }

    void newerVersionRefusedUntouched()
    {
        const QString file = path("future.sqlite");
        const QString failure = test::execOnSqliteFile(
            file, { QStringLiteral("CREATE TABLE t (x)"), QStringLiteral("PRAGMA user_version = 999") });
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        const QByteArray before = fileBytes(file);
        QVERIFY(!before.isEmpty());
        ResultStore store;
        const Error error = store.open(file);
        QCOMPARE(error.code, ErrorCode::FileUnusable);
        QCOMPARE(error.value, qint64(FileProblem::NewerStore));
        QCOMPARE(error.args, (QStringList { QStringLiteral("999"), QString::number(StoreSchema::latestVersion()) }));
        QVERIFY(!store.isOpen());
        QCOMPARE(fileBytes(file), before);
        QVERIFY(!QFile::exists(file + QStringLiteral("-wal")));
    }

    void garbageFileReportedUntouched()
    {
        const QString file = path("garbage.sqlite");
        QByteArray garbage;
        for (int i = 0; i < 4096; ++i)
            garbage.append(char((i * 7919) % 251));
        {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(garbage);
        }
        ResultStore store;
        QCOMPARE(store.open(file).code, ErrorCode::FileContentInvalid);
        QCOMPARE(store.open(file).value, qint64(FileProblem::NotSqlite));
        QCOMPARE(fileBytes(file), garbage);

        // A valid header over damaged pages is caught by SQLite before any migration writes.
        QByteArray fake("SQLite format 3\0", 16);
        fake.append(garbage);
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(fake);
        out.close();
        QCOMPARE(store.open(file).code, ErrorCode::ParseError);
        QCOMPARE(fileBytes(file), fake);
    }

    void lockedFileIsNotCalledDamaged()
    {
        const QString file = path("locked.sqlite");
        {
            ResultStore store;
            QVERIFY(!store.open(file));
            QVERIFY(store.createExperiment(QStringLiteral("held"), {}).ok());
        }
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("locker"));
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("PRAGMA locking_mode = EXCLUSIVE")));
            QVERIFY(query.exec(QStringLiteral("BEGIN EXCLUSIVE")));
            QVERIFY(query.exec(QStringLiteral("UPDATE experiments SET name = 'x'")));
            ResultStore store;
            const Error error = store.open(file);
            QCOMPARE(error.code, ErrorCode::FileError);
            QVERIFY2(error.serverCode == 5 || error.serverCode == 6, qPrintable(error.detail));
            QVERIFY(query.exec(QStringLiteral("ROLLBACK")));
            query.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("locker"));
        ResultStore store;
        QVERIFY(!store.open(file));
        QCOMPARE(store.experiments()->first().name, QStringLiteral("held"));
    }

    void staleRunMarkedInterrupted()
    {
        const QString file = path("stale.sqlite");
        qint64 runId = 0;
        {
            ResultStore store;
            QVERIFY(!store.open(file));
            runId = *store.beginRun(*store.createExperiment(QStringLiteral("s"), {}), sampleSpec());
            QVERIFY(!store.appendInterval(runId, sample(1)));
        }
        // A writer that no longer exists: beyond any real pid.
        const QString failure
            = test::execOnSqliteFile(file, { QStringLiteral("UPDATE runs SET writer_pid = 2147483646") });
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        ResultStore store;
        QVERIFY(!store.open(file));
        const StoredRun run = *store.run(runId);
        QCOMPARE(run.status, RunStatus::Interrupted);
        QCOMPARE(run.reason, ResultStore::staleReason());
        QVERIFY(run.ended.isValid());
        QCOMPARE(store.intervals(runId)->size(), size_t(1));
        QVERIFY(store.finishedRunIndexes(run.experimentId)->isEmpty());
    }

    void liveRunOfThisProcessKept()
    {
        ResultStore writer;
        QVERIFY(!writer.open(path("live.sqlite")));
        const qint64 runId = *writer.beginRun(*writer.createExperiment(QStringLiteral("l"), {}), sampleSpec());
        QVERIFY(!writer.appendInterval(runId, sample(1)));
        ResultStore reader; // a second connection sees the committed interval and leaves the live run alone
        QVERIFY(!reader.open(path("live.sqlite")));
        QCOMPARE(reader.run(runId)->status, RunStatus::Running);
        QCOMPARE(reader.intervals(runId)->size(), size_t(1));
        QVERIFY(!writer.appendInterval(runId, sample(2)));
        QCOMPARE(reader.intervals(runId)->size(), size_t(2));
    }

    void killedWriterKeepsIntervals()
    {
        const QString file = path("killed.sqlite");
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(), { QLatin1String(killedWriterArg), file });
        QVERIFY(child.waitForFinished(60000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);
        ResultStore store;
        QVERIFY(!store.open(file));
        const QList<StoredRun> runs = *store.listRuns();
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs.first().status, RunStatus::Interrupted);
        QCOMPARE(runs.first().intervalCount, 5);
        QCOMPARE(store.intervals(runs.first().id)->back().transactions, quint64(105));
    }

    // Reading never writes (issue 24): no recovery, no migration, no new file; a dead writer's run reads as
    // interrupted all the same.
    void readOnlyOpenWritesNothing()
    {
        const QString file = path("readonly-stale.sqlite");
        qint64 runId = 0;
        {
            ResultStore store;
            QVERIFY(!store.open(file));
            runId = *store.beginRun(*store.createExperiment(QStringLiteral("s"), {}), sampleSpec());
            QVERIFY(!store.appendInterval(runId, sample(1)));
            QVERIFY(!store.appendInterval(runId, sample(2)));
        }
        const QString failure
            = test::execOnSqliteFile(file, { QStringLiteral("UPDATE runs SET writer_pid = 2147483646") });
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        const QByteArray before = fileBytes(file);
        {
            ResultStore store;
            QVERIFY(!store.openReadOnly(file));
            QVERIFY(store.isReadOnly());
            const StoredRun run = *store.run(runId);
            QCOMPARE(run.status, RunStatus::Interrupted);
            QCOMPARE(run.reason, ResultStore::staleReason());
            QVERIFY(run.ended.isValid());
            QVERIFY(run.ended >= run.started);
            QCOMPARE(store.listRuns()->size(), 1);
            RunFilter interrupted;
            interrupted.status = RunStatus::Interrupted;
            QCOMPARE(store.listRuns(interrupted)->size(), 1); // filtered as read, not as the column says
            RunFilter running;
            running.status = RunStatus::Running;
            QCOMPARE(store.listRuns(running)->size(), 0);
            QVERIFY(store.appendInterval(runId, sample(3))); // a write is refused
        }
        QCOMPARE(storedStatus(file, runId), QStringLiteral("running")); // not written: recovery is a writer's
        QCOMPARE(fileBytes(file), before);
        ResultStore writer; // a writer recovers it
        QVERIFY(!writer.open(file));
        QCOMPARE(storedStatus(file, runId), QStringLiteral("interrupted"));
    }

    void readOnlyMissingFileIsEmpty()
    {
        const QString file = path("not-there/results.sqlite");
        ResultStore store;
        QVERIFY(!store.openReadOnly(file));
        QCOMPARE(store.listRuns()->size(), 0);
        QCOMPARE(store.experiments()->size(), 0);
        QCOMPARE(store.path(), file);
        store.close();
        QVERIFY(!QFileInfo::exists(file));
        QVERIFY(!QFileInfo::exists(path("not-there")));
    }

    // A run goes on while the file is read: the reader sees one snapshot, a later reader what came since.
    void readOnlySnapshotWhileWriting()
    {
        const QString file = path("snapshot.sqlite");
        ResultStore writer;
        QVERIFY(!writer.open(file));
        const qint64 runId = *writer.beginRun(*writer.createExperiment(QStringLiteral("w"), {}), sampleSpec());
        QVERIFY(!writer.appendInterval(runId, sample(1)));
        ResultStore reader;
        QVERIFY(!reader.openReadOnly(file));
        QCOMPARE(reader.run(runId)->status, RunStatus::Running); // its writer (this process) is alive
        QCOMPARE(reader.intervals(runId)->size(), size_t(1));
        QVERIFY(!writer.appendInterval(runId, sample(2))); // the reader holds no lock that stops the writer
        QCOMPARE(reader.intervals(runId)->size(), size_t(1));
        QCOMPARE(reader.run(runId)->intervalCount, 1);
        ResultStore later;
        QVERIFY(!later.openReadOnly(file));
        QCOMPARE(later.intervals(runId)->size(), size_t(2));
    }

    // A file copied while its writer held it: the -wal holds the intervals, the -shm is not there.
    void readOnlyWalWithoutShm()
    {
        const QString file = path("walonly.sqlite");
        QTemporaryDir copyDir;
        const QString copy = copyDir.filePath(QStringLiteral("copied.sqlite"));
        qint64 runId = 0;
        {
            ResultStore writer;
            QVERIFY(!writer.open(file));
            runId = *writer.beginRun(*writer.createExperiment(QStringLiteral("w"), {}), sampleSpec());
            for (int t = 1; t <= 3; ++t)
                QVERIFY(!writer.appendInterval(runId, sample(t)));
            QVERIFY(QFileInfo(file + QStringLiteral("-wal")).size() > 0);
            QVERIFY(QFile::copy(file, copy));
            QVERIFY(QFile::copy(file + QStringLiteral("-wal"), copy + QStringLiteral("-wal")));
        }
        QVERIFY(!QFileInfo::exists(copy + QStringLiteral("-shm")));
        ResultStore store;
        QVERIFY(!store.openReadOnly(copy));
        QCOMPARE(store.intervals(runId)->size(), size_t(3)); // nothing the -wal held is lost
        QCOMPARE(store.intervals(runId)->back().transactions, quint64(103));
    }

    // On a read-only mount (root: file modes do not stop root), with and without a -wal, and with its -shm missing.
    void readOnlyMount()
    {
        if (!runAsRoot())
            QSKIP("needs root to mount a tmpfs and remount it read-only");
        QTemporaryDir mountDir;
        QVERIFY(mountCommand({ QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
            QStringLiteral("size=4m"), QStringLiteral("tmpfs"), mountDir.path() }));
        const auto cleanup = qScopeGuard([&] { unmount(mountDir.path()); });
        const QString walFile = mountDir.filePath(QStringLiteral("wal.sqlite"));
        const QString plainFile = mountDir.filePath(QStringLiteral("plain.sqlite"));
        qint64 walRun = 0;
        qint64 plainRun = 0;
        {
            ResultStore plain; // closed: checkpointed, no -wal left
            QVERIFY(!plain.open(plainFile));
            plainRun = *plain.beginRun(*plain.createExperiment(QStringLiteral("p"), {}), sampleSpec());
            QVERIFY(!plain.appendInterval(plainRun, sample(1)));
        }
        {
            ResultStore writer;
            QVERIFY(!writer.open(walFile));
            walRun = *writer.beginRun(*writer.createExperiment(QStringLiteral("w"), {}), sampleSpec());
            for (int t = 1; t <= 4; ++t)
                QVERIFY(!writer.appendInterval(walRun, sample(t)));
            // As if the writer died (its -wal stays) and the -shm were not copied with it.
            QVERIFY(QFile::copy(walFile, walFile + QStringLiteral(".kept")));
            QVERIFY(QFile::copy(walFile + QStringLiteral("-wal"), walFile + QStringLiteral(".kept-wal")));
        }
        QFile::remove(walFile);
        QFile::remove(walFile + QStringLiteral("-shm"));
        QVERIFY(QFile::rename(walFile + QStringLiteral(".kept"), walFile));
        QVERIFY(QFile::rename(walFile + QStringLiteral(".kept-wal"), walFile + QStringLiteral("-wal")));
        QVERIFY(!QFileInfo::exists(plainFile + QStringLiteral("-wal")));
        QVERIFY(mountCommand({ QStringLiteral("-o"), QStringLiteral("remount,ro"), mountDir.path() }));
        // What SQLite makes of it alone: a plain read-only open cannot read it (no -shm, none can be made there).
        QVERIFY(storedStatus(walFile, walRun).isEmpty());
        {
            ResultStore store;
            const Error e = store.openReadOnly(walFile);
            QVERIFY2(!e, qPrintable(e.detail));
            QCOMPARE(store.intervals(walRun)->size(), size_t(4));
            QCOMPARE(store.run(walRun)->status, RunStatus::Running); // its writer is this live process
        }
        {
            ResultStore store;
            const Error e = store.openReadOnly(plainFile);
            QVERIFY2(!e, qPrintable(e.detail));
            QCOMPARE(store.intervals(plainRun)->size(), size_t(1));
        }
        ResultStore writer; // opening to write fails there, as it must
        QVERIFY(writer.open(walFile));
    }

    // An older file read-only: read through a migrated private copy, the file itself stays at its version.
    void readOnlyOlderFormat()
    {
        const QString file = path("readonly-v3.sqlite");
        {
            ResultStore store;
            QVERIFY(!store.open(file));
            const qint64 experiment = *store.createExperiment(QStringLiteral("old"), {});
            QVERIFY(!store.appendInterval(*store.beginRun(experiment, sampleSpec()), sample(1)));
        }
        const QString failure = test::execOnSqliteFile(file,
            { QStringLiteral("ALTER TABLE intervals DROP COLUMN connected"),
                QStringLiteral("ALTER TABLE intervals DROP COLUMN busy"),
                QStringLiteral("ALTER TABLE intervals DROP COLUMN server_counters"),
                QStringLiteral("DROP TABLE incidents"), QStringLiteral("DROP TABLE server_profiles"),
                QStringLiteral("DROP TABLE group_intervals"), QStringLiteral("DROP TABLE group_histograms"),
                QStringLiteral("PRAGMA user_version = 3") });
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        ResultStore store;
        QVERIFY(!store.openReadOnly(file));
        const StoredRun run = store.listRuns()->first();
        QCOMPARE(store.intervals(run.id)->at(0).transactions, quint64(101));
        QVERIFY(store.histogram(run.id, HistogramKind::Latency, QStringLiteral("tpcc"))->encoding.isEmpty());
        store.close();
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("version-check"));
        db.setDatabaseName(file);
        QVERIFY(db.open());
        {
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("PRAGMA user_version")) && query.next());
            QCOMPARE(query.value(0).toInt(), 3);
        }
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("version-check"));
    }

    // One identity per plan: the file's text and the Plan page's form (defaults filled in, options as numbers) are
    // one experiment, and an experiment kept with the old hash (of the text) is still found.
    void experimentFoundByNormalisedPlan()
    {
        const QJsonObject fileText = QJsonDocument::fromJson(R"({"schema": "scalebench-plan", "version": 1,
            "name": "same", "servers": ["sandbox"], "workloads": [{"name": "oltp_point_select",
            "options": {"table_size": "1000"}}], "clients": [1, 2], "duration": 2})")
                                         .object();
        const QJsonObject formText = ExperimentPlan::fromJson(fileText).toJson(); // every default written out
        QJsonObject withNumber = formText;
        QJsonArray workloads = withNumber.value(QStringLiteral("workloads")).toArray();
        QJsonObject workload = workloads.at(0).toObject();
        workload.insert(QStringLiteral("options"), QJsonObject { { QStringLiteral("table_size"), 1000 } });
        workloads.replace(0, workload);
        withNumber.insert(QStringLiteral("workloads"), workloads);
        withNumber.insert(QStringLiteral("description"), QStringLiteral("said differently"));
        QVERIFY(fileText != formText);
        const QJsonObject identity = ExperimentPlan::identityOf(fileText);
        QCOMPARE(ExperimentPlan::identityOf(formText), identity);
        QCOMPARE(ExperimentPlan::identityOf(withNumber), identity);

        ResultStore store;
        QVERIFY(!store.open(path("identity.sqlite")));
        const qint64 old = *store.createExperiment(QStringLiteral("same"), fileText); // as before: hash of the text
        QCOMPARE(**store.findExperiment(QStringLiteral("same"), identity, &ExperimentPlan::identityOf), old);
        QVERIFY(!store.findExperiment(QStringLiteral("same"), identity)->has_value()); // the text's hash alone
        const qint64 fresh = *store.createExperiment(QStringLiteral("same"), formText, identity);
        QCOMPARE(**store.findExperiment(QStringLiteral("same"), ExperimentPlan::identityOf(withNumber)), fresh);
        QJsonObject other = fileText;
        other.insert(QStringLiteral("duration"), 3);
        QVERIFY(
            !store
                 .findExperiment(QStringLiteral("same"), ExperimentPlan::identityOf(other), &ExperimentPlan::identityOf)
                 ->has_value());
    }

    void passwordsNeverStored()
    {
        const QString file = path("secrets.sqlite");
        QJsonObject plan = QJsonDocument::fromJson(R"({"schema": "scalebench-plan", "version": 1, "name": "s",
            "servers": [{"name": "db", "host": "h", "user": "u", "password": "SECRET"}],
            "workloads": [{"name": "oltp_read_only", "options": {"mysql-password": "SECRET"}}],
            "clients": [1]})")
                               .object();
        const QByteArray text = QJsonDocument(plan).toJson().replace("SECRET", secret.toUtf8());
        plan = QJsonDocument::fromJson(text).object();
        RunSpec spec = sampleSpec();
        spec.workloadOptions.insert(QStringLiteral("mysql_password"), secret);
        {
            ResultStore store;
            QVERIFY(!store.open(file));
            const qint64 experiment = *store.createExperiment(QStringLiteral("s"), plan);
            const qint64 runId = *store.beginRun(experiment, spec);
            QVERIFY(!store.setEnvironment(runId,
                QJsonObject { { QStringLiteral("profile"),
                    QJsonObject {
                        { QStringLiteral("Password"), secret }, { QStringLiteral("host"), QStringLiteral("h") } } } }));
            const StoredRun run = *store.run(runId);
            QVERIFY(!run.spec.workloadOptions.contains(QStringLiteral("mysql_password")));
            QVERIFY(run.spec.workloadOptions.contains(QStringLiteral("tables")));
            const StoredExperiment stored = *store.experiment(experiment);
            QVERIFY(!stored.plan.value(QStringLiteral("servers"))
                         .toArray()
                         .at(0)
                         .toObject()
                         .contains(QStringLiteral("password")));
            QCOMPARE(stored.plan.value(QStringLiteral("servers"))
                         .toArray()
                         .at(0)
                         .toObject()
                         .value(QStringLiteral("user"))
                         .toString(),
                QStringLiteral("u"));
        }
        // Nothing anywhere in the files: the database, and its WAL had it not been checkpointed.
        QVERIFY(!fileBytes(file).contains(secret.toUtf8()));
        QVERIFY(!fileBytes(file + QStringLiteral("-wal")).contains(secret.toUtf8()));
        // The plan reader never keeps one either, and flags it.
        const ExperimentPlan parsed = ExperimentPlan::fromJson(plan);
        QVERIFY(!parsed.isValid());
        QVERIFY(!QJsonDocument(parsed.toJson()).toJson().contains(secret.toUtf8()));
    }
};

int main(int argc, char** argv)
{
    if (argc == 3 && qstrcmp(argv[1], killedWriterArg) == 0)
        return killedWriter(QString::fromLocal8Bit(argv[2]));
    QCoreApplication app(argc, argv);
    TestResultStoreFile test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_resultstorefile.moc"
