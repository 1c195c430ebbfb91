// SPDX-License-Identifier: GPL-3.0-or-later
#include "workloadinvocation.h"

#include "clicommand.h"
#include "connectionoptions.h"
#include "console.h"

#include "plan/mixspec.h"
#include "plan/runsettings.h"
#include "workload/workloadregistry.h"

namespace sb::cli {

QSet<QString> WorkloadInvocation::spacedNames()
{
    QSet<QString> names = ConnectionOptions::spacedNames();
    for (const RunSetting& s : RunSettings::all()) {
        if (s.takesValue())
            names.insert(QLatin1String(s.cliName));
    }
    for (const char* n : { "mix", "rate_arrivals", "driver", "think_time_distribution", "client_cpus", "client_bind", "bind_address", "server_counters",
             "server_cpus", "preset", "server_pid", "server_pidfile", "store", "prepare", "max_clients",
             "target", "budget", "load_method", "hdr_log", "server_host_ssh", "ssh_option", "ssh_config", "agent_path" })
        names.insert(QLatin1String(n));
    for (const QString& workload : WorkloadRegistry::names()) {
        if (auto specs = WorkloadRegistry::optionSpecs(workload)) {
            for (const OptionSpec& spec : *specs) {
                if (spec.type != OptionType::Bool)
                    names.insert(spec.name);
            }
        }
    }
    return names;
}

Result<WorkloadInvocation> WorkloadInvocation::parse(const QStringList& args, const char* command)
{
    WorkloadInvocation inv;
    if (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h")))
        return Error { ErrorCode::None, QStringLiteral("help"), {} };
    inv.cl = CommandLine::parse(args, spacedNames());
    if (inv.cl.has(QStringLiteral("mix")) && QLatin1String(command) == QLatin1String("run")) {
        inv.m_mix = inv.cl.take(QStringLiteral("mix"));
        if (inv.m_mix.trimmed().isEmpty())
            return Error { ErrorCode::InvalidOption, QStringLiteral("--mix"), QStringLiteral("no group") };
        if (!inv.cl.positionals().isEmpty())
            return Error { ErrorCode::InvalidOption, QStringLiteral("the command line"),
                QStringLiteral("usage: scalebench-cli run --mix 'WORKLOAD:CLIENTS[@NAME=VALUE,...],...' [options]: "
                               "no workload besides the mix") };
        return inv;
    }
    if (inv.cl.positionals().size() != 1)
        return Error { ErrorCode::InvalidOption, QStringLiteral("the command line"),
            QStringLiteral("usage: scalebench-cli %1 WORKLOAD [options]; 'scalebench-cli list' shows the workloads")
                .arg(QLatin1String(command)) };
    return inv;
}

std::optional<WorkloadInvocation> WorkloadInvocation::open(const QStringList& args, const char* command,
    int& exitCode, const std::function<int(const QStringList&)>& help)
{
    auto inv = parse(args, command);
    if (inv)
        return std::move(*inv);
    exitCode = inv.error().context == QLatin1String("help") ? help(args) : fail(inv.error());
    return std::nullopt;
}

Result<Connection> WorkloadInvocation::createAndResolve()
{
    if (Error e = createWorkload())
        return e;
    return ConnectionOptions::resolve(cl);
}

int WorkloadInvocation::printHelp(const QStringList& args)
{
    QStringList rest = args;
    rest.removeAll(QStringLiteral("--help"));
    rest.removeAll(QStringLiteral("-h"));
    const QStringList positionals = CommandLine::parse(rest, spacedNames()).positionals();
    return listCommand(positionals.mid(0, 1));
}

Error WorkloadInvocation::createMix()
{
    // Each group's workload and options checked now, before anything connects.
    const auto clients = MixSpec::check(m_mix);
    if (!clients)
        return clients.error();
    m_mixClients = *clients;
    for (const QString& left : cl.remaining().keys()) {
        if (!ConnectionOptions::isConnectionOption(left))
            return { ErrorCode::UnknownOption, QStringLiteral("--") + QString(left).replace(QLatin1Char('_'), QLatin1Char('-')),
                QStringLiteral("with --mix, a workload's options go into its group: WORKLOAD:CLIENTS@NAME=VALUE") };
    }
    return {};
}

Error WorkloadInvocation::createWorkload()
{
    const QString name = workloadName();
    auto specs = WorkloadRegistry::optionSpecs(name);
    if (!specs)
        return specs.error();
    for (const OptionSpec& spec : *specs) {
        if (cl.has(spec.name)) {
            const QString v = cl.take(spec.name);
            m_given.insert(spec.name, v.isEmpty() && spec.type == OptionType::Bool ? QStringLiteral("on") : v);
        }
    }
    for (const QString& left : cl.remaining().keys()) {
        if (!ConnectionOptions::isConnectionOption(left))
            return { ErrorCode::UnknownOption, QStringLiteral("--") + QString(left).replace(QLatin1Char('_'), QLatin1Char('-')), {} };
    }
    auto workload = WorkloadRegistry::create(name, m_given);
    if (!workload)
        return workload.error();
    m_workload = std::move(*workload);
    return {};
}

QVariantMap WorkloadInvocation::typedOptions() const
{
    QVariantMap given;
    for (auto it = m_given.cbegin(); it != m_given.cend(); ++it)
        given.insert(it.key(), it.value());
    return WorkloadRegistry::typedOptions(workloadName(), given);
}

} // namespace sb::cli
