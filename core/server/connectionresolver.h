// SPDX-License-Identifier: GPL-3.0-or-later
// The one place that decides which server a command, the Connection page or a plan talks to, with the mysql
// client's precedence: explicit fields, then MYSQL_PWD (the password only), then the option files ([client],
// [client-server], [client-mariadb], [scalebench]; system files, then ~/.my.cnf), then the local sandbox server,
// started when needed. It also finds the local server's pid for CPU binding when it is known.
#pragma once

#include "common/error.h"
#include "sandboxserver.h"
#include "serverprofile.h"

#include <QStringList>
#include <functional>
#include <optional>
#include <sys/types.h>

namespace sb {

// Where and how to connect, as given by a person: every field is optional and only what is set wins over the
// environment and the option files.
struct ConnectionRequest {
    QString name; // a label for reports; default "server" (or "sandbox")
    std::optional<QString> host; // "a,b,c": several SQL nodes, connections go round-robin
    std::optional<QString> port; // "N" or "N1,N2,..." (one per host, or several servers on one host)
    std::optional<QString> socket;
    std::optional<QString> user;
    std::optional<QString> password;
    std::optional<QString> database;
    std::optional<SslMode> sslMode;
    std::optional<QString> sslCa;
    std::optional<QString> sslCapath;
    std::optional<QString> sslCert;
    std::optional<QString> sslKey;
    std::optional<QString> tlsVersion;
    std::optional<int> connectTimeoutSec;
    std::optional<int> readTimeoutSec;
    std::optional<int> writeTimeoutSec;
    qint64 pid = 0; // the local server's process, for CPU binding (checked to be a MySQL server)
    QString pidFile; // or its pid file, read now

    // The sandbox to use: set for a plan's managed sandboxes; otherwise the user's default one (in sandboxDir) when
    // sandboxWhenUnnamed is set and neither this request nor ~/.my.cnf names a host, port or socket. (The system
    // files are not asked: distributions put their own server's socket there.)
    std::optional<SandboxServer> sandbox;
    bool sandboxWhenUnnamed = false;
    QString sandboxDir; // empty: the user's sandbox directory
    SandboxProgress sandboxProgress; // each step when the sandbox has to start

    // Option files to read; empty: OptionFile::defaultFiles(). readOptionFiles false reads none.
    QStringList optionFiles;
    bool readOptionFiles = true;
};

// Where a request points: the profile to connect with, and the local server process when it is known.
struct ResolvedServer {
    ServerProfile profile;
    pid_t pid = 0; // the sandbox's, or the one given by pid / pid_file; 0: unknown (a remote server)
    bool sandbox = false; // the profile is a sandbox's, started or found running by ScaleBench
    QStringList ignoredOptionFiles; // world-writable option files that were not read: worth a warning
};

class ConnectionResolver {
public:
    // Resolves a request; may start a sandbox (seconds), so not for the GUI thread when that can happen. Once a
    // password is held, the process stops writing core dumps (see forbidCoreDumps).
    static Result<ResolvedServer> resolve(const ConnectionRequest& request);
    // The pid of the running sandbox in `sandboxDir` when `profile` points at it (its socket or its loopback port),
    // else 0: for profiles typed into a form that name the sandbox without saying so.
    static pid_t sandboxPidFor(const ServerProfile& profile, const QString& sandboxDir);
    // No core file may carry a password: RLIMIT_CORE 0 and not dumpable. Idempotent; the process keeps it.
    static void forbidCoreDumps();

private:
    static Result<ResolvedServer> resolveSandbox(const ConnectionRequest& request, SandboxServer sandbox);
    static Result<ResolvedServer> resolveServer(const ConnectionRequest& request);
    static Error applyFiles(const QMap<QString, QString>& files, ServerProfile* p);
    static Error applyExplicit(const ConnectionRequest& request, ServerProfile* p);
    static Error findPid(const ConnectionRequest& request, ResolvedServer* server);
};

} // namespace sb
