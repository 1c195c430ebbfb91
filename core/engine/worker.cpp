// SPDX-License-Identifier: GPL-3.0-or-later
#include "worker.h"

#include "eventoutcome.h"
#include "rateschedule.h"
#include "server/serverstep.h"
#include "server/session.h"
#include "workload/workload.h"

#include <chrono>
#include <ctime>
#include <mysql.h>
#include <poll.h>
#include <sys/socket.h>
#include <system_error>
#ifdef __linux__
#include <sys/prctl.h>
#endif

namespace sb {

namespace {

    std::uint64_t nowNs()
    {
        return std::uint64_t(
            std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
                .count());
    }

} // namespace

void RunControl::fail(const Error& error, bool lostServer)
{
    std::lock_guard lock(errorMutex);
    if (!firstError) {
        firstError = error;
        interrupted = lostServer;
    }
    failed.store(true);
    stop.store(true, std::memory_order_relaxed);
}

Worker::Worker(
    int index, const ServerProfile& profile, const Workload& workload, const RunOptions& options, RunControl& control)
    : m_index(index)
    , m_profile(clientProfile(profile, options, index))
    , m_workload(workload)
    , m_options(options)
    , m_control(control)
    , m_session(std::make_unique<Session>())
{
    const std::uint64_t seed = options.seed ? options.seed : std::uint64_t(nowNs());
    m_client = workload.createClient(index, options.threads, seed + std::uint64_t(index) * 0x9e3779b97f4a7c15ULL);
    m_counters.allocateTypes(int(workload.transactionTypes().size()), workload.headlineType());
}

Worker::~Worker()
{
    join();
}

Error Worker::start()
{
    try {
        m_thread = std::thread([this] { main(); });
    } catch (const std::system_error& e) { // RLIMIT_NPROC (ulimit -u), threads-max, no memory for a stack
        return { ErrorCode::ThreadStartFailed, {}, QString::fromLocal8Bit(e.code().message().c_str()) };
    }
    return {};
}

void Worker::join()
{
    if (m_thread.joinable())
        m_thread.join();
}

ServerProfile clientProfile(const ServerProfile& profile, const RunOptions& options, int index)
{
    // The watchdog bounds every wait of a client; without it only the library's I/O timeouts do.
    ServerProfile p = (options.stallTimeoutSec > 0 ? profile.watchedConnections() : profile).forHost(index);
    if (!options.bindAddresses.isEmpty())
        p.bindAddress = options.bindAddresses.at(index % options.bindAddresses.size());
    return p;
}

Error Worker::connect(bool interruptible)
{
    setConnected(false);
    return m_counters.countConnect(m_connected, open(interruptible));
}

void Worker::setConnected(bool connected)
{
    m_counters.setConnected(m_connected, connected);
}

Error Worker::open(bool interruptible)
{
    m_socket.publish(-1);
    if (Error e = interruptible ? connectUnlessStopped() : m_session->connect(m_profile))
        return e;
    m_socket.publish(int(mysql_get_socket(m_session->handle())));
    if (m_options.onConnect) {
        if (Error e = m_options.onConnect(*m_session))
            return e;
    }
    return m_client->open(*m_session);
}

void Worker::main()
{
    if (m_options.onWorkerStart)
        m_options.onWorkerStart(m_index);
#ifdef __linux__
    // Named so that top -H, perf and /proc/PID/task tell the load generator's threads from the program's others.
    prctl(PR_SET_NAME, "sb-client", 0UL, 0UL, 0UL);
    // The default 50 us timer slack would make every open-loop wake-up late by up to that much.
    if (m_options.rate > 0)
        prctl(PR_SET_TIMERSLACK, 1UL, 0UL, 0UL, 0UL);
#endif
    m_setupError = firstConnect();
    m_control.ready.count_down();
    m_control.go.wait();
    if (!m_setupError)
        loop();
    m_finishedAt = std::chrono::steady_clock::now();
    m_socket.publish(-1);
    m_session->close(); // not counted as a disconnect: the run's last interval still had this connection
    m_finished.store(true);
    m_control.active.fetch_sub(1);
}

// A reconnect to a server that does not answer waits up to the connect timeout in the client library: driven
// through Connector/C's non-blocking connect instead, it looks at the stop flag every 100 ms, and a stop cuts the
// socket so that the library ends the attempt at once (the run's end does not wait for the connect timeout).
Error Worker::connectUnlessStopped()
{
#if defined(MARIADB_BASE_VERSION) || defined(MARIADB_PACKAGE_VERSION)
    int waitFor = m_session->connectStart(m_profile);
    bool stopped = false;
    while (waitFor != 0) {
        const int fd = m_session->handle() ? int(mysql_get_socket(m_session->handle())) : -1;
        pollfd p { fd,
            short(((waitFor & MYSQL_WAIT_READ) ? POLLIN : 0) | ((waitFor & MYSQL_WAIT_WRITE) ? POLLOUT : 0)
                | ((waitFor & MYSQL_WAIT_EXCEPT) ? POLLPRI : 0)),
            0 };
        const auto deadline = std::chrono::steady_clock::now()
            + std::chrono::milliseconds(
                (waitFor & MYSQL_WAIT_TIMEOUT) ? mysql_get_timeout_value_ms(m_session->handle()) : 0x7fffffff);
        int ready = 0;
        while (ready == 0) {
            if (m_control.stop.load(std::memory_order_relaxed)) {
                const bool first = !stopped;
                stopped = true;
                if (fd < 0) {
                    ready = MYSQL_WAIT_TIMEOUT;
                    break;
                }
                if (first)
                    ::shutdown(fd, SHUT_RDWR); // the library sees the socket end and gives up
            }
            const auto left
                = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
            if (left.count() <= 0) {
                ready = MYSQL_WAIT_TIMEOUT;
                break;
            }
            const int n = ::poll(&p, 1, int(std::min<std::int64_t>(left.count(), 100)));
            if (n > 0)
                ready = ((p.revents & (POLLIN | POLLHUP | POLLERR)) ? MYSQL_WAIT_READ : 0)
                    | ((p.revents & (POLLOUT | POLLHUP | POLLERR)) ? MYSQL_WAIT_WRITE : 0)
                    | ((p.revents & POLLPRI) ? MYSQL_WAIT_EXCEPT : 0);
        }
        waitFor = m_session->connectCont(ready);
    }
    Error e = m_session->connectResult();
    if (e && stopped) {
        m_session->close();
        return { ErrorCode::Cancelled, m_profile.endpoint(), e.detail }; // the run's stop, not the server's fault
    }
    return e;
#else
    return m_session->connect(m_profile); // libmysqlclient: blocking, up to the connect timeout
#endif
}

// The connection's first connect, in the run's ramp (connectramp.h): in a slot of the window of handshakes in
// flight, and again after a transient failure until the connect deadline. The latency kept is the last attempt's.
Error Worker::firstConnect()
{
    ConnectRamp& ramp = m_control.ramp;
    const std::uint64_t first = nowNs();
    for (int failures = 0;;) {
        if (!ramp.acquire(m_control.stop))
            return { ErrorCode::Cancelled, m_profile.endpoint(), {} };
        const std::uint64_t t0 = nowNs();
        Error e = connect(failures > 0);
        ramp.release();
        if (!e) {
            m_connectNs = nowNs() - t0;
            ramp.opened();
            return {};
        }
        if (!ConnectRamp::transient(e) || m_control.stop.load(std::memory_order_relaxed))
            return e;
        const std::uint64_t pause = ConnectRamp::pauseNs(m_index, ++failures);
        if (nowNs() + pause - first > ramp.deadlineNs())
            return ramp.giveUp(e, m_options.threads, double(nowNs() - first) / 1e9);
        WorkerCounters::bump(m_counters.connectRetries);
        if (!sleepUntil(nowNs() + pause))
            return { ErrorCode::Cancelled, m_profile.endpoint(), {} };
    }
}

bool Worker::reconnect()
{
    // Back off from 10 ms to 1 s between attempts; give up after reconnectGiveUpSec.
    const auto giveUp = std::chrono::steady_clock::now() + std::chrono::duration<double>(m_options.reconnectGiveUpSec);
    auto pause = std::chrono::milliseconds(10);
    Error last;
    while (!m_control.stop.load(std::memory_order_relaxed)) {
        last = connect(true);
        if (!last) {
            WorkerCounters::bump(m_counters.reconnects);
            return true;
        }
        if (std::chrono::steady_clock::now() >= giveUp)
            break;
        if (!sleepUntil(nowNs() + std::uint64_t(std::chrono::nanoseconds(pause).count())))
            break; // stopped: a backoff must not hold up the end of the run
        pause = std::min(pause * 2, std::chrono::milliseconds(1000));
    }
    // A connection the run shut down, or an attempt its stop ended, is not a lost server.
    if (last && last.code != ErrorCode::Cancelled && !m_socket.cut())
        m_control.fail({ ErrorCode::ConnectionLost, m_profile.endpoint(), last.detail, last.serverCode,
                           qint64(ServerStep::Reconnecting) },
            true);
    return false;
}

bool Worker::sleepUntil(std::uint64_t ns) const
{
    // Absolute sleeps on the clock steady_clock reads (CLOCK_MONOTONIC), at most 100 ms each so a stop is seen.
    constexpr std::uint64_t kSlice = 100'000'000;
    while (true) {
        const std::uint64_t now = nowNs();
        if (now >= ns)
            return true;
        if (m_control.stop.load(std::memory_order_relaxed))
            return false;
        const std::uint64_t until = std::min(ns, now + kSlice);
        const timespec ts { time_t(until / 1'000'000'000), long(until % 1'000'000'000) };
        clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nullptr);
    }
}

void Worker::loop()
{
    RunControl& c = m_control;
    std::uint64_t intended = 0;
    std::uint64_t thinkState = std::uint64_t(m_index) * 0xd1b54a32d192ed03ULL + nowNs();
    while (!c.stop.load(std::memory_order_relaxed) && beginEvent(c, m_counters, intended)) {
        if (intended ? !sleepUntil(intended)
                     : m_options.thinkTimeMs > 0 && !sleepUntil(nowNs() + thinkTimeNs(m_options, thinkState)))
            break;
        QueryCounts q;
        const std::uint64_t t0 = startEvent(m_counters, nowNs());
        const unsigned rc = m_client->event(q);
        if (rc != 0 && m_socket.cut())
            return; // the run shut this connection down: the error is not the server's
        const AfterEvent next = recordEvent(m_counters, q, rc, intended, t0, nowNs());
        if (q.pauseNs && next == AfterEvent::Next && !sleepUntil(nowNs() + q.pauseNs))
            break; // the workload's own pause (tpcc's keying and think times)
        switch (next) {
        case AfterEvent::Next:
            break;
        case AfterEvent::Rollback:
            m_client->rollback();
            break;
        case AfterEvent::Reconnect:
            m_socket.publish(-1); // the client library has closed it
            setConnected(false);
            if (!reconnect())
                return;
            break;
        case AfterEvent::Fail:
            c.fail(m_client->lastError(), false);
            return;
        }
    }
}

} // namespace sb
