// SPDX-License-Identifier: GPL-3.0-or-later
// How a run's first connects are opened when there are many at once. Thousands of simultaneous handshakes
// overflow the server's accept queue (back_log, capped by the kernel's somaxconn): the handshakes that overflow are
// lost, and a run used to end at once. So at most `window` first connects are in flight at a time (half the
// server's back_log; none when --connect-rate paces them instead), and a first connect that fails in a transient way
// is tried again after a jittered backoff until the connect deadline. Shared by the run's connections (RunControl).
#pragma once

#include "common/error.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <semaphore>

namespace sb {

struct RunOptions;

// What the preflight read of the server's limits (0: not known).
struct ServerLimits {
    qint64 maxConnections = 0;
    qint64 backLog = 0;
};

class ConnectRamp {
public:
    ConnectRamp();
    ~ConnectRamp();
    ConnectRamp(const ConnectRamp&) = delete;
    ConnectRamp& operator=(const ConnectRamp&) = delete;

    // Before the connections start.
    void configure(const RunOptions& options, const ServerLimits& limits);
    // Handshakes in flight at most, over the whole run; 0: no limit.
    int window() const { return m_window; }
    std::uint64_t deadlineNs() const { return m_deadlineNs; }

    // The thread driver's slots (the async driver keeps its own per loop, LoopShare). acquire() is false when
    // `stop` was set while waiting.
    bool acquire(const std::atomic<bool>& stop);
    void release();
    void opened() { m_opened.fetch_add(1, std::memory_order_relaxed); }

    // A failure worth another attempt while the run's connections open: a handshake lost or not answered (the
    // accept queue overflowed), a refused or timed-out TCP connect (the preflight connected, so the server runs),
    // or "too many connections" while others still connect or leave (the preflight checked max_connections).
    static bool transient(const Error& e);
    // The pause before another attempt, after `failures` failed ones: 20 ms doubling to 1 s, jittered to between
    // half and one and a half times that (each connection its own draw), so that retries do not come back as a storm.
    static std::uint64_t pauseNs(int connection, int failures);
    // The error of a connection that gave up on a transient failure: what the server's limits and this process's
    // were, so the words can say what to change (ErrorCode::ConnectStorm); `waitedSec` since its first attempt.
    Error giveUp(const Error& last, int asked, double waitedSec) const;

    static constexpr int kMinWindow = 16;
    // MariaDB's smallest automatic back_log (80 + max_connections / 5): what a server that does not say is assumed.
    static constexpr qint64 kAssumedBackLog = 80;

private:
    int m_window = 0;
    std::uint64_t m_deadlineNs = 0;
    ServerLimits m_limits;
    std::unique_ptr<std::counting_semaphore<>> m_slots;
    std::atomic<int> m_opened { 0 };
};

} // namespace sb
