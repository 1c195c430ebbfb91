// SPDX-License-Identifier: GPL-3.0-or-later
// One client connection of the async driver: a coroutine on an event loop that connects (on the connect ramp),
// waits at the barrier, then runs the workload's events as the thread driver's Worker does: same counters,
// latencies, error classes, reconnects, open-loop arrivals, plus think time.
#pragma once

#include "common/task.h"
#include "eventloop.h"
#include "runoptions.h"
#include "server/serverprofile.h"
#include "server/session.h"
#include "socketcut.h"

#include <atomic>
#include <chrono>
#include <memory>

namespace sb {

class Workload;
class WorkloadClient;
class WorkerCounters;
struct RunControl;
struct LoopShare;

class AsyncConnection {
public:
    AsyncConnection(int index, const ServerProfile& profile, const Workload& workload, const RunOptions& options,
        RunControl& control, LoopShare& share, EventLoop& loop);
    ~AsyncConnection();
    AsyncConnection(const AsyncConnection&) = delete;
    AsyncConnection& operator=(const AsyncConnection&) = delete;

    void start();
    // After the loop ended: closing thousands of connections takes seconds, and is no part of the measured run.
    void close();
    const Error& setupError() const { return m_setupError; }
    std::chrono::steady_clock::time_point finishedAt() const { return m_finishedAt; }
    // For the stall watchdog, from the sampler's thread (as Worker's): what the connection has got done (events,
    // errors, reconnects), whether its coroutine has ended, and shutting its socket down (shutdown(2)) so that a
    // call waiting for a server that does not answer returns and the connection ends without counting the error.
    std::uint64_t progress() const { return m_progress.load(std::memory_order_relaxed); }
    bool finished() const { return m_finished.load(); }
    bool shutDown() { return m_socket.shutDown(); } // the loop sees the socket hang up and resumes the waiting call

private:
    Task<void> main();
    Task<Error> firstConnect(); // connect() in the run's ramp (connectramp.h)
    Task<Error> connect(); // open() and its counts
    Task<Error> open();
    void setConnected(bool connected);
    Task<bool> reconnect();
    Task<void> loop();
    void moved() { m_progress.store(m_progress.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed); }

    int m_index;
    const ServerProfile m_profile;
    const Workload& m_workload;
    const RunOptions& m_options;
    RunControl& m_control;
    LoopShare& m_share;
    WorkerCounters& m_counters;
    Session m_session;
    EventLoop::Channel m_channel;
    std::unique_ptr<WorkloadClient> m_client;
    std::uint64_t m_rng;
    Error m_setupError;
    std::chrono::steady_clock::time_point m_finishedAt;
    Task<void> m_main;
    std::atomic<std::uint64_t> m_progress { 0 }; // written by the loop thread only
    std::atomic<bool> m_finished { false };
    bool m_connected = false; // as counted in the counters' connects / disconnects
    SocketCut m_socket; // published after a connect, withdrawn before the connection closes
};

} // namespace sb
