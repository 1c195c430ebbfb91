// SPDX-License-Identifier: GPL-3.0-or-later
// An on-CPU profile of a local server during a run's measured part: the system's `perf record -e cpu-clock -g -p
// PID` (a software clock: it works without a PMU, in virtual machines), folded into stacks when it stops. perf is
// stopped on every path: SIGINT and a wait, killed when it does not end in time, and when this object goes (a
// run that ends early, an error); it also gets SIGINT when the thread that started it ends (PR_SET_PDEATHSIG).
//
// The off-CPU kind records the scheduler's switches of the server's threads instead (offcpufolder.h): `perf record
// -e sched:sched_switch --switch-events --call-graph dwarf,STACK -p PID -D -1 --control fifo:CTL`, each switch-out
// with STACK bytes of its thread's stack (Debian's mariadbd has no frame pointers: perf unwinds with DWARF), each
// switch-in and -out as a small record. It records only while the measured part runs (perf starts with its events
// off; markMeasuredStart and markMeasuredEnd turn them on and off through its control fifo), and its file is
// bounded (--max-size: a recording that reaches it ends there, and the profile says over what window it ran).
// perf 6.1 takes a tracepoint's every hit as a sample whatever -c says, so the bound is the stack's size and the
// file's, not a sample of the switches.
//
// Host side only (a pid in, plain values out), so that a host agent can run it for a remote server unchanged.
#pragma once

#include "foldedstacks.h"

#include <QJsonObject>
#include <QString>
#include <memory>
#include <optional>
#include <sys/types.h>

class QIODevice;
class QProcess;
class QTemporaryDir;

namespace sb {

enum class ProfileKind { OnCpu, OffCpu };
QString profileKindName(ProfileKind kind); // "on-cpu", "off-cpu": the store's and the agent's word
std::optional<ProfileKind> profileKindFromName(const QString& name);

struct ServerProfileResult {
    bool available = false;
    // Why not: "no_perf" (perf is not installed: Debian's linux-perf), "no_process", "perf_event_paranoid" (the
    // kernel's setting forbids it; the level in detail), "perf_failed" (perf's own last words in detail),
    // "no_samples" (perf ran, the server used no CPU in the window), "other_user" (another user's server without
    // CAP_PERFMON or CAP_SYS_PTRACE; the user in detail), "remote", "needs_agent_protocol_2" (the server's host has
    // an agent of protocol version 1).
    QString reason;
    QString detail;
    FoldedProfile profile;

    // The run's record: the profile's meta, or {"not_available": {"reason": ..., "detail": ...}}.
    QJsonObject toJson() const;
};

// The profile of one run's measured part, wherever the server's host is: a ServerProfiler here, the agent's there
// (agentcollectors.h).
class HostProfiler {
public:
    virtual ~HostProfiler() = default;
    virtual bool start() = 0; // false: stop() says why
    virtual void markMeasuredStart() = 0;
    virtual void markMeasuredEnd() = 0;
    virtual ServerProfileResult stop() = 0;
};

class ServerProfiler : public HostProfiler {
public:
    static constexpr int kDefaultFrequencyHz = 199;
    static constexpr int kStopTimeoutMs = 15000;
    static constexpr int kRecordingTimeoutMs = 15000; // start() waits this long at most for perf to record
    static constexpr int kScriptTimeoutMs = 180000;
    // The off-CPU recording's design (its cost: tests/benchmarks/README.md).
    static constexpr int kOffCpuPeriod = 1; // every switch-out has its stack (see above)
    // Of user stack copied per switch: 4 KB reach the UPDATE's row-lock wait through mariadbd's frames (8 KB reach a
    // little further, at twice the data and, on a loaded machine, many more samples lost).
    static constexpr int kOffCpuStackBytes = 4096;
    static constexpr const char* kOffCpuMaxSize = "512M"; // perf.data at most: about 20 s at 32 busy clients

    explicit ServerProfiler(pid_t pid, int frequencyHz = kDefaultFrequencyHz, ProfileKind kind = ProfileKind::OnCpu);
    ~ServerProfiler() override; // stops perf if it still runs
    ServerProfiler(const ServerProfiler&) = delete;
    ServerProfiler& operator=(const ServerProfiler&) = delete;

    // Starts perf; false (and the reason in stop()'s result) when it cannot.
    bool start() override;
    bool running() const;
    pid_t perfPid() const;
    // Samples before this moment (CLOCK_MONOTONIC, the clock perf records with) are left out: the warm-up.
    void markMeasuredStart() override;
    // Samples after this moment are left out too (the clients' disconnect after the last interval).
    void markMeasuredEnd() override;
    // Stops perf (SIGINT, wait; killed on timeout), folds what it recorded inside [measured start, now].
    ServerProfileResult stop() override;

    static QString perfExecutable(); // empty when perf is not installed
    static double monotonicSeconds();

private:
    void stopPerf();
    QStringList recordArguments() const;
    void control(const char* command); // "enable", "disable": through the off-CPU recording's control fifo
    FoldedProfile fold(QIODevice& script, double to) const;

    pid_t m_pid;
    int m_frequencyHz;
    ProfileKind m_kind;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QProcess> m_perf;
    double m_from = 0;
    double m_to = 0; // 0: until stop()
    ServerProfileResult m_failed; // set when start() failed
    bool m_started = false;
};

} // namespace sb
