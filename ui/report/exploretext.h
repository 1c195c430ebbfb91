// SPDX-License-Identifier: GPL-3.0-or-later
// The words of an explore (core/experiment/explorer): why each run was chosen, the fit so far and how the sweep
// ended, honest about a target it did not reach. Shared by `scalebench-cli explore` and the Plan page's Explore.
#pragma once

#include "experiment/explorestrategy.h"

#include <QCoreApplication>
#include <QString>

namespace sb {

class ExploreText {
    Q_DECLARE_TR_FUNCTIONS(ExploreText)
public:
    // "throughput still rising: doubling the clients"
    static QString reason(ExploreReason reason);
    // "N* ≈ 12 clients (95% interval 11–14, ±17%), peak 4,560 tx/s (4,400–4,700, ±4%)", or why there is no fit.
    static QString estimate(const ExploreEstimate& estimate);
    // The verdict: "N* and the peak are known within ±10%." or why not.
    static QString end(ExploreEnd end, const ExploreSettings& settings);
    // "12 (11–14)": a value and its interval, an open end as ∞.
    static QString withInterval(double value, const ConfidenceInterval& interval, int decimals);
};

} // namespace sb
