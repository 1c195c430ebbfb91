// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalingsentence.h"

#include <cmath>

namespace sb {

namespace {

    QString number(double v)
    {
        return QString::number(v, 'f', std::abs(v) >= 100 || v == std::round(v) ? 0 : 1);
    }

    // A fitted optimum is only worth quoting near the measured range; far outside it the fit extrapolates.
    bool fittedOptimumIsCredible(const ScalingFacts& facts, const ScalingFacts::Column& column)
    {
        return column.fittedOptimum && *column.fittedOptimum >= facts.minX * 0.5
            && *column.fittedOptimum <= facts.maxX * 1.5;
    }

    bool isValid(const ScalingFacts& facts, const ScalingFacts::Comparison& c)
    {
        return c.from >= 0 && c.to >= 0 && c.from < facts.columns.size() && c.to < facts.columns.size()
            && std::isfinite(c.ratio);
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

QString ScalingSentence::summary(const ScalingFacts& facts)
{
    if (facts.best < 0)
        return QString();
    const ScalingFacts::Column& best = facts.columns.at(facts.best);
    const QString noun = xNoun(facts.xLabel);
    QString peak;
    if (fittedOptimumIsCredible(facts, best))
        peak = tr("throughput peaks at about %1 %2").arg(std::lround(*best.fittedOptimum)).arg(noun);
    else if (best.peakAtLastX)
        peak = tr("throughput still rises at %1 %2").arg(number(best.peakX), noun);
    else
        peak = tr("throughput peaks at %1 %2").arg(number(best.peakX), noun);
    for (const ScalingFacts::Comparison& c : facts.versusBaseline) {
        if (c.to == facts.best && isValid(facts, c))
            return tr("%1; %2").arg(peak, ratioSentence(facts, c));
    }
    return peak;
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
    return tr("%1; USL peak about %2 at %3 %4")
        .arg(measured, number(*c.fittedPeak))
        .arg(std::lround(*c.fittedOptimum))
        .arg(noun);
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
        to.label, QString::number(c.ratio, 'f', 2), facts.columns.at(c.from).label, number(c.x), xNoun(facts.xLabel));
}

QString ScalingSentence::stepSentence(const ScalingFacts& facts, const ScalingFacts::Comparison& c)
{
    if (!isValid(facts, c))
        return QString();
    const QString from = facts.columns.at(c.from).label;
    const QString to = facts.columns.at(c.to).label;
    const QString percent = QString::number(std::abs(c.percentDifference), 'f', 0);
    const QString at = number(c.x);
    const QString noun = xNoun(facts.xLabel);
    if (c.percentDifference >= 0)
        return tr("%1% increase from %2 to %3 at %4 %5").arg(percent, from, to, at, noun);
    return tr("%1% decrease from %2 to %3 at %4 %5").arg(percent, from, to, at, noun);
}

QStringList ScalingSentence::all(const ScalingFacts& facts)
{
    QStringList sentences;
    const QString s = summary(facts);
    if (!s.isEmpty())
        sentences << s;
    for (const ScalingFacts::Comparison& c : facts.steps) {
        const QString step = stepSentence(facts, c);
        if (!step.isEmpty())
            sentences << step;
    }
    return sentences;
}

} // namespace sb
