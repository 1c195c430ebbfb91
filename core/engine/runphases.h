// SPDX-License-Identifier: GPL-3.0-or-later
// The sampler's clock over one run: when the barrier opened, when the warm-up ends and the measured part starts,
// when a timed run ends, and the next report-interval tick.
#pragma once

#include <chrono>

namespace sb {

struct RunOptions;

class RunPhases {
public:
    using Clock = std::chrono::steady_clock;

    void open(Clock::time_point start, const RunOptions& options);

    // When the sampler must look next: a tick, the end of warm-up or of the run, and the looks some runs need
    // (`openLoop`: the backlog).
    Clock::time_point nextWake(Clock::time_point now, bool openLoop) const;
    bool timeUp(Clock::time_point now) const { return m_timed && !m_warming && now >= m_end; }
    bool tickDue(Clock::time_point now) const { return now >= m_nextTick; }
    bool warmupOver(Clock::time_point now) const { return m_warming && now >= m_measuredStart; }
    // The next tick after `now` on the interval's grid, at least half an interval away (ticks the sampler slept
    // through are skipped).
    void advanceTick(Clock::time_point now);
    void endWarmup() { m_warming = false; }

    Clock::time_point start() const { return m_start; }
    Clock::time_point measuredStart() const { return m_measuredStart; }
    bool timed() const { return m_timed; }
    bool warming() const { return m_warming; }
    // Seconds from the measured start to `t` (negative during warm-up).
    double measuredSec(Clock::time_point t) const { return std::chrono::duration<double>(t - m_measuredStart).count(); }

private:
    Clock::time_point m_start, m_measuredStart, m_end, m_nextTick;
    Clock::duration m_interval {};
    bool m_timed = false;
    bool m_warming = false;
};

} // namespace sb
