// SPDX-License-Identifier: GPL-3.0-or-later
// A run's client connections, whichever driver runs them: a Worker thread each (--driver=threads) or the async
// driver's event loops (--driver=async). The Runner starts, connects, stops and joins them through this one face,
// and the sampler and the stall watchdog read their counters and progress through it.
#pragma once

#include "latencyhistogram.h"
#include "runoptions.h"
#include "server/serverprofile.h"

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <vector>

namespace sb {

class AsyncDriver;
class Worker;
class WorkerCounters;
class Workload;
struct RunControl;

class ClientSet {
public:
    ClientSet(const ServerProfile& profile, const Workload& workload, const RunOptions& options);
    ~ClientSet();

    // Starts the clients, none left running when one cannot be.
    Error start(RunControl& control);
    // Waits until every client has connected (a stop asked meanwhile shuts the connections down), then calls
    // RunOptions::beforeStart; on an error every client is joined.
    Error await(RunControl& control, const std::atomic<bool>& stopRequested);
    // Stops the clients. Each may finish the event it is in until deadline(i), asked at every look after look(now);
    // one still waiting for the server then is shut down (the count, and cut(i) with its index). All are joined.
    using Clock = std::chrono::steady_clock;
    struct EndWait {
        std::function<void(Clock::time_point now)> look;
        std::function<Clock::time_point(std::size_t connection)> deadline;
        std::function<void(std::size_t connection, Clock::time_point now)> cut;
    };
    int stop(RunControl& control, const EndWait& wait);
    void join();

    // When the last client left its loop.
    std::chrono::steady_clock::time_point finishedAt() const;
    // One counter block per worker (thread driver) or per loop and host (async driver).
    std::vector<const WorkerCounters*> counters() const;
    // The watchdog's view of the connections, the same for both drivers: how many, what each has got done, whether
    // it has ended, and shutting one down.
    std::size_t connectionCount() const;
    std::uint64_t progress(std::size_t i) const;
    bool finished(std::size_t i) const;
    bool shutDown(std::size_t i);
    bool allFinished() const;
    // The async driver's loop threads (0 on the thread driver) and how long the connects took.
    int loopCount() const;
    LatencyHistogram connectLatency() const;

private:
    Error setupError() const;

    const ServerProfile& m_profile;
    const Workload& m_workload;
    const RunOptions& m_options;
    std::vector<std::unique_ptr<Worker>> m_workers;
    std::unique_ptr<AsyncDriver> m_async; // --driver=async
};

} // namespace sb
