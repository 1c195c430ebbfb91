// SPDX-License-Identifier: GPL-3.0-or-later
// The choosing side of `explore`: given the throughput measured so far, which client count to run next and why, or
// why to stop. Pure (no server, no clock): Explorer feeds it measured points and their wall time, tests feed it a
// synthetic USL curve. The knee is N* of the bounded USL fit; it counts as known when the 95% intervals (UslFit) of
// N* and of the fitted peak both lie within the target around their estimates, and the fit does not miss the
// measured means by more than their noise (a lack-of-fit test). Once the lack-of-fit test rejects the USL, N*
// depends on where the counts lie, and the target becomes the knee the means show (SaturationKnee: the smallest
// count within 5% of the plateau, with its interval from the repetitions), for the rest of the sweep.
#pragma once

#include "analysis/lackoffit.h"
#include "analysis/saturationknee.h"
#include "analysis/uslfit.h"
#include "analysis/uslverdict.h"
#include "common/error.h"

#include <QList>
#include <optional>

namespace sb {

struct ExploreSettings {
    int maxClients = 64;
    double target = 0.10; // N* and the peak within +-target (relative) of their estimates, both ends of the interval
    double budgetSec = 0; // wall time of all runs together; 0 = no limit
    double runSecondsGuess = 10; // the wall time of one run before any was measured (for the budget)
    int maxRepetitions = 4; // runs at one client count
    // The most runs; 0 (the default): the full sweep's runs of the same counts and repetitions (sweepRuns), so that
    // explore never costs more than the sweep it replaces. A larger limit only when asked (--max-runs).
    int maxRuns = 0;
    int sweepRepetitions = 3; // the full sweep explore is weighed against: every sweep count this many times
    // One run's noise (the repetitions' pooled relative standard deviation) above which a plateau whose knee's
    // interval holds most of the sweep's counts cannot be narrowed (ExploreEnd::PlateauTooNoisy).
    double tooNoisy = 0.10;
    int sweepRuns() const;
    int runLimit() const { return maxRuns > 0 ? maxRuns : sweepRuns(); }
    double rise = 0.05; // doubling goes on while X(2c) > (1 + rise) X(c)
    double spread = 0.05; // repetitions whose coefficient of variation exceeds this are repeated again
    double misfitLevel = 0.05; // the lack-of-fit test's significance level
    // The level at which a lack of fit switches the target to the saturation knee, for good: the report's, below
    // which it does not draw the fit (UslVerdict::kMisfitLevel). At 5%, one USL-shaped synthetic server in twenty
    // lost its N* target to chance.
    double switchLevel = UslVerdict::kMisfitLevel;
    int resamples = Bootstrap::Options().resamples; // per fit: fewer make coarser intervals sooner (simulations)
    double saturationShare = SaturationKnee::kDefaultShare; // the knee target: within this share of the plateau
};

// What explore narrows: the USL's N* and peak, or, once the USL is rejected (lack of fit), the saturation knee.
enum class ExploreTarget {
    Optimum,
    Saturation,
};

// Why a run was chosen.
enum class ExploreReason {
    Doubling, // throughput still rose at the last doubling
    MoreCounts, // the fit needs more distinct client counts
    BeyondPeak, // nothing measured far enough past the fitted N* (or no peak in the fit yet): the decline fixes kappa
    Bracket, // an unmeasured count where a measurement narrows the N* (or peak) interval most
    Spread, // repetitions at this count disagree
    Repeat, // another repetition at this count narrows the N* (or peak) interval most
    Noise, // a repetition, so that the fit's misses can be weighed against the noise of repetitions
    Misfit, // the fit misses the measured means beside this count by more than their noise
    KneeRange, // saturation target: the plateau over the whole range (does it hold, does it fall?)
    KneeBracket, // saturation target: an unmeasured count of the sweep that may be the knee
    KneeRepeat, // saturation target: a repetition where it is unsure whether the mean is within the plateau's share
};

// Why the sweep ended.
enum class ExploreEnd {
    Converged, // N* and the peak are within the target (saturation target: the knee is known)
    Budget, // the next run would not fit into the time budget
    KneeBeyondRange, // max clients measured and the fit has no N* inside the range
    FitRefused, // the range holds too few client counts for a fit
    Exhausted, // every useful count has its maximum repetitions and the target is still not met
    RunLimit, // ExploreSettings::runLimit
    // After the doubling pass the knee's interval holds most of the sweep's counts and one run's noise is above
    // ExploreSettings::tooNoisy: explore cannot narrow this plateau for less than the sweep; it says so and
    // recommends the sweep.
    PlateauTooNoisy,
    Stopped, // a stop request
    Failed, // a run failed (Explorer)
};

struct ExplorePoint {
    int clients = 0;
    double throughput = 0;
    double seconds = 0; // wall time of the run, setup included
    int repetition = 0; // 0-based at this client count
    qint64 runId = 0; // in the store; 0 without one
};

// The current fit, or why there is none.
struct ExploreEstimate {
    std::optional<UslFit> fit;
    Error refused; // the fit's error while there is none
    std::optional<double> optimum; // N*
    ConfidenceInterval optimumInterval;
    std::optional<double> peak; // X(N*)
    ConfidenceInterval peakInterval;
    bool withinTarget = false;
    // Largest relative distance of an interval end from its estimate (infinite when an end is open or missing).
    double optimumSpread = 0;
    double peakSpread = 0;
    // The fit's misses against the repetitions' noise (nullopt until a count was repeated), and whether they are
    // significant at ExploreSettings::misfitLevel with enough repetitions to trust it: then the curve has not the
    // USL's shape and N* depends on where the counts lie.
    std::optional<LackOfFit> lackOfFit;
    bool misfit = false;
    // Saturation from the first misfit at ExploreSettings::switchLevel on (it stays so: the target does not change
    // back and forth with p).
    ExploreTarget target = ExploreTarget::Optimum;
    std::optional<SaturationKnee> knee; // of every run so far (whatever the target)
    // The knee's interval lies within the target around the knee, or holds no count of the full sweep between its
    // ends (where the sweep's counts lie further apart than the target, its resolution is the best explore can give)
    // and no unmeasured sweep count just below it.
    bool kneeKnown = false;
};

struct ExploreChoice {
    int clients = 0; // the next run's; 0 when the sweep ends
    ExploreReason reason = ExploreReason::Doubling;
    std::optional<ExploreEnd> end;
};

class ExploreStrategy {
public:
    explicit ExploreStrategy(const ExploreSettings& settings);

    const ExploreSettings& settings() const { return m_settings; }
    // A run's throughput (mean over its measured time) at `clients`; refits.
    void add(int clients, double throughput, double seconds, qint64 runId = 0);
    const QList<ExplorePoint>& points() const { return m_points; }
    const ExploreEstimate& estimate() const { return m_estimate; }
    double elapsedSec() const { return m_elapsed; }

    ExploreChoice next() const;
    // Relative distance of the interval's ends from `value`; infinite when an end is not finite.
    static double relativeSpread(const ConfidenceInterval& interval, double value);
    // The doubling counts up to maxClients: 1, 2, 4, ..., maxClients.
    static QList<int> doublingCounts(int maxClients);
    // A full sweep's counts: the doubling counts and the geometric middle between each two (1, 2, 3, 4, 6, 8, 11,
    // 16, 23, 32, 45, 64 for 64). Explore measures only these.
    static QList<int> sweepCounts(int maxClients);
    // Machine names for JSON: "doubling", "converged", ...
    static const char* reasonName(ExploreReason reason);
    static const char* endName(ExploreEnd end);
    static const char* targetName(ExploreTarget target); // "optimum", "saturation"

private:
    // A run at `clients` for `reason`, or the end of the explore.
    static ExploreChoice run(int clients, ExploreReason reason) { return { clients, reason, std::nullopt }; }
    static ExploreChoice end(ExploreEnd why) { return { 0, ExploreReason::Doubling, why }; }
    void refit();
    std::optional<ExploreChoice> doubling() const;
    std::optional<ExploreChoice> refinement() const;
    std::optional<ExploreChoice> misfitChoice() const;
    ExploreChoice kneeChoice() const;
    std::optional<int> kneeGap(double from, double to) const;
    std::optional<int> kneeEndRepetition() const;
    std::optional<ExploreChoice> aboveKnee() const;
    bool kneeKnown() const;
    bool plateauTooNoisy() const;
    std::optional<int> gapCount() const;
    std::optional<int> sweepCountBetween(int a, int b) const;
    int sweepCountFrom(double n) const;
    std::optional<int> noiseCount() const;
    std::optional<int> sensitiveCount() const;
    double standardizedMiss(int clients) const;
    std::optional<int> spreadCount(double lo, double hi, double optimum) const;
    std::optional<ExploreChoice> mostInformative(const UslFit& fit) const;
    QList<int> candidates() const;
    bool fitsBudget() const;
    QList<int> counts() const; // measured, ascending, distinct
    QList<double> throughputAt(int clients) const;
    double meanAt(int clients) const;

    ExploreSettings m_settings;
    QList<ExplorePoint> m_points;
    ExploreEstimate m_estimate;
    double m_elapsed = 0;
};

} // namespace sb
