// SPDX-License-Identifier: GPL-3.0-or-later
// Universal Scalability Law fit of throughput against concurrency: X(N) = lambda N / (1 + sigma (N-1) + kappa N (N-1)).
#pragma once

#include "common/error.h"

#include <QList>
#include <optional>

namespace sb {

class UslFit {
public:
    static constexpr int kMinimumPoints = 3;

    // Least squares on X with sigma, kappa >= 0: starting values from the quadratic N/X = a + bN + cN^2, refined by
    // Levenberg-Marquardt. Errors (InvalidOption, context "usl-fit", value = points): fewer than 3 points, fewer
    // than 3 distinct N, or a value <= 0.
    static Result<UslFit> fit(const QList<double>& concurrency, const QList<double>& throughput);
    static double evaluate(double lambda, double sigma, double kappa, double n);

    double lambda() const { return m_lambda; } // throughput per client without contention
    double sigma() const { return m_sigma; } // contention (serial fraction)
    double kappa() const { return m_kappa; } // coherency (crosstalk)
    double rSquared() const { return m_rSquared; }
    // N* = sqrt((1 - sigma) / kappa); nullopt when kappa = 0 or sigma >= 1 (no interior maximum).
    std::optional<double> optimalConcurrency() const;
    std::optional<double> peakThroughput() const; // X(N*)
    double predict(double n) const { return evaluate(m_lambda, m_sigma, m_kappa, n); }
    const QList<double>& concurrency() const { return m_n; }
    const QList<double>& predicted() const { return m_predicted; } // at concurrency()

private:
    double m_lambda = 0;
    double m_sigma = 0;
    double m_kappa = 0;
    double m_rSquared = 0;
    QList<double> m_n;
    QList<double> m_predicted;
};

} // namespace sb
