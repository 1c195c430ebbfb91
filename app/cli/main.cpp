// SPDX-License-Identifier: GPL-3.0-or-later
// scalebench-cli: the headless front end of the same engine the workstation drives.
#include "clicommand.h"
#include "interrupt.h"
#include "connectionoptions.h"
#include "console.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <array>
#include <cstring>
#include <memory>

using namespace sb::cli;

namespace {

const std::array kCommands {
    CliCommand { "prepare", "WORKLOAD [options]", "create and load the workload's tables", prepareCommand },
    CliCommand { "run", "WORKLOAD [options]", "run the workload and report per interval", runCommand },
    CliCommand { "explore", "WORKLOAD --max-clients=N [--target=0.10] [--budget=SECONDS] [run options]",
        "find the knee (USL N*) with few runs: an adaptive sweep stored as one experiment", exploreCommand },
    CliCommand { "cleanup", "WORKLOAD [options]", "drop the tables the workload created", cleanupCommand },
    CliCommand { "check", "tpcc [--json] [options]",
        "the workload's consistency conditions on its tables (tpcc: TPC-C's 1 to 4), naming the rows that fail",
        checkCommand },
    CliCommand { "sandbox", "start|stop|status [--dir DIR]", "a private local MariaDB/MySQL server", sandboxCommand },
    CliCommand { "list", "[WORKLOAD]", "list the workloads, or one workload's options", listCommand },
    CliCommand { "plan", "validate|run|resume FILE [--store PATH]", "run an experiment plan into the results database",
        planCommand },
    CliCommand { "results", "list|show RUN_ID|delete RUN_ID [--experiment ID] [--store PATH]",
        "list, show or delete stored runs; write run lists and interval series", resultsCommand },
    CliCommand { "compare", "--experiment ID | --runs 1,2,5-9 [--metric qps] [--rows clients] [--columns server_cpus]",
        "a pivot table of stored runs, scaling summary and USL fits; --csv/--json/--markdown FILE", compareCommand },
    CliCommand { "import-sysbench",
        "LOG [--experiment NAME] [--workload NAME] [--label-server-cpus LABEL] [--threads N]",
        "store a sysbench 1.0 text log as a finished run", importSysbenchCommand },
    CliCommand { "topology", "[--json] [--synthetic DESC | --xml FILE]",
        "CPU layout and the affinity presets (cores, SMT, packages)", topologyCommand },
    CliCommand { "report",
        "--experiment ID [--store PATH] | --csv FILE [--out DIR] [--metric qps] [--baseline COLUMN] [--width 1800 "
        "--height 1200 --dpi 300] [--log2]",
        "report.html, report.pdf and every figure as PNG, SVG and PDF", reportCommand },
    CliCommand { "fit", "FILE.csv [--format text|markdown|json] [--baseline COLUMN]",
        "USL and Amdahl fits, speedup and a summary of a scaling table", fitCommand },
    CliCommand { "bundle", "export --experiment ID --out FILE.sbz [--include-hosts] | import FILE.sbz | check FILE.sbz",
        "a study as one archive (plan, specs, environment, results, report, checksums) and back", bundleCommand },
    CliCommand { "reproduce", "FILE.sbz [connection options] [--store PATH] [--sandbox-dir DIR]",
        "run a bundle's plan here and compare it with the original, environment differences first", reproduceCommand },
    CliCommand { "restore", "", "put back the CPU masks a ScaleBench process that died left on a server", restoreCommand },
};

int printUsage(QTextStream& stream)
{
    stream << "Usage: scalebench-cli COMMAND [options]\n\nCommands:\n";
    for (const auto& c : kCommands)
        stream << QStringLiteral("  %1 %2\n      %3\n")
                      .arg(QLatin1String(c.name), QLatin1String(c.synopsis), QLatin1String(c.summary));
    stream << "\nConnection options (default: the local sandbox server): --host --port --socket --user --password\n"
              "  --database --ssl-mode --ssl-ca --ssl-capath --ssl-cert --ssl-key --tls-version --connect-timeout\n"
              "  --read-timeout --write-timeout (default 60 s); MYSQL_PWD and the [client] group of ~/.my.cnf are\n"
              "  honoured ('run WORKLOAD --help' says more).\n"
              "Exit codes: 0 ok, 2 usage error, 3 connection failure, 4 run failed or interrupted, 1 internal error.\n";
    stream.flush();
    return 0;
}

} // namespace

int main(int argc, char* argv[])
{
    // A --password=SECRET argument is overwritten in place once read (see ConnectionOptions).
    ConnectionOptions::setProcessArguments(argc, argv);
    // Commands that render (fonts, painters) need a QGuiApplication; the CLI never opens a window, so it renders
    // offscreen unless the caller chose a platform.
    const bool renders = argc > 1 && (std::strcmp(argv[1], "report") == 0 || std::strcmp(argv[1], "bundle") == 0);
    if (renders && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> app
        = renders ? std::make_unique<QGuiApplication>(argc, argv) : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("scalebench"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SCALEBENCH_VERSION));

    Interrupt::install();
    QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty())
        return printUsage(err()), ExitUsage;
    const QString name = args.takeFirst();
    recoverStaleBindings(name);
    if (name == QLatin1String("--help") || name == QLatin1String("-h") || name == QLatin1String("help"))
        return printUsage(out());
    if (name == QLatin1String("--version")) {
        out() << "scalebench-cli " << SCALEBENCH_VERSION << Qt::endl;
        return ExitOk;
    }
    for (const auto& c : kCommands) {
        if (name == QLatin1String(c.name))
            return c.run(args);
    }
    return usageError(QStringLiteral("unknown command '%1'; run 'scalebench-cli --help' for the list").arg(name));
}
