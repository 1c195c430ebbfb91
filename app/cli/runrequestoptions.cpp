// SPDX-License-Identifier: GPL-3.0-or-later
#include "runrequestoptions.h"

#include "common/bindingproblem.h"
#include "server/serverprocess.h"
#include "common/errortext.h"
#include "common/optionproblem.h"
#include "connectionoptions.h"
#include "plan/cpuconfig.h"
#include "plan/planserver.h"
#include "plan/runsettings.h"

namespace sb::cli {

namespace {

    Error readLimits(CommandLine& cl, RunSpec& spec)
    {
        const bool timeGiven = cl.has(QStringLiteral("time"));
        auto threads = RunRequestOptions::setting(cl, "threads", 1);
        auto time = RunRequestOptions::setting(cl, "time", 10);
        auto events = RunRequestOptions::setting(cl, "events", 0);
        auto warmup = RunRequestOptions::setting(cl, "warmup_time", 0);
        auto interval = RunRequestOptions::setting(cl, "report_interval", 1);
        auto rate = RunRequestOptions::setting(cl, "rate", 0);
        auto backlog = RunRequestOptions::setting(cl, "rate_max_backlog", 0);
        auto stall = RunRequestOptions::setting(cl, "stall_timeout", RunOptions::kDefaultStallTimeoutSec);
        for (const auto* r : { &threads, &time, &events, &warmup, &interval, &rate, &backlog, &stall }) {
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
        spec.stallTimeoutSec = *stall;
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
        auto loops = RunRequestOptions::setting(cl, "driver_threads", 0);
        auto connectRate = RunRequestOptions::setting(cl, "connect_rate", 0);
        auto connectDeadline
            = RunRequestOptions::setting(cl, "connect_deadline", RunOptions::kDefaultConnectDeadlineSec);
        auto think = RunRequestOptions::setting(cl, "think_time", 0);
        for (const auto* r : { &loops, &connectRate, &connectDeadline, &think }) {
            if (!*r)
                return r->error();
        }
        spec.driverThreads = int(*loops);
        spec.connectRate = *connectRate;
        spec.connectDeadlineSec = *connectDeadline;
        spec.thinkTimeMs = *think;
        if (cl.has(QStringLiteral("think_time_distribution")))
            spec.thinkTimeDistribution = cl.take(QStringLiteral("think_time_distribution"));
        if (cl.has(QStringLiteral("bind_address")))
            spec.bindAddress = cl.take(QStringLiteral("bind_address"));
        // Checked with the rest of the run options (MeasuredRun::runOptions), as for plans.
        if (cl.has(QStringLiteral("server_counters")))
            spec.serverCounters = cl.take(QStringLiteral("server_counters"));
        return {};
    }

    // The CPU options: the sets go into the spec (as a plan names them), the rest into the request.
    Error readCpus(CommandLine& cl, RunSpec& spec, MeasuredRunRequest& request)
    {
        const QString client = cl.take(QStringLiteral("client_cpus"));
        QString server = cl.take(QStringLiteral("server_cpus"));
        const QString preset = cl.take(QStringLiteral("preset"));
        if (!preset.isEmpty() && !server.isEmpty())
            return { ErrorCode::InvalidOption, QStringLiteral("--preset"),
                QStringLiteral("give --preset or --server-cpus, not both") };
        if (!preset.isEmpty())
            server = preset;
        for (const auto& [text, target] :
            { std::pair { client, &spec.clientCpu }, std::pair { server, &spec.serverCpu } }) {
            if (text.isEmpty())
                continue;
            if (const auto problem = CpuConfig::checkSpec(text))
                return { ErrorCode::InvalidOption,
                    target == &spec.clientCpu ? QStringLiteral("--client-cpus") : QStringLiteral("--server-cpus"),
                    ErrorText::planIssueText(*problem) };
            *target = CpuConfig { text, text };
        }
        if (cl.has(QStringLiteral("client_bind"))) {
            spec.clientBind = cl.take(QStringLiteral("client_bind"));
            if (!parseClientBindPolicy(spec.clientBind))
                return parseClientBindPolicy(spec.clientBind).error();
        }
        request.sampleServerThreads = cl.takeFlag(QStringLiteral("server_threads"));
        spec.profileServer = cl.takeFlag(QStringLiteral("profile_server"));
        request.hostCounters = !cl.takeFlag(QStringLiteral("no_host_counters"));
        request.keepSamplerOffServer = cl.takeFlag(QStringLiteral("keep_off_server_cpus"));
        request.keepQueryText = cl.takeFlag(QStringLiteral("keep_query_text"));
        return {};
    }

    Error readPrepare(CommandLine& cl, MeasuredRunRequest& request)
    {
        if (cl.has(QStringLiteral("prepare"))) {
            const QString text = cl.take(QStringLiteral("prepare"));
            auto policy = parsePreparePolicy(text);
            if (!policy)
                return { ErrorCode::OptionValueInvalid, QStringLiteral("--prepare"), text, 0,
                    qint64(OptionProblem::OneOf),
                    { QStringLiteral("auto"), QStringLiteral("always"), QStringLiteral("never") } };
            request.prepare = *policy;
        }
        if (cl.has(QStringLiteral("prepare_threads"))) {
            auto threads = RunRequestOptions::setting(cl, "prepare_threads", 1);
            if (!threads)
                return threads.error();
            request.prepareThreads = int(*threads);
        }
        return {};
    }

    // --server-host-ssh=USER@HOST[:PORT] and what ssh needs besides: the server's host through its agent.
    Error readServerHost(CommandLine& cl, MeasuredRunRequest& request)
    {
        const QStringList options = cl.takeAll(QStringLiteral("ssh_option"));
        const QString config = cl.take(QStringLiteral("ssh_config"));
        const QString agentPath = cl.take(QStringLiteral("agent_path"));
        if (!cl.has(QStringLiteral("server_host_ssh")))
            return {};
        auto target = SshTarget::parse(cl.take(QStringLiteral("server_host_ssh")));
        if (!target)
            return target.error();
        target->options = options;
        target->configFile = config;
        target->agentPath = agentPath;
        request.serverSsh = *target;
        return {};
    }
} // namespace

Result<double> RunRequestOptions::setting(CommandLine& cl, const char* name, double fallback)
{
    const QString key = QLatin1String(name);
    if (!cl.has(key))
        return fallback;
    const RunSetting* s = RunSettings::byCliName(key);
    Q_ASSERT(s);
    return RunSettings::parse(
        *s, cl.take(key), QStringLiteral("--") + QString(key).replace(QLatin1Char('_'), QLatin1Char('-')));
}

Error RunRequestOptions::read(CommandLine& cl, MeasuredRunRequest& request)
{
    RunSpec& spec = request.spec;
    for (Error e :
        { readLimits(cl, spec), readDriver(cl, spec), readCpus(cl, spec, request), readPrepare(cl, request),
            readServerHost(cl, request) }) {
        if (e)
            return e;
    }
    return {};
}

// --server-pid or --server-pidfile: a local server to bind, checked to be one.
Result<pid_t> RunRequestOptions::serverPid(CommandLine& cl, bool check)
{
    pid_t pid = 0;
    if (cl.has(QStringLiteral("server_pid"))) {
        bool ok = false;
        const QString text = cl.take(QStringLiteral("server_pid"));
        pid = pid_t(text.toInt(&ok));
        if (!ok || pid <= 0)
            return Error { ErrorCode::BindingRefused, QStringLiteral("--server-pid"), {}, 0,
                qint64(BindingProblem::NotAProcessId), { text } };
    }
    if (cl.has(QStringLiteral("server_pidfile"))) {
        auto read = ServerProcess::pidFromFile(cl.take(QStringLiteral("server_pidfile")));
        if (!read)
            return read.error();
        pid = *read;
    }
    if (pid > 0 && check) {
        if (Error e = ServerProcess::check(pid))
            return e;
    }
    return pid;
}

Error RunRequestOptions::complete(WorkloadInvocation& inv, pid_t localPid, MeasuredRunRequest& request)
{
    RunSpec& spec = request.spec;
    spec.workload = inv.workloadName();
    spec.workloadLabel = spec.workload;
    spec.workloadOptions = inv.typedOptions();
    if (auto options = MeasuredRun::runOptions(spec); !options)
        return options.error();
    auto connection = ConnectionOptions::resolve(inv.cl);
    if (!connection)
        return connection.error();
    spec.serverProfile = connection->sandbox ? PlanServer::sandboxName() : connection->profile.name;
    request.server = *connection;
    if (localPid > 0)
        request.server.pid = localPid; // with --server-host-ssh: a pid on that host
    else if (request.serverSsh.isSet())
        request.server.pid = 0; // a local sandbox's pid means nothing on the server's host
    return {};
}

} // namespace sb::cli
