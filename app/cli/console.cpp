// SPDX-License-Identifier: GPL-3.0-or-later
#include "console.h"

#include "common/errorjson.h"
#include "common/errortext.h"

#include <cstdio>

namespace sb::cli {

QTextStream& out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream& err()
{
    static QTextStream stream(stderr);
    return stream;
}

int exitCodeFor(const Error& error)
{
    switch (error.code) {
    case ErrorCode::None:
        return ExitOk;
    case ErrorCode::InvalidOption:
    case ErrorCode::UnknownWorkload:
    case ErrorCode::UnknownOption:
    case ErrorCode::OptionOutOfRange:
    case ErrorCode::NoRunLimit:
    case ErrorCode::ParseError:
    case ErrorCode::FileContentInvalid:
    case ErrorCode::ThreadBindFailed: // a CPU the kernel refuses (outside the cgroup's cpuset) is asked for
    case ErrorCode::CpuListInvalid:
    case ErrorCode::CpuPresetInvalid:
    case ErrorCode::ScriptInvalid:
    case ErrorCode::TlsCaMissing:
    case ErrorCode::OptionValueInvalid:
    case ErrorCode::BindingRefused:
        return ExitUsage;
    case ErrorCode::ConnectFailed:
    case ErrorCode::AccessDenied:
    case ErrorCode::UnknownDatabase:
    case ErrorCode::TooManyConnections:
    case ErrorCode::TlsFailed:
    case ErrorCode::TlsRequired:
    case ErrorCode::TlsUnavailable:
    case ErrorCode::MaxConnectionsTooLow:
    case ErrorCode::ConnectStorm:
    case ErrorCode::ServerBinaryNotFound:
    case ErrorCode::SandboxFailed:
        return ExitConnection;
    case ErrorCode::Internal:
        return ExitInternal;
    case ErrorCode::LoadRankFailed: // as if this process had failed so
        return exitCodeFor({ ErrorJson::codeFromName(error.args.value(0)), {}, {} });
    default:
        return ExitRunFailed;
    }
}

QString clientCount(int clients)
{
    return clients == 1 ? QStringLiteral("1 client") : QStringLiteral("%1 clients").arg(clients);
}

QString num(double v, int decimals)
{
    return QString::number(v, 'f', decimals);
}

QString line(const QString& label, const QString& value, int width)
{
    return QStringLiteral("    %1%2\n").arg(label, -width + 4).arg(value);
}

int fail(const Error& error)
{
    out().flush();
    err() << "scalebench-cli: " << ErrorText::describe(error, ErrorText::Audience::CommandLine) << Qt::endl;
    return exitCodeFor(error);
}

int usageError(const QString& message)
{
    out().flush();
    err() << "scalebench-cli: " << message << Qt::endl;
    return ExitUsage;
}

} // namespace sb::cli
