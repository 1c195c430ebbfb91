// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventloop.h"

#include "server/session.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <ctime>
#include <fcntl.h>
#include <functional>
#include <mysql.h>
#include <sys/epoll.h>
#include <unistd.h>

namespace sb {

namespace {

    constexpr std::uint64_t kStopCheckNs = 50'000'000; // sleepers see a stop asked from another thread within this
    constexpr std::uint64_t kSweepNs = 100'000'000; // an I/O timeout fires at most this late

    int mysqlFlags(std::uint32_t events)
    {
        int ready = 0;
        if (events & (EPOLLIN | EPOLLRDHUP))
            ready |= MYSQL_WAIT_READ;
        if (events & EPOLLOUT)
            ready |= MYSQL_WAIT_WRITE;
        if (events & EPOLLPRI)
            ready |= MYSQL_WAIT_EXCEPT;
        if (events & (EPOLLERR | EPOLLHUP)) // let the library find the error with its next read or write
            ready |= MYSQL_WAIT_READ | MYSQL_WAIT_WRITE | MYSQL_WAIT_EXCEPT;
        return ready;
    }

} // namespace

std::uint64_t EventLoop::nowNs()
{
    return std::uint64_t(
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
            .count());
}

EventLoop::EventLoop(const std::atomic<bool>& stop)
    : m_stop(stop)
    , m_epoll(epoll_create1(EPOLL_CLOEXEC))
    , m_nowNs(nowNs()) // the first connects arm their timeouts before the loop runs
{
}

EventLoop::~EventLoop()
{
    if (m_epoll >= 0)
        ::close(m_epoll);
}

// Watches the socket for what the library waits for. Reads are always watched; writes only while the library
// waits to write (a connect, a full send buffer): otherwise every ACK that frees send buffer would wake the loop.
void EventLoop::Channel::arm(int waitFor)
{
    m_waitFor = waitFor;
    const int fd = mysql_get_socket(m_session.handle());
    const std::uint32_t events = EPOLLIN | EPOLLRDHUP | EPOLLET | ((waitFor & MYSQL_WAIT_WRITE) ? EPOLLOUT : 0u);
    if (fd >= 0 && (fd != m_fd || events != m_events))
        m_loop.watch(*this, fd, events); // also a connect that moved on to another address's socket
    setIoDeadline((waitFor & MYSQL_WAIT_TIMEOUT)
            ? m_loop.m_nowNs + std::uint64_t(mysql_get_timeout_value_ms(m_session.handle())) * 1'000'000
            : 0);
}

void EventLoop::Channel::setIoDeadline(std::uint64_t ns)
{
    m_loop.m_ioDeadlines += int(ns != 0) - int(m_ioDeadlineNs != 0);
    m_ioDeadlineNs = ns;
}

void EventLoop::Channel::makeNonBlocking()
{
    const int fd = mysql_get_socket(m_session.handle());
    const int flags = fd >= 0 ? fcntl(fd, F_GETFL) : -1;
    if (flags >= 0 && !(flags & O_NONBLOCK))
        fcntl(fd, F_SETFL, flags | O_NONBLOCK);
}

void EventLoop::Channel::suspend(IoOperation& operation, int waitFor)
{
    m_operation = &operation;
    arm(waitFor);
}

void EventLoop::Channel::onReady(int ready)
{
    if (!m_operation || !(ready & m_waitFor))
        return; // an edge nobody waits for
    setIoDeadline(0);
    const int waitFor = m_operation->resume(ready & m_waitFor);
    if (waitFor != 0) {
        arm(waitFor);
        return;
    }
    IoOperation* done = std::exchange(m_operation, nullptr);
    m_waitFor = 0;
    done->continuation.resume();
}

void EventLoop::Channel::onTimer()
{
    if (m_sleeper)
        std::exchange(m_sleeper, {}).resume();
}

bool EventLoop::Channel::Sleep::await_ready() const
{
    return channel.m_loop.stopped() || nowNs() >= untilNs;
}

void EventLoop::Channel::Sleep::await_suspend(std::coroutine_handle<> h)
{
    channel.m_sleeper = h;
    channel.m_loop.addTimer(channel, untilNs);
}

bool EventLoop::Channel::Sleep::await_resume() const
{
    return !channel.m_loop.stopped();
}

void EventLoop::watch(Channel& channel, int fd, std::uint32_t events)
{
    epoll_event ev {};
    ev.events = events;
    ev.data.ptr = &channel;
    const int op = fd == channel.m_fd ? EPOLL_CTL_MOD : EPOLL_CTL_ADD;
    if (epoll_ctl(m_epoll, op, fd, &ev) != 0)
        epoll_ctl(m_epoll, errno == EEXIST ? EPOLL_CTL_MOD : EPOLL_CTL_ADD, fd, &ev);
    channel.m_fd = fd;
    channel.m_events = events;
}

void EventLoop::addTimer(Channel& channel, std::uint64_t ns)
{
    m_timers.push_back({ ns, &channel, ++channel.m_timerSeq });
    std::push_heap(m_timers.begin(), m_timers.end(), std::greater<> {});
}

void EventLoop::fireTimers(std::uint64_t now)
{
    while (!m_timers.empty() && m_timers.front().ns <= now) {
        std::pop_heap(m_timers.begin(), m_timers.end(), std::greater<> {});
        const Timer t = m_timers.back();
        m_timers.pop_back();
        if (t.seq == t.channel->m_timerSeq)
            t.channel->onTimer();
    }
}

void EventLoop::sweepTimeouts(std::uint64_t now)
{
    if (now < m_nextSweepNs)
        return;
    m_nextSweepNs = now + kSweepNs;
    for (Channel* c : m_channels) {
        if (c->m_operation && c->m_ioDeadlineNs && c->m_ioDeadlineNs <= now)
            c->onReady(MYSQL_WAIT_TIMEOUT);
    }
}

void EventLoop::wakeSleepers()
{
    // Resuming a sleeper may add timers: take the heap first.
    std::vector<Timer> timers;
    timers.swap(m_timers);
    for (const Timer& t : timers) {
        if (t.seq == t.channel->m_timerSeq && t.channel->m_sleeper)
            t.channel->onTimer();
    }
}

// Connections that all wait for the server need no clock: their sockets wake the loop, and a stop reaches them when
// their statements end (or when the run shuts their sockets down). Like the thread driver's poll(2) without a
// timeout, this saves arming a kernel timer for every wait.
std::optional<std::uint64_t> EventLoop::waitNs(std::uint64_t now) const
{
    if (m_timers.empty() && m_ioDeadlines == 0)
        return std::nullopt;
    std::uint64_t wait = kStopCheckNs;
    if (!m_timers.empty())
        wait = std::min(wait, m_timers.front().ns > now ? m_timers.front().ns - now : 0);
    return wait;
}

void EventLoop::run(const int& pending)
{
    constexpr int kBatch = 256;
    epoll_event events[kBatch];
    m_nextSweepNs = m_nowNs + kSweepNs;
    while (pending > 0) {
        if (stopped() && !m_sleepersWoken) {
            m_sleepersWoken = true;
            wakeSleepers();
            continue;
        }
        const std::optional<std::uint64_t> wait = waitNs(m_nowNs);
        timespec ts {};
        if (wait)
            ts = { time_t(*wait / 1'000'000'000), long(*wait % 1'000'000'000) };
        const int n = epoll_pwait2(m_epoll, events, kBatch, wait ? &ts : nullptr, nullptr);
        m_nowNs = nowNs();
        for (int i = 0; i < n; ++i)
            static_cast<Channel*>(events[i].data.ptr)->onReady(mysqlFlags(events[i].events));
        fireTimers(m_nowNs);
        sweepTimeouts(m_nowNs);
    }
}

} // namespace sb
