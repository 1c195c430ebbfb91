// SPDX-License-Identifier: GPL-3.0-or-later
// A workload command line (prepare, run, cleanup): the workload named by the one positional, its own options, and
// what is left for the connection. Parsed once here for every command that takes a workload.
#pragma once

#include "commandline.h"
#include "connectionoptions.h"

#include "common/error.h"
#include "workload/workload.h"

#include <functional>
#include <memory>
#include <optional>

namespace sb::cli {

class WorkloadInvocation {
public:
    // Error with context "help" when --help or -h was asked for (not an error for the user).
    [[nodiscard]] static Result<WorkloadInvocation> parse(const QStringList& args, const char* command);
    // The opening every workload command shares: parse(), and on --help the command's help (`help`, by default the
    // workload's options), on an error its message. Nothing returned: the command is over with `exitCode`.
    [[nodiscard]] static std::optional<WorkloadInvocation> open(const QStringList& args, const char* command,
        int& exitCode, const std::function<int(const QStringList&)>& help = printHelp);
    // `command WORKLOAD --help`: the workload's options, as `list WORKLOAD` prints them.
    static int printHelp(const QStringList& args);
    // Every option name a workload command may take as `--name value` (besides `--name=value`).
    static QSet<QString> spacedNames();

    // Takes the workload's own options out of the command line and creates it; anything left that is not a
    // connection option is unknown. Called before connecting, so that a typo never starts a server.
    [[nodiscard]] Error createWorkload();
    // createWorkload(), then the connection's options resolved (prepare, check, cleanup: after their own options).
    [[nodiscard]] Result<Connection> createAndResolve();
    // run --mix: checks the groups' workloads and options (none may be given outside the mix).
    [[nodiscard]] Error createMix();
    bool isMix() const { return !m_mix.isEmpty(); }
    QString mixText() const { return m_mix; }
    int mixClients() const { return m_mixClients; }
    QString workloadName() const { return isMix() ? QStringLiteral("mix") : cl.positionals().value(0); }
    Workload& workload() { return *m_workload; }
    QVariantMap typedOptions() const;
    bool hasPhases() const { return m_workload && !m_workload->phases().isEmpty(); }

    CommandLine cl;

private:
    std::unique_ptr<Workload> m_workload;
    QMap<QString, QString> m_given;
    QString m_mix;
    int m_mixClients = 0;
};

} // namespace sb::cli
