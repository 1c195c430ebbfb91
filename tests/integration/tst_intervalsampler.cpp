// SPDX-License-Identifier: GPL-3.0-or-later
// The busy connections of every interval against the suite's sandbox, on both drivers, with transactions (a
// SELECT SLEEP) three times as long as the report interval, with and without think time: each interval gets the
// busy time that fell inside it, so no interval shows more busy connections than there are, one without a
// transaction ending is busy too, and the intervals' busy time adds up to the transactions' time.
#include "engine/runner.h"
#include "testserver.h"
#include "workload/workloadregistry.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;
Q_DECLARE_METATYPE(sb::ClientDriver)

class TestIntervalSampler : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;
    QTemporaryDir m_dir;
    std::unique_ptr<Workload> m_workload;

private Q_SLOTS:
    void initTestCase()
    {
        m_profile = test::sandboxProfile(QStringLiteral("intervalsampler_it"));
        QVERIFY(m_dir.isValid());
        const QString path = m_dir.filePath(QStringLiteral("sleep.sql"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("-- run\nSELECT SLEEP(0.3);\n");
        f.close();
        auto workload = WorkloadRegistry::create(QStringLiteral("script"), { { QStringLiteral("scripts"), path } });
        QVERIFY(workload.ok());
        m_workload = std::move(*workload);
        QVERIFY(!m_workload->prepare(m_profile, PrepareOptions {}));
    }

    void cleanupTestCase()
    {
        Session s;
        if (!s.connect(m_profile))
            s.execute(QStringLiteral("DROP DATABASE IF EXISTS intervalsampler_it"));
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

    void busyTimeFallsInTheIntervalsItSpans()
    {
        QFETCH(ClientDriver, driver);
        QFETCH(double, thinkMs);
        const int connections = 4;
        RunOptions o;
        o.threads = connections;
        o.driver = driver;
        o.driverThreads = 2;
        o.timeSec = 2;
        o.reportIntervalMs = 100;
        o.thinkTimeMs = thinkMs;
        o.thinkTime = ThinkTime::Constant;
        std::vector<IntervalSample> samples;
        Runner runner(m_profile, *m_workload, o);
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
};

QTEST_GUILESS_MAIN(TestIntervalSampler)
#include "tst_intervalsampler.moc"
