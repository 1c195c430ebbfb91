// SPDX-License-Identifier: GPL-3.0-or-later
// run: one measured run from the command line. It only turns options into a RunSpec and prints; the run itself is
// core's MeasuredRun, as for plans and the workstation. `--store FILE` keeps it as a plan of one.
#include "clicommand.h"
#include "commandline.h"
#include "connectionoptions.h"
#include "console.h"
#include "interrupt.h"
#include "mpiload.h"
#include "runprinter.h"
#include "runrequestoptions.h"
#include "workloadinvocation.h"

#include "engine/asyncdriver.h"
#include "experiment/measuredrun.h"
#include "experiment/planserver.h"
#include "experiment/runsettings.h"
#include "store/resultstore.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace sb::cli {

namespace {

void printAffinity(const QJsonObject& record, const QString& serverVersion, bool json)
{
    if (json) {
        out() << QJsonDocument(QJsonObject { { QStringLiteral("type"), QStringLiteral("environment") },
                                   { QStringLiteral("server_version"), serverVersion }, { QStringLiteral("affinity"), record } })
                     .toJson(QJsonDocument::Compact)
              << '\n';
        return;
    }
    auto describe = [](const char* who, const QJsonObject& o) {
        if (!o.contains(QStringLiteral("asked")))
            return;
        const QJsonObject host = o.value(QStringLiteral("host")).toObject();
        out() << who << " CPUs: " << o.value(QStringLiteral("label")).toString() << ", asked " << o.value(QStringLiteral("asked")).toString()
              << ", read back " << o.value(QStringLiteral("effective")).toString() << " (" << host.value(QStringLiteral("cores")).toInt()
              << " core(s), " << host.value(QStringLiteral("pus")).toInt() << " PU(s))\n";
    };
    describe("Client", record.value(QStringLiteral("client")).toObject());
    describe("Server", record.value(QStringLiteral("server")).toObject());
    for (const QJsonValue& t : record.value(QStringLiteral("server")).toObject().value(QStringLiteral("refused_threads")).toArray())
        err() << "warning: server thread did not take the CPU set: " << t.toString() << '\n';
}

// The printing side of a run: header once the server answered, the CPU sets before the first interval, then lines.
MeasuredRunHooks printingHooks(const RunPrinter& printer, const MeasuredRunRequest& request, bool json, QString* version)
{
    MeasuredRunHooks hooks;
    const QString endpoint = request.server.profile.endpoints().join(QStringLiteral(", "));
    hooks.serverProbed = [&printer, request, endpoint, version, json](const ServerInfo& info) {
        *version = info.version;
        RunOptions loops; // the header says what the run will use; the summary says what it used
        loops.threads = request.spec.threads;
        loops.driverThreads = request.spec.driverThreads;
        printer.header(request.spec.workload, endpoint, info.version, request.spec.threads, request.spec.driver,
            AsyncDriver::loopThreads(loops));
        if (!json) // --json has it in the environment line's server object
            out() << "TLS: " << (info.tls.active() ? info.tls.version + QStringLiteral(", ") + info.tls.cipher : QStringLiteral("none"))
                  << '\n';
    };
    hooks.prepareDone = [](bool prepared) {
        if (prepared)
            err() << "Prepared the tables (prepare policy)" << Qt::endl;
    };
    hooks.bound = [version, json](const QJsonObject& record) { printAffinity(record, *version, json); };
    hooks.interval = [&printer](const IntervalSample& s) { printer.interval(s); };
    hooks.phaseEnded = [&printer](const PhaseResult& phase) {
        if (!phase.name.isEmpty())
            printer.phase(phase.name, phase.index, phase.count, phase.operations, phase.summary);
    };
    return hooks;
}

int report(const MeasuredRunOutcome& outcome, const RunPrinter& printer, const QString& storePath)
{
    if (outcome.phases.size() == 1 && outcome.phases.first().name.isEmpty())
        printer.summary(outcome.summary);
    if (!storePath.isEmpty() && !outcome.phases.isEmpty())
        err() << "Stored as run " << outcome.phases.last().runId << " in " << storePath << Qt::endl;
    if (outcome.storeError)
        fail(outcome.storeError);
    if (outcome.restoreError)
        fail(outcome.restoreError);
    if (outcome.summary.status != RunStatus::Finished) {
        fail(outcome.summary.error);
        return ExitRunFailed;
    }
    return outcome.storeError || outcome.restoreError ? ExitRunFailed : ExitOk;
}

} // namespace

int runCommand(const QStringList& args)
{
    auto inv = WorkloadInvocation::parse(args, "run");
    if (!inv && inv.error().context == QLatin1String("help"))
        return WorkloadInvocation::printHelp(args);
    if (!inv)
        return fail(inv.error());
    auto mpi = MpiLoad::start(); // under mpirun/srun: one of several load processes (rank 0 prints and stores)
    if (!mpi)
        return fail(mpi.error());
    const bool otherRank = *mpi && !(*mpi)->isRoot();
    CommandLine& cl = inv->cl;
    const bool json = cl.takeFlag(QStringLiteral("json"));
    QString storePath = cl.take(QStringLiteral("store"));
    if (otherRank)
        storePath.clear(); // rank 0 stores the run, once
    MeasuredRunRequest request;
    RunSpec& spec = request.spec;
    if (Error e = RunRequestOptions::read(cl, request))
        return fail(e);
    if (otherRank)
        request.prepare = PreparePolicy::Never; // rank 0 prepares, once
    auto localPid = RunRequestOptions::serverPid(cl);
    if (!localPid)
        return fail(localPid.error());
    if (Error e = inv->createWorkload())
        return fail(e);
    if (Error e = RunRequestOptions::complete(*inv, *localPid, request))
        return fail(e);
    if (inv->hasPhases() && (cl.has(QStringLiteral("time")) || spec.events > 0 || spec.warmupSec > 0))
        err() << "note: " << spec.workload << " runs each phase over its whole key range; --time, --events and "
              << "--warmup-time do not apply" << Qt::endl;

    ResultStore store;
    qint64 experiment = 0;
    if (!storePath.isEmpty()) {
        auto created = MeasuredRun::createExperiment(store, storePath, request);
        if (!created)
            return fail(created.error());
        experiment = *created;
    }
    RunPrinter printer(json, request.sampleServerThreads);
    QString version;
    MeasuredRunHooks hooks = printingHooks(printer, request, json, &version);
    if (*mpi)
        (*mpi)->attach(hooks, inv->hasPhases());
    MeasuredRun run(request, hooks);
    if (!storePath.isEmpty())
        run.setStore(&store, experiment);
    Interrupt::Guard<MeasuredRun> interrupt(run);
    auto outcome = run.run();
    if (!outcome)
        return fail(outcome.error()); // nothing was measured: a setup problem, with its own exit code
    const int code = report(*outcome, printer, storePath);
    if (*mpi)
        (*mpi)->printRanks(json);
    return code;
}

} // namespace sb::cli
