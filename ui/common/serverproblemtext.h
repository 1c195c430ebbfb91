// SPDX-License-Identifier: GPL-3.0-or-later
// The words for a statement the server failed or a connection lost (ErrorCode::ServerError, ConnectionLost): core says
// what the connection was doing (ServerStep) and on what, this says it in the reader's language. ErrorText adds the
// server's own message and number after it. Part of scalebench_report beside ErrorText, which calls it.
#pragma once

#include "common/error.h"

#include <QCoreApplication>
#include <QString>

namespace sb {

class ServerProblemText {
    Q_DECLARE_TR_FUNCTIONS(ServerProblemText)
public:
    // `commandLine`: scalebench-cli's reader, told its commands where the workstation's is told its pages.
    static QString describe(const Error& e, bool commandLine);
    // ConnectStorm, without the last failure's words (ErrorText adds them): what the server's and this host's limits
    // were and what to change.
    static QString connectStorm(const Error& e, bool commandLine);
};

} // namespace sb
