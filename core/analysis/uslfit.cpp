// SPDX-License-Identifier: GPL-3.0-or-later
#include "uslfit.h"

#include "analysis/leastsquares.h"
#include "analysis/statistics.h"

#include <QMap>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <random>

namespace sb {

namespace {

    constexpr double kInf = std::numeric_limits<double>::infinity();

    // p = { lambda, sigma, kappa }
    double uslModel(const QList<double>& p, double n, double* gradient)
    {
        const double d = 1.0 + p.at(1) * (n - 1.0) + p.at(2) * n * (n - 1.0);
        const double x = p.at(0) * n / d;
        if (gradient) {
            gradient[0] = n / d;
            gradient[1] = -x * (n - 1.0) / d;
            gradient[2] = -x * n * (n - 1.0) / d;
        }
        return x;
    }

    // The USL is quadratic after N/X = (1 - sigma)/lambda + (sigma - kappa)/lambda N + kappa/lambda N^2.
    QList<QList<double>> startingValues(const QList<double>& ns, const QList<double>& xs)
    {
        double bestPerClient = 0;
        QList<double> ratio;
        for (int i = 0; i < ns.size(); ++i) {
            bestPerClient = std::max(bestPerClient, xs.at(i) / ns.at(i));
            ratio.append(ns.at(i) / xs.at(i));
        }
        QList<QList<double>> starts { { bestPerClient, 0.0, 0.0 }, { bestPerClient, 0.1, 1e-4 },
            { bestPerClient * 1.5, 0.5, 1e-3 } };
        const QList<double> c = LeastSquares::polynomialFit(ns, ratio, 2);
        if (c.size() == 3 && c.at(0) + c.at(1) + c.at(2) > 0) {
            const double lambda = 1.0 / (c.at(0) + c.at(1) + c.at(2));
            const double sigma = std::clamp((c.at(1) + c.at(2)) * lambda, 0.0, 1.0);
            const double kappa = std::max(0.0, c.at(2) * lambda);
            starts.prepend({ lambda, sigma, kappa });
        }
        return starts;
    }

    // The mean throughput at each distinct client count, in ascending order of the counts.
    void countMeans(const QList<double>& ns, const QList<double>& xs, QList<double>* counts, QList<double>* means)
    {
        QMap<double, std::pair<double, int>> sums;
        for (qsizetype i = 0; i < ns.size(); ++i) {
            auto& [sum, n] = sums[ns.at(i)];
            sum += xs.at(i);
            ++n;
        }
        for (auto it = sums.cbegin(); it != sums.cend(); ++it) {
            counts->append(it.key());
            means->append(it->first / it->second);
        }
    }

    QList<double> bestMeanParameters(const QList<double>& ns, const QList<double>& xs, bool anchor)
    {
        QList<QList<double>> starts = startingValues(ns, xs);
        QList<double> upper { kInf, 1.0, kInf };
        QList<double> lower { 1e-12, 0.0, 0.0 };
        if (anchor && ns.constFirst() == 1.0) { // ascending: X(1) is the first mean
            const double x1 = xs.constFirst();
            for (QList<double>& s : starts)
                s[0] = x1;
            lower[0] = x1;
            upper[0] = x1;
        }
        return LeastSquares::bestOf(uslModel, ns, xs, starts, lower, upper).parameters;
    }

    // The best constrained parameters; lambda held at X(1) when it was measured. Each client count weighs once, by
    // its mean: where repetitions were spent must not bend the curve towards those counts. When the curve has not
    // the USL's shape, that weight decides N*: explore repeats the counts where N* is least certain (the tail of a
    // plateau), and a fit of its runs put N* at 22 where balanced sweeps of the same runs found 20. A balanced
    // design's fit is the same either way.
    QList<double> bestParameters(const QList<double>& allNs, const QList<double>& allXs, bool anchor)
    {
        QList<double> ns;
        QList<double> xs;
        countMeans(allNs, allXs, &ns, &xs);
        return bestMeanParameters(ns, xs, anchor);
    }

    double peakOf(const QList<double>& p)
    {
        const double n = UslFit::optimum(p.at(1), p.at(2));
        if (std::isfinite(n))
            return UslFit::evaluate(p.at(0), p.at(1), p.at(2), n);
        return p.at(1) > 0 ? p.at(0) / p.at(1) : kInf; // the asymptote
    }

    using Matrix = QList<QList<double>>;

    // The covariance of the free parameters of a least-squares fit to the means, for noise that is a share of the
    // throughput (as repetitions show: a few percent at every count): the sandwich A^-1 (J^T W J) A^-1 with
    // A = J^T J and W = s^2 diag(X(N)^2), s^2 = sum((r / X(N))^2) / degrees. s^2 (J^T J)^-1 assumes the same absolute
    // noise everywhere and held the true N* in 77% of 7-point tables. Rows and columns of held parameters are 0.
    // False when J^T J is singular or no degree of freedom is left.
    bool jacobianCovariance(const QList<double>& ns, const QList<double>& xs, const QList<double>& p,
        const QList<bool>& free, int degrees, Matrix* covariance, double* relativeVariance)
    {
        QList<int> index;
        for (int i = 0; i < 3; ++i) {
            if (free.at(i))
                index.append(i);
        }
        const int k = int(index.size());
        const int n = int(ns.size());
        *covariance = Matrix(3, QList<double>(3, 0.0));
        if (degrees < 1)
            return false;
        Matrix jtj(k, QList<double>(k, 0.0));
        Matrix jwj(k, QList<double>(k, 0.0));
        double relative = 0;
        double gradient[3];
        QList<double> fitted;
        for (int i = 0; i < n; ++i) {
            const double x = uslModel(p, ns.at(i), gradient);
            fitted.append(x);
            relative += std::pow((xs.at(i) - x) / x, 2);
            for (int a = 0; a < k; ++a) {
                for (int b = 0; b < k; ++b) {
                    jtj[a][b] += gradient[index.at(a)] * gradient[index.at(b)];
                    jwj[a][b] += gradient[index.at(a)] * gradient[index.at(b)] * x * x;
                }
            }
        }
        const double s2 = relative / degrees;
        *relativeVariance = s2;
        Matrix inverse(k, QList<double>(k, 0.0));
        for (int col = 0; col < k; ++col) {
            QList<double> unit(k, 0.0);
            unit[col] = 1.0;
            QList<double> solution;
            if (!LeastSquares::solve(jtj, unit, &solution))
                return false;
            for (int row = 0; row < k; ++row)
                inverse[row][col] = solution.at(row);
        }
        for (int r = 0; r < k; ++r) {
            for (int c = 0; c < k; ++c) {
                double v = 0;
                for (int a = 0; a < k; ++a) {
                    for (int b = 0; b < k; ++b)
                        v += inverse.at(r).at(a) * jwj.at(a).at(b) * inverse.at(b).at(c);
                }
                (*covariance)[index.at(r)][index.at(c)] = s2 * v;
            }
        }
        return true;
    }

    double quadraticForm(const Matrix& c, const double* g)
    {
        double v = 0;
        for (int a = 0; a < 3; ++a) {
            for (int b = 0; b < 3; ++b)
                v += g[a] * c.at(a).at(b) * g[b];
        }
        return std::max(0.0, v);
    }

    // The standard error of q(p) by the delta method with a central numerical gradient; NaN when q is not finite
    // around p.
    double deltaError(const std::function<double(const QList<double>&)>& q, const QList<double>& p, const Matrix& c)
    {
        double g[3] = { 0, 0, 0 };
        for (int i = 0; i < 3; ++i) {
            if (!(c.at(i).at(i) > 0))
                continue;
            const double h = std::max(1e-7 * std::abs(p.at(i)), 1e-4 * std::sqrt(c.at(i).at(i)));
            QList<double> up = p;
            QList<double> down = p;
            up[i] += h;
            down[i] -= h;
            const double a = q(up);
            const double b = q(down);
            if (!std::isfinite(a) || !std::isfinite(b))
                return std::numeric_limits<double>::quiet_NaN();
            g[i] = (a - b) / (2 * h);
        }
        return std::sqrt(quadraticForm(c, g));
    }

    // Lower Cholesky factor of the covariance (held parameters' rows stay 0).
    Matrix cholesky(const Matrix& c)
    {
        Matrix l(3, QList<double>(3, 0.0));
        for (int i = 0; i < 3; ++i) {
            for (int j = 0; j <= i; ++j) {
                double sum = c.at(i).at(j);
                for (int k = 0; k < j; ++k)
                    sum -= l.at(i).at(k) * l.at(j).at(k);
                if (i == j)
                    l[i][i] = sum > 0 ? std::sqrt(sum) : 0.0;
                else
                    l[i][j] = l.at(j).at(j) > 0 ? sum / l.at(j).at(j) : 0.0;
            }
        }
        return l;
    }

} // namespace

const char* UslFit::intervalMethodName(IntervalMethod method)
{
    return method == IntervalMethod::RepetitionBootstrap ? "bootstrap-repetitions" : "t-jacobian";
}

const char* UslFit::anchorName(Anchor anchor)
{
    switch (anchor) {
    case Anchor::NotMeasured:
        return "not-measured";
    case Anchor::Repeated:
        return "repeated";
    case Anchor::AgreesWithFreeFit:
        return "agrees";
    case Anchor::TooFewCounts:
        return "too-few-counts";
    case Anchor::Disagrees:
        return "disagrees";
    }
    return "";
}

double UslFit::evaluate(double lambda, double sigma, double kappa, double n)
{
    return uslModel({ lambda, sigma, kappa }, n, nullptr);
}

double UslFit::optimum(double sigma, double kappa)
{
    return kappa > 0 ? std::max(1.0, std::sqrt(std::max(0.0, 1.0 - sigma) / kappa)) : kInf;
}

Result<UslFit> UslFit::fit(
    const QList<double>& concurrency, const QList<double>& throughput, const Bootstrap::Options& options)
{
    bool oneMeasured = false;
    if (Error e
        = LeastSquares::checkScalingPoints(concurrency, throughput, 3, QStringLiteral("usl-fit"), &oneMeasured))
        return e;
    UslFit f;
    f.m_level = options.level;
    QList<double> ns;
    QList<double> xs;
    countMeans(concurrency, throughput, &ns, &xs);
    f.m_clientCounts = int(ns.size());
    QMap<double, int> repetitions;
    for (double n : concurrency)
        ++repetitions[n];
    f.m_fewestRepetitions = *std::min_element(repetitions.cbegin(), repetitions.cend());
    const double tail = 0.5 + options.level / 2;

    const QList<double> freeFit = f.chooseAnchor(ns, xs, oneMeasured, repetitions.value(1.0), tail);
    f.m_anchored = f.m_anchor == Anchor::Repeated || f.m_anchor == Anchor::AgreesWithFreeFit
        || f.m_anchor == Anchor::TooFewCounts;
    f.m_p = f.m_anchor == Anchor::Disagrees ? freeFit : bestMeanParameters(ns, xs, f.m_anchored);
    f.m_rSquared = LeastSquares::rSquared(uslModel, f.m_p, concurrency, throughput);
    f.m_residualError = std::sqrt(LeastSquares::sumOfSquares(uslModel, f.m_p, concurrency, throughput)
        / std::max<qsizetype>(1, concurrency.size()));
    f.m_n = concurrency;
    for (double n : concurrency)
        f.m_predicted.append(f.predict(n));

    if (f.m_fewestRepetitions >= std::max(2, options.minRepetitions) && options.resamples > 0) {
        f.bootstrapIntervals(concurrency, throughput, options);
        return f;
    }
    if (f.jacobianIntervals(ns, xs, tail)) // otherwise the intervals stay invalid: the table says so
        f.normalDraws(options);
    return f;
}

// Is X(1) precise enough to hold lambda at it?
QList<double> UslFit::chooseAnchor(
    const QList<double>& ns, const QList<double>& xs, bool oneMeasured, int repetitionsAtOne, double tail)
{
    if (!oneMeasured) {
        m_anchor = Anchor::NotMeasured;
        return {};
    }
    if (repetitionsAtOne >= 2) {
        m_anchor = Anchor::Repeated;
        return {};
    }
    if (m_clientCounts < minimumClientCounts(false)) {
        m_anchor = Anchor::TooFewCounts;
        return {};
    }
    const QList<double> freeFit = bestMeanParameters(ns, xs, false);
    // Does X(1) agree with what the other counts say lambda is? A fit without it (when five counts remain) and
    // its prediction interval at 1 client: lambda's own interval plus X(1)'s noise (the others' relative noise).
    // A fit that includes X(1) bends towards it, and its interval widens by the miss it is meant to detect.
    const bool leaveOut = m_clientCounts - 1 >= minimumClientCounts(false);
    const QList<double> otherNs = leaveOut ? ns.mid(1) : ns;
    const QList<double> otherXs = leaveOut ? xs.mid(1) : xs;
    const QList<double> others = leaveOut ? bestMeanParameters(otherNs, otherXs, false) : freeFit;
    const int freeDegrees = int(otherNs.size()) - 3;
    Matrix freeCovariance;
    double relative = 0;
    const bool covarianceOk = jacobianCovariance(
        otherNs, otherXs, others, { true, true, true }, freeDegrees, &freeCovariance, &relative);
    const double t = Statistics::studentTQuantile(tail, std::max(1, freeDegrees));
    const double noise = leaveOut ? relative * others.at(0) * others.at(0) : 0.0;
    const double half = covarianceOk ? t * std::sqrt(freeCovariance.at(0).at(0) + noise) : kInf;
    m_anchor = std::abs(xs.constFirst() - others.at(0)) <= half ? Anchor::AgreesWithFreeFit : Anchor::Disagrees;
    return freeFit;
}

void UslFit::bootstrapIntervals(
    const QList<double>& concurrency, const QList<double>& throughput, const Bootstrap::Options& options)
{
    const int freeParameters = m_anchored ? 2 : 3;
    m_method = IntervalMethod::RepetitionBootstrap;
    const bool anchored = m_anchored;
    m_samples = Bootstrap::resample(concurrency, throughput, m_predicted, freeParameters, options,
        [&](const QList<double>& ys) -> std::optional<QList<double>> {
            return bestParameters(concurrency, ys, anchored);
        });
    QList<QList<double>> columns(5);
    for (const QList<double>& p : std::as_const(m_samples)) {
        for (int i = 0; i < 3; ++i)
            columns[i].append(p.at(i));
        columns[3].append(optimum(p.at(1), p.at(2)));
        columns[4].append(peakOf(p));
    }
    for (int i = 0; i < 5; ++i)
        m_intervals[i] = Bootstrap::percentile(columns.at(i), options.level);
    m_degrees = m_clientCounts - freeParameters;
}

bool UslFit::jacobianIntervals(const QList<double>& ns, const QList<double>& xs, double tail)
{
    m_method = IntervalMethod::Jacobian;
    // Held at X(1), lambda is still a measurement: the points' degrees of freedom are those of three parameters, and
    // X(1)'s own noise (the relative noise of the other means) moves sigma and kappa by the anchored fit's slope.
    m_degrees = m_clientCounts - 3;
    double relativeVariance = 0;
    if (!jacobianCovariance(ns, xs, m_p, { !m_anchored, true, true }, m_degrees, &m_covariance, &relativeVariance))
        return false;
    if (m_anchored) {
        const double x1 = xs.constFirst();
        const double varLambda = relativeVariance * x1 * x1;
        const double h = 1e-3 * x1;
        QList<double> upXs = xs;
        QList<double> downXs = xs;
        upXs[0] += h;
        downXs[0] -= h;
        const QList<double> up = bestMeanParameters(ns, upXs, true);
        const QList<double> down = bestMeanParameters(ns, downXs, true);
        double d[3] = { 1.0, 0, 0 };
        for (int i = 1; i < 3; ++i)
            d[i] = (up.at(i) - down.at(i)) / (2 * h);
        for (int a = 0; a < 3; ++a) {
            for (int b = 0; b < 3; ++b)
                m_covariance[a][b] += d[a] * d[b] * varLambda;
        }
    }
    m_t = Statistics::studentTQuantile(tail, m_degrees);
    const Matrix& c = m_covariance;
    const QList<double>& p = m_p;
    auto around = [&](int i) -> Interval {
        const double half = m_t * std::sqrt(std::max(0.0, c.at(i).at(i)));
        return { p.at(i) - half, p.at(i) + half };
    };
    m_intervals[0] = around(0);
    m_intervals[0].low = std::max(m_intervals[0].low, 0.0);
    m_intervals[1] = around(1);
    m_intervals[1] = { std::clamp(m_intervals[1].low, 0.0, 1.0), std::clamp(m_intervals[1].high, 0.0, 1.0) };
    m_intervals[2] = around(2);
    m_intervals[2].low = std::max(0.0, m_intervals[2].low);
    const bool kappaAboveZero = m_intervals[2].low > 0;

    // N* and the peak on a log scale (both positive, skewed): exp(log q +- t se(log q)). When kappa's interval
    // reaches 0, a curve without a peak is among those the data allow: the upper ends are open.
    const double nStar = optimum(p.at(1), p.at(2));
    if (std::isfinite(nStar) && nStar > 1.0) {
        const double se = deltaError([](const QList<double>& q) { return std::log(optimum(q.at(1), q.at(2))); }, p, c);
        if (std::isfinite(se))
            m_intervals[3] = { std::max(1.0, nStar * std::exp(-m_t * se)),
                kappaAboveZero ? nStar * std::exp(m_t * se) : kInf };
    } else if (std::isfinite(nStar)) {
        m_intervals[3] = { 1.0, optimum(m_intervals[1].low, m_intervals[2].high) };
    } else {
        m_intervals[3] = { optimum(p.at(1), m_intervals[2].high), kInf };
    }
    const double peak = peakOf(p);
    if (std::isfinite(peak)) {
        const double se = deltaError([](const QList<double>& q) { return std::log(peakOf(q)); }, p, c);
        if (std::isfinite(se))
            m_intervals[4] = { peak * std::exp(-m_t * se), kappaAboveZero ? peak * std::exp(m_t * se) : kInf };
    } else {
        m_intervals[4] = { m_p.at(0), kInf };
    }
    return true;
}

// Draws from the normal approximation, for explore's choice of the next run.
void UslFit::normalDraws(const Bootstrap::Options& options)
{
    const Matrix l = cholesky(m_covariance);
    std::mt19937_64 rng(options.seed);
    std::normal_distribution<double> z;
    for (int b = 0; b < options.resamples; ++b) {
        const double e[3] = { z(rng), z(rng), z(rng) };
        QList<double> q = m_p;
        for (int i = 0; i < 3; ++i) {
            for (int k = 0; k <= i; ++k)
                q[i] += l.at(i).at(k) * e[k];
        }
        q[0] = std::max(q.at(0), 1e-12);
        q[1] = std::clamp(q.at(1), 0.0, 1.0);
        q[2] = std::max(q.at(2), 0.0);
        m_samples.append(q);
    }
}

std::optional<double> UslFit::optimalConcurrency() const
{
    const double n = optimum(sigma(), kappa());
    return std::isfinite(n) ? std::optional<double>(n) : std::nullopt;
}

std::optional<double> UslFit::peakThroughput() const
{
    const auto n = optimalConcurrency();
    if (!n)
        return std::nullopt;
    return predict(*n);
}

UslFit::Interval UslFit::band(double n) const
{
    if (m_method == IntervalMethod::Jacobian) {
        if (m_covariance.isEmpty() || !(m_t > 0))
            return {};
        double g[3];
        const double x = uslModel(m_p, n, g);
        const double half = m_t * std::sqrt(quadraticForm(m_covariance, g));
        return { std::max(0.0, x - half), x + half };
    }
    QList<double> values;
    values.reserve(m_samples.size());
    for (const QList<double>& p : m_samples)
        values.append(evaluate(p.at(0), p.at(1), p.at(2), n));
    return Bootstrap::percentile(values, m_level);
}

} // namespace sb
