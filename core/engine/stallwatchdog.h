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

    // Until when connection `i` may finish the transaction it is in once the run has ended at `endAt`: a run that
    // reached its limits (`patient`) gives it the stall timeout from its last progress (the default timeout when the
    // watchdog is off), so that a loaded machine delays the end but never turns it into a stall; one the watchdog
    // already calls stalled, or any after a stop or a failure, gets `graceSec`.
    Clock::time_point endDeadline(std::size_t i, Clock::time_point endAt, double graceSec, bool patient) const;
    // How long connection `i` has not moved, at `now`.
    double silenceSec(std::size_t i, Clock::time_point now) const;

    // Seconds since any connection last moved, once that reached the timeout and some connection still runs; else 0.
    double notAnsweringSec() const { return m_notAnsweringSec; }
    // Connections that have not moved for the timeout, at the last look.
    int stalledConnections() const { return m_stalledConnections; }
    Clock::time_point anyMovedAt() const { return m_anyMovedAt; }

private:
    double m_limitSec = 0;
    double m_endLimitSec = 0; // what endDeadline() gives a connection still moving
    std::vector<std::uint64_t> m_progress;
    std::vector<Clock::time_point> m_movedAt;
    Clock::time_point m_anyMovedAt;
    double m_notAnsweringSec = 0;
    int m_stalledConnections = 0;
};

} // namespace sb
