// SPDX-License-Identifier: GPL-3.0-or-later
// What a server is and how it is configured: version, flavour, the variables that matter for performance, and
// SHOW GLOBAL STATUS snapshots whose deltas check what a run really did.
#pragma once

#include "session.h"

#include <QJsonObject>
#include <QMap>
#include <QString>

namespace sb {

enum class ServerFlavour { Unknown, MariaDB, MySQL, Percona };

struct ServerInfo {
    QString version; // @@version, e.g. "10.11.6-MariaDB-0+deb12u1"
    QString versionComment; // @@version_comment
    ServerFlavour flavour = ServerFlavour::Unknown;
    QMap<QString, QString> variables; // the performance-relevant globals that this server has
    TlsInfo tls; // what the probing connection negotiated (the run's connections use the same profile)

    QString flavourName() const;
    QJsonObject toJson() const;
};

using StatusSnapshot = QMap<QString, qint64>;

class ServerProbe {
public:
    static Result<ServerInfo> probe(Session& session);
    static Result<StatusSnapshot> globalStatus(Session& session);
    // after - before for every counter present in both.
    static StatusSnapshot delta(const StatusSnapshot& before, const StatusSnapshot& after);
    // The variables that a configuration table in a report should show (buffer pool, logs, flushing, ...).
    static const QStringList& performanceVariables();
};

} // namespace sb
