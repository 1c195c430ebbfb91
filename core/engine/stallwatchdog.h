// SPDX-License-Identifier: GPL-3.0-or-later
// Watches for connections the server no longer answers: each connection's progress (events and answered errors)
// and when it last moved. Without a stall timeout it still follows the progress, for the silence a stalled run
// reports.
#pragma once

#include <chrono>
#include <cstdint>
#include <vector>

namespace sb {

class ClientSet;

class StallWatchdog {
public:
    using Clock = std::chrono::steady_clock;

    // `timeoutSec`: RunOptions::stallTimeoutSec (0: none).
    void start(std::size_t connections, double timeoutSec, Clock::time_point now);
    void watch(const ClientSet& clients, Clock::time_point now);

    // Seconds since any connection last moved, once that reached the timeout and some connection still runs; else 0.
    double notAnsweringSec() const { return m_notAnsweringSec; }
    // Connections that have not moved for the timeout, at the last look.
    int stalledConnections() const { return m_stalledConnections; }
    Clock::time_point anyMovedAt() const { return m_anyMovedAt; }

private:
    double m_limitSec = 0;
    std::vector<std::uint64_t> m_progress;
    std::vector<Clock::time_point> m_movedAt;
    Clock::time_point m_anyMovedAt;
    double m_notAnsweringSec = 0;
    int m_stalledConnections = 0;
};

} // namespace sb
