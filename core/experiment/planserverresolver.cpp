// SPDX-License-Identifier: GPL-3.0-or-later
#include "planserverresolver.h"

#include "server/optionfile.h"
#include "server/sandboxserver.h"

namespace sb {

Result<ResolvedServer> PlanServerResolver::resolve(const PlanServer& server, const QString& sandboxDir)
{
    if (server.isManagedSandbox()) {
        SandboxServer sandbox = server.makeSandbox(sandboxDir);
        auto profile = sandbox.start();
        if (!profile)
            return profile.error();
        return ResolvedServer { *profile, pid_t(sandbox.status().pid) };
    }
    const QMap<QString, QString> files = OptionFile::readGroups(
        OptionFile::systemFiles() + QStringList { OptionFile::userFile() }, { QStringLiteral("client") });
    ServerProfile p;
    p.name = server.name;
    p.host = server.host;
    p.port = server.port > 0 ? unsigned(server.port) : 3306;
    if (Error e = p.setHosts(server.host, QString::number(p.port))) // "host": "sql1,sql2,sql3": round-robin
        return e;
    p.socket = server.socket;
    p.user = server.user.isEmpty() ? files.value(QStringLiteral("user")) : server.user;
    p.password = qEnvironmentVariableIsSet("MYSQL_PWD") ? qEnvironmentVariable("MYSQL_PWD")
                                                        : files.value(QStringLiteral("password"));
    if (!server.database.isEmpty())
        p.database = server.database;
    if (!server.sslMode.isEmpty()) {
        auto mode = ServerProfile::parseSslMode(server.sslMode);
        if (!mode)
            return mode.error();
        p.sslMode = *mode;
    }
    return ResolvedServer { p, 0 };
}

} // namespace sb
