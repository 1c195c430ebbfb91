// SPDX-License-Identifier: GPL-3.0-or-later
// ExploreStrategy's choices for the saturation target (the USL rejected): the knee, its interval's ends, the counts
// above it. The doubling, the fit's refinement and the budget are in explorestrategy.cpp.
#include "explorestrategy.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace sb {

// The saturation target (the USL rejected): first the doubling counts to the end of the range, so that the plateau
// is the range's and whether it falls is seen (a sweep of the same range measures them too); then the sweep's
// counts that may be the knee, repetitions at the interval's ends, and the counts just above the knee.
ExploreChoice ExploreStrategy::kneeChoice() const
{
    const int largest = counts().constLast();
    if (largest < m_settings.maxClients)
        return run(sweepCountFrom(2.0 * largest), ExploreReason::KneeRange);
    if (!m_estimate.knee || !m_estimate.knee->hasInterval())
        return end(ExploreEnd::Exhausted); // not reached: the misfit that set this target needs repetitions
    if (m_estimate.kneeKnown)
        return end(ExploreEnd::Converged);
    const SaturationKnee& k = *m_estimate.knee;
    if (auto gap = kneeGap(k.low, k.knee))
        return run(*gap, ExploreReason::KneeBracket);
    if (auto c = kneeEndRepetition())
        return run(*c, ExploreReason::KneeRepeat);
    if (auto c = aboveKnee())
        return *c;
    return end(ExploreEnd::Exhausted);
}

// An unmeasured sweep count that may be the knee, in the widest gap between measured counts from the one below
// `from` up to `to`. Explore looks below the knee first (from the interval's low end): above it a count can only be
// the knee if the knee's own mean is below the share after all, which a repetition there tells at less cost.
std::optional<int> ExploreStrategy::kneeGap(double from, double to) const
{
    const QList<int> c = counts();
    std::optional<int> best;
    double widest = 0;
    for (int i = 1; i < c.size(); ++i) {
        if (c.at(i) < from || c.at(i - 1) >= to)
            continue;
        const auto between = sweepCountBetween(c.at(i - 1), c.at(i));
        const double width = std::log(double(c.at(i)) / c.at(i - 1));
        if (between && width > widest) {
            widest = width;
            best = between;
        }
    }
    return best;
}

// A repetition at the interval's low end or at the knee, where the mean may or may not be within the share: once
// the knee's count is surely within, the interval ends there; once the low end is surely below, it moves up. Of the
// two, the fewer repetitions, then the mean nearer the threshold.
std::optional<int> ExploreStrategy::kneeEndRepetition() const
{
    const SaturationKnee& k = *m_estimate.knee;
    std::optional<int> best;
    int fewest = m_settings.maxRepetitions;
    double nearest = std::numeric_limits<double>::infinity();
    for (const SaturationKnee::Count& c : k.counts) {
        if ((c.clients != k.low && c.clients != k.knee) || c.side != SaturationKnee::Side::Unsure
            || c.repetitions >= m_settings.maxRepetitions)
            continue;
        const double distance = std::abs(c.mean / k.plateau - (1.0 - k.share));
        if (c.repetitions < fewest || (c.repetitions == fewest && distance < nearest)) {
            fewest = c.repetitions;
            nearest = distance;
            best = int(c.clients);
        }
    }
    return best;
}

// With the knee's own count unsure at its maximum repetitions: the first sweep count above it that may still turn
// out surely within (and so end the interval), measured or repeated. Counts further up wait: each settles the
// interval's end only if all below it do not.
std::optional<ExploreChoice> ExploreStrategy::aboveKnee() const
{
    const SaturationKnee& k = *m_estimate.knee;
    for (int n : sweepCounts(m_settings.maxClients)) {
        if (n <= k.knee || n > k.high)
            continue;
        const auto c = std::find_if(
            k.counts.cbegin(), k.counts.cend(), [n](const SaturationKnee::Count& c) { return c.clients == n; });
        if (c == k.counts.cend())
            return run(n, ExploreReason::KneeBracket);
        if (c->side == SaturationKnee::Side::Within)
            break;
        if (c->side == SaturationKnee::Side::Unsure && c->repetitions < m_settings.maxRepetitions)
            return run(n, ExploreReason::KneeRepeat);
    }
    return std::nullopt;
}

bool ExploreStrategy::kneeKnown() const
{
    const auto& k = m_estimate.knee;
    if (!k || !k->hasInterval() || kneeGap(k->low, k->high))
        return false;
    if (relativeSpread({ k->low, k->high }, k->knee) <= m_settings.target)
        return true;
    for (int n : sweepCounts(m_settings.maxClients)) {
        if (n > k->low && n < k->high)
            return false;
    }
    return true;
}

} // namespace sb
