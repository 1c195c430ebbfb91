// SPDX-License-Identifier: GPL-3.0-or-later
#include "latencyhistogram.h"

#include <algorithm>
#include <cmath>

namespace sb {

std::uint64_t LatencyHistogram::bucketLow(int index)
{
    if (index < 128)
        return std::uint64_t(index);
    const int shift = (index - 128) / 64 + 1;
    return (std::uint64_t(64 + (index - 128) % 64)) << shift;
}

std::uint64_t LatencyHistogram::bucketWidth(int index)
{
    return index < 128 ? 1 : std::uint64_t(1) << ((index - 128) / 64 + 1);
}

void LatencyHistogram::record(std::uint64_t ns)
{
    ++m_counts[std::size_t(bucketOf(ns))];
    ++m_count;
    m_sumNs += ns;
    m_minNs = std::min(m_minNs, ns);
    m_maxNs = std::max(m_maxNs, ns);
}

void LatencyHistogram::setExtremes(std::uint64_t minNs, std::uint64_t maxNs, std::uint64_t sumNs)
{
    m_count = 0;
    for (std::uint64_t c : m_counts)
        m_count += c;
    m_minNs = minNs;
    m_maxNs = maxNs;
    m_sumNs = sumNs;
}

void LatencyHistogram::add(const LatencyHistogram& other)
{
    for (int i = 0; i < kBuckets; ++i)
        m_counts[std::size_t(i)] += other.m_counts[std::size_t(i)];
    m_count += other.m_count;
    m_sumNs += other.m_sumNs;
    m_minNs = std::min(m_minNs, other.m_minNs);
    m_maxNs = std::max(m_maxNs, other.m_maxNs);
}

void LatencyHistogram::subtract(const LatencyHistogram& earlier)
{
    for (int i = 0; i < kBuckets; ++i)
        m_counts[std::size_t(i)] -= std::min(m_counts[std::size_t(i)], earlier.m_counts[std::size_t(i)]);
    m_count -= std::min(m_count, earlier.m_count);
    m_sumNs -= std::min(m_sumNs, earlier.m_sumNs);
    // The exact extremes of a difference are unknown: fall back to the buckets.
    m_minNs = UINT64_MAX;
    m_maxNs = 0;
}

void LatencyHistogram::clear()
{
    *this = LatencyHistogram();
}

double LatencyHistogram::minNs() const
{
    if (m_count == 0)
        return 0;
    if (m_minNs != UINT64_MAX)
        return double(m_minNs);
    for (int i = 0; i < kBuckets; ++i) {
        if (m_counts[std::size_t(i)])
            return bucketValue(i);
    }
    return 0;
}

double LatencyHistogram::maxNs() const
{
    if (m_count == 0)
        return 0;
    if (m_maxNs != 0)
        return double(m_maxNs);
    for (int i = kBuckets - 1; i >= 0; --i) {
        if (m_counts[std::size_t(i)])
            return bucketValue(i);
    }
    return 0;
}

double LatencyHistogram::percentileNs(double fraction) const
{
    if (m_count == 0)
        return 0;
    const auto rank = std::max<std::uint64_t>(1, std::uint64_t(std::ceil(fraction * double(m_count))));
    std::uint64_t seen = 0;
    for (int i = 0; i < kBuckets; ++i) {
        seen += m_counts[std::size_t(i)];
        if (seen >= rank)
            return std::clamp(bucketValue(i), minNs(), maxNs());
    }
    return maxNs();
}

LatencySummary LatencyHistogram::summary() const
{
    constexpr double ms = 1e-6;
    LatencySummary s;
    s.count = m_count;
    if (m_count == 0)
        return s;
    s.minMs = minNs() * ms;
    s.avgMs = meanNs() * ms;
    s.p50Ms = percentileNs(0.50) * ms;
    s.p95Ms = percentileNs(0.95) * ms;
    s.p99Ms = percentileNs(0.99) * ms;
    s.p999Ms = percentileNs(0.999) * ms;
    s.maxMs = maxNs() * ms;
    s.sumMs = double(m_sumNs) * ms;
    return s;
}

} // namespace sb
