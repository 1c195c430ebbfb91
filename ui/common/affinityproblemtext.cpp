// SPDX-License-Identifier: GPL-3.0-or-later
#include "affinityproblemtext.h"

#include "common/bindingproblem.h"
#include "affinity/cpulistproblem.h"
#include "affinity/presetproblem.h"

#include <cerrno>

namespace sb {

namespace {

    // Core says "local" for the machine it runs on, "topology" for a topology read from a file.
    QString place(const QString& where)
    {
        return where == QLatin1String("local") ? AffinityProblemText::tr("this machine")
                                               : AffinityProblemText::tr("this topology");
    }

} // namespace

QString AffinityProblemText::preset(const Error& e)
{
    const QStringList& a = e.args;
    const QString where = place(a.value(a.size() - 1));
    switch (PresetProblem(e.value)) {
    case PresetProblem::NeedsCoreCount:
        return tr("the CPU preset '%1' needs a number of cores: cores:N, N from 1").arg(e.context);
    case PresetProblem::NeedsIndex:
        return tr("the CPU preset '%1' needs a number: %2:K, K from 0").arg(e.context, a.value(0));
    case PresetProblem::UnknownKind:
        return tr("unknown CPU preset '%1': use all, cores:N, package:K or numa:K").arg(e.context);
    case PresetProblem::UnknownModifier:
        return tr("the CPU preset '%1' has an unknown modifier '%2': use nosmt, smt, scatter or compact")
            .arg(e.context, a.value(0));
    case PresetProblem::ScatterCoresOnly:
        return tr("the CPU preset '%1' cannot scatter: scatter applies to cores:N only").arg(e.context);
    case PresetProblem::NoSuchPackage:
        return tr("the CPU preset '%1' names a package that %2 does not have (packages: %3, numbered from 0)")
            .arg(e.context, where, a.value(0));
    case PresetProblem::NoSuchNumaNode:
        return tr("the CPU preset '%1' names a NUMA node that %2 does not have (NUMA nodes: %3, numbered from 0)")
            .arg(e.context, where, a.value(0));
    case PresetProblem::TooFewCores:
        return tr("the CPU preset '%1' needs %2 cores, but %3 has %4").arg(e.context, a.value(0), where, a.value(1));
    }
    return tr("invalid CPU preset '%1'").arg(e.context);
}

QString AffinityProblemText::cpuList(const Error& e)
{
    const QStringList& a = e.args;
    switch (CpuListProblem(e.value)) {
    case CpuListProblem::NotACpuNumber:
        return tr("the CPU list '%1': '%2' is not a CPU number").arg(e.context, a.value(0));
    case CpuListProblem::CpuOutOfRange:
        return tr("the CPU list '%1': CPU %2 is out of range (at most %3)").arg(e.context, a.value(0), a.value(1));
    case CpuListProblem::EmptyItem:
        return tr("the CPU list '%1' has an empty item between commas").arg(e.context);
    case CpuListProblem::RangeBackwards:
        return tr("the CPU list '%1': the range '%2' ends before it starts").arg(e.context, a.value(0));
    case CpuListProblem::EmptySet:
        return tr("the CPU set is empty: give at least one CPU");
    case CpuListProblem::NoSuchCpus: {
        const QString where = place(a.value(3));
        return tr("the CPU set '%1' names CPUs that %2 does not have: %3 (it has %4)")
            .arg(e.context, where, a.value(0), a.value(2));
    }
    }
    return tr("invalid CPU list '%1'").arg(e.context);
}

// Each ends with "nothing was bound": the run did not start, and the server is as it was.
QString AffinityProblemText::binding(const Error& e, bool commandLine)
{
    const QStringList& a = e.args;
    switch (BindingProblem(e.value)) {
    case BindingProblem::NoSuchProcess:
        return tr("there is no process %1; nothing was bound").arg(a.value(0));
    case BindingProblem::NotIdentified:
        return tr("process %1 cannot be identified: run ScaleBench as the server's user; nothing was bound")
            .arg(a.value(0));
    case BindingProblem::NotAServer:
        return tr("process %1 is '%2', not a MySQL or MariaDB server (mysqld, mariadbd, ndbd, ndbmtd); nothing was "
                  "bound")
            .arg(a.value(0), a.value(1));
    case BindingProblem::NotLocal:
        return commandLine ? tr("the server is not a local process ScaleBench knows: give --server-pid or "
                                "--server-pidfile, or use the sandbox; nothing was bound")
                           : tr("the server is not a local process ScaleBench knows: Server CPUs can be bound for the "
                                "sandbox or a server whose process id a plan gives; nothing was bound");
    case BindingProblem::PresetForRemote:
        return tr("'%1' describes this machine; for a remote server give its CPU numbers as a list such as 0-3")
            .arg(a.value(0));
    case BindingProblem::MariaDbNoGroups:
        return commandLine ? tr("the server is MariaDB (%1), which has no resource groups, and not a local process "
                                "ScaleBench can bind: run on the server's machine with --server-pid, or use the "
                                "sandbox; nothing was bound")
                                 .arg(a.value(0))
                           : tr("the server is MariaDB (%1), which has no resource groups, and not a local process "
                                "ScaleBench can bind: run ScaleBench on the server's machine, or use the sandbox; "
                                "nothing was bound")
                                 .arg(a.value(0));
    case BindingProblem::MySqlNoGroups:
        return tr("MySQL %1 has no resource groups (they came with 8.0); nothing was bound").arg(a.value(0));
    case BindingProblem::GroupPrivilege:
        return tr("creating a resource group needs the RESOURCE_GROUP_ADMIN privilege; nothing was bound");
    case BindingProblem::GroupFailed:
        return tr("the server refused the resource group that binds its threads to CPUs; nothing was bound");
    case BindingProblem::NotAProcessId:
        return tr("%1 is not a process id; nothing was bound").arg(a.value(0));
    case BindingProblem::NotOurs:
        return tr("server process %1 is another user's: run ScaleBench as the server's user; nothing was bound")
            .arg(a.value(0));
    case BindingProblem::NoThreadBound:
        return tr("no thread of server process %1 could be bound; nothing was bound").arg(a.value(0));
    case BindingProblem::NoRescanThread:
        return tr("the thread that binds the server's new threads could not start; nothing was bound");
    case BindingProblem::NoGuard:
        return tr("the guard process, which puts the server's CPU masks back if ScaleBench ends, did not start; "
                  "nothing was bound");
    case BindingProblem::NotFoundByAddress:
        return tr("no MySQL or MariaDB server listens on %1 on the server's host; nothing was bound").arg(a.value(0));
    }
    return tr("the server's CPUs cannot be bound as asked; nothing was bound");
}

QString AffinityProblemText::threadBind(const Error& e)
{
    const QString thread = e.args.value(0);
    if (e.context.isEmpty())
        return tr("the CPU mask of thread %1 cannot be read").arg(thread);
    switch (int(e.value)) {
    case ESRCH:
        return tr("thread %1 has ended, so it was not bound to CPUs %2").arg(thread, e.context);
    case EPERM:
        return tr("thread %1 is not ours to bind to CPUs %2: run ScaleBench as its user").arg(thread, e.context);
    case EINVAL:
        return tr("the kernel refused CPUs %1 for thread %2: are they outside this cgroup's cpuset?")
            .arg(e.context, thread);
    default:
        return tr("the kernel refused CPUs %1 for thread %2").arg(e.context, thread);
    }
}

} // namespace sb
