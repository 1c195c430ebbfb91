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
    // TLS as the mysql client means it: PREFERRED uses TLS when the server offers it, REQUIRED insists, VERIFY_CA
    // also checks the chain against sslCa/sslCapath, VERIFY_IDENTITY also the host name. A unix socket is private
    // already (servers count it as secure transport): TLS applies to TCP connections.
    SslMode sslMode = SslMode::Preferred;
    QString sslCa; // PEM file of the CA(s) that signed the server's certificate
    QString sslCapath; // or a directory of them (c_rehash'ed)
    QString sslCert; // client certificate (PEM), for accounts created REQUIRE X509/SUBJECT
    QString sslKey; // its private key
    QString tlsVersion; // permitted protocols, "TLSv1.2,TLSv1.3"; empty: the library's default
    // Every connection has read and write timeouts, so that a worker never waits in recv() forever for a server that
    // stopped answering. 60 s is far above any statement of the workloads during a run (the longest are prepare's
    // bulk inserts and index builds, which use longStatements()). 0 means no limit.
    static constexpr int kDefaultIoTimeoutSec = 60;
    int connectTimeoutSec = 10;
    int readTimeoutSec = kDefaultIoTimeoutSec;
    int writeTimeoutSec = kDefaultIoTimeoutSec;
    bool defaultIoTimeouts = true; // false once the user gave a read or write timeout (ConnectionResolver)
    // Further hosts: a run's connections go round-robin over host:port (connection 0) and these.
    QList<ServerHost> moreHosts;
    // Lets the server ask this connection for a LOAD DATA LOCAL INFILE stream. Only prepare's loaders set it, and they
    // install a handler that answers with generated rows, never with a file, whatever name the server sends.
    bool localInfile = false;

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

    // This profile for maintenance sessions whose statements may legitimately run long (loading data, building
    // indexes): read and write timeouts of an hour instead of a minute, so that they still end if the server hangs.
    ServerProfile longStatements() const;
    // For a run's client connections while the stall watchdog bounds them (it shuts down a connection that waits
    // too long, whatever the library does): without the default read/write timeouts, which cost a kernel timer for
    // every wait on the socket (about 4% of the client's CPU per query). A timeout the user gave is kept.
    ServerProfile watchedConnections() const;
    // TLS is asked for on this profile's connections (a TCP connection and a mode other than DISABLED).
    bool usesTls() const { return sslMode != SslMode::Disabled && !usesSocket(); }

    static Result<SslMode> parseSslMode(const QString& text);
    static QString sslModeName(SslMode mode);
};

} // namespace sb
