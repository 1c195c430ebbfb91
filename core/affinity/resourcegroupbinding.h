// SPDX-License-Identifier: GPL-3.0-or-later
// For a server ScaleBench cannot bind from outside (a remote MySQL 8): a resource group with the asked VCPUs,
// which every benchmark connection joins, so the server threads serving the benchmark run on those CPUs.
// MariaDB and MySQL before 8.0 have no resource groups: that is said plainly, never pretended.
#pragma once

#include "common/error.h"
#include "cpuset.h"

#include <QString>

namespace sb {

class Session;

class ResourceGroupBinding {
public:
    static QString groupName() { return QStringLiteral("scalebench"); }
    // The statements, for tests and for people reading logs.
    static QString createStatement(const CpuSet& vcpus);
    static QString alterStatement(const CpuSet& vcpus);
    static QString joinStatement() { return QStringLiteral("SET RESOURCE GROUP ") + groupName(); }

    // Checks that the server has resource groups and that we may create one, then creates (or re-targets) it.
    static Result<ResourceGroupBinding> create(Session& admin, const CpuSet& vcpus);
    // Run by each benchmark connection after it connects (and after every reconnect).
    Error join(Session& connection) const;
    // Drops the group (connections still in it fall back to the default group).
    Error drop(Session& admin) const;
    const CpuSet& cpus() const { return m_cpus; }

private:
    explicit ResourceGroupBinding(const CpuSet& cpus)
        : m_cpus(cpus)
    {
    }
    CpuSet m_cpus;
};

} // namespace sb
