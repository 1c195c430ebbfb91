// SPDX-License-Identifier: GPL-3.0-or-later
// An incident (core/collectors) in words, for the Run and Results pages: why it was raised, and what each of its
// parts showed or that the server did not answer.
#pragma once

#include "collectors/incident.h"

#include <QCoreApplication>
#include <QString>

namespace sb {

class IncidentText {
    Q_DECLARE_TR_FUNCTIONS(IncidentText)
public:
    // "at 6.5 s: 12 tx/s, under half the run's median of 1,450 tx/s for 3 intervals"
    static QString reason(const Incident& incident);
    // One line per part (plain text).
    static QStringList parts(const Incident& incident);
    static QString part(Incident::Part part, const QString& error, const QString& answered);
};

} // namespace sb
