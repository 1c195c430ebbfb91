// SPDX-License-Identifier: GPL-3.0-or-later
// scalebench-agent's requests: each line read is one request, answered by one line (server/agentprotocol.h). It
// holds at most one binding and one sampler, and it does only what the fixed set of requests asks, through the same
// LocalServerMachine code that binds a local server (the journal and the guard on this host).
#pragma once

#include "affinity/localservermachine.h"
#include "hostcollectors.h"
#include "server/agentprotocol.h"

#include <QByteArray>
#include <QJsonObject>
#include <memory>
#include <optional>

namespace sb::agent {

class AgentService {
public:
    // `maxProtocol`: the newest version it answers (1: exactly as a version-1 agent, for tests and old clients).
    explicit AgentService(int maxProtocol = kProtocolVersion);

    // One request line; its reply line (without the newline).
    QByteArray handle(const QByteArray& line);
    // Puts the server's masks back (stdin closed, the heartbeat lapsed, a signal); the guard stands down.
    void restore();
    bool finished() const { return m_finished; } // a refused hello: the agent says why and exits
    int heartbeatMs() const { return m_heartbeatMs; }

private:
    Result<QJsonObject> dispatch(const QString& op, const QJsonObject& request);
    Result<QJsonObject> hello(const QJsonObject& request);
    Result<QJsonObject> findServer(const QJsonObject& request);
    Result<QJsonObject> bind(const QJsonObject& request);
    Result<QJsonObject> bindingState() const;
    Result<QJsonObject> sampleStart(const QJsonObject& request);
    Result<QJsonObject> sample();
    Result<QJsonObject> topology();
    Result<QJsonObject> hostInfo(const QJsonObject& request);

    LocalServerMachine m_host;
    int m_maxProtocol;
    int m_protocol = 0; // agreed in hello
    bool m_greeted = false;
    bool m_finished = false;
    int m_heartbeatMs = 10000;
    std::optional<Topology> m_topology;
    std::unique_ptr<HostBinding> m_binding;
    CpuSet m_asked;
    std::unique_ptr<HostThreadSampler> m_sampler;
    HostCollectors m_collectors; // version 2
};

} // namespace sb::agent
