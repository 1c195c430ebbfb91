// SPDX-License-Identifier: GPL-3.0-or-later
// Where the server waited during a run's measured phase, from performance_schema's summary tables (never the
// current-event tables): the delta between the end of warm-up and the end of the run of
//  - events_waits_summary_by_thread_by_event_name for the threads of the run's own client connections (found in
//    `threads` by PROCESSLIST_ID = each connection's mysql_thread_id, taken once per connect), so that InnoDB's
//    background threads and other sessions are not counted;
//  - events_waits_summary_global_by_event_name (every thread, for comparison);
//  - events_statements_summary_by_digest (top statements by total time, with their digest text) and
//    events_statements_summary_global_by_event_name (statement classes: prepared statements have no digest);
//  - file_summary_by_event_name (file I/O of the whole server: most of it is done by background threads).
// Read on a connection of its own, twice: at the end of warm-up (or just before the barrier opens when there is none)
// and when the measured time is up, before the clients disconnect (a closed connection's thread and its statistics
// leave performance_schema). The clients run on meanwhile; nothing is added to a measured connection's queries (the
// ids come from the client library after each connect).
//
// Waits nest: a wait/io/table/sql/handler wait contains the synch and file waits taken inside the handler call. Each
// event therefore carries a level (table, synch, file, socket) and its share is of that level's time only; times
// of different levels are never added up.
#pragma once

#include "server/serverprofile.h"
#include "server/session.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>

namespace sb {

struct RunOptions;

struct WaitTotals {
    std::uint64_t count = 0;
    std::uint64_t picoseconds = 0; // performance_schema's timer unit
};

// What the summary tables held at one moment.
struct PerfSchemaSnapshot {
    QHash<quint64, quint64> threadOfConnection; // PROCESSLIST_ID -> THREAD_ID (the run's connections found)
    QHash<QPair<quint64, QString>, WaitTotals> threadWaits; // (THREAD_ID, EVENT_NAME), COUNT_STAR > 0
    QHash<QString, WaitTotals> globalWaits;
    // events_statements_summary_global_by_event_name: statement classes, for prepared statements too (MariaDB keeps
    // no digest of a COM_STMT_EXECUTE, so the digest table misses the prepared statements most workloads send).
    QHash<QString, WaitTotals> statementEvents;
    struct Digest {
        QString schema;
        QString text;
        WaitTotals totals;
        std::uint64_t lockPicoseconds = 0;
        std::uint64_t rowsExamined = 0;
        std::uint64_t rowsSent = 0;
    };
    QHash<QString, Digest> digests; // schema + '\n' + digest
    struct File {
        WaitTotals totals;
        std::uint64_t reads = 0;
        std::uint64_t writes = 0;
        std::uint64_t readBytes = 0;
        std::uint64_t writeBytes = 0;
    };
    QHash<QString, File> files;
};

class WaitProfile {
public:
    // "table" (wait/io/table, wait/lock/table, wait/lock/metadata: what a statement waits for on tables), "synch"
    // (mutexes, rwlocks, conditions: inside the table level), "file" (wait/io/file), "socket", "idle", "other".
    static QString levelOf(const QString& event);
    static QStringList levels(); // table, synch, file, socket: the order they are shown in
    // The environment record ("server_waits") of the change from `before` to `after`: the client threads' waits
    // (threads found in both, or connected after `before`), the whole server's waits, statements and files.
    static QJsonObject delta(const PerfSchemaSnapshot& before, const PerfSchemaSnapshot& after, int connections);
    // {"available": false, "reason": reason}: performance_schema_off, no_access, not_answering, load_processes.
    static QJsonObject notAvailable(const QString& reason, const QString& detail = {});
    // The records' client-thread waits as rows of the --json summary: {"event", "level", "time_us_per_tx",
    // "count_per_tx", "share"} (share: of the event's level), or the string "not available".
    static QJsonValue summaryJson(const QJsonObject& record, std::uint64_t transactions, int top = 20);
};

// Collects one run's wait profile (each phase of a phased workload on its own). Created by MeasuredRun when the
// server can be asked; all calls on the sampler's (MeasuredRun's) thread except the connect hook it installs.
class WaitProfileCollector {
public:
    explicit WaitProfileCollector(const ServerProfile& profile);

    // Connects its own session and asks whether performance_schema is on and which wait instruments are off.
    void open();
    bool available() const { return m_available; }
    // Not asked at all (a load process of several other than rank 0: rank 0 reads the server for all of them).
    void refuse(const QString& reason) { m_unavailable = WaitProfile::notAvailable(reason); }
    // Chains RunOptions::onConnect (each connection's id, once per connect) and beforeStart (the start snapshot
    // when there is no warm-up, or warm-up intervals are not reported). With several load processes
    // (RunOptions::gatherConnectionIds) every process's collector, refused or not, passes its ids to rank 0 there,
    // and the ids of its later connects (reconnects) with the next interval (RunOptions::passConnectionId).
    void install(RunOptions& options);
    // A new phase: forgets the connections and snapshots of the last one.
    void beginPhase();
    // The end of warm-up: the measured phase starts here.
    void markMeasuredStart();
    // The end of the measured time, the clients still connected (RunOptions::onMeasuredEnd, installed by
    // install()): the end snapshot, while the clients' threads still exist on the server.
    void markMeasuredEnd();
    // After the run; `answering`: false when the server left connections waiting (then the profile is dropped).
    void finish(bool answering);
    // The environment record of the phase that ended ("server_waits").
    QJsonObject result() const { return m_result; }

private:
    QList<quint64> connectionIds() const;
    Result<PerfSchemaSnapshot> read();

    ServerProfile m_profile;
    Session m_session;
    bool m_available = false;
    QJsonObject m_unavailable;
    QStringList m_instrumentsOff;
    // The server's file I/O wait instruments (setup_instruments), stored as "file_instruments" so that a file wait
    // it has no instrument for (MariaDB 10.8+: the redo log) reads as missing, not 0.
    QStringList m_fileInstruments;
    mutable std::mutex m_idsMutex;
    QList<quint64> m_ids; // every connection id of this phase (a reconnect adds one)
    bool m_gathered = false; // several load processes: the start's ids have gone to rank 0
    std::function<QList<quint64>()> m_passedIds; // rank 0: the other processes' later connects
    std::optional<PerfSchemaSnapshot> m_start;
    std::optional<PerfSchemaSnapshot> m_end;
    Error m_endError;
    QString m_from; // "warmup_end" or "start"
    QJsonObject m_result;
};

} // namespace sb
