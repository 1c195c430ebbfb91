// SPDX-License-Identifier: GPL-3.0-or-later
#include "serverprocess.h"

#include "common/bindingproblem.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <cerrno>
#include <unistd.h>

namespace sb {

namespace {

    Error refused(const QString& option, BindingProblem problem, QStringList args, const QString& detail = {})
    {
        return { ErrorCode::BindingRefused, option, detail, 0, qint64(problem), std::move(args) };
    }

    // Inodes of the sockets listening on `port` in /proc/net/tcp or tcp6 (state 0A: LISTEN).
    QList<quint64> listeningInodes(unsigned port)
    {
        QList<quint64> inodes;
        for (const char* table : { "/proc/net/tcp", "/proc/net/tcp6" }) {
            QFile file { QString::fromLatin1(table) };
            if (!file.open(QIODevice::ReadOnly))
                continue;
            file.readLine(); // the header
            for (QByteArray line = file.readLine(); !line.isEmpty(); line = file.readLine()) {
                const QList<QByteArray> f = line.simplified().split(' ');
                if (f.size() < 10 || f.at(3) != "0A")
                    continue;
                const QByteArray local = f.at(1);
                bool ok = false;
                if (local.mid(local.lastIndexOf(':') + 1).toUInt(&ok, 16) == port && ok)
                    inodes.append(f.at(9).toULongLong());
            }
        }
        return inodes;
    }

    QList<quint64> unixSocketInodes(const QString& path)
    {
        QList<quint64> inodes;
        QFile file(QStringLiteral("/proc/net/unix"));
        if (!file.open(QIODevice::ReadOnly))
            return inodes;
        file.readLine();
        for (QByteArray line = file.readLine(); !line.isEmpty(); line = file.readLine()) {
            const QList<QByteArray> f = line.simplified().split(' ');
            if (f.size() >= 8 && QFile::decodeName(f.at(7)) == path)
                inodes.append(f.at(6).toULongLong());
        }
        return inodes;
    }

} // namespace

// Binding some other process by mistake (a typo in --server-pid) would distort the machine silently. The name is the
// executable's, exactly: comm is truncated, settable by the process, and "mysqld" prefixes mysqld_safe (a shell
// script) and mysqld_exporter.
Error ServerProcess::check(pid_t pid, const QString& option)
{
    const auto identity = ProcessIdentity::of(pid);
    if (!identity && identity.error().value == ESRCH)
        return refused(option, BindingProblem::NoSuchProcess, { QString::number(pid) });
    if (!identity)
        return refused(option, BindingProblem::NotIdentified, { QString::number(pid) }, identity.error().detail);
    static const QStringList servers { QStringLiteral("mysqld"), QStringLiteral("mariadbd"), QStringLiteral("ndbd"),
        QStringLiteral("ndbmtd") };
    if (servers.contains(identity->exeName))
        return {};
    return refused(option, BindingProblem::NotAServer, { QString::number(pid), identity->exeName });
}

Result<ProcessIdentity> ServerProcess::byPort(unsigned port)
{
    return byInodes(listeningInodes(port), QString::number(port));
}

Result<ProcessIdentity> ServerProcess::bySocket(const QString& path)
{
    return byInodes(unixSocketInodes(path), path);
}

Result<ProcessIdentity> ServerProcess::byInodes(const QList<quint64>& inodes, const QString& address)
{
    const QString option = QStringLiteral("--server-host-ssh");
    if (inodes.isEmpty())
        return refused(option, BindingProblem::NotFoundByAddress, { address });
    QSet<QString> wanted;
    for (quint64 inode : inodes)
        wanted.insert(QStringLiteral("socket:[%1]").arg(inode));
    Error firstRefusal;
    const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString& name : pids) {
        bool numeric = false;
        const pid_t pid = pid_t(name.toInt(&numeric));
        if (!numeric || pid <= 0)
            continue;
        const QString fdDir = QStringLiteral("/proc/%1/fd").arg(pid);
        const QStringList fds = QDir(fdDir).entryList(QDir::Files | QDir::System | QDir::NoDotAndDotDot);
        bool holds = false;
        for (const QString& fd : fds) {
            char target[64];
            const QByteArray link = QFile::encodeName(fdDir + QLatin1Char('/') + fd);
            const ssize_t n = ::readlink(link.constData(), target, sizeof target - 1);
            if (n > 0 && wanted.contains(QString::fromLatin1(target, n))) {
                holds = true;
                break;
            }
        }
        if (!holds)
            continue;
        if (Error e = check(pid, option)) {
            if (!firstRefusal)
                firstRefusal = e;
            continue;
        }
        return ProcessIdentity::of(pid);
    }
    return firstRefusal ? firstRefusal : refused(option, BindingProblem::NotFoundByAddress, { address });
}

Result<pid_t> ServerProcess::pidFromFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        Error e;
        e.code = ErrorCode::FileError;
        e.context = path;
        e.detail = file.errorString();
        return e;
    }
    const QString text = QString::fromUtf8(file.read(64)).trimmed();
    bool ok = false;
    const int pid = text.toInt(&ok);
    if (!ok || pid <= 0) {
        Error e;
        e.code = ErrorCode::ParseError;
        e.context = path;
        e.detail = text; // the offending value: ErrorText says it cannot be read
        return e;
    }
    return pid_t(pid);
}

} // namespace sb
