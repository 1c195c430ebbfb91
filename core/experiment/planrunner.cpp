// SPDX-License-Identifier: GPL-3.0-or-later
#include "planrunner.h"

#include "affinity/runaffinity.h"
#include "affinity/serverbinding.h"
#include "engine/runner.h"
#include "server/sandboxserver.h"
#include "server/serverprobe.h"
#include "server/session.h"
#include "store/resultstore.h"
#include "workload/workloadregistry.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QThread>

namespace sb {

namespace {

QMap<QString, QString> optionTexts(const QVariantMap& options)
{
    QMap<QString, QString> texts;
    for (auto it = options.cbegin(); it != options.cend(); ++it)
        texts.insert(it.key(), it.value().typeId() == QMetaType::Bool ? (it.value().toBool() ? QStringLiteral("on") : QStringLiteral("off"))
                                                                       : it.value().toString());
    return texts;
}

QJsonObject statusJson(const StatusSnapshot& delta)
{
    QJsonObject o;
    for (auto it = delta.cbegin(); it != delta.cend(); ++it) {
        if (it.value() != 0)
            o.insert(it.key(), it.value());
    }
    return o;
}

StoredHistogram encode(const LatencyHistogram& h)
{
    // Sparse: (bucket index, count) pairs of the buckets that hold something.
    QByteArray data;
    for (int i = 0; i < LatencyHistogram::kBuckets; ++i) {
        if (const std::uint64_t c = h.countAt(i)) {
            const qint32 index = i;
            const quint64 count = c;
            data.append(reinterpret_cast<const char*>(&index), sizeof index);
            data.append(reinterpret_cast<const char*>(&count), sizeof count);
        }
    }
    return { QStringLiteral("sb-log64-sparse-v1"), data };
}

} // namespace

PlanRunner::PlanRunner(const ExperimentPlan& plan, ResultStore& store, ServerResolver resolver)
    : m_plan(plan)
    , m_store(store)
    , m_resolve(std::move(resolver))
{
}

void PlanRunner::requestStop()
{
    m_stop.store(true);
    if (Runner* r = m_runner.load())
        r->requestStopFromSignal();
}

Error PlanRunner::run(bool resume)
{
    auto existing = m_store.findExperiment(m_plan.name, m_plan.source());
    if (!existing)
        return existing.error();
    if (existing->has_value() && resume) {
        m_experimentId = **existing;
    } else {
        auto created = m_store.createExperiment(m_plan.name, m_plan.source());
        if (!created)
            return created.error();
        m_experimentId = *created;
    }
    QSet<int> finished;
    if (resume) {
        auto done = m_store.finishedRunIndexes(m_experimentId);
        if (!done)
            return done.error();
        finished = *done;
    }

    const std::vector<RunSpec> specs = m_plan.expand();
    double remaining = 0;
    for (const RunSpec& s : specs)
        remaining += finished.contains(s.index) ? 0 : s.estimatedSeconds();
    QElapsedTimer clock;
    clock.start();
    for (const RunSpec& spec : specs) {
        if (m_stop.load())
            return { ErrorCode::Cancelled, {}, {} };
        if (finished.contains(spec.index))
            continue;
        auto planServer = m_plan.server(spec.serverProfile);
        if (!planServer)
            return { ErrorCode::InvalidOption, spec.serverProfile, QStringLiteral("no such server in the plan") };
        auto server = m_resolve(*planServer);
        if (!server)
            return server.error();
        if (m_onProgress)
            m_onProgress({ spec.index + 1, int(specs.size()), int(finished.size()), clock.elapsed() / 1000.0, remaining, spec });
        if (Error e = runOne(spec, *server))
            return e;
        remaining -= spec.estimatedSeconds();
    }
    return {};
}

Error PlanRunner::restartSandbox(const RunSpec& spec, const PlanServer& planServer)
{
    SandboxServer sandbox = planServer.makeSandbox(m_sandboxDir);
    if (Error e = sandbox.stop())
        return e;
    auto started = sandbox.start();
    if (!started)
        return started.error();
    QThread::msleep(static_cast<unsigned long>(spec.restartSettleSec * 1000)); // let it settle, as the study asks
    return {};
}

Error PlanRunner::prepareDataset(const RunSpec& spec, const ResolvedServer& server)
{
    const QString key = spec.datasetKey();
    if (m_preparedDatasets.contains(key))
        return {};
    auto workload = WorkloadRegistry::create(spec.workload, optionTexts(spec.workloadOptions));
    if (!workload)
        return workload.error();
    // Fresh data for each dataset: drop what ScaleBench made before (never anything else), then load.
    Session session;
    if (Error e = session.connect(server.profile))
        return e;
    if (Error e = (*workload)->cleanup(session))
        return e;
    PrepareOptions options;
    options.threads = std::max(1, QThread::idealThreadCount());
    if (Error e = (*workload)->prepare(server.profile, options))
        return e;
    m_preparedDatasets.append(key);
    return {};
}

Error PlanRunner::runOne(const RunSpec& spec, const ResolvedServer& resolved)
{
    ResolvedServer server = resolved;
    const PlanServer planServer = *m_plan.server(spec.serverProfile);
    if (spec.restartSettleSec > 0 && planServer.isManagedSandbox()) {
        if (Error e = restartSandbox(spec, planServer))
            return e;
        auto again = m_resolve(planServer);
        if (!again)
            return again.error();
        server = *again;
    }
    if (Error e = prepareDataset(spec, server))
        return e;
    auto workload = WorkloadRegistry::create(spec.workload, optionTexts(spec.workloadOptions));
    if (!workload)
        return workload.error();
    if (!m_topology) { // once per plan: the machine does not change between runs
        auto topology = Topology::loadLocal();
        if (!topology)
            return topology.error();
        m_topology.emplace(std::move(*topology));
    }
    AffinityRequest request;
    request.clientCpus = spec.clientCpu.spec == QLatin1String("all") ? QString() : spec.clientCpu.spec;
    // A local server is always bound explicitly, "all" included: a plan killed mid-run may have left it pinned.
    request.serverCpus = server.pid > 0 || spec.serverCpu.spec != QLatin1String("all") ? spec.serverCpu.spec : QString();
    request.serverPid = server.pid;
    request.sampleServerThreads = server.pid > 0;
    if (auto policy = parseClientBindPolicy(spec.clientBind))
        request.clientBind = *policy;
    auto affinity = RunAffinity::apply(*m_topology, request);
    if (!affinity)
        return affinity.error();

    RunOptions options;
    options.threads = spec.threads;
    options.timeSec = spec.durationSec;
    options.events = spec.events;
    options.warmupSec = spec.warmupSec;
    options.reportIntervalMs = spec.reportIntervalMs;
    options.rate = spec.rate;
    options.rateArrivals
        = spec.rateArrivals == QLatin1String("constant") ? RateArrivals::Constant : RateArrivals::Poisson;
    (*affinity)->install(options);

    Session probe;
    if (Error e = probe.connect(server.profile))
        return e;
    auto info = ServerProbe::probe(probe);
    auto before = ServerProbe::globalStatus(probe);

    auto runId = m_store.beginRun(m_experimentId, spec);
    if (!runId)
        return runId.error();
    Runner runner(server.profile, **workload, options);
    Error storeError;
    runner.setIntervalHandler([&](const IntervalSample& s) {
        if (Error e = m_store.appendInterval(*runId, s); e && !storeError)
            storeError = e;
        if (m_onInterval)
            m_onInterval(spec, s);
    });
    m_runner.store(&runner);
    if (m_stop.load())
        runner.requestStop();
    const RunSummary summary = runner.run();
    m_runner.store(nullptr);
    // Read back while the server is still bound: after restore() its threads show their old masks again.
    const QJsonObject affinityRecord = (*affinity)->record();
    const Error restored = (*affinity)->restore();

    QJsonObject environment { { QStringLiteral("tool_version"), QStringLiteral(SCALEBENCH_VERSION) },
        { QStringLiteral("client_library"), Session::clientLibraryVersion() },
        { QStringLiteral("affinity"), affinityRecord } };
    if (info)
        environment.insert(QStringLiteral("server"), info->toJson());
    if (auto after = ServerProbe::globalStatus(probe); before && after)
        environment.insert(QStringLiteral("status_delta"), statusJson(ServerProbe::delta(*before, *after)));
    m_store.setEnvironment(*runId, environment);
    m_store.setHistogram(*runId, encode(runner.histogram()));
    if (Error e = m_store.finishRun(*runId, summary, summary.status))
        return e;
    if (m_onRunFinished)
        m_onRunFinished(spec, summary);
    if (storeError)
        return storeError;
    if (restored) // the server would stay pinned to this run's CPUs for every later run
        return restored;
    if (summary.status == RunStatus::Interrupted && m_stop.load())
        return { ErrorCode::Cancelled, {}, {} };
    if (summary.status != RunStatus::Finished)
        return summary.error;
    if (spec.cooldownSec > 0 && !m_stop.load())
        QThread::msleep(static_cast<unsigned long>(spec.cooldownSec * 1000));
    return {};
}

} // namespace sb
