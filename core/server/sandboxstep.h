// SPDX-License-Identifier: GPL-3.0-or-later
// What the sandbox server is doing (the progress of SandboxServer::start) or what it could not do (the value of an
// ErrorCode::SandboxFailed error, whose detail is the program's or the server log's own words). Its args are listed
// beside each step; ui/common/sandboxtext says it in words.
#pragma once

#include <QStringList>
#include <functional>

namespace sb {

enum class SandboxStep {
    // progress
    AlreadyRunning = 1, // args: the directory
    Restarting, // with the program and options asked for: args: the directory
    Initialising, // a new data directory: args: the data directory
    CreatingUser, // the benchmark database and user, without network until done: args: the user
    Starting, // args: the program, the port, the socket
    Ready,
    // failures
    NotRunning, // no sandbox server runs: args: the directory
    InstallerMissing, // a MariaDB server without mariadb-install-db beside it
    Initialise, // initialising the data directory failed
    Launch, // the program could not be started: args: the program
    Start, // the server ended while it started
    StartTimeout, // the server did not answer in time: args: the seconds waited
    CreateUser, // creating the benchmark user failed
    ShutdownKilled, // the server did not stop and was killed: args: the seconds waited
};

// One call per step, for people watching a start.
using SandboxProgress = std::function<void(SandboxStep step, const QStringList& args)>;

} // namespace sb
