// SPDX-License-Identifier: GPL-3.0-or-later
#include "explorestrategy.h"

#include <QSet>
#include <algorithm>
#include <cmath>
#include <limits>

namespace sb {

namespace {
    constexpr double kInf = std::numeric_limits<double>::infinity();
    // Repetitions' degrees of freedom before the lack-of-fit test is trusted: with one or two, its F has so heavy a
    // tail (critical value 19 for 5 and 2 degrees at 5%) that the sandbox's misfit of 4 times its noise passed as
    // chance until explore had spent its runs near the fit's N*; with three it was found after the doubling.
    constexpr int kPureDegrees = 3;
    // The USL's parameters, taken from the means (lambda from X(1)'s mean when anchored): the lack of fit's
    // degrees of freedom are the distinct counts less these.
    constexpr int kUslParameters = 3;

} // namespace

ExploreStrategy::ExploreStrategy(const ExploreSettings& settings)
    : m_settings(settings)
{
    m_settings.maxClients = std::max(1, m_settings.maxClients);
    m_estimate.refused = Error { ErrorCode::InvalidOption, QStringLiteral("usl-fit"), QStringLiteral("0"), 0,
        UslFit::minimumClientCounts(true) };
}

QList<int> ExploreStrategy::doublingCounts(int maxClients)
{
    QList<int> counts;
    for (int c = 1; c < maxClients; c *= 2)
        counts.append(c);
    counts.append(std::max(1, maxClients));
    return counts;
}

QList<int> ExploreStrategy::sweepCounts(int maxClients)
{
    const QList<int> doubling = doublingCounts(maxClients);
    QList<int> counts;
    for (int i = 0; i < doubling.size(); ++i) {
        if (i > 0) {
            const int a = doubling.at(i - 1);
            const int b = doubling.at(i);
            const int middle = int(std::lround(std::sqrt(double(a) * b)));
            if (middle > a && middle < b)
                counts.append(middle);
        }
        counts.append(doubling.at(i));
    }
    return counts;
}

const char* ExploreStrategy::reasonName(ExploreReason reason)
{
    switch (reason) {
    case ExploreReason::Doubling:
        return "doubling";
    case ExploreReason::MoreCounts:
        return "more-counts";
    case ExploreReason::BeyondPeak:
        return "beyond-peak";
    case ExploreReason::Bracket:
        return "bracket";
    case ExploreReason::Spread:
        return "spread";
    case ExploreReason::Repeat:
        return "repeat";
    case ExploreReason::Noise:
        return "noise";
    case ExploreReason::Misfit:
        return "misfit";
    case ExploreReason::KneeRange:
        return "knee-range";
    case ExploreReason::KneeBracket:
        return "knee-bracket";
    case ExploreReason::KneeRepeat:
        return "knee-repeat";
    }
    return "";
}

const char* ExploreStrategy::endName(ExploreEnd end)
{
    switch (end) {
    case ExploreEnd::Converged:
        return "converged";
    case ExploreEnd::Budget:
        return "budget";
    case ExploreEnd::KneeBeyondRange:
        return "knee-beyond-range";
    case ExploreEnd::FitRefused:
        return "fit-refused";
    case ExploreEnd::Exhausted:
        return "exhausted";
    case ExploreEnd::RunLimit:
        return "run-limit";
    case ExploreEnd::PlateauTooNoisy:
        return "plateau-too-noisy";
    case ExploreEnd::Stopped:
        return "stopped";
    case ExploreEnd::Failed:
        return "failed";
    }
    return "";
}

const char* ExploreStrategy::targetName(ExploreTarget target)
{
    return target == ExploreTarget::Saturation ? "saturation" : "optimum";
}

double ExploreStrategy::relativeSpread(const ConfidenceInterval& interval, double value)
{
    if (!interval.isValid() || !std::isfinite(interval.low) || !std::isfinite(interval.high) || value <= 0)
        return kInf;
    return std::max(value - interval.low, interval.high - value) / value;
}

void ExploreStrategy::add(int clients, double throughput, double seconds, qint64 runId)
{
    const int repetition = int(throughputAt(clients).size());
    m_points.append({ clients, throughput, seconds, repetition, runId });
    m_elapsed += seconds;
    refit();
}

void ExploreStrategy::refit()
{
    QList<double> ns;
    QList<double> xs;
    for (const ExplorePoint& p : std::as_const(m_points)) {
        ns.append(p.clients);
        xs.append(p.throughput);
    }
    ExploreEstimate e;
    e.target = m_estimate.target;
    e.knee = SaturationKnee::find(ns, xs, m_settings.saturationShare);
    Bootstrap::Options options;
    options.resamples = m_settings.resamples;
    auto fit = UslFit::fit(ns, xs, options);
    if (!fit) {
        e.refused = fit.error();
        e.optimumSpread = e.peakSpread = kInf;
        m_estimate = e;
        m_estimate.kneeKnown = kneeKnown();
        return;
    }
    e.fit = *fit;
    e.optimum = fit->optimalConcurrency();
    e.peak = fit->peakThroughput();
    e.optimumInterval = fit->optimumInterval();
    e.peakInterval = fit->peakInterval();
    e.optimumSpread = e.optimum ? relativeSpread(e.optimumInterval, *e.optimum) : kInf;
    e.peakSpread = e.peak ? relativeSpread(e.peakInterval, *e.peak) : kInf;
    e.withinTarget = e.optimumSpread <= m_settings.target && e.peakSpread <= m_settings.target;
    e.lackOfFit = LackOfFit::test(ns, xs, fit->predicted(), kUslParameters);
    e.misfit
        = e.lackOfFit && e.lackOfFit->pureDegrees() >= kPureDegrees && e.lackOfFit->significant(m_settings.misfitLevel);
    if (e.misfit && e.lackOfFit->significant(m_settings.switchLevel))
        e.target = ExploreTarget::Saturation;
    m_estimate = e;
    m_estimate.kneeKnown = kneeKnown();
}

QList<int> ExploreStrategy::counts() const
{
    QSet<int> set;
    for (const ExplorePoint& p : m_points)
        set.insert(p.clients);
    QList<int> sorted(set.begin(), set.end());
    std::sort(sorted.begin(), sorted.end());
    return sorted;
}

QList<double> ExploreStrategy::throughputAt(int clients) const
{
    QList<double> values;
    for (const ExplorePoint& p : m_points) {
        if (p.clients == clients)
            values.append(p.throughput);
    }
    return values;
}

double ExploreStrategy::meanAt(int clients) const
{
    const QList<double> values = throughputAt(clients);
    double sum = 0;
    for (double v : values)
        sum += v;
    return values.isEmpty() ? 0 : sum / double(values.size());
}

bool ExploreStrategy::fitsBudget() const
{
    if (m_settings.budgetSec <= 0)
        return true;
    const double perRun = m_points.isEmpty() ? m_settings.runSecondsGuess : m_elapsed / double(m_points.size());
    return m_elapsed + perRun <= m_settings.budgetSec;
}

int ExploreSettings::sweepRuns() const
{
    return int(ExploreStrategy::sweepCounts(maxClients).size()) * std::max(1, sweepRepetitions);
}

// After the doubling pass, with a noise estimate of two degrees of freedom or more: one run's noise above the bound
// and a knee interval that holds more than half of the sweep's counts. Narrowing such a plateau takes repetitions at
// most counts, which is the sweep (the sandbox's plateau on a loaded machine: 34-41% run noise, knee 2 (2-64) after
// 60 runs where the sweep takes 48).
bool ExploreStrategy::plateauTooNoisy() const
{
    const auto& k = m_estimate.knee;
    if (!k || !k->hasInterval() || !k->hasNoise() || k->noiseDegrees < 2 || !(k->noise > m_settings.tooNoisy))
        return false;
    const QList<int> sweep = sweepCounts(m_settings.maxClients);
    int inside = 0;
    for (int n : sweep)
        inside += n >= k->low && n <= k->high ? 1 : 0;
    return 2 * inside > int(sweep.size());
}

ExploreChoice ExploreStrategy::next() const
{
    std::optional<ExploreChoice> choice = doubling();
    if (!choice && plateauTooNoisy())
        return end(ExploreEnd::PlateauTooNoisy);
    if (!choice)
        choice = refinement();
    if (choice->end)
        return *choice;
    if (int(m_points.size()) >= m_settings.runLimit())
        return end(ExploreEnd::RunLimit);
    if (!fitsBudget())
        return end(ExploreEnd::Budget);
    return *choice;
}

// 1, 2, 4, ... while each doubling still raised the throughput by more than `rise`; nullopt once it did not.
std::optional<ExploreChoice> ExploreStrategy::doubling() const
{
    const QList<int> steps = doublingCounts(m_settings.maxClients);
    for (int i = 0; i < steps.size(); ++i) {
        if (throughputAt(steps.at(i)).isEmpty())
            return run(steps.at(i), ExploreReason::Doubling);
        if (i > 0 && meanAt(steps.at(i)) <= (1.0 + m_settings.rise) * meanAt(steps.at(i - 1)))
            return std::nullopt;
    }
    return std::nullopt;
}

// After the doubling: the counts and repetitions that narrow N* most, in this order of need. A fit of a curve that
// has not the USL's shape (a server saturating on few CPUs) depends on where its counts lie: fitted to the doubling
// counts and repetitions near its own N*, it put N* at 32-35 where full sweeps of the same server agreed on 18-21.
// So while the fit misses the means by more than their noise, explore measures the sweep's counts where it misses
// most, which brings its design, and so its N*, towards the sweep's; a curve the USL describes needs none of them.
std::optional<ExploreChoice> ExploreStrategy::refinement() const
{
    const ExploreEstimate& e = m_estimate;
    if (e.target == ExploreTarget::Saturation)
        return kneeChoice();
    const int maxClients = m_settings.maxClients;
    const int largest = counts().constLast();
    const int further = sweepCountFrom(2.0 * largest); // a sweep count, as every count explore measures
    if (!e.fit) {
        if (auto gap = gapCount())
            return run(*gap, ExploreReason::MoreCounts);
        return largest < maxClients ? run(further, ExploreReason::MoreCounts) : end(ExploreEnd::FitRefused);
    }
    if (!e.optimum || *e.optimum > maxClients)
        return largest < maxClients ? run(further, ExploreReason::BeyondPeak) : end(ExploreEnd::KneeBeyondRange);
    const double optimum = *e.optimum;
    // kappa is fixed by the decline after the peak: a point well past N* is worth more than any between.
    if (largest < std::min(double(maxClients), std::ceil(1.5 * optimum)))
        return run(sweepCountFrom(std::min<double>(maxClients, 2 * optimum)), ExploreReason::BeyondPeak);
    if (!e.lackOfFit || e.lackOfFit->pureDegrees() < kPureDegrees) {
        if (auto c = noiseCount())
            return run(*c, ExploreReason::Noise);
    }
    if (e.misfit) {
        if (auto c = misfitChoice())
            return c;
    }
    if (e.withinTarget) {
        // Intervals from a handful of points that the curve happens to pass through look surer than they are: a
        // knee counts as found only with two client counts more than the fit's minimum.
        if (int(counts().size()) >= UslFit::minimumClientCounts(e.fit->lambdaAnchored()) + 2)
            return end(ExploreEnd::Converged);
        if (auto gap = gapCount())
            return run(*gap, ExploreReason::MoreCounts);
        if (largest < maxClients)
            return run(further, ExploreReason::MoreCounts);
        return end(ExploreEnd::Converged);
    }
    const ConfidenceInterval& i = e.optimumInterval;
    const double lo = i.isValid() ? i.low : 1.0;
    const double hi = i.isValid() ? i.high : kInf;
    if (auto c = spreadCount(lo, hi, optimum))
        return run(*c, ExploreReason::Spread);
    if (auto c = mostInformative(*e.fit))
        return c;
    return end(ExploreEnd::Exhausted);
}

// A significant lack of fit: first the sweep's whole range (a misfitting model's N* depends on how far the counts
// reach: stopped at 16 or 32 clients because the fit's N* was 8, explore found 8-13 where sweeps to 64 found 20),
// then the sweep's count in the middle of the gap whose ends the fit misses most (in units of their standard
// errors), so that the bend is measured where it is. Once every sweep count is measured, repetitions where they
// narrow N* most (the fit weighs each count's mean once, so they do not move the curve towards where they were
// spent); with the target met, the knee counts as found (by the sweep's own design, the best a misfitting model
// allows).
std::optional<ExploreChoice> ExploreStrategy::misfitChoice() const
{
    const QList<int> c = counts();
    if (c.constLast() < m_settings.maxClients)
        return run(sweepCountFrom(2.0 * c.constLast()), ExploreReason::Misfit);
    std::optional<int> best;
    double worst = -1;
    for (int k = 1; k < c.size(); ++k) {
        const auto between = sweepCountBetween(c.at(k - 1), c.at(k));
        const double miss = std::pow(standardizedMiss(c.at(k - 1)), 2) + std::pow(standardizedMiss(c.at(k)), 2);
        if (between && miss > worst) {
            worst = miss;
            best = between;
        }
    }
    if (best)
        return run(*best, ExploreReason::Misfit);
    if (m_estimate.withinTarget)
        return end(ExploreEnd::Converged);
    if (auto sensitive = sensitiveCount())
        return run(*sensitive, ExploreReason::Repeat);
    return std::nullopt;
}

// The measured count (below the maximum repetitions) where one more run narrows N* most, and the peak while its
// interval is wider than the target: the fit's log N* (log peak) moves by s per 1% at c, a mean of n runs with
// relative noise e is off by e/sqrt(n), so a run there removes s^2 e^2 (1/n - 1/(n+1)) of its variance; e is the
// repetitions' pooled noise, the same at every count, so s^2 (1/n - 1/(n+1)) decides. On the sandbox's plateau N*
// moves 0.2 per 1% at 64 clients and 0.01 at 1 or 2: the tail decides where the fitted curve turns over, and its
// runs are the noisiest (one in five in a slow mode).
std::optional<int> ExploreStrategy::sensitiveCount() const
{
    const ExploreEstimate& e = m_estimate;
    if (!e.fit || !e.optimum || !e.peak)
        return std::nullopt;
    const double weightOptimum = e.optimumSpread > m_settings.target ? 1.0 : 0.0;
    const double weightPeak = e.peakSpread > m_settings.target ? 1.0 : 0.0;
    Bootstrap::Options pointOnly;
    pointOnly.resamples = 0;
    std::optional<int> best;
    double bestGain = 0;
    for (int c : counts()) {
        const qsizetype n = throughputAt(c).size();
        if (n >= m_settings.maxRepetitions)
            continue;
        QList<double> ns;
        QList<double> xs;
        for (const ExplorePoint& p : m_points) {
            ns.append(p.clients);
            xs.append(p.throughput * (p.clients == c ? 1.01 : 1.0));
        }
        const auto moved = UslFit::fit(ns, xs, pointOnly);
        if (!moved || !moved->optimalConcurrency() || !moved->peakThroughput())
            continue;
        const double sOptimum = std::log(*moved->optimalConcurrency() / *e.optimum) / 0.01;
        const double sPeak = std::log(*moved->peakThroughput() / *e.peak) / 0.01;
        const double sensitivity = weightOptimum * sOptimum * sOptimum + weightPeak * sPeak * sPeak;
        const double gain = sensitivity * (1.0 / double(n) - 1.0 / double(n + 1));
        if (gain > bestGain) {
            bestGain = gain;
            best = c;
        }
    }
    return best;
}

// The mean's miss at `clients` in units of its standard error (0 without a lack-of-fit test).
double ExploreStrategy::standardizedMiss(int clients) const
{
    if (!m_estimate.lackOfFit)
        return 0;
    const LackOfFit& t = *m_estimate.lackOfFit;
    const qsizetype i = t.xs().indexOf(double(clients));
    return i < 0 ? 0 : t.standardized().at(i);
}

// The sweep's count nearest the geometric middle of a and b, strictly between them and not yet measured.
std::optional<int> ExploreStrategy::sweepCountBetween(int a, int b) const
{
    std::optional<int> best;
    double nearest = kInf;
    const double middle = std::sqrt(double(a) * b);
    for (int n : sweepCounts(m_settings.maxClients)) {
        const double distance = std::abs(std::log(n / middle));
        if (n > a && n < b && throughputAt(n).isEmpty() && distance < nearest) {
            nearest = distance;
            best = n;
        }
    }
    return best;
}

// The smallest sweep count at or above n (the maximum when none is).
int ExploreStrategy::sweepCountFrom(double n) const
{
    for (int c : sweepCounts(m_settings.maxClients)) {
        if (c >= n)
            return c;
    }
    return m_settings.maxClients;
}

// A repetition for the noise. First X(1) when it is the fit's anchor: lambda is its mean, so its noise moves every
// fitted value and N* with them (with 2% noise, a second X(1) narrowed N*'s interval from +-31% to +-8% where
// repetitions elsewhere did not). Then, of the counts measured least often, the one the fit misses most
// (relatively): a second look there tells at once whether the miss is noise.
std::optional<int> ExploreStrategy::noiseCount() const
{
    if (m_estimate.fit->lambdaAnchored() && throughputAt(1).size() == 1)
        return 1;
    qsizetype fewest = m_settings.maxRepetitions;
    for (int c : counts())
        fewest = std::min(fewest, throughputAt(c).size());
    std::optional<int> best;
    double worst = -1;
    for (int c : counts()) {
        const double miss = std::abs(meanAt(c) - m_estimate.fit->predict(c)) / meanAt(c);
        if (throughputAt(c).size() == fewest && fewest < m_settings.maxRepetitions && miss > worst) {
            worst = miss;
            best = c;
        }
    }
    return best;
}

// Within the N* interval: the count nearest N* whose repetitions disagree by more than `spread`.
std::optional<int> ExploreStrategy::spreadCount(double lo, double hi, double optimum) const
{
    std::optional<int> best;
    double nearest = kInf;
    for (int c : counts()) {
        const QList<double> values = throughputAt(c);
        if (values.size() < 2 || values.size() >= m_settings.maxRepetitions || c < lo || c > hi)
            continue;
        const double mean = meanAt(c);
        double squares = 0;
        for (double v : values)
            squares += (v - mean) * (v - mean);
        const double cv = std::sqrt(squares / double(values.size() - 1)) / mean;
        const double distance = std::abs(std::log(c / optimum));
        if (cv > m_settings.spread && distance < nearest) {
            nearest = distance;
            best = c;
        }
    }
    return best;
}

// The sweep's count in the middle of the widest gap between any measured counts (for a fit that needs more counts).
std::optional<int> ExploreStrategy::gapCount() const
{
    return kneeGap(0, std::numeric_limits<double>::infinity());
}

// Where the next run could go: a repetition at a measured count (below the maximum repetitions) or the sweep's
// count in the middle of a gap (so that explore's counts are a subset of a full sweep's).
QList<int> ExploreStrategy::candidates() const
{
    const QList<int> c = counts();
    QList<int> list;
    for (int k = 0; k < c.size(); ++k) {
        if (throughputAt(c.at(k)).size() < m_settings.maxRepetitions)
            list.append(c.at(k));
        if (k > 0) {
            if (auto between = sweepCountBetween(c.at(k - 1), c.at(k)))
                list.append(*between);
        }
    }
    if (c.constLast() < m_settings.maxClients)
        list.append(sweepCountFrom(2.0 * c.constLast()));
    return list;
}

namespace {

    double covariance(const QList<double>& a, const QList<double>& b)
    {
        double ma = 0;
        double mb = 0;
        for (qsizetype i = 0; i < a.size(); ++i) {
            ma += a.at(i) / double(a.size());
            mb += b.at(i) / double(b.size());
        }
        double sum = 0;
        for (qsizetype i = 0; i < a.size(); ++i)
            sum += (a.at(i) - ma) * (b.at(i) - mb);
        return a.size() > 1 ? sum / double(a.size() - 1) : 0;
    }

} // namespace

// The candidate whose measurement would shrink the (log) variance of N* and of the peak most, by a linear update on
// the bootstrap resamples: a run at c reduces var(q) by cov(q, X(c))^2 / (var X(c) + noise^2). Both are weighed
// while outside the target; the noise is the fit's residual error.
std::optional<ExploreChoice> ExploreStrategy::mostInformative(const UslFit& fit) const
{
    const double cap = 4.0 * m_settings.maxClients;
    QList<double> logOptimum;
    QList<double> logPeak;
    QList<QList<double>> samples;
    for (const QList<double>& p : fit.resampledParameters()) {
        const double n = std::clamp(UslFit::optimum(p.at(1), p.at(2)), 1.0, cap); // no peak: at the cap
        const double peak = UslFit::evaluate(p.at(0), p.at(1), p.at(2), n);
        if (!std::isfinite(peak) || peak <= 0)
            continue;
        samples.append(p);
        logOptimum.append(std::log(n));
        logPeak.append(std::log(peak));
    }
    if (samples.size() < 2)
        return std::nullopt;
    const double noise = std::max(fit.residualError(), 0.002 * fit.predict(fit.optimalConcurrency().value_or(1)));
    const double weightOptimum = m_estimate.optimumSpread > m_settings.target ? 1.0 : 0.0;
    const double weightPeak = m_estimate.peakSpread > m_settings.target ? 1.0 : 0.0;
    const double varOptimum = std::max(covariance(logOptimum, logOptimum), 1e-12);
    const double varPeak = std::max(covariance(logPeak, logPeak), 1e-12);
    std::optional<int> best;
    double bestScore = -1;
    for (int c : candidates()) {
        QList<double> xs;
        for (const QList<double>& p : std::as_const(samples))
            xs.append(UslFit::evaluate(p.at(0), p.at(1), p.at(2), c));
        const double denominator = covariance(xs, xs) + noise * noise;
        const double a = covariance(logOptimum, xs);
        const double b = covariance(logPeak, xs);
        const double score
            = weightOptimum * a * a / (denominator * varOptimum) + weightPeak * b * b / (denominator * varPeak);
        if (std::isfinite(score) && score > bestScore) {
            bestScore = score;
            best = c;
        }
    }
    if (!best)
        return std::nullopt;
    return run(*best, throughputAt(*best).isEmpty() ? ExploreReason::Bracket : ExploreReason::Repeat);
}

} // namespace sb
