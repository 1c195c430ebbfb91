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

    // Every option of RunSettings' table that the table's code reads, into its field (numbers checked against
    // their range, choices and texts as given: MeasuredRun::runOptions checks them, as for plans); and what --time means
    // with --events.
    Error readSettings(CommandLine& cl, RunSpec& spec)
    {
        const bool timeGiven = cl.has(QStringLiteral("time"));
        auto threads = RunRequestOptions::setting(cl, "threads", 1);
        if (!threads)
            return threads.error();
        spec.threads = int(*threads);
        for (const RunSetting& s : RunSettings::all()) {
            const QString name = QLatin1String(s.cliName);
            if (!s.hasField() || !s.cliReads || !*s.cliName)
                continue;
            if (s.kind == RunSettingKind::Flag) {
                RunSettings::setValue(s, spec, cl.takeFlag(name));
            } else if (*s.flagChoice && cl.has(name)) { // bare: its flag choice
                RunSettings::setValue(s, spec, RunSettings::choiceOfText(s, cl.take(name)));
            } else if (s.kind != RunSettingKind::Number) {
                if (cl.has(name))
                    RunSettings::setValue(s, spec, cl.take(name));
            } else if (cl.has(name) || s.cliDefault == s.cliDefault) {
                auto value = RunRequestOptions::setting(cl, s.cliName, s.cliDefault);
                if (!value)
                    return value.error();
                RunSettings::setValue(s, spec, s.cliScale == 1 ? *value : double(std::lround(*value * s.cliScale)));
            }
        }
        // --events alone: run until the events are done, as sysbench does with --time=0.
        if (spec.events > 0 && !timeGiven)
            spec.durationSec = 0;
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
        if (!parseClientBindPolicy(spec.clientBind)) // read with the settings
            return parseClientBindPolicy(spec.clientBind).error();
        request.sampleServerThreads = cl.takeFlag(QStringLiteral("server_threads"));
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
        { readSettings(cl, spec), readCpus(cl, spec, request), readPrepare(cl, request),
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
