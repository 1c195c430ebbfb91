// SPDX-License-Identifier: GPL-3.0-or-later
// The CPU side of one run: resolves the client and server sets, binds the local server for the run, binds each
// worker by policy, samples the server's threads per interval, and records the sets as the kernel reports them.
#pragma once

#include "affinitypresets.h"
#include "resourcegroupbinding.h"
#include "server/serverprofile.h"
#include "engine/runoptions.h"
#include "serverbinding.h"
#include "servermachine.h"
#include "threadaffinity.h"
#include "topology.h"

#include <QJsonObject>
#include <memory>
#include <mutex>
#include <optional>

namespace sb {

struct AffinityRequest {
    QString clientCpus; // preset name or cpulist; empty: no client binding
    ClientBindPolicy clientBind = ClientBindPolicy::All;
    QString serverCpus; // preset name or cpulist; empty: the server is left alone
    pid_t serverPid = 0; // the local server process (0: none known)
    // The server's host when it is not this machine (scalebench-agent over ssh): the server is found there by
    // `serverLocator`, bound there, sampled there, and presets name that host's CPUs. Null: this machine.
    std::shared_ptr<ServerMachine> serverHost;
    ServerLocator serverLocator;
    // Without a pid: the server to bind through a MySQL 8 resource group instead (its CPUs as a plain list).
    std::optional<ServerProfile> remoteServer;
    bool sampleServerThreads = false;
    bool keepSamplerOffServer = false; // bind the calling (sampler) thread to the CPUs not given to the server
};

class RunAffinity {
public:
    // Checks everything first and binds the server last: on error nothing is left applied.
    static Result<std::unique_ptr<RunAffinity>> apply(const Topology& topology, const AffinityRequest& request);
    ~RunAffinity();

    // Adds the worker-binding and server-thread hooks to a run's options. The object must outlive the run.
    void install(RunOptions& options);
    // Client and server sets as applied and read back, with the host facts that explain the numbers.
    QJsonObject record() const;
    // Puts the server's previous masks back (also done by the destructor).
    Error restore();
    // The server restarted: `server` is the new process on the same host. The old binding is given up (its process
    // is gone: its guard stands down, its journal goes), the new process bound to the same set with a journal and a
    // guard of its own, and the thread sampler follows it. An error (the binding refused) leaves the new server
    // unbound; record() says so. From any thread (a restart watch's): the host's own calls, so that the agent's
    // protocol can serve it the same way.
    Error rebind(const ProcessIdentity& server);
    // The server restarted and its new process is not to be found (`why`): the old binding is given up, record()
    // says the server is not bound.
    void serverLost(const Error& why);
    // The server's threads as the kernel reports them now (the new server's after rebind()); empty when unbound.
    QList<ThreadMask> serverReadBack() const;
    bool bindsServer() const { return m_serverPreset.has_value() && !m_resourceGroup; }

    const std::optional<AffinityPreset>& serverPreset() const { return m_serverPreset; }
    const std::optional<AffinityPreset>& clientPreset() const { return m_clientPreset; }
    CpuSet effectiveClientCpus() const;
    // The topology presets of the server's CPUs were resolved on: the server host's (the client's when local).
    const Topology& serverTopology() const { return m_serverTopology ? *m_serverTopology : m_topology; }
    pid_t serverPidOnHost() const; // the server found on its host (the new one after rebind())
    bool serverIsRemote() const { return m_host && !m_host->isLocal(); }

private:
    RunAffinity(const Topology& topology, const AffinityRequest& request);
    Error applyResourceGroup();
    Error applyOnHost();
    void bindWorker(int index);

    const Topology& m_topology;
    AffinityRequest m_request;
    std::optional<AffinityPreset> m_clientPreset;
    std::optional<AffinityPreset> m_serverPreset;
    std::shared_ptr<ServerMachine> m_host; // where the server runs (this machine unless the request names another)
    std::optional<Topology> m_serverTopology; // that host's, when it is not this one
    std::optional<ProcessIdentity> m_server; // the server process on that host
    std::unique_ptr<HostBinding> m_serverBinding;
    std::optional<ResourceGroupBinding> m_resourceGroup;
    QString m_resourceGroupReadBack; // VCPU_IDS as the server reports them
    std::unique_ptr<HostThreadSampler> m_sampler;
    mutable std::mutex m_mutex;
    CpuSet m_workerCpus; // union of the workers' read-back masks
    QStringList m_workerErrors;
    // m_server, m_serverBinding, m_sampler and m_request.serverPid: a restart watch's thread rebinds.
    mutable std::mutex m_bindingMutex;
    Error m_rebindError; // the last rebind()'s, shown in record()
};

} // namespace sb
