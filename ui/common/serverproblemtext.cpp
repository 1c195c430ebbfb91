// SPDX-License-Identifier: GPL-3.0-or-later
#include "serverproblemtext.h"

#include "server/serverstep.h"

namespace sb {

namespace {

    // A check of the server's answer that the workload makes itself (the kv workload's keys).
    QString failedCheck(const Error& e)
    {
        const QStringList& a = e.args;
        if (ServerStep(e.value) == ServerStep::KeysRead)
            return ServerProblemText::tr("the server's answer to %1 failed the check: %2 of %3 keys found, %4 of "
                                         "them with a value other than %5")
                .arg(e.context, a.value(0), a.value(1), a.value(2), a.value(3));
        return ServerProblemText::tr("the server's answer to %1 failed the check: %2 of %3 keys changed")
            .arg(e.context, a.value(0), a.value(1));
    }

    QString lostWhile(const Error& e)
    {
        switch (ServerStep(e.value)) {
        case ServerStep::Running:
            return ServerProblemText::tr("the connection to the server was lost while running %1").arg(e.context);
        case ServerStep::Workload:
            return ServerProblemText::tr("the connection to the server was lost while the workload ran");
        case ServerStep::Preparing:
            return ServerProblemText::tr("the connection to the server was lost while preparing %1").arg(e.context);
        case ServerStep::Binding:
            return ServerProblemText::tr("the connection to the server was lost while binding the parameters of %1")
                .arg(e.context);
        case ServerStep::Reconnecting:
            return ServerProblemText::tr("the connection to the server was lost while connecting again to %1")
                .arg(e.context);
        default: // Statement: the engine's own contexts were a phrase ("reconnecting to ...") before Reconnecting
            return ServerProblemText::tr("the connection to the server was lost while %1").arg(e.context);
        }
    }

} // namespace

QString ServerProblemText::describe(const Error& e, bool commandLine)
{
    if (e.code == ErrorCode::ConnectionLost)
        return lostWhile(e);
    switch (ServerStep(e.value)) {
    case ServerStep::Statement:
    case ServerStep::Reconnecting:
        break;
    case ServerStep::Running:
        return tr("the server returned an error while running %1").arg(e.context);
    case ServerStep::Workload:
        return tr("the server returned an error while the workload ran");
    case ServerStep::Preparing:
        return tr("the server returned an error while preparing %1").arg(e.context);
    case ServerStep::Binding:
        return tr("the server returned an error while binding the parameters of %1").arg(e.context);
    case ServerStep::TableNotEmpty:
        return commandLine ? tr("the table %1 holds rows left by an interrupted run; prepare it again with "
                                "'scalebench-cli prepare' and --recreate to start empty")
                                 .arg(e.context)
                           : tr("the table %1 holds rows left by an interrupted run; prepare it again (Prepare on the "
                                "Workload page with \"Drop and load again tables that exist\") to start empty")
                                 .arg(e.context);
    case ServerStep::KeysRead:
    case ServerStep::KeysChanged:
        return failedCheck(e);
    }
    return e.context.isEmpty() ? tr("the server returned an error")
                               : tr("the server returned an error for %1").arg(e.context);
}

} // namespace sb
