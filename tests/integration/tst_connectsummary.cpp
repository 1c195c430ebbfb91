// SPDX-License-Identifier: GPL-3.0-or-later
// How a run's connections are reported, on both drivers against the suite's sandbox: the connect statistics of the
// summary (connected, failed attempts, latency), the connected and busy connections of every interval, the driver.
#include "engine/runner.h"
#include "support/testserver.h"
#include "workload/workloadregistry.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;
Q_DECLARE_METATYPE(sb::ClientDriver)

class TestConnectSummary : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;
    std::unique_ptr<Workload> m_workload;

    static void addDrivers()
    {
        QTest::addColumn<ClientDriver>("driver");
        QTest::newRow("threads") << ClientDriver::Threads;
        QTest::newRow("async") << ClientDriver::Async;
    }

    RunOptions options(ClientDriver driver, int connections) const
    {
        RunOptions o;
        o.threads = connections;
        o.driver = driver;
        o.driverThreads = 2;
        o.timeSec = 1.5;
        o.reportIntervalMs = 300;
        return o;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_profile = test::sandboxProfile(QStringLiteral("connstats_it"));
        auto workload = WorkloadRegistry::create(QStringLiteral("oltp_point_select"),
            { { QStringLiteral("tables"), QStringLiteral("1") },
                { QStringLiteral("table_size"), QStringLiteral("500") } });
        QVERIFY(workload.ok());
        m_workload = std::move(*workload);
        QVERIFY(!m_workload->prepare(m_profile, PrepareOptions {}));
    }

    void cleanupTestCase()
    {
        Session s;
        if (!s.connect(m_profile))
            s.execute(QStringLiteral("DROP DATABASE IF EXISTS connstats_it"));
    }

    void countsConnectedAndBusyConnections_data() { addDrivers(); }

    // With a think time ten times a transaction's, the connections are connected all along but mostly idle.
    void countsConnectedAndBusyConnections()
    {
        QFETCH(ClientDriver, driver);
        RunOptions o = options(driver, 6);
        o.thinkTimeMs = 20;
        o.thinkTime = ThinkTime::Constant;
        std::vector<IntervalSample> samples;
        Runner runner(m_profile, *m_workload, o);
        runner.setIntervalHandler([&](const IntervalSample& s) { samples.push_back(s); });
        const RunSummary r = runner.run();
        QCOMPARE(r.status, RunStatus::Finished);
        QVERIFY(samples.size() >= 3);
        for (const IntervalSample& s : samples) {
            QCOMPARE(s.connected, 6);
            QVERIFY2(s.busy >= 0 && s.busy < 6, qPrintable(QString::number(s.busy)));
        }
        QVERIFY(samples.front().busy > 0);
        QCOMPARE(r.connects.connected, quint64(6));
        QCOMPARE(r.connects.failures, quint64(0));
        QVERIFY(r.connects.meanMs > 0);
        QVERIFY(r.connects.p95Ms > 0);
        QVERIFY(r.connects.maxMs >= r.connects.meanMs);
        QCOMPARE(r.driver, QLatin1String(clientDriverName(driver)));
        QCOMPARE(r.driverThreads, driver == ClientDriver::Async ? 2 : 0);
    }

    void busyTimeFallsInTheIntervalsItSpans_data()
    {
        QTest::addColumn<ClientDriver>("driver");
        QTest::addColumn<double>("thinkMs");
        QTest::newRow("threads") << ClientDriver::Threads << 0.0;
        QTest::newRow("async") << ClientDriver::Async << 0.0;
        QTest::newRow("threads, think time") << ClientDriver::Threads << 200.0;
        QTest::newRow("async, think time") << ClientDriver::Async << 200.0;
    }

    // Transactions (a SELECT SLEEP) three times as long as the report interval, with and without think time: each
    // interval gets the busy time that fell inside it, so no interval shows more busy connections than there are,
    // one without a transaction ending is busy too, and the intervals' busy time adds up to the transactions' time.
    void busyTimeFallsInTheIntervalsItSpans()
    {
        QFETCH(ClientDriver, driver);
        QFETCH(double, thinkMs);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("sleep.sql"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("-- run\nSELECT SLEEP(0.3);\n");
        f.close();
        auto sleeping = WorkloadRegistry::create(QStringLiteral("script"), { { QStringLiteral("scripts"), path } });
        QVERIFY(sleeping.ok());
        QVERIFY(!(*sleeping)->prepare(m_profile, PrepareOptions {}));
        const int connections = 4;
        RunOptions o = options(driver, connections);
        o.timeSec = 2;
        o.reportIntervalMs = 100;
        o.thinkTimeMs = thinkMs;
        o.thinkTime = ThinkTime::Constant;
        std::vector<IntervalSample> samples;
        Runner runner(m_profile, **sleeping, o);
        runner.setIntervalHandler([&](const IntervalSample& s) { samples.push_back(s); });
        const RunSummary r = runner.run();
        QCOMPARE(r.status, RunStatus::Finished);
        QVERIFY2(r.transactions >= std::uint64_t(connections) * (thinkMs > 0 ? 2 : 4),
            qPrintable(QStringLiteral("%1 transactions, %2 errors").arg(r.transactions).arg(r.ignoredErrors)));
        QVERIFY(samples.size() >= 15);
        double busyMs = 0, lowest = connections, highest = 0;
        for (const IntervalSample& s : samples) {
            const bool last = &s == &samples.back();
            const QString what = QStringLiteral("busy %1 over %2 s at %3 s, %4 transactions ended")
                                     .arg(s.busy)
                                     .arg(s.intervalSec)
                                     .arg(s.timeSec)
                                     .arg(s.transactions);
            // A reading misses a transaction begun in the microseconds it takes; the next one has it.
            QVERIFY2(s.busy >= 0 && s.busy <= connections + 0.01, qPrintable(what));
            // The connections are in a SLEEP all along but for the round trips between two: busy in every interval,
            // most of which no transaction ends in (the old accounting said 0 there, 12 where four ended). Not the
            // last: it lasts until the last connection's transaction ended, the others have left by then.
            if (thinkMs == 0 && !last && s.intervalSec > 0.05)
                QVERIFY2(s.busy > connections * 0.8, qPrintable(what));
            busyMs += s.busy * s.intervalSec * 1000;
            highest = std::max(highest, s.busy);
            if (!last)
                lowest = std::min(lowest, s.busy);
        }
        // Every transaction ended before the run did (the last interval waits for them): their time is the busy time.
        const double transactionMs = r.latency.sumMs;
        qInfo("%llu transactions, %zu intervals, busy %.3f to %.3f of %d; %.1f ms busy in the intervals, %.1f ms in "
              "the transactions",
            static_cast<unsigned long long>(r.transactions), samples.size(), lowest, highest, connections, busyMs,
            transactionMs);
        QVERIFY2(std::abs(busyMs - transactionMs) < 0.01 * transactionMs,
            qPrintable(QStringLiteral("intervals %1 ms busy, transactions %2 ms").arg(busyMs).arg(transactionMs)));
    }
    void countsFailedConnects_data() { addDrivers(); }

    // An account allowed 2 connections at a time: of 4, at least one is refused; the summary of the failed run
    // counts both kinds.
    void countsFailedConnects()
    {
        QFETCH(ClientDriver, driver);
        Session admin;
        QVERIFY(!admin.connect(test::sandboxAdminProfile()));
        QVERIFY(!admin.execute(QStringLiteral("CREATE USER IF NOT EXISTS 'two'@'%' IDENTIFIED BY 'two' "
                                              "WITH MAX_USER_CONNECTIONS 2")));
        QVERIFY(!admin.execute(QStringLiteral("GRANT SELECT ON connstats_it.* TO 'two'@'%'")));
        ServerProfile limited = m_profile;
        limited.user = QStringLiteral("two");
        limited.password = QStringLiteral("two");
        Runner runner(limited, *m_workload, options(driver, 4));
        const RunSummary r = runner.run();
        QCOMPARE(r.status, RunStatus::Failed);
        QVERIFY2(r.connects.failures >= 2 && r.connects.connected <= 2,
            qPrintable(QStringLiteral("%1 connected, %2 failed").arg(r.connects.connected).arg(r.connects.failures)));
        QCOMPARE(r.connects.connected + r.connects.failures, quint64(4));
        QCOMPARE(r.driver, QLatin1String(clientDriverName(driver)));
        admin.execute(QStringLiteral("DROP USER IF EXISTS 'two'@'%'"));
    }
};

QTEST_GUILESS_MAIN(TestConnectSummary)
#include "tst_connectsummary.moc"
