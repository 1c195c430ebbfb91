// SPDX-License-Identifier: GPL-3.0-or-later
// What a report shows of the server's threads on the CPUs (issue 22): context switches, migrations and, with a
// PMU, IPC per configuration; and the on-CPU profiles (folded stacks), one per configuration. Read from the store
// by ServerCpuSection::read, drawn by ServerCpuSection::blocks.
#pragma once

#include "analysis/pivottable.h"
#include "collectors/foldedstacks.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>
#include <cstdint>

namespace sb {

// One configuration's profile: the runs of one cell (its repetitions merged).
struct ConfigurationProfile {
    QString row; // "32"
    QString column; // "2 cores"
    QString rowAxis; // "clients"
    FoldedProfile profile;
    std::uint64_t transactions = 0; // of the runs whose samples are merged
    int runs = 0;

    QString label() const { return rowAxis.isEmpty() ? row + QStringLiteral(", ") + column
                                                     : QStringLiteral("%1 %2, %3").arg(row, rowAxis, column); }
    // CPU microseconds per transaction that `samples` stand for (cpu-clock: each sample is 1/frequency s).
    double usPerTransaction(std::uint64_t samples) const
    {
        if (transactions == 0 || profile.frequencyHz <= 0)
            return 0;
        return double(samples) * 1e6 / double(profile.frequencyHz) / double(transactions);
    }
};

struct ServerCpuData {
    // Metric name (cswitch_per_tx, migrations_per_tx, ipc) -> its pivot on the report's rows and columns.
    QList<QPair<QString, PivotTable>> counters;
    QMap<QString, QString> unavailable; // metric -> reason code when no run had it ("no_pmu")
    QHash<QString, bool> smtInUse; // column label -> the server's CPUs included SMT siblings
    QList<ConfigurationProfile> profiles;
    QStringList profileReasons; // why runs that asked for a profile have none (reason codes, once each)

    bool isEmpty() const { return counters.isEmpty() && unavailable.isEmpty() && profiles.isEmpty() && profileReasons.isEmpty(); }
};

} // namespace sb
