// SPDX-License-Identifier: GPL-3.0-or-later
// Turns the clients' counters into one IntervalSample per report interval: the difference between the snapshot
// at the interval's end and the one at its start, with the sampler's own findings (backlog, stall watchdog), merged
// across load processes (MPI) and handed to the run's interval handler.
#pragma once

#include "busymeter.h"
#include "countersnapshot.h"

#include <chrono>
#include <functional>

namespace sb {

class ClientSet;
class RunPhases;
class StallWatchdog;
struct RunOptions;

class IntervalSampler {
public:
    using Clock = std::chrono::steady_clock;
    using Handler = std::function<void(const IntervalSample&)>;

    IntervalSampler(const RunOptions& options, const Handler& onInterval);

    // The first interval starts at `start`.
    void start(Clock::time_point start);
    // The clients' counters now, their busy time included.
    CounterSnapshot snapshot(const ClientSet& clients);
    // The same once the clients have stopped, their busy time up to `end` (when the last one left its loop).
    CounterSnapshot lastSnapshot(const ClientSet& clients, Clock::time_point end);
    // Reads the busy time between intervals too: BusyMeter needs a reading at least every second.
    void followBusy(const ClientSet& clients);
    // Ends the interval at `now` with `current` (taken at `now`); false when merging it asked to stop the run.
    bool close(const CounterSnapshot& current, Clock::time_point now, const RunPhases& phases, std::uint64_t backlog,
        const StallWatchdog& watchdog);

private:
    CounterSnapshot take(const ClientSet& clients, const std::uint64_t* stoppedAtNs);
    // Each transaction type's latency of the interval ending at `current`, to RunOptions::intervalTypeLatency.
    void typeLatencies(const CounterSnapshot& current) const;

    const RunOptions& m_options;
    const Handler& m_onInterval;
    BusyMeter m_busy;
    CounterSnapshot m_previous;
    Clock::time_point m_previousTime;
};

} // namespace sb
