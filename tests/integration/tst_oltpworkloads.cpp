// SPDX-License-Identifier: GPL-3.0-or-later
// Every OLTP workload against a real server: prepare -> run -> cleanup, the statements per transaction checked
// through the server's own counters against the sysbench scripts and against sysbench itself.
#include "support/timescale.h"
#include "support/testserver.h"

#include "engine/runner.h"
#include "workload/workloadregistry.h"

#include <QStandardPaths>
#include <QTest>

using namespace sb;
Q_DECLARE_METATYPE(sb::ClientDriver)

namespace {

const QStringList kCounters { QStringLiteral("Com_select"), QStringLiteral("Com_update"), QStringLiteral("Com_insert"),
    QStringLiteral("Com_delete"), QStringLiteral("Com_begin"), QStringLiteral("Com_commit"),
    QStringLiteral("Com_stmt_execute") };

using test::Counts;
using test::minus;
using test::show;

Counts snapshot(Session& s)
{
    return test::counters(s, kCounters + QStringList { QStringLiteral("Questions") });
}

} // namespace

class TestOltpWorkloads : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;
    QMap<QString, QString> m_options { { QStringLiteral("tables"), QStringLiteral("2") },
        { QStringLiteral("table_size"), QStringLiteral("2000") } };

    // Server counter deltas of one run of `events` transactions by ScaleBench.
    Counts runOurs(const Workload& workload, int events, RunSummary* summary, ClientDriver driver)
    {
        Session control;
        control.connect(m_profile);
        const Counts before = snapshot(control);
        RunOptions o;
        o.threads = 1;
        o.driver = driver;
        o.timeSec = 0;
        o.events = std::uint64_t(events);
        o.reportIntervalMs = 0;
        Runner runner(m_profile, workload, o);
        *summary = runner.run();
        return minus(snapshot(control), before);
    }

    Counts runSysbench(const QString& name, int events)
    {
        Session control;
        control.connect(m_profile);
        const Counts before = snapshot(control);
        QProcess p;
        p.start(QStandardPaths::findExecutable(QStringLiteral("sysbench")),
            { name, QStringLiteral("--mysql-socket=") + m_profile.socket, QStringLiteral("--mysql-user=") + m_profile.user,
                QStringLiteral("--mysql-password=") + m_profile.password, QStringLiteral("--mysql-db=") + m_profile.database,
                QStringLiteral("--tables=2"), QStringLiteral("--table-size=2000"), QStringLiteral("--threads=1"),
                QStringLiteral("--time=0"), QStringLiteral("--events=%1").arg(events), QStringLiteral("run") });
        p.waitForFinished(test::scaledMs(120000));
        if (p.exitCode() != 0)
            qWarning("sysbench: %s", p.readAllStandardError().constData());
        return minus(snapshot(control), before);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_profile = test::sandboxProfile(QStringLiteral("oltp_it"));
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("sysbench")).isEmpty(),
            "sysbench is needed for the comparison: packaging/install-deps.sh installs it");
    }

    void statementsPerTransactionMatchSysbench_data()
    {
        QTest::addColumn<QString>("name");
        // Expected per transaction: select, update, insert, delete, begin, commit (from the sysbench 1.0 scripts).
        QTest::addColumn<QList<int>>("expected");
        QTest::newRow("oltp_read_only") << "oltp_read_only" << QList<int> { 14, 0, 0, 0, 1, 1 };
        QTest::newRow("oltp_read_write") << "oltp_read_write" << QList<int> { 14, 2, 1, 1, 1, 1 };
        QTest::newRow("oltp_write_only") << "oltp_write_only" << QList<int> { 0, 2, 1, 1, 1, 1 };
        QTest::newRow("oltp_point_select") << "oltp_point_select" << QList<int> { 1, 0, 0, 0, 0, 0 };
        QTest::newRow("oltp_update_index") << "oltp_update_index" << QList<int> { 0, 1, 0, 0, 0, 0 };
        QTest::newRow("oltp_update_non_index") << "oltp_update_non_index" << QList<int> { 0, 1, 0, 0, 0, 0 };
        QTest::newRow("oltp_insert") << "oltp_insert" << QList<int> { 0, 0, 1, 0, 0, 0 };
        QTest::newRow("oltp_delete") << "oltp_delete" << QList<int> { 0, 0, 0, 1, 0, 0 };
        QTest::newRow("select_random_points") << "select_random_points" << QList<int> { 1, 0, 0, 0, 0, 0 };
        QTest::newRow("select_random_ranges") << "select_random_ranges" << QList<int> { 1, 0, 0, 0, 0, 0 };
    }

    void statementsPerTransactionMatchSysbench()
    {
        QFETCH(QString, name);
        QFETCH(QList<int>, expected);
        auto workload = WorkloadRegistry::create(name, m_options);
        QVERIFY(workload.ok());
        PrepareOptions prepare;
        prepare.threads = 2;
        qint64 lastDone = -1, lastTotal = -1;
        prepare.progress = [&](qint64 done, qint64 total) {
            lastDone = done;
            lastTotal = total;
        };
        QVERIFY2(!(*workload)->prepare(m_profile, prepare), "prepare failed");
        QCOMPARE(lastTotal, qint64(4000));
        QCOMPARE(lastDone, qint64(4000));

        // Two runs of different length: their difference has no per-run overhead (connects, checks), so it is
        // exactly what the transactions sent. Both drivers run the same workload code and must send the same.
        const int small = 20, large = 120;
        Counts perTrx;
        for (const ClientDriver driver : { ClientDriver::Threads, ClientDriver::Async }) {
            RunSummary s1, s2;
            const Counts a = runOurs(**workload, small, &s1, driver);
            const Counts b = runOurs(**workload, large, &s2, driver);
            QCOMPARE(s1.status, RunStatus::Finished);
            QCOMPARE(s2.status, RunStatus::Finished);
            QCOMPARE(s2.transactions, std::uint64_t(large));
            perTrx = minus(b, a);
            for (auto& v : perTrx)
                v /= (large - small);
            for (int i = 0; i < 6; ++i)
                QVERIFY2(perTrx.value(kCounters[i]) == expected[i],
                    qPrintable(QStringLiteral("%1 driver, %2: %3 per transaction, expected %4 (%5)")
                                   .arg(QLatin1String(clientDriverName(driver)), kCounters[i])
                                   .arg(perTrx.value(kCounters[i]))
                                   .arg(expected[i])
                                   .arg(show(perTrx))));
        }

        const Counts sa = runSysbench(name, small);
        const Counts sbDelta = runSysbench(name, large);
        Counts sysbenchPerTrx = minus(sbDelta, sa);
        for (auto& v : sysbenchPerTrx)
            v /= (large - small);
        for (const QString& counter : kCounters)
            QVERIFY2(perTrx.value(counter) == sysbenchPerTrx.value(counter),
                qPrintable(QStringLiteral("%1: ScaleBench %2, sysbench %3 per transaction")
                               .arg(counter)
                               .arg(perTrx.value(counter))
                               .arg(sysbenchPerTrx.value(counter))));

        Session s;
        QVERIFY(!s.connect(m_profile));
        QStringList dropped;
        QVERIFY(!(*workload)->cleanup(s, &dropped, nullptr));
        QCOMPARE(dropped, (QStringList { QStringLiteral("sbtest1"), QStringLiteral("sbtest2") }));
        QCOMPARE(*s.scalar(QStringLiteral("SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA='oltp_it'")),
            QStringLiteral("0"));
    }

    void reportedQueriesMatchTheServersQuestions_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("threads");
        QTest::addColumn<ClientDriver>("driver");
        QTest::newRow("oltp_read_write, 4 threads") << "oltp_read_write" << 4 << ClientDriver::Threads;
        QTest::newRow("oltp_point_select, 8 threads") << "oltp_point_select" << 8 << ClientDriver::Threads;
        QTest::newRow("oltp_read_write, 4 connections, async") << "oltp_read_write" << 4 << ClientDriver::Async;
        QTest::newRow("oltp_point_select, 64 connections, async") << "oltp_point_select" << 64 << ClientDriver::Async;
    }

    void reportedQueriesMatchTheServersQuestions()
    {
        QFETCH(QString, name);
        QFETCH(int, threads);
        QFETCH(ClientDriver, driver);
        auto workload = WorkloadRegistry::create(name, m_options);
        QVERIFY(workload.ok());
        PrepareOptions prepare;
        QVERIFY(!(*workload)->prepare(m_profile, prepare));
        Session control;
        QVERIFY(!control.connect(m_profile));
        const qint64 before = test::status(control, QStringLiteral("Questions"));
        RunOptions o;
        o.threads = threads;
        o.driver = driver;
        o.driverThreads = 2;
        o.timeSec = 2;
        o.reportIntervalMs = 500;
        int intervals = 0;
        Runner runner(m_profile, **workload, o);
        runner.setIntervalHandler([&](const IntervalSample&) { ++intervals; });
        const RunSummary r = runner.run();
        const qint64 questions = test::status(control, QStringLiteral("Questions")) - before;
        QCOMPARE(r.status, RunStatus::Finished);
        QVERIFY(intervals >= 3);
        QVERIFY(r.queries() > 1000);
        const double gap = std::abs(double(questions) - double(r.queries())) / double(questions);
        QVERIFY2(gap < 0.01, qPrintable(QStringLiteral("reported %1 queries, server counted %2").arg(r.queries()).arg(questions)));
        QVERIFY(!(*workload)->cleanup(control));
    }
};

QTEST_GUILESS_MAIN(TestOltpWorkloads)
#include "tst_oltpworkloads.moc"
