// SPDX-License-Identifier: GPL-3.0-or-later
// One thread's event loop of the async driver: epoll over its connections' sockets (edge-triggered, each socket
// registered once), a timer heap for open-loop arrivals and think times, and a sweep for Connector/C's I/O timeouts.
// The connections are coroutines; the loop resumes each where it waits.
#pragma once

#include "server/iooperation.h"

#include <atomic>
#include <coroutine>
#include <cstdint>
#include <optional>
#include <vector>

namespace sb {

class Session;

class EventLoop {
public:
    // One connection's place in the loop: the IoWait its Session's calls suspend on, and its sleeps.
    class Channel : public IoWait {
    public:
        Channel(EventLoop& loop, Session& session)
            : m_loop(loop)
            , m_session(session)
        {
            loop.m_channels.push_back(this);
        }
        void suspend(IoOperation& operation, int waitFor) override;
        // After a connect: Connector/C leaves the socket blocking once connected, and a blocking read would stall
        // every connection of the loop; its non-blocking calls expect EAGAIN.
        void makeNonBlocking();
        // After the connection was closed: its next socket is registered anew (it may get the same number).
        void forgetSocket()
        {
            m_fd = -1;
            m_events = 0;
        }

        // co_await channel.sleepUntil(ns): true when the time came, false when the run was stopped meanwhile.
        struct Sleep {
            Channel& channel;
            std::uint64_t untilNs;
            bool await_ready() const;
            void await_suspend(std::coroutine_handle<> h);
            bool await_resume() const;
        };
        Sleep sleepUntil(std::uint64_t ns) { return Sleep { *this, ns }; }

    private:
        friend class EventLoop;
        void onReady(int ready);
        void onTimer();
        void arm(int waitFor);
        void setIoDeadline(std::uint64_t ns);

        EventLoop& m_loop;
        Session& m_session;
        int m_fd = -1;
        std::uint32_t m_events = 0; // what epoll watches on m_fd
        IoOperation* m_operation = nullptr;
        int m_waitFor = 0;
        std::uint64_t m_ioDeadlineNs = 0; // Connector/C's read, write or connect timeout; 0: none
        std::coroutine_handle<> m_sleeper;
        std::uint64_t m_timerSeq = 0; // a timer in the heap counts only if it carries the current number
    };

    explicit EventLoop(const std::atomic<bool>& stop);
    ~EventLoop();
    EventLoop(const EventLoop&) = delete;
    EventLoop& operator=(const EventLoop&) = delete;

    // Runs until `pending` (the number of connection coroutines not yet finished) drops to 0.
    void run(const int& pending);
    // Wakes every sleeping connection once the run is stopped (they then see the stop and end).
    bool stopped() const { return m_stop.load(std::memory_order_relaxed); }
    static std::uint64_t nowNs();

private:
    struct Timer {
        std::uint64_t ns;
        Channel* channel;
        std::uint64_t seq;
        bool operator>(const Timer& o) const { return ns > o.ns; }
    };
    void addTimer(Channel& channel, std::uint64_t ns);
    void watch(Channel& channel, int fd, std::uint32_t events);
    void fireTimers(std::uint64_t now);
    void sweepTimeouts(std::uint64_t now);
    void wakeSleepers();
    // How long epoll may wait; nullopt: until a socket is ready.
    std::optional<std::uint64_t> waitNs(std::uint64_t now) const;

    const std::atomic<bool>& m_stop;
    int m_epoll = -1;
    // Sleeps only: one entry per sleep. I/O timeouts are re-armed by every statement, and an entry per statement
    // would pile up in the heap until it expired (minutes later); they are swept instead.
    std::vector<Timer> m_timers; // a min-heap on ns
    std::vector<Channel*> m_channels; // for the timeout sweep
    std::uint64_t m_nowNs; // as of the last wake-up: precise enough for timeouts of seconds
    std::uint64_t m_nextSweepNs = 0;
    int m_ioDeadlines = 0; // channels with an I/O timeout armed
    bool m_sleepersWoken = false;
};

} // namespace sb
