// SPDX-License-Identifier: GPL-3.0-or-later
// Which server a command talks to: the mysql client's option names (and sysbench's --mysql-* aliases), MYSQL_PWD,
// the [client] group of the option files, and the local sandbox server when nothing names a server.
#pragma once

#include "commandline.h"
#include "common/error.h"
#include "server/serverprofile.h"

#include <QSet>

namespace sb::cli {

struct Connection {
    ServerProfile profile;
    bool sandbox = false;
    qint64 sandboxPid = 0; // the sandbox server's process, for CPU binding
};

class ConnectionOptions {
public:
    // Option names that take their value as the next argument too.
    static QSet<QString> spacedNames();
    // Every option name this class consumes (so that commands can check for unknown options before connecting).
    static bool isConnectionOption(const QString& name);
    // Consumes the connection options of `cl`; starts the sandbox when it is the target and not running.
    static Result<Connection> resolve(CommandLine& cl);
    static const char* help();
};

} // namespace sb::cli
