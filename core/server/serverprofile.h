// SPDX-License-Identifier: GPL-3.0-or-later
// Where and how to connect to a MySQL-protocol server. Holds a password in memory only; never persisted.
#pragma once

#include "common/error.h"

#include <QList>
#include <QString>

namespace sb {

enum class SslMode { Disabled, Preferred, Required, VerifyCa, VerifyIdentity };

// One more SQL node of the same server (a cluster's SQL nodes, or replicas that hold the same tables).
struct ServerHost {
    QString host;
    unsigned port = 3306;
};

struct ServerProfile {
    QString name; // a label for reports ("sandbox", "prod-replica")
    QString host; // empty: the unix socket
    unsigned port = 3306;
    QString socket;
    QString user;
    QString password;
    QString database = QStringLiteral("sbtest");
    SslMode sslMode = SslMode::Preferred;
    QString sslCa;
    int connectTimeoutSec = 10;
    int readTimeoutSec = 0; // 0: the client library's default (no limit)
    // Further hosts: a run's connections go round-robin over host:port (connection 0) and these.
    QList<ServerHost> moreHosts;

    bool usesSocket() const { return host.isEmpty() || (host == QLatin1String("localhost") && !socket.isEmpty()); }
    // "host:port" or the socket path, for messages and reports.
    QString endpoint() const;
    int hostCount() const { return 1 + int(moreHosts.size()); }
    // This profile pointed at host `index` (modulo hostCount()), with no further hosts: what connection `index` uses.
    ServerProfile forHost(int index) const;
    // Every host's endpoint, in connection order.
    QStringList endpoints() const;
    // "a,b,c" with "p" or "p1,p2,p3" (or one host with several ports): sets host, port and moreHosts.
    Error setHosts(const QString& hosts, const QString& ports);
    // The host names in connection order, "a,b,c" (the form of setHosts() and of settings and plans).
    QString hostsText() const;

    static Result<SslMode> parseSslMode(const QString& text);
    static QString sslModeName(SslMode mode);
};

} // namespace sb
