// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rateschedule.h"

#include <QTest>
#include <algorithm>
#include <cmath>
#include <thread>
#include <vector>

using namespace sb;

class TestRateScheduler : public QObject {
    Q_OBJECT

private:
    static std::vector<std::uint64_t> starts(RateSchedule& s, int n)
    {
        std::vector<std::uint64_t> v(static_cast<std::size_t>(n));
        for (auto& t : v)
            t = s.claim();
        return v;
    }

    struct GapStats {
        double mean = 0, cv = 0;
    };
    static GapStats gapStats(const std::vector<std::uint64_t>& t)
    {
        double sum = 0, sq = 0;
        const double n = double(t.size() - 1);
        for (std::size_t i = 1; i < t.size(); ++i) {
            const double g = double(t[i] - t[i - 1]);
            sum += g;
            sq += g * g;
        }
        const double mean = sum / n;
        return { mean, std::sqrt(std::max(0.0, sq / n - mean * mean)) / mean };
    }

private Q_SLOTS:
    void constantHitsTheRateExactly()
    {
        const double rate = 1234.5;
        RateSchedule s(rate, RateArrivals::Constant, 1);
        const auto t = starts(s, 10001);
        QCOMPARE(t.front(), std::uint64_t(0));
        const GapStats g = gapStats(t);
        QVERIFY2(std::abs(g.mean * rate / 1e9 - 1) < 0.01, qPrintable(QString::number(g.mean)));
        QVERIFY2(g.cv < 0.001, qPrintable(QString::number(g.cv)));
        // No drift: the 10,000th arrival is where 10000/rate says, to the rounding of one nanosecond.
        QVERIFY(std::abs(double(t[10000]) - 10000 / rate * 1e9) <= 1.0);
    }

    void constantDoesNotDriftOverALongRun()
    {
        RateSchedule s(3.0, RateArrivals::Constant, 1); // a period of 333,333,333.33 ns: not a whole number
        std::uint64_t last = 0;
        for (int i = 0; i <= 3000000; ++i)
            last = s.claim();
        QCOMPARE(last, std::uint64_t(1000000) * 1000000000ULL);
    }

    // One run of 10,000 Poisson arrivals has a standard error of 1% on its mean gap, so one seed alone cannot be
    // held to 1% without luck: the mean over 20 seeds (standard error 0.22%) is held to 1%, each seed to 5%
    // (5 standard errors), and each CV (standard error about 1%) to 5% of 1.
    void poissonMeanRateAndSpread()
    {
        const double rate = 800;
        double meanOfMeans = 0;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            RateSchedule s(rate, RateArrivals::Poisson, seed);
            const auto t = starts(s, 10001);
            const GapStats g = gapStats(t);
            const double relative = g.mean * rate / 1e9;
            QVERIFY2(std::abs(relative - 1) < 0.05, qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(relative)));
            QVERIFY2(std::abs(g.cv - 1) < 0.05, qPrintable(QStringLiteral("seed %1: cv %2").arg(seed).arg(g.cv)));
            // No drift beyond the process's own randomness: the 10,000th start within 5 sigma (5%) of 10000/rate.
            QVERIFY(std::abs(double(t[10000]) / (10000 / rate * 1e9) - 1) < 0.05);
            meanOfMeans += relative / 20;
        }
        QVERIFY2(std::abs(meanOfMeans - 1) < 0.01, qPrintable(QString::number(meanOfMeans)));
    }

    void poissonDoesNotDriftOverAMillionArrivals()
    {
        const double rate = 50000;
        RateSchedule s(rate, RateArrivals::Poisson, 7);
        std::uint64_t last = 0;
        for (int i = 0; i <= 1000000; ++i)
            last = s.claim();
        // 1,000,000 gaps: standard error 0.1%; 0.5% is 5 of them.
        QVERIFY2(std::abs(double(last) / (1000000 / rate * 1e9) - 1) < 0.005, qPrintable(QString::number(last)));
    }

    void poissonIsReproducibleFromItsSeed()
    {
        RateSchedule a(100, RateArrivals::Poisson, 42), b(100, RateArrivals::Poisson, 42),
            c(100, RateArrivals::Poisson, 43);
        const auto ta = starts(a, 100), tb = starts(b, 100), tc = starts(c, 100);
        QVERIFY(ta == tb);
        QVERIFY(ta != tc);
    }

    void dueByCountsStartedArrivals_data()
    {
        QTest::addColumn<int>("arrivals");
        QTest::newRow("constant") << int(RateArrivals::Constant);
        QTest::newRow("poisson") << int(RateArrivals::Poisson);
    }

    void dueByCountsStartedArrivals()
    {
        QFETCH(int, arrivals);
        RateSchedule reference(500, RateArrivals(arrivals), 9), s(500, RateArrivals(arrivals), 9);
        const auto t = starts(reference, 5000);
        for (std::uint64_t probe : { std::uint64_t(0), std::uint64_t(1), t[10] - 1, t[10], t[999], t[4000] + 1 }) {
            const auto expected = std::uint64_t(std::upper_bound(t.begin(), t.end(), probe) - t.begin());
            QCOMPARE(s.dueBy(probe), expected);
        }
    }

    void concurrentClaimsTakeEachArrivalOnce_data() { dueByCountsStartedArrivals_data(); }

    void concurrentClaimsTakeEachArrivalOnce()
    {
        QFETCH(int, arrivals);
        const int perThread = 50000, threads = 4;
        RateSchedule reference(10000, RateArrivals(arrivals), 5), shared(10000, RateArrivals(arrivals), 5);
        const auto expected = starts(reference, perThread * threads);
        std::vector<std::vector<std::uint64_t>> got(threads);
        std::vector<std::thread> pool;
        for (int i = 0; i < threads; ++i)
            pool.emplace_back([&, i] {
                got[std::size_t(i)].reserve(perThread);
                for (int k = 0; k < perThread; ++k)
                    got[std::size_t(i)].push_back(shared.claim());
            });
        for (auto& th : pool)
            th.join();
        std::vector<std::uint64_t> all;
        for (const auto& v : got) {
            QVERIFY(std::is_sorted(v.begin(), v.end())); // each thread sees the schedule in order
            all.insert(all.end(), v.begin(), v.end());
        }
        std::sort(all.begin(), all.end());
        // The same starts as one thread claiming alone: none lost, none twice.
        QVERIFY(std::adjacent_find(all.begin(), all.end()) == all.end());
        QVERIFY(all == expected);
    }
};

QTEST_APPLESS_MAIN(TestRateScheduler)
#include "tst_rateschedule.moc"
