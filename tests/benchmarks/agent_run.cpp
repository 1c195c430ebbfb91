// SPDX-License-Identifier: GPL-3.0-or-later
// agent_run: one measured run through scalebench-agent, for tests/benchmarks/agent_cost.sh, made as `scalebench-cli
// run --server-host-ssh` makes it (MeasuredRun with the same request fields) with the server bound to every CPU (as
// a plan binds: the scheduler's choice is unchanged) and its restart watch on or off (MeasuredRunRequest::
// watchRestarts): on, the watch asks the agent for the server's process every 100 ms and the cost and load readings
// are taken at every interval; off, none of that. The run is stored in --store as any run.
//   agent_run --ssh USER@HOST:PORT --ssh-config FILE --agent PATH --port P --user U --password W
//             [--workload W] [--table-size N] [--threads N] [--time S] [--warmup S] --watch on|off --store FILE
#include "experiment/measuredrun.h"
#include "store/resultstore.h"

#include <QCoreApplication>
#include <QCommandLineParser>
#include <cstdio>

using namespace sb;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    for (const char* name : { "ssh", "ssh-config", "agent", "port", "user", "password", "workload", "table-size",
             "threads", "time", "warmup", "watch", "store" })
        p.addOption(QCommandLineOption(QLatin1String(name), QString(), QStringLiteral("value")));
    p.process(app);
    const auto value = [&](const char* name, const char* fallback = "") {
        return p.isSet(QLatin1String(name)) ? p.value(QLatin1String(name)) : QLatin1String(fallback);
    };
    auto target = SshTarget::parse(value("ssh"));
    if (!target) {
        std::fprintf(stderr, "agent_run: --ssh: %s\n", qPrintable(target.error().detail));
        return 2;
    }
    target->configFile = value("ssh-config");
    target->agentPath = value("agent");

    MeasuredRunRequest r;
    r.spec.workload = r.spec.workloadLabel = value("workload", "oltp_point_select");
    r.spec.workloadOptions = { { QStringLiteral("table_size"), value("table-size", "10000").toInt() }, { QStringLiteral("tables"), 1 } };
    r.spec.threads = value("threads", "2").toInt();
    r.spec.durationSec = value("time", "5").toDouble();
    r.spec.warmupSec = value("warmup", "2").toDouble();
    r.server.profile.host = QStringLiteral("127.0.0.1");
    r.server.profile.port = value("port").toUInt();
    r.server.profile.user = value("user");
    r.server.profile.password = value("password");
    r.server.profile.database = QStringLiteral("sbtest");
    r.server.profile.sslMode = SslMode::Disabled;
    r.serverSsh = *target;
    r.bindServerToAll = true;
    r.sampleServerThreads = true;
    r.watchRestarts = value("watch") == QLatin1String("on");

    ResultStore store;
    auto experiment = MeasuredRun::createExperiment(store, value("store"), r);
    if (!experiment) {
        std::fprintf(stderr, "agent_run: %s\n", qPrintable(experiment.error().detail));
        return 2;
    }
    MeasuredRun measured(r);
    measured.setStore(&store, *experiment);
    auto outcome = measured.run();
    if (!outcome || outcome->summary.status != RunStatus::Finished) {
        std::fprintf(stderr, "agent_run: the run failed: %s\n", outcome ? "not finished" : qPrintable(outcome.error().detail));
        return 1;
    }
    std::printf("transactions: %llu\n", static_cast<unsigned long long>(outcome->summary.transactions));
    return 0;
}
