// SPDX-License-Identifier: GPL-3.0-or-later
// The arrival schedule of an open-loop (rate-limited) run, shared by all workers without a lock: a free worker
// claims the next arrival with one atomic operation and learns when it was meant to start.
#pragma once

#include <atomic>
#include <cstdint>

namespace sb {

enum class RateArrivals { Poisson, Constant };
const char* rateArrivalsName(RateArrivals arrivals);

class RateSchedule {
public:
    // rate: arrivals per second over all workers (> 0); seed: the Poisson gaps are a pure function of it.
    RateSchedule(double rate, RateArrivals arrivals, std::uint64_t seed);

    // Claims the next unclaimed arrival and returns its intended start in ns after the schedule's origin.
    // Lock-free and thread-safe: every arrival is claimed exactly once, in schedule order.
    std::uint64_t claim();

    // How many arrivals are meant to have started by tNs (after the origin). One caller only (the sampler),
    // with tNs never decreasing: a Poisson schedule is walked forward from where the last call stopped.
    std::uint64_t dueBy(std::uint64_t tNs);

    double rate() const { return m_rate; }
    RateArrivals arrivals() const { return m_arrivals; }

private:
    // Poisson: the gap after an arrival at `ps`, a pure function of (seed, ps), so that racing claimers agree.
    std::uint64_t gapPs(std::uint64_t ps) const;
    std::uint64_t constantNs(std::uint64_t index) const;

    double m_rate;
    RateArrivals m_arrivals;
    std::uint64_t m_seed;
    double m_meanGapPs;
    // Constant: the index of the next arrival. Poisson: the intended start of the next arrival in picoseconds
    // (2^64 ps is 213 days; picoseconds keep the rounding of each gap far below anything measurable).
    alignas(64) std::atomic<std::uint64_t> m_next { 0 };
    // The sampler's cursor (dueBy): the count and start (ps) of the first arrival after its last answer.
    alignas(64) std::uint64_t m_dueCount = 0;
    std::uint64_t m_duePs = 0;
};

} // namespace sb
