// SPDX-License-Identifier: GPL-3.0-or-later
// run: one measured run from the command line. It only turns options into a RunSpec and prints; the run itself is
// core's MeasuredRun, as for plans and the workstation. `--store FILE` keeps it as a plan of one.
#include "clicommand.h"
#include "commandline.h"
#include "connectionoptions.h"
#include "console.h"
#include "interrupt.h"
#include "livehdrlog.h"
#include "livemetrics.h"
#include "mpiload.h"
#include "runprinter.h"
#include "runrequestoptions.h"
#include "workloadinvocation.h"

#include "engine/asyncdriver.h"
#include "experiment/loadlaunch.h"
#include "experiment/loadrequest.h"
#include "experiment/measuredrun.h"
#include "plan/planserver.h"
#include "plan/runsettings.h"
#include "experiment/runverdict.h"
#include "store/resultstore.h"
#include "store/storefile.h"

#include "common/errorjson.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStorageInfo>
#include <csignal>
#include <unistd.h>

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
    hooks.groupInterval = [&printer](const IntervalSample& s) { printer.interval(s); };
    hooks.incident = [&printer](const Incident& incident) { printer.incident(incident); };
    hooks.collectorNote = [&printer](const CollectorNote& note) { printer.note(note); };
    hooks.runEvent = [&printer](const RunEvent& event) { printer.event(event); };
    hooks.phaseEnded = [&printer](const PhaseResult& phase) {
        if (!phase.name.isEmpty())
            printer.phase(phase.name, phase.index, phase.count, phase.operations, phase.summary);
    };
    return hooks;
}

QString bytesText(qint64 bytes)
{
    if (bytes < 10 * 1024)
        return QStringLiteral("%1 bytes").arg(bytes);
    if (bytes < 10 * 1024 * 1024)
        return QStringLiteral("%1 KiB").arg(bytes / 1024);
    return QStringLiteral("%1 MiB").arg(bytes / (1024 * 1024));
}

// Said when the first write to the results file fails (a full disk), not at the run's planned end: the file, the
// space left on its disk and what is kept. The run stops right after.
std::function<void(const Error&, qint64, qint64)> storeFailureLine(const QString& path, const RunSpec& spec, bool json)
{
    return [path, interval = spec.reportIntervalMs, json](const Error& e, qint64 runId, qint64 kept) {
        const QStorageInfo disk(QFileInfo(path).absolutePath());
        const qint64 free = disk.isValid() ? disk.bytesAvailable() : -1;
        if (json) {
            out() << QJsonDocument(QJsonObject { { QStringLiteral("type"), QStringLiteral("store_write_failed") },
                                       { QStringLiteral("file"), path }, { QStringLiteral("free_bytes"), free },
                                       { QStringLiteral("run_id"), runId }, { QStringLiteral("intervals_kept"), kept },
                                       { QStringLiteral("error"), ErrorJson::toJson(e) } })
                         .toJson(QJsonDocument::Compact)
                  << Qt::endl;
        }
        err() << "error: cannot write to the results file " << QDir::toNativeSeparators(path) << " (" << e.detail
              << "); " << (free >= 0 ? bytesText(free) : QStringLiteral("unknown space")) << " free on its disk. Kept: "
              << kept << " interval(s) (" << QString::number(double(kept) * interval / 1000.0, 'f', 1)
              << " s) of run " << runId << ", which stops now as interrupted (store-write-failed)" << Qt::endl;
    };
}

// The run's verdict (runVerdict: the same for the Run page, plans and explore) as lines and an exit code: 0 for a
// finished run that was kept whole, 4 for one that was stopped or failed (what it measured is kept), the setup
// error's own code when nothing was measured.
int report(const Result<MeasuredRunOutcome>& outcome, const RunPrinter& printer, const QString& storePath)
{
    const RunVerdict verdict = runVerdict(outcome);
    if (!verdict.measured())
        return fail(verdict.error);
    if (outcome->phases.size() == 1 && outcome->phases.first().name.isEmpty())
        printer.summary(outcome->summary, outcome->environment);
    RunPrinter::serverNotes(outcome->environment);
    if (verdict.storedRunId > 0)
        err() << "Stored as run " << verdict.storedRunId << " in " << storePath << Qt::endl;
    else if (!storePath.isEmpty() && !outcome->phases.isEmpty())
        err() << "Kept in part as run " << outcome->phases.last().runId << " (interrupted) in " << storePath << Qt::endl;
    if (verdict.storeError)
        fail(verdict.storeError);
    if (verdict.restoreError)
        fail(verdict.restoreError);
    if (verdict.end == RunVerdict::End::Finished)
        return ExitOk;
    if (!verdict.storeError && !verdict.restoreError) // else that was the error, told above
        fail(verdict.error);
    return ExitRunFailed;
}

// Where a run is kept: a new experiment holding the plan of one, or (a run handed over) the experiment it belongs to.
struct RunStore {
    QString path; // empty: not stored
    qint64 experiment = 0;
};

// The run itself, once its request is whole. A run handed over by a plan or the Run page (jsonErrors) also reports a
// failure to start on its --json stream, where the process that launched it reads it as a typed error.
int execute(MeasuredRunRequest& request, MpiLoad* mpi, bool phased, bool json, const RunStore& where,
    bool jsonErrors = false, LiveMetrics* metrics = nullptr, LiveHdrLog* hdrLog = nullptr)
{
    auto failed = [jsonErrors](const Error& e) {
        if (jsonErrors)
            out() << QJsonDocument(LoadLaunch::errorLine(e)).toJson(QJsonDocument::Compact) << Qt::endl;
        return fail(e);
    };
    ResultStore store;
    qint64 experiment = where.experiment;
    if (!where.path.isEmpty() && experiment == 0) {
        auto created = MeasuredRun::createExperiment(store, where.path, request);
        if (!created)
            return failed(created.error());
        experiment = *created;
    } else if (!where.path.isEmpty()) {
        if (Error e = store.open(where.path))
            return failed(e);
    }
    RunPrinter printer(json, request.sampleServerThreads);
    printer.setMix(!request.spec.mix.isEmpty());
    QString version;
    MeasuredRunHooks hooks = printingHooks(printer, request, json, &version);
    if (!where.path.isEmpty())
        hooks.storeWriteFailed = storeFailureLine(where.path, request.spec, json);
    if (mpi)
        mpi->attach(request, hooks, phased);
    if (metrics)
        metrics->registry.attach(hooks, request.spec, experiment);
    if (hdrLog)
        hdrLog->attach(hooks, request.spec, !mpi);
    MeasuredRun run(request, hooks);
    if (!where.path.isEmpty())
        run.setStore(&store, experiment);
    auto outcome = run.run(Interrupt::token());
    if (!outcome)
        return failed(outcome.error()); // nothing was measured: a setup problem, with its own exit code
    const int code = report(outcome, printer, where.path);
    if (mpi)
        mpi->printRanks(json);
    return code;
}

// The process that launched the run stops it with SIGUSR1, which mpirun passes on to every rank without ending the
// job: taken as the interrupt the CLI handles (kill() is async-signal-safe).
void stopOnUserSignal()
{
    struct sigaction sa {};
    sa.sa_handler = [](int) { ::kill(::getpid(), SIGTERM); };
    sigemptyset(&sa.sa_mask);
    sigaction(SIGUSR1, &sa, nullptr);
}

// `run WORKLOAD --load-request=WORD`: one of the load processes a plan or the Run page started through mpirun. The
// word holds the whole request (LoadRequest); the password comes in MYSQL_PWD.
int runHandedOver(WorkloadInvocation& inv, const QString& word, MpiLoad* mpi)
{
    stopOnUserSignal();
    auto handed = LoadRequest::decode(word);
    inv.cl.takeFlag(QStringLiteral("json")); // always: the launcher reads the stream
    Error e = handed ? inv.createWorkload() : handed.error();
    const bool root = !mpi || mpi->isRoot();
    if (!e && root)
        e = handed->checkStoreHost(StoreFile::hostName());
    if (e) {
        out() << QJsonDocument(LoadLaunch::errorLine(e)).toJson(QJsonDocument::Compact) << Qt::endl;
        return fail(e);
    }
    MeasuredRunRequest request = handed->request;
    if (request.server.profile.password.isEmpty())
        request.server.profile.password = qEnvironmentVariable("MYSQL_PWD");
    if (!request.server.profile.password.isEmpty())
        ConnectionResolver::forbidCoreDumps();
    if (!root)
        request.prepare = PreparePolicy::Never; // rank 0 prepares, once
    return execute(request, mpi, inv.hasPhases(), true, { root ? handed->storePath : QString(), handed->experimentId }, true);
}

} // namespace

int runCommand(const QStringList& args)
{
    int exitCode = ExitOk;
    auto inv = WorkloadInvocation::open(args, "run", exitCode);
    if (!inv)
        return exitCode;
    auto mpi = MpiLoad::start(); // under mpirun/srun: one of several load processes (rank 0 prints and stores)
    if (!mpi)
        return fail(mpi.error());
    const bool otherRank = *mpi && !(*mpi)->isRoot();
    CommandLine& cl = inv->cl;
    if (cl.has(QStringLiteral("load_request")))
        return runHandedOver(*inv, cl.take(QStringLiteral("load_request")), mpi->get());
    const bool json = cl.takeFlag(QStringLiteral("json"));
    QString storePath = cl.take(QStringLiteral("store"));
    if (otherRank)
        storePath.clear(); // rank 0 stores the run, once
    MeasuredRunRequest request;
    RunSpec& spec = request.spec;
    const bool threadsGiven = cl.has(QStringLiteral("threads"));
    if (Error e = RunRequestOptions::read(cl, request))
        return fail(e);
    // Listening before anything connects: an address in use is said before the run, not after it.
    if (otherRank)
        cl.take(QStringLiteral("metrics_addr")); // rank 0 serves the merged figures
    auto metrics = LiveMetrics::start(cl);
    if (!metrics)
        return fail(metrics.error());
    if (otherRank)
        cl.take(QStringLiteral("hdr_log")); // rank 0 writes the merged intervals
    auto hdrLog = LiveHdrLog::start(cl); // a file that cannot be written is said before the run
    if (!hdrLog)
        return fail(hdrLog.error());
    if (otherRank)
        request.prepare = PreparePolicy::Never; // rank 0 prepares, once
    auto localPid = RunRequestOptions::serverPid(cl, !otherRank && !request.serverSsh.isSet()); // ssh: a pid there
    if (!localPid)
        return fail(localPid.error());
    if (Error e = inv->isMix() ? inv->createMix() : inv->createWorkload())
        return fail(e);
    if (inv->isMix()) {
        if (threadsGiven)
            return fail({ ErrorCode::InvalidOption, QStringLiteral("--threads"),
                QStringLiteral("with --mix each group has its clients: WORKLOAD:CLIENTS") });
        spec.mix = inv->mixText();
        spec.threads = inv->mixClients();
    }
    if (Error e = RunRequestOptions::complete(*inv, *localPid, request))
        return fail(e);
    if (inv->hasPhases() && (cl.has(QStringLiteral("time")) || spec.events > 0 || spec.warmupSec > 0))
        err() << "note: " << spec.workload << " runs each phase over its whole key range; --time, --events and "
              << "--warmup-time do not apply" << Qt::endl;

    const int code = execute(request, mpi->get(), inv->hasPhases(), json, { storePath, 0 }, false, metrics->get(), hdrLog->get());
    if (*metrics)
        (*metrics)->awaitLastScrape();
    return code;
}

} // namespace sb::cli
