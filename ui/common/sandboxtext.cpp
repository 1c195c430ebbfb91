// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxtext.h"

namespace sb {

QString SandboxText::step(SandboxStep step, const QStringList& args)
{
    const auto arg = [&](qsizetype i) { return args.value(i); };
    switch (step) {
    case SandboxStep::AlreadyRunning:
        return tr("sandbox server already running in %1").arg(arg(0));
    case SandboxStep::Restarting:
        return tr("restarting the sandbox server in %1 with the program and options asked for").arg(arg(0));
    case SandboxStep::Initialising:
        return tr("initialising a new data directory in %1").arg(arg(0));
    case SandboxStep::CreatingUser:
        return tr("creating the benchmark database 'sbtest' and user '%1' (no network until it is done)").arg(arg(0));
    case SandboxStep::Starting:
        return tr("starting %1 on port %2 and socket %3").arg(arg(0), arg(1), arg(2));
    case SandboxStep::Ready:
        return tr("sandbox server ready");
    default:
        return {};
    }
}

QString SandboxText::failure(const Error& e, bool commandLine)
{
    const auto arg = [&](qsizetype i) { return e.args.value(i); };
    switch (SandboxStep(e.value)) {
    case SandboxStep::NotRunning:
        return commandLine
            ? tr("no sandbox server runs in %1; start it with 'scalebench-cli sandbox start'").arg(arg(0))
            : tr("no sandbox server runs in %1; start it on the Connection page").arg(arg(0));
    case SandboxStep::InstallerMissing:
        return tr("the sandbox server could not initialise its data directory: mariadb-install-db was not found; "
                  "install mariadb-server (packaging/install-deps.sh does)");
    case SandboxStep::Initialise:
        return tr("the sandbox server could not initialise its data directory");
    case SandboxStep::Launch:
        return tr("the sandbox server could not start %1").arg(arg(0));
    case SandboxStep::Start:
        return tr("the sandbox server ended while it started; its error log says why");
    case SandboxStep::StartTimeout:
        return tr("the sandbox server did not answer within %1 s of its start").arg(arg(0));
    case SandboxStep::CreateUser:
        return tr("the sandbox server could not create its benchmark user");
    case SandboxStep::ShutdownKilled:
        return tr("the sandbox server did not stop within %1 s and was killed").arg(arg(0));
    default:
        return tr("the sandbox server failed in %1").arg(e.context);
    }
}

} // namespace sb
