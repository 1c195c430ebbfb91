// SPDX-License-Identifier: GPL-3.0-or-later
// plan validate|run|resume: whole experiments, run unattended into the results database.
#include "clicommand.h"
#include "commandline.h"
#include "console.h"

#include "experiment/planrunner.h"
#include "server/optionfile.h"
#include "server/sandboxserver.h"
#include "store/resultstore.h"

#include <atomic>
#include <csignal>

namespace sb::cli {

namespace {

std::atomic<PlanRunner*> g_planRunner { nullptr };

void onPlanInterrupt(int)
{
    if (PlanRunner* r = g_planRunner.load())
        r->requestStop();
}

// A plan names servers but never holds passwords: they come from MYSQL_PWD or the [client] group of ~/.my.cnf.
Result<ResolvedServer> resolveServer(const PlanServer& server, const QString& sandboxDir)
{
    if (server.isSandbox()) {
        SandboxServer sandbox(sandboxDir);
        auto profile = sandbox.start();
        if (!profile)
            return profile.error();
        return ResolvedServer { *profile, pid_t(sandbox.status().pid) };
    }
    const QMap<QString, QString> files = OptionFile::readGroups(OptionFile::systemFiles() + QStringList { OptionFile::userFile() },
        { QStringLiteral("client") });
    ServerProfile p;
    p.name = server.name;
    p.host = server.host;
    p.port = server.port > 0 ? unsigned(server.port) : 3306;
    if (Error e = p.setHosts(server.host, QString::number(p.port))) // "host": "sql1,sql2,sql3": round-robin
        return e;
    p.socket = server.socket;
    p.user = server.user.isEmpty() ? files.value(QStringLiteral("user")) : server.user;
    p.password = qEnvironmentVariableIsSet("MYSQL_PWD") ? qEnvironmentVariable("MYSQL_PWD") : files.value(QStringLiteral("password"));
    if (!server.database.isEmpty())
        p.database = server.database;
    if (!server.sslMode.isEmpty()) {
        auto mode = ServerProfile::parseSslMode(server.sslMode);
        if (!mode)
            return mode.error();
        p.sslMode = *mode;
    }
    return ResolvedServer { p, 0 };
}

int runPlan(const ExperimentPlan& plan, const QString& storePath, const QString& sandboxDir, bool resume)
{
    ResultStore store;
    if (Error e = store.open(storePath))
        return fail(e);
    PlanRunner runner(plan, store, [sandboxDir](const PlanServer& s) { return resolveServer(s, sandboxDir); });
    runner.setSandboxDirectory(sandboxDir);
    runner.setProgressHandler([](const PlanProgress& p) {
        out() << QStringLiteral("run %1 of %2: %3, %4 clients, server CPUs %5, client CPUs %6, repetition %7 (elapsed %8 s, about %9 s left)\n")
                     .arg(p.position)
                     .arg(p.count)
                     .arg(p.spec.workloadLabel)
                     .arg(p.spec.threads)
                     .arg(p.spec.serverCpu.label, p.spec.clientCpu.label)
                     .arg(p.spec.repetition + 1)
                     .arg(qint64(p.elapsedSec))
                     .arg(qint64(p.etaSec));
        out().flush();
    });
    runner.setRunFinishedHandler([](const RunSpec&, const RunSummary& s) {
        out() << QStringLiteral("    %1: %2 tps, %3 qps, p95 %4 ms\n")
                     .arg(QLatin1String(runStatusName(s.status)))
                     .arg(s.tps(), 0, 'f', 1)
                     .arg(s.qps(), 0, 'f', 1)
                     .arg(s.latency.p95Ms, 0, 'f', 2);
        out().flush();
    });
    g_planRunner.store(&runner);
    struct sigaction sa {};
    sa.sa_handler = onPlanInterrupt;
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
    const Error e = runner.run(resume);
    g_planRunner.store(nullptr);
    out() << "experiment " << runner.experimentId() << " in " << store.path() << Qt::endl;
    if (e) {
        fail(e);
        if (e.code == ErrorCode::Cancelled)
            err() << "resume it with: scalebench-cli plan resume FILE" << Qt::endl;
        return exitCodeFor(e) == ExitOk ? ExitRunFailed : exitCodeFor(e);
    }
    return ExitOk;
}

} // namespace

int planCommand(const QStringList& args)
{
    CommandLine cl = CommandLine::parse(args, { QStringLiteral("store"), QStringLiteral("sandbox_dir") });
    if (cl.positionals().size() != 2)
        return usageError(QStringLiteral("usage: scalebench-cli plan validate|run|resume FILE [--store PATH] [--sandbox-dir DIR]"));
    const QString action = cl.positionals().at(0);
    const QString storePath = cl.take(QStringLiteral("store"));
    const QString sandboxDir = cl.take(QStringLiteral("sandbox_dir"));
    if (!cl.remaining().isEmpty())
        return fail({ ErrorCode::UnknownOption, QStringLiteral("--") + cl.remaining().firstKey(), {} });
    auto plan = ExperimentPlan::fromFile(cl.positionals().at(1));
    if (!plan)
        return fail(plan.error());
    const QList<PlanIssue> issues = plan->validate();
    for (const PlanIssue& i : issues)
        err() << i.toString() << '\n';
    err().flush();
    if (PlanIssue::hasErrors(issues))
        return usageError(QStringLiteral("the plan has errors; nothing was run"));
    if (action == QLatin1String("validate")) {
        out() << plan->name << ": " << plan->runCount() << " runs, about " << qint64(plan->estimatedSeconds()) << " s" << Qt::endl;
        return ExitOk;
    }
    if (action == QLatin1String("run") || action == QLatin1String("resume"))
        return runPlan(*plan, storePath, sandboxDir, action == QLatin1String("resume"));
    return usageError(QStringLiteral("unknown plan action '%1': use validate, run or resume").arg(action));
}

} // namespace sb::cli
