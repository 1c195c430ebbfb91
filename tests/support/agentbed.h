// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers of the agent's ssh test bed (tst_agent): a free port, a program's success, a file's bytes, and the bed's
// server and ssh as this (outside) process sees them through /proc.
#pragma once

#include "support/timescale.h"

#include "affinity/cpuset.h"
#include "affinity/threadaffinity.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace sb::test::bed {

inline bool run(const QString& program, const QStringList& args)
{
    QProcess p;
    p.start(program, args);
    return p.waitForFinished(test::scaledMs(60000)) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

inline unsigned freePort()
{
    const int s = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a {};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ::bind(s, reinterpret_cast<sockaddr*>(&a), sizeof a);
    socklen_t len = sizeof a;
    ::getsockname(s, reinterpret_cast<sockaddr*>(&a), &len);
    ::close(s);
    return ntohs(a.sin_port);
}

inline QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The sandbox's server in `dir` as this process sees it: its pid here (0: none), found by its data directory.
inline pid_t serverPid(const QString& dir)
{
    const QByteArray encoded = QFile::encodeName(dir);
    for (const QString& name : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool ok = false;
        const pid_t pid = pid_t(name.toInt(&ok));
        if (!ok)
            continue;
        const QByteArray exe = QFile::symLinkTarget(QStringLiteral("/proc/%1/exe").arg(pid)).toUtf8();
        if ((exe.endsWith("/mariadbd") || exe.endsWith("/mysqld"))
            && readAll(QStringLiteral("/proc/%1/cmdline").arg(pid)).contains(encoded))
            return pid;
    }
    return 0;
}

// The union of a process's thread masks, read from the kernel.
inline QString masks(pid_t pid)
{
    CpuSet all;
    for (const QString& tid : QDir(QStringLiteral("/proc/%1/task").arg(pid)).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (auto cpus = threadCpus(pid_t(tid.toInt())))
            all = all | *cpus;
    }
    return all.toCpuList();
}

// The ssh this process started (a child named ssh), 0: none.
inline pid_t sshChild()
{
    for (const QString& name : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        const QList<QByteArray> f = readAll(QStringLiteral("/proc/%1/stat").arg(name)).split(' ');
        if (f.size() > 4 && f.at(1) == "(ssh)" && f.at(3).toInt() == ::getpid())
            return pid_t(name.toInt());
    }
    return 0;
}

// The "server host": the sandbox and sshd in a PID and mount namespace, until the test closes its stdin (sh -c
// SCRIPT CLI DIR). Its binding journals (/tmp/scalebench-UID) are its own, as on another host: a CLI started meanwhile
// on this side (any test's) took them for a dead binder's and removed them, naming the namespace's server pid.
inline QString serverHostScript()
{
    return QStringLiteral(
        "journals=/tmp/scalebench-$(id -u)\n"
        "mkdir -p -m 0700 \"$journals\" && mount -t tmpfs -o mode=0700 sb-journals \"$journals\" || exit 1\n"
        "\"$0\" sandbox start --dir \"$1/sandbox\" >\"$1/sandbox.log\" 2>&1 || exit 1\n"
        "/usr/sbin/sshd -D -e -f \"$1/sshd_config\" 2>\"$1/sshd.log\" &\n"
        "echo ready\n"
        "read line\n"
        "kill $!\n"
        "\"$0\" sandbox stop --dir \"$1/sandbox\" >>\"$1/sandbox.log\" 2>&1\n");
}

} // namespace sb::test::bed
