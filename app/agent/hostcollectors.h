// SPDX-License-Identifier: GPL-3.0-or-later
// scalebench-agent's protocol-2 requests: the server host's collectors, run here with the code a local run uses
// (core/collectors: HostCounterSession, ServerProfiler) on a pid of this host, answered as plain values. One counters
// session and one profile at a time. perf runs on a thread of its own, which also waits for it and folds its
// stacks, so the agent's request loop keeps answering pings meanwhile; dropping the profile (a new one, the
// connection gone) stops perf and removes its data.
#pragma once

#include "collectors/hostcounters.h"
#include "collectors/serverprofiler.h"

#include <map>
#include "common/error.h"

#include <QJsonObject>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>

class QThread;

namespace sb::agent {

// perf record for one server, on its own thread from start to its folded result.
class ProfileWorker {
public:
    ProfileWorker(pid_t pid, int frequencyHz, ProfileKind kind = ProfileKind::OnCpu);
    ~ProfileWorker(); // perf stopped (if it still runs) and its directory removed before it returns
    ProfileWorker(const ProfileWorker&) = delete;
    ProfileWorker& operator=(const ProfileWorker&) = delete;

    std::optional<ServerProfileResult> startFailure() const; // why perf could not start, once start has run
    void mark(bool start); // the measured part starts or ends now
    void stop(); // perf is stopped and its stacks folded on the worker's thread; result() says when done
    std::optional<ServerProfileResult> result() const;

private:
    void work(pid_t pid, int frequencyHz, ProfileKind kind);

    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_started = false;
    std::optional<ServerProfileResult> m_startFailure;
    int m_marks = 0; // bit 1: start asked, bit 2: end asked
    bool m_stopAsked = false;
    std::optional<ServerProfileResult> m_result;
    QThread* m_thread = nullptr;
};

class HostCollectors {
public:
    HostCollectors();
    ~HostCollectors();
    // One of the version-2 requests (agentprotocol.h); nullopt when `op` is not one of them.
    std::optional<Result<QJsonObject>> handle(const QString& op, const QJsonObject& request);
    void drop(); // the connection ends: the session closed, perf stopped, its data removed

private:
    Result<QJsonObject> profileStart(const QJsonObject& request);

    std::unique_ptr<HostCounterSession> m_counters;
    std::map<QString, std::unique_ptr<ProfileWorker>> m_profiles; // by kind ("on-cpu", "off-cpu"): one of each
};

} // namespace sb::agent
