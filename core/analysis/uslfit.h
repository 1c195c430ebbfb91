// SPDX-License-Identifier: GPL-3.0-or-later
// Universal Scalability Law fit of throughput against concurrency: X(N) = lambda N / (1 + sigma (N-1) + kappa N (N-1)),
// kept to what the parameters mean (sigma a fraction in [0, 1], kappa >= 0, lambda > 0) and to what the data hold:
// it needs two client counts more than it has free parameters, and every figure comes with an interval whose method
// holds for the data at hand: with at least Bootstrap::Options::minRepetitions repetitions at every count a bootstrap
// over the repetitions, otherwise Student-t intervals from the fit's Jacobian (the delta method, on a log scale, for
// N* and the peak). A residual bootstrap of 5-10 points perturbs X(1) itself when lambda is anchored to it and gave
// intervals from 0 to infinity where the t intervals of a least-squares fit put sigma and kappa three standard
// errors above 0.
#pragma once

#include "analysis/bootstrap.h"
#include "common/error.h"

#include <QList>
#include <optional>

namespace sb {

class UslFit {
public:
    using Interval = ConfidenceInterval;

    // How the intervals were computed (named in the report's caption, the JSON and the sentences).
    enum class IntervalMethod {
        Jacobian, // Student t from the Jacobian at the fit (n - free parameters degrees of freedom); delta method
        RepetitionBootstrap, // percentiles of refits to the repetitions resampled per count
    };
    // Why lambda is held at X(1), or why not.
    enum class Anchor {
        NotMeasured, // no N = 1: lambda is fitted
        Repeated, // X(1) is the mean of repetitions: held at it
        AgreesWithFreeFit, // X(1) once, inside the interval of lambda fitted free: held at it
        TooFewCounts, // X(1) once and too few counts to fit lambda free: held at it (the fit says so)
        Disagrees, // X(1) once, outside the interval of lambda fitted free: lambda is fitted free
    };
    static const char* intervalMethodName(IntervalMethod method); // "t-jacobian", "bootstrap-repetitions"
    static const char* anchorName(Anchor anchor); // "not-measured", "repeated", "agrees", "too-few-counts", ...

    // Distinct client counts needed: the free parameters (2 when lambda is anchored to a measured X(1), else 3)
    // plus two, so that the fit has something left to disagree with.
    static int minimumClientCounts(bool anchored) { return anchored ? 4 : 5; }

    // Points may repeat a concurrency (repetitions); the curve is fitted to each concurrency's mean, one weight per
    // concurrency, and the repetitions are resampled per concurrency for the intervals.
    // When N = 1 was measured, lambda is held at its mean X(1) (only sigma and kappa are fitted) when that mean is
    // precise: repeated, or inside the interval of lambda fitted free (see Anchor); otherwise lambda is fitted free.
    // Least squares on X from the quadratic N/X = a + bN + cN^2 and other starts, refined by bounded
    // Levenberg-Marquardt.
    // Errors (InvalidOption, context "usl-fit"): a value <= 0 (detail the value); too few distinct client counts
    // (value = the minimum, detail = the number measured).
    static Result<UslFit> fit(const QList<double>& concurrency, const QList<double>& throughput,
        const Bootstrap::Options& options = Bootstrap::Options());
    static double evaluate(double lambda, double sigma, double kappa, double n);
    // N* = sqrt((1 - sigma) / kappa), at least 1 (a curve that falls from its first client peaks there: a resample
    // with sigma = 1 gave an interval "0.0-inf clients"); infinity when kappa = 0 (no peak).
    static double optimum(double sigma, double kappa);

    double lambda() const { return m_p.at(0); } // throughput per client without contention
    double sigma() const { return m_p.at(1); } // contention (serial fraction), in [0, 1]
    double kappa() const { return m_p.at(2); } // coherency (crosstalk), >= 0
    bool lambdaAnchored() const { return m_anchored; }
    Anchor anchor() const { return m_anchor; }
    IntervalMethod intervalMethod() const { return m_method; }
    // Degrees of freedom of the t intervals (distinct counts less free parameters); the fewest repetitions of a
    // count for the bootstrap.
    int degreesOfFreedom() const { return m_degrees; }
    int fewestRepetitions() const { return m_fewestRepetitions; }
    double rSquared() const { return m_rSquared; }
    double residualError() const { return m_residualError; } // root mean square of the residuals, in units of X
    int clientCounts() const { return m_clientCounts; }
    // N* and X(N*); nullopt when kappa = 0 (no interior maximum).
    std::optional<double> optimalConcurrency() const;
    std::optional<double> peakThroughput() const;
    double predict(double n) const { return evaluate(lambda(), sigma(), kappa(), n); }
    const QList<double>& concurrency() const { return m_n; }
    const QList<double>& predicted() const { return m_predicted; } // at concurrency()

    // 95% (Bootstrap::Options::level) intervals; the N* and peak intervals may end at infinity.
    Interval lambdaInterval() const { return m_intervals.at(0); }
    Interval sigmaInterval() const { return m_intervals.at(1); }
    Interval kappaInterval() const { return m_intervals.at(2); }
    Interval optimumInterval() const { return m_intervals.at(3); }
    Interval peakInterval() const { return m_intervals.at(4); }
    // The interval of X(n) (the band drawn around the curve): the resamples' percentiles, or t from the delta method.
    Interval band(double n) const;
    int resamples() const { return int(m_samples.size()); }
    // lambda, sigma, kappa of each resample; for Jacobian intervals, draws from the fit's normal approximation
    // (seeded, within the bounds), so that explore can weigh where a run narrows N* most either way.
    const QList<QList<double>>& resampledParameters() const { return m_samples; }

private:
    // fit()'s steps: whether lambda may be held at X(1) (returns the free fit when X(1) disagrees with it), the
    // intervals from resampled repetitions, the Jacobian's t intervals (and N*'s and the peak's on a log scale), and
    // draws from the Jacobian's normal approximation for explore.
    QList<double> chooseAnchor(const QList<double>& ns, const QList<double>& xs, bool oneMeasured, int repetitionsAtOne,
        double tail);
    void bootstrapIntervals(const QList<double>& concurrency, const QList<double>& throughput,
        const Bootstrap::Options& options);
    bool jacobianIntervals(const QList<double>& ns, const QList<double>& xs, double tail);
    void normalDraws(const Bootstrap::Options& options);

    QList<double> m_p { 0, 0, 0 };
    bool m_anchored = false;
    Anchor m_anchor = Anchor::NotMeasured;
    IntervalMethod m_method = IntervalMethod::Jacobian;
    int m_degrees = 0;
    int m_fewestRepetitions = 0;
    double m_t = 0; // the t quantile of the Jacobian intervals
    QList<QList<double>> m_covariance; // of lambda, sigma, kappa (zero rows for a held parameter)
    double m_rSquared = 0;
    double m_residualError = 0;
    int m_clientCounts = 0;
    double m_level = 0.95;
    QList<double> m_n;
    QList<double> m_predicted;
    QList<QList<double>> m_samples; // lambda, sigma, kappa of each resample
    QList<Interval> m_intervals { {}, {}, {}, {}, {} };
};

} // namespace sb
