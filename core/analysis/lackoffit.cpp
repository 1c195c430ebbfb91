// SPDX-License-Identifier: GPL-3.0-or-later
#include "lackoffit.h"

#include "analysis/statistics.h"

#include <QMap>
#include <cmath>

namespace sb {

double LackOfFit::fTail(double f, double d1, double d2)
{
    if (!(f > 0))
        return 1;
    return Statistics::regularizedIncompleteBeta(d2 / 2.0, d1 / 2.0, d2 / (d2 + d1 * f));
}

std::optional<LackOfFit> LackOfFit::test(
    const QList<double>& xs, const QList<double>& ys, const QList<double>& fitted, int parameters)
{
    struct Group {
        QList<double> ys;
        double fitted = 0;
    };
    QMap<double, Group> groups;
    for (qsizetype i = 0; i < xs.size(); ++i) {
        groups[xs.at(i)].ys.append(ys.at(i));
        groups[xs.at(i)].fitted = fitted.at(i);
    }
    double pureSquares = 0;
    double lackSquares = 0;
    int pureDegrees = 0;
    QList<double> misses; // relative miss of each mean
    for (const Group& g : std::as_const(groups)) {
        const double mean = Statistics::mean(g.ys);
        for (double y : g.ys)
            pureSquares += std::pow((y - mean) / mean, 2);
        pureDegrees += int(g.ys.size()) - 1;
        const double miss = (mean - g.fitted) / mean;
        lackSquares += double(g.ys.size()) * miss * miss;
        misses.append(miss);
    }
    const int lackDegrees = int(groups.size()) - parameters;
    if (pureDegrees < 1 || lackDegrees < 1 || !(pureSquares > 0))
        return std::nullopt;
    LackOfFit t;
    t.m_pureDegrees = pureDegrees;
    t.m_lackDegrees = lackDegrees;
    t.m_pureError = std::sqrt(pureSquares / pureDegrees);
    t.m_f = (lackSquares / lackDegrees) / (pureSquares / pureDegrees);
    t.m_p = fTail(t.m_f, lackDegrees, pureDegrees);
    int k = 0;
    for (auto it = groups.cbegin(); it != groups.cend(); ++it, ++k) {
        t.m_xs.append(it.key());
        t.m_standardized.append(misses.at(k) / (t.m_pureError / std::sqrt(double(it->ys.size()))));
    }
    return t;
}

} // namespace sb
