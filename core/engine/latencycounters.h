// SPDX-License-Identifier: GPL-3.0-or-later
// One worker's latency histogram as it fills: only its worker writes (relaxed load + store), only the sampler reads.
#pragma once

#include "latencyhistogram.h"

#include <atomic>
#include <cstdint>

namespace sb {

class LatencyCounters {
public:
    // Single-writer increment: cheaper than fetch_add, and exact because nobody else writes.
    static void bump(std::atomic<std::uint64_t>& counter, std::uint64_t by = 1)
    {
        counter.store(counter.load(std::memory_order_relaxed) + by, std::memory_order_relaxed);
    }

    void record(std::uint64_t ns)
    {
        bump(m_buckets[std::size_t(LatencyHistogram::bucketOf(ns))]);
        bump(m_sumNs, ns);
        if (ns < m_minNs.load(std::memory_order_relaxed))
            m_minNs.store(ns, std::memory_order_relaxed);
        if (ns > m_maxNs.load(std::memory_order_relaxed))
            m_maxNs.store(ns, std::memory_order_relaxed);
    }

    // Adds this worker's counts, sum and exact extremes to `into`.
    void addTo(LatencyHistogram& into) const
    {
        LatencyHistogram mine;
        for (int i = 0; i < LatencyHistogram::kBuckets; ++i)
            mine.addBucket(i, m_buckets[std::size_t(i)].load(std::memory_order_relaxed));
        mine.setExtremes(m_minNs.load(std::memory_order_relaxed), m_maxNs.load(std::memory_order_relaxed),
            m_sumNs.load(std::memory_order_relaxed));
        into.add(mine);
    }

private:
    std::array<std::atomic<std::uint64_t>, LatencyHistogram::kBuckets> m_buckets {};
    std::atomic<std::uint64_t> m_sumNs { 0 };
    std::atomic<std::uint64_t> m_minNs { UINT64_MAX };
    std::atomic<std::uint64_t> m_maxNs { 0 };
};

} // namespace sb
