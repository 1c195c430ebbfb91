// SPDX-License-Identifier: GPL-3.0-or-later
#include "error.h"

namespace sb {

const char* errorCodeName(ErrorCode code)
{
    switch (code) {
    case ErrorCode::None: return "none";
    case ErrorCode::InvalidOption: return "invalid-option";
    case ErrorCode::UnknownWorkload: return "unknown-workload";
    case ErrorCode::UnknownOption: return "unknown-option";
    case ErrorCode::OptionOutOfRange: return "option-out-of-range";
    case ErrorCode::NoRunLimit: return "no-run-limit";
    case ErrorCode::ConnectFailed: return "connect-failed";
    case ErrorCode::AccessDenied: return "access-denied";
    case ErrorCode::UnknownDatabase: return "unknown-database";
    case ErrorCode::TooManyConnections: return "too-many-connections";
    case ErrorCode::TlsFailed: return "tls-failed";
    case ErrorCode::TlsRequired: return "tls-required";
    case ErrorCode::TlsUnavailable: return "tls-unavailable";
    case ErrorCode::ServerError: return "server-error";
    case ErrorCode::ServerStalled: return "server-stalled";
    case ErrorCode::ThreadStartFailed: return "thread-start-failed";
    case ErrorCode::ConnectionLost: return "connection-lost";
    case ErrorCode::TablesExist: return "tables-exist";
    case ErrorCode::TablesMissing: return "tables-missing";
    case ErrorCode::AlreadyClaimed: return "already-claimed";
    case ErrorCode::ServerAlreadyBound: return "server-already-bound";
    case ErrorCode::MaxConnectionsTooLow: return "max-connections-too-low";
    case ErrorCode::Cancelled: return "cancelled";
    case ErrorCode::RateNotSustained: return "rate-not-sustained";
    case ErrorCode::OpenFilesLimit: return "open-files-limit";
    case ErrorCode::ServerBinaryNotFound: return "server-binary-not-found";
    case ErrorCode::SandboxFailed: return "sandbox-failed";
    case ErrorCode::FileError: return "file-error";
    case ErrorCode::ParseError: return "parse-error";
    case ErrorCode::Unsupported: return "unsupported";
    case ErrorCode::LoadRankLost: return "load-rank-lost";
    case ErrorCode::LoadLaunchFailed: return "load-launch-failed";
    case ErrorCode::CpuListInvalid: return "cpu-list-invalid";
    case ErrorCode::CpuPresetInvalid: return "cpu-preset-invalid";
    case ErrorCode::ScriptInvalid: return "script-invalid";
    case ErrorCode::TlsCaMissing: return "tls-ca-missing";
    case ErrorCode::BindingRefused: return "binding-refused";
    case ErrorCode::OptionValueInvalid: return "option-value-invalid";
    case ErrorCode::Internal: return "internal";
    case ErrorCode::FileUnusable: return "file-unusable";
    case ErrorCode::FileContentInvalid: return "file-content-invalid";
    case ErrorCode::ThreadBindFailed: return "thread-bind-failed";
    case ErrorCode::LoadRankFailed: return "load-rank-failed";
    case ErrorCode::ConnectStorm: return "connect-storm";
    case ErrorCode::AgentFailed: return "agent-failed";
    case ErrorCode::ServerRestarted: return "server-restarted";
    }
    return "unknown";
}

} // namespace sb
