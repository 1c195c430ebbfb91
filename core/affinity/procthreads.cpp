// SPDX-License-Identifier: GPL-3.0-or-later
#include "procthreads.h"

#include "common/procstat.h"

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
    const auto line = ProcStat::ofThread(pid, tid);
    if (!line || line->lastField() < 39)
        return false;
    stat.tid = tid;
    stat.cpuTicks = line->cpuTicks();
    stat.lastCpu = line->processor();
    return true;
}

} // namespace sb
