// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostcounters.h"

#include "affinity/procthreads.h"
#include "perfaccess.h"

#include <QFile>
#include <QJsonArray>
#include <cerrno>
#include <cstring>
#include <linux/perf_event.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace sb {

namespace {

    QByteArray readFile(const QString& path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return file.readAll();
    }

    std::optional<std::uint64_t> fieldAfterColon(const QByteArray& text, const QByteArray& name)
    {
        for (const QByteArray& line : text.split('\n')) {
            const qsizetype colon = line.indexOf(':');
            if (colon <= 0 || line.left(colon).trimmed() != name)
                continue;
            bool ok = false;
            const std::uint64_t v = line.mid(colon + 1).trimmed().toULongLong(&ok);
            if (ok)
                return v;
        }
        return std::nullopt;
    }

    int perfEventOpen(perf_event_attr* attr, pid_t tid)
    {
        return int(::syscall(SYS_perf_event_open, attr, tid, -1, -1, PERF_FLAG_FD_CLOEXEC));
    }

    void describe(HostEvent event, perf_event_attr& attr)
    {
        attr.type = PERF_TYPE_HARDWARE;
        switch (event) {
        case HostEvent::Cycles:
            attr.config = PERF_COUNT_HW_CPU_CYCLES;
            break;
        case HostEvent::Instructions:
            attr.config = PERF_COUNT_HW_INSTRUCTIONS;
            break;
        case HostEvent::LlcMisses:
            attr.config = PERF_COUNT_HW_CACHE_MISSES;
            break;
        }
    }

    CounterUnavailable reasonOf(int error, pid_t pid)
    {
        const QString text = QString::fromLocal8Bit(std::strerror(error));
        switch (error) {
        case EACCES:
        case EPERM:
            // Another user's server needs CAP_PERFMON or CAP_SYS_PTRACE whatever the kernel's setting.
            if (const QString user = PerfAccess::otherUser(pid); !user.isEmpty() && !PerfAccess::mayTrace())
                return { QStringLiteral("other_user"), user };
            return { QStringLiteral("perf_event_paranoid"), QString::number(PerfAccess::paranoidLevel()) };
        case ESRCH:
            return { QStringLiteral("no_process"), text };
        case ENOENT:
        case EOPNOTSUPP:
        case ENODEV:
            return { QStringLiteral("no_pmu"), text };
        default:
            break;
        }
        return { QStringLiteral("unsupported"), text };
    }

    QString metricCounter(const QString& metric)
    {
        if (metric == QLatin1String("migrations_per_tx"))
            return QStringLiteral("proc_migrations");
        if (metric == QLatin1String("cycles_per_tx") || metric == QLatin1String("ipc"))
            return QStringLiteral("cycles");
        if (metric == QLatin1String("instructions_per_tx"))
            return QStringLiteral("instructions");
        if (metric == QLatin1String("llc_misses_per_tx"))
            return QStringLiteral("llc_misses");
        if (metric == QLatin1String("cswitch_per_tx"))
            return QStringLiteral("voluntary_switches");
        if (metric == QLatin1String("voluntary_cswitch_per_tx"))
            return QStringLiteral("voluntary_switches");
        if (metric == QLatin1String("involuntary_cswitch_per_tx"))
            return QStringLiteral("involuntary_switches");
        return {};
    }

} // namespace

bool parseProcStatusSwitches(const QByteArray& status, ProcThreadSwitches& out)
{
    const auto voluntary = fieldAfterColon(status, "voluntary_ctxt_switches");
    const auto involuntary = fieldAfterColon(status, "nonvoluntary_ctxt_switches");
    if (!voluntary || !involuntary)
        return false;
    out.voluntary = *voluntary;
    out.involuntary = *involuntary;
    return true;
}

std::optional<std::uint64_t> parseSchedMigrations(const QByteArray& sched)
{
    return fieldAfterColon(sched, "se.nr_migrations");
}

std::vector<ProcThreadSwitches> readProcThreadSwitches(pid_t pid)
{
    std::vector<ProcThreadSwitches> threads;
    for (pid_t tid : procThreadIds(pid)) {
        const QString dir = QStringLiteral("/proc/%1/task/%2/").arg(pid).arg(tid);
        ProcThreadSwitches t;
        t.tid = tid;
        if (!parseProcStatusSwitches(readFile(dir + QStringLiteral("status")), t))
            continue; // ended between the listing and the read
        t.migrations = parseSchedMigrations(readFile(dir + QStringLiteral("sched")));
        threads.push_back(t);
    }
    return threads;
}

QString hostEventName(HostEvent event)
{
    switch (event) {
    case HostEvent::Cycles:
        return QStringLiteral("cycles");
    case HostEvent::Instructions:
        return QStringLiteral("instructions");
    case HostEvent::LlcMisses:
        return QStringLiteral("llc_misses");
    }
    return {};
}

const std::vector<HostEvent>& hostEvents()
{
    static const std::vector<HostEvent> all { HostEvent::Cycles, HostEvent::Instructions, HostEvent::LlcMisses };
    return all;
}

PerfThreadCounters::~PerfThreadCounters()
{
    for (Event& e : m_events) {
        for (int fd : e.fds)
            ::close(fd);
    }
}

std::unique_ptr<PerfThreadCounters> PerfThreadCounters::open(pid_t pid, const std::vector<HostEvent>& events)
{
    std::unique_ptr<PerfThreadCounters> counters(new PerfThreadCounters);
    const std::vector<pid_t> tids = procThreadIds(pid);
    counters->m_threads = int(tids.size());
    for (HostEvent event : events) {
        Event e { event, {}, {} };
        if (tids.empty())
            e.unavailable = { QStringLiteral("no_process"), QString::number(pid) };
        for (pid_t tid : tids) {
            perf_event_attr attr;
            std::memset(&attr, 0, sizeof attr);
            attr.size = sizeof attr;
            describe(event, attr);
            attr.inherit = 1; // threads this one creates during the run count too
            attr.exclude_hv = 1;
            attr.read_format = PERF_FORMAT_TOTAL_TIME_ENABLED | PERF_FORMAT_TOTAL_TIME_RUNNING;
            const int fd = perfEventOpen(&attr, tid);
            if (fd >= 0) {
                e.fds.push_back(fd);
                continue;
            }
            const int error = errno;
            if (error == ESRCH)
                continue; // this thread ended meanwhile
            e.unavailable = reasonOf(error, pid);
            break; // the same answer for every thread
        }
        if (!e.unavailable.code.isEmpty()) {
            for (int fd : e.fds)
                ::close(fd);
            e.fds.clear();
        } else if (e.fds.empty()) {
            e.unavailable = { QStringLiteral("no_process"), QString::number(pid) };
        }
        counters->m_events.push_back(std::move(e));
    }
    return counters;
}

std::map<HostEvent, HostCounterValue> PerfThreadCounters::read() const
{
    std::map<HostEvent, HostCounterValue> values;
    for (const Event& e : m_events) {
        HostCounterValue v;
        if (!e.unavailable.code.isEmpty()) {
            v.unavailable = e.unavailable;
            values[e.event] = v;
            continue;
        }
        double total = 0;
        bool any = false;
        for (int fd : e.fds) {
            std::uint64_t data[3] = { 0, 0, 0 }; // value, time enabled, time running
            if (::read(fd, data, sizeof data) != ssize_t(sizeof data))
                continue;
            any = true;
            // Multiplexed hardware counters ran part of the time: scaled as perf stat does.
            total += (data[2] > 0 && data[2] < data[1]) ? double(data[0]) * double(data[1]) / double(data[2])
                                                         : double(data[0]);
        }
        if (any)
            v.value = total;
        else
            v.unavailable = { QStringLiteral("unsupported"), QStringLiteral("read") };
        values[e.event] = v;
    }
    return values;
}

HostCounterSession::HostCounterSession(pid_t pid)
    : m_pid(pid)
{
}

HostCounterSession::~HostCounterSession() = default;

HostCounterSession::Totals HostCounterSession::readTotals() const
{
    Totals t;
    for (const ProcThreadSwitches& s : readProcThreadSwitches(m_pid))
        t.threads[s.tid] = s;
    if (m_perf)
        t.perf = m_perf->read();
    return t;
}

void HostCounterSession::begin()
{
    if (!m_perf) // opened once, at the first begin(): later begins (warm-up intervals) only move the baseline
        m_perf = PerfThreadCounters::open(m_pid);
    m_start = readTotals();
    m_begun = true;
    m_result = QJsonObject();
}

void HostCounterSession::end()
{
    if (!m_begun)
        return;
    m_begun = false;
    const Totals end = readTotals();
    QJsonObject counters;
    QJsonObject missing;
    if (end.threads.empty()) {
        m_result = hostCountersUnavailable(QStringLiteral("no_process"));
        m_perf.reset();
        return;
    }
    // /proc: the threads alive at the end; one born during the measured part counts from 0.
    std::uint64_t voluntary = 0, involuntary = 0, migrations = 0;
    bool migrationsKnown = true;
    for (const auto& [tid, now] : end.threads) {
        const auto before = m_start.threads.find(tid);
        const ProcThreadSwitches zero;
        const ProcThreadSwitches& then = before != m_start.threads.end() ? before->second : zero;
        auto diff = [](std::uint64_t a, std::uint64_t b) { return a >= b ? a - b : a; }; // a reused tid: from 0
        voluntary += diff(now.voluntary, then.voluntary);
        involuntary += diff(now.involuntary, then.involuntary);
        if (now.migrations)
            migrations += diff(*now.migrations, then.migrations.value_or(0));
        else
            migrationsKnown = false;
    }
    counters.insert(QStringLiteral("voluntary_switches"), double(voluntary));
    counters.insert(QStringLiteral("involuntary_switches"), double(involuntary));
    if (migrationsKnown)
        counters.insert(QStringLiteral("proc_migrations"), double(migrations));
    else // /proc/PID/task/TID/sched needs a kernel built with CONFIG_SCHED_DEBUG
        missing.insert(QStringLiteral("proc_migrations"),
            QJsonObject { { QStringLiteral("reason"), QStringLiteral("unsupported") },
                { QStringLiteral("detail"), QStringLiteral("/proc/%1/task/*/sched").arg(m_pid) } });
    bool perfRead = false;
    for (HostEvent event : hostEvents()) {
        const QString name = hostEventName(event);
        const auto now = end.perf.find(event);
        const auto then = m_start.perf.find(event);
        if (now == end.perf.end() || then == m_start.perf.end()) {
            missing.insert(name, QJsonObject { { QStringLiteral("reason"), QStringLiteral("unsupported") } });
            continue;
        }
        if (!now->second.value || !then->second.value) {
            const CounterUnavailable& u = now->second.unavailable;
            missing.insert(name, QJsonObject { { QStringLiteral("reason"), u.code }, { QStringLiteral("detail"), u.detail } });
            continue;
        }
        counters.insert(name, std::max(0.0, *now->second.value - *then->second.value));
        perfRead = true;
    }
    m_result = QJsonObject { { QStringLiteral("source"), perfRead ? QStringLiteral("proc+perf_event") : QStringLiteral("proc") },
        { QStringLiteral("threads"), int(end.threads.size()) }, { QStringLiteral("counters"), counters } };
    if (!missing.isEmpty())
        m_result.insert(QStringLiteral("not_available"), missing);
    m_perf.reset();
}

QJsonObject hostCountersUnavailable(const QString& code, const QString& detail)
{
    QJsonObject why { { QStringLiteral("reason"), code } };
    if (!detail.isEmpty())
        why.insert(QStringLiteral("detail"), detail);
    QJsonObject missing;
    for (HostEvent event : hostEvents())
        missing.insert(hostEventName(event), why);
    for (const char* name : { "voluntary_switches", "involuntary_switches", "proc_migrations" })
        missing.insert(QLatin1String(name), why);
    return { { QStringLiteral("source"), QStringLiteral("none") }, { QStringLiteral("not_available"), missing } };
}

const QStringList& hostCounterMetricNames()
{
    static const QStringList names { QStringLiteral("cswitch_per_tx"), QStringLiteral("voluntary_cswitch_per_tx"),
        QStringLiteral("involuntary_cswitch_per_tx"), QStringLiteral("migrations_per_tx"), QStringLiteral("ipc"),
        QStringLiteral("cycles_per_tx"), QStringLiteral("instructions_per_tx"), QStringLiteral("llc_misses_per_tx") };
    return names;
}

std::optional<double> hostCounterMetric(const QJsonObject& record, const QString& name, std::uint64_t transactions)
{
    const QJsonObject c = record.value(QStringLiteral("counters")).toObject();
    auto get = [&c](const char* key) -> std::optional<double> {
        const QJsonValue v = c.value(QLatin1String(key));
        return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
    };
    if (name == QLatin1String("ipc")) {
        const auto cycles = get("cycles");
        const auto instructions = get("instructions");
        if (!cycles || !instructions || *cycles <= 0)
            return std::nullopt;
        return *instructions / *cycles;
    }
    if (transactions == 0)
        return std::nullopt;
    std::optional<double> total;
    if (name == QLatin1String("cswitch_per_tx")) {
        total = get("context_switches");
        if (!total) {
            const auto v = get("voluntary_switches");
            const auto i = get("involuntary_switches");
            if (v && i)
                total = *v + *i;
        }
    } else if (name == QLatin1String("migrations_per_tx")) {
        total = get("cpu_migrations");
        if (!total)
            total = get("proc_migrations");
    } else {
        const QString counter = metricCounter(name);
        if (counter.isEmpty())
            return std::nullopt;
        const QJsonValue v = c.value(counter);
        if (v.isDouble())
            total = v.toDouble();
    }
    if (!total)
        return std::nullopt;
    return *total / double(transactions);
}

QJsonObject hostCounterSummary(const QJsonObject& record, std::uint64_t transactions)
{
    if (record.isEmpty())
        return {};
    QJsonObject summary;
    QJsonObject missing;
    for (const QString& name : hostCounterMetricNames()) {
        if (const auto v = hostCounterMetric(record, name, transactions))
            summary.insert(name, *v);
        else {
            const QString reason = hostCounterReason(record, name);
            missing.insert(name, reason.isEmpty() ? QStringLiteral("no_transactions") : reason);
        }
    }
    if (!missing.isEmpty())
        summary.insert(QStringLiteral("not_available"), missing);
    return summary;
}

QString hostCounterReason(const QJsonObject& record, const QString& metricName)
{
    const QString counter = metricCounter(metricName);
    if (counter.isEmpty())
        return {};
    const QJsonObject counters = record.value(QStringLiteral("counters")).toObject();
    // Records stored before the software events were dropped may hold perf's count instead, or its reason.
    const QString perfCounter = metricName == QLatin1String("cswitch_per_tx") ? QStringLiteral("context_switches")
        : metricName == QLatin1String("migrations_per_tx")                    ? QStringLiteral("cpu_migrations")
                                                                              : QString();
    if (counters.contains(counter) || (!perfCounter.isEmpty() && counters.contains(perfCounter)))
        return {};
    const QJsonObject missing = record.value(QStringLiteral("not_available")).toObject();
    const QString reason = missing.value(counter).toObject().value(QStringLiteral("reason")).toString();
    if (!reason.isEmpty() || perfCounter.isEmpty())
        return reason;
    return missing.value(perfCounter).toObject().value(QStringLiteral("reason")).toString();
}

} // namespace sb
