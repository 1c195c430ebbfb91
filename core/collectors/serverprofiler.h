// SPDX-License-Identifier: GPL-3.0-or-later
// An on-CPU profile of a local server during a run's measured part: the system's `perf record -e cpu-clock -g -p
// PID` (a software clock: it works without a PMU, in virtual machines), folded into stacks when it stops. perf is
// stopped on every path: SIGINT and a wait, killed when it does not end in time, and when this object goes (a
// run that ends early, an error); it also gets SIGINT when the thread that started it ends (PR_SET_PDEATHSIG).
//
// Host side only (a pid in, plain values out), so that a host agent can run it for a remote server unchanged.
#pragma once

#include "foldedstacks.h"

#include <QJsonObject>
#include <QString>
#include <memory>
#include <sys/types.h>

class QProcess;
class QTemporaryDir;

namespace sb {

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

    explicit ServerProfiler(pid_t pid, int frequencyHz = kDefaultFrequencyHz);
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

    pid_t m_pid;
    int m_frequencyHz;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QProcess> m_perf;
    double m_from = 0;
    double m_to = 0; // 0: until stop()
    ServerProfileResult m_failed; // set when start() failed
    bool m_started = false;
};

} // namespace sb
