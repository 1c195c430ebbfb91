// SPDX-License-Identifier: GPL-3.0-or-later
// Which process on this host is the MySQL-family server to bind: checked by its executable's exact name (mysqld,
// mariadbd, ndbd, ndbmtd), or found by the TCP port or Unix socket it listens on (/proc/net and the processes' file
// descriptors). Shared by the local path and scalebench-agent, so that both refuse the same processes.
#pragma once

#include "common/error.h"
#include "processidentity.h"

#include <sys/types.h>

namespace sb {

class ServerProcess {
public:
    // Ok when `pid` is a running MySQL or MariaDB server; BindingRefused saying what it is otherwise. `option` is the
    // context the error names (--server-pid).
    static Error check(pid_t pid, const QString& option = QStringLiteral("--server-pid"));
    // The server listening on this TCP port (IPv4 or IPv6) or Unix socket path; BindingRefused (NotFoundByAddress)
    // when none of the listeners is a server, or the socket is not held by a process we may read.
    static Result<ProcessIdentity> byPort(unsigned port);
    static Result<ProcessIdentity> bySocket(const QString& path);
    // A server's pid file (mysqld --pid-file): one positive integer.
    static Result<pid_t> pidFromFile(const QString& path);

private:
    static Result<ProcessIdentity> byInodes(const QList<quint64>& inodes, const QString& address);
};

} // namespace sb
