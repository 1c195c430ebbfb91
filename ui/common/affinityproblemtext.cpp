// SPDX-License-Identifier: GPL-3.0-or-later
#include "affinityproblemtext.h"

#include "affinity/cpulistproblem.h"
#include "affinity/presetproblem.h"

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

} // namespace sb
