// SPDX-License-Identifier: GPL-3.0-or-later
// What a report shows of where the server's threads waited (issue 35): the off-CPU profiles, one per configuration
// (the repetitions' microseconds off the CPU by stack added up), and each thread name's time off and on the CPU.
// Read from the store by OffCpuSection::read, drawn by OffCpuSection::blocks.
#pragma once

#include "collectors/foldedstacks.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace sb {

struct OffCpuProfile {
    QString row; // "32"
    QString column; // "oltp_update_index"
    QString rowAxis; // "clients"
    FoldedProfile profile; // counts: µs off the CPU
    double transactions = 0; // of the runs merged, inside the recorded windows
    int runs = 0;
    int period = 1; // a stack for every period-th switch
    int stackBytes = 0;
    bool sizeLimited = false; // a recording reached its size bound: its window is shorter than the run
    qint64 lost = 0; // records perf lost (its buffers full)
    struct Times {
        double offUs = 0;
        double runUs = 0;
        int threads = 0;
    };
    QMap<QString, Times> threads; // thread name -> times

    QString label() const
    {
        return rowAxis.isEmpty() ? row + QStringLiteral(", ") + column : QStringLiteral("%1 %2, %3").arg(row, rowAxis, column);
    }
    double perTransaction(double us) const { return transactions > 0 ? us / transactions : 0; }
};

struct OffCpuData {
    QList<OffCpuProfile> profiles;
    QStringList reasons; // why runs that asked for one have none (reason codes, once each)
    bool isEmpty() const { return profiles.isEmpty() && reasons.isEmpty(); }
};

} // namespace sb
