// SPDX-License-Identifier: GPL-3.0-or-later
// The time a counter block's connections have spent in transactions, readable at any instant: a transaction still
// running counts up to the instant asked for, so each report interval gets the busy time that fell inside it (not
// a long transaction's whole time in the interval it ends in).
//
// One word, written by the block's only writer (a worker, or the event-loop thread of an async block) with one
// relaxed store when a transaction starts and one when it ends, read by the sampler with one relaxed load, so a
// reading is always consistent. The busy time up to T is k*T - X, k the transactions in progress and X the sum of
// their starts minus the time of those completed; the word holds k (the top 16 bits) and X modulo 2^48 ns (the
// rest), so a reading is the busy time modulo 2^48 ns (78 hours): BusyMeter unwraps it.
#pragma once

#include <atomic>
#include <cstdint>

namespace sb {

class BusyClock {
public:
    static constexpr int kCountShift = 48;
    static constexpr std::uint64_t kModulus = std::uint64_t(1) << kCountShift;
    static constexpr std::uint64_t kMask = kModulus - 1;
    static constexpr int kMaxInProgress = (1 << (64 - kCountShift)) - 1;

    // Writer only. At most kMaxInProgress (65,535) transactions of one block in progress at once.
    void begin(std::uint64_t startNs) { move(1, startNs); }
    void end(std::uint64_t endNs) { move(-1, 0 - endNs); }

    // Any thread: the word, and from it the busy time up to `atNs` (steady clock, not before the load), modulo
    // kModulus.
    std::uint64_t load() const { return m_word.load(std::memory_order_relaxed); }
    static std::uint64_t busyModulo(std::uint64_t word, std::uint64_t atNs)
    {
        return ((word >> kCountShift) * atNs - (word & kMask)) & kMask;
    }

private:
    void move(int count, std::uint64_t addNs)
    {
        const std::uint64_t w = m_word.load(std::memory_order_relaxed);
        const std::uint64_t k = (w >> kCountShift) + std::uint64_t(std::int64_t(count));
        m_word.store((k << kCountShift) | ((w + addNs) & kMask), std::memory_order_relaxed);
    }

    std::atomic<std::uint64_t> m_word { 0 };
};

} // namespace sb
