// SPDX-License-Identifier: GPL-3.0-or-later
// The server's host is this machine: ServerMachine over the local /proc, ServerBinding (journal and guard here),
// ServerThreadSampler and HostInfo. scalebench-agent runs this same class on the server's host.
#pragma once

#include "servermachine.h"

namespace sb {

class LocalServerMachine : public ServerMachine {
public:
    bool isLocal() const override { return true; }
    QString name() const override;
    QString via() const override { return {}; }
    Result<Topology> topology() override;
    Result<ProcessIdentity> findServer(const ServerLocator& where) override;
    Result<std::unique_ptr<HostBinding>> bind(const ProcessIdentity& server, const CpuSet& cpus) override;
    Result<QList<ThreadMask>> threads(pid_t pid) override;
    Result<std::unique_ptr<HostThreadSampler>> threadSampler(pid_t pid) override;
    QJsonObject hostInfo(const CpuSet& cpus, const Topology& topology) override;
    double processCpuSeconds(pid_t pid) override;
};

} // namespace sb
