// SPDX-License-Identifier: GPL-3.0-or-later
// The words for an agent on the server's host that could not be started or used (ErrorCode::AgentFailed): core
// says which problem and its data, this says it in the reader's language. Part of scalebench_report beside ErrorText.
#pragma once

#include "common/error.h"

#include <QCoreApplication>
#include <QString>

namespace sb {

class AgentProblemText {
    Q_DECLARE_TR_FUNCTIONS(AgentProblemText)
public:
    // Without ssh's words (ErrorText adds them); `commandLine`: scalebench-cli's reader, told its options.
    static QString describe(const Error& e, bool commandLine);
};

} // namespace sb
