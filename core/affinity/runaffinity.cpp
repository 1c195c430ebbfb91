// SPDX-License-Identifier: GPL-3.0-or-later
#include "runaffinity.h"

#include "hostinfo.h"

#include <QJsonArray>

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
    if (!request.serverCpus.isEmpty()) {
        if (request.serverPid <= 0)
            return Error { ErrorCode::Unsupported, QStringLiteral("--server-cpus"),
                QStringLiteral("the server is not a local process ScaleBench knows: give --server-pid or --server-pidfile, "
                               "or use the sandbox; nothing was bound") };
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
    r.insert(QStringLiteral("machine"), HostInfo::collect(m_topology.allPus(), m_topology).toJson());
    return r;
}

Error RunAffinity::restore()
{
    if (m_serverBinding && m_serverBinding->isActive())
        return m_serverBinding->restore();
    return {};
}

} // namespace sb
