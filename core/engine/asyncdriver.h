// SPDX-License-Identifier: GPL-3.0-or-later
// The async client driver: K event-loop threads, each multiplexing its share of the run's connections over
// Connector/C's non-blocking API. The Runner drives it as it drives its Workers: start, barrier, counters, join.
#pragma once

#include "latencyhistogram.h"
#include "runoptions.h"
#include "server/serverprofile.h"

#include <chrono>
#include <memory>
#include <thread>
#include <vector>

namespace sb {

class AsyncConnection;
class Workload;
class WorkerCounters;
class LatencyHistogram;
struct RunControl;

class AsyncDriver {
public:
    AsyncDriver(const ServerProfile& profile, const Workload& workload, const RunOptions& options, RunControl& control);
    ~AsyncDriver();
    AsyncDriver(const AsyncDriver&) = delete;
    AsyncDriver& operator=(const AsyncDriver&) = delete;

    // Before a run: the client library supports the non-blocking API, and the process may open enough files
    // (the soft limit is raised up to the hard one).
    static Error check(const RunOptions& options);
    // The loop threads the run uses.
    static int loopThreads(const RunOptions& options);
    // The loop threads this run started with.
    int loopCount() const { return int(m_loops.size()); }

    // Starts the loop threads; each connects its connections and counts them down on the run's ready latch.
    // ThreadStartFailed (detail: the system's reason) when the system refuses a thread; then the run's stop is set
    // and the loops started are joined.
    Error start();
    void join();
    Error setupError() const;
    // Counters are kept per loop thread and server host (block = loop * hosts + host), not per connection.
    std::vector<const WorkerCounters*> counters() const;
    // The stall watchdog's view, per connection (by index, as --threads counts them; from the sampler's thread).
    std::size_t connectionCount() const { return m_connections.size(); }
    std::uint64_t progress(std::size_t i) const;
    bool finished(std::size_t i) const;
    bool shutDown(std::size_t i);
    std::chrono::steady_clock::time_point finishedAt() const;
    // The latency of the first connects that succeeded (connect, statements prepared), once they are done.
    LatencyHistogram connectLatency() const;

private:
    struct Loop;
    void runLoop(Loop& loop);

    ServerProfile m_profile;
    const Workload& m_workload;
    const RunOptions& m_options;
    RunControl& m_control;
    std::vector<std::unique_ptr<Loop>> m_loops;
    std::vector<AsyncConnection*> m_connections; // by index; owned by the loops
};

} // namespace sb
