// SPDX-License-Identifier: GPL-3.0-or-later
#include "workload/randomgenerator.h"

#include <QTest>
#include <cmath>
#include <vector>

using namespace sb;

class TestRandomGenerator : public QObject {
    Q_OBJECT

private:
    static RandomGenerator make(RandType type)
    {
        RandomConfig c;
        c.type = type;
        return RandomGenerator(12345, c);
    }

private Q_SLOTS:
    void everyDistributionStaysInRange_data()
    {
        QTest::addColumn<int>("type");
        for (int t = 0; t <= int(RandType::Zipfian); ++t)
            QTest::newRow(qPrintable(RandomConfig::typeName(RandType(t)))) << t;
    }

    void everyDistributionStaysInRange()
    {
        QFETCH(int, type);
        RandomGenerator g = make(RandType(type));
        for (int i = 0; i < 100000; ++i) {
            const auto v = g.byDefault(10, 1000);
            QVERIFY2(v >= 10 && v <= 1000, qPrintable(QString::number(v)));
        }
    }

    void uniformIsFlat()
    {
        RandomGenerator g = make(RandType::Uniform);
        std::vector<int> counts(10, 0);
        const int n = 200000;
        for (int i = 0; i < n; ++i)
            ++counts[g.uniform(1, 10) - 1];
        for (int c : counts)
            QVERIFY2(std::abs(c - n / 10) < n / 10 * 0.03, qPrintable(QString::number(c)));
    }

    void gaussianIsCentredWithTheExpectedSpread()
    {
        RandomGenerator g = make(RandType::Gaussian);
        const int n = 100000;
        double sum = 0, sq = 0;
        for (int i = 0; i < n; ++i) {
            const double v = g.gaussian(1, 10000);
            sum += v;
            sq += v * v;
        }
        const double mean = sum / n;
        const double sd = std::sqrt(sq / n - mean * mean);
        QVERIFY2(std::abs(mean - 5000.5) < 50, qPrintable(QString::number(mean)));
        // The mean of 12 uniforms over 10000 values: sd = 10000 / sqrt(12 * 12) = 833.
        QVERIFY2(std::abs(sd - 10000 / 12.0) < 25, qPrintable(QString::number(sd)));
    }

    void specialHitsTheMiddleOnePercentThreeTimesInFour()
    {
        RandomGenerator g = make(RandType::Special);
        const int n = 100000;
        int special = 0;
        for (int i = 0; i < n; ++i) {
            const auto v = g.special(1, 10000);
            special += v > 4950 && v <= 5050;
        }
        // 75% by construction, plus the gaussian's own share of the middle (about 5% of the other 25%).
        const double share = double(special) / n;
        QVERIFY2(share > 0.75 && share < 0.78, qPrintable(QString::number(share)));
    }

    void paretoPutsEightyPercentOnTwentyPercent()
    {
        RandomGenerator g = make(RandType::Pareto);
        const int n = 100000;
        int low = 0;
        for (int i = 0; i < n; ++i)
            low += g.pareto(1, 10000) <= 2000;
        const double share = double(low) / n;
        QVERIFY2(std::abs(share - 0.8) < 0.01, qPrintable(QString::number(share)));
    }

    void zipfianFollowsItsPowerLaw()
    {
        RandomGenerator g = make(RandType::Zipfian);
        const int n = 400000;
        std::vector<int> counts(101, 0);
        for (int i = 0; i < n; ++i) {
            const auto v = g.zipfian(1, 1000);
            if (v <= 100)
                ++counts[v];
        }
        // P(k) is proportional to k^-0.8: rank 1 is 2^0.8 = 1.74 times rank 2, and 10^0.8 = 6.3 times rank 10.
        const double r2 = double(counts[1]) / counts[2];
        const double r10 = double(counts[1]) / counts[10];
        QVERIFY2(std::abs(r2 - std::pow(2, 0.8)) < 0.06, qPrintable(QString::number(r2)));
        QVERIFY2(std::abs(r10 - std::pow(10, 0.8)) < 0.35, qPrintable(QString::number(r10)));
    }

    void sameSeedSameSequence()
    {
        RandomGenerator a = make(RandType::Special), b = make(RandType::Special);
        for (int i = 0; i < 1000; ++i)
            QCOMPARE(a.byDefault(1, 100000), b.byDefault(1, 100000));
    }

    void stringsFollowTheirPattern()
    {
        RandomGenerator g = make(RandType::Uniform);
        const char pattern[] = "###-@@@";
        char out[7];
        g.fillString(out, pattern, 7);
        for (int i = 0; i < 3; ++i)
            QVERIFY(out[i] >= '0' && out[i] <= '9');
        QCOMPARE(out[3], '-');
        for (int i = 4; i < 7; ++i)
            QVERIFY(out[i] >= 'a' && out[i] <= 'z');
    }

    void unknownTypeIsAnError()
    {
        QVERIFY(!RandomConfig::parseType(QStringLiteral("normal")).ok());
        QCOMPARE(*RandomConfig::parseType(QStringLiteral("zipfian")), RandType::Zipfian);
    }
};

QTEST_APPLESS_MAIN(TestRandomGenerator)
#include "tst_randomgenerator.moc"
