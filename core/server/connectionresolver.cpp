// SPDX-License-Identifier: GPL-3.0-or-later
#include "connectionresolver.h"

#include "serverprocess.h"
#include "common/optionproblem.h"
#include "optionfile.h"

#include <pwd.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>

namespace sb {

namespace {

    bool namesEndpoint(const QMap<QString, QString>& values)
    {
        return values.contains(QStringLiteral("host")) || values.contains(QStringLiteral("port"))
            || values.contains(QStringLiteral("socket"));
    }

    Result<int> seconds(const QString& key, const QString& text)
    {
        bool ok = false;
        const int v = text.trimmed().toInt(&ok);
        if (!ok || v < 0 || v > 86400)
            return Error { ErrorCode::OptionValueInvalid, QStringLiteral("--") + key, text, 0,
                qint64(OptionProblem::WholeSeconds), { QStringLiteral("86400") } };
        return v;
    }

    QString loginName()
    {
        const passwd* pw = ::getpwuid(::geteuid());
        return pw ? QString::fromLocal8Bit(pw->pw_name) : QString::fromLocal8Bit(qgetenv("USER"));
    }

    // The ssl-* keys of option files and requests, by name, to the profile's fields.
    QString* tlsField(ServerProfile* p, const QString& key)
    {
        if (key == QLatin1String("ssl-ca"))
            return &p->sslCa;
        if (key == QLatin1String("ssl-capath"))
            return &p->sslCapath;
        if (key == QLatin1String("ssl-cert"))
            return &p->sslCert;
        if (key == QLatin1String("ssl-key"))
            return &p->sslKey;
        if (key == QLatin1String("tls-version"))
            return &p->tlsVersion;
        return nullptr;
    }

    int* timeoutField(ServerProfile* p, const QString& key)
    {
        if (key == QLatin1String("connect-timeout"))
            return &p->connectTimeoutSec;
        if (key == QLatin1String("read-timeout"))
            return &p->readTimeoutSec;
        if (key == QLatin1String("write-timeout"))
            return &p->writeTimeoutSec;
        return nullptr;
    }

    // The mysql client's spellings of a TLS mode in option files: ssl-mode=, or MariaDB's ssl / skip-ssl and
    // ssl-verify-server-cert. Returns whether the file chose a mode.
    Result<bool> applyFileSslMode(const QMap<QString, QString>& files, ServerProfile* p)
    {
        bool chosen = false;
        const QString off = QStringLiteral("0");
        if (files.contains(QStringLiteral("ssl"))) {
            chosen = files.value(QStringLiteral("ssl")) == off
                || files.value(QStringLiteral("ssl")).toUpper() == QLatin1String("OFF");
            if (chosen)
                p->sslMode = SslMode::Disabled;
        }
        if (files.contains(QStringLiteral("ssl-verify-server-cert"))
            && files.value(QStringLiteral("ssl-verify-server-cert")) != off) {
            p->sslMode = SslMode::VerifyIdentity;
            chosen = true;
        }
        if (files.contains(QStringLiteral("ssl-mode"))) {
            auto mode = ServerProfile::parseSslMode(files.value(QStringLiteral("ssl-mode")));
            if (!mode)
                return mode.error();
            p->sslMode = *mode;
            chosen = true;
        }
        return chosen;
    }

} // namespace

Result<ResolvedServer> ConnectionResolver::resolve(const ConnectionRequest& request)
{
    Result<ResolvedServer> resolved = Error {};
    if (request.sandbox) {
        resolved = resolveSandbox(request, *request.sandbox);
    } else {
        bool named = request.host || request.port || request.socket;
        if (request.sandboxWhenUnnamed && !named && request.readOptionFiles) {
            const QStringList userFiles
                = request.optionFiles.isEmpty() ? QStringList { OptionFile::userFile() } : request.optionFiles;
            named = namesEndpoint(OptionFile::readGroups(userFiles, OptionFile::clientGroups()));
        }
        resolved = request.sandboxWhenUnnamed && !named ? resolveSandbox(request, SandboxServer(request.sandboxDir))
                                                        : resolveServer(request);
    }
    if (resolved && !resolved->profile.password.isEmpty())
        forbidCoreDumps();
    return resolved;
}

Result<ResolvedServer> ConnectionResolver::resolveSandbox(const ConnectionRequest& request, SandboxServer sandbox)
{
    // Say something only when the sandbox has to be started, not on every command that uses it. A plan's sandbox
    // goes through start() always: it restarts a running one whose program or options differ from the plan's.
    auto profile
        = sandbox.status().running && !request.sandbox ? sandbox.profile() : sandbox.start(request.sandboxProgress);
    if (!profile)
        return profile.error();
    ResolvedServer server;
    server.profile = *profile;
    if (!request.name.isEmpty())
        server.profile.name = request.name;
    server.sandbox = true;
    server.pid = pid_t(sandbox.status().pid);
    ConnectionRequest fields = request; // the sandbox owns where it listens; the rest may be chosen
    fields.host.reset();
    fields.port.reset();
    fields.socket.reset();
    if (Error e = applyExplicit(fields, &server.profile))
        return e;
    return server;
}

Result<ResolvedServer> ConnectionResolver::resolveServer(const ConnectionRequest& request)
{
    ResolvedServer server;
    ServerProfile& p = server.profile;
    p.name = request.name.isEmpty() ? QStringLiteral("server") : request.name;
    QMap<QString, QString> files;
    if (request.readOptionFiles) {
        const QStringList list = request.optionFiles.isEmpty() ? OptionFile::defaultFiles() : request.optionFiles;
        files = OptionFile::readGroups(list, OptionFile::clientGroups(), &server.ignoredOptionFiles);
    }
    if (Error e = applyFiles(files, &p))
        return e;
    if (qEnvironmentVariableIsSet("MYSQL_PWD"))
        p.password = QString::fromLocal8Bit(qgetenv("MYSQL_PWD"));
    if (Error e = applyExplicit(request, &p))
        return e;
    if (p.user.isEmpty())
        p.user = loginName(); // what the client library would send
    // A CA named without a mode means "verify against it", as the mysql client has it.
    const bool modeChosen = request.sslMode || files.contains(QStringLiteral("ssl-mode"))
        || files.contains(QStringLiteral("ssl-verify-server-cert"));
    if (!modeChosen && p.sslMode == SslMode::Preferred && (!p.sslCa.isEmpty() || !p.sslCapath.isEmpty()))
        p.sslMode = SslMode::VerifyCa;
    if (Error e = findPid(request, &server))
        return e;
    return server;
}

Error ConnectionResolver::applyFiles(const QMap<QString, QString>& files, ServerProfile* p)
{
    for (const char* key : { "host", "socket", "user", "password", "database" }) {
        const QString name = QLatin1String(key);
        if (!files.contains(name))
            continue;
        QString& field = name == QLatin1String("host") ? p->host
            : name == QLatin1String("socket")          ? p->socket
            : name == QLatin1String("user")            ? p->user
            : name == QLatin1String("password")        ? p->password
                                                       : p->database;
        field = files.value(name);
    }
    if (files.contains(QStringLiteral("port"))) {
        if (Error e = p->setHosts(p->host, files.value(QStringLiteral("port"))))
            return e;
    }
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        if (QString* field = tlsField(p, it.key()))
            *field = it.value();
        if (int* field = timeoutField(p, it.key())) {
            auto value = seconds(it.key(), it.value());
            if (!value)
                return value.error();
            *field = *value;
            if (field != &p->connectTimeoutSec)
                p->defaultIoTimeouts = false;
        }
    }
    auto mode = applyFileSslMode(files, p);
    return mode ? Error {} : mode.error();
}

Error ConnectionResolver::applyExplicit(const ConnectionRequest& r, ServerProfile* p)
{
    if (r.socket) {
        p->socket = *r.socket;
        if (!r.host)
            p->host.clear();
    }
    // --host=a,b,c with --port=N or --port=N1,N2,N3: the run's connections go round-robin over the hosts.
    if (r.host && r.host->isEmpty())
        p->host.clear(); // said to be empty: the local socket, whatever the option files say
    // A port alone means TCP on this machine, as with "mysql --port" and sysbench: every port of "N1,N2" too.
    if (r.port && !r.host && !r.socket && p->host.isEmpty())
        p->host = QStringLiteral("127.0.0.1");
    if (r.host || r.port) {
        if (Error e = p->setHosts(r.host.value_or(p->host), r.port.value_or(QString())))
            return e;
    }
    const std::pair<const std::optional<QString>&, QString*> texts[]
        = { { r.user, &p->user }, { r.password, &p->password }, { r.database, &p->database }, { r.sslCa, &p->sslCa },
              { r.sslCapath, &p->sslCapath }, { r.sslCert, &p->sslCert }, { r.sslKey, &p->sslKey },
              { r.tlsVersion, &p->tlsVersion } };
    for (const auto& [value, field] : texts) {
        if (value)
            *field = *value;
    }
    if (r.sslMode)
        p->sslMode = *r.sslMode;
    const std::pair<const std::optional<int>&, int*> numbers[] = { { r.connectTimeoutSec, &p->connectTimeoutSec },
        { r.readTimeoutSec, &p->readTimeoutSec }, { r.writeTimeoutSec, &p->writeTimeoutSec } };
    for (const auto& [value, field] : numbers) {
        if (value)
            *field = *value;
    }
    if (r.readTimeoutSec || r.writeTimeoutSec)
        p->defaultIoTimeouts = false;
    return {};
}

// A local server named by pid or pid file: its threads can follow a run's server CPU set. The pid file is read
// now, since the server may have been restarted since the request was written.
Error ConnectionResolver::findPid(const ConnectionRequest& request, ResolvedServer* server)
{
    if (request.pid <= 0 && request.pidFile.isEmpty())
        return {};
    pid_t pid = pid_t(request.pid);
    if (!request.pidFile.isEmpty()) {
        auto read = ServerProcess::pidFromFile(request.pidFile);
        if (!read)
            return read.error();
        pid = *read;
    }
    if (Error e = ServerProcess::check(pid))
        return { e.code, QStringLiteral("server %1").arg(server->profile.name), e.detail };
    server->pid = pid;
    return {};
}

pid_t ConnectionResolver::sandboxPidFor(const ServerProfile& profile, const QString& sandboxDir)
{
    const SandboxStatus sandbox = SandboxServer(sandboxDir).status();
    if (!sandbox.running || profile.hostCount() > 1)
        return 0;
    const bool loopback = profile.host == QLatin1String("127.0.0.1") || profile.host == QLatin1String("localhost");
    const bool atSandbox
        = profile.usesSocket() ? profile.socket == sandbox.socket : profile.port == sandbox.port && loopback;
    return atSandbox ? pid_t(sandbox.pid) : 0;
}

void ConnectionResolver::forbidCoreDumps()
{
    const rlimit none { 0, 0 };
    ::setrlimit(RLIMIT_CORE, &none);
    ::prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
}

} // namespace sb
