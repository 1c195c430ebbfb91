// SPDX-License-Identifier: GPL-3.0-or-later
#include "leastsquares.h"

#include <QSet>
#include <algorithm>
#include <cmath>
#include <limits>

namespace sb {

namespace {

    struct NormalEquations {
        QList<QList<double>> jtj;
        QList<double> jtr;
        double sse = 0;
    };

    NormalEquations normalEquations(
        const LeastSquares::Model& model, const QList<double>& p, const QList<double>& xs, const QList<double>& ys)
    {
        const int k = int(p.size());
        NormalEquations ne { QList<QList<double>>(k, QList<double>(k, 0.0)), QList<double>(k, 0.0), 0 };
        QList<double> grad(k);
        for (int i = 0; i < xs.size(); ++i) {
            const double r = ys.at(i) - model(p, xs.at(i), grad.data());
            ne.sse += r * r;
            for (int a = 0; a < k; ++a) {
                ne.jtr[a] += grad.at(a) * r;
                for (int b = 0; b < k; ++b)
                    ne.jtj[a][b] += grad.at(a) * grad.at(b);
            }
        }
        return ne;
    }

    // One damped step; parameters frozen at their bound get no change.
    bool dampedStep(const NormalEquations& ne, const QList<bool>& frozen, double mu, QList<double>* delta)
    {
        const int k = int(ne.jtr.size());
        QList<QList<double>> a = ne.jtj;
        QList<double> b = ne.jtr;
        for (int i = 0; i < k; ++i) {
            if (frozen.at(i)) {
                std::fill(a[i].begin(), a[i].end(), 0.0);
                for (int j = 0; j < k; ++j)
                    a[j][i] = 0;
                a[i][i] = 1;
                b[i] = 0;
                continue;
            }
            a[i][i] += mu * std::max(ne.jtj.at(i).at(i), 1e-300);
        }
        return LeastSquares::solve(a, b, delta);
    }

} // namespace

bool LeastSquares::solve(QList<QList<double>> a, QList<double> b, QList<double>* x)
{
    const int n = int(b.size());
    for (int col = 0; col < n; ++col) {
        int pivot = col;
        for (int r = col + 1; r < n; ++r) {
            if (std::abs(a.at(r).at(col)) > std::abs(a.at(pivot).at(col)))
                pivot = r;
        }
        if (!(std::abs(a.at(pivot).at(col)) > 0))
            return false;
        a.swapItemsAt(col, pivot);
        b.swapItemsAt(col, pivot);
        for (int r = col + 1; r < n; ++r) {
            const double f = a.at(r).at(col) / a.at(col).at(col);
            for (int c = col; c < n; ++c)
                a[r][c] -= f * a.at(col).at(c);
            b[r] -= f * b.at(col);
        }
    }
    x->resize(n);
    for (int r = n - 1; r >= 0; --r) {
        double s = b.at(r);
        for (int c = r + 1; c < n; ++c)
            s -= a.at(r).at(c) * x->at(c);
        (*x)[r] = s / a.at(r).at(r);
    }
    return std::all_of(x->begin(), x->end(), [](double v) { return std::isfinite(v); });
}

QList<double> LeastSquares::polynomialFit(const QList<double>& xs, const QList<double>& ys, int degree)
{
    const int k = degree + 1;
    QList<QList<double>> a(k, QList<double>(k, 0.0));
    QList<double> b(k, 0.0);
    for (int i = 0; i < xs.size(); ++i) {
        QList<double> powers(2 * k - 1, 1.0);
        for (int e = 1; e < powers.size(); ++e)
            powers[e] = powers.at(e - 1) * xs.at(i);
        for (int r = 0; r < k; ++r) {
            b[r] += powers.at(r) * ys.at(i);
            for (int c = 0; c < k; ++c)
                a[r][c] += powers.at(r + c);
        }
    }
    QList<double> coefficients;
    if (!solve(a, b, &coefficients))
        return {};
    return coefficients;
}

LeastSquares::Outcome LeastSquares::levenbergMarquardt(const Model& model, const QList<double>& xs,
    const QList<double>& ys, QList<double> start, const QList<double>& lowerBounds, const QList<double>& upperBounds)
{
    auto upper
        = [&](int i) { return i < upperBounds.size() ? upperBounds.at(i) : std::numeric_limits<double>::infinity(); };
    for (int i = 0; i < start.size(); ++i)
        start[i] = std::clamp(start.at(i), lowerBounds.at(i), upper(i));
    Outcome out { start, sumOfSquares(model, start, xs, ys), 0, false };
    double mu = 1e-3;
    for (; out.iterations < 500 && !out.converged; ++out.iterations) {
        const NormalEquations ne = normalEquations(model, out.parameters, xs, ys);
        QList<bool> frozen;
        for (int i = 0; i < out.parameters.size(); ++i)
            frozen.append((out.parameters.at(i) <= lowerBounds.at(i) && ne.jtr.at(i) <= 0)
                || (out.parameters.at(i) >= upper(i) && ne.jtr.at(i) >= 0));
        bool improved = false;
        while (!improved && mu < 1e15) {
            QList<double> delta;
            if (!dampedStep(ne, frozen, mu, &delta)) {
                mu *= 10;
                continue;
            }
            QList<double> trial = out.parameters;
            for (int i = 0; i < trial.size(); ++i)
                trial[i] = std::clamp(trial.at(i) + delta.at(i), lowerBounds.at(i), upper(i));
            const double sse = sumOfSquares(model, trial, xs, ys);
            if (std::isfinite(sse) && sse < out.sse) {
                out.converged = (out.sse - sse) <= 1e-14 * out.sse;
                out.parameters = trial;
                out.sse = sse;
                mu = std::max(mu / 3, 1e-12);
                improved = true;
            } else {
                mu *= 4;
            }
        }
        if (!improved)
            out.converged = true; // no downhill step left: a (constrained) minimum
    }
    return out;
}

LeastSquares::Outcome LeastSquares::bestOf(const Model& model, const QList<double>& xs, const QList<double>& ys,
    const QList<QList<double>>& starts, const QList<double>& lowerBounds, const QList<double>& upperBounds)
{
    Outcome best;
    best.sse = std::numeric_limits<double>::infinity();
    for (const QList<double>& start : starts) {
        const Outcome o = levenbergMarquardt(model, xs, ys, start, lowerBounds, upperBounds);
        if (o.sse < best.sse)
            best = o;
    }
    return best;
}

Error LeastSquares::checkPositivePoints(
    const QList<double>& xs, const QList<double>& ys, int minimum, const QString& fitName)
{
    Error e { ErrorCode::InvalidOption, fitName, QString() };
    e.value = xs.size();
    for (int i = 0; i < xs.size(); ++i) {
        if (!(xs.at(i) > 0) || !std::isfinite(xs.at(i)) || !(ys.at(i) > 0) || !std::isfinite(ys.at(i))) {
            e.detail = QString::number(xs.at(i) > 0 ? ys.at(i) : xs.at(i));
            return e;
        }
    }
    const bool distinct = std::any_of(xs.begin(), xs.end(), [&](double x) { return x != xs.first(); });
    if (xs.size() < minimum || ys.size() != xs.size() || !distinct)
        return e;
    return {};
}

Error LeastSquares::checkScalingPoints(
    const QList<double>& xs, const QList<double>& ys, int parameters, const QString& fitName, bool* anchored)
{
    if (Error e = checkPositivePoints(xs, ys, 1, fitName); e && !e.detail.isEmpty())
        return e;
    const QSet<double> distinct(xs.begin(), xs.end());
    *anchored = distinct.contains(1.0);
    const int minimum = parameters - (*anchored ? 1 : 0) + 2;
    if (distinct.size() < minimum || xs.size() != ys.size()) {
        Error e { ErrorCode::InvalidOption, fitName, QString::number(distinct.size()) };
        e.value = minimum;
        return e;
    }
    return {};
}

std::optional<double> LeastSquares::meanAt(double x, const QList<double>& xs, const QList<double>& ys)
{
    double sum = 0;
    int count = 0;
    for (int i = 0; i < xs.size(); ++i) {
        if (xs.at(i) == x) {
            sum += ys.at(i);
            ++count;
        }
    }
    return count > 0 ? std::optional<double>(sum / count) : std::nullopt;
}

double LeastSquares::sumOfSquares(
    const Model& model, const QList<double>& p, const QList<double>& xs, const QList<double>& ys)
{
    double sse = 0;
    for (int i = 0; i < xs.size(); ++i) {
        const double r = ys.at(i) - model(p, xs.at(i), nullptr);
        sse += r * r;
    }
    return sse;
}

double LeastSquares::rSquared(
    const Model& model, const QList<double>& p, const QList<double>& xs, const QList<double>& ys)
{
    double mean = 0;
    for (double y : ys)
        mean += y;
    mean /= ys.size();
    double total = 0;
    for (double y : ys)
        total += (y - mean) * (y - mean);
    return total > 0 ? 1.0 - sumOfSquares(model, p, xs, ys) / total : 1.0;
}

} // namespace sb
