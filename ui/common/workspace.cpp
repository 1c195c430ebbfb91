// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspace.h"

#include "plan/mixspec.h"
#include "server/connectionresolver.h"
#include "server/sandboxserver.h"
#include "workload/workloadregistry.h"

namespace sb {

Workspace::Workspace(QObject* parent)
    : QObject(parent)
    , m_runController(new RunController(this))
    , m_planController(new PlanController(this))
    , m_exploreController(new ExploreController(this))
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

void Workspace::setMix(const QString& mix)
{
    if (mix == m_mix)
        return;
    m_mix = mix;
    Q_EMIT workloadChanged();
}

Error Workspace::checkWorkload() const
{
    if (!m_mix.isEmpty()) {
        const auto clients = MixSpec::check(m_mix);
        return clients ? Error() : clients.error();
    }
    const auto workload = createWorkload();
    return workload ? Error() : workload.error();
}

void Workspace::setCpus(const QString& serverCpus, const QString& clientCpus)
{
    if (serverCpus == m_serverCpus && clientCpus == m_clientCpus)
        return;
    m_serverCpus = serverCpus;
    m_clientCpus = clientCpus;
    Q_EMIT cpusChanged();
}

MeasuredRunRequest Workspace::runRequest(const RunSpec& limits) const
{
    const pid_t sandboxPid = ConnectionResolver::sandboxPidFor(m_profile, m_sandboxDirectory);
    const bool atSandbox = sandboxPid > 0;
    MeasuredRunRequest request;
    RunSpec& spec = request.spec;
    spec = limits;
    spec.serverProfile = atSandbox ? PlanServer::sandboxName() : m_profile.name;
    spec.workload = m_workloadName;
    spec.workloadLabel = m_workloadName;
    QVariantMap given;
    for (auto it = m_workloadOptions.cbegin(); it != m_workloadOptions.cend(); ++it)
        given.insert(it.key(), it.value());
    spec.workloadOptions = WorkloadRegistry::typedOptions(m_workloadName, given);
    if (!m_mix.isEmpty()) { // as run --mix: the groups carry their workloads, options and clients
        spec.workload = spec.workloadLabel = QStringLiteral("mix");
        spec.workloadOptions.clear();
        spec.mix = m_mix;
        if (const auto clients = MixSpec::clients(m_mix))
            spec.threads = *clients;
        // The Workload page's Prepare makes one workload's tables; a mix's groups make theirs when missing.
        request.prepare = PreparePolicy::Auto;
        request.prepareThreads = 4;
    }
    if (!m_serverCpus.isEmpty())
        spec.serverCpu = CpuConfig { m_serverCpus, m_serverCpus };
    if (!m_clientCpus.isEmpty())
        spec.clientCpu = CpuConfig { m_clientCpus, m_clientCpus };
    request.server.profile = m_profile;
    request.server.pid = sandboxPid;
    request.server.sandbox = atSandbox;
    request.sampleServerThreads = atSandbox && !m_serverCpus.isEmpty();
    if (m_serverSsh.isSet()) { // the server is on that host: found there by its port or socket, bound there
        request.serverSsh = m_serverSsh;
        request.server.pid = 0;
        request.sampleServerThreads = !m_serverCpus.isEmpty();
    }
    return request;
}

void Workspace::setServerSsh(const SshTarget& target)
{
    if (target == m_serverSsh)
        return;
    m_serverSsh = target;
    m_serverHostTopology.reset(); // another host's topology no longer says anything
    m_serverHostName.clear();
    Q_EMIT serverHostChanged();
}

void Workspace::setServerHost(const QString& name, const Topology& topology)
{
    m_serverHostName = name;
    m_serverHostTopology.emplace(topology);
    Q_EMIT serverHostChanged();
}

Result<std::shared_ptr<Workload>> Workspace::createWorkload() const
{
    auto created = WorkloadRegistry::create(m_workloadName, m_workloadOptions);
    if (!created)
        return created.error();
    return std::shared_ptr<Workload>(std::move(*created));
}

} // namespace sb
