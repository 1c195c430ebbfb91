// SPDX-License-Identifier: GPL-3.0-or-later
// What one worker has done so far. Only its worker writes (relaxed load + store, no read-modify-write), only the
// sampler reads; each worker's block starts on its own cache line so workers never share one.
#pragma once

#include "busyclock.h"
#include "common/error.h"
#include "latencycounters.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>

namespace sb {

class alignas(64) WorkerCounters {
public:
    // Single-writer increment: cheaper than fetch_add, and exact because nobody else writes.
    static void bump(std::atomic<std::uint64_t>& counter, std::uint64_t by = 1) { LatencyCounters::bump(counter, by); }

    // Per transaction: from the intended start (open loop) or the actual start (closed loop) to the end.
    void recordLatency(std::uint64_t ns) { latency.record(ns); }
    // Open loop only: from the actual start to the end, without the time the arrival waited for a client.
    void recordService(std::uint64_t ns) { service.record(ns); }

    // A connection of this block opened or closed; `state` is the connection's own flag (counted once per change).
    void setConnected(bool& state, bool connected)
    {
        if (connected != state)
            bump(connected ? connects : disconnects);
        state = connected;
    }
    // The outcome of a connect attempt: a failure is counted, a success is a connection opened.
    Error countConnect(bool& state, Error outcome)
    {
        if (outcome)
            bump(connectFailures);
        setConnected(state, !outcome);
        return outcome;
    }

    // Rare path: an error by its number.
    void recordErrorCode(unsigned code)
    {
        std::lock_guard lock(m_errorMutex);
        ++m_errorsByCode[code];
    }

    std::map<unsigned, std::uint64_t> errorsByCode() const
    {
        std::lock_guard lock(m_errorMutex);
        return m_errorsByCode;
    }

    // One transaction type's counts (Workload::transactionTypes()): done (rolled back on purpose included), rolled
    // back on purpose, failed, and the latency of those done.
    struct TypeCounters {
        std::atomic<std::uint64_t> events { 0 };
        std::atomic<std::uint64_t> rolledBack { 0 };
        std::atomic<std::uint64_t> errors { 0 };
        LatencyCounters latency;
    };
    // Before the run starts (the workers read them from their first event on); none for workloads without types.
    void allocateTypes(int count, int headline = -1)
    {
        typeCount = std::max(0, count);
        headlineType = headline;
        types = typeCount ? std::make_unique<TypeCounters[]>(std::size_t(typeCount)) : nullptr;
    }
    TypeCounters* typeBlock(int type) const
    {
        return type >= 0 && type < typeCount ? &types[std::size_t(type)] : nullptr;
    }

    alignas(64) std::atomic<std::uint64_t> events { 0 };
    std::atomic<std::uint64_t> reads { 0 };
    std::atomic<std::uint64_t> writes { 0 };
    std::atomic<std::uint64_t> others { 0 };
    std::atomic<std::uint64_t> ignoredErrors { 0 };
    std::atomic<std::uint64_t> fatalErrors { 0 };
    std::atomic<std::uint64_t> reconnects { 0 };
    std::atomic<std::uint64_t> arrivalsClaimed { 0 }; // open loop: arrivals this worker took from the schedule
    // Connections: opened (first connects and reconnects) and closed or lost, so the sampler sees how many are
    // connected; failed connect attempts; the time spent in transactions, those in progress included (the mean of
    // busy connections over an interval is its growth divided by the interval).
    std::atomic<std::uint64_t> connects { 0 };
    std::atomic<std::uint64_t> disconnects { 0 };
    std::atomic<std::uint64_t> connectFailures { 0 };
    std::atomic<std::uint64_t> connectRetries { 0 }; // first connects tried again after a transient failure
    BusyClock busy;
    LatencyCounters latency;
    LatencyCounters service;
    std::unique_ptr<TypeCounters[]> types;
    int typeCount = 0;
    int headlineType = -1; // Workload::headlineType()

private:
    mutable std::mutex m_errorMutex;
    std::map<unsigned, std::uint64_t> m_errorsByCode;
};

} // namespace sb
