// SPDX-License-Identifier: GPL-3.0-or-later
// `import-sysbench LOG...`: sysbench 1.0 text logs become finished runs, so old measurements join comparisons.
#include "clicommand.h"
#include "commandline.h"
#include "console.h"
#include "export/sysbenchlogimport.h"
#include "store/resultstore.h"

namespace sb::cli {

namespace {

    const QString kUsage = QStringLiteral(
        "usage: scalebench-cli import-sysbench LOG... [--store PATH] [--experiment NAME] [--workload NAME]\n"
        "       [--label-server-cpus LABEL] [--label-client-cpus LABEL] [--server NAME] [--threads N]\n"
        "  LOG: the text output of 'sysbench ... run' (1.0), with or without --report-interval.\n"
        "  sysbench does not name the workload or the CPUs: give them so the run lands in the right table cell.\n"
        "  The runs join the newest experiment called NAME (default 'sysbench logs'), created when absent.");

    QString describe(const SysbenchLog& log)
    {
        const RunSummary& s = log.summary;
        const double latency = log.percentile == 99 ? s.latency.p99Ms : s.latency.p95Ms;
        return QStringLiteral("%1 clients, %2 intervals, %3 tps, %4 qps, p%5 %6 ms, %7 ignored errors")
            .arg(s.threads)
            .arg(log.intervals.size())
            .arg(s.tps(), 0, 'f', 2)
            .arg(s.qps(), 0, 'f', 2)
            .arg(log.percentile)
            .arg(latency, 0, 'f', 2)
            .arg(s.ignoredErrors);
    }

} // namespace

int importSysbenchCommand(const QStringList& args)
{
    CommandLine cl = CommandLine::parse(args,
        { QStringLiteral("store"), QStringLiteral("experiment"), QStringLiteral("workload"),
            QStringLiteral("label_server_cpus"), QStringLiteral("label_client_cpus"), QStringLiteral("server"),
            QStringLiteral("threads") });
    if (cl.takeFlag(QStringLiteral("help"))) {
        out() << kUsage << Qt::endl;
        return ExitOk;
    }
    SysbenchLogImport::Options options;
    options.workload = cl.take(QStringLiteral("workload"));
    options.serverCpuLabel = cl.take(QStringLiteral("label_server_cpus"));
    options.clientCpuLabel = cl.take(QStringLiteral("label_client_cpus"));
    options.serverProfile = cl.take(QStringLiteral("server"));
    if (cl.has(QStringLiteral("threads"))) {
        bool ok = false;
        options.threads = cl.take(QStringLiteral("threads")).toInt(&ok);
        if (!ok || options.threads <= 0)
            return usageError(QStringLiteral("--threads needs a positive number"));
    }
    const QString experiment = cl.take(QStringLiteral("experiment"), QStringLiteral("sysbench logs"));
    const QString storePath = cl.take(QStringLiteral("store"));
    if (!cl.remaining().isEmpty())
        return usageError(QStringLiteral("unknown option --%1 for import-sysbench").arg(cl.remaining().firstKey()));
    if (cl.positionals().isEmpty() || experiment.isEmpty())
        return usageError(kUsage);

    // Every log is read before any is stored: one broken file among many leaves the store unchanged.
    QList<SysbenchLog> logs;
    for (const QString& path : cl.positionals()) {
        auto log = SysbenchLogImport::parseFile(path, options);
        if (!log)
            return fail(log.error());
        for (const QString& fatal : log->fatalLines)
            err() << path << ": sysbench reported: " << fatal << '\n';
        logs.append(std::move(*log));
    }
    ResultStore store;
    if (Error e = store.open(storePath))
        return fail(e);
    for (int i = 0; i < logs.size(); ++i) {
        auto stored = SysbenchLogImport::store(store, logs.at(i), experiment);
        if (!stored)
            return fail(stored.error());
        out() << QStringLiteral("imported %1 as run %2 of experiment %3 '%4'%5: %6\n")
                     .arg(cl.positionals().at(i))
                     .arg(stored->runId)
                     .arg(stored->experimentId)
                     .arg(experiment, stored->experimentCreated ? QStringLiteral(" (new)") : QString(),
                         describe(logs.at(i)));
    }
    out() << "store: " << store.path() << Qt::endl;
    return ExitOk;
}

} // namespace sb::cli
