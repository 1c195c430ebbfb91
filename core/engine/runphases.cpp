// SPDX-License-Identifier: GPL-3.0-or-later
#include "runphases.h"

#include "runoptions.h"

#include <algorithm>

namespace sb {

namespace {

    RunPhases::Clock::duration seconds(double s)
    {
        return std::chrono::duration_cast<RunPhases::Clock::duration>(std::chrono::duration<double>(s));
    }

} // namespace

void RunPhases::open(Clock::time_point start, const RunOptions& options)
{
    m_start = start;
    m_measuredStart = start + seconds(options.warmupSec);
    m_timed = options.timeSec > 0;
    m_end = m_measuredStart + seconds(options.timeSec);
    m_interval = std::chrono::milliseconds(options.reportIntervalMs > 0 ? options.reportIntervalMs : 3600 * 1000);
    m_nextTick = start + m_interval;
    m_warming = options.warmupSec > 0;
}

RunPhases::Clock::time_point RunPhases::nextWake(Clock::time_point now, bool openLoop) const
{
    auto deadline = std::min(m_nextTick, m_warming ? m_measuredStart : (m_timed ? m_end : Clock::time_point::max()));
    // Event-limited runs end when the workers run out of events; look every 50 ms. An open-loop run checks its
    // backlog every 100 ms. The stall watchdog and the busy meter (BusyMeter) look at least every second.
    if (!m_timed)
        deadline = std::min(deadline, now + std::chrono::milliseconds(50));
    if (openLoop)
        deadline = std::min(deadline, now + std::chrono::milliseconds(100));
    deadline = std::min(deadline, now + std::chrono::seconds(1));
    return deadline;
}

// A sampler woken late (a loaded machine) closed its interval late; the next tick stays on the grid, unless that
// would leave less than half an interval before it: such a sliver held no transaction at all on a stalled VM (a
// throughput of 0 drawn in the middle of a run), so it joins the next interval (intervals last 0.5-1.5 of theirs).
void RunPhases::advanceTick(Clock::time_point now)
{
    m_nextTick += m_interval * ((now - m_nextTick) / m_interval + 1);
    if (m_nextTick - now < m_interval / 2)
        m_nextTick += m_interval;
}

} // namespace sb
