// SPDX-License-Identifier: GPL-3.0-or-later
#include "stallwatchdog.h"

#include "runoptions.h"

#include <algorithm>

#include <cmath>

namespace sb {

void StallWatchdog::start(std::size_t connections, double timeoutSec, Clock::time_point now)
{
    // Without a timeout (0) the watchdog still follows the progress, for the silence a stalled run reports.
    m_limitSec = timeoutSec > 0 ? timeoutSec : HUGE_VAL;
    m_endLimitSec = timeoutSec > 0 ? timeoutSec : RunOptions::kDefaultStallTimeoutSec;
    m_progress.assign(connections, 0);
    m_movedAt.assign(connections, now);
    m_anyMovedAt = now;
    m_notAnsweringSec = 0;
    m_stalledConnections = 0;
}

void StallWatchdog::look(std::size_t i, std::uint64_t progress, bool finished, Clock::time_point now)
{
    if (progress != m_progress[i]) {
        m_progress[i] = progress;
        m_movedAt[i] = now;
        m_anyMovedAt = now;
    } else if (!finished && silenceSec(i, now) >= m_limitSec) {
        ++m_stalledConnections;
    }
}

void StallWatchdog::concludeLook(bool anyRunning, Clock::time_point now)
{
    const double silent = std::chrono::duration<double>(now - m_anyMovedAt).count();
    m_notAnsweringSec = silent >= m_limitSec && anyRunning ? silent : 0;
}

StallWatchdog::Clock::time_point StallWatchdog::endDeadline(
    std::size_t i, Clock::time_point endAt, double graceSec, bool patient) const
{
    const auto seconds = [](double s) {
        return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(std::clamp(s, 0.0, 1e6)));
    };
    const Clock::time_point graceEnd = endAt + seconds(graceSec);
    if (!patient || i >= m_movedAt.size())
        return graceEnd;
    // A connection silent for the timeout already is stalled: the timeout from its last progress ends before the grace.
    return std::max(graceEnd, m_movedAt[i] + seconds(m_endLimitSec));
}

double StallWatchdog::silenceSec(std::size_t i, Clock::time_point now) const
{
    return i < m_movedAt.size() ? std::chrono::duration<double>(now - m_movedAt[i]).count() : 0.0;
}

} // namespace sb
