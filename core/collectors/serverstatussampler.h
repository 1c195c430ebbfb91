// SPDX-License-Identifier: GPL-3.0-or-later
// Reads SHOW GLOBAL STATUS on a connection of its own, on a thread of its own, about once per report interval (never
// more often than every 100 ms), so that a slow or stopped server delays only this sampler: its connection has short
// timeouts of its own, and a measured connection or the interval sampler never waits for it.
#pragma once

#include "engine/socketcut.h"
#include "server/serverprobe.h"
#include "server/serverprofile.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace sb {

class ServerStatusSampler {
public:
    using Clock = std::chrono::steady_clock;
    struct Reading {
        std::uint64_t sequence = 0; // 0: no reading yet
        Clock::time_point at; // the middle of the query
        StatusSnapshot values;
    };
    static constexpr int kMinimumIntervalMs = 100;

    // `profile`'s timeouts are replaced by the sampler's own (a few seconds at most).
    ServerStatusSampler(const ServerProfile& profile, int intervalMs);
    ~ServerStatusSampler();
    ServerStatusSampler(const ServerStatusSampler&) = delete;
    ServerStatusSampler& operator=(const ServerStatusSampler&) = delete;

    void start();
    void stop();

    // The interval sampler closed an interval at `end`: the next reading is timed to end just before the next one
    // does, so that a reading covers about the same time as the interval it is attached to.
    void alignTo(Clock::time_point end);

    Reading first() const;
    Reading latest() const;
    // Readings that took longer than the interval, and those that failed (timeout, lost connection).
    int lateReadings() const { return m_late.load(); }
    int failedReadings() const { return m_failed.load(); }
    double longestQuerySec() const;
    int timeoutSec() const { return m_profile.readTimeoutSec; }

private:
    void loop();
    bool readOnce(class Session& session);
    Clock::duration lead() const;

    ServerProfile m_profile;
    Clock::duration m_interval;
    std::thread m_thread;
    SocketCut m_socket; // the reading connection's, for stop()
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;
    Clock::time_point m_target {}; // when the next reading should end (alignTo), zero: not aligned
    Reading m_first;
    Reading m_latest;
    Clock::duration m_lastQuery {};
    Clock::duration m_longestQuery {};
    std::atomic<int> m_late { 0 };
    std::atomic<int> m_failed { 0 };
};

} // namespace sb
