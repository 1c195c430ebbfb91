// SPDX-License-Identifier: GPL-3.0-or-later
// The per-transaction metrics a run's server-side records give, in one list per run, for the report's "Why it
// scales as it does" section, `compare --metric` and the Results page. Each collector adds its rows here (in
// perTransaction()): the server CPU time (environment "server_cpu"), the wait profile ("server_waits") by event and
// by level, the file I/O time; context switches, IPC and profiles add theirs the same way.
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>

namespace sb {

struct ServerMetric {
    QString key; // cpu_us_per_tx, wait_us_per_tx:EVENT, wait_level_us_per_tx:LEVEL, file_io_us_per_tx
    QString group; // cpu, wait, wait_level, io: rows of one group are of one kind
    QString level; // waits: table, synch, file, socket (nested levels: never added to one another)
    QString unit; // "µs/tx", or "1/tx" for counts
    double value = 0;
};

class ServerMetrics {
public:
    // Every metric the environment records for a run of `transactions` measured transactions (none without any).
    static QList<ServerMetric> perTransaction(const QJsonObject& environment, std::uint64_t transactions);
    static std::optional<double> value(const QJsonObject& environment, std::uint64_t transactions, const QString& key);
    // Whether `key` names a metric of perTransaction (its prefix or name): for option checks.
    static bool isMetricName(const QString& key);
    static QStringList metricForms(); // "cpu_us_per_tx", "wait_us_per_tx:EVENT", ...: for --help and errors
    // The wait profile's "available" flag and reason: "" when it is there, else its reason
    // (performance_schema_off, no_access, not_answering, not_recorded for runs stored before it existed).
    static QString waitsUnavailableReason(const QJsonObject& environment);
};

} // namespace sb
