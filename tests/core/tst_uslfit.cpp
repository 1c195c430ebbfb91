// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/datatable.h"
#include "analysis/uslfit.h"

#include <QTest>
#include <algorithm>
#include <cmath>

using namespace sb;

namespace {

bool near(double actual, double expected, double relative)
{
    return std::abs(actual - expected) <= relative * std::abs(expected);
}

// Deterministic "noise": a fixed pseudo-random sequence in [-amplitude, +amplitude].
double noise(int i, double amplitude)
{
    const double u = std::fmod(std::sin(i * 12.9898 + 78.233) * 43758.5453, 1.0); // in (-1, 1)
    return amplitude * u;
}

} // namespace

class TestUslFit : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void recoversParameters_data();
    void recoversParameters();
    void recoversWithNoise();
    void linearScalingHasNoPeak();
    void seedTable();
    void tooFewPoints();
    void rejectsNonPositive();
};

void TestUslFit::recoversParameters_data()
{
    QTest::addColumn<double>("lambda");
    QTest::addColumn<double>("sigma");
    QTest::addColumn<double>("kappa");
    QTest::newRow("retrograde") << 100.0 << 0.05 << 0.0005;
    QTest::newRow("mild") << 1500.0 << 0.02 << 0.00002;
    QTest::newRow("strong contention") << 250.0 << 0.3 << 0.001;
}

void TestUslFit::recoversParameters()
{
    QFETCH(double, lambda);
    QFETCH(double, sigma);
    QFETCH(double, kappa);
    QList<double> n { 1, 2, 4, 8, 16, 32, 48, 64, 96, 128, 192, 256 };
    QList<double> x;
    for (double v : n)
        x.append(UslFit::evaluate(lambda, sigma, kappa, v));
    const auto fit = UslFit::fit(n, x);
    QVERIFY(fit.ok());
    QVERIFY2(near(fit->lambda(), lambda, 0.02), qPrintable(QString::number(fit->lambda())));
    QVERIFY2(near(fit->sigma(), sigma, 0.02), qPrintable(QString::number(fit->sigma())));
    QVERIFY2(near(fit->kappa(), kappa, 0.02), qPrintable(QString::number(fit->kappa())));
    QVERIFY(fit->rSquared() > 0.9999);
    QVERIFY(fit->optimalConcurrency().has_value());
    QVERIFY(near(*fit->optimalConcurrency(), std::sqrt((1 - sigma) / kappa), 0.02));
    QCOMPARE(fit->predicted().size(), n.size());
    QVERIFY(near(fit->predicted().at(3), x.at(3), 1e-4));
}

void TestUslFit::recoversWithNoise()
{
    const double lambda = 120;
    const double sigma = 0.04;
    const double kappa = 0.0003;
    QList<double> n;
    QList<double> x;
    for (int i = 1; i <= 200; i += 3) {
        n.append(i);
        x.append(UslFit::evaluate(lambda, sigma, kappa, i) * (1.0 + noise(i, 0.005)));
    }
    const auto fit = UslFit::fit(n, x);
    QVERIFY(fit.ok());
    QVERIFY2(near(fit->lambda(), lambda, 0.02), qPrintable(QString::number(fit->lambda())));
    QVERIFY2(near(fit->sigma(), sigma, 0.02), qPrintable(QString::number(fit->sigma())));
    QVERIFY2(near(fit->kappa(), kappa, 0.02), qPrintable(QString::number(fit->kappa())));
    QVERIFY(fit->rSquared() > 0.99);
}

void TestUslFit::linearScalingHasNoPeak()
{
    // Amdahl-like data (kappa = 0): the fit must not invent a negative kappa, and then there is no N*.
    QList<double> n { 1, 2, 4, 8, 16, 32 };
    QList<double> x;
    for (double v : n)
        x.append(UslFit::evaluate(50, 0.1, 0, v));
    const auto fit = UslFit::fit(n, x);
    QVERIFY(fit.ok());
    QVERIFY(fit->kappa() >= 0);
    QVERIFY(fit->kappa() < 1e-7);
    QVERIFY(near(fit->sigma(), 0.1, 0.02));
    QVERIFY(!fit->optimalConcurrency().has_value() || *fit->optimalConcurrency() > 1000);
}

void TestUslFit::seedTable()
{
    const auto table = DataTable::fromCsv(
        qEnvironmentVariable("SCALEBENCH_SOURCE_DIR") + QStringLiteral("/resources/examples/seed-core-scaling.csv"));
    QVERIFY(table.ok());
    for (int c = 0; c < table->columnCount(); ++c) {
        QList<double> n;
        QList<double> x;
        table->points(c, &n, &x);
        const auto fit = UslFit::fit(n, x);
        QVERIFY(fit.ok());
        const double measuredPeak = *std::max_element(x.begin(), x.end());
        QVERIFY(fit->optimalConcurrency().has_value());
        QVERIFY(fit->peakThroughput().has_value());
        const QString info = QStringLiteral("%1: lambda %2 sigma %3 kappa %4 R2 %5 N* %6 peak %7")
                                 .arg(table->columnName(c))
                                 .arg(fit->lambda())
                                 .arg(fit->sigma())
                                 .arg(fit->kappa())
                                 .arg(fit->rSquared())
                                 .arg(*fit->optimalConcurrency())
                                 .arg(*fit->peakThroughput());
        qInfo("%s", qPrintable(info));
        QVERIFY2(near(*fit->peakThroughput(), measuredPeak, 0.05), qPrintable(info));
        QVERIFY2(*fit->optimalConcurrency() >= 5 && *fit->optimalConcurrency() <= 100, qPrintable(info));
        QVERIFY2(fit->sigma() >= 0 && fit->kappa() > 0, qPrintable(info));
        QVERIFY2(fit->rSquared() > 0.9, qPrintable(info));
    }
}

void TestUslFit::tooFewPoints()
{
    const auto fit = UslFit::fit({ 1, 2 }, { 10, 19 });
    QVERIFY(!fit.ok());
    QCOMPARE(fit.error().code, ErrorCode::InvalidOption);
    QCOMPARE(fit.error().value, qint64(2));
    QVERIFY(!UslFit::fit({ 1, 1, 2 }, { 10, 11, 19 }).ok());
}

void TestUslFit::rejectsNonPositive()
{
    QVERIFY(!UslFit::fit({ 0, 1, 2 }, { 0, 10, 19 }).ok());
    QVERIFY(!UslFit::fit({ 1, 2, 4 }, { 10, -19, 30 }).ok());
}

QTEST_APPLESS_MAIN(TestUslFit)
#include "tst_uslfit.moc"
