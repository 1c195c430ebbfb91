// SPDX-License-Identifier: GPL-3.0-or-later
// web_mix against a real server: the dataset meets its size target, and more than 90% of what the server counts
// as statements of the run are SELECTs, as the workload says.
#include "engine/runner.h"
#include "support/testserver.h"
#include "workload/webmixworkload.h"
#include "workload/workloadregistry.h"

#include <QTest>

using namespace sb;
Q_DECLARE_METATYPE(sb::ClientDriver)

namespace {

const QStringList kCounters { QStringLiteral("Com_select"), QStringLiteral("Com_insert"), QStringLiteral("Com_update"),
    QStringLiteral("Com_delete") };

} // namespace

class TestWebMixWorkload : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;
    std::unique_ptr<Workload> m_workload;

private Q_SLOTS:
    void initTestCase()
    {
        m_profile = test::sandboxProfile(QStringLiteral("webmix_it"));
        auto created = WorkloadRegistry::create(
            QStringLiteral("web_mix"), { { QStringLiteral("size_mb"), QStringLiteral("20") } });
        QVERIFY(created.ok());
        m_workload = std::move(*created);
    }

    void cleanupTestCase()
    {
        Session s;
        if (m_workload && !s.connect(m_profile))
            m_workload->cleanup(s, nullptr, nullptr);
    }

    void prepareMeetsTheSizeTarget()
    {
        PrepareOptions prepare;
        prepare.recreate = true;
        qint64 lastDone = 0, lastTotal = -1;
        prepare.progress = [&](qint64 done, qint64 total) {
            lastDone = done;
            lastTotal = total;
        };
        const Error e = m_workload->prepare(m_profile, prepare);
        QVERIFY2(!e, qPrintable(e.context + QStringLiteral(": ") + e.detail));
        const PrepareStats stats = m_workload->prepareStats();
        QCOMPARE(lastDone, lastTotal);
        QCOMPARE(stats.rows, lastTotal);
        Session s;
        QVERIFY(!s.connect(m_profile));
        qint64 rows = 0;
        for (const QString& table : WebMixWorkload::tableNames())
            rows += s.scalar(QStringLiteral("SELECT COUNT(*) FROM ") + table)->toLongLong();
        QCOMPARE(rows, stats.rows);
        const double mb = double(stats.bytes) / 1048576.0;
        qInfo("web_mix size_mb=20: %lld rows, %.1f MB (data + indexes)", stats.rows, mb);
        QVERIFY2(mb > 15.0 && mb < 25.0, qPrintable(QStringLiteral("%1 MB for a 20 MB target").arg(mb)));
        QCOMPARE(
            *s.scalar(QStringLiteral("SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA='webmix_it' "
                                     "AND TABLE_COMMENT='created by scalebench'")),
            QStringLiteral("3"));
    }

    void moreThanNinetyPercentOfTheStatementsAreSelects_data()
    {
        QTest::addColumn<ClientDriver>("driver");
        QTest::newRow("threads") << ClientDriver::Threads;
        QTest::newRow("async") << ClientDriver::Async;
    }

    void moreThanNinetyPercentOfTheStatementsAreSelects()
    {
        QFETCH(ClientDriver, driver);
        Session control;
        QVERIFY(!control.connect(m_profile));
        const test::Counts before = test::counters(control, kCounters);
        RunOptions o;
        o.threads = 2;
        o.driver = driver;
        o.timeSec = 2;
        o.reportIntervalMs = 0;
        Runner runner(m_profile, *m_workload, o);
        const RunSummary r = runner.run();
        const test::Counts d = test::minus(test::counters(control, kCounters), before);
        QVERIFY2(r.status == RunStatus::Finished, qPrintable(r.error.detail));
        QVERIFY(r.transactions > 100);
        const qint64 selects = d.value(QStringLiteral("Com_select"));
        const qint64 writes = d.value(QStringLiteral("Com_insert")) + d.value(QStringLiteral("Com_update"))
            + d.value(QStringLiteral("Com_delete"));
        const double share = double(selects) / double(selects + writes);
        qInfo("web_mix: %lld SELECTs, %lld writes on the server: %.1f%% SELECTs", selects, writes, share * 100);
        QVERIFY2(share > 0.90, qPrintable(test::show(d)));
        QVERIFY(writes > 0); // a few writes, not none
        // What the run says it sent is what the server counted (the run's own checks add a few SELECTs).
        QCOMPARE(writes, qint64(r.writes));
        QVERIFY2(selects >= qint64(r.reads) && selects - qint64(r.reads) < 10, qPrintable(test::show(d)));
    }
};

QTEST_GUILESS_MAIN(TestWebMixWorkload)
#include "tst_webmixworkload.moc"
