// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspace.h"

#include "workload/workloadregistry.h"

namespace sb {

Workspace::Workspace(QObject* parent)
    : QObject(parent)
    , m_runController(new RunController(this))
    , m_planController(new PlanController(this))
{
}

void Workspace::setProfile(const ServerProfile& profile)
{
    const bool sameServer = profile.endpoint() == m_profile.endpoint();
    m_profile = profile;
    if (!sameServer)
        setServerVersion({});
    Q_EMIT profileChanged();
}

void Workspace::setServerVersion(const QString& version)
{
    if (version == m_serverVersion)
        return;
    m_serverVersion = version;
    Q_EMIT serverVersionChanged();
}

void Workspace::setWorkload(const QString& name, const QMap<QString, QString>& options)
{
    if (name == m_workloadName && options == m_workloadOptions)
        return;
    m_workloadName = name;
    m_workloadOptions = options;
    Q_EMIT workloadChanged();
}

Result<std::shared_ptr<Workload>> Workspace::createWorkload() const
{
    auto created = WorkloadRegistry::create(m_workloadName, m_workloadOptions);
    if (!created)
        return created.error();
    return std::shared_ptr<Workload>(std::move(*created));
}

} // namespace sb
