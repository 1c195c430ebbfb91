// SPDX-License-Identifier: GPL-3.0-or-later
// What a connection was doing when the server failed (the value of an ErrorCode::ServerError or ConnectionLost
// error), or which of a workload's own checks of the server's answer failed. Its context is the statement or the place
// (file:line:column); ui/common/errortext says the step in words.
#pragma once

namespace sb {

enum class ServerStep {
    Statement, // context: the statement sent (errors stored before the steps existed read as this one too)
    Running, // a workload's transaction: context: the statement, or the script's file:line:column (statement)
    Workload, // a workload's transaction, between statements: no context
    Preparing, // a server-side prepared statement: context: the statement
    Binding, // the parameters of a prepared statement: context: the statement
    TableNotEmpty, // a phase that starts empty found rows left by an interrupted run: context: the table
    KeysRead, // read fewer keys than asked, or other values: context: the statement, args: found, asked, wrong,
              // expected
    KeysChanged, // changed fewer keys than asked: context: the statement, args: changed, asked
    Reconnecting, // a worker's new connection after a lost one: context: the server (host:port or socket)
};

} // namespace sb
