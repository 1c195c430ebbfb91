// SPDX-License-Identifier: GPL-3.0-or-later
#include "uslfit.h"

#include "analysis/leastsquares.h"

#include <QMap>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <limits>

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

    double peakOf(const QList<double>& p)
    {
        const double n = UslFit::optimum(p.at(1), p.at(2));
        if (std::isfinite(n))
            return UslFit::evaluate(p.at(0), p.at(1), p.at(2), n);
        return p.at(1) > 0 ? p.at(0) / p.at(1) : kInf; // the asymptote
    }

} // namespace

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
    bool anchored = false;
    if (Error e = LeastSquares::checkScalingPoints(concurrency, throughput, 3, QStringLiteral("usl-fit"), &anchored))
        return e;
    UslFit f;
    f.m_anchored = anchored;
    f.m_clientCounts = int(QSet<double>(concurrency.begin(), concurrency.end()).size());
    f.m_level = options.level;
    f.m_p = bestParameters(concurrency, throughput, anchored);
    f.m_rSquared = LeastSquares::rSquared(uslModel, f.m_p, concurrency, throughput);
    f.m_residualError = std::sqrt(LeastSquares::sumOfSquares(uslModel, f.m_p, concurrency, throughput)
        / std::max<qsizetype>(1, concurrency.size()));
    f.m_n = concurrency;
    for (double n : concurrency)
        f.m_predicted.append(f.predict(n));

    f.m_samples = Bootstrap::resample(concurrency, throughput, f.m_predicted, anchored ? 2 : 3, options,
        [&](const QList<double>& ys) -> std::optional<QList<double>> {
            return bestParameters(concurrency, ys, anchored);
        });
    QList<QList<double>> columns(5);
    for (const QList<double>& p : std::as_const(f.m_samples)) {
        for (int i = 0; i < 3; ++i)
            columns[i].append(p.at(i));
        columns[3].append(optimum(p.at(1), p.at(2)));
        columns[4].append(peakOf(p));
    }
    for (int i = 0; i < 5; ++i)
        f.m_intervals[i] = Bootstrap::percentile(columns.at(i), options.level);
    return f;
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
    QList<double> values;
    values.reserve(m_samples.size());
    for (const QList<double>& p : m_samples)
        values.append(evaluate(p.at(0), p.at(1), p.at(2), n));
    return Bootstrap::percentile(values, m_level);
}

} // namespace sb
