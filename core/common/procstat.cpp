// SPDX-License-Identifier: GPL-3.0-or-later
#include "procstat.h"

#include <QFile>

namespace sb {

namespace {

std::optional<ProcStat> readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return ProcStat::parse(file.readAll());
}

} // namespace

std::optional<ProcStat> ProcStat::ofProcess(pid_t pid)
{
    if (pid <= 0)
        return std::nullopt;
    return readFile(QStringLiteral("/proc/%1/stat").arg(pid));
}

std::optional<ProcStat> ProcStat::ofThread(pid_t pid, pid_t tid)
{
    if (pid <= 0 || tid <= 0)
        return std::nullopt;
    return readFile(QStringLiteral("/proc/%1/task/%2/stat").arg(pid).arg(tid));
}

std::optional<ProcStat> ProcStat::parse(const QByteArray& line)
{
    const qsizetype close = line.lastIndexOf(')');
    if (close < 0)
        return std::nullopt;
    ProcStat s;
    const QByteArray rest = line.mid(close + 1).simplified();
    if (!rest.isEmpty())
        s.m_fields = rest.split(' ');
    return s;
}

char ProcStat::state() const
{
    const QByteArray f = field(3);
    return f.isEmpty() ? '\0' : f.at(0);
}

unsigned long long ProcStat::cpuTicks() const
{
    return field(14).toULongLong() + field(15).toULongLong();
}

unsigned long long ProcStat::startTime() const
{
    return field(22).toULongLong();
}

int ProcStat::processor() const
{
    bool ok = false;
    const int cpu = field(39).toInt(&ok);
    return ok ? cpu : -1;
}

} // namespace sb
