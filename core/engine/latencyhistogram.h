// SPDX-License-Identifier: GPL-3.0-or-later
// Log-linear latency histogram in nanoseconds: exact below 128 ns, then 64 buckets per power of two, so every
// value up to ~18 minutes is kept within 0.8% (bucket midpoints). Fixed size, mergeable, never allocates.
#pragma once

#include "latencysummary.h"

#include <array>
#include <cstdint>

namespace sb {

class LatencyHistogram {
public:
    static constexpr int kSubBits = 6; // 64 buckets per octave
    static constexpr int kBuckets = 128 + 34 * 64; // up to 2^40 ns
    static constexpr std::uint64_t kMaxTrackable = (std::uint64_t(1) << 40) - 1;

    static int bucketOf(std::uint64_t ns)
    {
        if (ns < 128)
            return int(ns);
        if (ns > kMaxTrackable)
            ns = kMaxTrackable;
        const int msb = 63 - __builtin_clzll(ns);
        const int shift = msb - kSubBits;
        return 128 + (shift - 1) * 64 + int((ns >> shift) - 64);
    }
    static std::uint64_t bucketLow(int index);
    static std::uint64_t bucketWidth(int index);
    // The value a bucket stands for: its midpoint.
    static double bucketValue(int index) { return double(bucketLow(index)) + double(bucketWidth(index) - 1) / 2.0; }

    void record(std::uint64_t ns);
    void addBucket(int index, std::uint64_t count) { m_counts[std::size_t(index)] += count; }
    void setExtremes(std::uint64_t minNs, std::uint64_t maxNs, std::uint64_t sumNs);
    void add(const LatencyHistogram& other);
    // this - earlier, for the counts of an interval; min and max are then those of the remaining buckets.
    void subtract(const LatencyHistogram& earlier);
    void clear();

    std::uint64_t count() const { return m_count; }
    std::uint64_t countAt(int index) const { return m_counts[std::size_t(index)]; }
    double percentileNs(double fraction) const; // fraction in (0, 1]
    // The exact sum and extremes as kept (UINT64_MAX / 0 when unknown), to merge histograms kept elsewhere exactly.
    std::uint64_t sumNs() const { return m_sumNs; }
    std::uint64_t exactMinNs() const { return m_minNs; }
    std::uint64_t exactMaxNs() const { return m_maxNs; }
    double meanNs() const { return m_count ? double(m_sumNs) / double(m_count) : 0.0; }
    double minNs() const;
    double maxNs() const;
    LatencySummary summary() const;

private:
    std::array<std::uint64_t, kBuckets> m_counts {};
    std::uint64_t m_count = 0;
    std::uint64_t m_sumNs = 0;
    std::uint64_t m_minNs = UINT64_MAX; // exact where known; UINT64_MAX: take the lowest bucket
    std::uint64_t m_maxNs = 0; // exact where known; 0: take the highest bucket
};

} // namespace sb
