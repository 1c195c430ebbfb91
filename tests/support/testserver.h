// SPDX-License-Identifier: GPL-3.0-or-later
// The suite's sandbox server (started by CTest's sandbox_start fixture through SandboxServer) and helpers.
#pragma once

#include "server/sandboxserver.h"
#include "server/serverprobe.h"
#include "server/session.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace sb::test {

inline QString sandboxDir()
{
    return qEnvironmentVariable("SCALEBENCH_TEST_SANDBOX");
}

// The benchmark user's profile on the suite's sandbox, using `database` (created when missing).
inline ServerProfile sandboxProfile(const QString& database)
{
    auto profile = SandboxServer(sandboxDir()).profile();
    if (!profile.ok())
        qFatal("the test sandbox is not running in %s", qPrintable(sandboxDir()));
    ServerProfile p = *profile;
    p.database.clear();
    Session s;
    if (Error e = s.connect(p))
        qFatal("cannot connect to the test sandbox: %s", qPrintable(e.detail));
    s.execute(QStringLiteral("CREATE DATABASE IF NOT EXISTS ") + database);
    p.database = database;
    return p;
}

// The command-line options that reach `profile` over its socket (the sandbox's): what every CLI test passes.
inline QStringList cliConnection(const ServerProfile& profile)
{
    return { QStringLiteral("--socket=") + profile.socket, QStringLiteral("--user=") + profile.user,
        QStringLiteral("--password=") + profile.password, QStringLiteral("--database=") + profile.database };
}

// The sandbox's root over its socket (the benchmark user may create accounts but not grant); the password is in the
// sandbox's state file.
inline ServerProfile sandboxAdminProfile()
{
    QFile state(sandboxDir() + QStringLiteral("/sandbox.json"));
    if (!state.open(QIODevice::ReadOnly))
        qFatal("the test sandbox has no state file in %s", qPrintable(sandboxDir()));
    const QJsonObject o = QJsonDocument::fromJson(state.readAll()).object();
    ServerProfile p;
    p.socket = o.value(QStringLiteral("socket")).toString();
    p.user = QStringLiteral("root");
    p.password = o.value(QStringLiteral("admin_password")).toString();
    p.sslMode = SslMode::Disabled;
    return p;
}

inline qint64 status(Session& s, const QString& name)
{
    auto v = s.scalar(QStringLiteral("SELECT VARIABLE_VALUE FROM information_schema.GLOBAL_STATUS WHERE VARIABLE_NAME='%1'")
                          .arg(name.toUpper()));
    return v.ok() ? v->toLongLong() : -1;
}

// Server status counters by name, and their differences: what a run really sent.
using Counts = QMap<QString, qint64>;

inline Counts counters(Session& s, const QStringList& names)
{
    Counts c;
    auto all = ServerProbe::globalStatus(s);
    for (const QString& name : names)
        c.insert(name, all.ok() ? all->value(name) : -1);
    return c;
}

inline Counts minus(const Counts& a, const Counts& b)
{
    Counts d;
    for (auto it = a.cbegin(); it != a.cend(); ++it)
        d.insert(it.key(), it.value() - b.value(it.key()));
    return d;
}

inline QString show(const Counts& c)
{
    QStringList parts;
    for (auto it = c.cbegin(); it != c.cend(); ++it)
        parts.append(QStringLiteral("%1=%2").arg(it.key()).arg(it.value()));
    return parts.join(QLatin1Char(' '));
}

// A TCP socket bound to a free loopback port (listening when asked: it accepts connections, never greets).
// Returns the descriptor; *port receives the port.
inline int loopbackSocket(bool listening, unsigned* port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a {};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof a;
    ::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a);
    if (listening)
        ::listen(fd, 4);
    ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len);
    *port = ntohs(a.sin_port);
    return fd;
}

struct CliResult {
    int exitCode = -1;
    QString out;
    QString err;
    qint64 elapsedMs = 0;
};

inline CliResult runCli(const QStringList& args, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment(),
    int timeoutMs = 120000)
{
    QProcess p;
    p.setProcessEnvironment(env);
    QElapsedTimer timer;
    timer.start();
    p.start(qEnvironmentVariable("SCALEBENCH_CLI"), args);
    p.closeWriteChannel();
    if (!p.waitForFinished(timeoutMs))
        p.kill();
    CliResult r;
    r.elapsedMs = timer.elapsed();
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

} // namespace sb::test
