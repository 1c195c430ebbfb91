// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalingsentence.h"
#include "reportnumbers.h"

#include <cmath>

namespace sb {

namespace {

    QString number(double v)
    {
        return ReportNumbers::number(v, 'f', std::abs(v) >= 100 || v == std::round(v) ? 0 : 1);
    }

    // A fitted optimum is only worth quoting near the measured range; far outside it the fit extrapolates.
    bool fittedOptimumIsCredible(const ScalingFacts& facts, const ScalingFacts::Column& column)
    {
        return column.fittedOptimum && *column.fittedOptimum >= facts.minX * 0.5
            && *column.fittedOptimum <= facts.maxX * 1.5;
    }

    QString interval(const ConfidenceInterval& i)
    {
        if (!i.isValid())
            return QString();
        const QString high = std::isfinite(i.high) ? number(i.high) : QStringLiteral("∞");
        return QStringLiteral("%1–%2").arg(number(i.low), high);
    }

    // "1 and 2", "200 and 400"
    QString countList(const QList<double>& xs)
    {
        QStringList parts;
        for (double x : xs)
            parts << number(x);
        if (parts.size() < 2)
            return parts.join(QString());
        const QString last = parts.takeLast();
        return ScalingSentence::tr("%1 and %2").arg(parts.join(QStringLiteral(", ")), last);
    }

    bool isValid(const ScalingFacts& facts, const ScalingFacts::Comparison& c)
    {
        return c.from >= 0 && c.to >= 0 && c.from < facts.columns.size() && c.to < facts.columns.size()
            && std::isfinite(c.ratio);
    }

    // ", not distinguishable from the run-to-run noise (95% interval 0.41–4.40x)" where the repetitions' interval
    // holds 1; " (one run each, no interval)" where both cells are single stored runs; empty where the difference is
    // surely there, or where a typed-in table has no repetitions to tell.
    QString noise(const ScalingFacts::Comparison& c)
    {
        if (c.singleRuns)
            return QStringLiteral(" (%1)").arg(ScalingSentence::oneRunEach());
        if (!c.withinNoise())
            return QString();
        if (!c.interval.bounded())
            return ScalingSentence::tr(", not distinguishable from the run-to-run noise (the repetitions disagree too "
                                       "much to bound the ratio)");
        if (c.interval.lowCut)
            return ScalingSentence::tr(", not distinguishable from the run-to-run noise (95% interval up to %1x; the "
                                       "repetitions disagree too much to bound it from below)")
                .arg(ReportNumbers::number(c.interval.high, 'f', 2));
        return ScalingSentence::tr(", not distinguishable from the run-to-run noise (95% interval %1–%2x)")
            .arg(ReportNumbers::number(c.interval.low, 'f', 2), ReportNumbers::number(c.interval.high, 'f', 2));
    }

    QString percentOf(double share)
    {
        return ReportNumbers::number(100 * share, 'f', 0);
    }

} // namespace

QString ScalingSentence::xNoun(const QString& xLabel)
{
    const QString l = xLabel.toLower();
    if (l.contains(QLatin1String("thread")))
        return tr("threads");
    if (l.contains(QLatin1String("connection")))
        return tr("connections");
    return tr("clients");
}

QString ScalingSentence::singular(const QString& noun)
{
    if (noun == tr("threads"))
        return tr("thread");
    if (noun == tr("connections"))
        return tr("connection");
    if (noun == tr("clients"))
        return tr("client");
    return noun;
}

QString ScalingSentence::intervalKind(const UslFit& fit)
{
    return fit.intervalMethod() == UslFit::IntervalMethod::RepetitionBootstrap ? tr("bootstrap") : tr("t");
}

QString ScalingSentence::intervalMethod(UslFit::IntervalMethod method)
{
    return method == UslFit::IntervalMethod::RepetitionBootstrap
        ? tr("a bootstrap over the repetitions")
        : tr("t intervals from the fit's Jacobian (delta method for N* and the peak)");
}

QString ScalingSentence::fittedPeak(const ScalingFacts::Column& c, const QString& noun)
{
    const UslFit& f = *c.usl;
    const long optimum = std::lround(*c.fittedOptimum);
    QString text = tr("throughput peaks at about %1 %2").arg(optimum).arg(optimum == 1 ? singular(noun) : noun);
    if (f.optimumInterval().isValid())
        text += tr(" (95% %1 interval %2)").arg(intervalKind(f), interval(f.optimumInterval()));
    text += tr(" with about %1").arg(number(*c.fittedPeak));
    if (f.peakInterval().isValid())
        text += tr(" (%1)").arg(interval(f.peakInterval()));
    return text;
}

QString ScalingSentence::missReason(const ScalingFacts::Column& c, const QString& noun)
{
    const UslVerdict& v = c.verdict;
    if (std::isfinite(v.superlinearRatio))
        return tr("throughput grows %1x from %2 to %3 %4, faster than the %4 (with so few %4 the CPUs idle between "
                  "round trips, which makes each query cost more, most on virtual machines)")
            .arg(ReportNumbers::number(v.superlinearRatio, 'f', 1), number(v.superlinearFromX), number(v.superlinearToX), noun);
    if (v.lackOfFit)
        return tr("the curve misses the means by more than their run-to-run noise (lack of fit, p = %1)")
            .arg(ReportNumbers::number(v.lackOfFit->pValue(), 'g', 2));
    return tr("the curve misses the mean at %1 %2 by %3% (a fit that describes a table without repetitions misses "
              "no mean by more than %4%)")
        .arg(number(v.worstMissX), noun, ReportNumbers::number(100 * v.worstMiss, 'f', 0),
            ReportNumbers::number(100 * UslVerdict::kMaxRelativeMiss, 'f', 0));
}

QString ScalingSentence::oneRunEach()
{
    return tr("one run each, no interval");
}

QString ScalingSentence::bandTooWide(const ScalingFacts::Column& c, const QString& noun)
{
    const UslVerdict& v = c.verdict;
    const QString high = std::isfinite(v.bandHigh) ? number(v.bandHigh) : QStringLiteral("∞");
    return tr("the fit's 95% band at %1 %2 holds %3–%4 around %5, wider than half the fitted value and than the "
              "measurements' own interval there, so a curve would say nothing the table does not")
        .arg(number(v.bandX), v.bandX == 1 ? singular(noun) : noun, number(v.bandLow), high, number(v.bandFitted));
}

QString ScalingSentence::noCurveReason(const ScalingFacts::Column& c, const QString& noun)
{
    const UslVerdict& v = c.verdict;
    if (v.kind == UslVerdict::Kind::BandTooWide)
        return bandTooWide(c, noun);
    if (v.kind == UslVerdict::Kind::NoRise)
        return tr("%1; a fit from %2 %3 on finds no rise after %2 %3").arg(missReason(c, noun), number(v.from), noun);
    return missReason(c, noun);
}

QString ScalingSentence::verdict(const ScalingFacts::Column& c, const QString& noun)
{
    const UslVerdict& v = c.verdict;
    if (v.kind == UslVerdict::Kind::Misses)
        return tr("the USL does not describe %1: %2; no curve is drawn").arg(c.label, missReason(c, noun));
    if (v.kind == UslVerdict::Kind::BandTooWide)
        return tr("no USL curve is drawn for %1: %2; the table keeps the measured peak")
            .arg(c.label, bandTooWide(c, noun));
    // A later start's optimum at or below its first count: throughput no longer rises there, which is the finding;
    // no curve and no N* are drawn for it.
    if (v.kind == UslVerdict::Kind::NoRise && v.withheld && v.withheld->optimalConcurrency())
        return tr("the USL does not describe every point of %1: %2; a fit from %3 %4 on finds no rise after %3 %4 "
                  "(its optimum, about %5, lies at or below the first count it fits): throughput is level or falls "
                  "from there, and no curve is drawn")
            .arg(c.label, missReason(c, noun), number(v.from), noun)
            .arg(std::lround(*v.withheld->optimalConcurrency()));
    if (v.kind == UslVerdict::Kind::LaterStart && c.fittedOptimum && c.fittedPeak)
        return tr("the USL does not describe every point of %1: %2; a fit from %3 %4 on gives: %5")
            .arg(c.label, missReason(c, noun), number(v.from), noun, fittedPeak(c, noun));
    if (v.kind == UslVerdict::Kind::LaterStart)
        return tr("the USL does not describe every point of %1: %2; the curve is a fit from %3 %4 on")
            .arg(c.label, missReason(c, noun), number(v.from), noun);
    return QString();
}

QString ScalingSentence::edge(const ScalingFacts::Column& c, const QString& noun)
{
    if (c.peakAtFirstX)
        return tr("the highest value is at %1 %2, the fewest measured: the peak may lie below %1 %2: measure %3")
            .arg(number(c.peakX), noun, countList(c.suggestedX));
    if (c.peakAtLastX)
        return tr("throughput still rises at %1 %2, the most measured: measure %3")
            .arg(number(c.peakX), noun, countList(c.suggestedX));
    return QString();
}

// Measured on the project's 2-vCPU VM: one client cost 2.5x the CPU per query of two, on both sides, with the
// machine 63% idle; so the sentence names the idle CPUs, not the server, as the likely reason.
QString ScalingSentence::superlinear(const ScalingFacts::Column& c, const QString& noun)
{
    QString text = tr("from %1 to %2 %3 throughput grows %4x, faster than the %3: with so few %3 the CPUs idle between "
                      "round trips, which makes each query cost more (most on virtual machines)")
                       .arg(number(c.superlinearFromX), number(c.superlinearToX), noun,
                           ReportNumbers::number(c.superlinearRatio, 'f', 2));
    if (c.superlinearSingleRuns)
        text += QStringLiteral(" (%1)").arg(oneRunEach());
    return text;
}

QString ScalingSentence::summary(const ScalingFacts& facts)
{
    if (facts.best < 0)
        return QString();
    const ScalingFacts::Column& best = facts.columns.at(facts.best);
    const QString noun = xNoun(facts.xLabel);
    QStringList parts;
    const QString misses = verdict(best, noun);
    if (!misses.isEmpty())
        parts << misses;
    if (fittedOptimumIsCredible(facts, best) && best.verdict.kind == UslVerdict::Kind::Describes) {
        QString peak = fittedPeak(best, noun);
        if (*best.fittedOptimum < facts.minX || *best.fittedOptimum > facts.maxX)
            peak += tr(", outside the %1–%2 %3 measured").arg(number(facts.minX), number(facts.maxX), noun);
        parts << peak;
    }
    const QString atEdge = edge(best, noun);
    if (!atEdge.isEmpty())
        parts << atEdge;
    const bool noCurve = best.verdict.kind == UslVerdict::Kind::Misses
        || best.verdict.kind == UslVerdict::Kind::BandTooWide || best.verdict.kind == UslVerdict::Kind::NoRise;
    if (parts.isEmpty() || noCurve) {
        QString peak = measuredPeak(best, noun);
        if (facts.columns.size() > 1) // whose peak: the summary speaks of the best column only
            peak = tr("%1: %2").arg(best.label, peak);
        parts.prepend(peak);
    }
    for (const ScalingFacts::Comparison& c : facts.versusBaseline) {
        if (c.to == facts.best && isValid(facts, c)) {
            parts << ratioSentence(facts, c);
            break;
        }
    }
    // Unless the verdict already said how much faster than the clients the first step grows, and why.
    if (std::isfinite(best.superlinearRatio) && (misses.isEmpty() || !std::isfinite(best.verdict.superlinearRatio)))
        parts << superlinear(best, noun);
    return parts.join(QStringLiteral("; "));
}

QString ScalingSentence::measuredPeak(const ScalingFacts::Column& c, const QString& noun)
{
    const QString at = c.peakX == 1 ? QStringLiteral("1 %1").arg(singular(noun)) : QStringLiteral("%1 %2").arg(number(c.peakX), noun);
    switch (c.peakFall) {
    case ScalingFacts::PeakFall::WithinNoise:
        return tr("throughput is highest at %1, but the fall after it (to %2 %3) is within the run-to-run noise: it "
                  "levels off rather than peaks")
            .arg(at, number(c.fallX), noun);
    case ScalingFacts::PeakFall::NoInterval:
        return tr("throughput is highest at %1 (%2)").arg(at, oneRunEach());
    case ScalingFacts::PeakFall::None:
        if (c.singleRuns)
            return tr("throughput is highest at %1 (%2)").arg(at, oneRunEach());
        break;
    case ScalingFacts::PeakFall::Typed:
    case ScalingFacts::PeakFall::Beyond:
        break;
    }
    return tr("throughput peaks at %1").arg(at);
}

QString ScalingSentence::machineLoad(const MachineLoad::Summary* load)
{
    if (!load)
        return tr("the runs did not record how busy the machine was");
    QString text = tr("other programs used %1 of the %2 CPUs during these runs (load average up to %3)")
                       .arg(ReportNumbers::number(load->otherCpus, 'f', 1))
                       .arg(load->cpus)
                       .arg(ReportNumbers::number(load->loadAverage, 'f', 1));
    if (load->stealCpus >= 0.05)
        text += tr(", and the hypervisor took %1 CPUs").arg(ReportNumbers::number(load->stealCpus, 'f', 1));
    return text;
}

QString ScalingSentence::noiseVerdict(const ScalingFacts& facts, const MachineLoad::Summary* load)
{
    if (!facts.tooNoisy())
        return QString();
    const QString noun = xNoun(facts.xLabel);
    QStringList cells;
    for (int i = 0; i < facts.noisy.size() && i < 3; ++i) {
        const ScalingFacts::NoisyCell& n = facts.noisy.at(i);
        QString where = n.x == 1 ? QStringLiteral("1 %1").arg(singular(noun)) : QStringLiteral("%1 %2").arg(number(n.x), noun);
        if (facts.columns.size() > 1 && n.column >= 0 && n.column < facts.columns.size())
            where = tr("%1, %2").arg(facts.columns.at(n.column).label, where);
        cells << tr("%1% at %2 (%3 ± %4)")
                     .arg(percentOf(n.cv), where, number(n.mean), number(n.halfWidth));
    }
    return tr("The measurements are too noisy for a verdict here: the repetitions disagree by up to %1 (coefficient "
              "of variation; above %2%, or an interval wider than its mean, a difference or a fit says little); %3. "
              "Close other programs, add repetitions or lengthen the runs, then measure again.")
        .arg(cells.join(tr(", ")), percentOf(ScalingFacts::kNoisyCv), machineLoad(load));
}

QString ScalingSentence::columnSentence(const ScalingFacts& facts, int column)
{
    const ScalingFacts::Column& c = facts.columns.at(column);
    const QString noun = xNoun(facts.xLabel);
    if (std::isnan(c.peakValue))
        return tr("%1: no values").arg(c.label);
    const QString measured = tr("%1: highest %2 at %3 %4").arg(c.label, number(c.peakValue), number(c.peakX), noun);
    if (!c.fittedOptimum || !c.fittedPeak)
        return measured;
    QString text = tr("%1; USL peak about %2 at %3 %4")
                       .arg(measured, number(*c.fittedPeak))
                       .arg(std::lround(*c.fittedOptimum))
                       .arg(noun);
    if (c.usl && c.usl->optimumInterval().isValid())
        text += tr(" (95% %1 interval %2 %3)").arg(intervalKind(*c.usl), interval(c.usl->optimumInterval()), noun);
    return text;
}

QString ScalingSentence::ratioSentence(const ScalingFacts& facts, const ScalingFacts::Comparison& c)
{
    if (!isValid(facts, c))
        return QString();
    const ScalingFacts::Column& to = facts.columns.at(c.to);
    // "4 cores give", but "HT on gives": the verb follows the label when it counts several resources.
    const QString text
        = to.resources && *to.resources > 1 ? tr("%1 give %2x of %3 at %4 %5") : tr("%1 gives %2x of %3 at %4 %5");
    return text.arg(
               to.label, ReportNumbers::number(c.ratio, 'f', 2), facts.columns.at(c.from).label, number(c.x), xNoun(facts.xLabel))
        + noise(c);
}

QString ScalingSentence::stepSentence(const ScalingFacts& facts, const ScalingFacts::Comparison& c)
{
    if (!isValid(facts, c))
        return QString();
    const QString from = facts.columns.at(c.from).label;
    const QString to = facts.columns.at(c.to).label;
    const QString percent = ReportNumbers::number(std::abs(c.percentDifference), 'f', 0);
    const QString at = number(c.x);
    const QString noun = xNoun(facts.xLabel);
    if (c.percentDifference >= 0)
        return tr("%1% increase from %2 to %3 at %4 %5").arg(percent, from, to, at, noun) + noise(c);
    return tr("%1% decrease from %2 to %3 at %4 %5").arg(percent, from, to, at, noun) + noise(c);
}

QString ScalingSentence::costSentence(const ScalingFacts& facts, const ScalingFacts::Comparison& c, double cpuRatio)
{
    if (!isValid(facts, c) || !std::isfinite(cpuRatio))
        return QString();
    return tr("%1: %2x the throughput at %3x the CPU per transaction (%4 %5)")
               .arg(facts.columns.at(c.to).label, ReportNumbers::number(c.ratio, 'f', 2), ReportNumbers::number(cpuRatio, 'f', 2),
                   number(c.x), xNoun(facts.xLabel))
        + noise(c);
}

QString ScalingSentence::costNotAvailable()
{
    return tr("server CPU per transaction: not available (the runs did not record the server's CPU time)");
}

QStringList ScalingSentence::all(const ScalingFacts& facts)
{
    QStringList sentences;
    const QString s = summary(facts);
    if (!s.isEmpty())
        sentences << s;
    for (int c = 0; c < facts.columns.size(); ++c) {
        const QString v = c == facts.best ? QString() : verdict(facts.columns.at(c), xNoun(facts.xLabel));
        if (!v.isEmpty())
            sentences << v;
    }
    for (const ScalingFacts::Comparison& c : facts.steps) {
        const QString step = stepSentence(facts, c);
        if (!step.isEmpty())
            sentences << step;
    }
    return sentences;
}

} // namespace sb
