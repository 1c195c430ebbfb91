// SPDX-License-Identifier: GPL-3.0-or-later
// Runs one measured run: N client connections (a Worker thread each, or multiplexed on the async driver's event
// loops) released together by a barrier, and a sampler on the calling thread that turns counter deltas into one
// IntervalSample per report interval and watches for connections the server no longer answers.
#pragma once

#include "intervalsample.h"
#include "latencyhistogram.h"
#include "rateschedule.h"
#include "runoptions.h"
#include "runsummary.h"
#include "server/serverprofile.h"

#include <array>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>

namespace sb {

class Workload;
class Worker;
class WorkerCounters;
class Session;
class AsyncDriver;
struct RunControl;

class Runner {
public:
    Runner(const ServerProfile& profile, const Workload& workload, const RunOptions& options);
    ~Runner();

    // Called on the run()'s thread once per interval (warm-up intervals included, flagged).
    void setIntervalHandler(std::function<void(const IntervalSample&)> handler) { m_onInterval = std::move(handler); }

    // Checks the server (reachable, tables there, enough max_connections), then runs. Blocks until the run ends.
    // A run that loses its server or hits a fatal error keeps what it measured.
    RunSummary run();
    // Ends the run early from any thread; the summary then says Interrupted.
    void requestStop();
    // The same, async-signal-safe (a lock-free store; the sampler notices within 100 ms).
    void requestStopFromSignal();
    // The merged latency histogram of the measured part, after run().
    const LatencyHistogram& histogram() const { return m_histogram; }
    // Open loop: the same from each transaction's actual start (service time); empty otherwise.
    const LatencyHistogram& serviceHistogram() const { return m_serviceHistogram; }

    // OptionOutOfRange (context: the option, detail: the value) or NoRunLimit; nothing when the options can run.
    static Error validate(const RunOptions& options);

private:
    struct Totals {
        std::uint64_t events = 0, reads = 0, writes = 0, others = 0, ignored = 0, fatal = 0, reconnects = 0;
        std::uint64_t connects = 0, disconnects = 0, connectFailures = 0, busyNs = 0;
        LatencyHistogram histogram;
        LatencyHistogram service; // open loop only
        std::vector<std::array<std::uint64_t, 3>> perWorker; // events, queries, errors: for the per-host counts
    };
    struct Pass; // the sampler's state over one run (runner.cpp)
    using Clock = std::chrono::steady_clock;

    Error preflight();
    // The clients: Workers (--driver=threads) or the async driver's loops (--driver=async). Started (none left
    // running when one cannot be), connected (a stop asked meanwhile ends it), stopped (those still waiting for the
    // server after the grace time shut down: the count), joined.
    Error startClients(RunControl& control);
    Error awaitClients(RunControl& control);
    Error clientSetupError() const;
    int stopClients(RunControl& control);
    void joinClients();
    Clock::time_point clientsFinishedAt() const;
    std::vector<const WorkerCounters*> clientCounters() const;
    // The watchdog's view of the connections, the same for both drivers: how many, what each has got done, whether
    // it has ended, and shutting one down.
    std::size_t connectionCount() const;
    std::uint64_t connectionProgress(std::size_t i) const;
    bool connectionFinished(std::size_t i) const;
    bool shutDownConnection(std::size_t i);
    bool allConnectionsFinished() const;
    // The sampler: opens the barrier, then samples until the run ends (time up, events done, stopped, stalled).
    void openBarrier(RunControl& control, Pass& pass);
    void sampleUntilEnd(RunControl& control, Pass& pass);
    Clock::time_point nextWake(const Pass& pass) const;
    void checkBacklog(RunControl& control, Pass& pass, Clock::time_point now);
    void watch(Pass& pass, Clock::time_point now);
    void emitInterval(Pass& pass, const Totals& current, Clock::time_point now);
    RunSummary finish(RunControl& control, Pass& pass, int stuck);
    // The driver, its loop threads and how the connections were opened, for every summary (a failed setup's too).
    void describeClients(RunSummary& summary) const;
    void settle(RunSummary& summary, RunControl& control, const Pass& pass) const;
    Totals collect() const;
    IntervalSample makeSample(const Totals& now, const Totals& before, double tSec, double lengthSec, bool warmup) const;
    // Open loop: arrivals due by `now` that no worker has taken yet.
    std::uint64_t backlogAt(std::chrono::steady_clock::time_point now);
    RunSummary summarize(const Totals& end, const Totals& start, double durationSec) const;
    bool waitUntil(std::chrono::steady_clock::time_point deadline); // false when asked to stop

    ServerProfile m_profile;
    const Workload& m_workload;
    RunOptions m_options;
    std::function<void(const IntervalSample&)> m_onInterval;
    std::vector<std::unique_ptr<Worker>> m_workers;
    std::unique_ptr<AsyncDriver> m_async; // --driver=async
    LatencyHistogram m_histogram;
    LatencyHistogram m_serviceHistogram;
    std::unique_ptr<RateSchedule> m_schedule; // open loop only
    std::chrono::steady_clock::time_point m_origin; // when the barrier opened: the schedule's origin
    std::atomic<bool> m_stopRequested { false };
    std::mutex m_wakeMutex;
    std::condition_variable m_wake;
};

} // namespace sb
