// SPDX-License-Identifier: GPL-3.0-or-later
// Amdahl's law fit of throughput against resources (cores): X(p) = X1 p / (1 + sigma (p - 1)), with sigma a fraction
// in [0, 1] and X1 > 0 (held at the measured X with one core when there is one), two points more than free
// parameters, and bootstrap intervals for every figure.
#pragma once

#include "analysis/bootstrap.h"
#include "common/error.h"

#include <QList>
#include <optional>

namespace sb {

class AmdahlFit {
public:
    using Interval = ConfidenceInterval;

    // Distinct core counts needed: free parameters (1 when X1 is anchored to a measured one-core value, else 2)
    // plus two.
    static int minimumResourceCounts(bool anchored) { return anchored ? 3 : 4; }

    // Errors (InvalidOption, context "amdahl-fit"): a value <= 0 (detail the value); too few distinct core counts
    // (value = the minimum, detail = the number measured).
    static Result<AmdahlFit> fit(const QList<double>& resources, const QList<double>& throughput,
        const Bootstrap::Options& options = Bootstrap::Options());
    static double evaluate(double x1, double sigma, double p);

    double x1() const { return m_p.at(0); } // throughput with one unit of resources
    double sigma() const { return m_p.at(1); } // serial fraction, in [0, 1]
    bool x1Anchored() const { return m_anchored; }
    double rSquared() const { return m_rSquared; }
    // 1 / sigma; nullopt when sigma = 0 (linear scaling, no limit).
    std::optional<double> maxSpeedup() const;
    double predict(double p) const { return evaluate(x1(), sigma(), p); }
    const QList<double>& resources() const { return m_resources; }
    const QList<double>& predicted() const { return m_predicted; }

    Interval x1Interval() const { return m_intervals.at(0); }
    Interval sigmaInterval() const { return m_intervals.at(1); }
    Interval maxSpeedupInterval() const { return m_intervals.at(2); } // may end at infinity

private:
    QList<double> m_p { 0, 0 };
    bool m_anchored = false;
    double m_rSquared = 0;
    QList<double> m_resources;
    QList<double> m_predicted;
    QList<Interval> m_intervals { {}, {}, {} };
};

} // namespace sb
