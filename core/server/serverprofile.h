// SPDX-License-Identifier: GPL-3.0-or-later
// Where and how to connect to a MySQL-protocol server. Holds a password in memory only; never persisted.
#pragma once

#include "common/error.h"

#include <QString>

namespace sb {

enum class SslMode { Disabled, Preferred, Required, VerifyCa, VerifyIdentity };

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

    bool usesSocket() const { return host.isEmpty() || (host == QLatin1String("localhost") && !socket.isEmpty()); }
    // "host:port" or the socket path, for messages and reports.
    QString endpoint() const;

    static Result<SslMode> parseSslMode(const QString& text);
    static QString sslModeName(SslMode mode);
};

} // namespace sb
