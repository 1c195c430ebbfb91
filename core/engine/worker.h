// SPDX-License-Identifier: GPL-3.0-or-later
// One client of a run: a thread with its own connection, workload client, random seed and counters.
#pragma once

#include "connectramp.h"
#include "runoptions.h"
#include "server/serverprofile.h"
#include "socketcut.h"
#include "workercounters.h"

#include <atomic>
#include <chrono>
#include <latch>
#include <memory>
#include <mutex>
#include <thread>

namespace sb {

class Workload;
class WorkloadClient;
class Session;
class RateSchedule;

// State all workers of a run share; everything on the hot path is a relaxed atomic read.
struct RunControl {
    std::atomic<bool> stop { false };
    std::atomic<bool> failed { false }; // fail() was called: the end gives the connections only the grace time
    ConnectRamp ramp; // how the first connects open: the window of handshakes in flight, retries, the deadline
    std::atomic<std::uint64_t> eventsStarted { 0 };
    std::uint64_t eventLimit = 0;
    std::latch ready;
    std::latch go { 1 };
    std::atomic<int> active { 0 };
    // Open loop: the shared arrival schedule and its origin (steady-clock ns, set before the barrier opens).
    RateSchedule* schedule = nullptr;
    std::uint64_t originNs = 0;
    std::mutex errorMutex;
    Error firstError; // the first fatal error or lost connection that ended the run
    bool interrupted = false; // the run ended because the server went away (not because of a SQL error)

    explicit RunControl(int workers)
        : ready(workers)
    {
    }
    void fail(const Error& error, bool lostServer);
};

// What connection `index` connects to (round-robin over the profile's hosts), from (over the bind addresses) and
// with which I/O timeouts (ServerProfile::watchedConnections while the stall watchdog is on).
ServerProfile clientProfile(const ServerProfile& profile, const RunOptions& options, int index);

class Worker {
public:
    Worker(int index, const ServerProfile& profile, const Workload& workload, const RunOptions& options,
        RunControl& control);
    ~Worker();
    Worker(const Worker&) = delete;
    Worker& operator=(const Worker&) = delete;

    // Starts the thread; ThreadStartFailed (detail: the system's reason) when the system refuses one.
    Error start();
    void join();
    // The thread has left its loop and closed its connection (join() will not wait).
    bool finished() const { return m_finished.load(); }
    // Shuts the connection's socket down (shutdown(2)), so that a call waiting for a server that does not answer
    // returns, and the worker ends without counting the error. False when there is no connected socket to shut down
    // (the worker is between connections or already done). Called from the sampler's thread once the run has stopped.
    bool shutDown() { return m_socket.shutDown(); }
    const WorkerCounters& counters() const { return m_counters; }
    const Error& setupError() const { return m_setupError; }
    // When the worker left its loop (after join()): event-limited runs end at the last worker's finish, not at the
    // sampler's next look.
    std::chrono::steady_clock::time_point finishedAt() const { return m_finishedAt; }
    // How long its first connect took (connect, statements prepared); 0 when it failed. Read once the run's ready
    // latch has opened.
    std::uint64_t connectNs() const { return m_connectNs; }

private:
    void main();
    // interruptible: a stop of the run ends the attempt at once (reconnects; see connectUnlessStopped()).
    Error connect(bool interruptible = false); // open() and its counts
    Error open(bool interruptible);
    Error connectUnlessStopped();
    void setConnected(bool connected);
    Error firstConnect();
    bool reconnect();
    void loop();
    // Sleeps until the steady-clock time `ns`; false when the run is stopped meanwhile.
    bool sleepUntil(std::uint64_t ns) const;

    int m_index;
    const ServerProfile m_profile; // the host this worker's connection goes to (round-robin over the profile's hosts)
    const Workload& m_workload;
    const RunOptions& m_options;
    RunControl& m_control;
    std::unique_ptr<Session> m_session;
    std::unique_ptr<WorkloadClient> m_client;
    WorkerCounters m_counters;
    Error m_setupError;
    std::thread m_thread;
    std::chrono::steady_clock::time_point m_finishedAt;
    std::atomic<bool> m_finished { false };
    bool m_connected = false; // as counted in the counters' connects / disconnects
    std::uint64_t m_connectNs = 0;
    SocketCut m_socket; // published after a connect, withdrawn before the connection closes
};

} // namespace sb
