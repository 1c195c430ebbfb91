// SPDX-License-Identifier: GPL-3.0-or-later
#include "planrunner.h"

#include "affinity/runaffinity.h"
#include "affinity/serverbinding.h"
#include "common/optionproblem.h"
#include "common/stop.h"
#include "runverdict.h"
#include "server/sandboxserver.h"
#include "stoptesthook.h"
#include "store/resultstore.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QThread>

namespace sb {

PlanRunner::PlanRunner(const ExperimentPlan& plan, ResultStore& store, ServerResolver resolver)
    : m_plan(plan)
    , m_store(store)
    , m_resolve(std::move(resolver))
{
}

void PlanRunner::requestStop()
{
    m_stop.request_stop(); // reaches the current run through the callback its MeasuredRun::run() holds
    if (testhook::stopRecorded)
        testhook::stopRecorded();
}

Error PlanRunner::run(bool resume, std::stop_token stop)
{
    const std::stop_callback forward(stop, [this] { m_stop.request_stop(); });
    // Recognised by the plan's content, however it was written (the file's text, the Plan page's form) and whichever
    // front end started it; experiments kept before that match by their stored plan.
    const QJsonObject identity = m_plan.identity();
    auto existing = m_store.findExperiment(m_plan.name, identity, &ExperimentPlan::identityOf);
    if (!existing)
        return existing.error();
    if (existing->has_value() && resume) {
        m_experimentId = **existing;
    } else {
        auto created = m_store.createExperiment(m_plan.name, m_plan.source(), identity);
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
        if (m_stop.stop_requested())
            return { ErrorCode::Cancelled, {}, {} };
        if (finished.contains(spec.index))
            continue;
        auto planServer = m_plan.server(spec.serverProfile);
        if (!planServer)
            return { ErrorCode::OptionValueInvalid, spec.serverProfile, spec.serverProfile, 0,
                qint64(OptionProblem::NoSuchPlanServer) };
        auto server = m_resolve(*planServer);
        if (!server)
            return server.error();
        if (m_onProgress)
            m_onProgress({ spec.index + 1, int(specs.size()), int(finished.size()), clock.elapsed() / 1000.0, remaining, spec,
                m_plan.load });
        // AlreadyClaimed: another resume of this plan is running it; the whole plan is left to that one, since two
        // processes binding and loading one server at once would spoil each other's measurements.
        if (Error e = runOne(spec, *server, preparePolicyOf(spec)))
            return e;
        remaining -= spec.estimatedSeconds();
    }
    return {};
}

PreparePolicy PlanRunner::preparePolicyOf(const RunSpec& spec) const
{
    for (const PlanWorkload& w : m_plan.workloads) {
        if ((w.label.isEmpty() ? w.name : w.label) == spec.workloadLabel)
            return w.prepare;
    }
    return PreparePolicy::Auto;
}

Error PlanRunner::restartSandbox(const RunSpec& spec, const PlanServer& planServer)
{
    SandboxServer sandbox = planServer.makeSandbox(m_sandboxDir);
    if (Error e = sandbox.stop())
        return e;
    auto started = sandbox.start();
    if (!started)
        return started.error();
    // Let it settle, as the study asks; a stop ends the wait (and the plan).
    if (!sleepUnlessStopped(m_stop.get_token(), std::chrono::milliseconds(qint64(spec.restartSettleSec * 1000))))
        return { ErrorCode::Cancelled, {}, {} };
    return {};
}

Error PlanRunner::runOne(const RunSpec& spec, const ResolvedServer& resolved, PreparePolicy prepare)
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
    MeasuredRunRequest request;
    request.spec = spec;
    request.server = server;
    // Each dataset is prepared (or checked) once per plan; later runs on it use what is there.
    request.prepare = m_preparedDatasets.contains(spec.datasetKey()) ? PreparePolicy::Never : prepare;
    request.prepareThreads = std::max(1, QThread::idealThreadCount());
    request.bindServerToAll = true;
    request.serverSsh = planServer.ssh; // the server's host through its agent, when the plan names one
    request.sampleServerThreads = server.pid > 0 || planServer.ssh.isSet();
    request.load = m_plan.load; // several load processes: MeasuredRun launches them, rank 0 stores into m_store's file
    MeasuredRunHooks hooks;
    hooks.interval = [this, &spec](const IntervalSample& s) {
        if (m_onInterval)
            m_onInterval(spec, s);
    };
    hooks.phaseEnded = [this, &spec](const PhaseResult& phase) {
        if (m_onRunFinished)
            m_onRunFinished(phase.name.isEmpty() ? spec : phaseSpec(spec, phase), phase.summary);
    };
    if (m_addHooks)
        m_addHooks(hooks, spec, m_experimentId);
    MeasuredRun run(request, hooks);
    run.setStore(&m_store, m_experimentId);
    auto outcome = run.run(m_stop.get_token());
    if (!outcome)
        return outcome.error();
    m_preparedDatasets.insert(spec.datasetKey());
    return endOfRun(spec, *outcome);
}

RunSpec PlanRunner::phaseSpec(const RunSpec& spec, const PhaseResult& phase)
{
    RunSpec s = spec;
    s.phase = phase.name;
    s.phaseIndex = phase.index;
    s.phaseCount = phase.count;
    return s;
}

// What a run's end means for the plan (runVerdict, as everywhere): go on after the cooldown, or stop with the
// reason. A failed restore stops it too: the server would stay pinned to this run's CPUs for every later run.
Error PlanRunner::endOfRun(const RunSpec& spec, const MeasuredRunOutcome& outcome)
{
    const RunVerdict verdict = runVerdict(outcome);
    if (!verdict.goesOn())
        return verdict.error;
    if (spec.cooldownSec > 0
        && !sleepUnlessStopped(m_stop.get_token(), std::chrono::milliseconds(qint64(spec.cooldownSec * 1000))))
        return { ErrorCode::Cancelled, {}, {} };
    return {};
}

} // namespace sb
