// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/runoptions.h"
#include "engine/runphases.h"

#include <QTest>

using namespace sb;
using namespace std::chrono_literals;

class TestRunPhases : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void ticksStayOnTheGrid();
    void aLateTickLeavesNoSliver();
};

namespace {

RunPhases opened(RunPhases::Clock::time_point start)
{
    RunOptions options;
    options.timeSec = 10;
    options.warmupSec = 0;
    options.reportIntervalMs = 200;
    RunPhases phases;
    phases.open(start, options);
    return phases;
}

} // namespace

// A sampler that wakes a little late keeps the grid: the next tick is at 400 ms, not 200 ms after it woke.
void TestRunPhases::ticksStayOnTheGrid()
{
    const auto start = RunPhases::Clock::time_point(1000s);
    RunPhases phases = opened(start);
    QVERIFY(!phases.tickDue(start + 199ms));
    QVERIFY(phases.tickDue(start + 200ms));
    phases.advanceTick(start + 230ms);
    QVERIFY(!phases.tickDue(start + 399ms));
    QVERIFY(phases.tickDue(start + 400ms));
    phases.advanceTick(start + 830ms); // slept through 600 and 800: the next tick is the grid's 1000
    QVERIFY(!phases.tickDue(start + 999ms));
    QVERIFY(phases.tickDue(start + 1000ms));
}

// Woken 190 ms late, the grid's next tick (400 ms) would close an interval of 10 ms, which on a stalled machine held
// no transaction and drew a throughput of 0 in the middle of a run (tst_livepage failed on it once): it moves to
// 600 ms, so that intervals last between half and one and a half of theirs.
void TestRunPhases::aLateTickLeavesNoSliver()
{
    const auto start = RunPhases::Clock::time_point(1000s);
    RunPhases phases = opened(start);
    phases.advanceTick(start + 390ms);
    QVERIFY(!phases.tickDue(start + 599ms));
    QVERIFY(phases.tickDue(start + 600ms));
    phases.advanceTick(start + 700ms); // 100 ms to the grid's 800: exactly half an interval, kept
    QVERIFY(phases.tickDue(start + 800ms));
}

QTEST_APPLESS_MAIN(TestRunPhases)
#include "tst_runphases.moc"
