// SPDX-License-Identifier: GPL-3.0-or-later
#include "planserverreader.h"

#include "server/serverprocess.h"
#include "server/sandboxserver.h"
#include "server/sshtarget.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace sb {

PlanServerReader::PlanServerReader(QList<PlanIssue>& issues)
    : m_issues(issues)
    , m_fields(issues)
{
}

QList<PlanServer> PlanServerReader::read(const QJsonValue& value, const QString& path)
{
    QList<PlanServer> servers;
    if (value.isUndefined()) {
        m_fields.add(path, PlanIssue::Kind::Missing, PlanIssue::Reason::Required);
        return servers;
    }
    if (!value.isArray() || value.toArray().isEmpty()) {
        m_fields.add(path, PlanIssue::Kind::WrongType, PlanIssue::Reason::ServerList);
        return servers;
    }
    const QJsonArray array = value.toArray();
    QStringList names;
    for (qsizetype i = 0; i < array.size(); ++i) {
        servers.append(readServer(array.at(i), PlanFields::element(path, i)));
        names.append(servers.last().name);
    }
    m_fields.checkUniqueLabels(names, path, QStringLiteral("name"));
    return servers;
}

PlanServer PlanServerReader::readServer(const QJsonValue& value, const QString& path)
{
    if (value.isString()) {
        if (value.toString() != PlanServer::sandboxName())
            m_fields.add(path, PlanIssue::Kind::Invalid, PlanIssue::Reason::PlainServerName);
        PlanServer server;
        server.name = value.toString();
        return server;
    }
    if (!value.isObject()) {
        m_fields.add(path, PlanIssue::Kind::WrongType, PlanIssue::Reason::ServerShape);
        return {};
    }
    const QJsonObject object = value.toObject();
    m_fields.readText(object, QStringLiteral("name"), path, true);
    for (const QString& key : PlanServer::textKeys())
        m_fields.readText(object, key, path, false);
    const QString ssh = m_fields.readText(object, QStringLiteral("ssh"), path, false);
    if (!ssh.isEmpty() && !SshTarget::parse(ssh)) // fromJson would leave a bad target unset: a local server
        m_fields.add(PlanFields::member(path, QStringLiteral("ssh")), PlanIssue::Kind::Invalid,
            PlanIssue::Reason::SshTarget, { ssh });
    for (const char* key : { "agent_path", "ssh_config" })
        m_fields.readText(object, QLatin1String(key), path, false);
    const PlanServer server = PlanServer::fromJson(object);
    for (const QString& key : PlanServer::timeoutKeys()) {
        const QJsonValue v = object.value(key);
        if (!v.isUndefined()
            && (!v.isDouble() || v.toDouble() < 0 || v.toDouble() > 86400 || v.toDouble() != v.toInt()))
            m_fields.add(PlanFields::member(path, key), PlanIssue::Kind::Invalid, PlanIssue::Reason::TimeoutSeconds);
    }
    const QJsonValue port = object.value(QStringLiteral("port"));
    if (!port.isUndefined()
        && (!port.isDouble() || server.port < 1 || server.port > 65535 || port.toDouble() != server.port))
        m_fields.add(
            PlanFields::member(path, QStringLiteral("port")), PlanIssue::Kind::Invalid, PlanIssue::Reason::Port);
    static const QStringList sslModes { QStringLiteral("DISABLED"), QStringLiteral("PREFERRED"),
        QStringLiteral("REQUIRED"), QStringLiteral("VERIFY_CA"), QStringLiteral("VERIFY_IDENTITY") };
    if (!server.sslMode.isEmpty() && !sslModes.contains(server.sslMode))
        m_fields.add(PlanFields::member(path, QStringLiteral("ssl_mode")), PlanIssue::Kind::Invalid,
            PlanIssue::Reason::SslMode, { sslModes.join(QStringLiteral(", ")) });
    if (object.contains(QStringLiteral("sandbox")))
        readSandbox(object, path);
    readLocalPid(object, server, path);
    QStringList known = PlanServer::textKeys() + PlanServer::timeoutKeys();
    known << QStringLiteral("name") << QStringLiteral("port") << QStringLiteral("pid") << QStringLiteral("pid_file")
          << QStringLiteral("sandbox") << QStringLiteral("ssh") << QStringLiteral("agent_path")
          << QStringLiteral("ssh_options") << QStringLiteral("ssh_config");
    m_fields.checkUnknownFields(object, known, path);
    return server;
}

void PlanServerReader::readSandbox(const QJsonObject& server, const QString& serverPath)
{
    const QString path = PlanFields::member(serverPath, QStringLiteral("sandbox"));
    const QJsonValue value = server.value(QStringLiteral("sandbox"));
    if (!value.isObject())
        return m_fields.add(path, PlanIssue::Kind::WrongType, PlanIssue::Reason::SandboxShape);
    for (const char* key : { "host", "port", "socket", "user", "database", "ssl_mode", "pid", "pid_file" }) {
        if (server.contains(QLatin1String(key)))
            m_fields.add(PlanFields::member(serverPath, QLatin1String(key)), PlanIssue::Kind::Conflict,
                PlanIssue::Reason::SandboxOwnsConnection);
    }
    const QJsonObject sandbox = value.toObject();
    m_fields.readText(sandbox, QStringLiteral("dir"), path, false);
    const QString binary = m_fields.readText(sandbox, QStringLiteral("mysqld"), path, false);
    if (!binary.isEmpty() && !(QFileInfo(binary).isFile() && QFileInfo(binary).isExecutable()))
        m_fields.add(PlanFields::member(path, QStringLiteral("mysqld")), PlanIssue::Kind::Invalid,
            PlanIssue::Reason::NotExecutable, { binary });
    const QJsonValue options = sandbox.value(QStringLiteral("options"));
    const QString optionsPath = PlanFields::member(path, QStringLiteral("options"));
    if (!options.isUndefined() && !options.isObject())
        m_fields.add(optionsPath, PlanIssue::Kind::WrongType, PlanIssue::Reason::ServerOptionsShape);
    const QJsonObject settings = options.toObject();
    for (auto it = settings.constBegin(); it != settings.constEnd(); ++it) {
        const QString at = PlanFields::member(optionsPath, it.key());
        if (!it.value().isString() && !it.value().isDouble() && !it.value().isBool()) {
            m_fields.add(at, PlanIssue::Kind::WrongType, PlanIssue::Reason::ScalarValue);
            continue;
        }
        if (Error e = SandboxServer::checkOption(it.key(), it.value().toVariant().toString()))
            m_fields.reject(at, e);
    }
    const QJsonValue perfSchema = sandbox.value(QStringLiteral("performance_schema"));
    if (!perfSchema.isUndefined() && !perfSchema.isBool())
        m_fields.add(PlanFields::member(path, QStringLiteral("performance_schema")), PlanIssue::Kind::WrongType,
            PlanIssue::Reason::ScalarValue);
    m_fields.checkUnknownFields(sandbox,
        { QStringLiteral("dir"), QStringLiteral("mysqld"), QStringLiteral("options"), QStringLiteral("performance_schema") },
        path);
}

// A local server named by pid or pid file must be there and be a MySQL server now: binding some other process's
// threads by mistake would distort the machine silently.
void PlanServerReader::readLocalPid(const QJsonObject& object, const PlanServer& server, const QString& path)
{
    const QJsonValue pid = object.value(QStringLiteral("pid"));
    const QJsonValue pidFile = object.value(QStringLiteral("pid_file"));
    if (!pid.isUndefined() && !pidFile.isUndefined())
        return m_fields.add(PlanFields::member(path, QStringLiteral("pid_file")), PlanIssue::Kind::Conflict,
            PlanIssue::Reason::PidAndPidFile);
    if (!pid.isUndefined() && (!pid.isDouble() || server.pid <= 0 || pid.toDouble() != double(server.pid)))
        return m_fields.add(
            PlanFields::member(path, QStringLiteral("pid")), PlanIssue::Kind::Invalid, PlanIssue::Reason::PidNumber);
    if (!pidFile.isUndefined() && (!pidFile.isString() || server.pidFile.isEmpty()))
        return m_fields.add(PlanFields::member(path, QStringLiteral("pid_file")), PlanIssue::Kind::WrongType,
            PlanIssue::Reason::PidFilePath);
    if (server.pid <= 0 && server.pidFile.isEmpty())
        return;
    const QString at = PlanFields::member(path, server.pid > 0 ? QStringLiteral("pid") : QStringLiteral("pid_file"));
    pid_t process = pid_t(server.pid);
    if (!server.pidFile.isEmpty()) {
        auto read = ServerProcess::pidFromFile(server.pidFile);
        if (!read)
            return m_issues.append({ PlanIssue::Severity::Error,
                QFileInfo::exists(server.pidFile) ? PlanIssue::Kind::Invalid : PlanIssue::Kind::Missing, at,
                PlanIssue::Reason::PidFileUnreadable, { server.pidFile }, read.error() });
        process = *read;
    }
    if (server.ssh.isSet())
        return; // a pid on the server's host: its agent checks it when the run starts
    if (Error e = ServerProcess::check(process))
        m_fields.reject(at, e);
}

} // namespace sb
