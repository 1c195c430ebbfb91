// SPDX-License-Identifier: GPL-3.0-or-later
// How one run is driven: client count, limits, warm-up, reporting, and hooks for the affinity module.
#pragma once

#include "common/error.h"
#include "intervalsample.h"
#include "latencyhistogram.h"
#include "rateschedule.h"
#include "runsummary.h"

#include <QStringList>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>

namespace sb {

class Session;

// How client connections are driven: a thread each (as sysbench, the default for comparability), or many per
// event-loop thread over Connector/C's non-blocking API (thousands of connections from one machine).
enum class ClientDriver { Threads, Async };
enum class ThinkTime { Exponential, Constant };
const char* clientDriverName(ClientDriver driver);

struct RunOptions {
    int threads = 1;
    double timeSec = 10; // 0: no time limit (then events must be set)
    std::uint64_t events = 0; // 0: no event limit
    double warmupSec = 0; // excluded from the summary; its intervals are flagged
    int reportIntervalMs = 1000; // 0: no interval samples, only the summary
    std::uint64_t seed = 0; // 0: from the clock
    double reconnectGiveUpSec = 10; // a connection that cannot be re-established for this long ends the run
    // Stall watchdog: when no connection has completed a query for this long, the intervals say the server is not
    // answering, and a run without a time limit ends (stalled). 0: off. (CLI: --stall-timeout=S)
    static constexpr double kDefaultStallTimeoutSec = 10;
    double stallTimeoutSec = kDefaultStallTimeoutSec;
    // When a run is stopped or fails, the time connections get to finish what they are in; those still waiting for
    // the server then are shut down and counted, so that every run ends. A run that reached its limits gives each
    // connection the stall timeout instead, counted from its last progress, and this grace only to one the
    // watchdog already calls stalled (StallWatchdog::endDeadline).
    double stopGraceSec = 1;
    // Open loop: arrivals per second over all clients, each taken by the next free client; latency then counts
    // from an arrival's intended start. 0: closed loop (each client starts its next event at once).
    double rate = 0;
    RateArrivals rateArrivals = RateArrivals::Poisson;
    // Arrivals due but not started beyond which the run stops (the server cannot keep up); 0: maxBacklog()'s default.
    std::uint64_t rateMaxBacklog = 0;

    // Ten seconds of arrivals, and never fewer than 100.
    std::uint64_t maxBacklog() const
    {
        return rateMaxBacklog ? rateMaxBacklog : std::max<std::uint64_t>(100, std::uint64_t(std::ceil(rate * 10)));
    }
    ClientDriver driver = ClientDriver::Threads;
    // Async driver: the event-loop threads; 0: one per CPU this process may run on (its client CPUs when bound).
    int driverThreads = 0;
    // Connections opened per second over all clients before the run starts; 0: as fast as the server accepts them
    // (at most connectWindow handshakes in flight; core/engine/connectramp.h).
    double connectRate = 0;
    // A first connect that fails in a transient way (a storm overflowed the server's accept queue) is tried again
    // until this many seconds after its first attempt. (CLI: --connect-deadline=S)
    static constexpr double kDefaultConnectDeadlineSec = 30;
    double connectDeadlineSec = kDefaultConnectDeadlineSec;
    // First connects in flight at most; 0: half the server's back_log (at least 16).
    int connectWindow = 0;
    // A pause between a client's transactions (mostly idle connections), its mean in ms; 0: none.
    double thinkTimeMs = 0;
    ThinkTime thinkTime = ThinkTime::Exponential;
    // Local source addresses (IPv4 or IPv6) of the TCP connections, connection i from address i % size; empty: the
    // system's choice.
    QStringList bindAddresses;

    // Called in each worker's thread before it connects (CPU binding of client threads).
    std::function<void(int workerIndex)> onWorkerStart;
    // Called in each worker's thread after every (re)connect, before the workload's statements are prepared
    // (joining a server-side resource group). An error fails the connection.
    std::function<Error(Session&)> onConnect;
    // Called on the sampler's thread once the run's time is up (or it is stopped), before the clients are told to
    // stop: they are still connected (the server still has their threads' statistics) and still running.
    std::function<void()> onMeasuredEnd;
    // Called on the sampler's thread for every interval, to add server-side data (server-thread CPU).
    std::function<void(IntervalSample&)> enrichSample;

    // Several load processes acting as one run (core/mpi); all three are called on the sampler's thread.
    // Once every worker is connected, before the barrier opens: the processes meet here and start together. An
    // error ends the run before it starts (another process could not start).
    std::function<Error()> beforeStart;
    // Each interval with its latency histograms (before enrichSample): may replace counters and latency by those of
    // all processes. Returns false when the run must end (another process ended).
    std::function<bool(IntervalSample&, LatencyHistogram& latency, const LatencyHistogram& service)> mergeInterval;
    // Right after beforeStart, once per run, by every process (it is a collective): each passes its clients'
    // connection ids (mysql_thread_id); the first process (rank 0) gets the other processes' ids, the others an
    // empty list. Rank 0's wait profile reads the threads of all of them (its own are a share of the clients).
    std::function<QList<quint64>(const QList<quint64>& mine)> gatherConnectionIds;
    // After that gathering, a connection this process opens (a reconnect; called from its worker's thread): its id
    // goes to the first process with the next interval's exchange. Rank 0 adds the ones received so far with
    // passedConnectionIds (on the sampler's thread).
    std::function<void(quint64 id)> passConnectionId;
    std::function<QList<quint64>()> passedConnectionIds;
    // This process's rank among several load processes: 0 (or a run of one) reads and stores the server's side.
    int loadRank = 0;
    // Each interval's latency histogram (nanoseconds, that interval only), on the sampler's thread just before the
    // interval is handed on (after mergeInterval, so the merged one of several load processes on rank 0): a live
    // exporter's (core/export/metricsregistry). Set, it costs one subtraction of two histograms per interval.
    std::function<void(const LatencyHistogram& latency)> intervalLatency;
    // The same for each transaction type of a workload that has several (tpcc's five; Workload::transactionTypes()
    // order), just before intervalLatency. Set, it costs one subtraction per type per interval.
    std::function<void(int type, const LatencyHistogram& latency)> intervalTypeLatency;
    // The summary and the measured histograms at the end, for the same; called however a started run ended.
    std::function<void(
        RunSummary&, LatencyHistogram& latency, LatencyHistogram& service, const LatencyHistogram& connectLatency)>
        mergeSummary;
};

} // namespace sb
