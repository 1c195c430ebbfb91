// SPDX-License-Identifier: GPL-3.0-or-later
// Binding threads to CPU sets through the kernel, and the policies that give each client worker its CPUs.
#pragma once

#include "common/error.h"
#include "cpuset.h"
#include "topology.h"

#include <QString>
#include <sys/types.h>

namespace sb {

enum class ClientBindPolicy {
    All, // every worker may run on the whole client set
    Compact, // one PU per worker, round-robin, filling a core's SMT siblings before the next core
    Scatter, // one PU per worker, round-robin, spreading over packages and cores before using siblings
    None, // workers are not bound
};

Result<ClientBindPolicy> parseClientBindPolicy(const QString& text);
QString clientBindPolicyName(ClientBindPolicy policy);

// The CPUs worker `workerIndex` should be bound to; empty means "do not bind".
CpuSet cpuForWorker(ClientBindPolicy policy, const CpuSet& clientSet, const Topology& topology, int workerIndex);

pid_t currentThreadId();
// Errors carry errno in Error::value (ESRCH: the thread is gone, EPERM: not ours, EINVAL: no usable CPU in the set).
Error bindCurrentThread(const CpuSet& cpus);
Error bindThread(pid_t tid, const CpuSet& cpus);
// The mask the kernel holds for a thread (any process's thread id; 0 is the calling thread).
Result<CpuSet> threadCpus(pid_t tid);

} // namespace sb
