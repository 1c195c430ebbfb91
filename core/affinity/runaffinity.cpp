// SPDX-License-Identifier: GPL-3.0-or-later
#include "runaffinity.h"

#include "bindingproblem.h"
#include "hostinfo.h"
#include "processidentity.h"
#include "server/session.h"

#include <QJsonArray>
#include <cerrno>

namespace sb {

// Binding some other process by mistake (a typo in --server-pid) would distort the machine silently. The name is the
// executable's, exactly: comm is truncated, settable by the process, and "mysqld" prefixes mysqld_safe (a shell
// script) and mysqld_exporter.
Error RunAffinity::checkServerProcess(pid_t pid)
{
    const auto identity = ProcessIdentity::of(pid);
    const auto refused = [pid](BindingProblem problem, const QString& detail = {}, const QString& more = {}) {
        QStringList args { QString::number(pid) };
        if (!more.isEmpty())
            args.append(more);
        return Error { ErrorCode::BindingRefused, QStringLiteral("--server-pid"), detail, 0, qint64(problem), args };
    };
    if (!identity && identity.error().value == ESRCH)
        return refused(BindingProblem::NoSuchProcess);
    if (!identity)
        return refused(BindingProblem::NotIdentified, identity.error().detail);
    static const QStringList servers { QStringLiteral("mysqld"), QStringLiteral("mariadbd"), QStringLiteral("ndbd"),
        QStringLiteral("ndbmtd") };
    if (servers.contains(identity->exeName))
        return {};
    return refused(BindingProblem::NotAServer, {}, identity->exeName);
}

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
    if (!request.serverCpus.isEmpty() && request.serverPid <= 0) {
        if (!request.remoteServer)
            return Error { ErrorCode::BindingRefused, QStringLiteral("--server-cpus"), {}, 0,
                qint64(BindingProblem::NotLocal) };
        if (Error e = a->applyResourceGroup())
            return e;
    } else if (!request.serverCpus.isEmpty()) {
        if (Error e = checkServerProcess(request.serverPid))
            return e;
        auto preset = AffinityPresets::find(topology, request.serverCpus);
        if (!preset)
            return preset.error();
        a->m_serverPreset = *preset;
    }
    if (a->m_serverPreset) {
        auto binding = ServerBinding::apply(request.serverPid, a->m_serverPreset->cpus);
        if (!binding)
            return binding.error();
        a->m_serverBinding.emplace(std::move(*binding));
    }
    if (request.keepSamplerOffServer && a->m_serverPreset) {
        const CpuSet rest = topology.allPus() - a->m_serverPreset->cpus;
        if (!rest.isEmpty()) {
            if (Error e = bindCurrentThread(rest))
                return e; // `a` goes out of scope here and restores the server
        }
    }
    if (request.sampleServerThreads && request.serverPid > 0)
        a->m_sampler = std::make_unique<ServerThreadSampler>(request.serverPid);
    return a;
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
            s.serverThreads = m_sampler->sample();
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
    auto setJson = [this](const std::optional<AffinityPreset>& preset, const CpuSet& effective) {
        QJsonObject o;
        if (preset) {
            o.insert(QStringLiteral("preset"), preset->name);
            o.insert(QStringLiteral("label"), preset->label);
            o.insert(QStringLiteral("asked"), preset->cpus.toCpuList());
        }
        o.insert(QStringLiteral("effective"), effective.toCpuList());
        if (!effective.isEmpty())
            o.insert(QStringLiteral("host"), HostInfo::collect(effective, m_topology).toJson());
        return o;
    };
    QJsonObject r;
    QJsonObject client = setJson(m_clientPreset, effectiveClientCpus());
    client.insert(QStringLiteral("bind"), clientBindPolicyName(m_request.clientBind));
    {
        std::lock_guard lock(m_mutex);
        if (!m_workerErrors.isEmpty())
            client.insert(QStringLiteral("errors"), QJsonArray::fromStringList(m_workerErrors));
    }
    r.insert(QStringLiteral("client"), client);
    if (m_serverBinding) {
        QJsonObject server = setJson(m_serverPreset, m_serverBinding->effectiveCpus());
        server.insert(QStringLiteral("pid"), int(m_request.serverPid));
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
    if (m_serverBinding && m_serverBinding->isActive())
        return m_serverBinding->restore();
    return {};
}

} // namespace sb
