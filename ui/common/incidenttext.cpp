// SPDX-License-Identifier: GPL-3.0-or-later
#include "incidenttext.h"

#include <QJsonObject>

namespace sb {

QString IncidentText::reason(const Incident& i)
{
    const QString at = QString::number(i.timeSec, 'f', 1);
    if (i.reason == Incident::Reason::Stall)
        return tr("at %1 s: no query completed for %2 s").arg(at, QString::number(i.notAnsweringSec, 'f', 1));
    return tr("at %1 s: %2 tx/s, under half the run's median of %3 tx/s for %n interval(s)", nullptr, i.lowIntervals)
        .arg(at, QString::number(i.tps, 'f', 1), QString::number(i.medianTps, 'f', 1));
}

QString IncidentText::part(Incident::Part part, const QString& error, const QString& answered)
{
    switch (part) {
    case Incident::Part::Answered:
        return answered;
    case Incident::Part::NotAnswered:
        return tr("the server did not answer");
    case Incident::Part::Failed:
        return tr("refused: %1").arg(error);
    case Incident::Part::NotAvailable:
        break;
    }
    return tr("not available");
}

QStringList IncidentText::parts(const Incident& i)
{
    QStringList states;
    for (auto it = i.threadStates.constBegin(); it != i.threadStates.constEnd(); ++it)
        states.append(QStringLiteral("%1 %2").arg(it.key()).arg(it.value().toInt()));
    return {
        tr("Process list: %1")
            .arg(part(i.processlist, i.processlistError,
                tr("%n connection(s)", nullptr, int(i.processlistRows.size())) + QStringLiteral(", ")
                    + tr("%n waiting for a lock", nullptr, i.waitingForLock()))),
        tr("InnoDB status: %1")
            .arg(part(i.innodbStatus, i.innodbStatusError, tr("%n character(s)", nullptr, int(i.innodbStatusText.size())))),
        tr("Status counters: %1")
            .arg(part(i.statusDelta, i.statusDeltaError,
                tr("%n changed", nullptr, int(i.statusDeltas.size())) + QStringLiteral(" ")
                    + tr("over %1 s").arg(QString::number(i.statusDeltaSec, 'f', 1)))),
        tr("Server threads by state (host): %1").arg(part(i.hostThreads, {}, states.join(QStringLiteral(", ")))),
    };
}

} // namespace sb
