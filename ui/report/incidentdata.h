// SPDX-License-Identifier: GPL-3.0-or-later
// What the report's incident section shows (IncidentSection reads and draws it): per run with incidents, the
// statements its connections ran, grouped, and InnoDB's latest deadlock.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace sb {

struct IncidentData {
    struct Statement {
        QString text; // normalised unless the run kept it
        int connections = 0; // processlist rows running it, over all the run's incidents
        QStringList clients; // "user@host", for a report that includes them
    };
    struct Run {
        QString label;
        int incidents = 0;
        bool kept = false; // the run kept its statements' literal values (--keep-query-text)
        QList<Statement> statements; // most connections first
        QString deadlock; // InnoDB's latest detected deadlock as the last incident read it; empty: none
    };
    QList<Run> runs; // only runs with an incident
    bool includeHosts = false; // report --include-hosts

    bool isEmpty() const { return runs.isEmpty(); }
};

} // namespace sb
