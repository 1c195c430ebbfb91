// SPDX-License-Identifier: GPL-3.0-or-later
#include "amdahlfit.h"

#include "analysis/leastsquares.h"

#include <algorithm>

namespace sb {

namespace {

    // p = { X1, sigma }
    double amdahlModel(const QList<double>& p, double resources, double* gradient)
    {
        const double d = 1.0 + p.at(1) * (resources - 1.0);
        const double x = p.at(0) * resources / d;
        if (gradient) {
            gradient[0] = resources / d;
            gradient[1] = -x * (resources - 1.0) / d;
        }
        return x;
    }

    QList<QList<double>> startingValues(const QList<double>& ps, const QList<double>& xs)
    {
        QList<double> ratio;
        double bestPerUnit = 0;
        for (int i = 0; i < ps.size(); ++i) {
            ratio.append(ps.at(i) / xs.at(i));
            bestPerUnit = std::max(bestPerUnit, xs.at(i) / ps.at(i));
        }
        QList<QList<double>> starts { { bestPerUnit, 0.0 }, { bestPerUnit, 0.5 } };
        const QList<double> c = LeastSquares::polynomialFit(ps, ratio, 1);
        if (c.size() == 2 && c.at(0) + c.at(1) > 0) {
            const double x1 = 1.0 / (c.at(0) + c.at(1));
            starts.prepend({ x1, std::max(0.0, c.at(1) * x1) });
        }
        return starts;
    }

} // namespace

double AmdahlFit::evaluate(double x1, double sigma, double p)
{
    return amdahlModel({ x1, sigma }, p, nullptr);
}

Result<AmdahlFit> AmdahlFit::fit(const QList<double>& resources, const QList<double>& throughput)
{
    if (Error e
        = LeastSquares::checkPositivePoints(resources, throughput, kMinimumPoints, QStringLiteral("amdahl-fit")))
        return e;
    const auto outcome
        = LeastSquares::bestOf(amdahlModel, resources, throughput, startingValues(resources, throughput), { 0.0, 0.0 });
    AmdahlFit f;
    f.m_x1 = outcome.parameters.at(0);
    f.m_sigma = outcome.parameters.at(1);
    f.m_rSquared = LeastSquares::rSquared(amdahlModel, outcome.parameters, resources, throughput);
    f.m_p = resources;
    for (double p : resources)
        f.m_predicted.append(f.predict(p));
    return f;
}

std::optional<double> AmdahlFit::maxSpeedup() const
{
    if (!(m_sigma > 0))
        return std::nullopt;
    return 1.0 / m_sigma;
}

} // namespace sb
