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
}

QString ErrorText::describe(const Error& e)
{
    switch (e.code) {
    case ErrorCode::None:
        return tr("no error");
    case ErrorCode::InvalidOption:
        return withDetail(tr("invalid value for %1; see --help for the accepted values").arg(e.context), e);
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
    case ErrorCode::ServerError:
        return withDetail(tr("the server returned an error while %1").arg(e.context), e);
    case ErrorCode::ConnectionLost:
        return withDetail(tr("the connection to the server was lost while %1").arg(e.context), e);
    case ErrorCode::TablesExist:
        return tr("table(s) %1 exist already; nothing was changed. ScaleBench drops only tables it created: for those run "
                  "'cleanup' or use --recreate; for tables that are not its own choose another --database")
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
