// SPDX-License-Identifier: GPL-3.0-or-later
// BusyClock and BusyMeter: the busy time of a counter block up to any instant, transactions in progress included,
// across the 2^48 ns wrap of the word, and the meter's running total over several blocks.
#include "engine/busymeter.h"
#include "engine/eventloop.h"
#include "engine/runner.h"
#include "engine/workercounters.h"

#include <QTest>
#include <chrono>
#include <thread>

using namespace sb;

class TestBusyClock : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void countsTransactionsInProgressUpToTheInstantAsked()
    {
        BusyClock c;
        QCOMPARE(BusyClock::busyModulo(c.load(), 5000), std::uint64_t(0));
        c.begin(1000);
        QCOMPARE(BusyClock::busyModulo(c.load(), 1000), std::uint64_t(0));
        QCOMPARE(BusyClock::busyModulo(c.load(), 1400), std::uint64_t(400));
        c.end(1600);
        QCOMPARE(BusyClock::busyModulo(c.load(), 9000), std::uint64_t(600)); // ended: no longer grows
        // An async block: several connections in transactions at once.
        c.begin(2000);
        c.begin(2500);
        QCOMPARE(BusyClock::busyModulo(c.load(), 3000), std::uint64_t(600 + 1000 + 500));
        c.end(3000);
        QCOMPARE(BusyClock::busyModulo(c.load(), 3500), std::uint64_t(600 + 1000 + 1000));
        c.end(4000);
        QCOMPARE(BusyClock::busyModulo(c.load(), 99000), std::uint64_t(600 + 1000 + 1500));
    }

    void survivesTheWrapOfItsWord()
    {
        BusyClock c;
        const std::uint64_t wrap = BusyClock::kModulus;
        c.begin(3 * wrap - 100);
        QCOMPARE(BusyClock::busyModulo(c.load(), 3 * wrap + 50), std::uint64_t(150));
        c.end(3 * wrap + 200);
        QCOMPARE(BusyClock::busyModulo(c.load(), 7 * wrap + 5), std::uint64_t(300));
    }

    void theMeterSumsTheBlocksAndKeepsGrowingPastTheModulus()
    {
        // Block b: one transaction of 1 ms, ended. Block a: one begun i quarters of the modulus ago at the i-th
        // reading (as if read every quarter), so the total passes 2^48 ns at the fifth.
        WorkerCounters b;
        const std::uint64_t start = EventLoop::nowNs();
        b.busy.begin(start - 3'000'000);
        b.busy.end(start - 2'000'000);
        const std::uint64_t quarter = BusyClock::kModulus / 4;
        BusyMeter meter;
        BusyMeter::Reading last;
        for (std::uint64_t i = 1; i <= 5; ++i) {
            WorkerCounters a;
            a.busy.begin(start - i * quarter);
            last = meter.read({ &a, &b });
            const std::uint64_t expected = i * quarter + (last.atNs - start) + 1'000'000;
            QCOMPARE(last.busyNs, expected);
        }
        QVERIFY(last.busyNs > BusyClock::kModulus);
    }

    void growsByTheTimePassedWhileATransactionRuns()
    {
        WorkerCounters a;
        a.busy.begin(EventLoop::nowNs());
        BusyMeter meter;
        const BusyMeter::Reading one = meter.read({ &a });
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        const BusyMeter::Reading two = meter.read({ &a });
        QCOMPARE(two.busyNs - one.busyNs, two.atNs - one.atNs);
        a.busy.end(EventLoop::nowNs());
        const BusyMeter::Reading three = meter.read({ &a });
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
        QCOMPARE(meter.read({ &a }).busyNs, three.busyNs); // ended: no longer grows
    }

    // An async loop's connections share a counter block, whose word counts at most 65,535 in progress.
    void anAsyncLoopTakesNoMoreConnectionsThanABlockCounts()
    {
        RunOptions o;
        o.driver = ClientDriver::Async;
        o.driverThreads = 2;
        o.threads = 2 * BusyClock::kMaxInProgress + 1;
        const Error e = Runner::validate(o);
        QCOMPARE(e.code, ErrorCode::OptionOutOfRange);
        QCOMPARE(e.context, QStringLiteral("--threads"));
        o.driver = ClientDriver::Threads; // a block per connection
        QVERIFY(!Runner::validate(o));
    }
};

QTEST_GUILESS_MAIN(TestBusyClock)
#include "tst_busyclock.moc"
