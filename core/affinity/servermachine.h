// SPDX-License-Identifier: GPL-3.0-or-later
// The host the measured server runs on, whatever it is: this machine (LocalServerMachine: /proc, sched_setaffinity,
// hwloc, the journal and the guard here) or another one reached through scalebench-agent over ssh (AgentServerMachine:
// the same code run there). RunAffinity, the server-thread sampler and the environment snapshot talk to this and
// never ask which one it is.
#pragma once

#include "common/error.h"
#include "cpuset.h"
#include "engine/intervalsample.h"
#include "server/processidentity.h"
#include "serverbinding.h"
#include "topology.h"

#include <QJsonObject>
#include <QList>
#include <memory>
#include <vector>

namespace sb {

struct SshTarget;

// How the server process is named on its host: its pid, or the TCP port or Unix socket it listens on.
struct ServerLocator {
    pid_t pid = 0;
    unsigned port = 0;
    QString socket;
};

// One binding of a server's threads on its host, restored by restore() or when it is destroyed.
class HostBinding {
public:
    virtual ~HostBinding() = default;
    virtual bool isActive() const = 0;
    virtual CpuSet effectiveCpus() const = 0; // union of the masks read back
    virtual QList<ThreadMask> readBack() const = 0;
    virtual QList<ThreadMask> refusedThreads() const = 0;
    virtual Error restore() = 0;
};

// Per-thread CPU of the server since the previous sample (the first covers the time since it was made).
class HostThreadSampler {
public:
    virtual ~HostThreadSampler() = default;
    virtual std::vector<ServerThreadCpu> sample() = 0;
};

class ServerMachine {
public:
    virtual ~ServerMachine() = default;

    // This machine.
    static std::shared_ptr<ServerMachine> local();
    // The host behind `target` (started over ssh); local() when the target is not set.
    static Result<std::shared_ptr<ServerMachine>> open(const SshTarget& target);

    virtual bool isLocal() const = 0;
    virtual QString name() const = 0; // the host's own name for itself
    virtual QString via() const = 0; // how it is reached: empty for this machine, the ssh destination otherwise
    virtual Result<Topology> topology() = 0;
    // Checked to be a MySQL-family server (executable name); its start time guards against a reused pid.
    virtual Result<ProcessIdentity> findServer(const ServerLocator& where) = 0;
    virtual Result<std::unique_ptr<HostBinding>> bind(const ProcessIdentity& server, const CpuSet& cpus) = 0;
    virtual Result<QList<ThreadMask>> threads(pid_t pid) = 0;
    virtual Result<std::unique_ptr<HostThreadSampler>> threadSampler(pid_t pid) = 0;
    // HostInfo::toJson() of `cpus` on that host (`topology` is the one topology() returned).
    virtual QJsonObject hostInfo(const CpuSet& cpus, const Topology& topology) = 0;
    virtual double processCpuSeconds(pid_t pid) = 0; // user + system seconds; -1 when unreadable
};

} // namespace sb
