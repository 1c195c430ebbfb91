// SPDX-License-Identifier: GPL-3.0-or-later
// Statistics of repeated measurements: mean, spread, Student-t confidence intervals and a disagreement flag.
#pragma once

#include "analysis/samplesummary.h"

#include <QList>

namespace sb {

class Statistics {
public:
    static constexpr double kDefaultCvThreshold = 0.05;
    static constexpr double kDefaultConfidence = 0.95;

    static double mean(const QList<double>& values); // NaN when empty
    static double sampleStdDev(const QList<double>& values); // NaN when fewer than 2 values
    // Half-width of the two-sided confidence interval of the mean; NaN when fewer than 2 values.
    static double confidenceHalfWidth(const QList<double>& values, double level = kDefaultConfidence);
    static SampleSummary summarize(
        const QList<double>& values, double cvThreshold = kDefaultCvThreshold, double level = kDefaultConfidence);

    // Student's t distribution with df degrees of freedom (df > 0, need not be an integer).
    static double studentTCdf(double t, double df);
    static double studentTQuantile(double p, double df); // p in (0, 1)
    // I_x(a, b), the regularized incomplete beta function.
    static double regularizedIncompleteBeta(double a, double b, double x);
};

} // namespace sb
