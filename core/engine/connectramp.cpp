// SPDX-License-Identifier: GPL-3.0-or-later
#include "connectramp.h"

#include "runoptions.h"

#include <QFile>
#include <algorithm>
#include <chrono>
#include <sys/resource.h>

namespace sb {

namespace {

    // Client library error numbers (errmsg.h), spelled out: Oracle's and MariaDB's headers name them alike, but
    // not every version declares each.
    constexpr unsigned kConnectionError = 2002; // CR_CONNECTION_ERROR: socket or TCP connect failed
    constexpr unsigned kConnHostError = 2003; // CR_CONN_HOST_ERROR: TCP connect refused or timed out
    constexpr unsigned kServerGone = 2006; // CR_SERVER_GONE_ERROR
    constexpr unsigned kHandshakeError = 2012; // CR_SERVER_HANDSHAKE_ERR
    constexpr unsigned kServerLost = 2013; // CR_SERVER_LOST: "reading initial communication packet"
    constexpr unsigned kTooManyConnections = 1040; // ER_CON_COUNT_ERROR

    // The kernel's cap on every listen backlog of the server's host, when that host is this one: 0 when unknown.
    qint64 somaxconn()
    {
        QFile f(QStringLiteral("/proc/sys/net/core/somaxconn"));
        if (!f.open(QIODevice::ReadOnly))
            return 0;
        return f.readAll().trimmed().toLongLong();
    }

    qint64 openFilesLimit()
    {
        rlimit limit {};
        if (getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
            return 0;
        return qint64(limit.rlim_cur);
    }

} // namespace

ConnectRamp::ConnectRamp() = default;
ConnectRamp::~ConnectRamp() = default;

void ConnectRamp::configure(const RunOptions& options, const ServerLimits& limits)
{
    m_limits = limits;
    m_deadlineNs = std::uint64_t(std::max(0.0, options.connectDeadlineSec) * 1e9);
    // Paced by --connect-rate, or few enough to fit the accept queue anyway: no window.
    const int window = options.connectWindow > 0
        ? options.connectWindow
        : int(std::max<qint64>(ConnectRamp::kMinWindow, (limits.backLog > 0 ? limits.backLog : kAssumedBackLog) / 2));
    m_window = options.connectRate > 0 || options.threads <= window ? 0 : window;
    m_slots = m_window > 0 ? std::make_unique<std::counting_semaphore<>>(m_window) : nullptr;
}

bool ConnectRamp::acquire(const std::atomic<bool>& stop)
{
    if (!m_slots)
        return !stop.load(std::memory_order_relaxed);
    while (!m_slots->try_acquire_for(std::chrono::milliseconds(100))) {
        if (stop.load(std::memory_order_relaxed))
            return false;
    }
    return true;
}

void ConnectRamp::release()
{
    if (m_slots)
        m_slots->release();
}

bool ConnectRamp::transient(const Error& e)
{
    switch (e.serverCode) {
    case kConnectionError:
    case kConnHostError:
    case kServerGone:
    case kHandshakeError:
    case kServerLost:
    case kTooManyConnections:
        return true;
    default:
        return false;
    }
}

std::uint64_t ConnectRamp::pauseNs(int connection, int failures)
{
    const std::uint64_t base = std::min<std::uint64_t>(20'000'000ULL << std::min(failures - 1, 6), 1'000'000'000);
    // splitmix64 of (connection, failures): a fixed jitter per attempt, no shared generator to lock.
    std::uint64_t z = (std::uint64_t(connection) << 32 | std::uint32_t(failures)) + 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    z ^= z >> 31;
    const double unit = double(z >> 11) / double(1ULL << 53); // [0, 1)
    return std::uint64_t(double(base) * (0.5 + unit));
}

Error ConnectRamp::giveUp(const Error& last, int asked, double waitedSec) const
{
    Error e { ErrorCode::ConnectStorm, last.context, last.detail, last.serverCode,
        qint64(m_opened.load(std::memory_order_relaxed)) };
    e.args = { QString::number(asked), QString::number(waitedSec, 'f', 0), QString::number(m_limits.backLog),
        QString::number(m_limits.maxConnections), QString::number(somaxconn()), QString::number(openFilesLimit()) };
    return e;
}

} // namespace sb
