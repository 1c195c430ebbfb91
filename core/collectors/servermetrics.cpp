// SPDX-License-Identifier: GPL-3.0-or-later
#include "servermetrics.h"

#include "hostcounters.h"
#include "runcost.h"
#include "servercounterset.h"

#include "engine/intervalsample.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace sb {

namespace {
    const QString kCpu = QStringLiteral("cpu_us_per_tx");
    const QString kWait = QStringLiteral("wait_us_per_tx:");
    const QString kLevel = QStringLiteral("wait_level_us_per_tx:");
    const QString kFile = QStringLiteral("file_io_us_per_tx");
    const QString kMicros = QStringLiteral("µs/tx");
    const QString kStatus = ServerMetrics::kStatusPrefix;
} // namespace

const QStringList& ServerMetrics::costCounters()
{
    static const QStringList names { QStringLiteral("Innodb_data_fsyncs"), QStringLiteral("Innodb_os_log_fsyncs"),
        QStringLiteral("Innodb_os_log_written"), QStringLiteral("Innodb_data_written"),
        QStringLiteral("Innodb_data_read"), QStringLiteral("Innodb_buffer_pool_reads"),
        QStringLiteral("Innodb_rows_read"), QStringLiteral("Innodb_rows_inserted"),
        QStringLiteral("Innodb_rows_updated"), QStringLiteral("Innodb_rows_deleted"),
        QStringLiteral("Handler_read_key"), QStringLiteral("Handler_read_next"),
        QStringLiteral("Handler_read_rnd_next"), QStringLiteral("Handler_write"), QStringLiteral("Handler_update"),
        QStringLiteral("Handler_delete"), QStringLiteral("Handler_commit"), QStringLiteral("Created_tmp_tables"),
        QStringLiteral("Created_tmp_disk_tables"), QStringLiteral("Bytes_sent"), QStringLiteral("Bytes_received") };
    return names;
}

bool ServerMetrics::isGauge(const QString& name)
{
    if (ServerCounterSet::isLevel(name))
        return true;
    static const QRegularExpression gauge(QStringLiteral(
        "^(Uptime.*|Threads_.*|Open_.*|Max_used_.*|Memory_used.*|Last_query_.*|Innodb_buffer_pool_pages_.*|"
        "Innodb_buffer_pool_bytes_.*|Innodb_page_size|Innodb_history_list_length|Innodb_checkpoint_.*|Innodb_lsn_.*|"
        "Innodb_max_trx_id|Innodb_mem_.*|Innodb_buffer_pool_load_.*|Innodb_buffer_pool_dump_.*|.*_current.*|"
        "Innodb_have_.*|Innodb_num_open_files|Innodb_available_undo_logs|Innodb_undo_truncations|Slave_.*|Rpl_.*|"
        "Ssl_.*|Tc_log_.*|Binlog_snapshot_.*|Innodb_buffer_pool_resize_.*|Innodb_onlineddl_.*|Innodb_encryption_.*)$"),
        QRegularExpression::CaseInsensitiveOption);
    return gauge.match(name).hasMatch();
}

QString ServerMetrics::unitOfStatus(const QString& name)
{
    static const QStringList bytes { QStringLiteral("Innodb_os_log_written"), QStringLiteral("Innodb_data_written"),
        QStringLiteral("Innodb_data_read") };
    return name.startsWith(QLatin1String("Bytes_")) || bytes.contains(name) ? QStringLiteral("B/tx")
                                                                            : QStringLiteral("1/tx");
}

StatusPerTransaction ServerMetrics::statusPerTransaction(
    const QJsonObject& environment, const std::vector<IntervalSample>& intervals, std::uint64_t transactions)
{
    StatusPerTransaction perTx;
    // Over the whole phase (warm-up and measured intervals): every transaction the status_delta counted.
    double phaseTx = 0;
    for (const IntervalSample& s : intervals) {
        if (s.group.isEmpty())
            phaseTx += double(s.transactions);
    }
    if (!(phaseTx > 0))
        phaseTx = double(transactions);
    const QJsonObject delta = environment.value(QStringLiteral("status_delta")).toObject();
    if (!delta.isEmpty() && phaseTx > 0) {
        for (auto it = delta.constBegin(); it != delta.constEnd(); ++it) {
            if (!isGauge(it.key()) && it.value().isDouble() && it.value().toDouble() >= 0)
                perTx.insert(it.key(), it.value().toDouble() / phaseTx);
        }
    }
    // Sampled per interval: the measured part only, where the reading came in.
    QHash<QString, double> counted;
    QHash<QString, double> tx;
    for (const IntervalSample& s : intervals) {
        if (s.warmup || !s.group.isEmpty() || s.intervalSec <= 0)
            continue;
        for (const ServerCounterValue& c : s.serverCounters) {
            if (isGauge(c.name))
                continue;
            counted[c.name] += c.value * s.intervalSec;
            tx[c.name] += double(s.transactions);
        }
    }
    for (auto it = counted.cbegin(); it != counted.cend(); ++it) {
        if (tx.value(it.key()) > 0)
            perTx.insert(it.key(), it.value() / tx.value(it.key()));
    }
    return perTx;
}

QStringList ServerMetrics::instrumentsToCheck()
{
    return { QStringLiteral("wait/io/file/innodb/innodb_log_file") };
}

QString ServerMetrics::missingInstrument(const QJsonObject& environment, const QString& event)
{
    // The run stored the server's file instruments: one it lacks is missing, whatever the version.
    const QJsonValue files = environment.value(QStringLiteral("server_waits")).toObject().value(QStringLiteral("file_instruments"));
    const bool listed = files.isArray() && !files.toArray().isEmpty();
    const QString version = environment.value(QStringLiteral("server")).toObject().value(QStringLiteral("version")).toString();
    const bool redoLog = event == QLatin1String("wait/io/file/innodb/innodb_log_file");
    if (listed && event.startsWith(QLatin1String("wait/io/file/")) && !files.toArray().contains(QJsonValue(event))) {
        return redoLog && version.contains(QLatin1String("MariaDB"), Qt::CaseInsensitive)
            ? QStringLiteral("mariadb_no_redo_log_instrument")
            : QStringLiteral("not_instrumented");
    }
    if (listed || !redoLog)
        return QString();
    if (!version.contains(QLatin1String("MariaDB"), Qt::CaseInsensitive))
        return QString();
    const QStringList parts = version.section(QLatin1Char('-'), 0, 0).split(QLatin1Char('.'));
    const int major = parts.value(0).toInt();
    const int minor = parts.value(1).toInt();
    return (major > 10 || (major == 10 && minor >= 8)) ? QStringLiteral("mariadb_no_redo_log_instrument") : QString();
}

QList<ServerMetric> ServerMetrics::perTransaction(
    const QJsonObject& environment, std::uint64_t transactions, const StatusPerTransaction& status)
{
    QList<ServerMetric> list;
    if (transactions == 0)
        return list;
    const double tx = double(transactions);
    const QJsonValue cpu = environment.value(QStringLiteral("server_cpu")).toObject().value(QStringLiteral("seconds"));
    if (cpu.isDouble() && cpu.toDouble() >= 0)
        list << ServerMetric { kCpu, QStringLiteral("cpu"), QString(), kMicros, cpu.toDouble() * 1e6 / tx };
    const QJsonObject waits = environment.value(QStringLiteral("server_waits")).toObject();
    if (waits.value(QStringLiteral("available")).toBool()) {
        const QJsonObject levels = waits.value(QStringLiteral("levels")).toObject();
        for (auto it = levels.constBegin(); it != levels.constEnd(); ++it)
            list << ServerMetric { kLevel + it.key(), QStringLiteral("wait_level"), it.key(), kMicros,
                it.value().toDouble() / tx };
        for (const QJsonValue& v : waits.value(QStringLiteral("waits")).toArray()) {
            const QJsonObject w = v.toObject();
            list << ServerMetric { kWait + w.value(QStringLiteral("event")).toString(), QStringLiteral("wait"),
                w.value(QStringLiteral("level")).toString(), kMicros, w.value(QStringLiteral("time_us")).toDouble() / tx };
        }
        if (waits.contains(QStringLiteral("file_io_us")))
            list << ServerMetric { kFile, QStringLiteral("io"), QStringLiteral("file"), kMicros,
                waits.value(QStringLiteral("file_io_us")).toDouble() / tx };
    }
    const QStringList sampled
        = environment.value(QStringLiteral("server_counters")).toObject().value(QStringLiteral("names")).toVariant().toStringList();
    for (auto it = status.cbegin(); it != status.cend(); ++it) {
        if (costCounters().contains(it.key()) || sampled.contains(it.key()))
            list << ServerMetric { kStatus + it.key(), QStringLiteral("status"), QString(), unitOfStatus(it.key()), it.value() };
    }
    const QJsonObject host = environment.value(QStringLiteral("server_host_counters")).toObject();
    for (const QString& name : { QStringLiteral("cswitch_per_tx"), QStringLiteral("migrations_per_tx") }) {
        if (const auto v = hostCounterMetric(host, name, transactions))
            list << ServerMetric { name, QStringLiteral("host"), QString(), QStringLiteral("1/tx"), *v };
    }
    list << RunCost::metrics(environment, transactions); // I/O, network, client CPU, memory and size
    return list;
}

std::optional<double> ServerMetrics::value(
    const QJsonObject& environment, std::uint64_t transactions, const QString& key, const StatusPerTransaction& status)
{
    if (key.startsWith(kStatus)) {
        const auto it = status.constFind(key.mid(kStatus.size()));
        return it == status.cend() ? std::nullopt : std::optional<double>(*it);
    }
    const QList<ServerMetric> all = perTransaction(environment, transactions);
    for (const ServerMetric& m : all) {
        if (m.key == key)
            return m.value;
    }
    if (transactions == 0 || !waitsUnavailableReason(environment).isEmpty())
        return std::nullopt;
    // A wait the profile holds no row for was not seen at all (the profile keeps every event with a count): 0 when
    // there is a profile, unless this server has no such instrument; a level with no event in the run took 0 too.
    if (key.startsWith(kWait))
        return missingInstrument(environment, key.mid(kWait.size())).isEmpty() ? std::optional<double>(0.0) : std::nullopt;
    if (key.startsWith(kLevel) && QStringList({ QStringLiteral("table"), QStringLiteral("synch"), QStringLiteral("file"),
                                                  QStringLiteral("socket") }).contains(key.mid(kLevel.size())))
        return 0.0;
    return std::nullopt;
}

bool ServerMetrics::isMetricName(const QString& key)
{
    return key == kCpu || key == kFile || (key.startsWith(kWait) && key.size() > kWait.size())
        || (key.startsWith(kLevel) && key.size() > kLevel.size())
        || (key.startsWith(kStatus) && key.size() > kStatus.size()) || RunCost::metricNames().contains(key);
}

QStringList ServerMetrics::metricForms()
{
    return QStringList { kCpu, kWait + QStringLiteral("EVENT"), kLevel + QStringLiteral("LEVEL"), kFile,
        kStatus + QStringLiteral("NAME") } + RunCost::metricNames();
}

QString ServerMetrics::waitsUnavailableReason(const QJsonObject& environment)
{
    if (!environment.contains(QStringLiteral("server_waits")))
        return QStringLiteral("not_recorded");
    const QJsonObject waits = environment.value(QStringLiteral("server_waits")).toObject();
    if (waits.value(QStringLiteral("available")).toBool())
        return QString();
    const QString reason = waits.value(QStringLiteral("reason")).toString();
    return reason.isEmpty() ? QStringLiteral("not_recorded") : reason;
}

} // namespace sb
