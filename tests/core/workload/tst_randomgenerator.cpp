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

    // Several characters come from one 64-bit draw: every position of sysbench's c column (digits in groups of 11)
    // and of a letter pattern must still be uniform, and neighbours independent, across the draws' boundaries too.
    // Chi-square statistics against their degrees of freedom plus five standard deviations (a fixed seed: the
    // check cannot flake; characters taken past a draw's 64 bits would be zeros and fail it by thousands).
    void stringCharactersAreUniformAndIndependent_data()
    {
        QTest::addColumn<QByteArray>("pattern");
        QTest::addColumn<int>("radix");
        QTest::addColumn<int>("strings");
        QTest::newRow("digits") << QByteArray("###########-###########-###########-###########-###########-###########-"
                                              "###########-###########-###########-###########")
                                << 10 << 20000;
        QTest::newRow("letters") << QByteArray("@@@@@@@@@@@@@@@@@@@@@@@@@") << 26 << 40000;
    }

    void stringCharactersAreUniformAndIndependent()
    {
        QFETCH(QByteArray, pattern);
        QFETCH(int, radix);
        QFETCH(int, strings);
        const char base = radix == 10 ? '0' : 'a';
        std::vector<int> positions; // the pattern's random characters
        for (int i = 0; i < pattern.size(); ++i) {
            if (pattern[i] == '#' || pattern[i] == '@')
                positions.push_back(i);
        }
        const std::size_t n = positions.size();
        std::vector<double> single(n * std::size_t(radix)), pairs(std::size_t(radix * radix));
        RandomGenerator g = make(RandType::Uniform);
        std::vector<char> out(std::size_t(pattern.size()));
        for (int s = 0; s < strings; ++s) {
            g.fillString(out.data(), pattern.constData(), out.size());
            for (std::size_t p = 0; p < n; ++p) {
                const int v = out[std::size_t(positions[p])] - base;
                QVERIFY(v >= 0 && v < radix);
                ++single[p * std::size_t(radix) + std::size_t(v)];
                if (p > 0)
                    ++pairs[std::size_t((out[std::size_t(positions[p - 1])] - base) * radix + v)];
            }
        }
        const auto chiSquare = [](const std::vector<double>& counts, double expected) {
            double sum = 0;
            for (double c : counts)
                sum += (c - expected) * (c - expected) / expected;
            return sum;
        };
        const auto limit = [](double dof) { return dof + 5 * std::sqrt(2 * dof); };
        const double xSingle = chiSquare(single, double(strings) / radix);
        const double dofSingle = double(n) * (radix - 1);
        QVERIFY2(xSingle < limit(dofSingle),
            qPrintable(QStringLiteral("per position: %1 for %2 df").arg(xSingle).arg(dofSingle)));
        const double xPairs = chiSquare(pairs, double(strings) * double(n - 1) / (radix * radix));
        const double dofPairs = double(radix * radix - 1);
        QVERIFY2(
            xPairs < limit(dofPairs), qPrintable(QStringLiteral("neighbours: %1 for %2 df").arg(xPairs).arg(dofPairs)));
    }

    void unknownTypeIsAnError()
    {
        QVERIFY(!RandomConfig::parseType(QStringLiteral("normal")).ok());
        QCOMPARE(*RandomConfig::parseType(QStringLiteral("zipfian")), RandType::Zipfian);
    }
};

QTEST_APPLESS_MAIN(TestRandomGenerator)
#include "tst_randomgenerator.moc"
