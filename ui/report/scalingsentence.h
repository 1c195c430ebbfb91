// SPDX-License-Identifier: GPL-3.0-or-later
// Words for ScalingFacts, in the style users write under a chart:
// "throughput peaks at about 28 clients; 4 cores give 1.61x of 1 core at 25 clients".
#pragma once

#include "analysis/scalingfacts.h"
#include "collectors/machineload.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace sb {

class ScalingSentence {
    Q_DECLARE_TR_FUNCTIONS(ScalingSentence)
public:
    // Where the best configuration peaks, and what it gives over the baseline. Empty when the table has no values.
    static QString summary(const ScalingFacts& facts);
    // "4 cores: 1323 at 25 clients; USL peak about 1340 at 28 clients"
    static QString columnSentence(const ScalingFacts& facts, int column);
    // "4 cores give 1.61x of 1 core at 25 clients"
    static QString ratioSentence(const ScalingFacts& facts, const ScalingFacts::Comparison& comparison);
    // "80% increase from 2 cores to 4 cores at 25 clients"
    static QString stepSentence(const ScalingFacts& facts, const ScalingFacts::Comparison& comparison);
    // "2 cores: 1.86x the throughput at 1.07x the CPU per transaction (25 clients)"
    static QString costSentence(const ScalingFacts& facts, const ScalingFacts::Comparison& comparison, double cpuRatio);
    static QString costNotAvailable();
    // summary, then one step sentence per pair of neighbouring columns.
    static QStringList all(const ScalingFacts& facts);
    // "throughput peaks at about 19 clients (95% interval 15–27) with about 826 (815–838)": needs a fitted N*.
    static QString fittedPeak(const ScalingFacts::Column& column, const QString& noun);
    // When the highest value sits at the smallest or largest x measured: what may lie beyond, and what to measure.
    static QString edge(const ScalingFacts::Column& column, const QString& noun);
    // "from 1 to 2 clients throughput grows 6.04x, faster than the clients: ..."
    static QString superlinear(const ScalingFacts::Column& column, const QString& noun);
    // How a fit's intervals were computed, as one word before "interval": "t" (from the fit's Jacobian) or
    // "bootstrap" (over the repetitions).
    static QString intervalKind(const UslFit& fit);
    // The same at length, for a table's caption: "t intervals from the fit's Jacobian (delta method for N* and the
    // peak)" or "a bootstrap over the repetitions".
    static QString intervalMethod(UslFit::IntervalMethod method);
    // Why the USL fit of a column is not drawn or drawn from a later start: "the USL does not describe 2 cores:
    // throughput grows 8.8x from 1 to 2 clients; a fit from 2 clients on gives ...". Empty when the fit of every point
    // describes the means (or there is none).
    static QString verdict(const ScalingFacts::Column& column, const QString& noun);
    // Why a column has no curve, whatever the verdict (misses, band too wide, no rise), for a table's note or a legend.
    static QString noCurveReason(const ScalingFacts::Column& column, const QString& noun);
    // "the fit's 95% band at 8 clients holds 0–108000 around 54000, wider than half ...".
    static QString bandTooWide(const ScalingFacts::Column& column, const QString& noun);
    // "one run each, no interval": what a sentence from single stored runs says of itself.
    static QString oneRunEach();
    // The measured peak in words: "peaks at" only where the fall after it is beyond the noise (or the table is typed
    // in); "is highest at ... (one run each, no interval)" from single runs.
    static QString measuredPeak(const ScalingFacts::Column& column, const QString& noun);
    // "other programs used 1.2 of the 2 CPUs during these runs (load average up to 3.8)"; null: not recorded.
    static QString machineLoad(const MachineLoad::Summary* load);
    // The summary's first sentence when some cell's repetitions disagree beyond ScalingFacts::kNoisyCv (or its
    // interval is wider than its mean): too noisy for a verdict, the worst three cells, the machine's load and what
    // to do. Empty otherwise.
    static QString noiseVerdict(const ScalingFacts& facts, const MachineLoad::Summary* load);
    // The reason alone: "throughput grows 8.8x from 1 to 2 clients", "the curve misses the mean at 2 clients by 75%".
    static QString missReason(const ScalingFacts::Column& column, const QString& noun);
    // What the x axis counts, as a plural noun: "clients" for concurrency, "threads" when the label says so.
    static QString xNoun(const QString& xLabel);
    // "client" for "clients" (the nouns xNoun gives), for a count of one.
    static QString singular(const QString& noun);
};

} // namespace sb
