// SPDX-License-Identifier: GPL-3.0-or-later
// What a run's transactions cost the hardware (issue 35 item 4), stored in the run's environment as "run_cost":
// over the measured part, the server's own storage I/O (/proc/PID/io), its datadir device's I/O (/proc/diskstats:
// every process on that device), this process's CPU (the clients), the server's peak and current resident set;
// over the phase, the bytes the server received and sent (status Bytes_received / Bytes_sent, whose delta covers
// the phase: divided by the phase's transactions, warm-up included, as the other status counters are); at the
// phase's start and end the database size (the workload's tables' DATA_LENGTH + INDEX_LENGTH in
// information_schema: InnoDB's estimate, refreshed by its statistics, not by every write).
// The server's host readings come from hostio.h's readHostIo on this machine, or from the agent's "host_io" on the
// server's host (agent protocol 2): the same functions there. After a server restart the readings follow the new
// process: its own I/O is the old process's up to its last reading (taken at each interval while a restart watch
// runs) plus the new one's since it was found, and the record says so ("restarts", "uncounted").
// A part that could not be read is {"available": false, "reason": ...}, never 0: "turned_off" (--no-host-counters),
// "remote" (the server is on another host and no agent reads it), "needs_agent_protocol_2" (a version-1 agent),
// "agent_failed", "no_permission" (another user's server: /proc/PID/io and
// the datadir link need ptrace access), "no_block_device" (the datadir on tmpfs or overlay), "no_process",
// "not_supported", "not_answering" (the server did not answer the size query).
//
// RunCost::metrics() turns the record into the per-transaction rows of ServerMetrics (group "cost", and "size" for
// the megabytes of memory and data), summaryJson() into `run --json`'s "cost_per_transaction".
#pragma once

#include "hostio.h"
#include "servermetrics.h"

#include <QJsonObject>
#include <QStringList>
#include <cstdint>
#include <functional>
#include <optional>
#include <sys/types.h>

namespace sb {

class Session;

// The database's size as the server reports it, or why not.
struct DatabaseSize {
    QString reason;
    qint64 bytes = 0;
    int tables = 0; // how many of the tables asked for exist
    bool ok() const { return reason.isEmpty(); }
};

class RunCostSession {
public:
    // How the server's host is read: readHostIo here, the agent's host_io there.
    using HostReader = std::function<HostIoReading(pid_t)>;
    // serverPid: the server's pid on its host; 0 or less: no host reading (its host parts say "remote", or
    // unreadable()'s reason). readHost false (a run with --no-host-counters): the host parts say "turned_off".
    explicit RunCostSession(pid_t serverPid, bool readHost = true, HostReader reader = {});

    // The host parts cannot be read, for this reason (a version-1 agent: "needs_agent_protocol_2", its version).
    void unreadable(const QString& reason, const QString& detail = {});

    // The measured part's start (again after each warm-up interval: the last one counts) and end.
    void begin();
    void end();
    // The clients are not this process alone (several load processes): their CPU is not measured here.
    void leaveOutClientCpu(const QString& reason) { m_clientCpuReason = reason; }
    // A reading of the server now: the old process's last one when it restarts (at each interval while a restart
    // watch runs).
    void checkpoint();
    // The server restarted as `pid` (on its host): its own I/O and memory are read on it from here on, added to
    // the old process's up to its last reading; the device's figures go on.
    void followServer(pid_t pid);
    // The workload's tables' size at the phase's start and end (read on the run's probe connection).
    void setDatabaseSize(const DatabaseSize& start, const DatabaseSize& end);
    // The status counters' change over the phase and the phase's transactions (warm-up included).
    void setNetwork(const QJsonObject& statusDelta, std::uint64_t phaseTransactions);
    QJsonObject toJson() const;

    static DatabaseSize readDatabaseSize(Session& session, const QStringList& tables);

private:
    QJsonObject serverIoJson() const;
    QJsonObject memoryJson() const;

    pid_t m_pid;
    bool m_readHost;
    HostReader m_reader;
    QString m_unreadable, m_unreadableDetail;
    bool m_begun = false;
    int m_restarts = 0;
    ProcessIoReading m_ioBefore; // the earlier processes' I/O over the measured part (their sums)
    std::uint64_t m_peakBeforeKb = 0;
    HostIoReading m_last; // the latest checkpoint
    bool m_ended = false;
    qint64 m_startMs = 0;
    double m_seconds = 0;
    double m_clientCpuStart = -1;
    double m_clientCpuSeconds = -1;
    QString m_clientCpuReason; // set: client_cpu is not available for this reason
    ProcessIoReading m_ioStart, m_ioEnd;
    DeviceIoReading m_deviceStart, m_deviceEnd;
    MemoryReading m_memoryStart, m_memoryEnd;
    DatabaseSize m_sizeStart, m_sizeEnd;
    bool m_sizeRead = false;
    QJsonObject m_network;
};

class RunCost {
public:
    static inline const QString kRecord = QStringLiteral("run_cost");
    // The metric keys, in the report's order (per transaction, then the run's sizes).
    static const QStringList& metricNames();
    // Every cost metric the run's record holds (server CPU and context switches are ServerMetrics' own rows).
    static QList<ServerMetric> metrics(const QJsonObject& environment, std::uint64_t transactions);
    // Why `key` is not there for this run ("" when it is, or when `key` is no cost metric): the record's reason,
    // "not_recorded" for runs stored before it existed.
    static QString unavailableReason(const QJsonObject& environment, const QString& key);
    // `run --json`'s "cost_per_transaction": each metric's value or "not available (reason)", and the sources.
    static QJsonObject summaryJson(const QJsonObject& environment, std::uint64_t transactions);
};

} // namespace sb
