// SPDX-License-Identifier: GPL-3.0-or-later
// Amdahl's law fit of throughput against resources (cores): X(p) = X1 p / (1 + sigma (p - 1)).
#pragma once

#include "common/error.h"

#include <QList>
#include <optional>

namespace sb {

class AmdahlFit {
public:
    static constexpr int kMinimumPoints = 2;

    // Least squares on X with sigma >= 0, started from the line p/X = (1 - sigma)/X1 + sigma/X1 p. Errors
    // (InvalidOption, context "amdahl-fit", value = points): fewer than 2 distinct p, or a value <= 0.
    static Result<AmdahlFit> fit(const QList<double>& resources, const QList<double>& throughput);
    static double evaluate(double x1, double sigma, double p);

    double x1() const { return m_x1; } // throughput with one unit of resources
    double sigma() const { return m_sigma; } // serial fraction
    double rSquared() const { return m_rSquared; }
    // 1 / sigma; nullopt when sigma = 0 (linear scaling, no limit).
    std::optional<double> maxSpeedup() const;
    double predict(double p) const { return evaluate(m_x1, m_sigma, p); }
    const QList<double>& resources() const { return m_p; }
    const QList<double>& predicted() const { return m_predicted; }

private:
    double m_x1 = 0;
    double m_sigma = 0;
    double m_rSquared = 0;
    QList<double> m_p;
    QList<double> m_predicted;
};

} // namespace sb
