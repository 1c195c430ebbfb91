// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/amdahlfit.h"

#include <QTest>
#include <cmath>

using namespace sb;

class TestAmdahlFit : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void recoversParameters();
    void linearScaling();
    void seedPeaks();
    void errors();
};

void TestAmdahlFit::recoversParameters()
{
    const QList<double> p { 2, 4, 8, 16, 32 };
    QList<double> x;
    for (double v : p)
        x.append(AmdahlFit::evaluate(800, 0.12, v) * (v == 4 ? 1.003 : 1.0)); // X1 not measured: fitted
    const auto fit = AmdahlFit::fit(p, x);
    QVERIFY(fit.ok());
    QVERIFY2(std::abs(fit->x1() - 800) < 0.02 * 800, qPrintable(QString::number(fit->x1())));
    QVERIFY2(std::abs(fit->sigma() - 0.12) < 0.02 * 0.12, qPrintable(QString::number(fit->sigma())));
    QVERIFY(std::abs(*fit->maxSpeedup() - 1 / fit->sigma()) < 1e-12);
    QVERIFY(fit->rSquared() > 0.999);
    QCOMPARE(fit->predicted().size(), p.size());
}

void TestAmdahlFit::linearScaling()
{
    // Superlinear data would need sigma < 0: it stays at 0 and there is no speedup limit.
    const auto fit = AmdahlFit::fit({ 1, 2, 4 }, { 100, 205, 420 });
    QVERIFY(fit.ok());
    QCOMPARE(fit->sigma(), 0.0);
    QVERIFY(!fit->maxSpeedup().has_value());
}

void TestAmdahlFit::seedPeaks()
{
    // Peak qps of the seed table for 1, 2 and 4 cores; hand-fitted sigma is about 0.49.
    const auto fit = AmdahlFit::fit({ 1, 2, 4 }, { 826, 1109, 1323 });
    QVERIFY(fit.ok());
    QVERIFY2(fit->sigma() > 0.45 && fit->sigma() < 0.53, qPrintable(QString::number(fit->sigma())));
    QVERIFY(fit->x1Anchored());
    QCOMPARE(fit->x1(), 826.0);
    QVERIFY(*fit->maxSpeedup() > 1.8 && *fit->maxSpeedup() < 2.3);
    // Every figure has an interval that holds it, and sigma's stays a fraction.
    QVERIFY(fit->sigmaInterval().contains(fit->sigma()));
    QVERIFY(fit->sigmaInterval().low >= 0 && fit->sigmaInterval().high <= 1);
    QVERIFY(fit->maxSpeedupInterval().contains(*fit->maxSpeedup()));
}

void TestAmdahlFit::errors()
{
    const auto one = AmdahlFit::fit({ 4 }, { 100 });
    QVERIFY(!one.ok());
    QCOMPARE(one.error().value, qint64(4)); // the minimum: 2 parameters + 2
    QCOMPARE(one.error().detail, QStringLiteral("1"));
    // Two columns (1 and 2 cores) fit any Amdahl curve exactly: refused, not "max speedup 172".
    const auto two = AmdahlFit::fit({ 1, 2 }, { 100, 199.4 });
    QVERIFY(!two.ok());
    QCOMPARE(two.error().value, qint64(3));
    QVERIFY(!AmdahlFit::fit({ 2, 2 }, { 100, 110 }).ok());
    QVERIFY(!AmdahlFit::fit({ 1, 2 }, { 100, 0 }).ok());
}

QTEST_APPLESS_MAIN(TestAmdahlFit)
#include "tst_amdahlfit.moc"
