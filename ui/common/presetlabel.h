// SPDX-License-Identifier: GPL-3.0-or-later
// A CPU preset in the reader's words ("4 cores, SMT off, scatter" for cores:4:nosmt:scatter), from its canonical
// name: core's AffinityPreset::label is English and stays the results file's record. Part of scalebench_report.
#pragma once

#include <QCoreApplication>
#include <QString>

namespace sb {

class PresetLabel {
    Q_DECLARE_TR_FUNCTIONS(PresetLabel)
public:
    // `smt`: the machine has SMT; the words say "SMT on" or "SMT off" only then, as core's label does. A name that is
    // not a preset (a CPU list) reads "CPUs 0-3".
    static QString label(const QString& canonicalName, bool smt);
};

} // namespace sb
