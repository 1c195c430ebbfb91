// SPDX-License-Identifier: GPL-3.0-or-later
// ConnectRamp on its own (its run on a real server is tst_connectstorm): the window from the server's back_log, none
// when the connects are paced or few, slots that a stop releases, which failures are worth another attempt, the
// jittered backoff, and what a connection that gives up says.
#include "engine/connectramp.h"
#include "engine/runoptions.h"

#include <QTest>
#include <thread>

using namespace sb;

class TestConnectRamp : public QObject {
    Q_OBJECT

private:
    static RunOptions options(int threads)
    {
        RunOptions o;
        o.threads = threads;
        return o;
    }

private Q_SLOTS:
    void windowIsHalfTheBackLog()
    {
        ConnectRamp ramp;
        ramp.configure(options(1000), ServerLimits { 500, 300 });
        QCOMPARE(ramp.window(), 150);
        ConnectRamp small; // a tiny back_log still lets kMinWindow handshakes go at once
        small.configure(options(1000), ServerLimits { 500, 10 });
        QCOMPARE(small.window(), ConnectRamp::kMinWindow);
        ConnectRamp unknown; // a server that does not say: MariaDB's smallest automatic back_log
        unknown.configure(options(1000), ServerLimits {});
        QCOMPARE(unknown.window(), int(ConnectRamp::kAssumedBackLog / 2));
    }

    void noWindowWhenPacedOrFew()
    {
        ConnectRamp few;
        few.configure(options(100), ServerLimits { 500, 300 });
        QCOMPARE(few.window(), 0); // 100 handshakes fit a window of 150
        RunOptions paced = options(1000);
        paced.connectRate = 50;
        ConnectRamp rate;
        rate.configure(paced, ServerLimits { 500, 300 });
        QCOMPARE(rate.window(), 0);
        RunOptions asked = options(1000);
        asked.connectWindow = 8;
        ConnectRamp given;
        given.configure(asked, ServerLimits { 500, 300 });
        QCOMPARE(given.window(), 8);
    }

    void deadlineInNanoseconds()
    {
        RunOptions o = options(10);
        o.connectDeadlineSec = 2.5;
        ConnectRamp ramp;
        ramp.configure(o, {});
        QCOMPARE(ramp.deadlineNs(), std::uint64_t(2'500'000'000ULL));
        o.connectDeadlineSec = -1;
        ramp.configure(o, {});
        QCOMPARE(ramp.deadlineNs(), std::uint64_t(0));
    }

    // The window's slots: a waiter gets one when another is released, and a stop ends its wait without one.
    void slotsAreReleasedAndAStopEndsTheWait()
    {
        RunOptions o = options(1000);
        o.connectWindow = 1;
        ConnectRamp ramp;
        ramp.configure(o, {});
        std::atomic<bool> stop { false };
        QVERIFY(ramp.acquire(stop));
        std::atomic<int> got { -1 };
        std::thread waiter([&] { got = ramp.acquire(stop) ? 1 : 0; });
        ramp.release();
        waiter.join();
        QCOMPARE(got.load(), 1);
        got = -1;
        std::thread stopped([&] { got = ramp.acquire(stop) ? 1 : 0; });
        stop = true;
        stopped.join();
        QCOMPARE(got.load(), 0);
        ConnectRamp open; // no window: only a stop refuses
        open.configure(options(1), {});
        QVERIFY(!open.acquire(stop));
    }

    void transientFailures_data()
    {
        QTest::addColumn<unsigned>("code");
        QTest::addColumn<bool>("transient");
        QTest::newRow("connect failed") << 2002u << true;
        QTest::newRow("refused or timed out") << 2003u << true;
        QTest::newRow("gone") << 2006u << true;
        QTest::newRow("handshake") << 2012u << true;
        QTest::newRow("lost at the greeting") << 2013u << true;
        QTest::newRow("too many connections") << 1040u << true;
        QTest::newRow("access denied") << 1045u << false;
        QTest::newRow("unknown database") << 1049u << false;
        QTest::newRow("no server code") << 0u << false;
    }

    void transientFailures()
    {
        QFETCH(unsigned, code);
        QFETCH(bool, transient);
        Error e { ErrorCode::ConnectFailed, QStringLiteral("127.0.0.1:3306"), QStringLiteral("x"), code };
        QCOMPARE(ConnectRamp::transient(e), transient);
    }

    // 20 ms doubling to 1 s, each pause between half and one and a half times that, the same for the same attempt
    // and different between connections.
    void backoffDoublesWithJitter()
    {
        for (int failures = 1; failures <= 10; ++failures) {
            const double base = std::min(0.020 * double(1 << std::min(failures - 1, 6)), 1.0);
            for (int connection = 0; connection < 50; ++connection) {
                const double pause = double(ConnectRamp::pauseNs(connection, failures)) / 1e9;
                QVERIFY2(pause >= 0.5 * base && pause < 1.5 * base,
                    qPrintable(QStringLiteral("%1 s after %2 failures").arg(pause).arg(failures)));
                QCOMPARE(ConnectRamp::pauseNs(connection, failures), ConnectRamp::pauseNs(connection, failures));
            }
        }
        QVERIFY(ConnectRamp::pauseNs(1, 3) != ConnectRamp::pauseNs(2, 3));
    }

    void givingUpSaysTheLimits()
    {
        ConnectRamp ramp;
        ramp.configure(options(1000), ServerLimits { 151, 80 });
        ramp.opened();
        ramp.opened();
        const Error last { ErrorCode::ConnectFailed, QStringLiteral("127.0.0.1:3306"), QStringLiteral("Too many"),
            1040 };
        const Error e = ramp.giveUp(last, 1000, 30.4);
        QCOMPARE(e.code, ErrorCode::ConnectStorm);
        QCOMPARE(e.serverCode, 1040u);
        QCOMPARE(e.value, qint64(2)); // the connections that did open
        QCOMPARE(e.args.mid(0, 4),
            (QStringList {
                QStringLiteral("1000"), QStringLiteral("30"), QStringLiteral("80"), QStringLiteral("151") }));
        QCOMPARE(e.args.size(), 6); // and the kernel's somaxconn and this process's open-files limit
    }
};

QTEST_APPLESS_MAIN(TestConnectRamp)
#include "tst_connectramp.moc"
