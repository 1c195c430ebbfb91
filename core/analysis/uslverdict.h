// SPDX-License-Identifier: GPL-3.0-or-later
// Does a USL fit describe the measured means? Only one that does is drawn and quoted. Where the cells have
// repetitions, the lack-of-fit F test weighs the curve's misses against their noise; a table without them (an
// article's) is held to a bound on the relative miss. A fit that misses is offered an alternative the USL documents:
// when throughput grows faster than the clients at the first step (on a VM a lone client pays the idle-CPU wake-up),
// a fit from the next count on, said so.
//
// A fit that describes the means is still not drawn or quoted when it says nothing the table does not: when its 95%
// band at some measured count is wider than kMaxBandShare of the fitted value there and wider than that count's own
// interval (BandTooWide: four single runs at 1/2/4/8 clients gave "N* ≈ 1 (1-1)" under a band from 0 to 108,000
// queries/s), or when a fit from a later start puts its optimum at or below its first count (NoRise: the curve
// never rises, so its N* is no finding).
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
    // The band's half-width at a measured count, as a share of the fitted value there, beyond which the fit informs
    // only if the measurements' own interval there is wider still (then the band is no wider than the data allow).
    static constexpr double kMaxBandShare = 0.50;

    enum class Kind {
        Describes, // the fit of every point describes the means
        LaterStart, // it does not; a fit from `from` on (a superlinear first step left out) does
        Misses, // it does not, and no alternative does
        Refused, // no fit (too few counts, a value <= 0): `refused`
        BandTooWide, // it describes the means, but its band at bandX is too wide to inform (see kMaxBandShare)
        NoRise, // a later start's fit (from `from`) whose optimum lies at or below its first count
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
    // BandTooWide: the measured count where the band is widest relative to the fit, the band there and the fitted
    // value; the fit's optimum and its interval as it was (not drawn, said in words).
    double bandX = kNaN;
    double bandLow = kNaN;
    double bandHigh = kNaN;
    double bandFitted = kNaN;
    std::optional<UslFit> withheld; // BandTooWide and NoRise: the fit that is not drawn

    bool describes() const { return fit.has_value(); }
    // After judge: withholds the fit when its band at a measured count (of xs, the fit's own counts) is wider than
    // kMaxBandShare of the fitted value and wider than ownHalfWidths (the 95% half-width of each count's mean; NaN or
    // 0 without repetitions), or when a later start's optimum lies at or below its first count.
    void requireInformative(const QList<double>& xs, const QList<double>& ownHalfWidths);
    // xs, ys: the means; repetitions and sds per x (empty, or the same length): a count with n >= 2 gives the
    // lack-of-fit test its pure error.
    static UslVerdict judge(const QList<double>& xs, const QList<double>& ys, const QList<int>& repetitions = {},
        const QList<double>& sds = {}, const Bootstrap::Options& options = Bootstrap::Options());
    static const char* kindName(Kind kind); // "describes", "later-start", "misses", "refused", "band-too-wide", ...
};

} // namespace sb
