// SPDX-License-Identifier: GPL-3.0-or-later
// The server's host is another machine: ServerMachine through scalebench-agent there (AgentConnection over ssh). Every
// answer is what the agent read on that host; the binding's journal and guard live there too, so a lost connection
// or a killed client restores the masks on that host.
#pragma once

#include "servermachine.h"

#include <memory>

namespace sb {

class AgentConnection;

class AgentServerMachine : public ServerMachine {
public:
    explicit AgentServerMachine(std::unique_ptr<AgentConnection> connection);
    ~AgentServerMachine() override;

    bool isLocal() const override { return false; }
    QString name() const override;
    QString via() const override;
    Result<Topology> topology() override;
    Result<ProcessIdentity> findServer(const ServerLocator& where) override;
    Result<std::unique_ptr<HostBinding>> bind(const ProcessIdentity& server, const CpuSet& cpus) override;
    Result<QList<ThreadMask>> threads(pid_t pid) override;
    Result<std::unique_ptr<HostThreadSampler>> threadSampler(pid_t pid) override;
    QJsonObject hostInfo(const CpuSet& cpus, const Topology& topology) override;
    double processCpuSeconds(pid_t pid) override;

    AgentConnection& connection() { return *m_connection; }
    std::shared_ptr<AgentConnection> sharedConnection() const { return m_connection; } // for the host's collectors

private:
    std::shared_ptr<AgentConnection> m_connection; // shared with the binding and the sampler it hands out
};

} // namespace sb
