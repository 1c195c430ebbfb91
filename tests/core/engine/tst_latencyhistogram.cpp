// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/latencyhistogram.h"

#include <QTest>
#include <algorithm>
#include <cmath>
#include <random>

using namespace sb;

class TestLatencyHistogram : public QObject {
    Q_OBJECT

private:
    static double exactPercentile(std::vector<std::uint64_t> values, double fraction)
    {
        std::sort(values.begin(), values.end());
        const auto rank = std::max<std::size_t>(1, std::size_t(std::ceil(fraction * double(values.size()))));
        return double(values[rank - 1]);
    }

private Q_SLOTS:
    void bucketsCoverOneMicrosecondToHundredSecondsWithinOnePercent()
    {
        for (double v = 1000; v <= 100e9; v *= 1.013) {
            const auto ns = std::uint64_t(v);
            const int b = LatencyHistogram::bucketOf(ns);
            QVERIFY(b >= 0 && b < LatencyHistogram::kBuckets);
            QVERIFY2(ns >= LatencyHistogram::bucketLow(b) && ns < LatencyHistogram::bucketLow(b) + LatencyHistogram::bucketWidth(b),
                qPrintable(QString::number(ns)));
            const double error = std::abs(LatencyHistogram::bucketValue(b) - double(ns)) / double(ns);
            QVERIFY2(error <= 0.01, qPrintable(QStringLiteral("%1 ns off by %2").arg(ns).arg(error)));
        }
    }

    void bucketsAreContiguous()
    {
        for (int b = 0; b + 1 < LatencyHistogram::kBuckets; ++b)
            QCOMPARE(LatencyHistogram::bucketLow(b) + LatencyHistogram::bucketWidth(b), LatencyHistogram::bucketLow(b + 1));
    }

    void percentilesOfSkewedDataWithinOnePercent_data()
    {
        QTest::addColumn<int>("distribution");
        QTest::newRow("lognormal") << 0;
        QTest::newRow("pareto tail") << 1;
        QTest::newRow("bimodal") << 2;
    }

    void percentilesOfSkewedDataWithinOnePercent()
    {
        QFETCH(int, distribution);
        std::mt19937_64 rng(42);
        std::lognormal_distribution<double> lognormal(std::log(2e6), 1.0); // around 2 ms, long tail
        std::uniform_real_distribution<double> uniform(0.0, 1.0);
        std::vector<std::uint64_t> values;
        LatencyHistogram h;
        for (int i = 0; i < 200000; ++i) {
            double v = 0;
            if (distribution == 0)
                v = lognormal(rng);
            else if (distribution == 1)
                v = 50e3 / std::pow(1.0 - uniform(rng), 1.0 / 1.2); // pareto from 50 us, heavy tail
            else
                v = uniform(rng) < 0.9 ? 100e3 + uniform(rng) * 10e3 : 40e6 + uniform(rng) * 5e6;
            const auto ns = std::uint64_t(std::min(v, 500e9));
            values.push_back(ns);
            h.record(ns);
        }
        QCOMPARE(h.count(), std::uint64_t(values.size()));
        for (double p : { 0.5, 0.9, 0.95, 0.99, 0.999 }) {
            const double exact = exactPercentile(values, p);
            const double got = h.percentileNs(p);
            QVERIFY2(std::abs(got - exact) / exact <= 0.01,
                qPrintable(QStringLiteral("p%1: %2 vs exact %3").arg(p * 100).arg(got).arg(exact)));
        }
        QCOMPARE(h.minNs(), double(*std::min_element(values.begin(), values.end())));
        QCOMPARE(h.maxNs(), double(*std::max_element(values.begin(), values.end())));
    }

    void mergeEqualsRecordingEverything()
    {
        LatencyHistogram a, b, all;
        for (std::uint64_t v = 1000; v < 5000000; v = v * 11 / 10) {
            a.record(v);
            all.record(v);
            b.record(v * 3);
            all.record(v * 3);
        }
        a.add(b);
        QCOMPARE(a.count(), all.count());
        for (double p : { 0.1, 0.5, 0.99 })
            QCOMPARE(a.percentileNs(p), all.percentileNs(p));
        QCOMPARE(a.meanNs(), all.meanNs());
    }

    void subtractGivesTheInterval()
    {
        LatencyHistogram before, after;
        for (int i = 0; i < 1000; ++i) {
            before.record(1000000);
            after.record(1000000);
        }
        for (int i = 0; i < 10; ++i)
            after.record(50000000);
        after.subtract(before);
        QCOMPARE(after.count(), std::uint64_t(10));
        QVERIFY(std::abs(after.percentileNs(0.5) - 50e6) / 50e6 < 0.01);
    }

    void emptyHistogramIsZero()
    {
        LatencyHistogram h;
        QCOMPARE(h.summary().count, std::uint64_t(0));
        QCOMPARE(h.percentileNs(0.95), 0.0);
    }
};

QTEST_APPLESS_MAIN(TestLatencyHistogram)
#include "tst_latencyhistogram.moc"
