// SPDX-License-Identifier: GPL-3.0-or-later
#include "connectionoptions.h"

#include "common/optionproblem.h"
#include "common/sandboxtext.h"
#include "console.h"

#include <QFile>
#include <cstdio>
#include <cstring>
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

Result<int> parseSeconds(const QString& name, const QString& text)
{
    bool ok = false;
    const int v = text.toInt(&ok);
    if (!ok || v < 0 || v > 86400)
        return Error { ErrorCode::OptionValueInvalid,
            QStringLiteral("--") + QString(name).replace(QLatin1Char('_'), QLatin1Char('-')), text, 0,
            qint64(OptionProblem::WholeSeconds), { QStringLiteral("86400") } };
    return v;
}

int g_argc = 0;
char** g_argv = nullptr;

bool isPasswordArgument(const char* arg)
{
    QString name = QString::fromLocal8Bit(arg);
    const qsizetype eq = name.indexOf(QLatin1Char('='));
    if (!name.startsWith(QLatin1String("--")) || eq < 0)
        return false;
    name = name.mid(2, eq - 2).replace(QLatin1Char('-'), QLatin1Char('_'));
    return name == QLatin1String("password") || name == QLatin1String("mysql_password");
}

void warnAboutPassword()
{
    err() << "scalebench-cli: warning: a password on the command line can be read by other users (ps, "
             "/proc/PID/cmdline) until it is hidden; use MYSQL_PWD, the [client] group of ~/.my.cnf, or --password "
             "without a value to be asked for it"
          << Qt::endl;
}

std::optional<QString> taken(CommandLine& cl, const char* name)
{
    if (!cl.has(QLatin1String(name)))
        return std::nullopt;
    return cl.take(QLatin1String(name));
}

Error takeTimeouts(CommandLine& cl, ConnectionRequest* r)
{
    const std::pair<const char*, std::optional<int>*> names[] = { { "connect_timeout", &r->connectTimeoutSec },
        { "read_timeout", &r->readTimeoutSec }, { "write_timeout", &r->writeTimeoutSec } };
    for (const auto& [name, field] : names) {
        if (!cl.has(QLatin1String(name)))
            continue;
        auto seconds = parseSeconds(QLatin1String(name), cl.take(QLatin1String(name)));
        if (!seconds)
            return seconds.error();
        *field = *seconds;
    }
    return {};
}

Error takeTls(CommandLine& cl, ConnectionRequest* r)
{
    if (cl.has(QStringLiteral("ssl_mode"))) {
        auto mode = ServerProfile::parseSslMode(cl.take(QStringLiteral("ssl_mode")));
        if (!mode)
            return mode.error();
        r->sslMode = *mode;
    }
    if (cl.has(QStringLiteral("mysql_ssl")))
        r->sslMode = cl.takeFlag(QStringLiteral("mysql_ssl")) ? SslMode::Required : SslMode::Disabled;
    r->sslCa = taken(cl, "ssl_ca");
    r->sslCapath = taken(cl, "ssl_capath");
    r->sslCert = taken(cl, "ssl_cert");
    r->sslKey = taken(cl, "ssl_key");
    r->tlsVersion = taken(cl, "tls_version");
    return {};
}

} // namespace

QSet<QString> ConnectionOptions::spacedNames()
{
    QSet<QString> names { QStringLiteral("host"), QStringLiteral("port"), QStringLiteral("socket"), QStringLiteral("user"),
        QStringLiteral("database"), QStringLiteral("ssl_mode"), QStringLiteral("ssl_ca"), QStringLiteral("ssl_capath"),
        QStringLiteral("ssl_cert"), QStringLiteral("ssl_key"), QStringLiteral("tls_version"),
        QStringLiteral("connect_timeout"), QStringLiteral("read_timeout"), QStringLiteral("write_timeout"),
        QStringLiteral("sandbox_dir") };
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
           "  --ssl-mode=DISABLED|PREFERRED|REQUIRED|VERIFY_CA|VERIFY_IDENTITY (default PREFERRED: TLS when the server\n"
           "  offers it; VERIFY_CA checks the server's certificate against --ssl-ca/--ssl-capath, VERIFY_IDENTITY also\n"
           "  its host name; a CA given without a mode means VERIFY_CA; unix sockets use no TLS)\n"
           "  --ssl-ca=FILE --ssl-capath=DIR --ssl-cert=FILE --ssl-key=FILE (client certificate) --tls-version=LIST\n"
           "  --connect-timeout=S (default 10) --read-timeout=S --write-timeout=S (default 60 each, 0 = no limit: a\n"
           "  statement waiting longer for the server fails, so a run never hangs on a server that stopped answering)\n"
           "  --sandbox-dir=DIR\n"
           "  sysbench's --mysql-host/--mysql-port/--mysql-socket/--mysql-user/--mysql-password/--mysql-db work too.\n"
           "  Several hosts (a cluster's SQL nodes): --host=a,b,c with one port or one per host, or --port=N1,N2 on\n"
           "  one host; the run's connections go round-robin over them and the summary counts per host.\n"
           "  Without --password: MYSQL_PWD, then the option files ([client], [client-server], [client-mariadb],\n"
           "  [scalebench] of /etc/my.cnf, /etc/mysql/my.cnf, ~/.my.cnf; world-writable files are ignored), whose\n"
           "  host/port/socket/user/database/ssl-* keys are read too. --password without a value asks for it;\n"
           "  --password=SECRET works but is hidden from ps as soon as it is read.\n";
}

void ConnectionOptions::setProcessArguments(int argc, char** argv)
{
    g_argc = argc;
    g_argv = argv;
}

int ConnectionOptions::scrubPasswordArguments()
{
    int count = 0;
    for (int i = 1; i < g_argc; ++i) {
        char* arg = g_argv[i];
        if (!arg || !isPasswordArgument(arg))
            continue;
        for (char* c = std::strchr(arg, '=') + 1; *c; ++c)
            *c = 'x';
        ++count;
    }
    return count;
}

Result<ConnectionRequest> ConnectionOptions::request(CommandLine& cl)
{
    for (auto it = aliases().cbegin(); it != aliases().cend(); ++it)
        cl.rename(it.key(), it.value());
    ConnectionRequest r;
    r.sandboxWhenUnnamed = true;
    r.sandboxDir = cl.take(QStringLiteral("sandbox_dir"));
    r.sandboxProgress = [](SandboxStep step, const QStringList& args) {
        err() << "sandbox: " << SandboxText::step(step, args) << Qt::endl;
    };
    r.host = taken(cl, "host");
    r.port = taken(cl, "port");
    r.socket = taken(cl, "socket");
    r.user = taken(cl, "user");
    r.database = taken(cl, "database");
    QString password;
    if (cl.takeBare(QStringLiteral("password"), &password)) {
        ConnectionResolver::forbidCoreDumps(); // from now on a core file would hold it
        if (password.isEmpty()) {
            auto typed = promptPassword();
            if (!typed)
                return typed.error();
            password = *typed;
        } else {
            scrubPasswordArguments();
            warnAboutPassword();
        }
        r.password = password;
    }
    if (Error e = takeTls(cl, &r))
        return e;
    if (Error e = takeTimeouts(cl, &r))
        return e;
    return r;
}

Result<Connection> ConnectionOptions::resolve(CommandLine& cl)
{
    auto r = request(cl);
    if (!r)
        return r.error();
    auto resolved = ConnectionResolver::resolve(*r);
    if (resolved) {
        for (const QString& file : resolved->ignoredOptionFiles)
            err() << "scalebench-cli: warning: the option file " << file
                  << " is ignored: everyone may write it (chmod o-w it), as the mysql client does" << Qt::endl;
    }
    return resolved;
}

} // namespace sb::cli
