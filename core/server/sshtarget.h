// SPDX-License-Identifier: GPL-3.0-or-later
// Where the server's host is reached over ssh and how the agent is started there: the destination as ssh takes it
// (USER@HOST), its port, the user's extra ssh options and config file, and the agent's path on that host. The ssh
// command line is the system's ssh with the user's own defaults plus BatchMode=yes, so a prompt is an error.
#pragma once

#include "agentprotocol.h"
#include "common/error.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace sb {

struct SshTarget {
    QString destination; // USER@HOST or HOST; empty: the server's host is this one
    int port = 0; // 0: ssh's default (the user's config)
    QStringList options; // each passed as -o VALUE (--ssh-option)
    QString configFile; // -F FILE (--ssh-config); empty: the user's ~/.ssh/config
    QString agentPath; // the agent's command on that host; empty: scalebench-agent on its PATH
    QString sshProgram; // empty: ssh on PATH
    int heartbeatMs = agent::kDefaultHeartbeatMs;
    // The versions the client greets with (agentprotocol.h): the oldest it speaks and the newest; others only to test
    // the refusal and an old agent.
    int protocol = agent::kFirstProtocolVersion;
    int maxProtocol = agent::kProtocolVersion;

    bool isSet() const { return !destination.isEmpty(); }
    // USER@HOST[:PORT], HOST[:PORT] or USER@[V6ADDR]:PORT; BadTarget (AgentFailed) otherwise.
    static Result<SshTarget> parse(const QString& text);
    QString label() const; // destination[:port], for messages and the stored environment
    QString agentCommand() const;
    QStringList sshArguments() const; // everything after the program name

    QJsonObject toJson() const; // {ssh, ssh_options, ssh_config, agent_path}; empty when not set
    static SshTarget fromJson(const QJsonObject& object); // the same keys; a bad "ssh" leaves it unset

    friend bool operator==(const SshTarget&, const SshTarget&) = default;
};

} // namespace sb
