// SPDX-License-Identifier: GPL-3.0-or-later
#include "serverstatussampler.h"

#include "server/session.h"

#include <mysql.h>

#include <algorithm>
#include <cmath>

namespace sb {

ServerStatusSampler::ServerStatusSampler(const ServerProfile& profile, int intervalMs)
    : m_profile(profile)
    , m_interval(std::chrono::milliseconds(std::max(kMinimumIntervalMs, intervalMs)))
{
    // Two intervals, and never less than the library's one second: a reading later than that is of no use to an
    // interval anyway, and the sampler must notice a stopped server soon.
    const int seconds = std::clamp(int(std::ceil(2.0 * double(std::max(kMinimumIntervalMs, intervalMs)) / 1000.0)), 1, 10);
    m_profile.connectTimeoutSec = seconds;
    m_profile.readTimeoutSec = seconds;
    m_profile.writeTimeoutSec = seconds;
    m_profile.defaultIoTimeouts = false;
}

ServerStatusSampler::~ServerStatusSampler()
{
    stop();
}

void ServerStatusSampler::start()
{
    if (m_thread.joinable())
        return;
    m_stop = false;
    m_thread = std::thread([this] { loop(); });
}

void ServerStatusSampler::stop()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    m_socket.shutDown(); // a reading that waits for a server that does not answer ends now, not at its timeout
    if (m_thread.joinable())
        m_thread.join();
}

void ServerStatusSampler::alignTo(Clock::time_point end)
{
    {
        std::lock_guard lock(m_mutex);
        m_target = end + m_interval;
    }
    m_wake.notify_all();
}

ServerStatusSampler::Reading ServerStatusSampler::first() const
{
    std::lock_guard lock(m_mutex);
    return m_first;
}

ServerStatusSampler::Reading ServerStatusSampler::latest() const
{
    std::lock_guard lock(m_mutex);
    return m_latest;
}

double ServerStatusSampler::longestQuerySec() const
{
    std::lock_guard lock(m_mutex);
    return std::chrono::duration<double>(m_longestQuery).count();
}

// How long before the interval's end a reading starts: twice the last query's time and a little more, at most a
// quarter of the interval.
ServerStatusSampler::Clock::duration ServerStatusSampler::lead() const
{
    return std::min<Clock::duration>(m_interval / 4, 2 * m_lastQuery + std::chrono::milliseconds(5));
}

bool ServerStatusSampler::readOnce(Session& session)
{
    if (!session.isOpen()) {
        if (session.connect(m_profile)) {
            ++m_failed;
            return false;
        }
        m_socket.publish(int(mysql_get_socket(session.handle())));
    }
    const auto begin = Clock::now();
    auto status = ServerProbe::globalStatus(session);
    const auto end = Clock::now();
    if (!status) {
        m_socket.publish(-1);
        session.close(); // a timed-out connection may still hold half an answer
        ++m_failed;
        return false;
    }
    if (end - begin > m_interval)
        ++m_late;
    std::lock_guard lock(m_mutex);
    m_lastQuery = end - begin;
    m_longestQuery = std::max(m_longestQuery, m_lastQuery);
    m_latest = Reading { m_latest.sequence + 1, begin + (end - begin) / 2, std::move(*status) };
    if (m_first.sequence == 0)
        m_first = m_latest;
    return true;
}

void ServerStatusSampler::loop()
{
    Session session;
    const auto minimumGap = std::chrono::milliseconds(kMinimumIntervalMs);
    Clock::time_point served {}; // the aligned time the last reading was taken for
    while (true) {
        const auto started = Clock::now();
        {
            std::lock_guard lock(m_mutex);
            if (m_target != Clock::time_point {} && started + std::chrono::milliseconds(1) >= m_target - lead())
                served = m_target;
        }
        readOnce(session);
        std::unique_lock lock(m_mutex);
        while (true) {
            if (m_stop) {
                m_socket.publish(-1); // withdrawn before the session closes its socket
                return;
            }
            // Aligned: so as to end just before the next interval does; else one interval after this reading
            // started. Never sooner than 100 ms after it.
            const bool aligned = m_target != Clock::time_point {} && m_target != served;
            const auto next = std::max(aligned ? m_target - lead() : started + m_interval, started + minimumGap);
            if (Clock::now() >= next)
                break;
            const auto seen = m_target;
            m_wake.wait_until(lock, next, [&] { return m_stop || m_target != seen; });
        }
    }
}

} // namespace sb
