// SPDX-License-Identifier: GPL-3.0-or-later
// How a run's connections are reported, on both drivers against the suite's sandbox: the connect statistics of the
// summary (connected, failed attempts, latency), the connected and busy connections of every interval, the driver.
#include "engine/runner.h"
#include "testserver.h"
#include "workload/workloadregistry.h"

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
