// SPDX-License-Identifier: GPL-3.0-or-later
// prepare, cleanup and list: the sysbench-like part of the CLI besides run (runcommand.cpp).
#include "clicommand.h"
#include "commandline.h"
#include "connectionoptions.h"
#include "console.h"
#include "interrupt.h"
#include "livemetrics.h"
#include "workloadinvocation.h"

#include "plan/runsettings.h"
#include "server/session.h"
#include "workload/workloadregistry.h"

#include <QElapsedTimer>
#include <unistd.h>

namespace sb::cli {

namespace {

// The --load-method values, in the order of LoadMethod.
const QStringList& loadMethodNames()
{
    static const QStringList names { QStringLiteral("auto"), QStringLiteral("bulk"), QStringLiteral("load-data"),
        QStringLiteral("inserts") };
    return names;
}

QString loadMethodText(LoadMethod method)
{
    switch (method) {
    case LoadMethod::Auto: return {};
    case LoadMethod::BulkInsert: return QStringLiteral(", sent as arrays of rows to one prepared INSERT (bulk)");
    case LoadMethod::LoadData: return QStringLiteral(", sent with LOAD DATA LOCAL INFILE");
    case LoadMethod::Inserts: return QStringLiteral(", sent with multi-row INSERTs");
    }
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

} // namespace

int prepareCommand(const QStringList& args)
{
    auto inv = WorkloadInvocation::parse(args, "prepare");
    if (!inv && inv.error().context == QLatin1String("help"))
        return WorkloadInvocation::printHelp(args);
    if (!inv)
        return fail(inv.error());
    const bool recreate = inv->cl.takeFlag(QStringLiteral("recreate"));
    LoadMethod method = LoadMethod::Auto;
    if (inv->cl.has(QStringLiteral("load_method"))) {
        const QString text = inv->cl.take(QStringLiteral("load_method"));
        const int index = loadMethodNames().indexOf(text);
        if (index < 0)
            return fail({ ErrorCode::InvalidOption, QStringLiteral("--load-method"), text });
        method = LoadMethod(index);
    }
    double threadCount = 1;
    if (inv->cl.has(QStringLiteral("threads"))) {
        auto threads = RunSettings::parse(*RunSettings::byCliName(QStringLiteral("prepare_threads")),
            inv->cl.take(QStringLiteral("threads")), QStringLiteral("--threads"));
        if (!threads)
            return fail(threads.error());
        threadCount = *threads;
    }
    if (Error e = inv->createWorkload())
        return fail(e);
    auto connection = ConnectionOptions::resolve(inv->cl);
    if (!connection)
        return fail(connection.error());
    QElapsedTimer timer;
    timer.start();
    PrepareOptions options;
    options.threads = int(threadCount);
    options.recreate = recreate;
    options.loadMethod = method;
    options.cancel = &Interrupt::requested();
    options.progress = [&timer](qint64 done, qint64 total) { printProgress(done, total, timer); };
    out() << "Preparing " << inv->workload().name() << " on " << connection->profile.endpoint() << ", database "
          << connection->profile.database << Qt::endl;
    if (Error e = inv->workload().prepare(connection->profile, options))
        return fail(e);
    const PrepareStats stats = inv->workload().prepareStats();
    if (stats.bulkLoadRefused)
        err() << "Note: the server refused LOAD DATA LOCAL INFILE (" << stats.bulkLoadRefused.detail
              << "); the rows were loaded with multi-row INSERTs instead, which is slower. Where you may, enable it "
                 "with SET GLOBAL local_infile=ON."
              << Qt::endl;
    if (stats.rows > 0)
        out() << "Loaded " << stats.rows << " rows, " << QString::number(double(stats.bytes) / 1048576.0, 'f', 1)
              << " MB on the server (data + indexes)" << loadMethodText(stats.loadMethod) << Qt::endl;
    out() << "Done in " << QString::number(double(timer.elapsed()) / 1000.0, 'f', 1) << " s" << Qt::endl;
    return ExitOk;
}

int cleanupCommand(const QStringList& args)
{
    auto inv = WorkloadInvocation::parse(args, "cleanup");
    if (!inv && inv.error().context == QLatin1String("help"))
        return WorkloadInvocation::printHelp(args);
    if (!inv)
        return fail(inv.error());
    if (Error e = inv->createWorkload())
        return fail(e);
    auto connection = ConnectionOptions::resolve(inv->cl);
    if (!connection)
        return fail(connection.error());
    Session session;
    if (Error e = session.connect(connection->profile))
        return fail(e);
    QStringList dropped, kept;
    if (Error e = inv->workload().cleanup(session, &dropped, &kept))
        return fail(e);
    out() << (dropped.isEmpty() ? QStringLiteral("No tables to drop.") : QStringLiteral("Dropped: ") + dropped.join(QStringLiteral(", ")))
          << Qt::endl;
    if (!kept.isEmpty())
        err() << "Left in place (not created by ScaleBench; drop them yourself if you mean to): " << kept.join(QStringLiteral(", "))
              << Qt::endl;
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
                 "  run --mix='WORKLOAD:CLIENTS[@NAME=VALUE,...],...' instead of a workload: client groups, each its own\n"
                 "  workload, clients, options and rate (@rate=TPS), one measured window (no --threads, --rate, --events)\n"
                 "  --driver=threads|async (threads) --driver-threads=K (async: event-loop threads; 0: one per client CPU)\n"
                 "  --connect-rate=N (connections/s before the run; 0: as fast as the server accepts them)\n"
                 "  --connect-deadline=S (30; a first connect the server refused in a transient way is retried so long)\n"
                 "  --think-time=MS (0)\n"
                 "  --think-time-distribution=exponential|constant (exponential)\n"
                 "  --bind-address=ADDR[,ADDR...] (local source addresses of the connections, round-robin; TCP)\n"
                 "  --stall-timeout=S (10; a run whose connections all wait this long on the server ends as stalled;\n"
                 "    0: off, the library's --read-timeout/--write-timeout apply instead)\n"
                 "  --server-counters=default|none|NAME[,NAME...] (default; SHOW GLOBAL STATUS counters sampled every interval\n"
                 "    on a connection of their own, per second; Threads_running as it is; 'default' may be one of the names)\n"
                 "  --client-cpus=SET --client-bind=all|compact|scatter|none --server-cpus=SET (or --preset=SET)\n"
                 "  --server-pid=PID --server-pidfile=FILE --server-threads --keep-off-server-cpus\n"
                 "  --profile-server (perf record -e cpu-clock -g of the server during the measured part, on its host: here or\n"
                 "    through the agent; stored as folded stacks; it costs the server CPU, see tests/benchmarks/README.md)\n"
                 "  --server-host-ssh=USER@HOST[:PORT] (the server's host through scalebench-agent there, over the system's\n"
                 "    ssh with BatchMode=yes: --server-pid is a pid there, else the server listening on the port or socket)\n"
                 "  --ssh-option=OPTION (ssh -o, repeatable) --ssh-config=FILE (ssh -F) --agent-path=PATH (scalebench-agent)\n"
                 "  --no-host-counters (do not read the server's context switches, migrations, hardware counters on its host)\n"
                 "  --keep-query-text (incidents keep the statements' literal values; by default they are stored\n"
                 "    normalised, WHERE id = ?, so that no customer data leaves in a results file or report)\n"
                 "  SET: a preset (all, cores:N, cores:N:nosmt, package:K, numa:K, ...:scatter; see 'topology') or a cpulist\n"
                 "  --json (one JSON object per interval and a summary)\n"
              << LiveMetrics::help() << ""
                 "Prepare options: --threads=N --recreate --load-method=auto|bulk|load-data|inserts (auto: the fastest the server takes;\n"
                 "  inserts: multi-row INSERTs, as sysbench)\n\n"
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
