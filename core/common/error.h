// SPDX-License-Identifier: GPL-3.0-or-later
// Errors as typed values: core never formats sentences for people; ui/common/errortext turns these into words.
#pragma once

#include <QString>
#include <optional>

namespace sb {

enum class ErrorCode {
    None,
    // usage and validation
    InvalidOption, // context: option name, detail: the bad value or reason
    UnknownWorkload,
    UnknownOption,
    // connection
    ConnectFailed, // host:port or socket unreachable
    AccessDenied,
    UnknownDatabase,
    TooManyConnections,
    TlsFailed,
    // server and run
    ServerError, // a statement failed: serverCode + detail
    ConnectionLost,
    TablesExist, // prepare refused: tables present
    MaxConnectionsTooLow,
    Cancelled,
    RateNotSustained, // open loop: context: the rate, value: the backlog that ended the run, detail: its maximum
    OpenFilesLimit, // context: the connections asked for, detail: the open files they need, value: the hard limit
    // sandbox
    ServerBinaryNotFound,
    SandboxFailed,
    // files and stores
    FileError,
    ParseError,
    Unsupported,
    Internal,
};

struct Error {
    ErrorCode code = ErrorCode::None;
    QString context; // what was being done or to what: a host:port, an option name, a table, a path
    QString detail; // server message, offending value, underlying OS error
    unsigned serverCode = 0; // MySQL/MariaDB error number when the server or client library gave one
    qint64 value = 0; // a number the message needs (e.g. max_connections)

    explicit operator bool() const { return code != ErrorCode::None; }
};

const char* errorCodeName(ErrorCode code);

// A value or an error, for functions that return something (std::expected is C++23).
template <typename T> class Result {
public:
    Result(T value)
        : m_value(std::move(value))
    {
    }
    Result(Error error)
        : m_error(std::move(error))
    {
    }
    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    T& value() { return *m_value; }
    const T& value() const { return *m_value; }
    T& operator*() { return *m_value; }
    const T& operator*() const { return *m_value; }
    T* operator->() { return &*m_value; }
    const T* operator->() const { return &*m_value; }
    const Error& error() const { return m_error; }

private:
    std::optional<T> m_value;
    Error m_error;
};

} // namespace sb
