// SPDX-License-Identifier: GPL-3.0-or-later
// The command-line face of the connection resolver: the mysql client's option names (and sysbench's --mysql-*
// aliases) become a ConnectionRequest; core/server/connectionresolver decides the rest (MYSQL_PWD, option files,
// the sandbox). A password typed on the command line is hidden from /proc/PID/cmdline once it is read.
#pragma once

#include "commandline.h"
#include "common/error.h"
#include "server/connectionresolver.h"

#include <QSet>

namespace sb::cli {

using Connection = ResolvedServer;

class ConnectionOptions {
public:
    // Option names that take their value as the next argument too.
    static QSet<QString> spacedNames();
    // Every option name this class consumes (so that commands can check for unknown options before connecting).
    static bool isConnectionOption(const QString& name);
    // Consumes the connection options of `cl` into a request (asks for the password when --password has no value).
    static Result<ConnectionRequest> request(CommandLine& cl);
    // request() and resolve; starts the sandbox when it is the target and not running.
    static Result<Connection> resolve(CommandLine& cl);
    static const char* help();

    // main() hands over its argv so that a password given as --password=SECRET can be overwritten in place, as the
    // mysql client does: other users see the command line in ps and /proc/PID/cmdline.
    static void setProcessArguments(int argc, char** argv);
    // Overwrites the value of every password argument; returns how many there were.
    static int scrubPasswordArguments();
};

} // namespace sb::cli
