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

QString ServerProblemText::connectStorm(const Error& e, bool commandLine)
{
    const QStringList& a = e.args; // asked, seconds, back_log, max_connections, somaxconn, open files
    const QString opened = tr("the server at %1 answered, but only %2 of %3 connections could be opened in %4 s")
                               .arg(e.context, QString::number(e.value), a.value(0), a.value(1));
    if (e.serverCode == 1040) // ER_CON_COUNT_ERROR: the preflight saw room, so other sessions took it meanwhile
        return tr("%1: it kept answering \"too many connections\" (max_connections is %2, and other sessions hold "
                  "some); raise max_connections, end the other sessions or use fewer %3")
            .arg(opened, a.value(3), commandLine ? QStringLiteral("--threads") : tr("clients"));
    QString limits = a.value(2).toLongLong() > 0 ? tr("back_log is %1").arg(a.value(2)) : tr("back_log is not known");
    if (a.value(4).toLongLong() > 0)
        limits = tr("%1, and net.core.somaxconn is %2 on this host").arg(limits, a.value(4));
    QString text = tr("%1: their handshakes were lost or refused, as when more connections arrive at once than the "
                      "server's accept queue holds (%2)")
                       .arg(opened, limits);
    const qint64 files = a.value(5).toLongLong();
    if (files > 0 && files < a.value(0).toLongLong() + 64)
        text += tr("; this process may open at most %1 files (ulimit -n)").arg(files);
    return commandLine ? tr("%1. Open the connections more slowly (--connect-rate=N), raise back_log on the server "
                            "(and somaxconn on its host), or allow more time (--connect-deadline=S)")
                             .arg(text)
                       : tr("%1. Raise back_log on the server (and somaxconn on its host), or open the connections "
                            "more slowly (connect_rate in a plan)")
                             .arg(text);
}

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
