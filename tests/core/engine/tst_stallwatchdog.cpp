// SPDX-License-Identifier: GPL-3.0-or-later
// StallWatchdog on its own: which connections it calls stalled, when the server counts as not answering, and how
// long a connection may finish its transaction once a run has ended. The connections are a table of what each has got
// done, as the run's ClientSet answers for both drivers.
#include "engine/runoptions.h"
#include "engine/stallwatchdog.h"

#include <QTest>
#include <algorithm>

using namespace sb;
using namespace std::chrono_literals;

namespace {

struct Connections {
    std::vector<std::uint64_t> done;
    std::vector<bool> ended;

    explicit Connections(std::size_t n)
        : done(n, 0)
        , ended(n, false)
    {
    }
    std::uint64_t progress(std::size_t i) const { return done.at(i); }
    bool finished(std::size_t i) const { return ended.at(i); }
    bool allFinished() const { return std::all_of(ended.cbegin(), ended.cend(), [](bool e) { return e; }); }
};

const StallWatchdog::Clock::time_point t0 = StallWatchdog::Clock::time_point(1000s);

} // namespace

class TestStallWatchdog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // A connection that has not moved for the timeout is stalled; one that moves, or has ended, is not.
    void aSilentConnectionIsStalled()
    {
        Connections c(3);
        StallWatchdog w;
        w.start(3, 2.0, t0);
        c.done = { 1, 1, 1 };
        w.watch(c, t0 + 500ms);
        QCOMPARE(w.stalledConnections(), 0);
        c.done = { 5, 1, 1 }; // 0 moves; 1 waits; 2 ends without moving again
        c.ended[2] = true;
        w.watch(c, t0 + 2600ms);
        QCOMPARE(w.stalledConnections(), 1);
        QCOMPARE(w.notAnsweringSec(), 0.0); // connection 0 moved at this look: the server answers
        QCOMPARE(w.silenceSec(1, t0 + 2600ms), 2.1);
    }

    // The server counts as not answering once no connection has moved for the timeout and some connection runs,
    // and not once every connection has ended.
    void notAnsweringNeedsEveryConnectionSilent()
    {
        Connections c(2);
        StallWatchdog w;
        w.start(2, 2.0, t0);
        c.done = { 3, 4 };
        w.watch(c, t0 + 1s);
        w.watch(c, t0 + 2900ms);
        QCOMPARE(w.notAnsweringSec(), 0.0); // 1.9 s of silence: under the timeout
        w.watch(c, t0 + 3500ms);
        QCOMPARE(w.notAnsweringSec(), 2.5);
        QCOMPARE(w.stalledConnections(), 2);
        QCOMPARE(w.anyMovedAt(), t0 + 1s);
        c.ended = { true, true };
        w.watch(c, t0 + 4s);
        QCOMPARE(w.notAnsweringSec(), 0.0);
        QCOMPARE(w.stalledConnections(), 0);
    }

    // Without a timeout nothing is ever stalled, but the silence is still followed (a stalled run reports it).
    void withoutATimeoutTheSilenceIsStillFollowed()
    {
        Connections c(1);
        StallWatchdog w;
        w.start(1, 0, t0);
        w.watch(c, t0 + 3600s);
        QCOMPARE(w.stalledConnections(), 0);
        QCOMPARE(w.notAnsweringSec(), 0.0);
        QCOMPARE(w.silenceSec(0, t0 + 3600s), 3600.0);
    }

    // Once a run has reached its limits, a connection in a transaction may finish it until the stall timeout from
    // its last progress (a loaded machine delays the end, never makes it a stall); after a stop or a failure, or
    // for one already silent past the timeout, the grace only.
    void theEndWaitsByWhatEachConnectionDoes()
    {
        Connections c(2);
        StallWatchdog w;
        w.start(2, 5.0, t0);
        c.done = { 10, 1 };
        w.watch(c, t0 + 1s); // both moved at 1 s
        c.done = { 11, 1 };
        w.watch(c, t0 + 9s); // 0 moved at 9 s; 1 silent for 8 s: stalled
        const auto endAt = t0 + 10s;
        QCOMPARE(w.endDeadline(0, endAt, 1.0, true), t0 + 14s); // 9 s + the 5 s timeout
        QCOMPARE(w.endDeadline(1, endAt, 1.0, true), t0 + 11s); // stalled already: the grace
        QCOMPARE(w.endDeadline(0, endAt, 1.0, false), t0 + 11s); // stopped: the grace
        QCOMPARE(w.endDeadline(7, endAt, 1.0, true), t0 + 11s); // a connection it does not know
    }

    // With the watchdog off, a run that reached its limits still gives each connection the default stall timeout.
    void withoutATimeoutTheEndUsesTheDefault()
    {
        Connections c(1);
        StallWatchdog w;
        w.start(1, 0, t0);
        const auto wait = std::chrono::duration_cast<StallWatchdog::Clock::duration>(
            std::chrono::duration<double>(RunOptions::kDefaultStallTimeoutSec));
        QCOMPARE(w.endDeadline(0, t0 + 1s, 0.5, true), t0 + wait);
    }
};

QTEST_APPLESS_MAIN(TestStallWatchdog)
#include "tst_stallwatchdog.moc"
