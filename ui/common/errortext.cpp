// SPDX-License-Identifier: GPL-3.0-or-later
#include "errortext.h"

#include "affinityproblemtext.h"
#include "agentproblemtext.h"
#include "common/fileproblem.h"
#include "common/optionproblem.h"
#include "common/rankloss.h"
#include "plan/runsettings.h"
#include "fileproblemtext.h"
#include "optionproblemtext.h"
#include "sandboxtext.h"
#include "scriptproblemtext.h"
#include "serverproblemtext.h"

#include <QRegularExpression>

namespace sb {

namespace {
    QString withDetail(const QString& text, const Error& e)
    {
        if (e.detail.isEmpty())
            return text;
        const QString code = e.serverCode ? QStringLiteral(" [%1]").arg(e.serverCode) : QString();
        return text + QStringLiteral(" (") + e.detail + code + QStringLiteral(")");
    }

    // What a run option accepts (OptionOutOfRange names the option; core keeps no words): the range of RunSettings'
    // table, or, for the few options outside it, their own words; empty when the table does not know the option.
    QString acceptedValues(const QString& option)
    {
        if (option == QLatin1String("--report-interval"))
            return ErrorText::tr("0 (no intervals) or at least 0.1 seconds");
        if (option == QLatin1String("--stall-timeout"))
            return ErrorText::tr("seconds, 0 (no watchdog) or more");
        QString name = option;
        while (name.startsWith(QLatin1Char('-')))
            name.remove(0, 1);
        name.replace(QLatin1Char('-'), QLatin1Char('_'));
        const RunSetting* s = RunSettings::byCliName(name);
        if (!s && name.startsWith(QLatin1String("$.")))
            s = RunSettings::byPlanKey(name.mid(2));
        if (!s)
            return {};
        const QString from = QString::number(s->minimum, 'g', 12), to = QString::number(s->maximum, 'g', 12);
        QString text = s->integer ? ErrorText::tr("a whole number from %1 to %2").arg(from, to)
                                  : ErrorText::tr("a number from %1 to %2").arg(from, to);
        if (*s->unit)
            text += QLatin1Char(' ') + QLatin1String(s->unit);
        return text;
    }

    // A command-line option as the workstation shows it: the label of the field that sets it, or, for a workload's
    // option, its name as the Workload page shows it ("--table-size": "table size"). Anything else as it is.
    QString fieldName(const QString& option)
    {
        if (!option.startsWith(QLatin1String("--")))
            return option;
        const QString name = option.mid(2);
        static const std::pair<const char*, const char*> fields[] = {
            { "threads", QT_TRANSLATE_NOOP("ErrorText", "Threads") },
            { "time", QT_TRANSLATE_NOOP("ErrorText", "Duration") },
            { "events", QT_TRANSLATE_NOOP("ErrorText", "Events") },
            { "warmup-time", QT_TRANSLATE_NOOP("ErrorText", "Warm-up") },
            { "report-interval", QT_TRANSLATE_NOOP("ErrorText", "Report interval") },
            { "rate", QT_TRANSLATE_NOOP("ErrorText", "Target rate") },
            { "server-cpus", QT_TRANSLATE_NOOP("ErrorText", "Server CPUs") },
            { "client-cpus", QT_TRANSLATE_NOOP("ErrorText", "Client CPUs") },
            { "host", QT_TRANSLATE_NOOP("ErrorText", "Host") },
            { "port", QT_TRANSLATE_NOOP("ErrorText", "Port") },
            { "socket", QT_TRANSLATE_NOOP("ErrorText", "Socket") },
            { "user", QT_TRANSLATE_NOOP("ErrorText", "User") },
            { "database", QT_TRANSLATE_NOOP("ErrorText", "Database") },
            { "ssl-mode", QT_TRANSLATE_NOOP("ErrorText", "TLS mode") },
            { "ssl-ca", QT_TRANSLATE_NOOP("ErrorText", "CA file") },
            { "ssl-capath", QT_TRANSLATE_NOOP("ErrorText", "CA directory") },
            { "ssl-cert", QT_TRANSLATE_NOOP("ErrorText", "Client certificate") },
            { "ssl-key", QT_TRANSLATE_NOOP("ErrorText", "Client key") },
            { "tls-version", QT_TRANSLATE_NOOP("ErrorText", "TLS versions") },
        };
        for (const auto& [cli, label] : fields) {
            if (name == QLatin1String(cli))
                return ErrorText::tr(label);
        }
        return QString(name).replace(QLatin1Char('-'), QLatin1Char(' '));
    }

    // A script's problem after its file and position, or after the --scripts option (its field on the workstation).
    QString scriptWords(const Error& e, const QString& option)
    {
        const QString problem = ScriptProblemText::describe(ScriptProblem(e.value), e.args);
        if (e.context.startsWith(QLatin1String("--")))
            return ErrorText::tr("invalid value for %1: %2").arg(option, problem);
        return ErrorText::tr("%1: %2").arg(e.context, problem);
    }

    // The workstation's words where the command line's name its options, commands or --help: the field or page that
    // does the same. Empty for the errors whose words suit both.
    QString workstationWords(const Error& e)
    {
        const QString option = fieldName(e.context);
        switch (e.code) {
        case ErrorCode::InvalidOption:
            return withDetail(ErrorText::tr("invalid value for %1").arg(option), e);
        case ErrorCode::OptionOutOfRange: {
            const QString accepted = acceptedValues(e.context);
            return accepted.isEmpty() ? ErrorText::tr("%1 cannot be %2").arg(option, e.detail)
                                      : ErrorText::tr("%1 cannot be %2: it takes %3").arg(option, e.detail, accepted);
        }
        case ErrorCode::NoRunLimit:
            return ErrorText::tr("give a duration or an event count");
        case ErrorCode::UnknownWorkload:
            return ErrorText::tr("unknown workload '%1'; the Workload page lists the workloads").arg(e.context);
        case ErrorCode::UnknownOption:
            return withDetail(
                ErrorText::tr("unknown option '%1'; the Workload page shows the options of each workload").arg(option),
                e);
        case ErrorCode::AccessDenied:
            return withDetail(
                ErrorText::tr("access denied at %1: check the user and password on the Connection page (or MYSQL_PWD, "
                              "~/.my.cnf)")
                    .arg(e.context),
                e);
        case ErrorCode::UnknownDatabase:
            return withDetail(
                ErrorText::tr("the database '%1' does not exist: create it (CREATE DATABASE %1) or choose another on "
                              "the Connection page")
                    .arg(e.context),
                e);
        case ErrorCode::TlsFailed:
            return withDetail(
                ErrorText::tr("TLS could not be set up with %1; check the TLS settings on the Connection page and "
                              "the server's certificates")
                    .arg(e.context),
                e);
        case ErrorCode::TlsRequired:
            return withDetail(
                ErrorText::tr("the server at %1 requires TLS (require_secure_transport) but the connection was "
                              "plaintext; choose the TLS mode PREFERRED or stricter on the Connection page")
                    .arg(e.context),
                e);
        case ErrorCode::TlsUnavailable:
            return withDetail(
                ErrorText::tr("the server at %1 offers no TLS, but the TLS mode on the Connection page asks for it")
                    .arg(e.context),
                e);
        case ErrorCode::TlsCaMissing:
            return ErrorText::tr("the TLS mode %1 checks the server's certificate: give a CA file or a CA directory on "
                                 "the Connection page")
                .arg(e.context);
        case ErrorCode::OptionValueInvalid:
            return OptionProblemText::describe(e, option);
        case ErrorCode::CpuPresetInvalid:
            return AffinityProblemText::preset(e);
        case ErrorCode::CpuListInvalid:
            return AffinityProblemText::cpuList(e);
        case ErrorCode::ScriptInvalid:
            return scriptWords(e, fieldName(e.context));
        case ErrorCode::ServerError:
        case ErrorCode::ConnectionLost:
            return withDetail(ServerProblemText::describe(e, false), e);
        case ErrorCode::ConnectStorm:
            return withDetail(ServerProblemText::connectStorm(e, false), e);
        case ErrorCode::SandboxFailed:
            return withDetail(SandboxText::failure(e, false), e);
        case ErrorCode::BindingRefused:
            return withDetail(AffinityProblemText::binding(e, false), e);
        case ErrorCode::AgentFailed:
            return withDetail(AgentProblemText::describe(e, false), e);
        case ErrorCode::ThreadStartFailed:
            return withDetail(
                ErrorText::tr("the system refused to start client thread %1 of %2; use fewer threads or raise the "
                              "limit on processes and threads (ulimit -u, RLIMIT_NPROC; kernel.threads-max)")
                    .arg(e.value + 1)
                    .arg(e.context),
                e);
        case ErrorCode::TablesExist:
            return ErrorText::tr(
                "table(s) %1 exist already; nothing was changed. ScaleBench drops only tables it created: for "
                "those use Clean up on the Workload page, or prepare with \"Drop and load again tables that "
                "exist\"; for tables that are not its own choose another database on the Connection page")
                .arg(e.context);
        case ErrorCode::TablesMissing:
            return ErrorText::tr(
                "table(s) %1 missing in database '%2': prepare them first (Prepare on the Workload page, with the "
                "same options, or a plan's prepare policy auto)")
                .arg(e.context, e.detail);
        case ErrorCode::ServerAlreadyBound: {
            const QString wait
                = ErrorText::tr("wait for that run to end (if that process was killed, the server's CPU masks are put "
                                "back when the server is bound again or ScaleBench starts)");
            if (e.value > 0)
                return ErrorText::tr("server process %1 is already bound by ScaleBench process %2; %3")
                    .arg(e.context)
                    .arg(e.value)
                    .arg(wait);
            return ErrorText::tr("server process %1 is already bound by another ScaleBench process; %2")
                .arg(e.context, wait);
        }
        case ErrorCode::RateNotSustained:
            return ErrorText::tr(
                "the server cannot keep up with %1 tx/s: %2 arrivals were due but not started (the maximum is %3); "
                "lower the target rate or add threads")
                .arg(e.context)
                .arg(e.value)
                .arg(e.detail);
        default:
            return {};
        }
    }
}

QString ErrorText::describeFit(const Error& e)
{
    const bool usl = e.context == QLatin1String("usl-fit");
    if (e.value > 0)
        return usl ? tr("needs at least %1 client counts (%2 measured)").arg(e.value).arg(e.detail)
                   : tr("needs at least %1 core counts (%2 measured)").arg(e.value).arg(e.detail);
    return tr("needs values above 0 (got %1)").arg(e.detail);
}

// A run whose server, or the network to it, stopped answering (the stall watchdog, or connections shut down at the
// end).
QString ErrorText::stalled(const Error& e)
{
    return tr("the server at %1 stopped answering, or the network to it did (a cut, a lost connection or a peer "
              "gone without closing it): no query completed in the last %2 s; %n connection(s) still waiting at "
              "the end were shut down. The run kept what it measured until then.",
        nullptr, int(e.value))
        .arg(e.context, e.detail);
}

// A server that restarted and could not be bound again (core/experiment/serverrestartwatch).
QString ErrorText::restarted(const Error& e)
{
    const QString at = QString::number(double(e.value) / 1000.0, 'f', 1);
    const QString newPid = e.args.value(1);
    const QString server = newPid.isEmpty() || newPid == QLatin1String("0")
        ? tr("the server at %1 restarted %2 s into the run (pid %3) and the new server process could not be found "
             "to bind its threads to CPUs %4")
              .arg(e.context, at, e.args.value(0), e.args.value(2))
        : tr("the server at %1 restarted %2 s into the run (pid %3, now %4) and its threads could not be bound to "
             "CPUs %5 again")
              .arg(e.context, at, e.args.value(0), newPid, e.args.value(2));
    return server
        + tr(": the run ended there and kept what it measured, the intervals after the restart marked. Run it again "
             "(plan resume repeats it) once ScaleBench may move the server's threads (the server run by the same "
             "user, or CAP_SYS_NICE)");
}

// The command line's words, unless the workstation has its own (workstationWords).
QString ErrorText::describe(const Error& e, Audience audience)
{
    if (e.code == ErrorCode::InvalidOption
        && (e.context == QLatin1String("usl-fit") || e.context == QLatin1String("amdahl-fit")))
        return (e.context == QLatin1String("usl-fit") ? tr("the USL fit %1") : tr("the Amdahl fit %1"))
            .arg(describeFit(e));
    if (audience == Audience::Workstation) {
        if (QString words = workstationWords(e); !words.isEmpty())
            return words;
    }
    switch (e.code) {
    case ErrorCode::None:
        return tr("no error");
    case ErrorCode::InvalidOption:
        return withDetail(tr("invalid value for %1; see --help for the accepted values").arg(e.context), e);
    case ErrorCode::OptionOutOfRange:
        if (acceptedValues(e.context).isEmpty())
            return tr("%1 cannot be %2; see --help for the accepted values").arg(e.context, e.detail);
        return tr("%1 cannot be %2: it takes %3").arg(e.context, e.detail, acceptedValues(e.context));
    case ErrorCode::NoRunLimit:
        return tr("give a duration (--time) or an event count (--events)");
    case ErrorCode::UnknownWorkload:
        return tr("unknown workload '%1'; 'scalebench-cli list' shows the workloads").arg(e.context);
    case ErrorCode::UnknownOption:
        return withDetail(
            tr("unknown option '%1'; 'scalebench-cli help WORKLOAD' lists its options").arg(e.context), e);
    case ErrorCode::ConnectFailed:
        return withDetail(tr("cannot connect to %1: check that the server runs and that host, port or socket are right")
                              .arg(e.context),
            e);
    case ErrorCode::AccessDenied:
        return withDetail(
            tr("access denied at %1: check --user and --password (or MYSQL_PWD, ~/.my.cnf)").arg(e.context), e);
    case ErrorCode::UnknownDatabase:
        return withDetail(
            tr("the database '%1' does not exist: create it (CREATE DATABASE %1) or choose another with --database")
                .arg(e.context),
            e);
    case ErrorCode::TooManyConnections:
        return withDetail(tr("the server at %1 refused the connection: too many connections; raise max_connections or "
                             "use fewer threads")
                              .arg(e.context),
            e);
    case ErrorCode::TlsFailed:
        return withDetail(
            tr("TLS could not be set up with %1; check --ssl-mode and the server's certificates").arg(e.context), e);
    case ErrorCode::TlsRequired:
        return withDetail(
            tr("the server at %1 requires TLS (require_secure_transport) but the connection was plaintext; "
               "use --ssl-mode=PREFERRED or stricter")
                .arg(e.context),
            e);
    case ErrorCode::TlsUnavailable:
        return withDetail(tr("the server at %1 offers no TLS, but --ssl-mode asks for it").arg(e.context), e);
    case ErrorCode::TlsCaMissing:
        return tr("--ssl-mode=%1 checks the server's certificate: give --ssl-ca=FILE or --ssl-capath=DIR")
            .arg(e.context);
    case ErrorCode::OptionValueInvalid:
        return OptionProblemText::describe(e, e.context);
    case ErrorCode::CpuPresetInvalid:
        return tr("%1; see --help for the accepted values").arg(AffinityProblemText::preset(e));
    case ErrorCode::CpuListInvalid:
        return AffinityProblemText::cpuList(e);
    case ErrorCode::ScriptInvalid:
        return scriptWords(e, e.context);
    case ErrorCode::ServerError:
        return withDetail(ServerProblemText::describe(e, true), e);
    case ErrorCode::ServerStalled:
        return stalled(e);
    case ErrorCode::ThreadStartFailed:
        return withDetail(tr("the system refused to start client thread %1 of %2; use fewer --threads or raise the "
                             "limit on processes and threads (ulimit -u, RLIMIT_NPROC; kernel.threads-max)")
                              .arg(e.value + 1)
                              .arg(e.context),
            e);
    case ErrorCode::ConnectionLost:
        return withDetail(ServerProblemText::describe(e, true), e);
    case ErrorCode::ConnectStorm:
        return withDetail(ServerProblemText::connectStorm(e, true), e);
    case ErrorCode::TablesExist:
        return tr(
            "table(s) %1 exist already; nothing was changed. ScaleBench drops only tables it created: for those run "
            "'cleanup' or use --recreate; for tables that are not its own choose another --database")
            .arg(e.context);
    case ErrorCode::TablesMissing:
        return tr("table(s) %1 missing in database '%2': prepare them first ('scalebench-cli prepare' with the same "
                  "options, or the prepare policy auto)")
            .arg(e.context, e.detail);
    case ErrorCode::AlreadyClaimed:
        if (e.context.isEmpty())
            return tr("run %1 of the plan is being run by another process (a second 'plan resume' of the same plan?); "
                      "it was left to it")
                .arg(e.value);
        // Stored before the run's number was the value: the context was "run 3".
        return tr("%1 is being run by another process (a second 'plan resume' of the same plan?); it was left to it")
            .arg(e.context);
    case ErrorCode::ServerAlreadyBound:
        if (e.value > 0)
            return tr("server process %1 is already bound by ScaleBench process %2; wait for that run to end, or run "
                      "'scalebench-cli restore' if that process was killed")
                .arg(e.context)
                .arg(e.value);
        return tr("server process %1 is already bound by another ScaleBench process; wait for that run to end, or run "
                  "'scalebench-cli restore' if that process was killed")
            .arg(e.context);
    case ErrorCode::MaxConnectionsTooLow:
        return tr("the server allows %1 connections (max_connections) but %2 threads were asked for; raise "
                  "max_connections or use fewer threads")
            .arg(e.value)
            .arg(e.context);
    case ErrorCode::Cancelled:
        return tr("cancelled");
    case ErrorCode::RateNotSustained:
        return tr("the server cannot keep up with %1 tx/s: %2 arrivals were due but not started (the maximum is %3); "
                  "lower --rate, add clients (--threads) or raise --rate-max-backlog")
            .arg(e.context)
            .arg(e.value)
            .arg(e.detail);
    case ErrorCode::OpenFilesLimit:
        return tr("%1 connections need %2 open files, but this process may open at most %3; raise the hard limit "
                  "(as root: ulimit -Hn %2, or a nofile line in /etc/security/limits.conf) or use fewer connections")
            .arg(e.context)
            .arg(e.detail)
            .arg(e.value);
    case ErrorCode::ServerBinaryNotFound:
        if (!e.context.isEmpty())
            return tr("the server program %1 does not exist or is not executable; give the full path of a mariadbd "
                      "or mysqld binary (for example /usr/sbin/mariadbd)")
                .arg(e.context);
        return tr("no MariaDB or MySQL server program (mariadbd, mysqld) found on PATH or in /usr/sbin; install "
                  "mariadb-server (packaging/install-deps.sh does)");
    case ErrorCode::SandboxFailed:
        return withDetail(SandboxText::failure(e, true), e);
    case ErrorCode::BindingRefused:
        return withDetail(AffinityProblemText::binding(e, true), e);
    case ErrorCode::AgentFailed:
        return withDetail(AgentProblemText::describe(e, true), e);
    case ErrorCode::FileError:
        return withDetail(tr("cannot use the file %1").arg(e.context), e);
    case ErrorCode::ParseError:
        return withDetail(tr("cannot read %1").arg(e.context), e);
    case ErrorCode::Unsupported:
        return withDetail(tr("not supported: %1").arg(e.context), e);
    case ErrorCode::Internal:
        return withDetail(tr("internal error in %1; please report it").arg(e.context), e);
    case ErrorCode::LoadRankLost:
        switch (RankLoss(e.value)) {
        case RankLoss::BeforeStart:
            return tr("a load process (MPI rank) gave no answer within the timeout before the run started");
        case RankLoss::DuringRun:
            return tr("a load process (MPI rank) stopped answering during the run; the run ended with what was "
                      "measured until then");
        case RankLoss::OtherCouldNotStart:
            return tr("another load process (MPI rank) could not start (%1), so the run did not start")
                .arg(e.args.value(0));
        }
        // Stored before RankLoss: the context was an English phrase ("during the run").
        return withDetail(tr("a load process (MPI rank) stopped answering %1; the run ended with what was measured "
                             "until then")
                              .arg(e.context),
            e);
    case ErrorCode::LoadRankFailed: {
        const QString code = e.args.value(0);
        return tr("load process %1 (MPI rank) on %2 ended the run with the error %3")
            .arg(QString::number(e.value), e.context,
                e.serverCode ? QStringLiteral("%1 [%2]").arg(code).arg(e.serverCode) : code);
    }
    case ErrorCode::FileUnusable:
    case ErrorCode::FileContentInvalid:
        return withDetail(FileProblemText::describe(e), e);
    case ErrorCode::ThreadBindFailed:
        return withDetail(AffinityProblemText::threadBind(e), e);
    case ErrorCode::ServerRestarted:
        return withDetail(restarted(e), e);
    case ErrorCode::LoadLaunchFailed:
        return withDetail(e.value != 0 ? tr("the load processes started with %1 ended without a result (exit status "
                                            "%2)")
                                             .arg(e.context)
                                             .arg(e.value)
                                       : tr("the load processes could not be started with %1").arg(e.context),
            e);
    }
    return withDetail(e.context, e);
}

} // namespace sb
