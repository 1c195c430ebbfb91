// SPDX-License-Identifier: GPL-3.0-or-later
// What one worker has done so far. Only its worker writes (relaxed load + store, no read-modify-write), only the
// sampler reads; each worker's block starts on its own cache line so workers never share one.
#pragma once

#include "latencyhistogram.h"

#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>

namespace sb {

class alignas(64) WorkerCounters {
public:
    // Single-writer increment: cheaper than fetch_add, and exact because nobody else writes.
    static void bump(std::atomic<std::uint64_t>& counter, std::uint64_t by = 1)
    {
        counter.store(counter.load(std::memory_order_relaxed) + by, std::memory_order_relaxed);
    }

    void recordLatency(std::uint64_t ns)
    {
        bump(m_buckets[std::size_t(LatencyHistogram::bucketOf(ns))]);
        bump(latencySumNs, ns);
        if (ns < latencyMinNs.load(std::memory_order_relaxed))
            latencyMinNs.store(ns, std::memory_order_relaxed);
        if (ns > latencyMaxNs.load(std::memory_order_relaxed))
            latencyMaxNs.store(ns, std::memory_order_relaxed);
    }

    // Rare path: an error by its number.
    void recordErrorCode(unsigned code)
    {
        std::lock_guard lock(m_errorMutex);
        ++m_errorsByCode[code];
    }

    // Adds this worker's histogram to `into` (bucket counts only; extremes are merged by the caller).
    void addHistogramTo(LatencyHistogram& into) const
    {
        for (int i = 0; i < LatencyHistogram::kBuckets; ++i)
            into.addBucket(i, m_buckets[std::size_t(i)].load(std::memory_order_relaxed));
    }

    std::map<unsigned, std::uint64_t> errorsByCode() const
    {
        std::lock_guard lock(m_errorMutex);
        return m_errorsByCode;
    }

    alignas(64) std::atomic<std::uint64_t> events { 0 };
    std::atomic<std::uint64_t> reads { 0 };
    std::atomic<std::uint64_t> writes { 0 };
    std::atomic<std::uint64_t> others { 0 };
    std::atomic<std::uint64_t> ignoredErrors { 0 };
    std::atomic<std::uint64_t> fatalErrors { 0 };
    std::atomic<std::uint64_t> reconnects { 0 };
    std::atomic<std::uint64_t> latencySumNs { 0 };
    std::atomic<std::uint64_t> latencyMinNs { UINT64_MAX };
    std::atomic<std::uint64_t> latencyMaxNs { 0 };

private:
    std::array<std::atomic<std::uint64_t>, LatencyHistogram::kBuckets> m_buckets {};
    mutable std::mutex m_errorMutex;
    std::map<unsigned, std::uint64_t> m_errorsByCode;
};

} // namespace sb
