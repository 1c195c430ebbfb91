// SPDX-License-Identifier: GPL-3.0-or-later
// ScaleBench's histogram in HdrHistogram's layout: every ScaleBench bucket lands on a value HdrHistogram keeps
// exactly, 0.5 ns below the bucket's midpoint; percentiles read back the same buckets; the V2 compressed encoding
// decodes (zlib, ZigZag LEB128 with zero runs) to the same counts. HdrHistogram's own Java reader is
// tst_hdrhistogramlog's (label java).
#include "engine/latencyhistogram.h"
#include "export/hdrhistogram.h"
#include "export/hdrhistogramlog.h"

#include <QtEndian>
#include <QtTest>
#include <map>

using namespace sb;

namespace {

std::uint32_t int32At(const QByteArray& b, int at)
{
    return qFromBigEndian<quint32>(b.constData() + at);
}

std::uint64_t int64At(const QByteArray& b, int at)
{
    return qFromBigEndian<quint64>(b.constData() + at);
}

// The counts a V2 payload holds, by HdrHistogram's counts index (the encoding's own rules, read independently).
std::map<int, std::uint64_t> decodedCounts(const QByteArray& payload)
{
    std::map<int, std::uint64_t> counts;
    int index = 0;
    for (int at = 0; at < payload.size();) {
        std::uint64_t v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            const auto byte = std::uint8_t(payload.at(at++));
            if (shift == 56) {
                v |= std::uint64_t(byte) << 56;
                break;
            }
            v |= std::uint64_t(byte & 0x7f) << shift;
            if (!(byte & 0x80))
                break;
        }
        const std::int64_t value = std::int64_t(v >> 1) ^ -std::int64_t(v & 1);
        if (value < 0) {
            index += int(-value);
        } else {
            if (value > 0)
                counts[index] = std::uint64_t(value);
            ++index;
        }
    }
    return counts;
}

} // namespace

class TestHdrHistogram : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyBucketKeptExactly()
    {
        for (int i = 0; i <= LatencyHistogram::bucketOf(LatencyHistogram::kMaxTrackable); ++i) {
            const std::uint64_t v = HdrHistogram::valueOfBucket(i);
            QCOMPARE(HdrHistogram::highestEquivalent(v), v);
            QCOMPARE(LatencyHistogram::bucketOf(v), i); // inside its own bucket
            const double off = LatencyHistogram::bucketValue(i) - double(v);
            QVERIFY2(off == 0.0 || off == 0.5, qPrintable(QString::number(off)));
            QCOMPARE(HdrHistogram::valueFromIndex(HdrHistogram::countsIndex(v)) <= v, true);
        }
        for (int k = 0; k < HdrHistogram::countsLength(); ++k)
            QCOMPARE(HdrHistogram::countsIndex(HdrHistogram::valueFromIndex(k)), k);
        QCOMPARE(HdrHistogram::bucketCount(), 30); // 2048 sub-buckets, values up to 2^40 ns
    }

    void percentilesReadBack()
    {
        LatencyHistogram h;
        std::uint64_t v = 90'000;
        for (int i = 0; i < 1000; ++i) { // 90 µs to about 2 ms, log-spread
            h.record(v);
            v += v / 300;
        }
        const HdrHistogram hdr(h);
        QCOMPARE(hdr.totalCount(), std::uint64_t(1000));
        for (double p : { 50.0, 90.0, 95.0, 99.0, 100.0 }) {
            // p * count is whole here, so both round the rank alike: the same bucket, 0.5 ns apart.
            LatencyHistogram buckets = h;
            buckets.setExtremes(UINT64_MAX, 0, 0);
            const double sb = buckets.percentileNs(p / 100.0);
            QCOMPARE(double(hdr.valueAtPercentile(p)), sb - 0.5);
        }
    }

    void compressedDecodes()
    {
        LatencyHistogram h;
        for (std::uint64_t ns : { 5ULL, 5ULL, 200ULL, 150'000ULL, 150'100ULL, 7'000'000ULL, 900'000'000'000ULL })
            h.record(ns);
        const QByteArray c = HdrHistogram(h).compressed();
        QCOMPARE(int32At(c, 0), 0x1c849314u);
        QCOMPARE(int(int32At(c, 4)), c.size() - 8);
        QByteArray withLength(4, '\0');
        qToBigEndian<quint32>(quint32(1 << 20), withLength.data());
        const QByteArray plain = qUncompress(withLength + c.mid(8));
        QVERIFY(plain.size() >= 40);
        QCOMPARE(int32At(plain, 0), 0x1c849313u);
        QCOMPARE(int(int32At(plain, 4)), plain.size() - 40);
        QCOMPARE(int32At(plain, 8), 0u); // normalizing index offset
        QCOMPARE(int32At(plain, 12), 3u); // significant digits
        QCOMPARE(int64At(plain, 16), std::uint64_t(1));
        QCOMPARE(int64At(plain, 24), HdrHistogram::kHighestTrackable);
        std::map<int, std::uint64_t> expected;
        for (int i = 0; i < LatencyHistogram::kBuckets; ++i) {
            if (h.countAt(i))
                expected[HdrHistogram::countsIndex(HdrHistogram::valueOfBucket(i))] += h.countAt(i);
        }
        QCOMPARE(decodedCounts(plain.mid(40)), expected);
    }

    void logText()
    {
        LatencyHistogram h;
        h.record(1'000'000);
        const QString text
            = HdrHistogramLog::text(QDateTime::fromSecsSinceEpoch(1'700'000'000, Qt::UTC), { QStringLiteral("ns") },
                { { QStringLiteral("total"), 0.0, 10.0, &h }, { QStringLiteral("a group, b"), 0.0, 10.0, &h } });
        const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.at(0), QStringLiteral("#[Histogram log format version 1.3]"));
        QCOMPARE(lines.at(1), QStringLiteral("#[ns]"));
        QVERIFY(
            lines.at(2).startsWith(QLatin1String("#[StartTime: 1700000000.000 (seconds since epoch), Tue Nov 14 ")));
        QCOMPARE(lines.at(3), QStringLiteral("#[BaseTime: 1700000000.000 (seconds since epoch)]"));
        QVERIFY(lines.at(5).startsWith(QLatin1String("Tag=total,0.000,10.000,1.004,HIST")));
        QVERIFY(lines.at(6).startsWith(QLatin1String("Tag=a_group__b,")));
    }
};

QTEST_APPLESS_MAIN(TestHdrHistogram)
#include "tst_hdrhistogram.moc"
