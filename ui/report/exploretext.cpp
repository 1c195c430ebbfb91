// SPDX-License-Identifier: GPL-3.0-or-later
#include "exploretext.h"
#include "reportnumbers.h"

#include "axiswords.h"
#include "common/errortext.h"

#include <QLocale>
#include <cmath>

namespace sb {

namespace {
    QString number(double v, int decimals)
    {
        return std::isfinite(v) ? ReportNumbers::number(v, 'f', decimals) : QStringLiteral("∞");
    }

    QString percent(double relative)
    {
        return std::isfinite(relative) ? QStringLiteral("±%1%").arg(std::lround(relative * 100)) : QStringLiteral("±∞");
    }
} // namespace

QString ExploreText::reason(ExploreReason reason)
{
    switch (reason) {
    case ExploreReason::Doubling:
        return tr("doubling the clients while throughput rises");
    case ExploreReason::MoreCounts:
        return tr("the fit needs more client counts");
    case ExploreReason::BeyondPeak:
        return tr("nothing measured far enough past the fitted peak yet");
    case ExploreReason::Bracket:
        return tr("a new client count where it narrows the interval of N* most");
    case ExploreReason::Spread:
        return tr("the repetitions at this count disagree");
    case ExploreReason::Repeat:
        return tr("a repetition where it narrows the interval of N* most");
    case ExploreReason::Noise:
        return tr("a repetition, to weigh the fit's misses against the noise");
    case ExploreReason::Misfit:
        return tr("the USL misses the measured means by more than their noise: a count of a full sweep, where it "
                  "misses most");
    case ExploreReason::KneeRange:
        return tr("saturation target: the plateau over the whole range");
    case ExploreReason::KneeBracket:
        return tr("saturation target: a client count that may be the knee");
    case ExploreReason::KneeRepeat:
        return tr("saturation target: a repetition where it is unsure whether the mean is within the plateau's share");
    }
    return {};
}

QString ExploreText::withInterval(double value, const ConfidenceInterval& interval, int decimals)
{
    if (!interval.isValid())
        return number(value, decimals);
    return tr("%1 (%2–%3)")
        .arg(number(value, decimals), number(interval.low, decimals), number(interval.high, decimals));
}

QString ExploreText::knee(const SaturationKnee& k)
{
    const QString interval = k.hasInterval()
        ? (k.low == k.high ? tr("95% interval: exactly %1").arg(k.low)
                           : tr("95% interval %1–%2").arg(k.low).arg(k.high))
        : tr("no interval without repetitions");
    QString text = tr("saturation knee at %1 (%2), the smallest count within %3% of the plateau of %4 tx/s")
                       .arg(AxisWords::value(QStringLiteral("clients"), QString::number(k.knee)), interval)
                       .arg(std::lround(k.share * 100))
                       .arg(QLocale().toString(k.plateau, 'f', 0));
    if (k.falls)
        text += tr("; the plateau falls: the maximum, %1 tx/s, is at %2")
                    .arg(QLocale().toString(k.maximum, 'f', 0),
                        AxisWords::value(QStringLiteral("clients"), QString::number(k.maximumClients)));
    return text;
}

QString ExploreText::targetName(ExploreTarget target)
{
    return target == ExploreTarget::Saturation ? tr("the saturation knee") : tr("N* and the peak of the USL fit");
}

QString ExploreText::targetReason(const ExploreEstimate& e)
{
    const QString p = e.lackOfFit ? ReportNumbers::number(e.lackOfFit->pValue(), 'g', 2) : QStringLiteral("?");
    return tr("the USL does not describe these means (lack of fit, p = %1), so its N* would depend on where the "
              "counts lie: explore narrows the knee the means show instead")
        .arg(p);
}

QString ExploreText::estimate(const ExploreEstimate& e)
{
    if (e.target == ExploreTarget::Saturation && e.knee)
        return tr("%1; %2").arg(knee(*e.knee), targetReason(e));
    if (!e.fit)
        return tr("no fit yet: %1").arg(ErrorText::describeFit(e.refused));
    if (!e.optimum)
        return tr("the fit has no peak (throughput does not fall within the fitted range)");
    if (*e.optimum < 1) // sigma = 1: no scaling at all, the fitted peak is at one client
        return tr("the fit does not scale: throughput is highest at 1 client (N* %1)")
            .arg(withInterval(*e.optimum, e.optimumInterval, 1));
    const QString text = tr("N* ≈ %1 clients, %2; peak %3 tx/s, %4")
                             .arg(withInterval(*e.optimum, e.optimumInterval, 1), percent(e.optimumSpread),
                                 withInterval(e.peak.value_or(0), e.peakInterval, 0), percent(e.peakSpread));
    if (!e.misfit)
        return text;
    // The intervals hold the noise only; with a curve of another shape N* also depends on the counts measured.
    return tr("%1; the USL misses the measured means by more than their noise (lack of fit, p = %2): N* depends on "
              "where the counts lie")
        .arg(text, ReportNumbers::number(e.lackOfFit->pValue(), 'g', 2));
}

QString ExploreText::end(ExploreEnd end, const ExploreSettings& s, const ExploreEstimate& e)
{
    const QString target = percent(s.target);
    if (e.target == ExploreTarget::Saturation && e.knee) {
        const QString knee = ExploreText::knee(*e.knee);
        switch (end) {
        case ExploreEnd::Converged:
            return tr("Saturation knee found: %1. Target: the saturation knee, because %2; it is known when its "
                      "interval is within %3 or holds no other count of a full sweep.")
                .arg(knee, targetReason(e), target);
        case ExploreEnd::Exhausted:
            return tr("Saturation knee not known within %1: every unsure count has %2 repetitions; %3.")
                .arg(target)
                .arg(s.maxRepetitions)
                .arg(knee);
        case ExploreEnd::Stopped:
        case ExploreEnd::Failed:
        case ExploreEnd::PlateauTooNoisy:
            break;
        default:
            return tr("Saturation knee not known within the target (%1); so far: %2.")
                .arg(ExploreText::end(end, s, ExploreEstimate {}), knee);
        }
    }
    switch (end) {
    case ExploreEnd::Converged:
        return tr("N* and the peak are known within %1 (95% intervals).").arg(target);
    case ExploreEnd::Budget:
        return tr("Target %1 not reached: the time budget of %2 s would not hold another run.")
            .arg(target)
            .arg(s.budgetSec);
    case ExploreEnd::KneeBeyondRange:
        return tr("Target %1 not reached: throughput has no peak up to %2 clients; the knee lies beyond the range "
                  "(raise the maximum clients or give the server fewer CPUs).")
            .arg(target)
            .arg(s.maxClients);
    case ExploreEnd::FitRefused:
        return tr("No fit: up to %1 clients there are too few client counts for the USL fit.").arg(s.maxClients);
    case ExploreEnd::Exhausted:
        return tr(
            "Target %1 not reached: every useful client count has %2 repetitions and the interval is still wider; "
            "longer runs or a quieter machine would help.")
            .arg(target)
            .arg(s.maxRepetitions);
    case ExploreEnd::RunLimit:
        return s.maxRuns > 0 ? tr("Target %1 not reached within %2 runs.").arg(target).arg(s.runLimit())
                             : tr("Target %1 not reached within %2 runs, the full sweep's (%3 counts, %4 repetitions "
                                  "each): explore never costs more than the sweep.")
                                   .arg(target)
                                   .arg(s.runLimit())
                                   .arg(ExploreStrategy::sweepCounts(s.maxClients).size())
                                   .arg(s.sweepRepetitions);
    case ExploreEnd::PlateauTooNoisy:
        return tr("Stopped early: the plateau is too noisy to narrow%1. Explore would need repetitions at most counts, "
                  "which is what the full sweep does: run it instead (%2 counts up to %3 clients, %4 repetitions each, "
                  "%5 runs), on a quieter machine if you can.")
            .arg(e.knee && e.knee->hasNoise()
                    ? tr(" (one run's noise %1; the knee's interval %2-%3 holds most of the sweep's counts)")
                          .arg(percent(e.knee->noise))
                          .arg(e.knee->low)
                          .arg(e.knee->high)
                    : QString())
            .arg(ExploreStrategy::sweepCounts(s.maxClients).size())
            .arg(s.maxClients)
            .arg(s.sweepRepetitions)
            .arg(s.sweepRuns());
    case ExploreEnd::Stopped:
        return tr("Stopped: the runs measured so far are kept; target %1 not reached.").arg(target);
    case ExploreEnd::Failed:
        return tr("A run failed; the sweep ended with what it had measured.");
    }
    return {};
}

} // namespace sb
