// SPDX-License-Identifier: GPL-3.0-or-later
#include "procthreads.h"

#include <QDir>
#include <QFile>
#include <QList>
#include <algorithm>

namespace sb {

namespace {

    QString taskPath(pid_t pid)
    {
        return QStringLiteral("/proc/%1/task").arg(pid);
    }

} // namespace

std::vector<pid_t> procThreadIds(pid_t pid)
{
    std::vector<pid_t> tids;
    const QStringList entries = QDir(taskPath(pid)).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString& entry : entries) {
        bool ok = false;
        const int tid = entry.toInt(&ok);
        if (ok && tid > 0)
            tids.push_back(pid_t(tid));
    }
    std::sort(tids.begin(), tids.end());
    return tids;
}

QString procThreadName(pid_t pid, pid_t tid)
{
    QFile file(taskPath(pid) + QStringLiteral("/%1/comm").arg(tid));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).trimmed();
}

bool readProcThreadStat(pid_t pid, pid_t tid, ProcThreadStat& stat)
{
    QFile file(taskPath(pid) + QStringLiteral("/%1/stat").arg(tid));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray line = file.readAll();
    // The name in parentheses may hold spaces and ')', so fields are counted from the last ')'.
    const qsizetype close = line.lastIndexOf(')');
    if (close < 0)
        return false;
    const QList<QByteArray> fields = line.mid(close + 2).simplified().split(' ');
    // fields[0] is stat field 3 (state): utime is field 14, stime 15, processor 39.
    if (fields.size() < 37)
        return false;
    stat.tid = tid;
    stat.cpuTicks = fields[11].toULongLong() + fields[12].toULongLong();
    stat.lastCpu = fields[36].toInt();
    return true;
}

} // namespace sb
