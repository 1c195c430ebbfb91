// SPDX-License-Identifier: GPL-3.0-or-later
// The client's end of scalebench-agent on the server's host: the system's ssh started with the agent as its remote
// command, the protocol's requests over its stdin and stdout (agentprotocol.h), and a heartbeat thread so that the
// agent knows its client is alive. Closing it closes the agent's stdin: the agent restores what it bound and exits.
// Thread-safe: one request at a time, whichever thread asks.
#pragma once

#include "common/error.h"
#include "sshtarget.h"

#include <QJsonObject>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <sys/types.h>
#include <thread>

namespace sb {

class AgentConnection {
public:
    // Starts ssh and says hello; returns once the agent answered with a protocol version this client speaks.
    static Result<std::unique_ptr<AgentConnection>> open(const SshTarget& target);
    ~AgentConnection();
    AgentConnection(const AgentConnection&) = delete;
    AgentConnection& operator=(const AgentConnection&) = delete;

    // One request; the reply's fields, or its error (the agent's own, or AgentFailed when the agent is gone).
    Result<QJsonObject> call(const char* op, QJsonObject args = {});

    const SshTarget& target() const { return m_target; }
    QString hostname() const { return m_hostname; } // as the agent's host names itself
    QString agentVersion() const { return m_agentVersion; }
    int protocol() const { return m_protocol; } // the version agreed in hello: what the agent can be asked
    pid_t sshPid() const { return m_pid; }
    bool isLost() const;

private:
    explicit AgentConnection(SshTarget target);
    Error start();
    Error hello();
    Result<QJsonObject> exchange(const char* op, QJsonObject args, int timeoutMs);
    Result<QByteArray> readLine(int timeoutMs);
    Error agentError(int problem, const QStringList& args = {}, const QString& detail = {}) const;
    Error endedError(); // after the agent's stream ended: what ssh said and how it exited
    QString sshWords() const;
    void heartbeat();
    void stopHeartbeat();

    SshTarget m_target;
    pid_t m_pid = 0;
    int m_toAgent = -1;
    int m_fromAgent = -1;
    int m_sshErrors = -1; // memfd holding ssh's stderr
    int m_exitStatus = -1;
    QByteArray m_buffer;
    qint64 m_nextId = 1;
    QString m_hostname;
    QString m_agentVersion;
    int m_protocol = 0;
    mutable std::mutex m_mutex; // one exchange at a time
    Error m_lost; // set once the agent is gone: every later call returns it
    std::mutex m_heartbeatMutex;
    std::condition_variable m_heartbeatWake;
    bool m_stopping = false;
    std::thread m_heartbeatThread;
};

} // namespace sb
