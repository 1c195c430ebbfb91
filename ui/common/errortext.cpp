// SPDX-License-Identifier: GPL-3.0-or-later
#include "errortext.h"

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

// What a run option accepts (OptionOutOfRange names the option; the engine keeps no words).
QString acceptedValues(const QString& option)
{
    if (option == QLatin1String("--threads"))
        return ErrorText::tr("a whole number of clients, at least 1");
    if (option == QLatin1String("--time") || option == QLatin1String("--warmup-time"))
        return ErrorText::tr("seconds, 0 or more");
    if (option == QLatin1String("--report-interval"))
        return ErrorText::tr("0 (no intervals) or at least 0.1 seconds");
    if (option == QLatin1String("--rate"))
        return ErrorText::tr("transactions per second over all clients, from 0 (as fast as possible) up to 1e9");
    if (option == QLatin1String("--stall-timeout"))
        return ErrorText::tr("seconds, 0 (no watchdog) or more");
    return ErrorText::tr("see --help");
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

QString ErrorText::describe(const Error& e)
{
    if (e.code == ErrorCode::InvalidOption
        && (e.context == QLatin1String("usl-fit") || e.context == QLatin1String("amdahl-fit")))
        return (e.context == QLatin1String("usl-fit") ? tr("the USL fit %1") : tr("the Amdahl fit %1"))
            .arg(describeFit(e));
    switch (e.code) {
    case ErrorCode::None:
        return tr("no error");
    case ErrorCode::InvalidOption:
        return withDetail(tr("invalid value for %1; see --help for the accepted values").arg(e.context), e);
    case ErrorCode::OptionOutOfRange:
        return tr("%1 cannot be %2: it takes %3").arg(e.context, e.detail, acceptedValues(e.context));
    case ErrorCode::NoRunLimit:
        return tr("give a duration (--time) or an event count (--events)");
    case ErrorCode::UnknownWorkload:
        return tr("unknown workload '%1'; 'scalebench-cli list' shows the workloads").arg(e.context);
    case ErrorCode::UnknownOption:
        return withDetail(tr("unknown option '%1'; 'scalebench-cli help WORKLOAD' lists its options").arg(e.context), e);
    case ErrorCode::ConnectFailed:
        return withDetail(
            tr("cannot connect to %1: check that the server runs and that host, port or socket are right").arg(e.context),
            e);
    case ErrorCode::AccessDenied:
        return withDetail(tr("access denied at %1: check --user and --password (or MYSQL_PWD, ~/.my.cnf)").arg(e.context), e);
    case ErrorCode::UnknownDatabase:
        return withDetail(tr("the database '%1' does not exist: create it (CREATE DATABASE %1) or choose another with --database")
                              .arg(e.context),
            e);
    case ErrorCode::TooManyConnections:
        return withDetail(tr("the server at %1 refused the connection: too many connections; raise max_connections or use fewer threads").arg(e.context), e);
    case ErrorCode::TlsFailed:
        return withDetail(tr("TLS could not be set up with %1; check --ssl-mode and the server's certificates").arg(e.context), e);
    case ErrorCode::TlsRequired:
        return withDetail(tr("the server at %1 requires TLS (require_secure_transport) but the connection was plaintext; "
                             "use --ssl-mode=PREFERRED or stricter").arg(e.context), e);
    case ErrorCode::TlsUnavailable:
        return withDetail(tr("the server at %1 offers no TLS, but --ssl-mode asks for it").arg(e.context), e);
    case ErrorCode::ServerError:
        return withDetail(tr("the server returned an error while %1").arg(e.context), e);
    case ErrorCode::ServerStalled:
        return tr("the server at %1 stopped answering: no query completed in the last %2 s; %n connection(s) still "
                  "waiting at the end were shut down. The run kept what it measured until then.",
            nullptr, int(e.value))
            .arg(e.context, e.detail);
    case ErrorCode::ThreadStartFailed:
        return withDetail(tr("the system refused to start client thread %1 of %2; use fewer --threads or raise the "
                             "limit on processes and threads (ulimit -u, RLIMIT_NPROC; kernel.threads-max)")
                              .arg(e.value + 1)
                              .arg(e.context),
            e);
    case ErrorCode::ConnectionLost:
        return withDetail(tr("the connection to the server was lost while %1").arg(e.context), e);
    case ErrorCode::TablesExist:
        return tr("table(s) %1 exist already; nothing was changed. ScaleBench drops only tables it created: for those run "
                  "'cleanup' or use --recreate; for tables that are not its own choose another --database")
            .arg(e.context);
    case ErrorCode::TablesMissing:
        return tr("table(s) %1 missing in database '%2': prepare them first ('scalebench-cli prepare' with the same "
                  "options, or the prepare policy auto)")
            .arg(e.context, e.detail);
    case ErrorCode::AlreadyClaimed:
        return tr("%1 is being run by another process (a second 'plan resume' of the same plan?); it was left to it")
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
        return withDetail(tr("the sandbox server could not %1").arg(e.context), e);
    case ErrorCode::FileError:
        return withDetail(tr("cannot use the file %1").arg(e.context), e);
    case ErrorCode::ParseError:
        return withDetail(tr("cannot read %1").arg(e.context), e);
    case ErrorCode::Unsupported:
        return withDetail(tr("not supported: %1").arg(e.context), e);
    case ErrorCode::Internal:
        return withDetail(tr("internal error in %1; please report it").arg(e.context), e);
    case ErrorCode::LoadRankLost:
        return withDetail(tr("a load process (MPI rank) stopped answering %1; the run ended with what was measured "
                             "until then").arg(e.context), e);
    case ErrorCode::LoadLaunchFailed:
        return withDetail(e.value != 0 ? tr("the load processes started with %1 ended without a result (exit status "
                                            "%2)").arg(e.context).arg(e.value)
                                       : tr("the load processes could not be started with %1").arg(e.context),
            e);
    }
    return withDetail(e.context, e);
}

QString ErrorText::planFieldName(const QString& path)
{
    static const QRegularExpression part(QStringLiteral("^\\$\\.?([a-z_]*)(?:\\[(\\d+)\\])?(?:\\.([a-z_]+))?"));
    const QRegularExpressionMatch m = part.match(path);
    const QString key = m.captured(1);
    QString field;
    if (key.isEmpty())
        field = tr("The plan");
    else if (key == QLatin1String("clients"))
        field = tr("Client counts");
    else if (key == QLatin1String("server_cpus"))
        field = tr("Server CPUs");
    else if (key == QLatin1String("client_cpus"))
        field = tr("Client CPUs");
    else if (key == QLatin1String("client_bind"))
        field = tr("Client binding");
    else if (key == QLatin1String("servers"))
        field = tr("Servers");
    else if (key == QLatin1String("workloads"))
        field = tr("Workloads");
    else if (key == QLatin1String("repetitions"))
        field = tr("Repetitions");
    else if (key == QLatin1String("duration"))
        field = tr("Duration");
    else if (key == QLatin1String("events"))
        field = tr("Events");
    else if (key == QLatin1String("warmup"))
        field = tr("Warm-up");
    else if (key == QLatin1String("cooldown"))
        field = tr("Cool-down");
    else if (key == QLatin1String("restart_settle"))
        field = tr("Restart and settle");
    else if (key == QLatin1String("order"))
        field = tr("Axis order");
    else if (key == QLatin1String("name"))
        field = tr("Name");
    else if (key == QLatin1String("report_interval_ms"))
        field = tr("Report interval");
    else if (key == QLatin1String("rate"))
        field = tr("Rate");
    else
        field = tr("Field '%1'").arg(key);
    if (!m.captured(2).isEmpty())
        field = tr("%1, entry %2").arg(field).arg(m.captured(2).toInt() + 1);
    if (m.captured(3) == QLatin1String("spec"))
        field = tr("%1, CPU set").arg(field);
    else if (m.captured(3) == QLatin1String("label"))
        field = tr("%1, label").arg(field);
    else if (!m.captured(3).isEmpty())
        field = tr("%1, %2").arg(field, m.captured(3));
    return field;
}

QString ErrorText::describe(const PlanIssue& issue)
{
    QString what;
    switch (issue.kind) {
    case PlanIssue::Kind::UnknownField:
        what = tr("is not a plan field and is ignored (a typo?)");
        break;
    default:
        what = issue.detail;
        break;
    }
    if (what.isEmpty())
        what = tr("is missing or wrong");
    return tr("%1: %2 (%3)").arg(planFieldName(issue.path), what, issue.path);
}

} // namespace sb
