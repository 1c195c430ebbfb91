// SPDX-License-Identifier: GPL-3.0-or-later
// A server profile as a plan names it: where to connect, never with what password (that comes from the
// environment or an option file when the run starts). The name "sandbox" means the built-in sandbox server; a
// "sandbox" object makes a named sandbox of its own (its directory, server program and my.cnf options), so that two
// versions or two configurations can be compared on one machine. A local server may name its pid or pid file so
// that runs can bind its threads to the plan's server CPU sets.
#pragma once

#include "server/sandboxserver.h"
#include "server/sshtarget.h"

#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <optional>

namespace sb {

struct PlanSandbox {
    QString directory; // empty: next to the default sandbox, named after the server
    QString serverBinary; // empty: mariadbd or mysqld found on PATH
    QList<QPair<QString, QString>> options; // extra [mysqld] settings, in the plan's order

    friend bool operator==(const PlanSandbox&, const PlanSandbox&) = default;
};

struct PlanServer {
    QString name;
    QString host;
    int port = 0; // 0 = client library default
    QString socket;
    QString user;
    QString database;
    QString sslMode; // DISABLED, PREFERRED, REQUIRED, VERIFY_CA, VERIFY_IDENTITY; empty = client default
    QString sslCa; // TLS files and protocols, as the mysql client's --ssl-ca ... --tls-version
    QString sslCapath;
    QString sslCert;
    QString sslKey;
    QString tlsVersion;
    int readTimeoutSec = -1; // -1: the default (ServerProfile::kDefaultIoTimeoutSec); 0: no limit
    int writeTimeoutSec = -1;
    qint64 pid = 0; // a local server's process, for CPU binding (0: none given)
    QString pidFile; // or its pid file, read when each run starts
    std::optional<PlanSandbox> sandbox;
    // "ssh": "user@db1[:port]" (with "agent_path", "ssh_options", "ssh_config"): the server's host, reached through
    // scalebench-agent there for binding and sampling its threads; "pid" is then a pid on that host.
    SshTarget ssh;

    static QString sandboxName() { return QStringLiteral("sandbox"); }
    bool isSandbox() const { return name == sandboxName(); }
    // ScaleBench starts this server itself: the default sandbox or a named one.
    bool isManagedSandbox() const { return isSandbox() || sandbox.has_value(); }
    // The directory of a managed sandbox; defaultSandboxDir is the one "sandbox" uses (empty: the user's).
    QString sandboxDirectory(const QString& defaultSandboxDir) const;
    // The SandboxServer to start for a managed sandbox, with its program and options when the plan gives them.
    SandboxServer makeSandbox(const QString& defaultSandboxDir) const;

    // The text fields of a server object ("host", "ssl_ca", ...) and the number fields ("read_timeout", ...).
    static QStringList textKeys();
    static QStringList timeoutKeys();

    QJsonObject toJson() const; // never has a password: there is no field for one
    static PlanServer fromJson(const QJsonObject& object); // ignores a "password" field

    friend bool operator==(const PlanServer&, const PlanServer&) = default;
};

} // namespace sb
