// SPDX-License-Identifier: GPL-3.0-or-later
// The knee a curve shows without a model: the saturation point, the smallest client count whose mean throughput is
// within a share (5%) of the plateau, and where the plateau falls the count of the maximum. What explore reports
// when the USL does not describe the means (a lack of fit), whose N* then depends on the counts.
//
// The plateau is the mean of every run at the counts whose mean is not below the largest mean by more than their
// noise (the top group): the largest mean alone is lifted by the noise of a flat top (the maximum of ten means is
// about 1.5 standard errors above their level), and its one count's noise would be in every comparison. Noise: the
// pooled relative standard deviation of the repetitions (one for every count, as in the lack-of-fit test). A count
// is below the threshold when even the upper end of the 95% t interval of mean / plateau is below 1 - share, within
// it when even the lower end is at or above. The knee's 95% interval is the set of counts that can be the knee: from
// the smallest count that may be within (not below) to the smallest count from the knee on that surely is within
// (every larger count is then ruled out; when none surely is, the largest count not surely below). The plateau
// falls when the largest count is not in the top group.
#pragma once

#include <QList>
#include <limits>
#include <optional>

namespace sb {

struct SaturationKnee {
    static constexpr double kDefaultShare = 0.05;
    static constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

    // One measured count: its mean and whether it is below the threshold, may be within it, or surely is.
    enum class Side { Below, Unsure, Within };
    struct Count {
        double clients = 0;
        double mean = 0;
        int repetitions = 0;
        Side side = Side::Unsure;
        bool top = false; // in the plateau's top group
    };

    double share = kDefaultShare;
    double plateau = kNaN; // the mean of the top group's runs
    int plateauRuns = 0;
    double maximum = kNaN; // the largest mean
    double maximumClients = kNaN; // where it was measured (the count of the maximum)
    double knee = kNaN; // the smallest count whose mean is at or above (1 - share) * plateau
    double low = kNaN; // the interval of the knee (measured counts; NaN without repetitions)
    double high = kNaN;
    bool falls = false; // the largest count's mean is below the maximum by more than their noise
    double noise = kNaN; // pooled relative standard deviation of one run; NaN without repetitions
    int noiseDegrees = 0;
    QList<Count> counts; // ascending

    bool hasNoise() const { return noise == noise; }
    bool hasInterval() const { return low == low && high == high; }
    // xs and ys: every run (repetitions as separate entries, in any order). nullopt when nothing is measured or a
    // mean is not positive.
    static std::optional<SaturationKnee> find(
        const QList<double>& xs, const QList<double>& ys, double share = kDefaultShare);

private:
    void setPlateau(double t);
};

} // namespace sb
