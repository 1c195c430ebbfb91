// SPDX-License-Identifier: GPL-3.0-or-later
#include "connectionoptions.h"

#include "console.h"
#include "server/optionfile.h"
#include "server/sandboxserver.h"

#include <QFile>
#include <cstdio>
#include <termios.h>
#include <unistd.h>

namespace sb::cli {

namespace {

// sysbench's names for the same things.
const QMap<QString, QString>& aliases()
{
    static const QMap<QString, QString> map {
        { QStringLiteral("mysql_host"), QStringLiteral("host") },
        { QStringLiteral("mysql_port"), QStringLiteral("port") },
        { QStringLiteral("mysql_socket"), QStringLiteral("socket") },
        { QStringLiteral("mysql_user"), QStringLiteral("user") },
        { QStringLiteral("mysql_password"), QStringLiteral("password") },
        { QStringLiteral("mysql_db"), QStringLiteral("database") },
    };
    return map;
}

Result<QString> promptPassword()
{
    FILE* tty = std::fopen("/dev/tty", "r+");
    if (!tty)
        return Error { ErrorCode::InvalidOption, QStringLiteral("--password"),
            QStringLiteral("no terminal to ask on; give --password=SECRET or set MYSQL_PWD") };
    std::fputs("Enter password: ", tty);
    std::fflush(tty);
    termios old {};
    const int fd = fileno(tty);
    const bool isTty = tcgetattr(fd, &old) == 0;
    if (isTty) {
        termios quiet = old;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        tcsetattr(fd, TCSAFLUSH, &quiet);
    }
    char buffer[512] = {};
    const bool got = std::fgets(buffer, sizeof buffer, tty) != nullptr;
    if (isTty)
        tcsetattr(fd, TCSAFLUSH, &old);
    std::fputs("\n", tty);
    std::fclose(tty);
    QString password = got ? QString::fromLocal8Bit(buffer) : QString();
    while (password.endsWith(QLatin1Char('\n')) || password.endsWith(QLatin1Char('\r')))
        password.chop(1);
    return password;
}

Result<unsigned> parsePort(const QString& text)
{
    bool ok = false;
    const uint port = text.toUInt(&ok);
    if (!ok || port == 0 || port > 65535)
        return Error { ErrorCode::InvalidOption, QStringLiteral("--port"), text + QStringLiteral(": use 1 to 65535") };
    return unsigned(port);
}

Result<int> parseSeconds(const QString& name, const QString& text)
{
    bool ok = false;
    const int v = text.toInt(&ok);
    if (!ok || v < 0)
        return Error { ErrorCode::InvalidOption, QStringLiteral("--") + name, text + QStringLiteral(": whole seconds expected") };
    return v;
}

} // namespace

QSet<QString> ConnectionOptions::spacedNames()
{
    QSet<QString> names { QStringLiteral("host"), QStringLiteral("port"), QStringLiteral("socket"), QStringLiteral("user"),
        QStringLiteral("database"), QStringLiteral("ssl_mode"), QStringLiteral("ssl_ca"), QStringLiteral("connect_timeout"),
        QStringLiteral("read_timeout"), QStringLiteral("sandbox_dir") };
    for (const QString& a : aliases().keys()) {
        if (a != QLatin1String("mysql_password"))
            names.insert(a);
    }
    return names;
}

bool ConnectionOptions::isConnectionOption(const QString& name)
{
    return spacedNames().contains(name) || aliases().contains(name) || name == QLatin1String("password")
        || name == QLatin1String("mysql_ssl");
}

const char* ConnectionOptions::help()
{
    return "Connection (default: the local sandbox server, started when needed):\n"
           "  --host=HOST[,HOST...] --port=N[,N...] --socket=PATH --user=NAME --password[=SECRET] --database=NAME "
           "(default sbtest)\n"
           "  --ssl-mode=DISABLED|PREFERRED|REQUIRED|VERIFY_CA|VERIFY_IDENTITY --ssl-ca=FILE\n"
           "  --connect-timeout=S (default 10) --read-timeout=S --sandbox-dir=DIR\n"
           "  sysbench's --mysql-host/--mysql-port/--mysql-socket/--mysql-user/--mysql-password/--mysql-db work too.\n"
           "  Several hosts (a cluster's SQL nodes): --host=a,b,c with one port or one per host, or --port=N1,N2 on\n"
           "  one host; the run's connections go round-robin over them and the summary counts per host.\n"
           "  --password without a value asks for it; MYSQL_PWD and the [client] group of ~/.my.cnf are read.\n";
}

Result<Connection> ConnectionOptions::resolve(CommandLine& cl)
{
    for (auto it = aliases().cbegin(); it != aliases().cend(); ++it)
        cl.rename(it.key(), it.value());
    const QString sandboxDir = cl.take(QStringLiteral("sandbox_dir"));
    const bool namedOnCommandLine = cl.has(QStringLiteral("host")) || cl.has(QStringLiteral("port")) || cl.has(QStringLiteral("socket"));

    const QStringList groups { QStringLiteral("client"), QStringLiteral("client-server"), QStringLiteral("client-mariadb") };
    const QMap<QString, QString> user = OptionFile::readGroups({ OptionFile::userFile() }, groups);
    const bool namedInUserFile = user.contains(QStringLiteral("host")) || user.contains(QStringLiteral("port"))
        || user.contains(QStringLiteral("socket"));
    Connection c;
    c.sandbox = !namedOnCommandLine && !namedInUserFile;
    ServerProfile& p = c.profile;

    if (c.sandbox) {
        SandboxServer sandbox(sandboxDir);
        // Say something only when the sandbox has to be started, not on every command that uses it.
        auto profile = sandbox.status().running
            ? sandbox.profile()
            : sandbox.start([](const QString& line) { err() << "sandbox: " << line << Qt::endl; });
        if (!profile)
            return profile.error();
        p = *profile;
        c.sandboxPid = sandbox.status().pid;
    } else {
        // System files first, then the user's, each overriding the one before.
        QMap<QString, QString> files = OptionFile::readGroups(OptionFile::systemFiles(), groups);
        for (auto it = user.cbegin(); it != user.cend(); ++it)
            files.insert(it.key(), it.value());
        p.name = QStringLiteral("server");
        p.host = files.value(QStringLiteral("host"));
        p.socket = files.value(QStringLiteral("socket"));
        p.user = files.value(QStringLiteral("user"), QString::fromLocal8Bit(qgetenv("USER")));
        p.password = files.value(QStringLiteral("password"));
        if (files.contains(QStringLiteral("database")))
            p.database = files.value(QStringLiteral("database"));
        if (files.contains(QStringLiteral("port"))) {
            auto port = parsePort(files.value(QStringLiteral("port")));
            if (!port)
                return port.error();
            p.port = *port;
        }
        if (cl.has(QStringLiteral("port")) && !cl.has(QStringLiteral("host")) && !cl.has(QStringLiteral("socket")))
            p.host = QStringLiteral("127.0.0.1"); // a port alone means TCP on this machine, as with the mysql client
    }
    if (qEnvironmentVariableIsSet("MYSQL_PWD") && !c.sandbox)
        p.password = QString::fromLocal8Bit(qgetenv("MYSQL_PWD"));

    const QString hosts = cl.take(QStringLiteral("host"));
    if (cl.has(QStringLiteral("socket"))) {
        p.socket = cl.take(QStringLiteral("socket"));
        if (hosts.isEmpty())
            p.host.clear();
    }
    // --host=a,b,c with --port=N or --port=N1,N2,N3: the run's connections go round-robin over the hosts.
    if (Error e = p.setHosts(hosts, cl.take(QStringLiteral("port"))))
        return e;
    if (cl.has(QStringLiteral("user")))
        p.user = cl.take(QStringLiteral("user"));
    QString password;
    if (cl.takeBare(QStringLiteral("password"), &password)) {
        if (password.isEmpty()) {
            auto typed = promptPassword();
            if (!typed)
                return typed.error();
            password = *typed;
        }
        p.password = password;
    }
    if (cl.has(QStringLiteral("database")))
        p.database = cl.take(QStringLiteral("database"));
    if (cl.has(QStringLiteral("ssl_mode"))) {
        auto mode = ServerProfile::parseSslMode(cl.take(QStringLiteral("ssl_mode")));
        if (!mode)
            return mode.error();
        p.sslMode = *mode;
    }
    if (cl.has(QStringLiteral("mysql_ssl")))
        p.sslMode = cl.takeFlag(QStringLiteral("mysql_ssl")) ? SslMode::Required : SslMode::Disabled;
    if (cl.has(QStringLiteral("ssl_ca")))
        p.sslCa = cl.take(QStringLiteral("ssl_ca"));
    for (const char* name : { "connect_timeout", "read_timeout" }) {
        if (!cl.has(QLatin1String(name)))
            continue;
        auto seconds = parseSeconds(QLatin1String(name), cl.take(QLatin1String(name)));
        if (!seconds)
            return seconds.error();
        (qstrcmp(name, "connect_timeout") == 0 ? p.connectTimeoutSec : p.readTimeoutSec) = *seconds;
    }
    return c;
}

} // namespace sb::cli
