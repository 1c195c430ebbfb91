// SPDX-License-Identifier: GPL-3.0-or-later
#include "processidentity.h"

#include <QByteArray>
#include <QFile>
#include <QFileInfo>
#include <cerrno>
#include <climits>
#include <cstring>
#include <unistd.h>

namespace sb {

namespace {

    QByteArray statLine(pid_t pid)
    {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        return stat.open(QIODevice::ReadOnly) ? stat.readAll() : QByteArray();
    }

    Error identityError(pid_t pid, const QString& detail, int error)
    {
        return { ErrorCode::FileError, QStringLiteral("/proc/%1").arg(pid), detail, 0, error };
    }

} // namespace

quint64 ProcessIdentity::startTimeOf(pid_t pid)
{
    if (pid <= 0)
        return 0;
    const QByteArray line = statLine(pid);
    // The command name in parentheses may hold spaces and ')': fields are counted from the last ')'.
    const qsizetype close = line.lastIndexOf(')');
    if (close < 0)
        return 0;
    const QList<QByteArray> fields = line.mid(close + 2).split(' ');
    return fields.value(19).toULongLong(); // field 22; fields[0] is field 3
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
