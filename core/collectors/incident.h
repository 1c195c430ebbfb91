// SPDX-License-Identifier: GPL-3.0-or-later
// What a run captured when its throughput collapsed or the server stopped answering, once per incident, as pt-stalk
// would: the process list, InnoDB's status, the status counters' deltas and, for a local server, its threads as the
// host shows them. Each SQL part says whether the server answered it.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QMetaType>
#include <QString>

namespace sb {

struct Incident {
    enum class Reason { Throughput, Stall };
    // How an SQL part went: answered; not answered within its timeout (a stopped or stalled server); refused with an
    // error of the server's (privileges); not asked (a remote server has no /proc here: the host part).
    enum class Part { Answered, NotAnswered, Failed, NotAvailable };

    double timeSec = 0; // the end of the interval that raised it, seconds since the measured start
    Reason reason = Reason::Throughput;
    double tps = 0; // of that interval
    double medianTps = 0; // the run's running median before it
    int lowIntervals = 0; // intervals in a row below the threshold
    double notAnsweringSec = 0; // the stall watchdog's silence, when it raised it
    QString capturedAt; // UTC, ISO 8601
    double captureSec = 0; // how long the capture took

    Part processlist = Part::NotAvailable;
    Part innodbStatus = Part::NotAvailable;
    Part statusDelta = Part::NotAvailable;
    Part hostThreads = Part::NotAvailable;
    QString processlistError, innodbStatusError, statusDeltaError; // the server's or library's words
    QJsonArray processlistRows; // {id, user, host, db, command, time, state, info}
    QString innodbStatusText;
    QJsonObject statusDeltas; // name -> change since the last reading before the incident (non-zero only)
    double statusDeltaSec = 0; // over how many seconds
    QJsonArray threads; // busiest first: {tid, name, state, cpu_percent, wchan}
    QJsonObject threadStates; // state letter -> threads in it
    // "normalised" (literal values as ?, StatementDigest), "kept" (the run was asked to keep the statements' text);
    // empty: stored before ScaleBench normalised, so read as the server sent it.
    QString queryText;

    static const char* reasonName(Reason reason);
    static const char* partName(Part part);
    static Part partFromName(const QString& name);

    QJsonObject toJson() const; // the --json object ("type": "incident") and what the store keeps
    static Incident fromJson(const QJsonObject& object);
    // Connections whose processlist state says they wait for a lock.
    int waitingForLock() const;
    // The processlist's statements and InnoDB's status without literal values (queryText "normalised"); an incident
    // already normalised or kept as asked is left as it is.
    void normaliseQueryText();
    // A copy without the clients' user and host names (processlist columns, InnoDB's thread lines), as a report
    // shows it unless asked to include them.
    Incident withoutHosts() const;
};

} // namespace sb

Q_DECLARE_METATYPE(sb::Incident)
