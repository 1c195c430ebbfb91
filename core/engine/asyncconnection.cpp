// SPDX-License-Identifier: GPL-3.0-or-later
#include "asyncconnection.h"

#include "eventoutcome.h"
#include "loopshare.h"
#include "server/serverstep.h"
#include "worker.h"
#include "workload/workload.h"

#include <mysql.h>

namespace sb {

namespace {

    // Connector/C's non-blocking connect as an IoOperation. The socket is published while the connect waits, so
    // that the end of the run can cut an attempt that waits for a server that does not answer (a stop would
    // otherwise wait for the connect timeout).
    class ConnectCall : public IoOperation {
    public:
        ConnectCall(Session& session, const ServerProfile& profile, SocketCut& socket)
            : m_session(session)
            , m_profile(profile)
            , m_socket(socket)
        {
        }
        void runBlocking() override { m_error = m_session.connect(m_profile); }
        int start() override
        {
            const int waitFor = m_session.connectStart(m_profile);
            if (waitFor != 0 && m_session.handle())
                m_socket.publish(int(mysql_get_socket(m_session.handle())));
            return waitFor;
        }
        int resume(int ready) override { return m_session.connectCont(ready); }

    private:
        Session& m_session;
        const ServerProfile& m_profile;
        SocketCut& m_socket;
        Error m_error;
    };

} // namespace

AsyncConnection::AsyncConnection(int index, const ServerProfile& profile, const Workload& workload,
    const RunOptions& options, RunControl& control, LoopShare& share, EventLoop& loop)
    : m_index(index)
    , m_profile(clientProfile(profile, options, index))
    , m_workload(workload)
    , m_options(options)
    , m_control(control)
    , m_share(share)
    , m_counters(*share.counters[std::size_t(index % std::max(1, profile.hostCount()))])
    , m_channel(loop, m_session)
{
    const std::uint64_t seed = options.seed ? options.seed : EventLoop::nowNs();
    m_client = workload.createClient(index, options.threads, seed + std::uint64_t(index) * 0x9e3779b97f4a7c15ULL);
    m_rng = seed ^ (std::uint64_t(index) << 32);
}

AsyncConnection::~AsyncConnection() = default;

void AsyncConnection::close()
{
    m_socket.publish(-1);
    m_session.close();
}

void AsyncConnection::start()
{
    m_main = main();
    m_main.start();
}

Task<Error> AsyncConnection::connect()
{
    setConnected(false);
    co_return m_counters.countConnect(m_connected, co_await open());
}

void AsyncConnection::setConnected(bool connected)
{
    m_counters.setConnected(m_connected, connected);
}

Task<Error> AsyncConnection::open()
{
    m_socket.publish(-1);
    m_session.close();
    m_channel.forgetSocket();
    ConnectCall call(m_session, m_profile, m_socket);
    co_await IoAwait { call, &m_channel };
    m_socket.publish(-1); // withdrawn before a failed connect closes it
    if (Error e = m_session.connectResult())
        co_return e;
    m_channel.makeNonBlocking();
    m_socket.publish(int(mysql_get_socket(m_session.handle())));
    m_session.setIoWait(&m_channel);
    if (m_options.onConnect) {
        if (Error e = m_options.onConnect(m_session))
            co_return e;
    }
    co_return co_await m_client->openAsync(m_session);
}

Task<void> AsyncConnection::main()
{
    bool started = true;
    if (m_options.connectRate > 0)
        started = co_await m_channel.sleepUntil(
            m_share.connectStartNs + std::uint64_t(double(m_index) * 1e9 / m_options.connectRate));
    if (started) {
        m_setupError = co_await firstConnect();
    } else {
        m_setupError = { ErrorCode::Cancelled, {}, {} };
    }
    co_await m_share.arrive();
    if (!m_setupError)
        co_await loop();
    m_finishedAt = std::chrono::steady_clock::now();
    m_finished.store(true);
    m_control.active.fetch_sub(1);
    --m_share.pending;
}

// As Worker::firstConnect: in a slot of the loop's share of the window, again after a transient failure until the
// connect deadline; the latency kept is the successful attempt's.
Task<Error> AsyncConnection::firstConnect()
{
    ConnectRamp& ramp = m_control.ramp;
    const std::uint64_t first = EventLoop::nowNs();
    const Error cancelled { ErrorCode::Cancelled, m_profile.endpoint(), {} };
    for (int failures = 0;;) {
        co_await m_share.connectSlot();
        if (m_control.stop.load(std::memory_order_relaxed)) {
            m_share.releaseConnectSlot();
            co_return cancelled;
        }
        const std::uint64_t t0 = EventLoop::nowNs();
        Error e = co_await connect();
        m_share.releaseConnectSlot();
        if (!e) {
            m_share.connectLatency.record(EventLoop::nowNs() - t0);
            ramp.opened();
            co_return Error {};
        }
        if (!ConnectRamp::transient(e) || m_control.stop.load(std::memory_order_relaxed))
            co_return e;
        const std::uint64_t pause = ConnectRamp::pauseNs(m_index, ++failures);
        if (EventLoop::nowNs() + pause - first > ramp.deadlineNs())
            co_return ramp.giveUp(e, m_options.threads, double(EventLoop::nowNs() - first) / 1e9);
        WorkerCounters::bump(m_counters.connectRetries);
        if (!co_await m_channel.sleepUntil(EventLoop::nowNs() + pause))
            co_return cancelled;
    }
}

Task<bool> AsyncConnection::reconnect()
{
    // Back off from 10 ms to 1 s between attempts; give up after reconnectGiveUpSec.
    const std::uint64_t giveUp = EventLoop::nowNs() + std::uint64_t(m_options.reconnectGiveUpSec * 1e9);
    std::uint64_t pause = 10'000'000;
    Error last;
    while (!m_control.stop.load(std::memory_order_relaxed)) {
        last = co_await connect();
        if (!last) {
            WorkerCounters::bump(m_counters.reconnects);
            moved();
            co_return true;
        }
        if (EventLoop::nowNs() >= giveUp || !co_await m_channel.sleepUntil(EventLoop::nowNs() + pause))
            break;
        pause = std::min<std::uint64_t>(pause * 2, 1'000'000'000);
    }
    if (last && !m_socket.cut()) // a connection the run shut down is not a lost server
        m_control.fail({ ErrorCode::ConnectionLost, m_profile.endpoint(), last.detail, last.serverCode,
                           qint64(ServerStep::Reconnecting) },
            true);
    co_return false;
}

Task<void> AsyncConnection::loop()
{
    RunControl& c = m_control;
    std::uint64_t intended = 0;
    while (!c.stop.load(std::memory_order_relaxed) && beginEvent(c, m_counters, intended)) {
        if (intended) {
            if (!co_await m_channel.sleepUntil(intended))
                break;
        } else if (m_options.thinkTimeMs > 0) {
            if (!co_await m_channel.sleepUntil(EventLoop::nowNs() + thinkTimeNs(m_options, m_rng)))
                break;
        }
        QueryCounts q;
        const std::uint64_t t0 = startEvent(m_counters, EventLoop::nowNs());
        const unsigned rc = co_await m_client->eventAsync(q);
        if (rc != 0 && m_socket.cut())
            co_return; // the run shut this connection down: the error is not the server's
        const AfterEvent next = recordEvent(m_counters, q, rc, intended, t0, EventLoop::nowNs());
        moved();
        if (q.pauseNs && next == AfterEvent::Next && !co_await m_channel.sleepUntil(EventLoop::nowNs() + q.pauseNs))
            break; // the workload's own pause (tpcc's keying and think times)
        switch (next) {
        case AfterEvent::Next:
            break;
        case AfterEvent::Rollback:
            co_await m_client->rollbackAsync();
            break;
        case AfterEvent::Reconnect:
            m_socket.publish(-1); // the client library has closed it
            setConnected(false);
            if (!co_await reconnect())
                co_return;
            break;
        case AfterEvent::Fail:
            c.fail(m_client->lastError(), false);
            co_return;
        }
    }
}

} // namespace sb
