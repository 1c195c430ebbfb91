// SPDX-License-Identifier: GPL-3.0-or-later
#include "planserver.h"

#include "server/sandboxserver.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <algorithm>

namespace sb {

static void putIfSet(QJsonObject& object, const QString& key, const QString& value)
{
    if (!value.isEmpty())
        object.insert(key, value);
}

QString PlanServer::sandboxDirectory(const QString& defaultSandboxDir) const
{
    const QString base = defaultSandboxDir.isEmpty() ? SandboxServer::defaultDirectory() : defaultSandboxDir;
    if (!sandbox || (sandbox->directory.isEmpty() && isSandbox()))
        return base;
    // A named sandbox lives beside the default one unless the plan says where; relative paths are taken from there.
    // The default is named after the server, made safe for a file name ("10.11 / big pool" -> "10.11---big-pool").
    const QString safeName
        = QString(name).replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")), QStringLiteral("-"));
    const QString dir = sandbox->directory.isEmpty() ? QStringLiteral("sandbox-") + safeName : sandbox->directory;
    return QDir::cleanPath(QDir(QFileInfo(base).absolutePath()).absoluteFilePath(dir));
}

SandboxServer PlanServer::makeSandbox(const QString& defaultSandboxDir) const
{
    SandboxServer server(sandboxDirectory(defaultSandboxDir));
    if (sandbox) {
        if (!sandbox->serverBinary.isEmpty())
            server.setServerBinary(sandbox->serverBinary);
        server.setOptions(sandbox->options);
    }
    return server;
}

QStringList PlanServer::textKeys()
{
    return { QStringLiteral("host"), QStringLiteral("socket"), QStringLiteral("user"), QStringLiteral("database"),
        QStringLiteral("ssl_mode"), QStringLiteral("ssl_ca"), QStringLiteral("ssl_capath"), QStringLiteral("ssl_cert"),
        QStringLiteral("ssl_key"), QStringLiteral("tls_version") };
}

QStringList PlanServer::timeoutKeys()
{
    return { QStringLiteral("read_timeout"), QStringLiteral("write_timeout") };
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
    putIfSet(object, QStringLiteral("ssl_ca"), sslCa);
    putIfSet(object, QStringLiteral("ssl_capath"), sslCapath);
    putIfSet(object, QStringLiteral("ssl_cert"), sslCert);
    putIfSet(object, QStringLiteral("ssl_key"), sslKey);
    putIfSet(object, QStringLiteral("tls_version"), tlsVersion);
    if (readTimeoutSec >= 0)
        object.insert(QStringLiteral("read_timeout"), readTimeoutSec);
    if (writeTimeoutSec >= 0)
        object.insert(QStringLiteral("write_timeout"), writeTimeoutSec);
    if (pid > 0)
        object.insert(QStringLiteral("pid"), pid);
    putIfSet(object, QStringLiteral("pid_file"), pidFile);
    const QJsonObject remote = ssh.toJson();
    for (auto it = remote.begin(); it != remote.end(); ++it)
        object.insert(it.key(), it.value());
    if (sandbox) {
        QJsonObject s;
        putIfSet(s, QStringLiteral("dir"), sandbox->directory);
        putIfSet(s, QStringLiteral("mysqld"), sandbox->serverBinary);
        QJsonObject options;
        for (const auto& [key, value] : sandbox->options)
            options.insert(key, value);
        if (!options.isEmpty())
            s.insert(QStringLiteral("options"), options);
        object.insert(QStringLiteral("sandbox"), s);
    }
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
    server.sslCa = object.value(QStringLiteral("ssl_ca")).toString();
    server.sslCapath = object.value(QStringLiteral("ssl_capath")).toString();
    server.sslCert = object.value(QStringLiteral("ssl_cert")).toString();
    server.sslKey = object.value(QStringLiteral("ssl_key")).toString();
    server.tlsVersion = object.value(QStringLiteral("tls_version")).toString();
    server.readTimeoutSec = object.value(QStringLiteral("read_timeout")).toInt(-1);
    server.writeTimeoutSec = object.value(QStringLiteral("write_timeout")).toInt(-1);
    server.pid = object.value(QStringLiteral("pid")).toInteger();
    server.pidFile = object.value(QStringLiteral("pid_file")).toString();
    server.ssh = SshTarget::fromJson(object);
    const QJsonValue sandbox = object.value(QStringLiteral("sandbox"));
    if (sandbox.isObject()) {
        const QJsonObject s = sandbox.toObject();
        PlanSandbox box;
        box.directory = s.value(QStringLiteral("dir")).toString();
        box.serverBinary = s.value(QStringLiteral("mysqld")).toString();
        const QJsonObject options = s.value(QStringLiteral("options")).toObject();
        // QJsonObject sorts its keys; the plan's order does not matter to my.cnf as long as names are unique.
        for (auto it = options.constBegin(); it != options.constEnd(); ++it) {
            const QJsonValue v = it.value();
            const QString text = v.isDouble() ? QString::number(v.toDouble(), 'g', 17)
                : v.isBool()                  ? (v.toBool() ? QStringLiteral("ON") : QStringLiteral("OFF"))
                                              : v.toString();
            box.options.append({ it.key(), text });
        }
        // "performance_schema": true, the switch of `sandbox start --performance-schema`: its settings, unless the
        // plan's options set them already.
        if (s.value(QStringLiteral("performance_schema")).toBool()) {
            for (const SandboxOption& o : SandboxServer::performanceSchemaOptions()) {
                const bool given = std::any_of(box.options.cbegin(), box.options.cend(),
                    [&](const SandboxOption& b) { return b.first == o.first; });
                if (!given)
                    box.options.append(o);
            }
        }
        server.sandbox = box;
    }
    return server;
}

} // namespace sb
