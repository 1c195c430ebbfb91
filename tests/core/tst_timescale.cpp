// SPDX-License-Identifier: GPL-3.0-or-later
// The tests' shared time scale (tests/support/timescale.h): one on a quiet machine, raised by the load, a sanitizer
// and SCALEBENCH_TEST_TIME_SCALE, never lowered by it, and capped.
#include "support/timescale.h"

#include <QTest>

using namespace sb::test;

class TestTimeScale : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // Before the first timeScale(): it is read once per program.
        qputenv("SCALEBENCH_TEST_TIME_SCALE", "3");
    }

    void quietMachineIsOne()
    {
        QCOMPARE(timeScaleOf(0, 2, 1, 1), 1.0);
        QCOMPARE(timeScaleOf(-1, 2, 1, 1), 1.0); // an unreadable load counts as none
        QCOMPARE(timeScaleOf(3, 0, 1, 1), 1.0); // so do no CPUs
    }

    void loadPerCpuRaisesIt()
    {
        QCOMPARE(timeScaleOf(2, 2, 1, 1), 2.0); // every CPU busy with one task: twice the wait
        QCOMPARE(timeScaleOf(4, 2, 1, 1), 3.0);
        QCOMPARE(timeScaleOf(4, 8, 1, 1), 1.5);
    }

    void sanitizersMultiply()
    {
        QCOMPARE(timeScaleOf(0, 2, 5, 1), 5.0);
        QCOMPARE(timeScaleOf(2, 2, 2, 1), 4.0);
    }

    void environmentIsAFloor()
    {
        QCOMPARE(timeScaleOf(0, 2, 1, 7), 7.0);
        QCOMPARE(timeScaleOf(6, 2, 1, 2), 4.0); // a lower floor does not lower a loaded machine's scale
        QCOMPARE(timeScaleOf(0, 2, 1, 0.1), 1.0);
    }

    void capped()
    {
        QCOMPARE(timeScaleOf(400, 2, 5, 1), kMaxTimeScale);
        QCOMPARE(timeScaleOf(0, 2, 1, 1000), kMaxTimeScale);
    }

    void thisMachine()
    {
        QVERIFY(usableCpus() >= 1);
        QVERIFY(loadAverage() >= 0);
        const double scale = timeScale();
        QVERIFY2(scale >= 3 && scale <= kMaxTimeScale, qPrintable(QString::number(scale)));
        QCOMPARE(timeScale(), scale); // one scale for the whole program
        QVERIFY(scaledMs(1000) >= 3000);
        QCOMPARE(scaled(std::chrono::milliseconds(100)).count(), qint64(scaledMs(100)));
        qInfo("time scale here: %.2f (load %.2f on %d CPUs, sanitizer x%.0f)", scale, loadAverage(), usableCpus(),
            kSanitizerTimeScale);
    }
};

QTEST_GUILESS_MAIN(TestTimeScale)
#include "tst_timescale.moc"
