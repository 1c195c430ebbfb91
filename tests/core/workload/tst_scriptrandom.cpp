// SPDX-License-Identifier: GPL-3.0-or-later
// Script variables: each function stays in [low, high] (negative ranges included), has its shape, and honours its
// own parameter (zipfian exponent, pareto h).
#include "workload/scriptrandom.h"

#include <QTest>
#include <cmath>
#include <vector>

using namespace sb;

namespace {

ScriptVariable variable(ScriptFunction f, std::int64_t low, std::int64_t high, double parameter = 0)
{
    ScriptVariable v;
    v.function = f;
    v.low = low;
    v.high = high;
    v.parameter = parameter;
    return v;
}

double mean(ScriptRandom& r, int n)
{
    double sum = 0;
    for (int i = 0; i < n; ++i)
        sum += double(r.nextInt());
    return sum / n;
}

double shareOf(ScriptRandom& r, std::int64_t value, int n)
{
    int hits = 0;
    for (int i = 0; i < n; ++i)
        hits += r.nextInt() == value;
    return double(hits) / n;
}

} // namespace

class TestScriptRandom : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyFunctionStaysInRange_data()
    {
        QTest::addColumn<int>("function");
        QTest::addColumn<qint64>("low");
        QTest::addColumn<qint64>("high");
        for (auto [name, f] : { std::pair { "uniform", ScriptFunction::Uniform },
                 std::pair { "gaussian", ScriptFunction::Gaussian }, std::pair { "special", ScriptFunction::Special },
                 std::pair { "zipfian", ScriptFunction::Zipfian }, std::pair { "pareto", ScriptFunction::Pareto } }) {
            QTest::newRow(qPrintable(QLatin1String(name) + QStringLiteral(" positive")))
                << int(f) << qint64(10) << qint64(1000);
            QTest::newRow(qPrintable(QLatin1String(name) + QStringLiteral(" negative")))
                << int(f) << qint64(-1000) << qint64(-10);
            QTest::newRow(qPrintable(QLatin1String(name) + QStringLiteral(" wide")))
                << int(f) << qint64(-2000000000) << qint64(2000000000);
            QTest::newRow(qPrintable(QLatin1String(name) + QStringLiteral(" one value")))
                << int(f) << qint64(7) << qint64(7);
        }
    }

    void everyFunctionStaysInRange()
    {
        QFETCH(int, function);
        QFETCH(qint64, low);
        QFETCH(qint64, high);
        const auto f = ScriptFunction(function);
        ScriptRandom r(variable(f, low, high, f == ScriptFunction::Pareto ? 0.2 : 0.8), 99);
        std::int64_t seenLow = high, seenHigh = low;
        for (int i = 0; i < 100000; ++i) {
            const std::int64_t v = r.nextInt();
            QVERIFY2(v >= low && v <= high, qPrintable(QString::number(v)));
            seenLow = std::min(seenLow, v);
            seenHigh = std::max(seenHigh, v);
        }
        if (f == ScriptFunction::Uniform && high - low == 990) {
            QCOMPARE(seenLow, low); // both ends are reachable
            QCOMPARE(seenHigh, high);
        }
    }

    void uniformIsFlatAndCentred()
    {
        ScriptRandom r(variable(ScriptFunction::Uniform, -5, 4), 1);
        std::vector<int> counts(10, 0);
        const int n = 200000;
        for (int i = 0; i < n; ++i)
            ++counts[std::size_t(r.nextInt() + 5)];
        for (int c : counts)
            QVERIFY2(std::abs(c - n / 10) < n / 10 * 0.03, qPrintable(QString::number(c)));
    }

    void gaussianIsCentred()
    {
        ScriptRandom r(variable(ScriptFunction::Gaussian, -10000, 10000), 2);
        const int n = 100000;
        double sum = 0, sq = 0;
        for (int i = 0; i < n; ++i) {
            const double v = double(r.nextInt());
            sum += v;
            sq += v * v;
        }
        const double m = sum / n;
        const double sd = std::sqrt(sq / n - m * m);
        QVERIFY2(std::abs(m) < 100, qPrintable(QString::number(m)));
        // The mean of 12 uniform draws over 20001 values: sd = 20001 / sqrt(12 * 12).
        QVERIFY2(std::abs(sd - 20001.0 / 12) < 40, qPrintable(QString::number(sd)));
    }

    void specialHitsTheMiddlePercent()
    {
        ScriptRandom r(variable(ScriptFunction::Special, 1, 10000), 3);
        const int n = 100000;
        int middle = 0;
        for (int i = 0; i < n; ++i) {
            const std::int64_t v = r.nextInt();
            middle += v >= 4951 && v <= 5050;
        }
        // 75% of the draws hit the special 1%, plus the gaussian draws that land there.
        QVERIFY2(double(middle) / n > 0.74 && double(middle) / n < 0.85, qPrintable(QString::number(middle)));
    }

    void zipfianExponentIsHonoured()
    {
        ScriptRandom flat(variable(ScriptFunction::Zipfian, 100, 1099, 0.0), 4);
        ScriptRandom mild(variable(ScriptFunction::Zipfian, 100, 1099, 0.8), 4);
        ScriptRandom steep(variable(ScriptFunction::Zipfian, 100, 1099, 1.5), 4);
        const int n = 400000;
        const double flatTop = shareOf(flat, 100, n);
        const double mildTop = shareOf(mild, 100, n);
        const double steepTop = shareOf(steep, 100, n);
        // Exponent 0 is uniform; the hottest value is `low`, with P(low) = 1 / H(1000, s): 0.06464 for s = 0.8,
        // 0.39229 for s = 1.5 (tolerances of about 6 standard deviations).
        QVERIFY2(std::abs(flatTop - 0.001) < 0.0003, qPrintable(QString::number(flatTop)));
        QVERIFY2(std::abs(mildTop - 0.06464) < 0.0025, qPrintable(QString::number(mildTop)));
        QVERIFY2(std::abs(steepTop - 0.39229) < 0.005, qPrintable(QString::number(steepTop)));
    }

    void paretoParameterIsHonoured()
    {
        // h = 0.5 is uniform (power log(h)/log(1-h) = 1); h = 0.2 puts the mean at 1/(1 + 7.21) of the range.
        ScriptRandom even(variable(ScriptFunction::Pareto, 0, 9999, 0.5), 5);
        ScriptRandom skewed(variable(ScriptFunction::Pareto, 0, 9999, 0.2), 5);
        const double evenMean = mean(even, 100000);
        const double skewedMean = mean(skewed, 100000);
        QVERIFY2(std::abs(evenMean - 4999.5) < 60, qPrintable(QString::number(evenMean)));
        QVERIFY2(std::abs(skewedMean - 10000 / (1 + std::log(0.2) / std::log(0.8))) < 60,
            qPrintable(QString::number(skewedMean)));
    }

    void stringsFollowTheirPattern()
    {
        ScriptVariable v;
        v.function = ScriptFunction::String;
        v.pattern = "@@-##x";
        ScriptRandom r(v, 6);
        QCOMPARE(r.patternLength(), std::size_t(6));
        char out[6];
        bool sawDifferent = false;
        std::string first;
        for (int i = 0; i < 1000; ++i) {
            r.fillString(out);
            const std::string s(out, 6);
            QVERIFY2(std::islower(s[0]) && std::islower(s[1]) && s[2] == '-' && std::isdigit(s[3]) && std::isdigit(s[4])
                    && s[5] == 'x',
                s.c_str());
            if (i == 0)
                first = s;
            sawDifferent = sawDifferent || s != first;
        }
        QVERIFY(sawDifferent);
    }

    void constantsAndSeeds()
    {
        ScriptRandom c(variable(ScriptFunction::Constant, 42, 42), 7);
        QCOMPARE(c.nextInt(), 42);
        ScriptRandom a(variable(ScriptFunction::Uniform, 1, 1000000), 8);
        ScriptRandom b(variable(ScriptFunction::Uniform, 1, 1000000), 8);
        ScriptRandom other(variable(ScriptFunction::Uniform, 1, 1000000), 9);
        int same = 0;
        for (int i = 0; i < 100; ++i) {
            const std::int64_t x = a.nextInt();
            QCOMPARE(b.nextInt(), x); // same seed, same sequence
            same += other.nextInt() == x;
        }
        QVERIFY(same < 5);
    }
};

QTEST_APPLESS_MAIN(TestScriptRandom)
#include "tst_scriptrandom.moc"
