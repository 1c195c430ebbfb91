// SPDX-License-Identifier: GPL-3.0-or-later
#include "threadaffinity.h"

#include "affinitypresets.h"
#include "common/optionproblem.h"
#include "cpulistproblem.h"

#include <cerrno>
#include <cstring>
#include <memory>
#include <sched.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace sb {

namespace {

    // glibc's fixed cpu_set_t stops at 1024 CPUs; dynamic sets follow the kernel's limit.
    constexpr int kMaskCpus = CpuSet::kMaxCpu + 1;

    struct CpuMask {
        CpuMask()
            : set(CPU_ALLOC(kMaskCpus))
            , size(CPU_ALLOC_SIZE(kMaskCpus))
        {
            CPU_ZERO_S(size, set);
        }
        ~CpuMask() { CPU_FREE(set); }
        CpuMask(const CpuMask&) = delete;
        CpuMask& operator=(const CpuMask&) = delete;
        cpu_set_t* set;
        size_t size;
    };

    // ErrorText says by errno what it means for the thread (ESRCH: gone, EPERM: not ours, EINVAL: outside the cpuset).
    Error affinityError(pid_t tid, const CpuSet& cpus, int error)
    {
        return { ErrorCode::ThreadBindFailed, cpus.toCpuList(), QString::fromLocal8Bit(std::strerror(error)), 0, error,
            { QString::number(tid) } };
    }

    // PUs of the set in the order workers take them.
    std::vector<int> workerOrder(ClientBindPolicy policy, const CpuSet& clientSet, const Topology& topology)
    {
        const std::vector<int> cores = AffinityPresets::coreOrder(topology, policy == ClientBindPolicy::Scatter);
        std::vector<std::vector<int>> perCore;
        for (int c : cores) {
            std::vector<int> pus;
            for (int pu : topology.cores()[size_t(c)].pus) {
                if (clientSet.contains(pu))
                    pus.push_back(pu);
            }
            if (!pus.empty())
                perCore.push_back(std::move(pus));
        }
        std::vector<int> order;
        if (policy == ClientBindPolicy::Scatter) {
            // First PU of every core, then the second ones: siblings only once every core has a worker.
            for (size_t round = 0; order.size() < size_t(clientSet.count()); ++round) {
                const size_t before = order.size();
                for (const auto& pus : perCore) {
                    if (round < pus.size())
                        order.push_back(pus[round]);
                }
                if (order.size() == before)
                    break;
            }
        } else {
            for (const auto& pus : perCore)
                order.insert(order.end(), pus.begin(), pus.end());
        }
        // PUs the topology does not know (a set for another machine) still get workers, after the known ones.
        const CpuSet placed = CpuSet::fromVector(order);
        for (int pu : (clientSet - placed).toVector())
            order.push_back(pu);
        return order;
    }

} // namespace

Result<ClientBindPolicy> parseClientBindPolicy(const QString& text)
{
    for (auto policy :
        { ClientBindPolicy::All, ClientBindPolicy::Compact, ClientBindPolicy::Scatter, ClientBindPolicy::None }) {
        if (text.trimmed() == clientBindPolicyName(policy))
            return policy;
    }
    return Error { ErrorCode::OptionValueInvalid, QStringLiteral("--client-bind"), text, 0,
        qint64(OptionProblem::OneOf),
        { QStringLiteral("all"), QStringLiteral("compact"), QStringLiteral("scatter"), QStringLiteral("none") } };
}

QString clientBindPolicyName(ClientBindPolicy policy)
{
    switch (policy) {
    case ClientBindPolicy::All:
        return QStringLiteral("all");
    case ClientBindPolicy::Compact:
        return QStringLiteral("compact");
    case ClientBindPolicy::Scatter:
        return QStringLiteral("scatter");
    case ClientBindPolicy::None:
        break;
    }
    return QStringLiteral("none");
}

CpuSet cpuForWorker(ClientBindPolicy policy, const CpuSet& clientSet, const Topology& topology, int workerIndex)
{
    if (policy == ClientBindPolicy::None || clientSet.isEmpty())
        return {};
    if (policy == ClientBindPolicy::All)
        return clientSet;
    const std::vector<int> order = workerOrder(policy, clientSet, topology);
    return CpuSet { order[size_t(std::max(workerIndex, 0)) % order.size()] };
}

pid_t currentThreadId()
{
    return pid_t(::syscall(SYS_gettid));
}

Error bindCurrentThread(const CpuSet& cpus)
{
    return bindThread(0, cpus);
}

Error bindThread(pid_t tid, const CpuSet& cpus)
{
    if (cpus.isEmpty())
        return Error { ErrorCode::CpuListInvalid, {}, {}, 0, qint64(CpuListProblem::EmptySet) };
    CpuMask mask;
    for (int cpu : cpus.toVector())
        CPU_SET_S(size_t(cpu), mask.size, mask.set);
    if (::sched_setaffinity(tid, mask.size, mask.set) != 0)
        return affinityError(tid ? tid : currentThreadId(), cpus, errno);
    return {};
}

Result<CpuSet> threadCpus(pid_t tid)
{
    CpuMask mask;
    if (::sched_getaffinity(tid, mask.size, mask.set) != 0)
        return affinityError(tid, CpuSet(), errno);
    return CpuSet::fromCpuSetT(*mask.set, mask.size);
}

} // namespace sb
