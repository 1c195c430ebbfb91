// SPDX-License-Identifier: GPL-3.0-or-later
#include "asyncdriver.h"

#include "asyncconnection.h"
#include "eventloop.h"
#include "loopshare.h"
#include "worker.h"
#include "workload/workload.h"

#include <cerrno>
#include <cmath>
#include <mysql.h>
#include <sched.h>
#include <sys/resource.h>
#include <system_error>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

namespace sb {

const char* clientDriverName(ClientDriver driver)
{
    return driver == ClientDriver::Async ? "async" : "threads";
}

struct AsyncDriver::Loop {
    explicit Loop(const std::atomic<bool>& stop)
        : loop(stop)
    {
    }
    EventLoop loop;
    LoopShare share;
    std::vector<std::unique_ptr<AsyncConnection>> connections;
    std::thread thread;
};

AsyncDriver::AsyncDriver(
    const ServerProfile& profile, const Workload& workload, const RunOptions& options, RunControl& control)
    : m_profile(profile)
    , m_workload(workload)
    , m_options(options)
    , m_control(control)
{
}

AsyncDriver::~AsyncDriver()
{
    join();
}

int AsyncDriver::loopThreads(const RunOptions& options)
{
    int k = options.driverThreads;
    if (k <= 0) {
        cpu_set_t set;
        CPU_ZERO(&set);
        k = sched_getaffinity(0, sizeof set, &set) == 0 ? CPU_COUNT(&set) : int(std::thread::hardware_concurrency());
    }
    return std::clamp(k, 1, std::max(1, options.threads));
}

Error AsyncDriver::check(const RunOptions& options)
{
#if !defined(MARIADB_BASE_VERSION) && !defined(MARIADB_PACKAGE_VERSION)
    return { ErrorCode::Unsupported, QStringLiteral("--driver=async"), QStringLiteral("MariaDB Connector/C") };
#endif
    // A socket per connection, plus the loops' epoll descriptors and what the program has open besides.
    const rlim_t needed = rlim_t(options.threads) + rlim_t(loopThreads(options)) + 256;
    rlimit limit {};
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur >= needed)
        return {};
    if (limit.rlim_max != RLIM_INFINITY && limit.rlim_max < needed)
        return { ErrorCode::OpenFilesLimit, QString::number(options.threads), QString::number(needed), 0,
            qint64(limit.rlim_max) };
    limit.rlim_cur = needed;
    if (setrlimit(RLIMIT_NOFILE, &limit) != 0)
        return { ErrorCode::OpenFilesLimit, QString::number(options.threads), QString::number(needed), 0,
            qint64(limit.rlim_max) };
    return {};
}

Error AsyncDriver::start()
{
    const int k = loopThreads(m_options);
    const int hosts = std::max(1, m_profile.hostCount());
    const int types = int(m_workload.transactionTypes().size());
    for (int i = 0; i < k; ++i) {
        auto loop = std::make_unique<Loop>(m_control.stop);
        for (int h = 0; h < hosts; ++h) {
            loop->share.counters.push_back(std::make_unique<WorkerCounters>());
            loop->share.counters.back()->allocateTypes(types, m_workload.headlineType());
        }
        loop->share.ready = &m_control.ready;
        loop->share.go = &m_control.go;
        if (const int window = m_control.ramp.window(); window > 0) // the run's window, split over the loops
            loop->share.limitConnects((window + k - 1) / k);
        m_loops.push_back(std::move(loop));
    }
    for (int i = 0; i < m_options.threads; ++i) {
        Loop& l = *m_loops[std::size_t(i % k)];
        l.connections.push_back(
            std::make_unique<AsyncConnection>(i, m_profile, m_workload, m_options, m_control, l.share, l.loop));
        m_connections.push_back(l.connections.back().get());
    }
    for (int i = 0; i < k; ++i) {
        Loop& l = *m_loops[std::size_t(i)];
        try {
            l.thread = std::thread([this, i, &l] {
                if (m_options.onWorkerStart)
                    m_options.onWorkerStart(i);
                runLoop(l);
            });
        } catch (const std::system_error& e) { // RLIMIT_NPROC, threads-max, no memory for a stack
            // No thread of this run may be left (the caller restores CPU masks once run() returns).
            m_control.stop.store(true);
            m_control.go.count_down();
            join();
            return { ErrorCode::ThreadStartFailed, QString::number(k),
                QString::fromLocal8Bit(e.code().message().c_str()), 0, qint64(i) };
        }
    }
    return {};
}

namespace {

    // A loop thread stands for the connections it drives: on a CPU shared with the server (or other programs) the
    // scheduler gives each runnable thread an equal share, so one thread for 512 connections would get 1/512 of
    // what the thread driver's 512 threads get, and the clients would wait in the run queue, not on the server.
    // The loop thread takes the scheduling weight of its connections instead (each nice step is a factor 1.25,
    // -20 at most). Without the privilege to lower nice values (CAP_SYS_NICE) the loop keeps the default weight.
    void weighLikeConnections(int connections)
    {
#ifdef __linux__
        const int steps = std::min(20, int(std::lround(std::log(double(std::max(1, connections))) / std::log(1.25))));
        errno = 0;
        const int current = getpriority(PRIO_PROCESS, id_t(gettid()));
        if (steps > 0 && errno == 0) // relative: a client started at nice -19 keeps its head start over the others
            setpriority(PRIO_PROCESS, id_t(gettid()), std::max(-20, current - steps));
#endif
    }

} // namespace

void AsyncDriver::runLoop(Loop& l)
{
#ifdef __linux__
    prctl(PR_SET_NAME, "sb-loop", 0UL, 0UL, 0UL);
    prctl(PR_SET_TIMERSLACK, 1UL, 0UL, 0UL, 0UL); // open-loop arrivals and think times wake on time
#endif
    weighLikeConnections(int(l.connections.size()));
    l.share.connections = int(l.connections.size());
    l.share.pending = l.share.connections;
    l.share.connectStartNs = EventLoop::nowNs();
    for (auto& c : l.connections)
        c->start();
    l.loop.run(l.share.pending);
    for (auto& c : l.connections)
        c->close();
}

void AsyncDriver::join()
{
    for (auto& l : m_loops) {
        if (l->thread.joinable())
            l->thread.join();
    }
}

Error AsyncDriver::setupError() const
{
    for (const auto& l : m_loops) {
        for (const auto& c : l->connections) {
            if (c->setupError())
                return c->setupError();
        }
    }
    return {};
}

std::vector<const WorkerCounters*> AsyncDriver::counters() const
{
    std::vector<const WorkerCounters*> all;
    for (const auto& l : m_loops) {
        for (const auto& c : l->share.counters)
            all.push_back(c.get());
    }
    return all;
}

std::uint64_t AsyncDriver::progress(std::size_t i) const
{
    return m_connections[i]->progress();
}

bool AsyncDriver::finished(std::size_t i) const
{
    return m_connections[i]->finished();
}

bool AsyncDriver::shutDown(std::size_t i)
{
    return m_connections[i]->shutDown();
}

std::chrono::steady_clock::time_point AsyncDriver::finishedAt() const
{
    std::chrono::steady_clock::time_point last {};
    for (const auto& l : m_loops) {
        for (const auto& c : l->connections)
            last = std::max(last, c->finishedAt());
    }
    return last;
}

LatencyHistogram AsyncDriver::connectLatency() const
{
    LatencyHistogram all;
    for (const auto& l : m_loops)
        all.add(l->share.connectLatency);
    return all;
}

} // namespace sb
