// SPDX-License-Identifier: GPL-3.0-or-later
// plan validate|run|resume: whole experiments, run unattended into the results database.
#include "clicommand.h"
#include "commandline.h"
#include "console.h"
#include "interrupt.h"
#include "livemetrics.h"
#include "planrun.h"

#include "common/errortext.h"
#include "experiment/planrunner.h"
#include "plan/planserverresolver.h"
#include "store/resultstore.h"

#include "affinity/topology.h"

namespace sb::cli {

namespace {

// What validation says of the plan on this machine: its own issues and CPU sets it cannot give here.
QList<PlanIssue> planIssues(const ExperimentPlan& plan)
{
    QList<PlanIssue> issues = plan.validate();
    if (auto topology = Topology::loadLocal())
        issues += plan.checkCpuSets(*topology);
    return issues;
}

int runPlan(const ExperimentPlan& plan, const QString& storePath, const QString& sandboxDir, bool resume,
    LiveMetrics* metrics)
{
    ResultStore store;
    if (Error e = store.open(storePath))
        return fail(e);
    const PlanRunner::ServerResolver resolver
        = [sandboxDir](const PlanServer& s) { return PlanServerResolver::resolve(s, sandboxDir); };
    return runPlanWith(plan, store, resolver, { sandboxDir, resume, metrics });
}

} // namespace

int runPlanWith(const ExperimentPlan& plan, ResultStore& store, const PlanRunner::ServerResolver& resolver,
    const PlanRunOptions& options)
{
    const bool resume = options.resume;
    LiveMetrics* metrics = options.metrics;
    PlanRunner runner(plan, store, resolver);
    runner.setSandboxDirectory(options.sandboxDir);
    if (metrics) {
        runner.setRunHooks([metrics](MeasuredRunHooks& hooks, const RunSpec& spec, qint64 experiment) {
            metrics->registry.attach(hooks, spec, experiment);
        });
    }
    const bool manyServers = plan.servers.size() > 1;
    runner.setProgressHandler([manyServers](const PlanProgress& p) {
        out() << QStringLiteral("run %1 of %2: %3%4, %5, server CPUs %6, client CPUs %7, repetition %8 "
                                "(elapsed %9 s, about %10 s left)\n")
                     .arg(p.position)
                     .arg(p.count)
                     .arg(manyServers ? p.spec.serverProfile + QStringLiteral(", ") : QString(), p.spec.workloadLabel)
                     .arg(clientCount(p.spec.threads))
                     .arg(p.spec.serverCpu.label, p.spec.clientCpu.label)
                     .arg(p.spec.repetition + 1)
                     .arg(qint64(p.elapsedSec))
                     .arg(qint64(p.etaSec));
        out().flush();
    });
    runner.setRunFinishedHandler([](const RunSpec& spec, const RunSummary& s) {
        // A phased workload (kv) ends each phase as a run of its own: the line names it.
        const QString phase = spec.phase.isEmpty() ? QString() : spec.phase + QStringLiteral(" ");
        out() << QStringLiteral("    %1%2: %3 tps, %4 qps, p95 %5 ms\n")
                     .arg(phase, QLatin1String(runStatusName(s.status)))
                     .arg(s.tps(), 0, 'f', 1)
                     .arg(s.qps(), 0, 'f', 1)
                     .arg(s.latency.p95Ms, 0, 'f', 2);
        out().flush();
    });
    const Error e = runner.run(resume, Interrupt::token());
    out() << "experiment " << runner.experimentId() << " in " << store.path() << Qt::endl;
    if (options.experimentId)
        *options.experimentId = runner.experimentId();
    if (e) {
        fail(e);
        if (e.code == ErrorCode::Cancelled)
            err() << "resume it with: scalebench-cli plan resume FILE" << Qt::endl;
        return exitCodeFor(e) == ExitOk ? ExitRunFailed : exitCodeFor(e);
    }
    return ExitOk;
}

int planCommand(const QStringList& args)
{
    CommandLine cl = CommandLine::parse(
        args, { QStringLiteral("store"), QStringLiteral("sandbox_dir"), QStringLiteral("metrics_addr") });
    if (cl.positionals().size() != 2)
        return usageError(QStringLiteral("usage: scalebench-cli plan validate|run|resume FILE [--store PATH] [--sandbox-dir DIR] [--metrics-addr [HOST:]PORT]"));
    const QString action = cl.positionals().at(0);
    const QString storePath = cl.take(QStringLiteral("store"));
    const QString sandboxDir = cl.take(QStringLiteral("sandbox_dir"));
    const bool metricsAsked = cl.has(QStringLiteral("metrics_addr"));
    const QString metricsAddr = cl.take(QStringLiteral("metrics_addr"));
    if (!cl.remaining().isEmpty())
        return fail({ ErrorCode::UnknownOption, QStringLiteral("--") + cl.remaining().firstKey(), {} });
    auto plan = ExperimentPlan::fromFile(cl.positionals().at(1));
    if (!plan)
        return fail(plan.error());
    const QList<PlanIssue> issues = planIssues(*plan);
    for (const PlanIssue& i : issues)
        err() << i.path << ": " << ErrorText::planIssueText(i, ErrorText::Audience::CommandLine)
              << (i.isError() ? "" : " (warning)") << '\n';
    err().flush();
    if (PlanIssue::hasErrors(issues))
        return usageError(QStringLiteral("the plan has errors; nothing was run"));
    if (action == QLatin1String("validate")) {
        out() << plan->name << ": " << plan->runCount() << " runs, about " << qint64(plan->estimatedSeconds()) << " s" << Qt::endl;
        return ExitOk;
    }
    if (action == QLatin1String("run") || action == QLatin1String("resume")) {
        CommandLine metricsOption = CommandLine::parse(
            metricsAsked ? QStringList { QStringLiteral("--metrics-addr=") + metricsAddr } : QStringList(), {});
        auto metrics = LiveMetrics::start(metricsOption); // listening before the plan's first run
        if (!metrics)
            return fail(metrics.error());
        const int code = runPlan(*plan, storePath, sandboxDir, action == QLatin1String("resume"), metrics->get());
        if (*metrics)
            (*metrics)->awaitLastScrape();
        return code;
    }
    return usageError(QStringLiteral("unknown plan action '%1': use validate, run or resume").arg(action));
}

} // namespace sb::cli
