// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/lackoffit.h"

#include <QTest>
#include <cmath>

using namespace sb;

class TestLackOfFit : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void fTail();
    void curvedDataMissALine();
    void theRightCurvePasses();
    void needsRepetitionsAndSpareCounts();
};

// Against tabulated critical values of the F distribution.
void TestLackOfFit::fTail()
{
    QVERIFY(std::abs(LackOfFit::fTail(1.0, 1, 1) - 0.5) < 1e-9); // F(1, 1) is symmetric about 1 in log
    QVERIFY(std::abs(LackOfFit::fTail(4.103, 2, 10) - 0.05) < 5e-4);
    QVERIFY(std::abs(LackOfFit::fTail(2.866, 4, 20) - 0.05) < 5e-4);
    QVERIFY(std::abs(LackOfFit::fTail(99.33, 5, 2) - 0.01) < 5e-4);
    QCOMPARE(LackOfFit::fTail(0, 3, 3), 1.0);
}

// y = x^2 measured twice at 1..5 with 1% scatter, "fitted" by a line through the ends: the misses are many times
// the scatter, and the worst is in the middle, where the line lies above the curve.
void TestLackOfFit::curvedDataMissALine()
{
    QList<double> xs;
    QList<double> ys;
    QList<double> line;
    for (int x = 1; x <= 5; ++x) {
        for (double scatter : { 0.99, 1.01 }) {
            xs.append(x);
            ys.append(x * x * scatter);
            line.append(1 + (x - 1) * 6.0);
        }
    }
    const auto t = LackOfFit::test(xs, ys, line, 2);
    QVERIFY(t);
    QCOMPARE(t->pureDegrees(), 5);
    QCOMPARE(t->lackDegrees(), 3);
    QVERIFY(std::abs(t->pureError() - 0.01 * std::sqrt(2.0)) < 1e-9);
    QVERIFY(t->significant(0.001));
    QCOMPARE(t->xs(), (QList<double> { 1, 2, 3, 4, 5 }));
    QVERIFY(t->standardized().at(2) < -10); // mean 9 against 13
    QVERIFY(std::abs(t->standardized().at(0)) < 1e-9);
}

// The same data against the curve they were made from: no lack of fit.
void TestLackOfFit::theRightCurvePasses()
{
    QList<double> xs;
    QList<double> ys;
    QList<double> curve;
    const QList<double> wobble { 1.004, 0.997, 1.002, 0.995, 1.003 };
    for (int x = 1; x <= 5; ++x) {
        for (double scatter : { 0.99, 1.01 }) {
            xs.append(x);
            ys.append(x * x * scatter * wobble.at(x - 1));
            curve.append(x * x);
        }
    }
    const auto t = LackOfFit::test(xs, ys, curve, 2);
    QVERIFY(t);
    QVERIFY(t->f() < 1);
    QVERIFY(!t->significant(0.05));
}

void TestLackOfFit::needsRepetitionsAndSpareCounts()
{
    QVERIFY(!LackOfFit::test({ 1, 2, 3, 4 }, { 1, 2, 3, 4 }, { 1, 2, 3, 4 }, 2)); // no pure error
    QVERIFY(!LackOfFit::test({ 1, 1, 2, 2 }, { 1, 1.1, 2, 2.1 }, { 1, 1, 2, 2 }, 2)); // no count to spare
}

QTEST_APPLESS_MAIN(TestLackOfFit)
#include "tst_lackoffit.moc"
