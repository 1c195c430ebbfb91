// SPDX-License-Identifier: GPL-3.0-or-later
#include "runaffinity.h"

#include "common/bindingproblem.h"
#include "hostinfo.h"
#include "server/session.h"

#include <QJsonArray>
#include <cerrno>

namespace sb {

RunAffinity::RunAffinity(const Topology& topology, const AffinityRequest& request)
    : m_topology(topology)
    , m_request(request)
{
}

RunAffinity::~RunAffinity()
{
    restore();
}

Result<std::unique_ptr<RunAffinity>> RunAffinity::apply(const Topology& topology, const AffinityRequest& request)
{
    std::unique_ptr<RunAffinity> a(new RunAffinity(topology, request));
    if (!request.clientCpus.isEmpty()) {
        auto preset = AffinityPresets::find(topology, request.clientCpus);
        if (!preset)
            return preset.error();
        a->m_clientPreset = *preset;
    }
    a->m_host = request.serverHost ? request.serverHost : ServerMachine::local();
    const bool remoteHost = !a->m_host->isLocal();
    if (!request.serverCpus.isEmpty() && request.serverPid <= 0 && !remoteHost) {
        if (!request.remoteServer)
            return Error { ErrorCode::BindingRefused, QStringLiteral("--server-cpus"), {}, 0,
                qint64(BindingProblem::NotLocal) };
        if (Error e = a->applyResourceGroup())
            return e;
    } else if (Error e = a->applyOnHost()) {
        return e; // `a` goes out of scope here and restores the server
    }
    if (request.keepSamplerOffServer && a->m_serverPreset && !remoteHost) {
        const CpuSet rest = topology.allPus() - a->m_serverPreset->cpus;
        if (!rest.isEmpty()) {
            if (Error e = bindCurrentThread(rest))
                return e;
        }
    }
    return a;
}

// The server process on its host (this machine, or the agent's), its CPUs by that host's topology, bound there.
Error RunAffinity::applyOnHost()
{
    const bool remoteHost = !m_host->isLocal();
    const bool wantsServer = !m_request.serverCpus.isEmpty() || m_request.sampleServerThreads;
    if (remoteHost) {
        auto topology = m_host->topology();
        if (!topology)
            return topology.error();
        m_serverTopology.emplace(std::move(*topology));
    }
    // Through the agent the server is found there even when nothing is bound: its host's collectors (counters,
    // profiles, I/O) need its pid. Not found, an unbound run goes on without them (they say "remote").
    if (!(wantsServer || remoteHost) || (!remoteHost && m_request.serverPid <= 0))
        return {};
    ServerLocator where = m_request.serverLocator;
    if (!remoteHost)
        where = ServerLocator { m_request.serverPid, 0, {} };
    auto server = m_host->findServer(where);
    if (!server)
        return wantsServer ? server.error() : Error {};
    m_server = *server;
    m_request.serverPid = server->pid; // on the server's host
    if (!m_request.serverCpus.isEmpty()) {
        auto preset = AffinityPresets::find(serverTopology(), m_request.serverCpus);
        if (!preset)
            return preset.error();
        m_serverPreset = *preset;
        auto binding = m_host->bind(*m_server, m_serverPreset->cpus);
        if (!binding)
            return binding.error();
        m_serverBinding = std::move(*binding);
    }
    if (m_request.sampleServerThreads) {
        auto sampler = m_host->threadSampler(server->pid);
        if (!sampler)
            return sampler.error();
        m_sampler = std::move(*sampler);
    }
    return {};
}

Error RunAffinity::applyResourceGroup()
{
    // Presets describe this machine; a remote server's CPUs can only be named as a list.
    if (AffinityPresets::isPresetName(m_request.serverCpus))
        return { ErrorCode::BindingRefused, QStringLiteral("--server-cpus"), {}, 0,
            qint64(BindingProblem::PresetForRemote), { m_request.serverCpus } };
    auto cpus = CpuSet::parse(m_request.serverCpus);
    if (!cpus)
        return cpus.error();
    Session admin;
    if (Error e = admin.connect(*m_request.remoteServer))
        return e;
    auto group = ResourceGroupBinding::create(admin, *cpus);
    if (!group)
        return group.error();
    m_resourceGroup.emplace(std::move(*group));
    m_serverPreset = AffinityPreset { cpus->toCpuList(), QStringLiteral("CPUs ") + cpus->toCpuList(), *cpus };
    auto readBack = admin.scalar(QStringLiteral("SELECT VCPU_IDS FROM information_schema.RESOURCE_GROUPS WHERE "
                                                "RESOURCE_GROUP_NAME = '%1'")
                                     .arg(ResourceGroupBinding::groupName()));
    m_resourceGroupReadBack = readBack ? *readBack : QString();
    return {};
}

void RunAffinity::bindWorker(int index)
{
    if (!m_clientPreset || m_request.clientBind == ClientBindPolicy::None)
        return;
    const CpuSet cpus = cpuForWorker(m_request.clientBind, m_clientPreset->cpus, m_topology, index);
    Error e = cpus.isEmpty() ? Error {} : bindCurrentThread(cpus);
    auto readBack = threadCpus(currentThreadId());
    std::lock_guard lock(m_mutex);
    if (e)
        m_workerErrors.append(e.detail);
    if (readBack)
        m_workerCpus = m_workerCpus | *readBack;
}

void RunAffinity::install(RunOptions& options)
{
    if (m_clientPreset && m_request.clientBind != ClientBindPolicy::None) {
        auto previous = options.onWorkerStart;
        options.onWorkerStart = [this, previous](int index) {
            bindWorker(index);
            if (previous)
                previous(index);
        };
    }
    if (m_resourceGroup) {
        auto previous = options.onConnect;
        options.onConnect = [this, previous](Session& s) -> Error {
            if (Error e = m_resourceGroup->join(s))
                return e;
            return previous ? previous(s) : Error {};
        };
    }
    if (m_sampler) {
        m_sampler->sample(); // the baseline, so that the first interval's figures cover that interval only
        auto previous = options.enrichSample;
        options.enrichSample = [this, previous](IntervalSample& s) {
            {
                std::lock_guard lock(m_bindingMutex);
                s.serverThreads = m_sampler ? m_sampler->sample() : std::vector<ServerThreadCpu>();
            }
            if (previous)
                previous(s);
        };
    }
}

CpuSet RunAffinity::effectiveClientCpus() const
{
    std::lock_guard lock(m_mutex);
    return m_workerCpus;
}

QJsonObject RunAffinity::record() const
{
    auto setJson = [this](const std::optional<AffinityPreset>& preset, const CpuSet& effective, bool serverSide) {
        QJsonObject o;
        if (preset) {
            o.insert(QStringLiteral("preset"), preset->name);
            o.insert(QStringLiteral("label"), preset->label);
            o.insert(QStringLiteral("asked"), preset->cpus.toCpuList());
        }
        o.insert(QStringLiteral("effective"), effective.toCpuList());
        if (!effective.isEmpty())
            o.insert(QStringLiteral("host"),
                serverSide ? m_host->hostInfo(effective, serverTopology())
                           : HostInfo::collect(effective, m_topology).toJson());
        return o;
    };
    QJsonObject r;
    QJsonObject client = setJson(m_clientPreset, effectiveClientCpus(), false);
    client.insert(QStringLiteral("bind"), clientBindPolicyName(m_request.clientBind));
    {
        std::lock_guard lock(m_mutex);
        if (!m_workerErrors.isEmpty())
            client.insert(QStringLiteral("errors"), QJsonArray::fromStringList(m_workerErrors));
    }
    r.insert(QStringLiteral("client"), client);
    std::lock_guard lock(m_bindingMutex);
    if (!m_serverBinding && m_rebindError && m_serverPreset) { // the server restarted and could not be bound again
        QJsonObject server = setJson(m_serverPreset, CpuSet(), true);
        server.insert(QStringLiteral("pid"), int(m_request.serverPid));
        server.insert(QStringLiteral("refused_after_restart"), QLatin1String(errorCodeName(m_rebindError.code)));
        if (!m_rebindError.detail.isEmpty())
            server.insert(QStringLiteral("refused_detail"), m_rebindError.detail);
        r.insert(QStringLiteral("server"), server);
    }
    if (m_serverBinding) {
        QJsonObject server = setJson(m_serverPreset, m_serverBinding->effectiveCpus(), true);
        server.insert(QStringLiteral("pid"), int(m_request.serverPid));
        if (serverIsRemote())
            server.insert(QStringLiteral("server_host"), m_host->name());
        QJsonArray refused;
        for (const ThreadMask& t : m_serverBinding->refusedThreads())
            refused.append(QStringLiteral("%1 (%2): %3").arg(t.tid).arg(t.name, t.cpus.toCpuList()));
        if (!refused.isEmpty())
            server.insert(QStringLiteral("refused_threads"), refused);
        r.insert(QStringLiteral("server"), server);
    }
    if (m_resourceGroup) {
        QJsonObject server;
        server.insert(QStringLiteral("mechanism"), QString(QStringLiteral("resource group ") + ResourceGroupBinding::groupName()));
        server.insert(QStringLiteral("asked"), m_resourceGroup->cpus().toCpuList());
        server.insert(QStringLiteral("effective"), m_resourceGroupReadBack);
        r.insert(QStringLiteral("server"), server);
    }
    r.insert(QStringLiteral("machine"), HostInfo::collect(m_topology.allPus(), m_topology).toJson());
    if (serverIsRemote()) {
        // The server's machine as the agent read it there: what the server's CPU figures mean.
        QJsonObject host = m_host->hostInfo(serverTopology().allPus(), serverTopology());
        r.insert(QStringLiteral("server_machine"), host);
        QJsonObject where { { QStringLiteral("name"), m_host->name() }, { QStringLiteral("via"), m_host->via() } };
        if (m_server)
            where.insert(QStringLiteral("pid"), int(m_server->pid));
        r.insert(QStringLiteral("server_host"), where);
    }
    return r;
}

Error RunAffinity::restore()
{
    if (m_resourceGroup) {
        Session admin;
        Error e = admin.connect(*m_request.remoteServer);
        if (!e)
            e = m_resourceGroup->drop(admin);
        m_resourceGroup.reset();
        return e;
    }
    std::lock_guard lock(m_bindingMutex);
    if (m_serverBinding && m_serverBinding->isActive())
        return m_serverBinding->restore();
    return {};
}

pid_t RunAffinity::serverPidOnHost() const
{
    std::lock_guard lock(m_bindingMutex);
    return m_server ? m_server->pid : 0;
}

Error RunAffinity::rebind(const ProcessIdentity& server)
{
    std::lock_guard lock(m_bindingMutex);
    if (m_serverBinding) {
        // The old process is gone: nothing to put back (ServerGone), its guard stands down and its journal goes.
        m_serverBinding->restore();
        m_serverBinding.reset();
    }
    m_server = server;
    m_request.serverPid = server.pid;
    m_rebindError = {};
    if (m_sampler) {
        if (auto sampler = m_host->threadSampler(server.pid)) {
            m_sampler = std::move(*sampler);
            m_sampler->sample(); // the new process's baseline
        }
    }
    if (!m_serverPreset || m_resourceGroup)
        return {};
    auto binding = m_host->bind(server, m_serverPreset->cpus);
    if (!binding) {
        m_rebindError = binding.error();
        return m_rebindError;
    }
    m_serverBinding = std::move(*binding);
    return {};
}

void RunAffinity::serverLost(const Error& why)
{
    std::lock_guard lock(m_bindingMutex);
    if (m_serverBinding) {
        m_serverBinding->restore();
        m_serverBinding.reset();
    }
    m_rebindError = why ? why : Error { ErrorCode::BindingRefused, {}, {} };
}

QList<ThreadMask> RunAffinity::serverReadBack() const
{
    std::lock_guard lock(m_bindingMutex);
    return m_serverBinding ? m_serverBinding->readBack() : QList<ThreadMask>();
}

} // namespace sb
