// SPDX-License-Identifier: GPL-3.0-or-later
// The per-transaction metrics a run's server-side records give, in one list per run, for the report's "Why it
// scales as it does" section, `compare --metric` and the Results page. Each collector adds its rows here (in
// perTransaction()): the server CPU time (environment "server_cpu"), the wait profile ("server_waits") by event and
// by level, the file I/O time; the status counters per transaction (fsyncs, redo bytes, rows, handler calls,
// temporary tables, bytes sent and received: the per-interval samples where the run sampled the counter, else the
// phase's "status_delta"), the server threads' context switches and migrations ("server_host_counters").
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <vector>

namespace sb {

struct IntervalSample;

struct ServerMetric {
    QString key; // cpu_us_per_tx, wait_us_per_tx:EVENT, wait_level_us_per_tx:LEVEL, file_io_us_per_tx,
                 // status_per_tx:NAME, cswitch_per_tx, migrations_per_tx
    QString group; // cpu, wait, wait_level, io (times); status, host (counts): rows of one group are of one kind
    QString level; // waits: table, synch, file, socket (nested levels: never added to one another)
    QString unit; // "µs/tx", "1/tx" for counts, "B/tx" for bytes
    double value = 0;
};

// A run's status counters per transaction, by name (StatusPerTransaction::of).
using StatusPerTransaction = QHash<QString, double>;

class ServerMetrics {
public:
    static inline const QString kStatusPrefix = QStringLiteral("status_per_tx:");

    // Every metric the environment records for a run of `transactions` measured transactions (none without any).
    // `status`: the run's status counters per transaction (statusPerTransaction); of them the list holds the cost
    // counters (costCounters) and those the run sampled per interval, value() any of them.
    static QList<ServerMetric> perTransaction(
        const QJsonObject& environment, std::uint64_t transactions, const StatusPerTransaction& status = {});
    static std::optional<double> value(const QJsonObject& environment, std::uint64_t transactions, const QString& key,
        const StatusPerTransaction& status = {});
    // Every counter (not gauge) of the run per transaction: a counter sampled per interval over the measured
    // intervals (its per-second rates times their lengths over their transactions); any other from the phase's
    // status_delta (read before the phase and after it) over the phase's transactions, warm-up included (every
    // interval's, or `transactions` without intervals). status_delta leaves out counters that did not move, and a
    // server may not have a counter at all (MariaDB 10.11 has no Innodb_rows_inserted): neither is in the list, so
    // a counter the server lacks is never read as 0. Empty when the run stored neither.
    static StatusPerTransaction statusPerTransaction(
        const QJsonObject& environment, const std::vector<IntervalSample>& intervals, std::uint64_t transactions);
    // The counters a transaction's cost is told by (fsyncs, redo bytes, rows, handler calls, temporary tables,
    // bytes): the report's rows and the between-columns sentence's candidates, beside the ones sampled per interval.
    static const QStringList& costCounters();
    static bool isGauge(const QString& statusName); // Threads_running, Open_tables, Uptime...: not a cost
    static QString unitOfStatus(const QString& statusName); // "B/tx" for bytes, else "1/tx"
    // A wait event the server cannot have measured ("" when it may have): a file wait not among the run's stored
    // file instruments ("not_instrumented"); for runs without that list, by the version: MariaDB 10.8 and later
    // have no wait/io/file/innodb/innodb_log_file (the redo log is written outside performance_schema's file I/O):
    // "mariadb_no_redo_log_instrument".
    static QString missingInstrument(const QJsonObject& environment, const QString& event);
    static QStringList instrumentsToCheck(); // the events missingInstrument() knows of
    // Whether `key` names a metric of perTransaction (its prefix or name): for option checks.
    static bool isMetricName(const QString& key);
    static QStringList metricForms(); // "cpu_us_per_tx", "wait_us_per_tx:EVENT", ...: for --help and errors
    // The wait profile's "available" flag and reason: "" when it is there, else its reason
    // (performance_schema_off, no_access, not_answering, not_recorded for runs stored before it existed).
    static QString waitsUnavailableReason(const QJsonObject& environment);
};

} // namespace sb
