// SPDX-License-Identifier: GPL-3.0-or-later
// When a run has an incident (core/collectors): throughput under half the running median for three intervals in a
// row, or the stall watchdog; once per episode. And the --server-counters list, and rates between two readings.
#include "collectors/incidentdetector.h"
#include "collectors/servercounterset.h"
#include "collectors/serverwatch.h"
#include "engine/intervalsample.h"

#include <QTest>

using namespace sb;

namespace {
IntervalSample interval(double t, std::uint64_t transactions, double notAnswering = 0, bool warmup = false)
{
    IntervalSample s;
    s.timeSec = t;
    s.intervalSec = 1;
    s.transactions = transactions;
    s.notAnsweringSec = notAnswering;
    s.warmup = warmup;
    return s;
}
}

class TestIncidentDetector : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void threeLowIntervalsRaiseOneIncident()
    {
        IncidentDetector d;
        int t = 0;
        for (std::uint64_t tx : { 1000, 1100, 900, 1000 })
            QVERIFY(!d.feed(interval(++t, tx)));
        QVERIFY(!d.feed(interval(++t, 400)));
        QVERIFY(!d.feed(interval(++t, 10)));
        const auto raised = d.feed(interval(++t, 0));
        QVERIFY(raised);
        QCOMPARE(raised->reason, Incident::Reason::Throughput);
        QCOMPARE(raised->lowIntervals, 3);
        QCOMPARE(raised->medianTps, 1000.0);
        QCOMPARE(raised->timeSec, 7.0);
        QVERIFY(!d.feed(interval(++t, 0))); // the same episode
        QVERIFY(!d.feed(interval(++t, 1000))); // recovered
        for (int i = 0; i < 2; ++i)
            QVERIFY(!d.feed(interval(++t, 100)));
        QVERIFY(d.feed(interval(++t, 100))); // a new episode
    }

    void aDipOfTwoIntervalsOrAtHalfIsNone()
    {
        IncidentDetector d;
        int t = 0;
        for (std::uint64_t tx : { 1000, 1000, 1000, 100, 100, 1000, 500, 500, 500, 500 })
            QVERIFY(!d.feed(interval(++t, tx))); // 500 is not under half of 1000
    }

    void warmupAndTooLittleHistoryAreNotJudged()
    {
        IncidentDetector d;
        QVERIFY(!d.feed(interval(-2, 0, 0, true)));
        QVERIFY(!d.feed(interval(-1, 0, 0, true)));
        QVERIFY(!d.feed(interval(1, 1000)));
        for (int t = 2; t < 6; ++t)
            QVERIFY(!d.feed(interval(t, 1))); // the median needs three intervals first; 1 is the history then
    }

    void theStallWatchdogRaisesAtOnce()
    {
        IncidentDetector d;
        const auto raised = d.feed(interval(1, 0, 10.5));
        QVERIFY(raised);
        QCOMPARE(raised->reason, Incident::Reason::Stall);
        QCOMPARE(raised->notAnsweringSec, 10.5);
        QVERIFY(!d.feed(interval(2, 0, 11.5)));
    }

    void counterLists()
    {
        QCOMPARE(*ServerCounterSet::parse(QStringLiteral("default"), {}), ServerCounterSet::defaultNames());
        QCOMPARE(*ServerCounterSet::parse({}, {}), ServerCounterSet::defaultNames());
        QVERIFY(ServerCounterSet::parse(QStringLiteral("none"), {})->isEmpty());
        const auto more = ServerCounterSet::parse(QStringLiteral("Com_select, default"), {});
        QCOMPARE(more->first(), QStringLiteral("Com_select"));
        QCOMPARE(more->size(), ServerCounterSet::defaultNames().size() + 1);
        const auto bad = ServerCounterSet::parse(QStringLiteral("Com_select;DROP"), QStringLiteral("--server-counters"));
        QVERIFY(!bad);
        QCOMPARE(bad.error().code, ErrorCode::OptionValueInvalid);
        QCOMPARE(bad.error().detail, QStringLiteral("Com_select;DROP"));
        QVERIFY(ServerCounterSet::isLevel(QStringLiteral("Threads_running")));
        QVERIFY(!ServerCounterSet::isLevel(QStringLiteral("Innodb_row_lock_waits")));
    }

    void ratesPerSecondAndLevels()
    {
        using Reading = ServerStatusSampler::Reading;
        const auto t0 = std::chrono::steady_clock::time_point(std::chrono::seconds(100));
        Reading a { 1, t0, { { QStringLiteral("Innodb_row_lock_waits"), 100 }, { QStringLiteral("Threads_running"), 3 } } };
        Reading b { 2, t0 + std::chrono::milliseconds(500),
            { { QStringLiteral("Innodb_row_lock_waits"), 150 }, { QStringLiteral("Threads_running"), 7 } } };
        const auto r = ServerWatch::rates(a, b,
            { QStringLiteral("Threads_running"), QStringLiteral("Innodb_row_lock_waits"), QStringLiteral("Missing") });
        QCOMPARE(int(r.size()), 2);
        QCOMPARE(r[0].name, QStringLiteral("Threads_running"));
        QCOMPARE(r[0].value, 7.0);
        QCOMPARE(r[1].value, 100.0); // 50 in half a second
        QVERIFY(ServerWatch::rates(b, b, { QStringLiteral("Threads_running") }).empty());
    }
};

QTEST_APPLESS_MAIN(TestIncidentDetector)
#include "tst_incidentdetector.moc"
