// SPDX-License-Identifier: GPL-3.0-or-later
// Runs one measured run: N client connections (a Worker thread each, or multiplexed on the async driver's event
// loops) released together by a barrier, and a sampler on the calling thread that turns counter deltas into one
// IntervalSample per report interval and watches for connections the server no longer answers.
#pragma once

#include "clientset.h"
#include "connectramp.h"
#include "countersnapshot.h"
#include "intervalsample.h"
#include "latencyhistogram.h"
#include "rateschedule.h"
#include "runoptions.h"
#include "runsummary.h"
#include "server/serverprofile.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <stop_token>

namespace sb {

class Workload;
struct RunControl;

class Runner {
public:
    Runner(const ServerProfile& profile, const Workload& workload, const RunOptions& options);
    ~Runner();

    // Called on the run()'s thread once per interval (warm-up intervals included, flagged).
    void setIntervalHandler(std::function<void(const IntervalSample&)> handler) { m_onInterval = std::move(handler); }

    // Checks the server (reachable, tables there, enough max_connections), then runs. Blocks until the run ends.
    // A run that loses its server or hits a fatal error keeps what it measured.
    // `stop` ends it early (the summary then says Interrupted): the token of whoever owns the run.
    RunSummary run(std::stop_token stop = {});
    // The summary's connect figures from the connections' connect latencies (also a merge of several processes').
    static ConnectSummary connectSummary(
        const LatencyHistogram& latency, std::uint64_t failures, std::uint64_t retries);
    // Ends the run early from any thread while this Runner lives; the summary then says Interrupted. Others than the
    // Runner's owner stop it through the token given to run().
    void requestStop();
    // The merged latency histogram of the measured part, after run().
    const LatencyHistogram& histogram() const { return m_histogram; }
    // Open loop: the same from each transaction's actual start (service time); empty otherwise.
    const LatencyHistogram& serviceHistogram() const { return m_serviceHistogram; }

    // OptionOutOfRange (context: the option, detail: the value) or NoRunLimit; nothing when the options can run.
    static Error validate(const RunOptions& options);

private:
    struct Pass; // the sampler's state over one run (runner.cpp)
    using Clock = std::chrono::steady_clock;

    // Connects once, checks the tables and max_connections, and reads the server's limits for the connect ramp.
    Error preflight(ServerLimits& limits);
    // The sampler: opens the barrier, then samples until the run ends (time up, events done, stopped, stalled).
    void openBarrier(RunControl& control, Pass& pass);
    void sampleUntilEnd(RunControl& control, Pass& pass);
    // Closes the interval ending `now` (an interval tick, the end of warm-up or of the run).
    void closeInterval(Pass& pass, const CounterSnapshot& current, Clock::time_point now);
    void checkBacklog(RunControl& control, Pass& pass, Clock::time_point now);
    // Open loop: arrivals due by `now` that no worker has taken yet.
    std::uint64_t backlogAt(Clock::time_point now) const;
    // Stops the clients, each given until StallWatchdog::endDeadline() to finish its last transaction; returns how
    // many were still waiting for the server then, so shut down.
    int endClients(RunControl& control, Pass& pass);
    RunSummary finish(RunControl& control, Pass& pass, int stuck);
    // The driver, its loop threads and how the connections were opened, for every summary (a failed setup's too).
    void describeClients(RunSummary& summary, const LatencyHistogram& connectLatency) const;
    void settle(RunSummary& summary, RunControl& control, const Pass& pass) const;
    bool waitUntil(Clock::time_point deadline); // false when asked to stop

    ServerProfile m_profile;
    const Workload& m_workload;
    RunOptions m_options;
    std::function<void(const IntervalSample&)> m_onInterval;
    ClientSet m_clients;
    LatencyHistogram m_histogram;
    LatencyHistogram m_serviceHistogram;
    std::unique_ptr<RateSchedule> m_schedule; // open loop only
    std::chrono::steady_clock::time_point m_origin; // when the barrier opened: the schedule's origin
    std::atomic<bool> m_stopRequested { false };
    std::mutex m_wakeMutex;
    std::condition_variable m_wake;
};

} // namespace sb
