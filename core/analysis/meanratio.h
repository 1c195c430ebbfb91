// SPDX-License-Identifier: GPL-3.0-or-later
// Is one configuration faster than another, or is the difference run-to-run noise? The ratio of two cells' means
// (a speedup, or 1 + a percentage difference) with Fieller's interval from their repetitions: independent samples,
// unequal variances, Welch-Satterthwaite degrees of freedom. Several cells compared at once share the family's
// level by Bonferroni's correction, so that one of twenty rows is not "significant" by chance.
#pragma once

#include "analysis/samplesummary.h"

#include <cmath>
#include <limits>

namespace sb {

struct MeanRatio {
    static constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
    double ratio = kNaN; // mean(to) / mean(from)
    double low = kNaN; // the interval's ends; infinite when mean(from) is not surely above 0
    double high = kNaN;
    double level = 0.95; // per comparison (after the correction)
    bool repetitions = false; // both cells have at least two runs: there is an interval
    // Fieller's lower end fell below 0 (the numerator's mean is not surely above 0): a ratio of positive means cannot
    // be negative, so `low` is 0 and the sentences and figures say the repetitions disagree too much to bound it below.
    bool lowCut = false;

    bool hasInterval() const { return repetitions && low == low && high == high; }
    // An interval with finite ends: too few repetitions (or a mean not surely above 0) leave it unbounded.
    bool bounded() const { return hasInterval() && std::isfinite(low) && std::isfinite(high); }
    // The interval excludes 1 (no difference).
    bool distinguishable() const { return hasInterval() && (low > 1.0 || high < 1.0); }
    // Half the interval's width, relative: the run-to-run noise of this comparison ("±3.1%" is 0.031).
    double noise() const { return hasInterval() ? (high - low) / 2.0 : kNaN; }

    static MeanRatio of(const SampleSummary& from, const SampleSummary& to, double level = 0.95);
    // The per-comparison level for `comparisons` comparisons at family level `level`.
    static double bonferroni(double level, int comparisons);
};

} // namespace sb
