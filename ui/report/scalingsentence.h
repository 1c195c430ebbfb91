// SPDX-License-Identifier: GPL-3.0-or-later
// Words for ScalingFacts, in the style users write under a chart:
// "throughput peaks at about 28 clients; 4 cores give 1.61x of 1 core at 25 clients".
#pragma once

#include "analysis/scalingfacts.h"

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
    // summary, then one step sentence per pair of neighbouring columns.
    static QStringList all(const ScalingFacts& facts);
    // What the x axis counts, as a plural noun: "clients" for concurrency, "threads" when the label says so.
    static QString xNoun(const QString& xLabel);
};

} // namespace sb
