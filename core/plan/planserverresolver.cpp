// SPDX-License-Identifier: GPL-3.0-or-later
#include "planserverresolver.h"

namespace sb {

namespace {
    std::optional<QString> given(const QString& value)
    {
        return value.isEmpty() ? std::nullopt : std::optional<QString>(value);
    }
} // namespace

ConnectionRequest PlanServerResolver::request(const PlanServer& server, const QString& sandboxDir)
{
    ConnectionRequest r;
    r.name = server.name;
    r.sandboxDir = sandboxDir;
    if (server.isManagedSandbox()) {
        r.sandbox = server.makeSandbox(sandboxDir);
        return r;
    }
    r.host = given(server.host); // "sql1,sql2,sql3": round-robin
    if (server.port > 0)
        r.port = QString::number(server.port);
    r.socket = given(server.socket);
    r.user = given(server.user);
    r.database = given(server.database);
    r.sslCa = given(server.sslCa);
    r.sslCapath = given(server.sslCapath);
    r.sslCert = given(server.sslCert);
    r.sslKey = given(server.sslKey);
    r.tlsVersion = given(server.tlsVersion);
    if (server.readTimeoutSec >= 0)
        r.readTimeoutSec = server.readTimeoutSec;
    if (server.writeTimeoutSec >= 0)
        r.writeTimeoutSec = server.writeTimeoutSec;
    if (!server.ssh.isSet()) { // with "ssh" the pid is one on the server's host, not checked here
        r.pid = server.pid;
        r.pidFile = server.pidFile;
    }
    return r;
}

Result<ResolvedServer> PlanServerResolver::resolve(const PlanServer& server, const QString& sandboxDir)
{
    ConnectionRequest r = request(server, sandboxDir);
    if (!server.isManagedSandbox() && !server.sslMode.isEmpty()) {
        auto mode = ServerProfile::parseSslMode(server.sslMode);
        if (!mode)
            return mode.error();
        r.sslMode = *mode;
    }
    auto resolved = ConnectionResolver::resolve(r);
    if (resolved && server.ssh.isSet())
        resolved->pid = pid_t(server.pid); // found and checked there by the agent (0: by the port or socket)
    return resolved;
}

} // namespace sb
