// SPDX-License-Identifier: GPL-3.0-or-later
// `scalebench-cli restore`: puts back the CPU masks a binder that died left on a server, from its journal; and the
// same recovery every other command runs first, with a note for each journal it acted on.
#include "affinity/bindingrecovery.h"
#include "clicommand.h"
#include "console.h"

namespace sb::cli {

namespace {

    QString serverName(const RecoveredBinding& r)
    {
        return QStringLiteral("server %1 (%2)").arg(r.serverPid).arg(r.serverName);
    }

    QString describe(const RecoveredBinding& r)
    {
        switch (r.status) {
        case RecoveredBinding::Status::Restored:
            return QStringLiteral(
                "restored the CPU masks of %1 threads of %2, left bound by ScaleBench process %3 that ended")
                .arg(r.threads)
                .arg(serverName(r))
                .arg(r.binderPid);
        case RecoveredBinding::Status::ServerGone:
            return QStringLiteral("removed the binding journal of %1: the server has ended").arg(serverName(r));
        case RecoveredBinding::Status::Active:
            return QStringLiteral("%1 is bound by ScaleBench process %2, which is still running; left alone")
                .arg(serverName(r))
                .arg(r.binderPid);
        case RecoveredBinding::Status::Refused:
            if (r.error.code == ErrorCode::InvalidOption) // the pid names another process now: the journal is obsolete
                return QStringLiteral(
                    "refused the binding journal %1: %2; nothing was changed and the journal was removed")
                    .arg(r.journal, r.error.detail);
            return QStringLiteral("refused %1: %2; nothing was changed (remove it by hand if it is not yours)")
                .arg(r.journal, r.error.detail);
        case RecoveredBinding::Status::MovedAside:
            return QStringLiteral("moved the unreadable binding journal of server %1 aside to %2 (%3): nothing can be "
                                  "restored from it. ScaleBench binds a server only after its journal is complete, so "
                                  "its binder most likely died before binding; if in doubt, check the server's threads "
                                  "with 'taskset -a -p %1'")
                .arg(r.serverPid)
                .arg(r.journal, r.error.detail);
        case RecoveredBinding::Status::Failed:
            return QStringLiteral("could not restore %1: %2; the journal %3 is kept for another try")
                .arg(serverName(r), r.error.detail, r.journal);
        }
        return {};
    }

    bool needsAttention(const RecoveredBinding& r)
    {
        return r.status == RecoveredBinding::Status::Failed
            || (r.status == RecoveredBinding::Status::Refused && r.error.code != ErrorCode::InvalidOption);
    }

} // namespace

void recoverStaleBindings(const QString& command)
{
    if (command == QLatin1String("restore"))
        return; // it reports the same on stdout
    for (const RecoveredBinding& r : BindingRecovery::recoverStale()) {
        if (r.status != RecoveredBinding::Status::Active)
            err() << "scalebench-cli: " << describe(r) << Qt::endl;
    }
}

int restoreCommand(const QStringList& args)
{
    if (!args.isEmpty())
        return usageError(QStringLiteral("restore: takes no arguments"));
    const QList<RecoveredBinding> all = BindingRecovery::recoverStale();
    if (all.isEmpty())
        out() << "nothing to restore: no server is bound by ScaleBench" << Qt::endl;
    bool attention = false;
    for (const RecoveredBinding& r : all) {
        out() << describe(r) << Qt::endl;
        attention |= needsAttention(r);
    }
    return attention ? ExitInternal : ExitOk;
}

} // namespace sb::cli
