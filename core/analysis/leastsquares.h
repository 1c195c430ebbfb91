// SPDX-License-Identifier: GPL-3.0-or-later
// Small least-squares solvers shared by the scalability fits: polynomial (linear) least squares for starting values
// and a bounded Levenberg-Marquardt refinement of a model with a few parameters.
#pragma once

#include "common/error.h"

#include <QList>
#include <functional>
#include <optional>

namespace sb {

class LeastSquares {
public:
    // Returns y(x; p) and, when gradient is not null, dy/dp into gradient[0 .. p.size()).
    using Model = std::function<double(const QList<double>& p, double x, double* gradient)>;

    struct Outcome {
        QList<double> parameters;
        double sse = 0; // sum of squared residuals
        int iterations = 0;
        bool converged = false;
    };

    // Coefficients c0 + c1 x + ... + c_degree x^degree; empty when the system is singular.
    static QList<double> polynomialFit(const QList<double>& xs, const QList<double>& ys, int degree);

    // Minimises the sum of squared residuals with lowerBounds[i] <= p[i] <= upperBounds[i] (missing upper bounds:
    // none). Projected steps; bound parameters whose gradient pushes them further out are frozen for that step.
    static Outcome levenbergMarquardt(const Model& model, const QList<double>& xs, const QList<double>& ys,
        QList<double> start, const QList<double>& lowerBounds, const QList<double>& upperBounds = {});

    // Runs levenbergMarquardt from each start and keeps the best.
    static Outcome bestOf(const Model& model, const QList<double>& xs, const QList<double>& ys,
        const QList<QList<double>>& starts, const QList<double>& lowerBounds, const QList<double>& upperBounds = {});

    // Fits of throughput need at least `minimum` points with x > 0, y > 0 and two distinct x. Otherwise an
    // InvalidOption error: context = fitName, value = the number of points, detail = the offending x or y if any.
    static Error checkPositivePoints(
        const QList<double>& xs, const QList<double>& ys, int minimum, const QString& fitName);

    // A scalability fit's data check: every point positive (else the error's detail is the offending value), and
    // two distinct x more than the free parameters, one parameter fewer when x = 1 was measured (the fit anchors to
    // it; *anchored says so). Errors: InvalidOption, context = fitName, value = the minimum, detail = the count.
    static Error checkScalingPoints(
        const QList<double>& xs, const QList<double>& ys, int parameters, const QString& fitName, bool* anchored);

    // The mean of the ys measured at x exactly (repetitions); nullopt when x was not measured. The fits anchor their
    // one-unit parameter (USL lambda, Amdahl X1) to it.
    static std::optional<double> meanAt(double x, const QList<double>& xs, const QList<double>& ys);

    static double sumOfSquares(
        const Model& model, const QList<double>& p, const QList<double>& xs, const QList<double>& ys);
    static double rSquared(
        const Model& model, const QList<double>& p, const QList<double>& xs, const QList<double>& ys);

    // Solves A x = b in place (Gaussian elimination with partial pivoting); false when A is singular.
    static bool solve(QList<QList<double>> a, QList<double> b, QList<double>* x);
};

} // namespace sb
