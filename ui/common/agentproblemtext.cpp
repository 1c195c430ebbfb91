// SPDX-License-Identifier: GPL-3.0-or-later
#include "agentproblemtext.h"

#include "server/agentproblem.h"

namespace sb {

QString AgentProblemText::describe(const Error& e, bool commandLine)
{
    const QStringList& a = e.args;
    const QString host = e.context;
    switch (AgentProblem(e.value)) {
    case AgentProblem::SshNotFound:
        return tr("the ssh program '%1' is not installed here (Debian: openssh-client); nothing was bound").arg(a.value(0));
    case AgentProblem::HostKeyRefused:
        return tr("ssh does not know the host key of %1 (or it changed): connect once with ssh yourself and check "
                  "the key; ScaleBench never answers that question; nothing was bound")
            .arg(host);
    case AgentProblem::AuthenticationRefused:
        return tr("%1 refused the ssh login: ScaleBench logs in with your keys or ssh agent only, never with a "
                  "password; nothing was bound")
            .arg(host);
    case AgentProblem::Unreachable:
        return tr("no ssh connection to %1; nothing was bound").arg(host);
    case AgentProblem::AgentNotFound:
        return commandLine ? tr("scalebench-agent is not installed on %1 (asked for '%2'): install it there or give "
                                "its path with --agent-path; nothing was bound")
                                 .arg(host, a.value(0))
                           : tr("scalebench-agent is not installed on %1 (asked for '%2'): install it there or give "
                                "its path in the Agent path field; nothing was bound")
                                 .arg(host, a.value(0));
    case AgentProblem::VersionMismatch:
        return tr("the agent on %1 speaks protocol version %2, this ScaleBench version %3: install the same "
                  "version on both hosts; nothing was bound")
            .arg(host, a.value(0), a.value(1));
    case AgentProblem::NotAnAgent:
        return tr("what answered on %1 is not scalebench-agent; nothing was bound").arg(host);
    case AgentProblem::Lost:
        return tr("the connection to the agent on %1 ended; the agent puts the server's CPU masks back there")
            .arg(host);
    case AgentProblem::NoAnswer:
        return tr("the agent on %1 gave no answer within %2 s; it puts the server's CPU masks back there when it "
                  "hears nothing")
            .arg(host, a.value(0));
    case AgentProblem::BadTarget:
        return commandLine ? tr("--server-host-ssh takes USER@HOST or USER@HOST:PORT, not '%1'").arg(a.value(0))
                           : tr("the server's host over ssh is USER@HOST or USER@HOST:PORT, not '%1'").arg(a.value(0));
    }
    return tr("the agent on %1 could not be used").arg(host);
}

} // namespace sb
