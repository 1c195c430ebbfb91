// SPDX-License-Identifier: GPL-3.0-or-later
// Does a fitted curve miss the measured means by more than the repetitions' own scatter? The classical lack-of-fit
// F test: the variance of the means about the curve (between client counts) against the variance of repetitions
// about their means (within counts, the "pure error"). It needs repetitions; it does not need a threshold chosen by
// hand, only a significance level. On relative deviations, because throughput noise is a few percent of the
// throughput at every count: in absolute terms the flat top of a curve would outweigh its steep start.
#pragma once

#include <QList>
#include <optional>

namespace sb {

class LackOfFit {
public:
    // xs with repetitions, ys measured, fitted = the curve at each xs. `parameters` = how many parameters the fit
    // took from the means (the USL's three, also when lambda is anchored: then X(1)'s mean is one of them).
    // nullopt without a pure error (no x measured twice) or without a degree of freedom left for the lack of fit.
    static std::optional<LackOfFit> test(
        const QList<double>& xs, const QList<double>& ys, const QList<double>& fitted, int parameters);

    double pureError() const { return m_pureError; } // relative standard deviation of one repetition
    int pureDegrees() const { return m_pureDegrees; }
    double f() const { return m_f; } // lack-of-fit mean square over pure-error mean square
    int lackDegrees() const { return m_lackDegrees; }
    double pValue() const { return m_p; } // P(F >= f) when the curve has the right shape
    bool significant(double level) const { return m_p < level; }
    // Per distinct x, ascending: the mean's relative miss in units of its own standard error.
    const QList<double>& xs() const { return m_xs; }
    const QList<double>& standardized() const { return m_standardized; }
    // Upper tail of Fisher's F distribution: P(F >= f) with d1 and d2 degrees of freedom.
    static double fTail(double f, double d1, double d2);

private:
    double m_pureError = 0;
    int m_pureDegrees = 0;
    double m_f = 0;
    int m_lackDegrees = 0;
    double m_p = 1;
    QList<double> m_xs;
    QList<double> m_standardized;
};

} // namespace sb
