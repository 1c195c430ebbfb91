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
#include "workloadinvocation.h"

#include "common/errortext.h"
#include "experiment/loadlaunch.h"
#include "experiment/loadrequest.h"
#include "experiment/measuredrun.h"
#include "experiment/planserver.h"
#include "experiment/runsettings.h"
#include "store/resultstore.h"
#include "store/storefile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <csignal>
#include <unistd.h>

namespace sb::cli {

namespace {

Result<double> setting(CommandLine& cl, const char* name, double fallback)
{
    const QString key = QLatin1String(name);
    if (!cl.has(key))
        return fallback;
    const RunSetting* s = RunSettings::byCliName(key);
    Q_ASSERT(s);
    return RunSettings::parse(*s, cl.take(key), QStringLiteral("--") + QString(key).replace(QLatin1Char('_'), QLatin1Char('-')));
}

// --threads, --time, --events, --warmup-time, --report-interval, --rate and its companions into the spec.
Error readLimits(CommandLine& cl, RunSpec& spec)
{
    const bool timeGiven = cl.has(QStringLiteral("time"));
    auto threads = setting(cl, "threads", 1);
    auto time = setting(cl, "time", 10);
    auto events = setting(cl, "events", 0);
    auto warmup = setting(cl, "warmup_time", 0);
    auto interval = setting(cl, "report_interval", 1);
    auto rate = setting(cl, "rate", 0);
    auto backlog = setting(cl, "rate_max_backlog", 0);
    for (const auto* r : { &threads, &time, &events, &warmup, &interval, &rate, &backlog }) {
        if (!*r)
            return r->error();
    }
    spec.threads = int(*threads);
    spec.events = std::uint64_t(*events);
    // --events alone: run until the events are done, as sysbench does with --time=0.
    spec.durationSec = spec.events > 0 && !timeGiven ? 0 : *time;
    spec.warmupSec = *warmup;
    spec.reportIntervalMs = int(std::lround(*interval * 1000));
    spec.rate = *rate;
    spec.rateMaxBacklog = std::uint64_t(*backlog);
    if (cl.has(QStringLiteral("rate_arrivals")))
        spec.rateArrivals = cl.take(QStringLiteral("rate_arrivals"));
    return {};
}

// --driver=threads|async, the async driver's loop threads, the connect ramp and think time.
Error readDriver(CommandLine& cl, RunSpec& spec)
{
    // The names are checked with the rest of the run options (MeasuredRun::runOptions), as for plans.
    if (cl.has(QStringLiteral("driver")))
        spec.driver = cl.take(QStringLiteral("driver"));
    auto loops = setting(cl, "driver_threads", 0);
    auto connectRate = setting(cl, "connect_rate", 0);
    auto think = setting(cl, "think_time", 0);
    for (const auto* r : { &loops, &connectRate, &think }) {
        if (!*r)
            return r->error();
    }
    spec.driverThreads = int(*loops);
    spec.connectRate = *connectRate;
    spec.thinkTimeMs = *think;
    if (cl.has(QStringLiteral("think_time_distribution")))
        spec.thinkTimeDistribution = cl.take(QStringLiteral("think_time_distribution"));
    return {};
}

// The CPU options: the sets go into the spec (as a plan names them), the rest into the request.
Error readCpus(CommandLine& cl, RunSpec& spec, MeasuredRunRequest& request)
{
    const QString client = cl.take(QStringLiteral("client_cpus"));
    QString server = cl.take(QStringLiteral("server_cpus"));
    const QString preset = cl.take(QStringLiteral("preset"));
    if (!preset.isEmpty() && !server.isEmpty())
        return { ErrorCode::InvalidOption, QStringLiteral("--preset"), QStringLiteral("give --preset or --server-cpus, not both") };
    if (!preset.isEmpty())
        server = preset;
    for (const auto& [text, target] : { std::pair { client, &spec.clientCpu }, std::pair { server, &spec.serverCpu } }) {
        if (text.isEmpty())
            continue;
        if (const auto problem = CpuConfig::checkSpec(text))
            return { ErrorCode::InvalidOption, target == &spec.clientCpu ? QStringLiteral("--client-cpus") : QStringLiteral("--server-cpus"),
                ErrorText::planIssueText(*problem) };
        *target = CpuConfig { text, text };
    }
    if (cl.has(QStringLiteral("client_bind"))) {
        spec.clientBind = cl.take(QStringLiteral("client_bind"));
        if (!parseClientBindPolicy(spec.clientBind))
            return parseClientBindPolicy(spec.clientBind).error();
    }
    request.sampleServerThreads = cl.takeFlag(QStringLiteral("server_threads"));
    request.keepSamplerOffServer = cl.takeFlag(QStringLiteral("keep_off_server_cpus"));
    return {};
}

Error readPrepare(CommandLine& cl, MeasuredRunRequest& request)
{
    if (cl.has(QStringLiteral("prepare"))) {
        auto policy = parsePreparePolicy(cl.take(QStringLiteral("prepare")));
        if (!policy)
            return { ErrorCode::InvalidOption, QStringLiteral("--prepare"), QStringLiteral("auto, always or never is expected") };
        request.prepare = *policy;
    }
    if (cl.has(QStringLiteral("prepare_threads"))) {
        auto threads = setting(cl, "prepare_threads", 1);
        if (!threads)
            return threads.error();
        request.prepareThreads = int(*threads);
    }
    return {};
}

// --server-pid or --server-pidfile: a local server to bind, checked to be one (unless `check` is false: a load rank
// other than 0, which leaves the server to rank 0 and may run where that pid means nothing).
Result<pid_t> serverPid(CommandLine& cl, bool check)
{
    pid_t pid = 0;
    if (cl.has(QStringLiteral("server_pid"))) {
        bool ok = false;
        pid = pid_t(cl.take(QStringLiteral("server_pid")).toInt(&ok));
        if (!ok || pid <= 0)
            return Error { ErrorCode::InvalidOption, QStringLiteral("--server-pid"), QStringLiteral("a process id is expected") };
    }
    if (cl.has(QStringLiteral("server_pidfile"))) {
        auto read = ServerBinding::pidFromFile(cl.take(QStringLiteral("server_pidfile")));
        if (!read)
            return read.error();
        pid = *read;
    }
    if (pid > 0 && check) {
        if (Error e = RunAffinity::checkServerProcess(pid))
            return e;
    }
    return pid;
}

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
        printer.header(request.spec.workload, endpoint, info.version, request.spec.threads);
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

// Where a run is kept: a new experiment holding the plan of one, or (a run handed over) the experiment it belongs to.
struct RunStore {
    QString path; // empty: not stored
    qint64 experiment = 0;
};

// The run itself, once its request is whole. A run handed over by a plan or the Run page (jsonErrors) also reports a
// failure to start on its --json stream, where the process that launched it reads it as a typed error.
int execute(MeasuredRunRequest& request, MpiLoad* mpi, bool phased, bool json, const RunStore& where, bool jsonErrors = false)
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
    QString version;
    MeasuredRunHooks hooks = printingHooks(printer, request, json, &version);
    if (mpi)
        mpi->attach(request, hooks, phased);
    MeasuredRun run(request, hooks);
    if (!where.path.isEmpty())
        run.setStore(&store, experiment);
    Interrupt::Guard<MeasuredRun> interrupt(run);
    auto outcome = run.run();
    if (!outcome)
        return failed(outcome.error()); // nothing was measured: a setup problem, with its own exit code
    const int code = report(*outcome, printer, where.path);
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
    if (cl.has(QStringLiteral("load_request")))
        return runHandedOver(*inv, cl.take(QStringLiteral("load_request")), mpi->get());
    const bool json = cl.takeFlag(QStringLiteral("json"));
    QString storePath = cl.take(QStringLiteral("store"));
    if (otherRank)
        storePath.clear(); // rank 0 stores the run, once
    MeasuredRunRequest request;
    RunSpec& spec = request.spec;
    for (Error e :
        { readLimits(cl, spec), readDriver(cl, spec), readCpus(cl, spec, request), readPrepare(cl, request) }) {
        if (e)
            return fail(e);
    }
    if (otherRank)
        request.prepare = PreparePolicy::Never; // rank 0 prepares, once
    auto localPid = serverPid(cl, !otherRank);
    if (!localPid)
        return fail(localPid.error());
    if (Error e = inv->createWorkload())
        return fail(e);
    spec.workload = inv->workloadName();
    spec.workloadLabel = spec.workload;
    spec.workloadOptions = inv->typedOptions();
    if (auto options = MeasuredRun::runOptions(spec); !options)
        return fail(options.error());
    auto connection = ConnectionOptions::resolve(cl);
    if (!connection)
        return fail(connection.error());
    spec.serverProfile = connection->sandbox ? PlanServer::sandboxName() : connection->profile.name;
    request.server = *connection;
    if (*localPid > 0)
        request.server.pid = *localPid;
    if (inv->hasPhases() && (cl.has(QStringLiteral("time")) || spec.events > 0 || spec.warmupSec > 0))
        err() << "note: " << spec.workload << " runs each phase over its whole key range; --time, --events and "
              << "--warmup-time do not apply" << Qt::endl;

    return execute(request, mpi->get(), inv->hasPhases(), json, { storePath, 0 });
}

} // namespace sb::cli
