// SPDX-License-Identifier: GPL-3.0-or-later
#include "machineload.h"

#include "common/procstat.h"

#include <QDateTime>
#include <QFile>
#include <QJsonValue>
#include <QList>
#include <algorithm>
#include <unistd.h>

namespace sb {

namespace {

    QByteArray readAll(const char* path)
    {
        QFile f(QString::fromLatin1(path));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    double ticksPerSecond()
    {
        const long hz = sysconf(_SC_CLK_TCK);
        return hz > 0 ? double(hz) : 100.0;
    }

} // namespace

MachineLoad::CpuTicks MachineLoad::parseCpuLine(const QByteArray& statText)
{
    CpuTicks t;
    for (const QByteArray& line : statText.split('\n')) {
        if (!line.startsWith("cpu "))
            continue;
        const QList<QByteArray> f = line.simplified().split(' ');
        if (f.size() < 5)
            return t;
        auto at = [&f](int i) { return i < f.size() ? f.at(i).toULongLong() : 0ULL; };
        // user nice system idle iowait irq softirq steal (guest time is already in user)
        t.busy = at(1) + at(2) + at(3) + at(6) + at(7);
        t.idle = at(4) + at(5);
        t.steal = at(8);
        t.valid = true;
        return t;
    }
    return t;
}

MachineLoad::CpuTicks MachineLoad::readCpuTicks()
{
    return parseCpuLine(readAll("/proc/stat"));
}

std::optional<double> MachineLoad::readLoadAverage()
{
    const QByteArray text = readAll("/proc/loadavg");
    bool ok = false;
    const double v = text.split(' ').value(0).toDouble(&ok);
    return ok ? std::optional<double>(v) : std::nullopt;
}

double MachineLoad::processSeconds(pid_t pid)
{
    const auto stat = ProcStat::ofProcess(pid);
    return stat ? double(stat->cpuTicks()) / ticksPerSecond() : -1;
}

void MachineLoad::begin(pid_t serverPid)
{
    m_valid = false;
    m_serverPid = serverPid;
    m_start = readCpuTicks();
    m_selfStart = processSeconds(getpid());
    m_serverStart = serverPid > 0 ? processSeconds(serverPid) : -1;
    m_serverLast = m_serverStart;
    m_serverBefore = 0;
    m_restarts = 0;
    m_startMs = QDateTime::currentMSecsSinceEpoch();
}

void MachineLoad::checkpoint()
{
    if (m_serverPid > 0) {
        const double now = processSeconds(m_serverPid);
        if (now >= 0)
            m_serverLast = now;
    }
}

void MachineLoad::followServer(pid_t pid)
{
    if (m_serverPid <= 0 || pid <= 0)
        return; // no local server counted
    if (m_serverStart >= 0 && m_serverLast >= m_serverStart)
        m_serverBefore += m_serverLast - m_serverStart;
    m_serverPid = pid;
    m_serverStart = processSeconds(pid);
    m_serverLast = m_serverStart;
    ++m_restarts;
}

void MachineLoad::end()
{
    m_end = readCpuTicks();
    m_wallSeconds = (QDateTime::currentMSecsSinceEpoch() - m_startMs) / 1000.0;
    const double self = processSeconds(getpid());
    m_selfSeconds = self >= m_selfStart && m_selfStart >= 0 ? self - m_selfStart : 0;
    const double server = m_serverPid > 0 ? processSeconds(m_serverPid) : -1;
    m_serverSeconds = m_serverBefore + (m_serverStart >= 0 && server >= m_serverStart ? server - m_serverStart : 0);
    m_loadAverage = readLoadAverage().value_or(-1);
    m_cpus = int(std::max(1L, sysconf(_SC_NPROCESSORS_ONLN)));
    m_valid = m_start.valid && m_end.valid && m_end.busy >= m_start.busy && m_wallSeconds > 0;
}

QJsonObject MachineLoad::toJson() const
{
    if (!m_valid)
        return {};
    const double hz = ticksPerSecond();
    const double busy = double(m_end.busy - m_start.busy) / hz;
    const double steal = double(m_end.steal >= m_start.steal ? m_end.steal - m_start.steal : 0) / hz;
    // Tick counts and the processes' own clocks differ by a tick or two: never below 0.
    const double other = std::max(0.0, busy - m_selfSeconds - m_serverSeconds);
    QJsonObject o { { QStringLiteral("cpus"), m_cpus }, { QStringLiteral("seconds"), m_wallSeconds },
        { QStringLiteral("other_cpus"), other / m_wallSeconds }, { QStringLiteral("steal_cpus"), steal / m_wallSeconds },
        { QStringLiteral("this_process_cpus"), m_selfSeconds / m_wallSeconds },
        { QStringLiteral("source"), QStringLiteral("proc") } };
    if (m_serverPid > 0)
        o.insert(QStringLiteral("server_cpus"), m_serverSeconds / m_wallSeconds);
    if (m_restarts > 0)
        o.insert(QStringLiteral("server_restarts"), m_restarts); // server_cpus: every process of the server's
    if (m_loadAverage >= 0)
        o.insert(QStringLiteral("load_average"), m_loadAverage);
    return o;
}

std::optional<MachineLoad::Summary> MachineLoad::summarize(const QList<QJsonObject>& environments)
{
    Summary s;
    double sum = 0;
    for (const QJsonObject& env : environments) {
        const QJsonObject load = env.value(QStringLiteral("machine_load")).toObject();
        if (!load.contains(QStringLiteral("other_cpus")))
            continue;
        ++s.runs;
        const double other = load.value(QStringLiteral("other_cpus")).toDouble();
        sum += other;
        s.otherCpus = std::max(s.otherCpus, other);
        s.stealCpus = std::max(s.stealCpus, load.value(QStringLiteral("steal_cpus")).toDouble());
        s.loadAverage = std::max(s.loadAverage, load.value(QStringLiteral("load_average")).toDouble());
        s.cpus = std::max(s.cpus, load.value(QStringLiteral("cpus")).toInt());
    }
    if (s.runs == 0)
        return std::nullopt;
    s.meanOtherCpus = sum / s.runs;
    return s;
}

} // namespace sb
