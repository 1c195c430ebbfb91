// SPDX-License-Identifier: GPL-3.0-or-later
#include "meanratio.h"

#include "analysis/statistics.h"

#include <algorithm>
#include <cmath>

namespace sb {

double MeanRatio::bonferroni(double level, int comparisons)
{
    return 1.0 - (1.0 - level) / std::max(1, comparisons);
}

MeanRatio MeanRatio::of(const SampleSummary& from, const SampleSummary& to, double level)
{
    MeanRatio r;
    r.level = level;
    if (from.isEmpty() || to.isEmpty() || !(from.mean != 0))
        return r;
    r.ratio = to.mean / from.mean;
    r.repetitions = from.hasSpread() && to.hasSpread();
    if (!r.repetitions)
        return r;
    // Fieller: the ratios q with (m2 - q m1)^2 <= t^2 (v2 + q^2 v1), v = s^2 / n; t from Welch-Satterthwaite degrees
    // of freedom at the estimate.
    const double m1 = from.mean;
    const double m2 = to.mean;
    const double v1 = from.sd * from.sd / from.n;
    const double v2 = to.sd * to.sd / to.n;
    const double q = r.ratio;
    const double a1 = q * q * v1;
    const double denominator = a1 * a1 / (from.n - 1) + v2 * v2 / (to.n - 1);
    const double df = denominator > 0 ? std::pow(a1 + v2, 2) / denominator : double(from.n + to.n - 2);
    const double t = Statistics::studentTQuantile(0.5 + level / 2, std::max(1.0, df));
    const double t2 = t * t;
    const double a = m1 * m1 - t2 * v1;
    const double b = -2 * m1 * m2;
    const double c = m2 * m2 - t2 * v2;
    const double discriminant = b * b - 4 * a * c;
    if (a <= 0 || discriminant < 0) { // the baseline's mean is not surely away from 0: no bounded interval
        r.low = -std::numeric_limits<double>::infinity();
        r.high = std::numeric_limits<double>::infinity();
        return r;
    }
    const double root = std::sqrt(discriminant);
    r.low = (-b - root) / (2 * a);
    r.high = (-b + root) / (2 * a);
    if (r.low < 0 && m1 > 0 && m2 > 0) { // "2.28x (95% interval -4.59-9.29x)" was printed: never below 0
        r.low = 0;
        r.lowCut = true;
    }
    return r;
}

} // namespace sb
