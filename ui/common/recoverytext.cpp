// SPDX-License-Identifier: GPL-3.0-or-later
#include "recoverytext.h"

#include <QDir>

namespace sb {

namespace {

    QString server(const RecoveredBinding& r)
    {
        return r.serverName.isEmpty() ? RecoveryText::tr("server process %1").arg(r.serverPid)
                                      : RecoveryText::tr("server process %1 (%2)").arg(r.serverPid).arg(r.serverName);
    }

    QString path(const QString& file)
    {
        return QDir::toNativeSeparators(file);
    }

} // namespace

QString RecoveryText::describe(const RecoveredBinding& r, ErrorText::Audience audience)
{
    const bool cli = audience == ErrorText::Audience::CommandLine;
    switch (r.status) {
    case RecoveredBinding::Status::Restored:
        return tr("restored the CPU masks of %n thread(s) of %1: ScaleBench process %2 had bound them and ended "
                  "without putting them back",
            nullptr, r.threads)
            .arg(server(r))
            .arg(r.binderPid);
    case RecoveredBinding::Status::MovedAside:
        // Without core's reason ("incomplete", "line 3 is malformed"): the sentence says it already.
        return tr("moved the unreadable binding journal of %1 aside to %2: it was cut while being written, or damaged, "
                  "so nothing can be restored from it. ScaleBench binds a server only after its journal is complete, "
                  "so the server was most likely never bound; still, check the CPU masks of its threads (taskset -a "
                  "-p %3) and restart the server if they are narrower than they should be")
            .arg(server(r), path(r.journal))
            .arg(r.serverPid);
    case RecoveredBinding::Status::Failed:
        return tr("could not put back all CPU masks of %1: %2. The journal %3 is kept and ScaleBench tries again at "
                  "its next start; check the server's threads (taskset -a -p %4)")
            .arg(server(r), ErrorText::describe(r.error, audience), path(r.journal))
            .arg(r.serverPid);
    case RecoveredBinding::Status::ServerChanged:
        // The error names both processes: which one the pid is now, which one the journal was written for.
        return cli ? tr("refused the obsolete binding journal %1 (%2); nothing was changed and the journal was "
                        "removed")
                         .arg(path(r.journal), ErrorText::describe(r.error, audience))
                   : QString();
    case RecoveredBinding::Status::Refused:
        return tr("refused the binding journal %1: %2. Nothing was changed; if a server's CPU masks look wrong, check "
                  "them (taskset -a -p PID), and remove the journal if it is not yours")
            .arg(path(r.journal), ErrorText::describe(r.error, audience));
    case RecoveredBinding::Status::Active:
        return cli ? tr("%1 is bound by ScaleBench process %2, which is still running; left alone")
                         .arg(server(r))
                         .arg(r.binderPid)
                   : QString();
    case RecoveredBinding::Status::ServerGone:
        return cli ? tr("removed the binding journal of %1: the server has ended").arg(server(r)) : QString();
    }
    return {};
}

bool RecoveryText::needsAttention(const RecoveredBinding& r)
{
    return r.status == RecoveredBinding::Status::MovedAside || r.status == RecoveredBinding::Status::Failed
        || r.status == RecoveredBinding::Status::Refused;
}

} // namespace sb
