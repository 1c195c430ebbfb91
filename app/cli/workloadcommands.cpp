// SPDX-License-Identifier: GPL-3.0-or-later
// prepare, run, cleanup and list: the sysbench-like part of the CLI.
#include "clicommand.h"
#include "commandline.h"
#include "connectionoptions.h"
#include "console.h"
#include "runprinter.h"

#include "affinity/runaffinity.h"
#include "engine/enginejson.h"
#include "engine/runner.h"
#include "server/serverprobe.h"
#include "server/session.h"
#include "workload/workloadregistry.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <atomic>
#include <csignal>
#include <unistd.h>

namespace sb::cli {

namespace {

std::atomic<Runner*> g_runner { nullptr };
std::atomic<bool> g_cancel { false };

void onInterrupt(int)
{
    g_cancel.store(true);
    if (Runner* r = g_runner.load())
        r->requestStopFromSignal();
}

void installInterruptHandler()
{
    struct sigaction sa {};
    sa.sa_handler = onInterrupt;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
}

QSet<QString> spacedNames()
{
    QSet<QString> names = ConnectionOptions::spacedNames();
    for (const char* n : { "threads", "time", "events", "warmup_time", "report_interval", "client_cpus", "client_bind",
             "server_cpus", "preset", "server_pid", "server_pidfile", "rate", "rate_arrivals", "rate_max_backlog", "driver", "driver_threads", "connect_rate", "think_time",
             "think_time_distribution" })
        names.insert(QLatin1String(n));
    return names;
}

// The command line split into its parts: the workload (created with its options) and the connection.
struct Invocation {
    CommandLine cl;
    std::unique_ptr<Workload> workload;
    Connection connection;
};

Result<double> number(CommandLine& cl, const char* name, double fallback, double minimum)
{
    const QString key = QLatin1String(name);
    if (!cl.has(key))
        return fallback;
    const QString text = cl.take(key);
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || v < minimum)
        return Error { ErrorCode::InvalidOption, QStringLiteral("--") + QString(key).replace(QLatin1Char('_'), QLatin1Char('-')),
            QStringLiteral("'%1': a number of at least %2 is expected").arg(text).arg(minimum) };
    return v;
}

// --rate (open loop), how its arrivals are spaced, and the backlog at which the run gives up.
Error rateOptions(CommandLine& cl, RunOptions& o)
{
    auto rate = number(cl, "rate", 0, 0);
    auto maxBacklog = number(cl, "rate_max_backlog", 0, 0);
    for (const auto* r : { &rate, &maxBacklog }) {
        if (!*r)
            return r->error();
    }
    o.rate = *rate;
    o.rateMaxBacklog = std::uint64_t(*maxBacklog);
    if (cl.has(QStringLiteral("rate_arrivals"))) {
        const QString arrivals = cl.take(QStringLiteral("rate_arrivals"));
        if (arrivals == QLatin1String("poisson"))
            o.rateArrivals = RateArrivals::Poisson;
        else if (arrivals == QLatin1String("constant"))
            o.rateArrivals = RateArrivals::Constant;
        else
            return { ErrorCode::InvalidOption, QStringLiteral("--rate-arrivals"),
                QStringLiteral("'%1': poisson or constant is expected").arg(arrivals) };
    }
    return {};
}

// --driver=threads|async, its loop threads, the connect ramp and think time (the async driver's options).
Error driverOptions(CommandLine& cl, RunOptions& o)
{
    const QString driver = cl.take(QStringLiteral("driver"));
    if (driver == QLatin1String("async"))
        o.driver = ClientDriver::Async;
    else if (!driver.isEmpty() && driver != QLatin1String("threads"))
        return { ErrorCode::InvalidOption, QStringLiteral("--driver"),
            QStringLiteral("'%1': threads or async is expected").arg(driver) };
    auto loops = number(cl, "driver_threads", 0, 0);
    auto connectRate = number(cl, "connect_rate", 0, 0);
    auto think = number(cl, "think_time", 0, 0);
    for (const auto* r : { &loops, &connectRate, &think }) {
        if (!*r)
            return r->error();
    }
    o.driverThreads = int(*loops);
    o.connectRate = *connectRate;
    o.thinkTimeMs = *think;
    const QString distribution = cl.take(QStringLiteral("think_time_distribution"));
    if (distribution == QLatin1String("constant"))
        o.thinkTime = ThinkTime::Constant;
    else if (!distribution.isEmpty() && distribution != QLatin1String("exponential"))
        return { ErrorCode::InvalidOption, QStringLiteral("--think-time-distribution"),
            QStringLiteral("'%1': exponential or constant is expected").arg(distribution) };
    return {};
}

Result<RunOptions> runOptions(CommandLine& cl)
{
    RunOptions o;
    auto threads = number(cl, "threads", 1, 1);
    if (!threads)
        return threads.error();
    if (*threads != std::floor(*threads))
        return Error { ErrorCode::InvalidOption, QStringLiteral("--threads"), QStringLiteral("a whole number is expected") };
    o.threads = int(*threads);
    auto time = number(cl, "time", 10, 0);
    auto events = number(cl, "events", 0, 0);
    auto warmup = number(cl, "warmup_time", 0, 0);
    auto interval = number(cl, "report_interval", 1, 0);
    for (const auto* r : { &time, &events, &warmup, &interval }) {
        if (!*r)
            return r->error();
    }
    o.timeSec = *time;
    o.events = std::uint64_t(*events);
    if (o.events > 0 && !cl.has(QStringLiteral("time")))
        o.timeSec = 0; // --events alone: run until the events are done, as sysbench does with --time=0
    o.warmupSec = *warmup;
    o.reportIntervalMs = int(std::lround(*interval * 1000));
    if (Error e = rateOptions(cl, o))
        return e;
    if (Error e = driverOptions(cl, o))
        return e;
    if (Error e = Runner::validate(o))
        return e;
    return o;
}

// The CPU options of `run`, taken out of the command line; the server's pid is filled in once connected.
Result<AffinityRequest> affinityRequest(CommandLine& cl)
{
    AffinityRequest r;
    r.clientCpus = cl.take(QStringLiteral("client_cpus"));
    r.serverCpus = cl.take(QStringLiteral("server_cpus"));
    const QString preset = cl.take(QStringLiteral("preset"));
    if (!preset.isEmpty()) {
        if (!r.serverCpus.isEmpty())
            return Error { ErrorCode::InvalidOption, QStringLiteral("--preset"), QStringLiteral("give --preset or --server-cpus, not both") };
        r.serverCpus = preset;
    }
    if (cl.has(QStringLiteral("client_bind"))) {
        auto policy = parseClientBindPolicy(cl.take(QStringLiteral("client_bind")));
        if (!policy)
            return policy.error();
        r.clientBind = *policy;
    }
    if (cl.has(QStringLiteral("server_pid"))) {
        bool ok = false;
        r.serverPid = pid_t(cl.take(QStringLiteral("server_pid")).toInt(&ok));
        if (!ok || r.serverPid <= 0)
            return Error { ErrorCode::InvalidOption, QStringLiteral("--server-pid"), QStringLiteral("a process id is expected") };
    }
    if (cl.has(QStringLiteral("server_pidfile"))) {
        auto pid = ServerBinding::pidFromFile(cl.take(QStringLiteral("server_pidfile")));
        if (!pid)
            return pid.error();
        r.serverPid = *pid;
    }
    r.sampleServerThreads = cl.takeFlag(QStringLiteral("server_threads"));
    r.keepSamplerOffServer = cl.takeFlag(QStringLiteral("keep_off_server_cpus"));
    return r;
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

// Parses a workload command line; `extra` lets a command take its own flags before leftovers are checked.
Result<Invocation> parseInvocation(const QStringList& args, const char* command)
{
    Invocation inv;
    if (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h")))
        return Error { ErrorCode::None, QStringLiteral("help"), {} };
    inv.cl = CommandLine::parse(args, spacedNames());
    if (inv.cl.positionals().size() != 1)
        return Error { ErrorCode::InvalidOption, QStringLiteral("the command line"),
            QStringLiteral("usage: scalebench-cli %1 WORKLOAD [options]; 'scalebench-cli list' shows the workloads")
                .arg(QLatin1String(command)) };
    return inv;
}

// Takes the workload's own options out of what is left and creates it; anything left that is not a connection
// option is unknown. Called before connecting, so that a typo never starts a server.
Error createWorkload(Invocation& inv)
{
    const QString name = inv.cl.positionals().first();
    auto specs = WorkloadRegistry::optionSpecs(name);
    if (!specs)
        return specs.error();
    QMap<QString, QString> given;
    for (const OptionSpec& spec : *specs) {
        if (inv.cl.has(spec.name)) {
            const QString v = inv.cl.take(spec.name);
            given.insert(spec.name, v.isEmpty() && spec.type == OptionType::Bool ? QStringLiteral("on") : v);
        }
    }
    for (const QString& left : inv.cl.remaining().keys()) {
        if (!ConnectionOptions::isConnectionOption(left))
            return { ErrorCode::UnknownOption, QStringLiteral("--") + QString(left).replace(QLatin1Char('_'), QLatin1Char('-')), {} };
    }
    auto workload = WorkloadRegistry::create(name, given);
    if (!workload)
        return workload.error();
    inv.workload = std::move(*workload);
    return {};
}

void printProgress(qint64 done, qint64 total, const QElapsedTimer& timer)
{
    static const bool tty = ::isatty(STDERR_FILENO);
    static int lastDecile = -1;
    const double fraction = total > 0 ? double(done) / double(total) : 1.0;
    const double rate = timer.elapsed() > 0 ? double(done) * 1000.0 / double(timer.elapsed()) : 0.0;
    const int width = 30;
    const int filled = int(fraction * width);
    const QString bar = QString(filled, QLatin1Char('=')) + QString(width - filled, QLatin1Char(' '));
    const QString text = QStringLiteral("[%1] %2% %3/%4 rows, %5 rows/s").arg(bar).arg(int(fraction * 100)).arg(done).arg(total).arg(qint64(rate));
    if (tty) {
        err() << '\r' << text;
        if (done >= total)
            err() << '\n';
    } else if (int(fraction * 10) != lastDecile) {
        lastDecile = int(fraction * 10);
        err() << text << '\n';
    }
    err().flush();
}

// A phased workload (kv): each phase an event-limited run of its own over the phase's key range, printed as a block.
int runPhases(Invocation& inv, const RunOptions& options, const ServerProfile& profile, const RunPrinter& printer,
    const std::function<void()>& printEnvironment)
{
    Workload& workload = *inv.workload;
    const QStringList phases = workload.phases();
    for (int i = 0; i < phases.size(); ++i) {
        workload.setPhase(i, options.threads);
        RunOptions phase = options;
        phase.timeSec = 0;
        phase.warmupSec = 0;
        phase.events = workload.phaseEvents(options.threads);
        Runner runner(profile, workload, phase);
        runner.setIntervalHandler([&](const IntervalSample& s) {
            printEnvironment();
            printer.interval(s);
        });
        g_runner.store(&runner);
        const RunSummary summary = runner.run();
        g_runner.store(nullptr);
        if (summary.status == RunStatus::Failed && summary.durationSec == 0 && summary.transactions == 0)
            return fail(summary.error);
        printEnvironment();
        const std::uint64_t all = workload.phaseOperations(options.threads);
        const std::uint64_t events = std::max<std::uint64_t>(1, phase.events);
        const std::uint64_t operations = summary.status == RunStatus::Finished
            ? all
            : std::min(all, summary.transactions * ((all + events - 1) / events));
        printer.phase(phases.at(i), i, int(phases.size()), operations, summary);
        if (summary.status != RunStatus::Finished) {
            fail(summary.error);
            return ExitRunFailed;
        }
    }
    return ExitOk;
}

// `run WORKLOAD --help` (and prepare, cleanup): the workload's options, as `list WORKLOAD` prints them.
int printHelp(const QStringList& args)
{
    QStringList rest = args;
    rest.removeAll(QStringLiteral("--help"));
    rest.removeAll(QStringLiteral("-h"));
    const QStringList positionals = CommandLine::parse(rest, spacedNames()).positionals();
    return listCommand(positionals.mid(0, 1));
}

} // namespace

int prepareCommand(const QStringList& args)
{
    auto inv = parseInvocation(args, "prepare");
    if (!inv && inv.error().context == QLatin1String("help"))
        return printHelp(args);
    if (!inv)
        return fail(inv.error());
    const bool recreate = inv->cl.takeFlag(QStringLiteral("recreate"));
    auto threads = number(inv->cl, "threads", 1, 1);
    if (!threads)
        return fail(threads.error());
    if (Error e = createWorkload(*inv))
        return fail(e);
    auto connection = ConnectionOptions::resolve(inv->cl);
    if (!connection)
        return fail(connection.error());
    installInterruptHandler();
    QElapsedTimer timer;
    timer.start();
    PrepareOptions options;
    options.threads = int(*threads);
    options.recreate = recreate;
    options.cancel = &g_cancel;
    options.progress = [&timer](qint64 done, qint64 total) { printProgress(done, total, timer); };
    out() << "Preparing " << inv->workload->name() << " on " << connection->profile.endpoint() << ", database "
          << connection->profile.database << Qt::endl;
    if (Error e = inv->workload->prepare(connection->profile, options))
        return fail(e);
    const PrepareStats stats = inv->workload->prepareStats();
    if (stats.rows > 0)
        out() << "Loaded " << stats.rows << " rows, " << QString::number(double(stats.bytes) / 1048576.0, 'f', 1)
              << " MB on the server (data + indexes)" << Qt::endl;
    out() << "Done in " << QString::number(double(timer.elapsed()) / 1000.0, 'f', 1) << " s" << Qt::endl;
    return ExitOk;
}

int cleanupCommand(const QStringList& args)
{
    auto inv = parseInvocation(args, "cleanup");
    if (!inv && inv.error().context == QLatin1String("help"))
        return printHelp(args);
    if (!inv)
        return fail(inv.error());
    if (Error e = createWorkload(*inv))
        return fail(e);
    auto connection = ConnectionOptions::resolve(inv->cl);
    if (!connection)
        return fail(connection.error());
    Session session;
    if (Error e = session.connect(connection->profile))
        return fail(e);
    QStringList dropped, kept;
    if (Error e = inv->workload->cleanup(session, &dropped, &kept))
        return fail(e);
    out() << (dropped.isEmpty() ? QStringLiteral("No tables to drop.") : QStringLiteral("Dropped: ") + dropped.join(QStringLiteral(", ")))
          << Qt::endl;
    if (!kept.isEmpty())
        err() << "Left in place (not created by ScaleBench; drop them yourself if you mean to): " << kept.join(QStringLiteral(", "))
              << Qt::endl;
    return ExitOk;
}

int runCommand(const QStringList& args)
{
    auto inv = parseInvocation(args, "run");
    if (!inv && inv.error().context == QLatin1String("help"))
        return printHelp(args);
    if (!inv)
        return fail(inv.error());
    const bool json = inv->cl.takeFlag(QStringLiteral("json"));
    const bool timeGiven = inv->cl.has(QStringLiteral("time"));
    auto options = runOptions(inv->cl);
    if (!options)
        return fail(options.error());
    auto request = affinityRequest(inv->cl);
    if (!request)
        return fail(request.error());
    if (Error e = createWorkload(*inv))
        return fail(e);
    auto connection = ConnectionOptions::resolve(inv->cl);
    if (!connection)
        return fail(connection.error());
    options->seed = inv->workload->options().value(QStringLiteral("rand_seed")).toULongLong();
    if (!inv->workload->phases().isEmpty() && (timeGiven || options->events > 0 || options->warmupSec > 0))
        err() << "note: " << inv->workload->name() << " runs each phase over its whole key range; --time, --events and "
              << "--warmup-time do not apply" << Qt::endl;

    QString version;
    {
        Session probe;
        if (Error e = probe.connect(connection->profile))
            return fail(e);
        if (auto info = ServerProbe::probe(probe))
            version = info->version;
    }
    if (request->serverPid == 0 && connection->sandbox)
        request->serverPid = pid_t(connection->sandboxPid);
    if (request->serverPid == 0)
        request->remoteServer = connection->profile; // bind through a MySQL 8 resource group, if the server has them
    auto topology = Topology::loadLocal();
    if (!topology)
        return fail(topology.error());
    auto affinity = RunAffinity::apply(*topology, *request);
    if (!affinity)
        return fail(affinity.error());
    (*affinity)->install(*options);

    RunPrinter printer(json, request->sampleServerThreads);
    printer.header(
        inv->workload->name(), connection->profile.endpoints().join(QStringLiteral(", ")), version, options->threads);
    bool environmentPrinted = false;
    auto printEnvironment = [&] {
        if (!environmentPrinted)
            printAffinity((*affinity)->record(), version, json);
        environmentPrinted = true;
    };
    if (!inv->workload->phases().isEmpty()) {
        const int code = runPhases(*inv, *options, connection->profile, printer, printEnvironment);
        if (const Error restored = (*affinity)->restore())
            fail(restored);
        return code;
    }
    Runner runner(connection->profile, *inv->workload, *options);
    // The workers' masks are known once they run: print the sets as read back before the first interval.
    runner.setIntervalHandler([&](const IntervalSample& s) {
        printEnvironment();
        printer.interval(s);
    });
    g_runner.store(&runner);
    installInterruptHandler();
    const RunSummary summary = runner.run();
    g_runner.store(nullptr);
    const Error restored = (*affinity)->restore();
    if (summary.status == RunStatus::Failed && summary.durationSec == 0 && summary.transactions == 0)
        return fail(summary.error); // nothing ran: a setup problem, reported with its own exit code
    printEnvironment();
    printer.summary(summary);
    if (restored)
        fail(restored);
    if (summary.status != RunStatus::Finished) {
        fail(summary.error);
        return ExitRunFailed;
    }
    return ExitOk;
}

int listCommand(const QStringList& args)
{
    if (!args.isEmpty()) {
        auto specs = WorkloadRegistry::optionSpecs(args.first());
        if (!specs)
            return fail(specs.error());
        out() << args.first() << ": " << WorkloadRegistry::description(args.first()) << "\n\nOptions:\n";
        for (const OptionSpec& s : *specs) {
            QString name = QStringLiteral("--") + QString(s.name).replace(QLatin1Char('_'), QLatin1Char('-'));
            QString def = s.defaultValue.typeId() == QMetaType::Bool ? (s.defaultValue.toBool() ? QStringLiteral("on") : QStringLiteral("off"))
                                                                     : s.defaultValue.toString();
            out() << QStringLiteral("  %1 %2 [%3]\n").arg(name, -26).arg(s.help, def);
        }
        out() << "\nRun options: --threads=N (1) --time=S (10) --events=N (0) --warmup-time=S (0) --report-interval=S (1, min 0.1)\n"
                 "  --rate=TPS (0: as fast as possible) --rate-arrivals=poisson|constant (poisson)\n"
                 "  --rate-max-backlog=N (0: 10 s of arrivals, at least 100; more due but not started stops the run)\n"
                 "  --client-cpus=SET --client-bind=all|compact|scatter|none --server-cpus=SET (or --preset=SET)\n"
                 "  --server-pid=PID --server-pidfile=FILE --server-threads --keep-off-server-cpus\n"
                 "  SET: a preset (all, cores:N, cores:N:nosmt, package:K, numa:K, ...:scatter; see 'topology') or a cpulist\n"
                 "  --json (one JSON object per interval and a summary)\nPrepare options: --threads=N --recreate\n\n"
              << ConnectionOptions::help();
        out().flush();
        return ExitOk;
    }
    out() << "Workloads (scalebench-cli list WORKLOAD shows its options):\n";
    for (const QString& name : WorkloadRegistry::names())
        out() << QStringLiteral("  %1 %2\n").arg(name, -24).arg(WorkloadRegistry::description(name));
    out().flush();
    return ExitOk;
}

} // namespace sb::cli
