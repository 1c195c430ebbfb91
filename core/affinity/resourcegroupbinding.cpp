// SPDX-License-Identifier: GPL-3.0-or-later
#include "resourcegroupbinding.h"

#include "server/session.h"

namespace sb {

namespace {

constexpr unsigned kResourceGroupExists = 3650; // ER_RESOURCE_GROUP_EXISTS
constexpr unsigned kAccessDenied = 1227; // ER_SPECIFIC_ACCESS_DENIED_ERROR

Error unsupported(const QString& detail)
{
    return { ErrorCode::Unsupported, QStringLiteral("binding the server's threads to CPUs"), detail };
}

} // namespace

QString ResourceGroupBinding::createStatement(const CpuSet& vcpus)
{
    return QStringLiteral("CREATE RESOURCE GROUP %1 TYPE = USER VCPU = %2").arg(groupName(), vcpus.toCpuList());
}

QString ResourceGroupBinding::alterStatement(const CpuSet& vcpus)
{
    return QStringLiteral("ALTER RESOURCE GROUP %1 VCPU = %2 ENABLE").arg(groupName(), vcpus.toCpuList());
}

Result<ResourceGroupBinding> ResourceGroupBinding::create(Session& admin, const CpuSet& vcpus)
{
    auto version = admin.scalar(QStringLiteral("SELECT CONCAT(@@version, ' ', @@version_comment)"));
    if (!version)
        return version.error();
    if (version->contains(QLatin1String("MariaDB"), Qt::CaseInsensitive))
        return unsupported(QStringLiteral("the server is MariaDB (%1), which has no resource groups, and it is not a local "
                                          "process ScaleBench can bind: run on the server's machine with --server-pid, or "
                                          "use the sandbox; nothing was bound")
                               .arg(version->section(QLatin1Char(' '), 0, 0)));
    if (version->section(QLatin1Char('.'), 0, 0).toInt() < 8)
        return unsupported(QStringLiteral("MySQL %1 has no resource groups (they came with 8.0); nothing was bound")
                               .arg(version->section(QLatin1Char(' '), 0, 0)));
    if (vcpus.isEmpty())
        return Error { ErrorCode::InvalidOption, QStringLiteral("--server-cpus"), QStringLiteral("the CPU set is empty") };
    Error e = admin.execute(createStatement(vcpus));
    if (e && e.serverCode == kResourceGroupExists) // left by an earlier run: point it at the new CPUs
        e = admin.execute(alterStatement(vcpus));
    if (e && e.serverCode == kAccessDenied)
        return unsupported(QStringLiteral("creating a resource group needs the RESOURCE_GROUP_ADMIN privilege (%1); nothing "
                                          "was bound")
                               .arg(e.detail));
    if (e)
        return unsupported(e.detail);
    return ResourceGroupBinding(vcpus);
}

Error ResourceGroupBinding::join(Session& connection) const
{
    return connection.execute(joinStatement());
}

Error ResourceGroupBinding::drop(Session& admin) const
{
    return admin.execute(QStringLiteral("DROP RESOURCE GROUP %1 FORCE").arg(groupName()));
}

} // namespace sb
