// SPDX-License-Identifier: GPL-3.0-or-later
// A server profile as a plan names it: where to connect, never with what password (that comes from the
// environment or an option file when the run starts). The name "sandbox" means the built-in sandbox server.
#pragma once

#include <QJsonObject>
#include <QString>

namespace sb {

struct PlanServer {
    QString name;
    QString host;
    int port = 0; // 0 = client library default
    QString socket;
    QString user;
    QString database;
    QString sslMode; // DISABLED, PREFERRED, REQUIRED, VERIFY_CA, VERIFY_IDENTITY; empty = client default

    static QString sandboxName() { return QStringLiteral("sandbox"); }
    bool isSandbox() const { return name == sandboxName(); }

    QJsonObject toJson() const; // never has a password: there is no field for one
    static PlanServer fromJson(const QJsonObject& object); // ignores a "password" field

    friend bool operator==(const PlanServer&, const PlanServer&) = default;
};

} // namespace sb
