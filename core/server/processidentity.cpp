// SPDX-License-Identifier: GPL-3.0-or-later
#include "processidentity.h"

#include "common/procstat.h"

#include <QByteArray>
#include <QFile>
#include <QFileInfo>
#include <cerrno>
#include <climits>
#include <cstring>
#include <unistd.h>

namespace sb {

namespace {

    Error identityError(pid_t pid, const QString& detail, int error)
    {
        return { ErrorCode::FileError, QStringLiteral("/proc/%1").arg(pid), detail, 0, error };
    }

} // namespace

quint64 ProcessIdentity::startTimeOf(pid_t pid)
{
    if (pid <= 0)
        return 0;
    const auto stat = ProcStat::ofProcess(pid);
    return stat ? stat->startTime() : 0;
}

Result<ProcessIdentity> ProcessIdentity::of(pid_t pid)
{
    ProcessIdentity id;
    id.pid = pid;
    id.startTime = startTimeOf(pid);
    if (id.startTime == 0)
        return identityError(pid, QString::fromLocal8Bit(std::strerror(ESRCH)), ESRCH);
    char target[PATH_MAX];
    const QByteArray link = QByteArrayLiteral("/proc/") + QByteArray::number(pid) + QByteArrayLiteral("/exe");
    const ssize_t n = ::readlink(link.constData(), target, sizeof target - 1);
    if (n <= 0) {
        const int error = errno;
        return identityError(pid, QString::fromLocal8Bit(std::strerror(error)), error);
    }
    QString path = QString::fromLocal8Bit(target, n);
    const QString deleted = QStringLiteral(" (deleted)"); // the binary was replaced (upgraded) while running
    if (path.endsWith(deleted))
        path.chop(deleted.size());
    id.exeName = QFileInfo(path).fileName();
    return id;
}

bool ProcessIdentity::isAlive() const
{
    return startTime != 0 && startTimeOf(pid) == startTime;
}

} // namespace sb
