// SPDX-License-Identifier: GPL-3.0-or-later
// Why the Poisson schedule is one shared sequence rather than N per-worker streams at rate/N: N independent
// Poisson streams do add up to a Poisson process, but each arrival is then tied to one client, so an arrival
// waits behind its own client's slow transaction while other clients idle (N single-server queues). One shared
// sequence lets any free client take the next due arrival (one queue, N servers), as sysbench's queue does.
// A fetch_add ticket cannot place ticket k of a Poisson sequence without summing k gaps, so the shared word is the
// next arrival's start time itself, advanced by compare-and-swap; the gap is a hash of that start time, hence the
// same whichever worker wins the race. Times are integers (picoseconds) and each gap is rounded to the nearest
// picosecond: nothing accumulates floating-point error, so the schedule does not drift.
#include "rateschedule.h"

#include <cmath>

namespace sb {

namespace {

    std::uint64_t mix(std::uint64_t x)
    {
        // splitmix64's finaliser: a bijection whose outputs pass BigCrush for counter inputs.
        x += 0x9e3779b97f4a7c15ULL;
        x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
        x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
        return x ^ (x >> 31);
    }

} // namespace

const char* rateArrivalsName(RateArrivals arrivals)
{
    return arrivals == RateArrivals::Constant ? "constant" : "poisson";
}

RateSchedule::RateSchedule(double rate, RateArrivals arrivals, std::uint64_t seed)
    : m_rate(rate)
    , m_arrivals(arrivals)
    , m_seed(mix(seed))
    , m_meanGapPs(1e12 / rate)
{
}

std::uint64_t RateSchedule::gapPs(std::uint64_t ps) const
{
    // A uniform in (0, 1] from the top 53 bits, then the exponential's inverse CDF.
    const double u = double((mix(ps ^ m_seed) >> 11) + 1) * 0x1.0p-53;
    const long long gap = std::llround(-std::log(u) * m_meanGapPs);
    return gap < 1 ? 1 : std::uint64_t(gap);
}

std::uint64_t RateSchedule::constantNs(std::uint64_t index) const
{
    // From the index, never by adding periods: no rounding error builds up.
    return std::uint64_t(std::llround(double(index) * 1e9 / m_rate));
}

std::uint64_t RateSchedule::claim()
{
    if (m_arrivals == RateArrivals::Constant)
        return constantNs(m_next.fetch_add(1, std::memory_order_relaxed));
    std::uint64_t ps = m_next.load(std::memory_order_relaxed);
    // A failed exchange reloads `ps`; some claimer always succeeds, so the loop is lock-free.
    while (!m_next.compare_exchange_weak(ps, ps + gapPs(ps), std::memory_order_relaxed))
        ;
    return ps / 1000;
}

std::uint64_t RateSchedule::dueBy(std::uint64_t tNs)
{
    if (m_arrivals == RateArrivals::Constant)
        return std::uint64_t(std::floor(double(tNs) * m_rate / 1e9)) + 1; // arrival 0 starts at the origin
    while (m_duePs / 1000 <= tNs) { // in the claimers' unit: whole nanoseconds
        m_duePs += gapPs(m_duePs);
        ++m_dueCount;
    }
    return m_dueCount;
}

} // namespace sb
