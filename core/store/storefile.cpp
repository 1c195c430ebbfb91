// SPDX-License-Identifier: GPL-3.0-or-later
#include "storefile.h"

#include "common/fileproblem.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSysInfo>
#include <limits>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#include <unistd.h>
#endif

namespace sb {

Error StoreFile::checkBeforeOpen(const QString& path)
{
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath()))
        return Error { ErrorCode::FileUnusable, info.absolutePath(), {}, 0, qint64(FileProblem::NotCreated) };
    if (!info.exists() || info.size() == 0)
        return {};
    return checkHeader(path);
}

Error StoreFile::checkHeader(const QString& path)
{
    if (QFileInfo(path).size() == 0)
        return {};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error { ErrorCode::FileError, path, file.errorString() };
    static const QByteArray magic("SQLite format 3\0", 16);
    if (file.read(magic.size()) != magic)
        return Error { ErrorCode::FileContentInvalid, path, {}, 0, qint64(FileProblem::NotSqlite) };
    return {};
}

bool StoreFile::processAlive(qint64 pid)
{
#ifdef Q_OS_UNIX
    if (pid <= 0 || pid > std::numeric_limits<pid_t>::max())
        return false;
    // EPERM: the process exists but belongs to someone else.
    return ::kill(pid_t(pid), 0) == 0 || errno == EPERM;
#else
    Q_UNUSED(pid);
    return true; // no cheap check: never declare another platform's writer dead
#endif
}

qint64 StoreFile::currentPid()
{
    return QCoreApplication::applicationPid();
}

QString StoreFile::hostName()
{
    return QSysInfo::machineHostName();
}

} // namespace sb
