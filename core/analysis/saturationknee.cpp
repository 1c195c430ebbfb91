// SPDX-License-Identifier: GPL-3.0-or-later
#include "saturationknee.h"

#include "analysis/statistics.h"

#include <QMap>
#include <cmath>

namespace sb {

namespace {
    constexpr double kLevel = 0.95;
}

// The top group: the counts whose mean is not below the largest by more than their noise (one-sided at the level's
// tail); the plateau is the mean of all their runs. Without noise, the largest mean alone.
void SaturationKnee::setPlateau(double t)
{
    const Count* top = nullptr;
    for (const Count& c : std::as_const(counts))
        top = !top || c.mean > top->mean ? &c : top;
    maximumClients = top->clients;
    maximum = top->mean;
    double sum = 0;
    plateauRuns = 0;
    for (Count& c : counts) {
        const double se = hasNoise() ? noise * std::sqrt(1.0 / c.repetitions + 1.0 / top->repetitions) : 0;
        c.top = &c == top || (hasNoise() && 1.0 - c.mean / top->mean <= t * se);
        if (c.top) {
            sum += c.mean * c.repetitions;
            plateauRuns += c.repetitions;
        }
    }
    plateau = sum / plateauRuns;
    falls = !counts.constLast().top;
}

std::optional<SaturationKnee> SaturationKnee::find(const QList<double>& xs, const QList<double>& ys, double share)
{
    QMap<double, QList<double>> runs;
    for (qsizetype i = 0; i < xs.size() && i < ys.size(); ++i)
        runs[xs.at(i)].append(ys.at(i));
    if (runs.isEmpty())
        return std::nullopt;
    SaturationKnee k;
    k.share = share;
    double squares = 0;
    for (auto it = runs.cbegin(); it != runs.cend(); ++it) {
        const double mean = Statistics::mean(*it);
        if (!(mean > 0))
            return std::nullopt;
        for (double y : *it)
            squares += std::pow((y - mean) / mean, 2);
        k.noiseDegrees += int(it->size()) - 1;
        k.counts.append({ it.key(), mean, int(it->size()), Side::Unsure, false });
    }
    if (k.noiseDegrees > 0 && squares > 0)
        k.noise = std::sqrt(squares / k.noiseDegrees);
    const double t = k.hasNoise() ? Statistics::studentTQuantile(0.5 + kLevel / 2, k.noiseDegrees) : 0;
    k.setPlateau(t);
    const double threshold = 1.0 - share;
    for (Count& c : k.counts) {
        const double ratio = c.mean / k.plateau;
        const double se = k.hasNoise() ? ratio * k.noise * std::sqrt(1.0 / c.repetitions + 1.0 / k.plateauRuns) : 0;
        c.side = ratio + t * se < threshold ? Side::Below : ratio - t * se >= threshold ? Side::Within : Side::Unsure;
        if (std::isnan(k.knee) && ratio >= threshold)
            k.knee = c.clients;
    }
    if (k.hasNoise()) {
        for (const Count& c : std::as_const(k.counts)) {
            if (std::isnan(k.low) && c.side != Side::Below)
                k.low = c.clients;
            if (std::isnan(k.high) && c.clients >= k.knee && c.side == Side::Within)
                k.high = c.clients;
        }
        // Nothing surely within: the knee may be any count up to the last that is not surely below.
        for (qsizetype i = k.counts.size() - 1; std::isnan(k.high) && i >= 0; --i) {
            if (k.counts.at(i).side != Side::Below)
                k.high = k.counts.at(i).clients;
        }
    }
    return k;
}

} // namespace sb
