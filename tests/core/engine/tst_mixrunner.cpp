// SPDX-License-Identifier: GPL-3.0-or-later
// MixRunner's totals: how a mix's client groups add up, per interval and per run. (A whole mix against the server,
// groups started together and their intervals handed on in step, is tests/integration/tst_mixedrun.)
#include "engine/intervalsample.h"
#include "engine/mixrunner.h"
#include "engine/runsummary.h"

#include <QTest>

using namespace sb;

class TestMixRunner : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Counts add up; times and the silence are the longest group's; a warm-up interval of one group is warm-up.
    void intervalsAddUp()
    {
        IntervalSample total;
        IntervalSample a;
        a.timeSec = 2.0;
        a.intervalSec = 1.0;
        a.threads = 4;
        a.transactions = 100;
        a.reads = 900;
        a.reconnects = 1;
        a.connected = 4;
        a.busy = 3;
        a.notAnsweringSec = 0;
        IntervalSample b;
        b.timeSec = 2.01;
        b.intervalSec = 1.01;
        b.warmup = true;
        b.threads = 2;
        b.transactions = 10;
        b.writes = 20;
        b.stalledConnections = 2;
        b.connected = 2;
        b.notAnsweringSec = 3.5;
        MixRunner::addSample(total, a);
        MixRunner::addSample(total, b);
        QCOMPARE(total.timeSec, 2.01);
        QCOMPARE(total.intervalSec, 1.01);
        QVERIFY(total.warmup);
        QCOMPARE(total.threads, 6);
        QCOMPARE(total.transactions, std::uint64_t(110));
        QCOMPARE(total.reads, std::uint64_t(900));
        QCOMPARE(total.writes, std::uint64_t(20));
        QCOMPARE(total.reconnects, std::uint64_t(1));
        QCOMPARE(total.connected, 6);
        QCOMPARE(total.busy, 3.0);
        QCOMPARE(total.stalledConnections, 2);
        QCOMPARE(total.notAnsweringSec, 3.5);
    }

    // The run's status is the worst group's (a group that failed or stalled makes the mix so); the connects' mean
    // is weighted by each group's connections, their extremes the largest.
    void summariesAddUp()
    {
        RunSummary total;
        RunSummary a;
        a.status = RunStatus::Finished;
        a.transactions = 1000;
        a.durationSec = 10;
        a.connects.connected = 3;
        a.connects.meanMs = 2.0;
        a.connects.maxMs = 5.0;
        a.errorsByCode[1213] = 2;
        RunSummary b;
        b.status = RunStatus::Stalled;
        b.transactions = 50;
        b.durationSec = 10.5;
        b.connects.connected = 1;
        b.connects.meanMs = 6.0;
        b.connects.maxMs = 9.0;
        b.errorsByCode[1213] = 1;
        MixRunner::addSummary(total, a);
        QCOMPARE(total.status, RunStatus::Finished);
        MixRunner::addSummary(total, b);
        QCOMPARE(total.status, RunStatus::Stalled);
        QCOMPARE(total.transactions, std::uint64_t(1050));
        QCOMPARE(total.durationSec, 10.5);
        QCOMPARE(total.connects.connected, std::uint64_t(4));
        QCOMPARE(total.connects.meanMs, 3.0);
        QCOMPARE(total.connects.maxMs, 9.0);
        QCOMPARE(total.errorsByCode.at(1213), std::uint64_t(3));
        RunSummary finished;
        finished.status = RunStatus::Finished;
        MixRunner::addSummary(total, finished); // a later group that finished does not hide the stall
        QCOMPARE(total.status, RunStatus::Stalled);
    }
};

QTEST_APPLESS_MAIN(TestMixRunner)
#include "tst_mixrunner.moc"
