// SPDX-License-Identifier: GPL-3.0-or-later
// Does a USL fit describe the measured means? Only one that does is drawn and quoted. Where the cells have
// repetitions, the lack-of-fit F test weighs the curve's misses against their noise; a table without them (an
// article's) is held to a bound on the relative miss. A fit that misses is offered an alternative the USL documents:
// when throughput grows faster than the clients at the first step (on a VM a lone client pays the idle-CPU wake-up),
// a fit from the next count on, said so.
#pragma once

#include "analysis/lackoffit.h"
#include "analysis/uslfit.h"
#include "common/error.h"

#include <QList>
#include <limits>
#include <optional>

namespace sb {

struct UslVerdict {
    static constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
    // Without repetitions: a curve that misses a mean by more than this share of it does not describe the table
    // (one run's noise is a few percent; the 2-core sandbox fit the issue shows missed its 2-client mean by 75%).
    static constexpr double kMaxRelativeMiss = 0.20;
    // With repetitions: the lack-of-fit test's level. Strict, so that a curve is hidden only on clear evidence.
    static constexpr double kMisfitLevel = 0.01;

    enum class Kind {
        Describes, // the fit of every point describes the means
        LaterStart, // it does not; a fit from `from` on (a superlinear first step left out) does
        Misses, // it does not, and no alternative does
        Refused, // no fit (too few counts, a value <= 0): `refused`
    };
    Kind kind = Kind::Refused;
    std::optional<UslFit> fit; // the fit to draw and quote: Describes and LaterStart only
    std::optional<UslFit> full; // the fit of every point (also when it misses)
    Error refused;
    double from = kNaN; // LaterStart: the first count of the fit
    double worstMiss = kNaN; // the full fit's largest relative miss |mean - curve| / mean, and where
    double worstMissX = kNaN;
    std::optional<LackOfFit> lackOfFit; // of the full fit, when some count has repetitions
    double superlinearRatio = kNaN; // y(x1) / y(x0) of a superlinear first step, when there is one
    double superlinearFromX = kNaN;
    double superlinearToX = kNaN;

    bool describes() const { return fit.has_value(); }
    // xs, ys: the means; repetitions and sds per x (empty, or the same length): a count with n >= 2 gives the
    // lack-of-fit test its pure error.
    static UslVerdict judge(const QList<double>& xs, const QList<double>& ys, const QList<int>& repetitions = {},
        const QList<double>& sds = {}, const Bootstrap::Options& options = Bootstrap::Options());
    static const char* kindName(Kind kind); // "describes", "later-start", "misses", "refused"
};

} // namespace sb
