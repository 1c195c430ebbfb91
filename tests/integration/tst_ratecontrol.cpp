// SPDX-License-Identifier: GPL-3.0-or-later
// Open-loop runs (--rate) against the suite's sandbox: the rate is kept when the server can, latency from the
// intended start then matches the service time; far above capacity the backlog and the intended-start latency grow
// while the service time does not, and past the maximum backlog the run stops and says why.
#include "engine/runner.h"
#include "support/testserver.h"
#include "workload/workloadregistry.h"

#include <QTest>

using namespace sb;

class TestRateControl : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;
    std::unique_ptr<Workload> m_workload;
    double m_unlimitedTps = 0;
    double m_unlimitedP95 = 0;

    RunSummary run(RunOptions o, std::vector<IntervalSample>* intervals)
    {
        o.threads = 4;
        o.seed = 20261130;
        o.reportIntervalMs = 1000;
        Runner runner(m_profile, *m_workload, o);
        runner.setIntervalHandler([intervals](const IntervalSample& s) {
            if (!s.warmup)
                intervals->push_back(s);
        });
        return runner.run();
    }

    static QString describe(const IntervalSample& s)
    {
        return QStringLiteral("t=%1 tps=%2 p95=%3 service p95=%4 backlog=%5")
            .arg(s.timeSec)
            .arg(s.tps())
            .arg(s.latency.p95Ms)
            .arg(s.serviceLatency.p95Ms)
            .arg(s.backlog);
    }

    // What a run at `rate`, well below capacity, got wrong; empty when nothing.
    static QString belowCapacityProblem(
        const RunSummary& r, const std::vector<IntervalSample>& intervals, double rate, double tolerance)
    {
        if (r.status != RunStatus::Finished || r.targetRate != rate)
            return QStringLiteral("status %1, target %2").arg(int(r.status)).arg(r.targetRate);
        if (std::abs(r.tps() / rate - 1) >= tolerance)
            return QStringLiteral("%1 tps").arg(r.tps());
        if (intervals.size() < 4)
            return QStringLiteral("%1 intervals").arg(intervals.size());
        for (const IntervalSample& s : intervals) {
            if (s.targetRate != rate || s.serviceLatency.count == 0 || s.backlog >= 50)
                return describe(s);
        }
        // Nothing waits: the latency from the intended start is the service time plus a wake-up. On a shared
        // 2-core machine a wake-up can take a scheduler tick, hence the absolute allowance.
        const double intended = r.latency.p95Ms, service = r.serviceLatency.p95Ms;
        if (intended < service * 0.99 || (intended >= 1.5 * service && intended - service >= 5.0) || r.backlogPeak >= 50)
            return QStringLiteral("intended p95 %1 ms, service p95 %2 ms, backlog peak %3")
                .arg(intended)
                .arg(service)
                .arg(r.backlogPeak);
        return QString();
    }

    // What a run far above capacity got wrong; empty when nothing.
    QString aboveCapacityProblem(const RunSummary& r, const std::vector<IntervalSample>& intervals) const
    {
        if (r.status != RunStatus::Finished || intervals.size() < 4)
            return QStringLiteral("status %1, %2 intervals").arg(int(r.status)).arg(intervals.size());
        QStringList log;
        for (const IntervalSample& s : intervals)
            log << describe(s);
        const IntervalSample& first = intervals.front();
        const IntervalSample& last
            = intervals.back().intervalSec > 0.5 ? intervals.back() : intervals[intervals.size() - 2];
        if (!(first.backlog > 0 && last.backlog > first.backlog) || last.latency.p95Ms <= 5 * last.serviceLatency.p95Ms
            || last.latency.p95Ms <= first.latency.p95Ms)
            return log.join(QLatin1Char('\n'));
        // The server works as hard as closed loop with the same clients: its service time stays where it was.
        if (r.serviceLatency.p95Ms >= 3 * m_unlimitedP95 + 2.0)
            return QStringLiteral("service p95 %1 ms, closed loop p95 %2 ms").arg(r.serviceLatency.p95Ms).arg(m_unlimitedP95);
        if (!(r.backlog > 0 && r.backlogPeak >= r.backlog))
            return QStringLiteral("backlog %1, peak %2").arg(r.backlog).arg(r.backlogPeak);
        return QString();
    }

    // Both open-loop checks assume the clients get the CPU they need: on a machine loaded far past its cores (CI saw
    // load 32 on 2) a client not scheduled for a second starts its arrivals late and the timer's intervals run long.
    // So a run that breaks a check is tried again, up to three times; a fault of the rate control breaks every try.
    template <typename Problem>
    static void holdsInOneOfThree(const Problem& problem)
    {
        QString last;
        for (int attempt = 1; attempt <= 3; ++attempt) {
            last = problem();
            if (last.isEmpty())
                return;
            qInfo("attempt %d of 3: %s", attempt, qPrintable(last));
        }
        QFAIL(qPrintable(last));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_profile = test::sandboxProfile(QStringLiteral("rate_it"));
        auto workload = WorkloadRegistry::create(QStringLiteral("oltp_point_select"),
            { { QStringLiteral("tables"), QStringLiteral("1") },
                { QStringLiteral("table_size"), QStringLiteral("10000") } });
        QVERIFY(workload.ok());
        m_workload = std::move(*workload);
        PrepareOptions prepare;
        prepare.recreate = true;
        QVERIFY(!m_workload->prepare(m_profile, prepare));

        // This machine's capacity, closed loop, with the same 4 clients.
        RunOptions o;
        o.timeSec = 3;
        o.warmupSec = 1;
        std::vector<IntervalSample> intervals;
        const RunSummary r = run(o, &intervals);
        QCOMPARE(r.status, RunStatus::Finished);
        m_unlimitedTps = r.tps();
        m_unlimitedP95 = r.latency.p95Ms;
        QVERIFY2(m_unlimitedTps > 400, qPrintable(QString::number(m_unlimitedTps)));
        qInfo("closed loop: %.0f tps, p95 %.3f ms", m_unlimitedTps, m_unlimitedP95);
    }

    void cleanupTestCase()
    {
        Session control;
        if (m_workload && !control.connect(m_profile))
            m_workload->cleanup(control);
    }

    void keepsARateWellBelowCapacity_data()
    {
        QTest::addColumn<int>("arrivals");
        QTest::addColumn<double>("tolerance");
        // Constant arrivals: 1,000 in 5 s, exactly. Poisson: the count itself varies by sqrt(1000) = 3.2%;
        // 12% is almost 4 of those.
        QTest::newRow("constant") << int(RateArrivals::Constant) << 0.03;
        QTest::newRow("poisson") << int(RateArrivals::Poisson) << 0.12;
    }

    void keepsARateWellBelowCapacity()
    {
        QFETCH(int, arrivals);
        QFETCH(double, tolerance);
        const double rate = 200;
        QVERIFY2(m_unlimitedTps > 3 * rate, "the machine is too slow for this test's rate");
        holdsInOneOfThree([&] {
            RunOptions o;
            o.timeSec = 5;
            o.rate = rate;
            o.rateArrivals = RateArrivals(arrivals);
            std::vector<IntervalSample> intervals;
            const RunSummary r = run(o, &intervals);
            qInfo("%.0f tx/s asked: %.1f tps, p95 %.3f ms from the intended start, %.3f ms service, backlog peak %llu",
                rate, r.tps(), r.latency.p95Ms, r.serviceLatency.p95Ms, qulonglong(r.backlogPeak));
            return belowCapacityProblem(r, intervals, rate, tolerance);
        });
    }

    void aboveCapacityTheBacklogAndLatencyGrowButNotTheServiceTime()
    {
        holdsInOneOfThree([&] {
            RunOptions o;
            o.timeSec = 5;
            o.rate = 10 * m_unlimitedTps; // the maximum backlog (10 s of arrivals) is not reached in 5 s
            std::vector<IntervalSample> intervals;
            const RunSummary r = run(o, &intervals);
            return aboveCapacityProblem(r, intervals);
        });
    }

    void stopsWhenTheBacklogPassesItsMaximum()
    {
        RunOptions o;
        o.timeSec = 30;
        o.rate = 10 * m_unlimitedTps;
        o.rateMaxBacklog = std::uint64_t(2 * m_unlimitedTps); // passed after about 0.2 s
        std::vector<IntervalSample> intervals;
        QElapsedTimer timer;
        timer.start();
        const RunSummary r = run(o, &intervals);
        qInfo("stopped after %.2f s, backlog %lld > %llu", r.durationSec, r.error.value, qulonglong(o.rateMaxBacklog));
        QCOMPARE(r.status, RunStatus::Failed);
        QCOMPARE(r.error.code, ErrorCode::RateNotSustained);
        QVERIFY2(std::uint64_t(r.error.value) > o.rateMaxBacklog, qPrintable(QString::number(r.error.value)));
        QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(r.transactions > 0); // what ran is kept
        QVERIFY(r.backlog > o.rateMaxBacklog);
    }
};

QTEST_GUILESS_MAIN(TestRateControl)
#include "tst_ratecontrol.moc"
