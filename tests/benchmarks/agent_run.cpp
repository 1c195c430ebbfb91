// SPDX-License-Identifier: GPL-3.0-or-later
// agent_run: one measured run through scalebench-agent, for tests/benchmarks/agent_cost.sh, made as `scalebench-cli
// run --server-host-ssh` makes it (MeasuredRun with the same request fields) with the server bound to every CPU (as
// a plan binds: the scheduler's choice is unchanged) and its restart watch on or off (MeasuredRunRequest::
// watchRestarts): on, the watch asks the agent for the server's process every 100 ms and the cost and load readings
// are taken at every interval; off, none of that. The run is stored in --store as any run.
//   agent_run --ssh USER@HOST:PORT --ssh-config FILE --agent PATH --port P --user U --password W
//             [--workload W] [--table-size N] [--threads N] [--time S] [--warmup S] --watch on|off --store FILE
// With --calls N instead of a run: the watch's request alone, find_server by the server's pid N times in a row
// through the agent, and the client side's CPU per call (this process, and the ssh it started, from /proc).
#include "affinity/servermachine.h"
#include "experiment/measuredrun.h"
#include "store/resultstore.h"

#include <QCoreApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <cstdio>
#include <unistd.h>

using namespace sb;

namespace {

// CPU seconds (utime + stime) of a process from /proc/PID/stat.
double cpuSeconds(pid_t pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = f.readAll().split(')').last().trimmed().split(' ');
    return fields.size() > 12 ? double(fields.at(11).toLongLong() + fields.at(12).toLongLong()) / double(::sysconf(_SC_CLK_TCK)) : 0;
}

// The ssh this process started (a child named ssh), 0: none.
pid_t sshChild()
{
    for (const QString& name : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        QFile f(QStringLiteral("/proc/%1/stat").arg(name));
        const QList<QByteArray> fields = f.open(QIODevice::ReadOnly) ? f.readAll().split(' ') : QList<QByteArray>();
        if (fields.size() > 4 && fields.at(1) == "(ssh)" && fields.at(3).toInt() == ::getpid())
            return pid_t(name.toInt());
    }
    return 0;
}

int pollCost(const SshTarget& target, unsigned port, int calls)
{
    auto machine = ServerMachine::open(target);
    auto server = machine ? (*machine)->findServer({ 0, port, {} }) : Result<ProcessIdentity>(machine.error());
    if (!server) {
        std::fprintf(stderr, "agent_run: %s\n", qPrintable(server.error().detail));
        return 2;
    }
    const pid_t ssh = sshChild();
    const double self0 = cpuSeconds(::getpid()), ssh0 = cpuSeconds(ssh);
    for (int i = 0; i < calls; ++i) {
        if (!(*machine)->findServer({ server->pid, 0, {} }))
            return 1;
    }
    const double self = cpuSeconds(::getpid()) - self0, sshCpu = cpuSeconds(ssh) - ssh0;
    std::printf("%d find_server calls: this process %.1f µs CPU per call, ssh %.1f µs\n", calls, self * 1e6 / calls,
        sshCpu * 1e6 / calls);
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    for (const char* name : { "ssh", "ssh-config", "agent", "port", "user", "password", "workload", "table-size",
             "threads", "time", "warmup", "watch", "store", "calls" })
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
    if (p.isSet(QStringLiteral("calls")))
        return pollCost(*target, value("port").toUInt(), value("calls").toInt());

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
