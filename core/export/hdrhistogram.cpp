// SPDX-License-Identifier: GPL-3.0-or-later
#include "hdrhistogram.h"

#include "engine/latencyhistogram.h"

#include <QLocale>
#include <QtEndian>
#include <algorithm>
#include <cmath>
#include <cstring>

namespace sb {

namespace {

    constexpr int kHalf = 1 << HdrHistogram::kSubBucketHalfMagnitude;
    // HdrHistogram's "leading zero count base" for unit 1: 64 - unit magnitude - sub-bucket half magnitude - 1.
    constexpr int kLeadingZeroBase = 64 - HdrHistogram::kSubBucketHalfMagnitude - 1;

    int bucketIndexOf(std::uint64_t value)
    {
        return kLeadingZeroBase - __builtin_clzll(value | std::uint64_t(HdrHistogram::kSubBucketCount - 1));
    }

    void putInt(QByteArray& out, qint32 v)
    {
        const qint32 be = qToBigEndian(v);
        out.append(reinterpret_cast<const char*>(&be), sizeof be);
    }

    void putLong(QByteArray& out, qint64 v)
    {
        const qint64 be = qToBigEndian(v);
        out.append(reinterpret_cast<const char*>(&be), sizeof be);
    }

    // ZigZag, then LEB128 in at most 9 bytes (the ninth takes 8 bits), as HdrHistogram's ZigZagEncoding.
    void putZigZag(QByteArray& out, qint64 value)
    {
        std::uint64_t v = (std::uint64_t(value) << 1) ^ std::uint64_t(value >> 63);
        for (int i = 0; i < 8; ++i) {
            if (v < 0x80) {
                out.append(char(v));
                return;
            }
            out.append(char((v & 0x7f) | 0x80));
            v >>= 7;
        }
        out.append(char(v));
    }

    // As Java's Formatter writes %.Nf (HdrHistogram's .hgrm): the shortest decimal form of the double, rounded half
    // up; C's printf rounds the exact binary value half to even, and the percentile levels are binary fractions that
    // end in a 5 (0.9997802734375).
    QString javaFixed(double v, int decimals, int width = 0)
    {
        const QString shortest = QString::number(v, 'f', QLocale::FloatingPointShortest);
        const qsizetype dot = shortest.indexOf(QLatin1Char('.'));
        QString digits = dot < 0 ? shortest : shortest.left(dot) + shortest.mid(dot + 1);
        qsizetype fraction = dot < 0 ? 0 : shortest.size() - dot - 1;
        if (fraction < decimals) {
            digits += QString(decimals - fraction, QLatin1Char('0'));
            fraction = decimals;
        }
        const qsizetype keep = digits.size() - (fraction - decimals);
        const bool up = keep < digits.size() && digits.at(keep) >= QLatin1Char('5');
        digits.truncate(keep);
        for (qsizetype i = digits.size() - 1; up && i >= 0; --i) {
            if (digits.at(i) == QLatin1Char('9')) {
                digits[i] = QLatin1Char('0');
                if (i == 0)
                    digits.prepend(QLatin1Char('1'));
                continue;
            }
            digits[i] = QChar(digits.at(i).unicode() + 1);
            break;
        }
        QString text
            = decimals > 0 ? digits.left(digits.size() - decimals) + QLatin1Char('.') + digits.right(decimals) : digits;
        if (text.startsWith(QLatin1Char('.')))
            text.prepend(QLatin1Char('0'));
        return text.rightJustified(width);
    }

} // namespace

std::uint64_t HdrHistogram::valueOfBucket(int sbBucket)
{
    const std::uint64_t low = LatencyHistogram::bucketLow(sbBucket);
    const std::uint64_t width = LatencyHistogram::bucketWidth(sbBucket);
    // The top of the lower half of the bucket: a bucket boundary in HdrHistogram's finer layout, so kept exactly.
    return width == 1 ? low : low + width / 2 - 1;
}

int HdrHistogram::countsIndex(std::uint64_t value)
{
    const int bucket = bucketIndexOf(value);
    const int sub = int(value >> bucket);
    return ((bucket + 1) << kSubBucketHalfMagnitude) + (sub - kHalf);
}

std::uint64_t HdrHistogram::valueFromIndex(int index)
{
    int bucket = (index >> kSubBucketHalfMagnitude) - 1;
    int sub = (index & (kHalf - 1)) + kHalf;
    if (bucket < 0) {
        sub -= kHalf;
        bucket = 0;
    }
    return std::uint64_t(sub) << bucket;
}

std::uint64_t HdrHistogram::highestEquivalent(std::uint64_t value)
{
    const int bucket = bucketIndexOf(value);
    const std::uint64_t size = std::uint64_t(1) << bucket;
    return ((value >> bucket) << bucket) + size - 1;
}

std::uint64_t HdrHistogram::medianEquivalent(std::uint64_t value)
{
    const int bucket = bucketIndexOf(value);
    return ((value >> bucket) << bucket) + ((std::uint64_t(1) << bucket) >> 1);
}

int HdrHistogram::bucketCount()
{
    std::uint64_t smallestUntrackable = kSubBucketCount;
    int buckets = 1;
    while (smallestUntrackable <= kHighestTrackable) {
        smallestUntrackable <<= 1;
        ++buckets;
    }
    return buckets;
}

int HdrHistogram::countsLength()
{
    return (bucketCount() + 1) * kHalf;
}

HdrHistogram::HdrHistogram(const LatencyHistogram& histogram)
    : m_counts(std::size_t(countsLength()), 0)
{
    for (int i = 0; i < LatencyHistogram::kBuckets; ++i) {
        const std::uint64_t c = histogram.countAt(i);
        if (c == 0)
            continue;
        // ScaleBench keeps nothing above 2^40 ns (LatencyHistogram::kMaxTrackable), nor does this layout.
        const int index = std::min(countsIndex(std::min(valueOfBucket(i), kHighestTrackable)), countsLength() - 1);
        m_counts[std::size_t(index)] += c;
        m_total += c;
        m_maxIndex = std::max(m_maxIndex, index);
    }
}

std::uint64_t HdrHistogram::maxValue() const
{
    return m_maxIndex < 0 ? 0 : highestEquivalent(valueFromIndex(m_maxIndex));
}

std::uint64_t HdrHistogram::valueAtPercentile(double percent) const
{
    const double p = std::min(percent, 100.0);
    const auto rank = std::max<std::uint64_t>(1, std::uint64_t(p / 100.0 * double(m_total) + 0.5));
    std::uint64_t seen = 0;
    for (int i = 0; i <= m_maxIndex; ++i) {
        seen += m_counts[std::size_t(i)];
        if (seen >= rank)
            return highestEquivalent(valueFromIndex(i));
    }
    return 0;
}

double HdrHistogram::mean() const
{
    if (m_total == 0)
        return 0;
    double sum = 0;
    for (int i = 0; i <= m_maxIndex; ++i)
        sum += double(m_counts[std::size_t(i)]) * double(medianEquivalent(valueFromIndex(i)));
    return sum / double(m_total);
}

QByteArray HdrHistogram::compressed() const
{
    QByteArray payload;
    for (int i = 0; i <= m_maxIndex;) {
        if (m_counts[std::size_t(i)] != 0) {
            putZigZag(payload, qint64(m_counts[std::size_t(i)]));
            ++i;
            continue;
        }
        int zeros = 0;
        while (i <= m_maxIndex && m_counts[std::size_t(i)] == 0) {
            ++zeros;
            ++i;
        }
        putZigZag(payload, zeros == 1 ? 0 : -qint64(zeros)); // a run of zeros is its negated length
    }
    QByteArray plain;
    putInt(plain, 0x1c849303 | 0x10); // V2, LEB128-64b9B + ZigZag words
    putInt(plain, qint32(payload.size()));
    putInt(plain, 0); // normalizing index offset
    putInt(plain, kSignificantDigits);
    putLong(plain, 1); // lowest discernible value: 1 ns
    putLong(plain, qint64(kHighestTrackable));
    double ratio = 1.0; // integer to double conversion ratio
    qint64 bits = 0;
    std::memcpy(&bits, &ratio, sizeof bits);
    putLong(plain, bits);
    plain += payload;
    const QByteArray zlib = qCompress(plain).mid(4); // qCompress puts the length first; zlib's stream follows
    QByteArray out;
    putInt(out, 0x1c849304 | 0x10);
    putInt(out, qint32(zlib.size()));
    return out + zlib;
}

QString HdrHistogram::percentileDistribution(double unitRatio, int ticksPerHalfDistance) const
{
    const int digits = kSignificantDigits;
    QString out = QString::asprintf("%12s %14s %10s %14s\n\n", "Value", "Percentile", "TotalCount", "1/(1-Percentile)");
    // HdrHistogram's percentile iteration: a line each time the counts so far reach the next level (the same
    // value may stand for several levels); levels get denser towards 100% (ticksPerHalfDistance per halving of the
    // distance to it), and a last line at 100%.
    const std::size_t size = m_counts.size();
    std::size_t index = 0;
    bool fresh = true;
    std::uint64_t seen = 0;
    double levelTo = 0;
    bool reachedLast = m_total == 0;
    while (true) {
        if (seen >= m_total) {
            if (reachedLast)
                break;
            levelTo = 100.0;
            reachedLast = true;
        }
        bool emitted = false;
        for (; index < size; ++index, fresh = true) {
            const std::uint64_t count = m_counts[index];
            if (fresh) {
                seen += count;
                fresh = false;
            }
            if (count == 0 || 100.0 * double(seen) / double(m_total) < levelTo)
                continue;
            const double value = double(highestEquivalent(valueFromIndex(int(index)))) / unitRatio;
            const auto total = static_cast<unsigned long long>(seen);
            out += javaFixed(value, digits, 12) + QLatin1Char(' ') + javaFixed(levelTo / 100.0, 12, 2)
                + QString::asprintf(" %10llu", total);
            out += levelTo != 100.0
                ? QLatin1Char(' ') + javaFixed(1.0 / (1.0 - levelTo / 100.0), 2, 14) + QLatin1Char('\n')
                : QStringLiteral("\n");
            const double halvings = std::floor(std::log(100.0 / (100.0 - levelTo)) / std::log(2.0));
            levelTo += 100.0 / (double(ticksPerHalfDistance) * std::pow(2.0, halvings + 1));
            emitted = true;
            break;
        }
        if (!emitted)
            break;
    }
    double variance = 0;
    const double m = mean();
    for (int i = 0; i <= m_maxIndex; ++i) {
        const double d = double(medianEquivalent(valueFromIndex(i))) - m;
        variance += double(m_counts[std::size_t(i)]) * d * d;
    }
    const double deviation = m_total ? std::sqrt(variance / double(m_total)) : 0;
    out += QString::asprintf(
        "#[Mean    = %12.*f, StdDeviation   = %12.*f]\n", digits, m / unitRatio, digits, deviation / unitRatio);
    out += QString::asprintf("#[Max     = %12.*f, Total count    = %12llu]\n", digits, double(maxValue()) / unitRatio,
        static_cast<unsigned long long>(m_total));
    out += QString::asprintf("#[Buckets = %12d, SubBuckets     = %12d]\n", bucketCount(), kSubBucketCount);
    return out;
}

} // namespace sb
