// SPDX-License-Identifier: GPL-3.0-or-later
// The arithmetic that makes several ranks one run: histograms merged bucket by bucket equal one histogram of all
// the samples exactly, counters add up, and the clients, rate and events split so that the shares add up.
#include "engine/runner.h"
#include "rankrecord.h"
#include "rankshare.h"

#include <QTest>
#include <random>

using namespace sb;

namespace {

// What MPI_Ireduce(MPI_SUM) and MPI_Iallgather hand rank 0: the summed words and every rank's record.
MergedReport reduce(const std::vector<LatencyHistogram>& perRank, const std::vector<RunSummary>& summaries,
    const std::vector<LatencyHistogram>& connectLatency = {})
{
    std::vector<std::uint64_t> sum(HistogramWords::kWords), words(HistogramWords::kWords);
    std::vector<RankRecord> records;
    const LatencyHistogram none;
    for (std::size_t i = 0; i < perRank.size(); ++i) {
        const LatencyHistogram& connects = i < connectLatency.size() ? connectLatency[i] : none;
        HistogramWords::pack(perRank[i], none, connects, words.data());
        HistogramWords::addInto(sum.data(), words.data());
        records.push_back(RankRecord::fromSummary(summaries[i], perRank[i], none, connects));
    }
    return MergedReport::merge(records, sum.data());
}

} // namespace

class TestRankRecord : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void mergedHistogramEqualsOneHistogramOfTheSameSamples()
    {
        std::mt19937_64 rng(42);
        // Three ranks with different latency: a fast local one, a slower one, one with a long tail.
        using Shape = std::lognormal_distribution<double>;
        std::vector<Shape> shapes { Shape(10.0, 0.5), Shape(11.5, 0.8), Shape(12.0, 2.0) };
        std::vector<LatencyHistogram> perRank(shapes.size());
        std::vector<RunSummary> summaries(shapes.size());
        LatencyHistogram all;
        for (std::size_t r = 0; r < shapes.size(); ++r) {
            for (int i = 0; i < 20000 + int(r) * 7000; ++i) {
                const auto ns = std::uint64_t(shapes[r](rng));
                perRank[r].record(ns);
                all.record(ns);
            }
        }
        const MergedReport merged = reduce(perRank, summaries);
        for (int b = 0; b < LatencyHistogram::kBuckets; ++b)
            QCOMPARE(merged.latency.countAt(b), all.countAt(b));
        QCOMPARE(merged.latency.count(), all.count());
        QCOMPARE(merged.latency.sumNs(), all.sumNs());
        QCOMPARE(merged.latency.exactMinNs(), all.exactMinNs());
        QCOMPARE(merged.latency.exactMaxNs(), all.exactMaxNs());
        for (double f : { 0.5, 0.9, 0.95, 0.99, 0.999, 1.0 })
            QCOMPARE(merged.latency.percentileNs(f), all.percentileNs(f));
        const LatencySummary a = merged.latency.summary(), b = all.summary();
        QCOMPARE(a.count, b.count);
        QCOMPARE(a.avgMs, b.avgMs);
        QCOMPARE(a.p99Ms, b.p99Ms);
        QCOMPARE(a.maxMs, b.maxMs);
    }

    void intervalHistogramsMergeExactlyToo()
    {
        // An interval's histogram is a difference of two snapshots: its extremes are unknown, only buckets remain.
        std::mt19937_64 rng(7);
        std::uniform_int_distribution<std::uint64_t> ns(50, 50'000'000);
        std::vector<LatencyHistogram> perRank(2);
        LatencyHistogram all;
        for (auto& h : perRank) {
            LatencyHistogram before;
            for (int i = 0; i < 5000; ++i)
                before.record(ns(rng));
            h = before;
            for (int i = 0; i < 5000; ++i) {
                const std::uint64_t v = ns(rng);
                h.record(v);
                all.record(v);
            }
            h.subtract(before);
        }
        all.subtract(LatencyHistogram()); // the reference loses its exact extremes the same way
        const MergedReport merged = reduce(perRank, std::vector<RunSummary>(2));
        for (int b = 0; b < LatencyHistogram::kBuckets; ++b)
            QCOMPARE(merged.latency.countAt(b), all.countAt(b));
        QCOMPARE(merged.latency.sumNs(), all.sumNs());
        QCOMPARE(merged.latency.minNs(), all.minNs());
        QCOMPARE(merged.latency.maxNs(), all.maxNs());
        QCOMPARE(merged.latency.percentileNs(0.99), all.percentileNs(0.99));
    }

    void countersAddUp()
    {
        IntervalSample a, b;
        a.threads = 3;
        a.transactions = 100;
        a.reads = 1000;
        a.writes = 7;
        a.intervalSec = 1.0;
        b.threads = 2;
        b.transactions = 50;
        b.reads = 500;
        b.others = 3;
        b.fatalErrors = 1;
        a.connected = 3; // every rank's connections, not rank 0's alone (the Run page's Connections chart)
        a.busy = 2.5;
        b.connected = 2;
        b.busy = 1.25;
        const LatencyHistogram none;
        MergedReport m;
        m.ranks = { RankRecord::fromInterval(a, none, none), RankRecord::fromInterval(b, none, none) };
        const IntervalSample s = m.mergedSample(a);
        QCOMPARE(s.threads, 5);
        QCOMPARE(s.transactions, std::uint64_t(150));
        QCOMPARE(s.queries(), std::uint64_t(1510));
        QCOMPARE(s.fatalErrors, std::uint64_t(1));
        QCOMPARE(s.intervalSec, 1.0);
        QCOMPARE(s.connected, 5);
        QCOMPARE(s.busy, 3.75);
    }

    // The summary's connects are every rank's: the connect latencies merge like the query latencies, failures add up.
    void connectsMergeAcrossRanks()
    {
        std::vector<LatencyHistogram> connects(2), queries(2);
        std::vector<RunSummary> summaries(2);
        LatencyHistogram all;
        for (int i = 0; i < 300; ++i) { // rank 0 connects fast, rank 1 (a remote load host) slowly
            const auto ns = std::uint64_t(200'000 + i * 1'000);
            connects[0].record(ns);
            all.record(ns);
        }
        for (int i = 0; i < 100; ++i) {
            const auto ns = std::uint64_t(40'000'000 + i * 100'000);
            connects[1].record(ns);
            all.record(ns);
        }
        summaries[0].connects.failures = 2;
        summaries[1].connects.failures = 5;
        summaries[0].connects.retries = 1;
        summaries[1].connects.retries = 3;
        const MergedReport merged = reduce(queries, summaries, connects);
        const RankRecord total = merged.total();
        const ConnectSummary c
            = Runner::connectSummary(merged.connectLatency, total.connectFailures, total.connectRetries);
        const ConnectSummary expected = Runner::connectSummary(all, 7, 4);
        QCOMPARE(c.connected, std::uint64_t(400));
        QCOMPARE(c.failures, std::uint64_t(7));
        QCOMPARE(c.retries, std::uint64_t(4)); // the first connects each rank tried again
        QCOMPARE(c.meanMs, expected.meanMs);
        QCOMPARE(c.p95Ms, expected.p95Ms); // rank 1's slow connects: rank 0's alone would say 0.49 ms
        QVERIFY(c.p95Ms > 40.0);
        QCOMPARE(c.maxMs, expected.maxMs);
    }

    void sharesAddUp_data()
    {
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("ranks");
        QTest::newRow("even") << 8 << 2;
        QTest::newRow("remainder") << 5 << 3;
        QTest::newRow("one each") << 4 << 4;
        QTest::newRow("many") << 1000 << 7;
    }

    void sharesAddUp()
    {
        QFETCH(int, threads);
        QFETCH(int, ranks);
        RunOptions whole;
        whole.threads = threads;
        whole.rate = 1000;
        whole.events = 10001;
        int clients = 0;
        double rate = 0;
        std::uint64_t events = 0;
        for (int r = 0; r < ranks; ++r) {
            auto share = RankShare::of(whole, r, ranks);
            QVERIFY(share.ok());
            QVERIFY(share->threads >= threads / ranks && share->threads <= threads / ranks + 1);
            clients += share->threads;
            rate += share->rate;
            events += share->events;
        }
        QCOMPARE(clients, threads);
        QVERIFY(std::abs(rate - 1000) < 1e-9);
        QCOMPARE(events, std::uint64_t(10001));
    }

    void fewerClientsThanRanksIsRefused()
    {
        RunOptions whole;
        whole.threads = 2;
        const auto share = RankShare::of(whole, 0, 3);
        QVERIFY(!share.ok());
        QCOMPARE(share.error().code, ErrorCode::OptionValueInvalid);
        QCOMPARE(share.error().context, QStringLiteral("--threads"));
        QCOMPARE(share.error().args, (QStringList { QStringLiteral("2"), QStringLiteral("3") })); // ErrorText's words
    }
};

QTEST_APPLESS_MAIN(TestRankRecord)
#include "tst_rankrecord.moc"
