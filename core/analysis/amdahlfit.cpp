// SPDX-License-Identifier: GPL-3.0-or-later
#include "amdahlfit.h"

#include "analysis/leastsquares.h"

#include <QSet>
#include <algorithm>
#include <cmath>
#include <limits>

namespace sb {

namespace {

    constexpr double kInf = std::numeric_limits<double>::infinity();

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
            starts.prepend({ x1, std::clamp(c.at(1) * x1, 0.0, 1.0) });
        }
        return starts;
    }

    QList<double> bestParameters(const QList<double>& ps, const QList<double>& xs, bool anchored)
    {
        QList<QList<double>> starts = startingValues(ps, xs);
        QList<double> lower { 1e-12, 0.0 };
        QList<double> upper { kInf, 1.0 };
        if (const auto x1 = anchored ? LeastSquares::meanAt(1.0, ps, xs) : std::nullopt) {
            for (QList<double>& s : starts)
                s[0] = *x1;
            lower[0] = upper[0] = *x1;
        }
        return LeastSquares::bestOf(amdahlModel, ps, xs, starts, lower, upper).parameters;
    }

} // namespace

double AmdahlFit::evaluate(double x1, double sigma, double p)
{
    return amdahlModel({ x1, sigma }, p, nullptr);
}

Result<AmdahlFit> AmdahlFit::fit(
    const QList<double>& resources, const QList<double>& throughput, const Bootstrap::Options& options)
{
    bool anchored = false;
    if (Error e = LeastSquares::checkScalingPoints(resources, throughput, 2, QStringLiteral("amdahl-fit"), &anchored))
        return e;
    AmdahlFit f;
    f.m_anchored = anchored;
    f.m_p = bestParameters(resources, throughput, anchored);
    f.m_rSquared = LeastSquares::rSquared(amdahlModel, f.m_p, resources, throughput);
    f.m_resources = resources;
    for (double p : resources)
        f.m_predicted.append(f.predict(p));
    const QList<QList<double>> samples = Bootstrap::resample(resources, throughput, f.m_predicted, anchored ? 1 : 2,
        options, [&](const QList<double>& ys) -> std::optional<QList<double>> {
            return bestParameters(resources, ys, anchored);
        });
    QList<QList<double>> columns(3);
    for (const QList<double>& p : samples) {
        columns[0].append(p.at(0));
        columns[1].append(p.at(1));
        columns[2].append(p.at(1) > 0 ? 1.0 / p.at(1) : kInf);
    }
    for (int i = 0; i < 3; ++i)
        f.m_intervals[i] = Bootstrap::percentile(columns.at(i), options.level);
    return f;
}

std::optional<double> AmdahlFit::maxSpeedup() const
{
    if (!(sigma() > 0))
        return std::nullopt;
    return 1.0 / sigma();
}

} // namespace sb
