// SPDX-License-Identifier: GPL-3.0-or-later
#include "errortext.h"

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

} // namespace sb
