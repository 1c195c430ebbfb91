// SPDX-License-Identifier: GPL-3.0-or-later
#include "runcost.h"

#include "hostcounters.h"

#include "common/procstat.h"
#include "server/session.h"

#include <QDateTime>
#include <QJsonArray>
#include <unistd.h>

namespace sb {

namespace {

    const QString kAvailable = QStringLiteral("available");
    const QString kReason = QStringLiteral("reason");

    double ownCpuSeconds()
    {
        const auto stat = ProcStat::ofProcess(::getpid());
        if (!stat || stat->lastField() < 15)
            return -1;
        return double(stat->cpuTicks()) / double(::sysconf(_SC_CLK_TCK));
    }

    QJsonObject unavailable(const QString& reason, const QString& detail = QString())
    {
        QJsonObject o { { kAvailable, false }, { kReason, reason } };
        if (!detail.isEmpty())
            o.insert(QStringLiteral("detail"), detail);
        return o;
    }

    std::uint64_t grew(std::uint64_t end, std::uint64_t start) { return end >= start ? end - start : 0; }

    QJsonObject failed(const QString& a, const QString& da, const QString& b, const QString& db)
    {
        return !a.isEmpty() ? unavailable(a, da) : unavailable(b, db);
    }

    struct Part {
        const char* record; // the part of run_cost
        const char* field; // its number
        double scale; // divides the number
        bool perTransaction; // else a size of the run
        const char* unit;
    };

    // Each metric: which part of the record holds it and how it is read.
    const QHash<QString, Part>& parts()
    {
        static const QHash<QString, Part> p {
            { QStringLiteral("client_cpu_us_per_tx"), { "client_cpu", "seconds", 1e-6, true, "µs/tx" } },
            { QStringLiteral("disk_reads_per_tx"), { "device_io", "reads", 1, true, "1/tx" } },
            { QStringLiteral("kb_read_per_tx"), { "server_io", "read_bytes", 1024, true, "KB/tx" } },
            { QStringLiteral("kb_written_per_tx"), { "server_io", "written_bytes", 1024, true, "KB/tx" } },
            { QStringLiteral("device_kb_read_per_tx"), { "device_io", "read_bytes", 1024, true, "KB/tx" } },
            { QStringLiteral("device_kb_written_per_tx"), { "device_io", "write_bytes", 1024, true, "KB/tx" } },
            { QStringLiteral("net_kb_in_per_tx"), { "network", "bytes_received", 1024, true, "KB/tx" } },
            { QStringLiteral("net_kb_out_per_tx"), { "network", "bytes_sent", 1024, true, "KB/tx" } },
            { QStringLiteral("peak_rss_mb"), { "memory", "peak_rss_kb", 1024, false, "MB" } },
            { QStringLiteral("db_size_start_mb"), { "database_size", "start_bytes", 1024.0 * 1024, false, "MB" } },
            { QStringLiteral("db_size_end_mb"), { "database_size", "end_bytes", 1024.0 * 1024, false, "MB" } },
        };
        return p;
    }

    QString switchesReason(const QJsonObject& environment)
    {
        const QString why = environment.value(QStringLiteral("server_host_counters"))
                                .toObject()
                                .value(QStringLiteral("not_available"))
                                .toObject()
                                .value(QStringLiteral("voluntary_switches"))
                                .toObject()
                                .value(kReason)
                                .toString();
        return why.isEmpty() ? QStringLiteral("not_measured") : why;
    }

} // namespace

RunCostSession::RunCostSession(pid_t serverPid, bool readHost, HostReader reader)
    : m_pid(serverPid)
    , m_readHost(readHost)
    , m_reader(reader ? std::move(reader) : HostReader(readHostIo))
{
}

void RunCostSession::unreadable(const QString& reason, const QString& detail)
{
    m_unreadable = reason;
    m_unreadableDetail = detail;
}

void RunCostSession::begin()
{
    m_begun = true;
    m_ended = false;
    m_startMs = QDateTime::currentMSecsSinceEpoch();
    m_clientCpuStart = ownCpuSeconds();
    m_restarts = 0;
    m_ioBefore = ProcessIoReading();
    m_peakBeforeKb = 0;
    if (m_pid <= 0 || !m_readHost || !m_unreadable.isEmpty())
        return;
    m_last = m_reader(m_pid);
    m_ioStart = m_last.io;
    m_deviceStart = m_last.device;
    m_memoryStart = m_last.memory;
}

void RunCostSession::end()
{
    if (!m_begun || m_ended)
        return;
    m_ended = true;
    m_seconds = double(QDateTime::currentMSecsSinceEpoch() - m_startMs) / 1000.0;
    const double cpu = ownCpuSeconds();
    m_clientCpuSeconds = m_clientCpuStart >= 0 && cpu >= m_clientCpuStart ? cpu - m_clientCpuStart : -1;
    if (m_pid <= 0 || !m_readHost || !m_unreadable.isEmpty())
        return;
    const HostIoReading now = m_reader(m_pid);
    m_ioEnd = now.io;
    m_deviceEnd = now.device;
    m_memoryEnd = now.memory;
}

void RunCostSession::checkpoint()
{
    if (m_begun && !m_ended && m_pid > 0 && m_readHost && m_unreadable.isEmpty())
        m_last = m_reader(m_pid);
}

void RunCostSession::followServer(pid_t pid)
{
    const bool measuring = m_begun && !m_ended && m_pid > 0 && m_readHost && m_unreadable.isEmpty();
    m_pid = pid;
    if (!measuring)
        return; // a warm-up's begin() (or none) reads the new process
    ++m_restarts;
    // The old process's part: from the measured part's start (or its own) to its last reading.
    if (m_ioBefore.ok() && m_ioStart.ok() && m_last.io.ok()) {
        m_ioBefore.readBytes += grew(m_last.io.readBytes, m_ioStart.readBytes);
        m_ioBefore.writeBytes += grew(m_last.io.writeBytes, m_ioStart.writeBytes);
        m_ioBefore.cancelledWriteBytes += grew(m_last.io.cancelledWriteBytes, m_ioStart.cancelledWriteBytes);
    } else if (m_ioBefore.ok()) {
        m_ioBefore.reason = m_ioStart.ok() ? m_last.io.reason : m_ioStart.reason;
    }
    if (m_last.memory.ok())
        m_peakBeforeKb = std::max(m_peakBeforeKb, m_last.memory.peakRssKb);
    m_last = m_reader(pid);
    m_ioStart = m_last.io;
    m_memoryStart = m_last.memory;
}

void RunCostSession::setDatabaseSize(const DatabaseSize& start, const DatabaseSize& end)
{
    m_sizeStart = start;
    m_sizeEnd = end;
    m_sizeRead = true;
}

void RunCostSession::setNetwork(const QJsonObject& statusDelta, std::uint64_t phaseTransactions)
{
    const QJsonValue in = statusDelta.value(QStringLiteral("Bytes_received"));
    const QJsonValue out = statusDelta.value(QStringLiteral("Bytes_sent"));
    if (!in.isDouble() || !out.isDouble() || phaseTransactions == 0) {
        m_network = unavailable(QStringLiteral("not_answering"));
        return;
    }
    m_network = QJsonObject { { QStringLiteral("source"), QStringLiteral("status_delta") },
        { QStringLiteral("window"), QStringLiteral("phase") }, { QStringLiteral("bytes_received"), in.toDouble() },
        { QStringLiteral("bytes_sent"), out.toDouble() },
        { QStringLiteral("transactions"), double(phaseTransactions) } };
}

// The server's own I/O over the measured part: after restarts, the earlier processes' up to their last readings
// plus the current one's since it was found.
QJsonObject RunCostSession::serverIoJson() const
{
    if (!(m_ioStart.ok() && m_ioEnd.ok()))
        return failed(m_ioStart.reason, m_ioStart.detail, m_ioEnd.reason, m_ioEnd.detail);
    if (!m_ioBefore.ok())
        return unavailable(QStringLiteral("server_restarted"), m_ioBefore.reason);
    const std::uint64_t written = m_ioBefore.writeBytes + grew(m_ioEnd.writeBytes, m_ioStart.writeBytes);
    const std::uint64_t cancelled
        = m_ioBefore.cancelledWriteBytes + grew(m_ioEnd.cancelledWriteBytes, m_ioStart.cancelledWriteBytes);
    QJsonObject io { { QStringLiteral("source"), QStringLiteral("proc_pid_io") },
        { QStringLiteral("read_bytes"), double(m_ioBefore.readBytes + grew(m_ioEnd.readBytes, m_ioStart.readBytes)) },
        { QStringLiteral("write_bytes"), double(written) }, { QStringLiteral("cancelled_write_bytes"), double(cancelled) },
        { QStringLiteral("written_bytes"), double(written >= cancelled ? written - cancelled : 0) } };
    if (m_restarts > 0) {
        io.insert(QStringLiteral("restarts"), m_restarts);
        // What the old process did after its last reading (at most an interval) went with it.
        io.insert(QStringLiteral("uncounted"), QStringLiteral("old_process_after_last_reading"));
    }
    return io;
}

QJsonObject RunCostSession::memoryJson() const
{
    if (!m_memoryEnd.ok())
        return unavailable(m_memoryEnd.reason, m_memoryEnd.detail);
    QJsonObject memory { { QStringLiteral("source"), QStringLiteral("proc_pid_status") },
        { QStringLiteral("peak_rss_kb"), double(std::max(m_peakBeforeKb, m_memoryEnd.peakRssKb)) },
        { QStringLiteral("rss_end_kb"), double(m_memoryEnd.rssKb) },
        { QStringLiteral("peak_since"), QStringLiteral("server_start") } };
    if (m_memoryStart.ok())
        memory.insert(QStringLiteral("rss_start_kb"), double(m_memoryStart.rssKb));
    if (m_restarts > 0)
        memory.insert(QStringLiteral("restarts"), m_restarts); // the peak of each process since its start
    return memory;
}

QJsonObject RunCostSession::toJson() const
{
    QJsonObject o { { QStringLiteral("window"), QStringLiteral("measured") },
        { QStringLiteral("seconds"), m_seconds } };
    o.insert(QStringLiteral("client_cpu"),
        !m_clientCpuReason.isEmpty() ? unavailable(m_clientCpuReason)
            : m_clientCpuSeconds >= 0
            ? QJsonObject { { QStringLiteral("seconds"), m_clientCpuSeconds },
                { QStringLiteral("source"), QStringLiteral("proc") } }
            : unavailable(m_ended ? QStringLiteral("not_supported") : QStringLiteral("not_measured")));
    const bool measured = m_begun && m_ended;
    const QString why = !m_readHost        ? QStringLiteral("turned_off")
        : !m_unreadable.isEmpty()          ? m_unreadable
        : m_pid <= 0                       ? QStringLiteral("remote")
        : !measured                        ? QStringLiteral("not_measured")
                                           : QString();
    if (!why.isEmpty()) {
        const QString detail = why == m_unreadable ? m_unreadableDetail : QString();
        o.insert(QStringLiteral("server_io"), unavailable(why, detail));
        o.insert(QStringLiteral("device_io"), unavailable(why, detail));
        o.insert(QStringLiteral("memory"), unavailable(why, detail));
    } else {
        o.insert(QStringLiteral("server_io"), serverIoJson());
        if (m_deviceStart.ok() && m_deviceEnd.ok() && m_deviceStart.device == m_deviceEnd.device) {
            o.insert(QStringLiteral("device_io"),
                QJsonObject { { QStringLiteral("source"), QStringLiteral("diskstats") },
                    { QStringLiteral("device"), m_deviceEnd.device }, { QStringLiteral("shared"), true },
                    { QStringLiteral("reads"), double(grew(m_deviceEnd.reads, m_deviceStart.reads)) },
                    { QStringLiteral("read_bytes"), double(grew(m_deviceEnd.readBytes, m_deviceStart.readBytes)) },
                    { QStringLiteral("writes"), double(grew(m_deviceEnd.writes, m_deviceStart.writes)) },
                    { QStringLiteral("write_bytes"),
                        double(grew(m_deviceEnd.writeBytes, m_deviceStart.writeBytes)) } });
        } else {
            o.insert(QStringLiteral("device_io"),
                failed(m_deviceStart.reason, m_deviceStart.detail, m_deviceEnd.reason, m_deviceEnd.detail));
        }
        o.insert(QStringLiteral("memory"), memoryJson());
    }
    if (!m_network.isEmpty())
        o.insert(QStringLiteral("network"), m_network);
    if (m_sizeRead && m_sizeStart.ok() && m_sizeEnd.ok())
        o.insert(QStringLiteral("database_size"),
            QJsonObject { { QStringLiteral("source"), QStringLiteral("information_schema") },
                { QStringLiteral("start_bytes"), double(m_sizeStart.bytes) },
                { QStringLiteral("end_bytes"), double(m_sizeEnd.bytes) },
                { QStringLiteral("tables"), m_sizeEnd.tables } });
    else if (m_sizeRead)
        o.insert(
            QStringLiteral("database_size"), unavailable(m_sizeStart.ok() ? m_sizeEnd.reason : m_sizeStart.reason));
    return o;
}

DatabaseSize RunCostSession::readDatabaseSize(Session& session, const QStringList& tables)
{
    DatabaseSize size;
    if (tables.isEmpty()) {
        size.reason = QStringLiteral("no_tables");
        return size;
    }
    QStringList quoted;
    for (const QString& t : tables)
        quoted << QLatin1Char('\'') + QString(t).replace(QLatin1Char('\''), QStringLiteral("''")) + QLatin1Char('\'');
    auto rows = session.query(QStringLiteral("SELECT COALESCE(SUM(DATA_LENGTH + INDEX_LENGTH), 0), COUNT(*) FROM "
                                             "information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND "
                                             "TABLE_NAME IN (%1)")
                                  .arg(quoted.join(QLatin1Char(','))));
    if (!rows || rows->isEmpty() || rows->constFirst().size() < 2) {
        size.reason = QStringLiteral("not_answering");
        return size;
    }
    size.bytes = rows->constFirst().at(0).toLongLong();
    size.tables = rows->constFirst().at(1).toInt();
    if (size.tables == 0)
        size.reason = QStringLiteral("no_tables");
    return size;
}

const QStringList& RunCost::metricNames()
{
    static const QStringList names { QStringLiteral("client_cpu_us_per_tx"), QStringLiteral("disk_reads_per_tx"),
        QStringLiteral("kb_read_per_tx"), QStringLiteral("kb_written_per_tx"), QStringLiteral("device_kb_read_per_tx"),
        QStringLiteral("device_kb_written_per_tx"), QStringLiteral("net_kb_in_per_tx"),
        QStringLiteral("net_kb_out_per_tx"), QStringLiteral("peak_rss_mb"), QStringLiteral("db_size_start_mb"),
        QStringLiteral("db_size_end_mb") };
    return names;
}

QList<ServerMetric> RunCost::metrics(const QJsonObject& environment, std::uint64_t transactions)
{
    QList<ServerMetric> list;
    const QJsonObject record = environment.value(kRecord).toObject();
    if (record.isEmpty() || transactions == 0)
        return list;
    for (const QString& key : metricNames()) {
        const Part& p = parts().value(key);
        const QJsonObject part = record.value(QLatin1String(p.record)).toObject();
        const QJsonValue v = part.value(QLatin1String(p.field));
        if (!v.isDouble() || part.value(kAvailable) == QJsonValue(false))
            continue;
        double n = v.toDouble() / p.scale;
        if (p.perTransaction) {
            // The network's counters cover the phase: its own transactions, warm-up included.
            const double tx = part.contains(QStringLiteral("transactions"))
                ? part.value(QStringLiteral("transactions")).toDouble()
                : double(transactions);
            if (!(tx > 0))
                continue;
            n /= tx;
        }
        list << ServerMetric { key, p.perTransaction ? QStringLiteral("cost") : QStringLiteral("size"), QString(),
            QString::fromUtf8(p.unit), n };
    }
    return list;
}

QString RunCost::unavailableReason(const QJsonObject& environment, const QString& key)
{
    if (!parts().contains(key))
        return QString();
    if (!environment.contains(kRecord))
        return QStringLiteral("not_recorded");
    const QJsonValue part = environment.value(kRecord).toObject().value(QLatin1String(parts().value(key).record));
    if (part.isUndefined())
        return QStringLiteral("not_recorded");
    if (part.toObject().value(kAvailable) == QJsonValue(false))
        return part.toObject().value(kReason).toString(QStringLiteral("not_recorded"));
    return QString();
}

QJsonObject RunCost::summaryJson(const QJsonObject& environment, std::uint64_t transactions)
{
    QJsonObject o;
    auto notAvailable = [](const QString& reason) {
        return QStringLiteral("not available (%1)")
            .arg(reason == QLatin1String("needs_agent_protocol_2") ? QStringLiteral("needs agent protocol 2") : reason);
    };
    // The server's CPU and context switches first: ServerMetrics' rows, the same numbers the report shows.
    const auto cpu = ServerMetrics::value(environment, transactions, QStringLiteral("cpu_us_per_tx"));
    const bool remote
        = environment.value(kRecord).toObject().value(QStringLiteral("server_io")).toObject().value(kReason)
        == QLatin1String("remote");
    o.insert(QStringLiteral("server_cpu_us_per_tx"),
        cpu ? QJsonValue(*cpu)
            : QJsonValue(notAvailable(remote ? QStringLiteral("remote") : QStringLiteral("not_measured"))));
    const auto switches = hostCounterMetric(environment.value(QStringLiteral("server_host_counters")).toObject(),
        QStringLiteral("cswitch_per_tx"), transactions);
    o.insert(QStringLiteral("cswitch_per_tx"),
        switches ? QJsonValue(*switches) : QJsonValue(notAvailable(switchesReason(environment))));
    const QList<ServerMetric> list = metrics(environment, transactions);
    for (const QString& key : metricNames()) {
        QJsonValue value = notAvailable(unavailableReason(environment, key));
        for (const ServerMetric& m : list) {
            if (m.key == key)
                value = m.value;
        }
        o.insert(key, value);
    }
    const QJsonObject record = environment.value(kRecord).toObject();
    const QJsonObject device = record.value(QStringLiteral("device_io")).toObject();
    // An MPI run's clients ran in several processes: their CPU is every rank's, added up (MpiLoad::addClientCpu).
    const int processes = record.value(QStringLiteral("client_cpu")).toObject().value(QStringLiteral("load_processes")).toInt(1);
    o.insert(QStringLiteral("sources"),
        QJsonObject { { QStringLiteral("kb_read_written"), QStringLiteral("the server's own /proc/PID/io") },
            { QStringLiteral("client_cpu"),
                processes > 1 ? QStringLiteral("every load process's CPU time (%1 MPI ranks), added up").arg(processes)
                              : QStringLiteral("the load process's CPU time (all its threads)") },
            { QStringLiteral("device"),
                device.contains(QStringLiteral("device"))
                    ? QStringLiteral("/proc/diskstats of %1: every process on that device")
                          .arg(device.value(QStringLiteral("device")).toString())
                    : QStringLiteral("none") },
            { QStringLiteral("network"),
                QStringLiteral("Bytes_received and Bytes_sent over the phase's transactions (warm-up included)") },
            { QStringLiteral("peak_rss"), QStringLiteral("VmHWM: the peak since the server started") },
            { QStringLiteral("db_size"),
                QStringLiteral("information_schema DATA_LENGTH + INDEX_LENGTH of the workload's tables") } });
    return o;
}

} // namespace sb
