// SPDX-License-Identifier: GPL-3.0-or-later
// The words for what the sandbox server is doing or could not do (SandboxStep: SandboxServer::start's progress and
// ErrorCode::SandboxFailed): core says which step and its data, this says it in the reader's language. Part of
// scalebench_report beside ErrorText, which calls it for the failures; the CLI and the Connection page for progress.
#pragma once

#include "common/error.h"
#include "server/sandboxstep.h"

#include <QCoreApplication>
#include <QString>

namespace sb {

class SandboxText {
    Q_DECLARE_TR_FUNCTIONS(SandboxText)
public:
    // "initialising a new data directory in /home/u/.local/share/ScaleBench/sandbox/data"
    static QString step(SandboxStep step, const QStringList& args);
    // A SandboxFailed error without its detail (ErrorText adds it); `commandLine`: scalebench-cli's reader.
    static QString failure(const Error& e, bool commandLine);
};

} // namespace sb
