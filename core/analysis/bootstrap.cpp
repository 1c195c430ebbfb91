// SPDX-License-Identifier: GPL-3.0-or-later
#include "bootstrap.h"

#include <QMap>
#include <algorithm>
#include <cmath>
#include <random>

namespace sb {

namespace {

    // Indices of the points of each distinct x; empty when some x was measured once.
    QList<QList<int>> repetitionGroups(const QList<double>& xs)
    {
        QMap<double, QList<int>> groups;
        for (int i = 0; i < xs.size(); ++i)
            groups[xs.at(i)].append(i);
        QList<QList<int>> list;
        for (const QList<int>& g : groups) {
            if (g.size() < 2)
                return {};
            list.append(g);
        }
        return list;
    }

} // namespace

QList<QList<double>> Bootstrap::resample(const QList<double>& xs, const QList<double>& ys, const QList<double>& fitted,
    int freeParameters, const Options& options, const Refit& refit)
{
    std::mt19937_64 rng(options.seed);
    const QList<QList<int>> groups = repetitionGroups(xs);
    const int n = int(xs.size());
    QList<double> residuals;
    const double scale = n > freeParameters ? std::sqrt(double(n) / (n - freeParameters)) : 1.0;
    double mean = 0;
    for (int i = 0; i < n; ++i)
        mean += (ys.at(i) - fitted.at(i)) / n;
    for (int i = 0; i < n; ++i)
        residuals.append((ys.at(i) - fitted.at(i) - mean) * scale);
    std::uniform_int_distribution<int> anyPoint(0, std::max(0, n - 1));
    QList<QList<double>> sets;
    for (int b = 0; b < options.resamples; ++b) {
        QList<double> resampled(n);
        if (!groups.isEmpty()) {
            for (const QList<int>& g : groups) {
                std::uniform_int_distribution<int> pick(0, int(g.size()) - 1);
                double groupMean = 0;
                for (int i : g)
                    groupMean += ys.at(i) / double(g.size());
                const double widen = std::sqrt(double(g.size()) / double(g.size() - 1));
                for (int i : g) {
                    const double y = ys.at(g.at(pick(rng)));
                    resampled[i] = std::max(groupMean + (y - groupMean) * widen, 1e-9 * std::abs(groupMean));
                }
            }
        } else {
            for (int i = 0; i < n; ++i)
                resampled[i] = std::max(fitted.at(i) + residuals.at(anyPoint(rng)), 1e-9 * std::abs(fitted.at(i)));
        }
        if (auto p = refit(resampled))
            sets.append(*p);
    }
    return sets;
}

ConfidenceInterval Bootstrap::percentile(QList<double> values, double level)
{
    values.removeIf([](double v) { return std::isnan(v); });
    if (values.isEmpty())
        return {};
    std::sort(values.begin(), values.end());
    const double tail = (1.0 - level) / 2;
    const int last = int(values.size()) - 1;
    const int lo = std::clamp(int(std::floor(tail * last)), 0, last);
    const int hi = std::clamp(int(std::ceil((1.0 - tail) * last)), 0, last);
    return { values.at(lo), values.at(hi) };
}

} // namespace sb
