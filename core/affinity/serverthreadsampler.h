// SPDX-License-Identifier: GPL-3.0-or-later
// Per-thread CPU use of a local server process, interval by interval, to show which server thread is the bottleneck.
#pragma once

#include "engine/intervalsample.h"

#include <chrono>
#include <map>
#include <sys/types.h>
#include <vector>

namespace sb {

class ServerThreadSampler {
public:
    // Takes the baseline, so that the first sample() covers the time since construction.
    explicit ServerThreadSampler(pid_t pid);

    pid_t pid() const { return m_pid; }
    bool processExists() const;
    // Threads that used CPU since the previous call (or construction), busiest first; empty when the process is gone.
    std::vector<ServerThreadCpu> sample();

private:
    std::map<pid_t, unsigned long long> readTicks(std::vector<ServerThreadCpu>* threads) const;

    pid_t m_pid;
    long m_ticksPerSecond;
    std::map<pid_t, unsigned long long> m_previousTicks;
    std::chrono::steady_clock::time_point m_previousTime;
};

} // namespace sb
