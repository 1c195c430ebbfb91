// SPDX-License-Identifier: GPL-3.0-or-later
// Why the agent on the server's host could not be started or used: the value of an ErrorCode::AgentFailed error
// (context: the ssh destination). ui/common/errortext says it in words; its args are listed beside each.
#pragma once

namespace sb {

enum class AgentProblem {
    SshNotFound = 1, // the ssh program is not installed here: args: the program
    HostKeyRefused, // the host's key is unknown or changed (ssh asks, BatchMode refuses): detail: ssh's words
    AuthenticationRefused, // the host refused our key (or wanted a password, which is never typed): detail: ssh's words
    Unreachable, // no ssh connection to the host: detail: ssh's words
    AgentNotFound, // the agent program is not on the host: args: the path asked for
    VersionMismatch, // the agent speaks another protocol version: args: the agent's version, ours
    NotAnAgent, // what answered is not scalebench-agent: detail: its first line
    Lost, // the agent or its ssh ended: detail: ssh's last words, if any
    NoAnswer, // the agent did not answer in time: args: seconds waited
    BadTarget, // the destination is not USER@HOST[:PORT]: args: the text given
};

} // namespace sb
