// SPDX-License-Identifier: GPL-3.0-or-later
// ResultStore's round trips: what a run, its intervals, groups, incidents and errors are written as comes back the
// same, older files migrate, deletes cascade. Opening files (damaged, locked, read-only, killed writers) is
// tst_resultstorefile.
#include "sqlitefile.h"
#include "store/resultstore.h"
#include "support/storesample.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;
using namespace sb::test;

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
        QCOMPARE(*store.finishedRunIndexes(experiment), QSet<int> { 3 });
    }

    // A mixed run's groups keep their own histograms beside the merged one, by group and kind.
    void groupHistogramsRoundTrip()
    {
        ResultStore store;
        QVERIFY(!store.open(path("histograms.sqlite")));
        const qint64 runId = *store.beginRun(*store.createExperiment(QStringLiteral("h"), {}), sampleSpec());
        QVERIFY(
            !store.setHistogram(runId, StoredHistogram { QStringLiteral("test-v1"), QByteArray("\x01\x00\x02", 3) }));
        QVERIFY(!store.setHistogram(
            runId, { QStringLiteral("enc"), QByteArray("tpcc") }, HistogramKind::Latency, QStringLiteral("tpcc")));
        QVERIFY(!store.setHistogram(runId, { QStringLiteral("enc"), QByteArray("ro") }, HistogramKind::Latency,
            QStringLiteral("oltp_read_only")));
        QVERIFY(!store.setHistogram(runId, { QStringLiteral("enc"), QByteArray("ro-service") }, HistogramKind::Service,
            QStringLiteral("oltp_read_only")));
        QCOMPARE(store.histogram(runId, HistogramKind::Latency, QStringLiteral("tpcc"))->data, QByteArray("tpcc"));
        QCOMPARE(
            store.histogram(runId, HistogramKind::Latency, QStringLiteral("oltp_read_only"))->data, QByteArray("ro"));
        QCOMPARE(store.histogram(runId, HistogramKind::Service, QStringLiteral("oltp_read_only"))->data,
            QByteArray("ro-service"));
        QVERIFY(store.histogram(runId, HistogramKind::Service, QStringLiteral("tpcc"))->encoding.isEmpty());
        QCOMPARE(store.histogram(runId)->data, QByteArray("\x01\x00\x02", 3));
    }

    // A failed run keeps its error's code, server code and value; the filters pick runs by status, CPUs, experiment
    // and threads.
    void failedRunAndFilters()
    {
        ResultStore store;
        QVERIFY(!store.open(path("failed.sqlite")));
        const qint64 experiment = *store.createExperiment(QStringLiteral("f"), {});
        const qint64 finishedId = *store.beginRun(experiment, sampleSpec(3));
        QVERIFY(!store.finishRun(finishedId, RunSummary(), RunStatus::Finished));
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

    // A server's restart (schema 9), and how it marks the intervals around it.
    void runEventsRoundTrip()
    {
        ResultStore store;
        QVERIFY(!store.open(path("events.sqlite")));
        const qint64 experiment = *store.createExperiment(QStringLiteral("e"), {});
        const qint64 runId = *store.beginRun(experiment, sampleSpec());
        RunEvent restart { 5.2, QLatin1String(RunEvent::kServerRestarted),
            { { QStringLiteral("down_sec"), 3.9 }, { QStringLiteral("new_pid"), 4242 } } };
        QVERIFY(!store.appendRunEvent(runId, restart));
        const auto back = store.runEvents(runId);
        QVERIFY(back);
        QCOMPARE(int(back->size()), 1);
        QCOMPARE(back->at(0).timeSec, 5.2);
        QCOMPARE(back->at(0).kind, QStringLiteral("server-restarted"));
        QCOMPARE(back->at(0).detail.value(QStringLiteral("new_pid")).toInt(), 4242);
        QCOMPARE(RunEvent::fromJson(restart.toJson()).detail, restart.detail);
        // Intervals of 0.5 s: before the old server went, while it was gone (3.9 to 5.2), after the new one answered.
        QCOMPARE(RunEvent::intervalMark(*back, 3.5, 0.5), QString());
        QCOMPARE(RunEvent::intervalMark(*back, 4.0, 0.5), QStringLiteral("gap"));
        QCOMPARE(RunEvent::intervalMark(*back, 5.5, 0.5), QStringLiteral("gap"));
        QCOMPARE(RunEvent::intervalMark(*back, 6.0, 0.5), QStringLiteral("cold"));
        QVERIFY(!store.deleteRun(runId)); // cascades
        QVERIFY(store.runEvents(runId)->empty());
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
                      << QStringLiteral("DROP TABLE run_events") << QStringLiteral("PRAGMA user_version = 1");
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
};

QTEST_GUILESS_MAIN(TestResultStore)
#include "tst_resultstore.moc"
