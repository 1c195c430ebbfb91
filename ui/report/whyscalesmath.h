// SPDX-License-Identifier: GPL-3.0-or-later
// The arithmetic the "why" section's parts share (whyscales.cpp, whycolumns.cpp, costtables.cpp): a ratio of two
// cells' runs with its interval, when a change lies beyond the noise, and how numbers are written. Internal to
// ui/report.
#pragma once

#include "analysis/meanratio.h"
#include "analysis/statistics.h"
#include "reportnumbers.h"

#include <QList>
#include <QString>
#include <algorithm>
#include <cmath>

namespace sb::why {

inline const QString kWaitPrefix = QStringLiteral("wait_us_per_tx:");
inline const QString kLevelPrefix = QStringLiteral("wait_level_us_per_tx:");

// A change from `a` to `b` (the runs of two cells): the ratio of the means and, with two runs or more on each
// side, its 95% interval (delta method on the logarithm, Student t with the smaller side's degrees of freedom).
struct Ratio {
    double value = std::nan("");
    double low = std::nan("");
    double high = std::nan("");
    bool hasInterval() const { return std::isfinite(low) && std::isfinite(high); }
    bool valid() const { return std::isfinite(value); }
};

inline Ratio ratioOf(const QList<double>& a, const QList<double>& b)
{
    Ratio r;
    const double ma = Statistics::mean(a);
    const double mb = Statistics::mean(b);
    if (!(ma > 0) || !(mb >= 0))
        return r;
    r.value = mb / ma;
    if (a.size() >= 2 && b.size() >= 2 && mb > 0) {
        const double sa = Statistics::sampleStdDev(a);
        const double sb = Statistics::sampleStdDev(b);
        const double se = std::sqrt(sa * sa / (double(a.size()) * ma * ma) + sb * sb / (double(b.size()) * mb * mb));
        const double df = double(std::min(a.size(), b.size()) - 1);
        const double t = Statistics::studentTQuantile(0.975, df);
        r.low = r.value * std::exp(-t * se);
        r.high = r.value * std::exp(t * se);
    }
    return r;
}

// Beyond the noise: the interval excludes 1 and the change is at least 25%; without an interval, 1.5x or more.
inline bool changed(const Ratio& r)
{
    if (!r.valid())
        return false;
    if (r.hasInterval())
        return (r.low > 1 || r.high < 1) && (r.value >= 1.25 || r.value <= 0.8);
    return r.value >= 1.5 || r.value <= 1 / 1.5;
}

inline QString num(double v, int significant = 3)
{
    if (!std::isfinite(v))
        return QStringLiteral("-");
    if (std::abs(v) >= std::pow(10.0, significant))
        return ReportNumbers::number(v, 'f', 0);
    return ReportNumbers::number(v, 'g', significant);
}

// A signed percentage change: "+40", "−95" (the minus sign, as in the report's other tables).
inline QString signedPercent(double ratio)
{
    const double p = 100 * (ratio - 1);
    const QString n = std::abs(p) >= 10 ? ReportNumbers::number(std::abs(p), 'f', 0)
                                        : ReportNumbers::number(std::abs(p), 'g', 2);
    return (p < 0 ? QStringLiteral("−") : QStringLiteral("+")) + n;
}

inline QString xText(double x) { return ReportNumbers::number(x, 'g', 6); }

// A cell's metric per second, run by run (its values per transaction times the runs' throughput); the means'
// product when some run lacks the metric.
inline QList<double> perSecond(const QList<double>& tps, const QList<double>& perTx)
{
    if (tps.size() != perTx.size())
        return { Statistics::mean(tps) * Statistics::mean(perTx) };
    QList<double> v;
    for (qsizetype i = 0; i < tps.size(); ++i)
        v << tps.at(i) * perTx.at(i);
    return v;
}

// The metrics the steps within a column speak of as time per transaction.
inline bool isTime(const QString& group)
{
    return group == QLatin1String("cpu") || group == QLatin1String("wait") || group == QLatin1String("io");
}

// A cost per transaction a sentence may name: the server's own I/O, disk reads, client CPU; not the network's
// bytes (ScaleBench's own readings are in them) nor the device's (every process on that disk).
inline bool isNamedCost(const QString& key, const QString& group)
{
    return group == QLatin1String("cost") && !key.startsWith(QLatin1String("net_kb_"))
        && !key.startsWith(QLatin1String("device_"));
}

    // A cost's ratio bounded away from 1 by Fieller's interval (MeanRatio), as the cost tables show it: a sentence
    // never names what the table calls unbounded (a few KB written by one repetition). Without repetitions: true
    // (the single-run rule of changed() decides).
    inline bool fiellerBeyondNoise(const QList<double>& a, const QList<double>& b)
    {
        if (a.size() < 2 || b.size() < 2)
            return true;
        const MeanRatio f = MeanRatio::of(Statistics::summarize(a), Statistics::summarize(b));
        return f.bounded() && f.distinguishable();
    }

} // namespace sb::why
