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
    // The verdict: "N* and the peak are known within ±10%." or why not; with the saturation target, which knee and
    // why that target.
    static QString end(ExploreEnd end, const ExploreSettings& settings, const ExploreEstimate& estimate);
    // "saturation knee at 6 clients (95% interval 4–8), the smallest count within 5% of the plateau of 45,000 tx/s",
    // and where the plateau falls, the count of the maximum.
    static QString knee(const SaturationKnee& knee);
    // "N* and the peak of the USL fit" or "the saturation knee"
    static QString targetName(ExploreTarget target);
    // Why explore narrows the saturation knee instead of N*.
    static QString targetReason(const ExploreEstimate& estimate);
    // "12 (11–14)": a value and its interval, an open end as ∞.
    static QString withInterval(double value, const ConfidenceInterval& interval, int decimals);
};

} // namespace sb
