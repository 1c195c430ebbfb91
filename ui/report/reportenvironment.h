// SPDX-License-Identifier: GPL-3.0-or-later
// The conditions of a report's runs in words and units: what all runs share (machine, client library, workload,
// the server settings that never changed) and what varies from column to column (server CPUs as read back after
// binding, server version, settings). A reader sees at once that "1 core" and "2 cores" ran on different CPU sets
// and nothing else changed, instead of the first run's record standing for all.
#pragma once

#include "store/storedrun.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace sb {

class ReportEnvironment {
    Q_DECLARE_TR_FUNCTIONS(ReportEnvironment)
public:
    using Rows = QList<QPair<QString, QString>>;

    struct Run {
        StoredRun run;
        QJsonObject environment; // as stored; empty when none was
        QString column; // the report column the run belongs to
    };

    // columns: the report's column labels, in order.
    static ReportEnvironment build(const QList<Run>& runs, const QStringList& columns);

    Rows shared; // property -> value, the same for every run
    QStringList columns;
    QList<QPair<QString, QStringList>> byColumn; // property -> one text per column
    Rows sharedSettings; // server variables equal in every run: name -> value
};

} // namespace sb
