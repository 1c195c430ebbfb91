// SPDX-License-Identifier: GPL-3.0-or-later
// A run's latency histogram in HdrHistogram's layout (1 ns unit, 3 significant digits, values up to 2^40 ns), so
// that HdrHistogram's own tools (HistogramLogProcessor, HistogramLogAnalyzer, hdr-plot) read ScaleBench's runs.
// ScaleBench keeps 64 buckets per octave; each of its buckets goes whole to the value just below its midpoint, which
// HdrHistogram (finer, 1024 per octave) keeps exactly: a percentile HdrHistogram reads back is ScaleBench's bucket
// value less 0.5 ns, so re-binning adds nothing to ScaleBench's own +-0.8%. HdrHistogram rounds a percentile's rank
// to the nearest count where ScaleBench rounds up: at a sparse tail the two can name neighbouring buckets.
#pragma once

#include <QByteArray>
#include <QString>
#include <cstdint>
#include <vector>

namespace sb {

class LatencyHistogram;

class HdrHistogram {
public:
    static constexpr int kSignificantDigits = 3;
    static constexpr std::uint64_t kHighestTrackable = (std::uint64_t(1) << 40) - 1;
    static constexpr int kSubBucketHalfMagnitude = 10; // 2048 sub-buckets for 3 digits, half of them per octave
    static constexpr int kSubBucketCount = 1 << (kSubBucketHalfMagnitude + 1);

    explicit HdrHistogram(const LatencyHistogram& histogram);

    // HdrHistogram's value for each ScaleBench bucket (the highest value of its HdrHistogram bucket).
    static std::uint64_t valueOfBucket(int sbBucket);
    static int countsIndex(std::uint64_t value);
    static std::uint64_t valueFromIndex(int index);
    static std::uint64_t highestEquivalent(std::uint64_t value);
    static std::uint64_t medianEquivalent(std::uint64_t value);
    static int bucketCount(); // HdrHistogram's buckets to cover kHighestTrackable
    static int countsLength();

    std::uint64_t totalCount() const { return m_total; }
    std::uint64_t maxValue() const; // highest equivalent of the highest recorded value, 0 when empty
    // As HdrHistogram's getValueAtPercentile (percent in [0, 100]).
    std::uint64_t valueAtPercentile(double percent) const;
    double mean() const;

    // The V2 compressed encoding (cookie 0x1c849314, zlib): what a log line holds, before base64.
    QByteArray compressed() const;
    // HdrHistogram's outputPercentileDistribution: the .hgrm text, values divided by unitRatio (1000: µs).
    QString percentileDistribution(double unitRatio, int ticksPerHalfDistance = 5) const;

private:
    std::vector<std::uint64_t> m_counts;
    std::uint64_t m_total = 0;
    int m_maxIndex = -1;
};

} // namespace sb
