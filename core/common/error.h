// SPDX-License-Identifier: GPL-3.0-or-later
// Errors as typed values: core never formats sentences for people; ui/common/errortext turns these into words.
#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace sb {

enum class ErrorCode {
    None,
    // usage and validation
    InvalidOption, // context: option name, detail: the bad value or reason
    UnknownWorkload,
    UnknownOption,
    OptionOutOfRange, // context: the option (--threads), detail: the value given; the accepted range is the option's
    NoRunLimit, // neither a duration nor an event count
    // connection
    ConnectFailed, // host:port or socket unreachable
    AccessDenied,
    UnknownDatabase,
    TooManyConnections,
    TlsFailed,
    TlsRequired, // the server refused a plaintext connection (require_secure_transport): use TLS
    TlsUnavailable, // the TLS mode asks for TLS but the server offers none
    // server and run
    ServerError, // a statement failed: serverCode + detail
    ServerStalled, // no query completed for the stall timeout: context: the server, detail: seconds without an answer,
                   // value: connections shut down at the end because they still waited
    ThreadStartFailed, // the system refused a client thread: context: threads asked, value: threads started, detail: OS
    ConnectionLost,
    TablesExist, // prepare refused: tables present (context: the tables)
    TablesMissing, // a run needs tables that are not there (context: the tables, detail: the database)
    AlreadyClaimed, // a plan's run is being run by another process (resume twice at once); value: the run's number
                    // (from 1); context: empty (before: the run as English words, "run 3")
    ServerAlreadyBound, // another ScaleBench process binds this server now; context: the server pid, value: that
                        // process's pid (0: not known, it was still writing its journal)
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
    LoadRankLost, // several load processes (MPI ranks): one stopped answering; context: when, detail: how long
    LoadLaunchFailed, // the launcher (mpirun) of several load processes did not start them or they ended without a
                      // result: context: the launcher, detail: what it said last, value: its exit status
    CpuListInvalid, // a CPU list this topology cannot give or that does not parse: context: the list as given, value: a
                    // CpuListProblem (affinity/cpulistproblem.h), args: what its text needs
    CpuPresetInvalid, // a CPU preset this topology cannot give: context: the preset as given, value: a PresetProblem
                      // (affinity/presetproblem.h), args: the numbers and words its text needs
    ScriptInvalid, // a custom SQL script or the --scripts list is wrong: context: "file:line:column" or "--scripts",
                   // value: a ScriptProblem (workload/scriptproblem.h), args: what its text needs
    TlsCaMissing, // a verifying TLS mode (VERIFY_CA, VERIFY_IDENTITY) without a CA file or directory: context: the mode
    BindingRefused, // the server's CPUs cannot be bound as asked, and nothing was: context: the option (--server-pid,
                    // --server-cpus), value: a BindingProblem (common/bindingproblem.h), args: what its text needs
    OptionValueInvalid, // a value an option does not take: context: the option (--table-size), detail: the value given,
                        // value: an OptionProblem (common/optionproblem.h), args: what its text needs
    Internal,
    // Appended after Internal, never inserted: load processes (MPI ranks) exchange codes as numbers.
    FileUnusable, // a file or directory ScaleBench cannot use as it is: context: its path, value: a FileProblem
                  // (common/fileproblem.h), args: what its text needs, detail: the system's words, if any
    FileContentInvalid, // a file whose content is not what it must be: the same fields as FileUnusable
    ThreadBindFailed, // the kernel refused a thread's CPU mask: context: the CPU list (empty: reading the mask), value:
                      // errno, args: the thread id, detail: the system's words
    LoadRankFailed, // another load process (MPI rank) ended the run with an error: context: its host, value: its rank,
                    // args: its error code's name, serverCode: its server's error number
    ConnectStorm, // the run's connections could not all be opened within the connect deadline although the server
                  // answered (core/engine/connectramp): context: the server, detail and serverCode: the last failure,
                  // value: connections opened, args: connections asked, seconds waited, the server's back_log and
                  // max_connections, the kernel's somaxconn here and this process's open-files limit (0: not known)
    AgentFailed, // the agent on the server's host (scalebench-agent over ssh) could not be started or used: context:
                 // the ssh destination, value: an AgentProblem (server/agentproblem.h), args: what its text needs,
                 // detail: ssh's or the agent's own words, if any
    ServerRestarted, // the server restarted during the run and ScaleBench could not give the new process the run's
                     // CPU binding (core/experiment/serverrestartwatch): context: the server, value: seconds into
                     // the run (milliseconds), args: the old pid, the new pid (0: not found), the CPU list; detail:
                     // why the binding was refused (the system's or ScaleBench's words)
};

// The highest code, for whatever walks them all (ErrorJson reading a name).
constexpr ErrorCode kLastErrorCode = ErrorCode::ServerRestarted;

struct Error {
    ErrorCode code = ErrorCode::None;
    QString context; // what was being done or to what: a host:port, an option name, a table, a path
    QString detail; // server message, offending value, underlying OS error
    unsigned serverCode = 0; // MySQL/MariaDB error number when the server or client library gave one
    qint64 value = 0; // a number the message needs (e.g. max_connections), or which problem of the code it is
    QStringList args {}; // data the words need beyond detail (names, numbers), so that core writes no sentence

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
