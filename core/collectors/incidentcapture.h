// SPDX-License-Identifier: GPL-3.0-or-later
// Fills an Incident with what the server and its host show now: each SQL part on a connection of its own with a
// short timeout (a stalled server answers none of them, and then says so), and for a local server its threads from
// /proc, which the host shows whatever the server does. The parts run at the same time, so the whole capture takes
// about one timeout at most.
#pragma once

#include "incident.h"

#include "server/serverprobe.h"
#include "server/serverprofile.h"

#include <chrono>
#include <functional>
#include <sys/types.h>

namespace sb {

class IncidentCapture {
public:
    using Clock = std::chrono::steady_clock;
    static constexpr int kTimeoutSec = 1;
    static constexpr int kMaxProcesslistRows = 500;
    static constexpr int kMaxInnodbStatusChars = 64 * 1024;
    static constexpr int kBusiestThreads = 12; // readHostThreadsNow's kHostBusiestThreads
    // Fills the host part (hostThreads, threads, threadStates) of an incident: this machine's /proc, or an agent's.
    using HostReader = std::function<void(Incident&)>;

    // `baseline`: the last status reading before the incident began, taken at `baselineAt` (empty: no deltas).
    // `pid`: the local server's process, 0 for a remote one. The statements' literal values are normalised before
    // anything keeps them (Incident::normaliseQueryText) unless `keepQueryText` (then queryText says "kept").
    static void capture(Incident& incident, const ServerProfile& profile, pid_t pid, const StatusSnapshot& baseline,
        Clock::time_point baselineAt, int timeoutSec = kTimeoutSec, bool keepQueryText = false);
    // The same, the host part read by `readHost` (a server on another host: through its agent).
    static void capture(Incident& incident, const ServerProfile& profile, const HostReader& readHost,
        const StatusSnapshot& baseline, Clock::time_point baselineAt, int timeoutSec = kTimeoutSec,
        bool keepQueryText = false);

    // The server's threads over `sampleMs` (hostthreads.h): busiest first, with their states (R, S, D, T, ...) counted.
    static void readHostThreads(Incident& incident, pid_t pid, int sampleMs = 200);
};

} // namespace sb
