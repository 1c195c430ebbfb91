// SPDX-License-Identifier: GPL-3.0-or-later
#include "planserver.h"

namespace sb {

static void putIfSet(QJsonObject& object, const QString& key, const QString& value)
{
    if (!value.isEmpty())
        object.insert(key, value);
}

QJsonObject PlanServer::toJson() const
{
    QJsonObject object { { QStringLiteral("name"), name } };
    putIfSet(object, QStringLiteral("host"), host);
    if (port > 0)
        object.insert(QStringLiteral("port"), port);
    putIfSet(object, QStringLiteral("socket"), socket);
    putIfSet(object, QStringLiteral("user"), user);
    putIfSet(object, QStringLiteral("database"), database);
    putIfSet(object, QStringLiteral("ssl_mode"), sslMode);
    return object;
}

PlanServer PlanServer::fromJson(const QJsonObject& object)
{
    PlanServer server;
    server.name = object.value(QStringLiteral("name")).toString();
    server.host = object.value(QStringLiteral("host")).toString();
    server.port = object.value(QStringLiteral("port")).toInt();
    server.socket = object.value(QStringLiteral("socket")).toString();
    server.user = object.value(QStringLiteral("user")).toString();
    server.database = object.value(QStringLiteral("database")).toString();
    server.sslMode = object.value(QStringLiteral("ssl_mode")).toString().toUpper();
    return server;
}

} // namespace sb
