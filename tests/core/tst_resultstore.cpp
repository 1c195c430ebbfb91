// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/fileproblem.h"
#include "experiment/experimentplan.h"
#include "sqlitefile.h"
#include "store/resultstore.h"
#include "store/storeschema.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <unistd.h>

using namespace sb;

namespace {
const char* const killedWriterArg = "--killed-writer";
const QString secret = QStringLiteral("hunter2-secret-value");

RunSpec sampleSpec(int index = 0)
{
    RunSpec spec;
    spec.index = index;
    spec.serverProfile = QStringLiteral("sandbox");
    spec.workload = QStringLiteral("oltp_read_only");
    spec.workloadLabel = spec.workload;
    spec.workloadOptions = { { QStringLiteral("tables"), 2 }, { QStringLiteral("table_size"), 1000 } };
    spec.threads = 8;
    spec.serverCpu = CpuConfig { QStringLiteral("2 cores"), QStringLiteral("cores:2") };
    spec.durationSec = 10;
    return spec;
}

IntervalSample sample(int second)
{
    IntervalSample s;
    s.timeSec = second;
    s.intervalSec = 1;
    s.threads = 8;
    s.transactions = 100 + std::uint64_t(second);
    s.reads = 1400;
    s.writes = 2;
    s.others = 200;
    s.ignoredErrors = 1;
    s.latency = LatencySummary { 100, 0.5, 2.0, 1.8, 4.5, 6.0, 9.0, 12.5, 200.0 };
    s.serverThreads = { ServerThreadCpu { 42, QStringLiteral("connection"), 87.5, 3 } };
    return s;
}

QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

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

bool runAsRoot()
{
    return ::geteuid() == 0;
}

// mount(8) with these arguments; true when it worked.
bool mountCommand(const QStringList& args)
{
    QProcess mount;
    mount.start(QStringLiteral("mount"), args);
    return mount.waitForFinished(30000) && mount.exitStatus() == QProcess::NormalExit && mount.exitCode() == 0;
}

void unmount(const QString& dir)
{
    QProcess::execute(QStringLiteral("umount"), { dir });
}
}

class TestResultStore : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const char* name) const { return m_dir.filePath(QLatin1String(name)); }

private Q_SLOTS:
    void roundTrip()
    {
        ResultStore store;
        QVERIFY(!store.open(path("roundtrip.sqlite")));
        const QJsonObject plan { { QStringLiteral("name"), QStringLiteral("p") } };
        const qint64 experiment = *store.createExperiment(QStringLiteral("p"), plan);
        QCOMPARE(store.findExperiment(QStringLiteral("p"), plan)->value_or(-1), experiment);
        QVERIFY(!store.findExperiment(QStringLiteral("other"), plan)->has_value());

        const RunSpec spec = sampleSpec(3);
        Result<qint64> runId = store.beginRun(experiment, spec);
        QVERIFY(runId.ok());
        for (int t = 1; t <= 3; ++t)
            QVERIFY(!store.appendInterval(*runId, sample(t)));
        QVERIFY(!store.setEnvironment(
            *runId, QJsonObject { { QStringLiteral("server_version"), QStringLiteral("11.4") } }));
        QVERIFY(
            !store.setHistogram(*runId, StoredHistogram { QStringLiteral("test-v1"), QByteArray("\x01\x00\x02", 3) }));

        Result<StoredRun> running = store.run(*runId);
        QCOMPARE(running->status, RunStatus::Running);
        QCOMPARE(running->writerPid, QCoreApplication::applicationPid());
        QCOMPARE(running->intervalCount, 3);

        RunSummary summary;
        summary.threads = 8;
        summary.durationSec = 10;
        summary.transactions = 1000;
        summary.reads = 14000;
        summary.errorsByCode = { { 1213u, 5u } };
        summary.latency.p95Ms = 4.5;
        QVERIFY(!store.finishRun(*runId, summary, RunStatus::Finished));

        const StoredRun run = *store.run(*runId);
        QCOMPARE(run.status, RunStatus::Finished);
        QCOMPARE(run.spec, spec);
        QCOMPARE(run.runIndex, 3);
        QVERIFY(run.hasSummary);
        QCOMPARE(run.summary.transactions, quint64(1000));
        QCOMPARE(run.summary.errorsByCode.at(1213u), quint64(5));
        QCOMPARE(run.summary.tps(), 100.0);
        QVERIFY(run.ended.isValid());

        const std::vector<IntervalSample> intervals = *store.intervals(*runId);
        QCOMPARE(intervals.size(), size_t(3));
        QCOMPARE(intervals[2].transactions, quint64(103));
        QCOMPARE(intervals[2].latency.p999Ms, 9.0);
        QCOMPARE(intervals[2].serverThreads.size(), size_t(1));
        QCOMPARE(intervals[2].serverThreads[0].name, QStringLiteral("connection"));
        QCOMPARE(intervals[2].serverThreads[0].lastCpu, 3);
        QCOMPARE(store.environment(*runId)->value(QStringLiteral("server_version")).toString(), QStringLiteral("11.4"));
        QCOMPARE(store.histogram(*runId)->data, QByteArray("\x01\x00\x02", 3));
        // A mixed run's groups keep their own histograms beside the merged one, by group and kind.
        QVERIFY(!store.setHistogram(*runId, { QStringLiteral("enc"), QByteArray("tpcc") }, HistogramKind::Latency,
            QStringLiteral("tpcc")));
        QVERIFY(!store.setHistogram(*runId, { QStringLiteral("enc"), QByteArray("ro") }, HistogramKind::Latency,
            QStringLiteral("oltp_read_only")));
        QVERIFY(!store.setHistogram(*runId, { QStringLiteral("enc"), QByteArray("ro-service") }, HistogramKind::Service,
            QStringLiteral("oltp_read_only")));
        QCOMPARE(store.histogram(*runId, HistogramKind::Latency, QStringLiteral("tpcc"))->data, QByteArray("tpcc"));
        QCOMPARE(store.histogram(*runId, HistogramKind::Latency, QStringLiteral("oltp_read_only"))->data, QByteArray("ro"));
        QCOMPARE(store.histogram(*runId, HistogramKind::Service, QStringLiteral("oltp_read_only"))->data,
            QByteArray("ro-service"));
        QVERIFY(store.histogram(*runId, HistogramKind::Service, QStringLiteral("tpcc"))->encoding.isEmpty());
        QCOMPARE(store.histogram(*runId)->data, QByteArray("\x01\x00\x02", 3));
        QCOMPARE(*store.finishedRunIndexes(experiment), QSet<int> { 3 });

        const qint64 failedId = *store.beginRun(experiment, sampleSpec(4));
        RunSummary failed;
        failed.error
            = Error { ErrorCode::ConnectionLost, QStringLiteral("127.0.0.1:3306"), QStringLiteral("gone"), 2013, 7 };
        QVERIFY(!store.finishRun(failedId, failed, RunStatus::Failed));
        const StoredRun failedRun = *store.run(failedId);
        QCOMPARE(failedRun.status, RunStatus::Failed);
        QCOMPARE(failedRun.reason, QStringLiteral("connection-lost"));
        QCOMPARE(failedRun.summary.error.code, ErrorCode::ConnectionLost);
        QCOMPARE(failedRun.summary.error.serverCode, 2013u);
        QCOMPARE(failedRun.summary.error.value, 7);
        QCOMPARE(*store.finishedRunIndexes(experiment), QSet<int> { 3 });

        RunFilter filter;
        filter.status = RunStatus::Failed;
        QCOMPARE(store.listRuns(filter)->size(), 1);
        filter = RunFilter();
        filter.serverCpu = QStringLiteral("2 cores");
        QCOMPARE(store.listRuns(filter)->size(), 2);
        filter.experimentId = experiment + 1;
        QCOMPARE(store.listRuns(filter)->size(), 0);
        filter.experimentId = experiment;
        filter.threads = 16;
        QCOMPARE(store.listRuns(filter)->size(), 0);
    }

    // A failed run's error comes back whole: ErrorText needs its args to say it in the reader's language later.
    void errorArgsRoundTrip()
    {
        const QString file = path("errorargs.sqlite");
        qint64 runId = 0;
        const Error error { ErrorCode::CpuPresetInvalid, QStringLiteral("cores:9"), {}, 0, 3,
            { QStringLiteral("9"), QStringLiteral("4"), QStringLiteral("Gr\u00fc\u00dfe, \"quoted\"") } };
        {
            ResultStore store;
            QVERIFY(!store.open(file));
            runId = *store.beginRun(*store.createExperiment(QStringLiteral("args"), {}), sampleSpec());
            RunSummary failed;
            failed.error = error;
            QVERIFY(!store.finishRun(runId, failed, RunStatus::Failed));
        }
        ResultStore reopened;
        QVERIFY(!reopened.open(file));
        const Error back = reopened.run(runId)->summary.error;
        QCOMPARE(back.code, error.code);
        QCOMPARE(back.context, error.context);
        QCOMPARE(back.value, error.value);
        QCOMPARE(back.args, error.args);
    }

    // Files written before errors kept their value and args: the error reads back with those empty, the rest intact.
    void errorWithoutArgsFromOlderFile()
    {
        const QString file = path("errornoargs.sqlite");
        qint64 runId = 0;
        {
            ResultStore store;
            QVERIFY(!store.open(file));
            runId = *store.beginRun(*store.createExperiment(QStringLiteral("old"), {}), sampleSpec());
            RunSummary failed;
            failed.error = Error { ErrorCode::ServerError, QStringLiteral("SELECT 1"), QStringLiteral("gone"), 1105, 2,
                { QStringLiteral("dropped") } };
            QVERIFY(!store.finishRun(runId, failed, RunStatus::Failed));
        }
        const QString failure = test::execOnSqliteFile(file,
            { QStringLiteral(
                "UPDATE runs SET summary_json = json_remove(summary_json, '$.error.args', '$.error.value') "
                "WHERE id = %1")
                    .arg(runId) });
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        ResultStore store;
        QVERIFY(!store.open(file));
        const Error back = store.run(runId)->summary.error;
        QCOMPARE(back.code, ErrorCode::ServerError);
        QCOMPARE(back.context, QStringLiteral("SELECT 1"));
        QCOMPARE(back.detail, QStringLiteral("gone"));
        QCOMPARE(back.serverCode, 1105u);
        QCOMPARE(back.value, 0);
        QVERIFY(back.args.isEmpty());
    }

    void openLoopIntervalsRoundTrip()
    {
        ResultStore store;
        QVERIFY(!store.open(path("openloop.sqlite")));
        const qint64 experiment = *store.createExperiment(QStringLiteral("o"), {});
        RunSpec spec = sampleSpec();
        spec.rate = 500;
        spec.rateArrivals = QStringLiteral("constant");
        const qint64 runId = *store.beginRun(experiment, spec);
        IntervalSample s = sample(1);
        s.targetRate = 500;
        s.backlog = 42;
        s.serviceLatency = LatencySummary { 100, 0.1, 0.5, 0.4, 0.9, 1.5, 2.0, 3.0, 50.0 };
        QVERIFY(!store.appendInterval(runId, s));
        RunSummary summary;
        summary.durationSec = 1;
        summary.targetRate = 500;
        summary.backlog = 42;
        summary.backlogPeak = 60;
        summary.serviceLatency.p95Ms = 0.9;
        summary.error = Error { ErrorCode::RateNotSustained, QStringLiteral("500"), QStringLiteral("5000"), 0, 5001 };
        QVERIFY(!store.finishRun(runId, summary, RunStatus::Failed));

        const IntervalSample back = store.intervals(runId)->at(0);
        QCOMPARE(back.targetRate, 500.0);
        QCOMPARE(back.backlog, quint64(42));
        QCOMPARE(back.serviceLatency.p95Ms, 0.9);
        QCOMPARE(back.serviceLatency.count, quint64(100));
        QCOMPARE(back.latency.p95Ms, 4.5);
        const StoredRun run = *store.run(runId);
        QCOMPARE(run.spec, spec);
        QCOMPARE(run.summary.targetRate, 500.0);
        QCOMPARE(run.summary.backlogPeak, quint64(60));
        QCOMPARE(run.summary.serviceLatency.p95Ms, 0.9);
        QCOMPARE(run.summary.error.code, ErrorCode::RateNotSustained);
    }

    // Connections per interval (connected, mean busy) and the run's connect statistics and driver come back.
    void connectionsRoundTrip()
    {
        ResultStore store;
        QVERIFY(!store.open(path("connections.sqlite")));
        const qint64 experiment = *store.createExperiment(QStringLiteral("c"), {});
        const qint64 runId = *store.beginRun(experiment, sampleSpec());
        IntervalSample s = sample(1);
        s.connected = 998;
        s.busy = 12.5;
        QVERIFY(!store.appendInterval(runId, s));
        RunSummary summary;
        summary.durationSec = 1;
        summary.driver = QStringLiteral("async");
        summary.driverThreads = 2;
        summary.connects = ConnectSummary { 998, 3, 1.5, 4.25, 9.0 };
        QVERIFY(!store.finishRun(runId, summary, RunStatus::Finished));

        const IntervalSample back = store.intervals(runId)->at(0);
        QCOMPARE(back.connected, 998);
        QCOMPARE(back.busy, 12.5);
        const StoredRun run = *store.run(runId);
        QCOMPARE(run.summary.driver, QStringLiteral("async"));
        QCOMPARE(run.summary.driverThreads, 2);
        QCOMPARE(run.summary.connects.connected, quint64(998));
        QCOMPARE(run.summary.connects.failures, quint64(3));
        QCOMPARE(run.summary.connects.p95Ms, 4.25);
        QCOMPARE(run.summary.connects.maxMs, 9.0);
    }

    // A store written before open-loop runs existed (schema version 1) opens, migrates and reads as closed loop.
    // Every field of an interval comes back in its own field: the columns are read by position, found once per
    // query, so a position taken for its neighbour's would show here.
    void everyIntervalFieldRoundTrips()
    {
        ResultStore store;
        QVERIFY(!store.open(path("fields.sqlite")));
        const qint64 experiment = *store.createExperiment(QStringLiteral("f"), {});
        const qint64 runId = *store.beginRun(experiment, sampleSpec());
        IntervalSample s;
        s.timeSec = 1.5;
        s.intervalSec = 2.5;
        s.warmup = true;
        s.threads = 3;
        s.transactions = 4;
        s.reads = 5;
        s.writes = 6;
        s.others = 7;
        s.ignoredErrors = 8;
        s.fatalErrors = 9;
        s.reconnects = 10;
        s.latency = LatencySummary { 11, 12, 13, 14, 15, 16, 17, 18, 19 };
        s.targetRate = 20;
        s.backlog = 21;
        s.serviceLatency = LatencySummary { 22, 23, 24, 25, 26, 27, 28, 29, 30 };
        s.connected = 31;
        s.busy = 32.5;
        s.serverCounters = { { QStringLiteral("Innodb_row_lock_waits"), 33.5 }, { QStringLiteral("Threads_running"), 34 } };
        QVERIFY(!store.appendInterval(runId, s));
        const IntervalSample b = store.intervals(runId)->at(0);
        QCOMPARE(b.timeSec, 1.5);
        QCOMPARE(b.intervalSec, 2.5);
        QCOMPARE(b.warmup, true);
        QCOMPARE(b.threads, 3);
        const QList<std::uint64_t> counters { b.transactions, b.reads, b.writes, b.others, b.ignoredErrors,
            b.fatalErrors, b.reconnects };
        QCOMPARE(counters, (QList<std::uint64_t> { 4, 5, 6, 7, 8, 9, 10 }));
        auto values = [](const LatencySummary& l) {
            return QList<double> { double(l.count), l.minMs, l.avgMs, l.p50Ms, l.p95Ms, l.p99Ms, l.p999Ms, l.maxMs,
                l.sumMs };
        };
        QCOMPARE(values(b.latency), (QList<double> { 11, 12, 13, 14, 15, 16, 17, 18, 19 }));
        QCOMPARE(b.targetRate, 20.0);
        QCOMPARE(b.backlog, quint64(21));
        QCOMPARE(values(b.serviceLatency), (QList<double> { 22, 23, 24, 25, 26, 27, 28, 29, 30 }));
        QCOMPARE(b.connected, 31);
        QCOMPARE(b.busy, 32.5);
        QCOMPARE(int(b.serverCounters.size()), 2);
        QCOMPARE(b.serverCounter(QStringLiteral("Innodb_row_lock_waits"))->value, 33.5);
        QCOMPARE(b.serverCounter(QStringLiteral("Threads_running"))->value, 34.0);
    }

    // A mixed run: each group's intervals beside the total's (which stays what every reader reads), and the
    // groups' summaries inside the run's.
    void groupIntervalsAndSummariesRoundTrip()
    {
        ResultStore store;
        QVERIFY(!store.open(path("groups.sqlite")));
        const qint64 experiment = *store.createExperiment(QStringLiteral("g"), {});
        const qint64 runId = *store.beginRun(experiment, sampleSpec());
        IntervalSample a = sample(1), b = sample(1), total = sample(1);
        a.group = QStringLiteral("tpcc");
        a.transactions = 60;
        b.group = QStringLiteral("oltp_read_only");
        b.transactions = 41;
        QVERIFY(!store.appendInterval(runId, a)); // a group's sample goes to the groups' table
        QVERIFY(!store.appendGroupInterval(runId, b));
        QVERIFY(!store.appendInterval(runId, total));
        QCOMPARE(int(store.intervals(runId)->size()), 1);
        QVERIFY(store.intervals(runId)->at(0).group.isEmpty());
        const auto groups = store.groupIntervals(runId);
        QVERIFY(groups);
        QCOMPARE(int(groups->size()), 2);
        QCOMPARE(groups->at(0).group, QStringLiteral("tpcc"));
        QCOMPARE(groups->at(0).transactions, quint64(60));
        QCOMPARE(groups->at(1).group, QStringLiteral("oltp_read_only"));
        RunSummary summary;
        summary.transactions = 101;
        RunSummary g1, g2;
        g1.group = QStringLiteral("tpcc");
        g1.transactions = 60;
        g2.group = QStringLiteral("oltp_read_only");
        g2.transactions = 41;
        summary.groups = { g1, g2 };
        QVERIFY(!store.finishRun(runId, summary, RunStatus::Finished));
        const StoredRun run = *store.run(runId);
        QCOMPARE(int(run.summary.groups.size()), 2);
        QCOMPARE(run.summary.groups[1].group, QStringLiteral("oltp_read_only"));
        QCOMPARE(run.summary.groups[1].transactions, quint64(41));
        QVERIFY(run.summary.group.isEmpty());
        QVERIFY(!store.deleteRun(runId)); // cascades
        QVERIFY(store.groupIntervals(runId)->empty());
    }

    void incidentsRoundTrip()
    {
        ResultStore store;
        QVERIFY(!store.open(path("incidents.sqlite")));
        const qint64 experiment = *store.createExperiment(QStringLiteral("i"), {});
        const qint64 runId = *store.beginRun(experiment, sampleSpec());
        Incident late;
        late.timeSec = 9;
        late.reason = Incident::Reason::Stall;
        late.processlist = Incident::Part::NotAnswered;
        late.hostThreads = Incident::Part::Answered;
        late.threadStates = QJsonObject { { QStringLiteral("T"), 20 } };
        Incident early;
        early.timeSec = 4.5;
        early.processlist = Incident::Part::Answered;
        early.processlistRows = QJsonArray { QJsonObject { { QStringLiteral("state"), QStringLiteral("Waiting for table metadata lock") } } };
        QVERIFY(!store.appendIncident(runId, late));
        QVERIFY(!store.appendIncident(runId, early));
        const auto back = store.incidents(runId);
        QVERIFY(back);
        QCOMPARE(int(back->size()), 2);
        QCOMPARE(back->at(0).timeSec, 4.5); // in the order of their time
        QCOMPARE(back->at(0).waitingForLock(), 1);
        QCOMPARE(back->at(1).reason, Incident::Reason::Stall);
        QCOMPARE(back->at(1).processlist, Incident::Part::NotAnswered);
        QCOMPARE(back->at(1).threadStates.value(QStringLiteral("T")).toInt(), 20);
        QVERIFY(!store.deleteRun(runId)); // cascades
        QVERIFY(store.incidents(runId)->empty());
    }

    void version1StoreMigrates()
    {
        const QString file = path("version1.sqlite");
        {
            ResultStore store;
            QVERIFY(!store.open(file));
            const qint64 experiment = *store.createExperiment(QStringLiteral("old"), {});
            QVERIFY(!store.appendInterval(*store.beginRun(experiment, sampleSpec()), sample(1)));
        }
        {
            // Turn it back into version 1: the columns version 2 added go (SQLite 3.35 drops columns).
            QStringList downgrade;
            for (const char* column : { "target_rate", "backlog", "svc_count", "svc_min_ms", "svc_avg_ms", "svc_p50_ms",
                     "svc_p95_ms", "svc_p99_ms", "svc_p999_ms", "svc_max_ms", "svc_sum_ms", "connected", "busy",
                     "server_counters" })
                downgrade << QStringLiteral("ALTER TABLE intervals DROP COLUMN ") + QLatin1String(column);
            downgrade << QStringLiteral("DROP TABLE service_histograms") << QStringLiteral("DROP TABLE incidents")
                      << QStringLiteral("DROP TABLE group_intervals") << QStringLiteral("DROP TABLE group_histograms")
                      << QStringLiteral("PRAGMA user_version = 1");
            const QString failure = test::execOnSqliteFile(file, downgrade);
            QVERIFY2(failure.isEmpty(), qPrintable(failure));
        }
        ResultStore store;
        QVERIFY(!store.open(file));
        const StoredRun run = store.listRuns()->first();
        const IntervalSample back = store.intervals(run.id)->at(0);
        QCOMPARE(back.transactions, quint64(101));
        QCOMPARE(back.targetRate, 0.0);
        QCOMPARE(back.backlog, quint64(0));
        QCOMPARE(back.serviceLatency.count, quint64(0));
        QCOMPARE(back.connected, 0);
        // New intervals go into the migrated file.
        IntervalSample s = sample(2);
        s.targetRate = 10;
        QVERIFY(!store.appendInterval(run.id, s));
        QCOMPARE(store.intervals(run.id)->at(1).targetRate, 10.0);
    }

    void deleteCascades()
    {
        ResultStore store;
        QVERIFY(!store.open(path("delete.sqlite")));
        const qint64 experiment = *store.createExperiment(QStringLiteral("d"), {});
        const qint64 first = *store.beginRun(experiment, sampleSpec(0));
        const qint64 second = *store.beginRun(experiment, sampleSpec(1));
        QVERIFY(!store.appendInterval(first, sample(1)));
        QVERIFY(!store.appendInterval(second, sample(1)));
        QVERIFY(!store.setHistogram(first, { QStringLiteral("enc"), QByteArray("g") }, HistogramKind::Latency,
            QStringLiteral("g")));
        QVERIFY(!store.deleteRun(first));
        QVERIFY(store.histogram(first, HistogramKind::Latency, QStringLiteral("g"))->encoding.isEmpty());
        QCOMPARE(store.run(first).error().code, ErrorCode::OptionValueInvalid);
        QVERIFY(store.intervals(first)->empty());
        QCOMPARE(store.intervals(second)->size(), size_t(1));
        QVERIFY(!store.deleteExperiment(experiment));
        QVERIFY(store.listRuns()->isEmpty());
        QVERIFY(store.intervals(second)->empty());
        QVERIFY(store.deleteRun(12345));
    }

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
        QVERIFY(!store.findExperiment(QStringLiteral("same"), ExperimentPlan::identityOf(other),
                          &ExperimentPlan::identityOf)
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
    TestResultStore test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_resultstore.moc"
