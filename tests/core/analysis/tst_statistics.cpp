// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/statistics.h"

#include <QTest>
#include <cmath>

using namespace sb;

class TestStatistics : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void meanAndSd();
    void confidenceInterval();
    void singleValueHasNoSpread();
    void coefficientOfVariationFlag();
    void tQuantiles_data();
    void tQuantiles();
    void tCdfIsSymmetric();
};

void TestStatistics::meanAndSd()
{
    const QList<double> v { 10, 12, 14, 16, 18 };
    QCOMPARE(Statistics::mean(v), 14.0);
    QVERIFY(std::abs(Statistics::sampleStdDev(v) - std::sqrt(10.0)) < 1e-12);
    QVERIFY(std::isnan(Statistics::mean({})));
}

void TestStatistics::confidenceInterval()
{
    // t(0.975, 4) = 2.776445; sd = sqrt(10); n = 5
    const QList<double> v { 10, 12, 14, 16, 18 };
    QVERIFY(std::abs(Statistics::confidenceHalfWidth(v) - 2.776445 * std::sqrt(10.0) / std::sqrt(5.0)) < 1e-5);
    // t(0.975, 2) = 4.302653; sd = 1; n = 3
    const QList<double> w { 99, 100, 101 };
    QVERIFY(std::abs(Statistics::confidenceHalfWidth(w) - 4.302653 / std::sqrt(3.0)) < 1e-5);
    // 90% interval is narrower: t(0.95, 2) = 2.919986
    QVERIFY(std::abs(Statistics::confidenceHalfWidth(w, 0.90) - 2.919986 / std::sqrt(3.0)) < 1e-5);
}

void TestStatistics::singleValueHasNoSpread()
{
    const SampleSummary s = Statistics::summarize({ 42 });
    QCOMPARE(s.n, 1);
    QCOMPARE(s.mean, 42.0);
    QVERIFY(std::isnan(s.sd));
    QVERIFY(std::isnan(s.ciHalfWidth));
    QVERIFY(!s.unstable);
    QVERIFY(!s.hasSpread());
}

void TestStatistics::coefficientOfVariationFlag()
{
    const SampleSummary steady = Statistics::summarize({ 99, 100, 101 });
    QVERIFY(std::abs(steady.cv - 0.01) < 1e-12);
    QVERIFY(!steady.unstable);
    const SampleSummary noisy = Statistics::summarize({ 10, 12, 14, 16, 18 });
    QVERIFY(std::abs(noisy.cv - std::sqrt(10.0) / 14.0) < 1e-12);
    QVERIFY(noisy.unstable);
    QVERIFY(!Statistics::summarize({ 10, 12, 14, 16, 18 }, 0.5).unstable);
}

void TestStatistics::tQuantiles_data()
{
    QTest::addColumn<double>("p");
    QTest::addColumn<double>("df");
    QTest::addColumn<double>("expected");
    QTest::newRow("0.975 df1") << 0.975 << 1.0 << 12.706205;
    QTest::newRow("0.975 df2") << 0.975 << 2.0 << 4.302653;
    QTest::newRow("0.975 df5") << 0.975 << 5.0 << 2.570582;
    QTest::newRow("0.975 df10") << 0.975 << 10.0 << 2.228139;
    QTest::newRow("0.975 df30") << 0.975 << 30.0 << 2.042272;
    QTest::newRow("0.975 df100") << 0.975 << 100.0 << 1.983972;
    QTest::newRow("0.95 df1") << 0.95 << 1.0 << 6.313752;
    QTest::newRow("0.995 df3") << 0.995 << 3.0 << 5.840909;
    QTest::newRow("0.025 df5") << 0.025 << 5.0 << -2.570582;
}

void TestStatistics::tQuantiles()
{
    QFETCH(double, p);
    QFETCH(double, df);
    QFETCH(double, expected);
    const double t = Statistics::studentTQuantile(p, df);
    QVERIFY2(std::abs(t - expected) < 1e-5 * std::abs(expected), qPrintable(QString::number(t, 'g', 10)));
}

void TestStatistics::tCdfIsSymmetric()
{
    QVERIFY(std::abs(Statistics::studentTCdf(0, 7) - 0.5) < 1e-12);
    QVERIFY(std::abs(Statistics::studentTCdf(1.5, 4) + Statistics::studentTCdf(-1.5, 4) - 1.0) < 1e-12);
    // df = 1 is the Cauchy distribution: F(1) = 3/4
    QVERIFY(std::abs(Statistics::studentTCdf(1, 1) - 0.75) < 1e-10);
}

QTEST_APPLESS_MAIN(TestStatistics)
#include "tst_statistics.moc"
