// SPDX-License-Identifier: GPL-3.0-or-later
// ScalingReport as JSON (report --json, the CLI's fit and compare): every figure the tables show, with its interval,
// verdict and method, and the reasons a fit draws no curve. Numbers JSON cannot hold (infinite ends) are null.
#include "scalingreport.h"

#include "analysis/speedup.h"
#include "common/errortext.h"
#include "scalingsentence.h"

#include <QJsonArray>
#include <cmath>

namespace sb {

namespace {

    QJsonValue json(const std::optional<double>& v)
    {
        return v && std::isfinite(*v) ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
    }

    QJsonValue json(const ConfidenceInterval& i)
    {
        if (!i.isValid())
            return QJsonValue(QJsonValue::Null);
        // An infinite end (no peak in some resamples) is null: JSON has no infinity.
        return QJsonArray { json(i.low), json(i.high) };
    }

    QJsonArray jsonArray(const QList<double>& values)
    {
        QJsonArray a;
        for (double v : values)
            a.append(json(v));
        return a;
    }

    QJsonObject uslJson(const ScalingFacts::Column& m, const QString& xNoun)
    {
        QJsonObject o { { QStringLiteral("column"), m.label }, { QStringLiteral("measuredPeak"), json(m.peakValue) },
            { QStringLiteral("measuredPeakX"), json(m.peakX) },
            { QStringLiteral("verdict"), QString::fromLatin1(UslVerdict::kindName(m.verdict.kind)) } };
        if (std::isfinite(m.verdict.from))
            o.insert(QStringLiteral("fromX"), m.verdict.from);
        if (m.verdict.kind == UslVerdict::Kind::BandTooWide || m.verdict.kind == UslVerdict::Kind::NoRise)
            o.insert(QStringLiteral("noCurve"), ScalingSentence::noCurveReason(m, xNoun));
        if (m.verdict.kind == UslVerdict::Kind::BandTooWide)
            o.insert(QStringLiteral("band"), QJsonObject { { QStringLiteral("x"), json(m.verdict.bandX) },
                                                 { QStringLiteral("low"), json(m.verdict.bandLow) },
                                                 { QStringLiteral("high"), json(m.verdict.bandHigh) },
                                                 { QStringLiteral("fitted"), json(m.verdict.bandFitted) },
                                                 { QStringLiteral("maxShare"), UslVerdict::kMaxBandShare } });
        if (m.fromRuns)
            o.insert(QStringLiteral("singleRuns"), m.singleRuns);
        if (m.verdict.kind == UslVerdict::Kind::Misses || m.verdict.kind == UslVerdict::Kind::LaterStart
            || m.verdict.kind == UslVerdict::Kind::NoRise) {
            o.insert(QStringLiteral("notDescribed"), ScalingSentence::missReason(m, xNoun));
            o.insert(QStringLiteral("worstRelativeMiss"), json(m.verdict.worstMiss));
            o.insert(QStringLiteral("worstMissX"), json(m.verdict.worstMissX));
            if (m.verdict.lackOfFit)
                o.insert(QStringLiteral("lackOfFitP"), m.verdict.lackOfFit->pValue());
        }
        if (const auto& f = m.usl) {
            o.insert(QStringLiteral("lambda"), f->lambda());
            o.insert(QStringLiteral("lambdaInterval"), json(f->lambdaInterval()));
            o.insert(QStringLiteral("lambdaAnchoredToX1"), f->lambdaAnchored());
            o.insert(QStringLiteral("sigma"), f->sigma());
            o.insert(QStringLiteral("sigmaInterval"), json(f->sigmaInterval()));
            o.insert(QStringLiteral("kappa"), f->kappa());
            o.insert(QStringLiteral("kappaInterval"), json(f->kappaInterval()));
            o.insert(QStringLiteral("nStar"), json(f->optimalConcurrency()));
            o.insert(QStringLiteral("nStarInterval"), json(f->optimumInterval()));
            o.insert(QStringLiteral("peak"), json(f->peakThroughput()));
            o.insert(QStringLiteral("peakInterval"), json(f->peakInterval()));
            o.insert(QStringLiteral("rmsError"), f->residualError());
            o.insert(QStringLiteral("r2"), f->rSquared());
            o.insert(QStringLiteral("lambdaAnchor"), QString::fromLatin1(UslFit::anchorName(f->anchor())));
            o.insert(QStringLiteral("intervalMethod"), QString::fromLatin1(UslFit::intervalMethodName(f->intervalMethod())));
            if (f->intervalMethod() == UslFit::IntervalMethod::RepetitionBootstrap)
                o.insert(QStringLiteral("resamples"), f->resamples());
            else
                o.insert(QStringLiteral("degreesOfFreedom"), f->degreesOfFreedom());
        } else if (m.verdict.kind == UslVerdict::Kind::Refused) {
            o.insert(QStringLiteral("refused"), ErrorText::describe(m.uslRefused));
        }
        return o;
    }

    QJsonObject amdahlJson(const ScalingReport::AmdahlRow& a)
    {
        QJsonObject o { { QStringLiteral("at"), a.where } };
        if (a.fit) {
            o.insert(QStringLiteral("x1"), a.fit->x1());
            o.insert(QStringLiteral("x1Interval"), json(a.fit->x1Interval()));
            o.insert(QStringLiteral("sigma"), a.fit->sigma());
            o.insert(QStringLiteral("sigmaInterval"), json(a.fit->sigmaInterval()));
            o.insert(QStringLiteral("maxSpeedup"), json(a.fit->maxSpeedup()));
            o.insert(QStringLiteral("maxSpeedupInterval"), json(a.fit->maxSpeedupInterval()));
            o.insert(QStringLiteral("r2"), a.fit->rSquared());
        } else {
            o.insert(QStringLiteral("refused"), ErrorText::describe(a.refused));
        }
        return o;
    }

} // namespace

QJsonObject ScalingReport::toJson() const
{
    QJsonArray usl;
    for (const ScalingFacts::Column& m : m_facts.columns)
        usl.append(uslJson(m, ScalingSentence::xNoun(m_table.xLabel())));
    QJsonArray amdahl;
    for (const AmdahlRow& a : m_amdahl)
        amdahl.append(amdahlJson(a));
    QJsonArray noisy;
    for (const ScalingFacts::NoisyCell& n : m_facts.noisy)
        noisy.append(QJsonObject { { QStringLiteral("column"), m_table.columnName(n.column) },
            { QStringLiteral("x"), n.x }, { QStringLiteral("cv"), json(n.cv) }, { QStringLiteral("mean"), json(n.mean) },
            { QStringLiteral("ciHalfWidth"), json(n.halfWidth) }, { QStringLiteral("n"), n.n } });
    QJsonObject doc { { QStringLiteral("baseline"), m_table.columnName(m_baseline) }, { QStringLiteral("usl"), usl },
        { QStringLiteral("noisyCells"), noisy },
        { QStringLiteral("amdahl"), amdahl }, { QStringLiteral("summary"), QJsonArray::fromStringList(summary()) } };
    const QJsonArray speedup = speedupJson();
    if (!speedup.isEmpty())
        doc.insert(QStringLiteral("speedup"), speedup);
    if (m_diffFrom >= 0 && m_diffTo >= 0)
        doc.insert(QStringLiteral("percentDifference"), percentDifferenceJson());
    return doc;
}

QJsonArray ScalingReport::speedupJson() const
{
    QJsonArray speedup;
    for (int c = 0; m_table.columnCount() > 1 && c < m_table.columnCount(); ++c) { // one column: nothing to compare
        QJsonObject o { { QStringLiteral("column"), m_table.columnName(c) },
            { QStringLiteral("resources"), json(Speedup::resourcesFromLabel(m_table.columnName(c))) },
            { QStringLiteral("speedup"), jsonArray(Speedup::speedup(m_table, c, m_baseline)) } };
        if (const auto e = Speedup::efficiency(m_table, c, m_baseline))
            o.insert(QStringLiteral("efficiency"), jsonArray(*e));
        if (c != m_baseline) {
            const int comparisons = Speedup::speedupComparisons(m_table, m_baseline);
            QJsonArray intervals;
            QJsonArray verdicts;
            for (int r = 0; r < m_table.rowCount(); ++r) {
                const MeanRatio q = ratioAt(r, m_baseline, c, comparisons);
                intervals.append(q.hasInterval() ? QJsonValue(QJsonArray { json(q.low), json(q.high) }) : QJsonValue());
                verdicts.append(std::isfinite(q.ratio) ? QJsonValue(QString::fromLatin1(verdictName(q))) : QJsonValue());
            }
            o.insert(QStringLiteral("speedupInterval"), intervals);
            o.insert(QStringLiteral("verdict"), verdicts);
            o.insert(QStringLiteral("level"), MeanRatio::bonferroni(0.95, comparisons));
        }
        speedup.append(o);
    }
    return speedup;
}

QJsonObject ScalingReport::percentDifferenceJson() const
{
    const int comparisons = comparableRows(m_diffFrom, m_diffTo);
    QJsonArray intervals;
    QJsonArray verdicts;
    QJsonArray noise;
    for (int r = 0; r < m_table.rowCount(); ++r) {
        const MeanRatio q = ratioAt(r, m_diffFrom, m_diffTo, comparisons);
        intervals.append(q.hasInterval()
                ? QJsonValue(QJsonArray { json(100 * (q.low - 1)), json(100 * (q.high - 1)) })
                : QJsonValue());
        verdicts.append(std::isfinite(q.ratio) ? QJsonValue(QString::fromLatin1(verdictName(q))) : QJsonValue());
        noise.append(json(100 * q.noise()));
    }
    return QJsonObject { { QStringLiteral("from"), m_table.columnName(m_diffFrom) },
        { QStringLiteral("to"), m_table.columnName(m_diffTo) },
        { QStringLiteral("values"), jsonArray(Speedup::percentDifference(m_table, m_diffFrom, m_diffTo)) },
        { QStringLiteral("intervals"), intervals }, { QStringLiteral("verdicts"), verdicts },
        { QStringLiteral("noisePercent"), noise },
        { QStringLiteral("method"), QStringLiteral("fieller-welch-bonferroni") },
        { QStringLiteral("level"), MeanRatio::bonferroni(0.95, comparisons) } };
}

} // namespace sb
