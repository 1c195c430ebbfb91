// SPDX-License-Identifier: GPL-3.0-or-later
// The repetitions of one measurement condensed: what a pivot cell or a report line needs to show spread.
#pragma once

#include <cmath>
#include <limits>

namespace sb {

struct SampleSummary {
    static constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

    int n = 0;
    double mean = kNaN;
    double sd = kNaN; // sample standard deviation (n - 1); NaN when n < 2
    double ciHalfWidth = kNaN; // half-width of the confidence interval of the mean (Student t); NaN when n < 2
    double cv = kNaN; // coefficient of variation sd / |mean|, as a fraction
    bool unstable = false; // cv above the threshold: the repetitions disagree

    bool isEmpty() const { return n == 0; }
    bool hasSpread() const { return n >= 2 && std::isfinite(sd); }
};

} // namespace sb
