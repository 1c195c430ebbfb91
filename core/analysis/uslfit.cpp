// SPDX-License-Identifier: GPL-3.0-or-later
#include "uslfit.h"

#include "analysis/leastsquares.h"

#include <algorithm>
#include <cmath>

namespace sb {

namespace {

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
        QList<QList<double>> starts { { bestPerClient, 0.0, 0.0 }, { bestPerClient, 0.1, 1e-4 } };
        const QList<double> c = LeastSquares::polynomialFit(ns, ratio, 2);
        if (c.size() == 3 && c.at(0) + c.at(1) + c.at(2) > 0) {
            const double lambda = 1.0 / (c.at(0) + c.at(1) + c.at(2));
            const double sigma = std::max(0.0, (c.at(1) + c.at(2)) * lambda);
            const double kappa = std::max(0.0, c.at(2) * lambda);
            starts.prepend({ lambda, sigma, kappa });
        }
        return starts;
    }

} // namespace

double UslFit::evaluate(double lambda, double sigma, double kappa, double n)
{
    return uslModel({ lambda, sigma, kappa }, n, nullptr);
}

Result<UslFit> UslFit::fit(const QList<double>& concurrency, const QList<double>& throughput)
{
    if (Error e = LeastSquares::checkPositivePoints(concurrency, throughput, kMinimumPoints, QStringLiteral("usl-fit")))
        return e;
    QList<double> distinct = concurrency;
    std::sort(distinct.begin(), distinct.end());
    if (std::unique(distinct.begin(), distinct.end()) - distinct.begin() < kMinimumPoints) {
        Error e { ErrorCode::InvalidOption, QStringLiteral("usl-fit"), QString() };
        e.value = concurrency.size();
        return e;
    }
    const auto outcome = LeastSquares::bestOf(
        uslModel, concurrency, throughput, startingValues(concurrency, throughput), { 0.0, 0.0, 0.0 });
    UslFit f;
    f.m_lambda = outcome.parameters.at(0);
    f.m_sigma = outcome.parameters.at(1);
    f.m_kappa = outcome.parameters.at(2);
    f.m_rSquared = LeastSquares::rSquared(uslModel, outcome.parameters, concurrency, throughput);
    f.m_n = concurrency;
    for (double n : concurrency)
        f.m_predicted.append(f.predict(n));
    return f;
}

std::optional<double> UslFit::optimalConcurrency() const
{
    if (!(m_kappa > 0) || m_sigma >= 1)
        return std::nullopt;
    return std::sqrt((1.0 - m_sigma) / m_kappa);
}

std::optional<double> UslFit::peakThroughput() const
{
    const auto n = optimalConcurrency();
    if (!n)
        return std::nullopt;
    return predict(*n);
}

} // namespace sb
