// SPDX-License-Identifier: GPL-3.0-or-later
// Watches for connections the server no longer answers: each connection's progress (events and answered errors)
// and when it last moved. Without a stall timeout it still follows the progress, for the silence a stalled run
// reports.
#pragma once

#include <chrono>
#include <cstdint>
#include <vector>

namespace sb {

class StallWatchdog {
public:
    using Clock = std::chrono::steady_clock;

    // `timeoutSec`: RunOptions::stallTimeoutSec (0: none).
    void start(std::size_t connections, double timeoutSec, Clock::time_point now);
    // A look at the connections: `clients` is the run's ClientSet, or anything that answers progress(i),
    // finished(i) and allFinished() for the connections start() was given (a unit test's table).
    template <class Connections>
    void watch(const Connections& clients, Clock::time_point now);

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
    void look(std::size_t i, std::uint64_t progress, bool finished, Clock::time_point now);
    void concludeLook(bool anyRunning, Clock::time_point now);

    double m_limitSec = 0;
    double m_endLimitSec = 0; // what endDeadline() gives a connection still moving
    std::vector<std::uint64_t> m_progress;
    std::vector<Clock::time_point> m_movedAt;
    Clock::time_point m_anyMovedAt;
    double m_notAnsweringSec = 0;
    int m_stalledConnections = 0;
};

template <class Connections>
void StallWatchdog::watch(const Connections& clients, Clock::time_point now)
{
    m_stalledConnections = 0;
    for (std::size_t i = 0; i < m_progress.size(); ++i)
        look(i, clients.progress(i), clients.finished(i), now);
    concludeLook(!clients.allFinished(), now);
}

} // namespace sb
