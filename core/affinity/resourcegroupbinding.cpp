// SPDX-License-Identifier: GPL-3.0-or-later
#include "resourcegroupbinding.h"

#include "common/bindingproblem.h"
#include "cpulistproblem.h"
#include "server/session.h"

namespace sb {

namespace {

constexpr unsigned kResourceGroupExists = 3650; // ER_RESOURCE_GROUP_EXISTS
constexpr unsigned kAccessDenied = 1227; // ER_SPECIFIC_ACCESS_DENIED_ERROR

Error refused(BindingProblem problem, const QString& detail, const QStringList& args = {})
{
    return { ErrorCode::BindingRefused, QStringLiteral("--server-cpus"), detail, 0, qint64(problem), args };
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
        return refused(BindingProblem::MariaDbNoGroups, {}, { version->section(QLatin1Char(' '), 0, 0) });
    if (version->section(QLatin1Char('.'), 0, 0).toInt() < 8)
        return refused(BindingProblem::MySqlNoGroups, {}, { version->section(QLatin1Char(' '), 0, 0) });
    if (vcpus.isEmpty())
        return Error { ErrorCode::CpuListInvalid, QString(), {}, 0, qint64(CpuListProblem::EmptySet) };
    Error e = admin.execute(createStatement(vcpus));
    if (e && e.serverCode == kResourceGroupExists) // left by an earlier run: point it at the new CPUs
        e = admin.execute(alterStatement(vcpus));
    if (e && e.serverCode == kAccessDenied)
        return refused(BindingProblem::GroupPrivilege, e.detail);
    if (e)
        return refused(BindingProblem::GroupFailed, e.detail);
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
