// SPDX-License-Identifier: GPL-3.0-or-later
#include "statistics.h"

#include <cmath>
#include <limits>

namespace sb {

namespace {

    constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

    // Continued fraction for the incomplete beta (modified Lentz), valid for x < (a + 1) / (a + b + 2).
    double betaContinuedFraction(double a, double b, double x)
    {
        constexpr double tiny = 1e-300;
        constexpr double eps = 1e-15;
        double c = 1.0;
        double d = 1.0 - (a + b) * x / (a + 1.0);
        d = 1.0 / (std::abs(d) < tiny ? tiny : d);
        double h = d;
        for (int m = 1; m <= 500; ++m) {
            const double m2 = 2.0 * m;
            for (const double numerator : { m * (b - m) * x / ((a + m2 - 1.0) * (a + m2)),
                     -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1.0)) }) {
                d = 1.0 + numerator * d;
                d = 1.0 / (std::abs(d) < tiny ? tiny : d);
                c = 1.0 + numerator / c;
                if (std::abs(c) < tiny)
                    c = tiny;
                h *= d * c;
            }
            if (std::abs(d * c - 1.0) < eps)
                break;
        }
        return h;
    }

} // namespace

double Statistics::mean(const QList<double>& values)
{
    if (values.isEmpty())
        return kNaN;
    double sum = 0;
    for (double v : values)
        sum += v;
    return sum / values.size();
}

double Statistics::sampleStdDev(const QList<double>& values)
{
    if (values.size() < 2)
        return kNaN;
    const double m = mean(values);
    double squares = 0;
    for (double v : values)
        squares += (v - m) * (v - m);
    return std::sqrt(squares / (values.size() - 1));
}

double Statistics::confidenceHalfWidth(const QList<double>& values, double level)
{
    if (values.size() < 2)
        return kNaN;
    const double t = studentTQuantile(0.5 + level / 2.0, values.size() - 1);
    return t * sampleStdDev(values) / std::sqrt(double(values.size()));
}

SampleSummary Statistics::summarize(const QList<double>& values, double cvThreshold, double level)
{
    SampleSummary s;
    s.n = int(values.size());
    s.mean = mean(values);
    s.sd = sampleStdDev(values);
    s.ciHalfWidth = confidenceHalfWidth(values, level);
    if (s.n >= 2 && s.mean != 0)
        s.cv = s.sd / std::abs(s.mean);
    s.unstable = std::isfinite(s.cv) && s.cv > cvThreshold;
    return s;
}

double Statistics::regularizedIncompleteBeta(double a, double b, double x)
{
    if (x <= 0)
        return 0;
    if (x >= 1)
        return 1;
    const double logFront = std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) + a * std::log(x) + b * std::log1p(-x);
    const double front = std::exp(logFront);
    if (x < (a + 1.0) / (a + b + 2.0))
        return front * betaContinuedFraction(a, b, x) / a;
    return 1.0 - front * betaContinuedFraction(b, a, 1.0 - x) / b;
}

double Statistics::studentTCdf(double t, double df)
{
    const double tail = 0.5 * regularizedIncompleteBeta(df / 2.0, 0.5, df / (df + t * t));
    return t >= 0 ? 1.0 - tail : tail;
}

// Bisection on the CDF: monotone, so it cannot diverge, and 200 halvings are far below double precision.
double Statistics::studentTQuantile(double p, double df)
{
    if (!(p > 0 && p < 1) || !(df > 0))
        return kNaN;
    if (p < 0.5)
        return -studentTQuantile(1.0 - p, df);
    double lo = 0;
    double hi = 1;
    while (studentTCdf(hi, df) < p && hi < 1e300)
        hi *= 2;
    for (int i = 0; i < 200 && hi - lo > 1e-14 * hi; ++i) {
        const double mid = (lo + hi) / 2;
        (studentTCdf(mid, df) < p ? lo : hi) = mid;
    }
    return (lo + hi) / 2;
}

} // namespace sb
