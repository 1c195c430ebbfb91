// SPDX-License-Identifier: GPL-3.0-or-later
#include "uslverdict.h"

#include <QMap>
#include <algorithm>
#include <cmath>
#include <numeric>

namespace sb {

namespace {

    struct Points {
        QList<double> xs;
        QList<double> ys;
        QList<int> n;
        QList<double> sd;
    };

    // Sorted by x.
    Points sorted(const QList<double>& xs, const QList<double>& ys, const QList<int>& n, const QList<double>& sd)
    {
        QList<int> order(xs.size());
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(), [&](int a, int b) { return xs.at(a) < xs.at(b); });
        Points p;
        for (int i : order) {
            p.xs.append(xs.at(i));
            p.ys.append(ys.at(i));
            p.n.append(i < n.size() ? n.at(i) : 1);
            p.sd.append(i < sd.size() ? sd.at(i) : UslVerdict::kNaN);
        }
        return p;
    }

    // The lack-of-fit test from means and standard deviations: values with the same mean and the same sum of
    // squares about it (two at mean +- d, the rest at the mean) give the test exactly what the repetitions would.
    std::optional<LackOfFit> lackOfFit(const Points& p, const UslFit& fit)
    {
        QList<double> xs;
        QList<double> ys;
        QList<double> fitted;
        bool repeated = false;
        for (int i = 0; i < p.xs.size(); ++i) {
            const int n = std::max(1, p.n.at(i));
            const double curve = fit.predict(p.xs.at(i));
            const double d = n >= 2 && std::isfinite(p.sd.at(i)) ? p.sd.at(i) * std::sqrt((n - 1) / 2.0) : 0.0;
            repeated = repeated || (n >= 2 && d > 0);
            for (int k = 0; k < n; ++k) {
                xs.append(p.xs.at(i));
                ys.append(p.ys.at(i) + (n >= 2 && k == 0 ? d : n >= 2 && k == 1 ? -d : 0.0));
                fitted.append(curve);
            }
        }
        if (!repeated)
            return std::nullopt;
        return LackOfFit::test(xs, ys, fitted, 3);
    }

    void worst(const Points& p, const UslFit& fit, double* miss, double* at)
    {
        *miss = 0;
        for (int i = 0; i < p.xs.size(); ++i) {
            const double m = std::abs(p.ys.at(i) - fit.predict(p.xs.at(i))) / p.ys.at(i);
            if (m > *miss) {
                *miss = m;
                *at = p.xs.at(i);
            }
        }
    }

    bool describesMeans(const Points& p, const UslFit& fit, std::optional<LackOfFit>* test, double* miss, double* at)
    {
        *test = lackOfFit(p, fit);
        worst(p, fit, miss, at);
        if (*test)
            return !(*test)->significant(UslVerdict::kMisfitLevel);
        return *miss <= UslVerdict::kMaxRelativeMiss;
    }

} // namespace

const char* UslVerdict::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Describes:
        return "describes";
    case Kind::LaterStart:
        return "later-start";
    case Kind::Misses:
        return "misses";
    case Kind::Refused:
        return "refused";
    case Kind::BandTooWide:
        return "band-too-wide";
    case Kind::NoRise:
        return "no-rise";
    }
    return "";
}

UslVerdict UslVerdict::judge(const QList<double>& xs, const QList<double>& ys, const QList<int>& repetitions,
    const QList<double>& sds, const Bootstrap::Options& options)
{
    UslVerdict v;
    const Points p = sorted(xs, ys, repetitions, sds);
    if (p.xs.size() >= 2 && p.ys.at(0) > 0 && p.xs.at(0) > 0
        && p.ys.at(1) / p.ys.at(0) > 1.1 * p.xs.at(1) / p.xs.at(0)) {
        v.superlinearRatio = p.ys.at(1) / p.ys.at(0);
        v.superlinearFromX = p.xs.at(0);
        v.superlinearToX = p.xs.at(1);
    }
    auto full = UslFit::fit(p.xs, p.ys, options);
    if (!full) {
        v.refused = full.error();
        return v;
    }
    v.full = *full;
    if (describesMeans(p, *full, &v.lackOfFit, &v.worstMiss, &v.worstMissX)) {
        v.kind = Kind::Describes;
        v.fit = std::move(*full);
        return v;
    }
    v.kind = Kind::Misses;
    if (std::isfinite(v.superlinearRatio)) {
        Points later { p.xs.mid(1), p.ys.mid(1), p.n.mid(1), p.sd.mid(1) };
        auto rest = UslFit::fit(later.xs, later.ys, options);
        std::optional<LackOfFit> test;
        double miss = 0;
        double at = UslVerdict::kNaN;
        if (rest && describesMeans(later, *rest, &test, &miss, &at)) {
            v.kind = Kind::LaterStart;
            v.from = later.xs.constFirst();
            v.fit = std::move(*rest);
        }
    }
    return v;
}

void UslVerdict::requireInformative(const QList<double>& xs, const QList<double>& ownHalfWidths)
{
    if (!fit)
        return;
    if (kind == Kind::LaterStart) {
        const auto optimum = fit->optimalConcurrency();
        if (optimum && *optimum <= from) {
            kind = Kind::NoRise;
            withheld = std::move(fit);
            fit.reset();
            return;
        }
    }
    double worstShare = 0;
    for (int i = 0; i < xs.size(); ++i) {
        const double x = xs.at(i);
        if (kind == Kind::LaterStart && x < from)
            continue;
        const ConfidenceInterval band = fit->band(x);
        const double fitted = fit->predict(x);
        if (!band.isValid() || !(fitted > 0))
            continue;
        const double half = std::isfinite(band.low) && std::isfinite(band.high)
            ? (band.high - band.low) / 2
            : std::numeric_limits<double>::infinity();
        const double own = i < ownHalfWidths.size() && std::isfinite(ownHalfWidths.at(i)) ? ownHalfWidths.at(i) : 0.0;
        if (half <= kMaxBandShare * fitted || half <= own)
            continue;
        const double share = half / fitted;
        if (share > worstShare) {
            worstShare = share;
            bandX = x;
            bandLow = std::max(0.0, band.low);
            bandHigh = band.high;
            bandFitted = fitted;
        }
    }
    if (worstShare > 0) {
        kind = Kind::BandTooWide;
        withheld = std::move(fit);
        fit.reset();
    }
}

} // namespace sb
