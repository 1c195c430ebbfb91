// SPDX-License-Identifier: GPL-3.0-or-later
// What a client does around each event, whichever driver runs it: take the next event (event limit, open-loop
// arrival), draw its think time, and afterwards count it, time it and say how to go on (on with the next, roll back
// and go on, reconnect, or stop the run).
#pragma once

#include "rateschedule.h"
#include "server/session.h"
#include "worker.h"
#include "workercounters.h"
#include "workload/workload.h"

#include <cmath>

namespace sb {

// False when the run's event limit is reached. Open loop: claims the next arrival and sets its intended start
// (steady-clock ns), which the client then waits for; closed loop: `intendedNs` is 0.
inline bool beginEvent(RunControl& c, WorkerCounters& n, std::uint64_t& intendedNs)
{
    if (c.eventLimit && c.eventsStarted.fetch_add(1, std::memory_order_relaxed) >= c.eventLimit)
        return false;
    intendedNs = 0;
    if (c.schedule) {
        intendedNs = c.originNs + c.schedule->claim();
        WorkerCounters::bump(n.arrivalsClaimed);
    }
    return true;
}

// A think time in ns (--think-time, exponential or constant); `state` is the client's own generator.
inline std::uint64_t thinkTimeNs(const RunOptions& o, std::uint64_t& state)
{
    const double mean = o.thinkTimeMs * 1e6;
    if (o.thinkTime == ThinkTime::Constant)
        return std::uint64_t(mean);
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL); // splitmix64
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    const double u = double(((z ^ (z >> 31)) >> 11) + 1) * 0x1.0p-53; // (0, 1]
    return std::uint64_t(-std::log(u) * mean);
}

// The event starts now (`startNs`, steady-clock ns): its connection counts as busy from here (returns `startNs`).
inline std::uint64_t startEvent(WorkerCounters& n, std::uint64_t startNs)
{
    n.busy.begin(startNs);
    return startNs;
}

enum class AfterEvent { Next, Rollback, Reconnect, Fail };

// `intendedNs`: the open-loop arrival's intended start, 0 in a closed loop.
inline AfterEvent recordEvent(WorkerCounters& n, const QueryCounts& q, unsigned rc, std::uint64_t intendedNs,
    std::uint64_t startNs, std::uint64_t endNs)
{
    n.busy.end(endNs);
    WorkerCounters::bump(n.reads, q.reads);
    WorkerCounters::bump(n.writes, q.writes);
    WorkerCounters::bump(n.others, q.others);
    WorkerCounters::TypeCounters* type = n.typeBlock(q.type);
    if (rc == 0) {
        const std::uint64_t latencyNs = endNs - (intendedNs ? intendedNs : startNs);
        n.recordLatency(latencyNs);
        if (intendedNs)
            n.recordService(endNs - startNs);
        if (type) {
            type->latency.record(latencyNs);
            WorkerCounters::bump(type->events);
            if (q.rolledBack)
                WorkerCounters::bump(type->rolledBack);
        }
        WorkerCounters::bump(n.events);
        return AfterEvent::Next;
    }
    if (type)
        WorkerCounters::bump(type->errors);
    n.recordErrorCode(rc);
    switch (Session::classify(rc)) {
    case ErrorClass::Ignorable:
        WorkerCounters::bump(n.ignoredErrors);
        return AfterEvent::Rollback;
    case ErrorClass::ConnectionLost:
        WorkerCounters::bump(n.ignoredErrors);
        return AfterEvent::Reconnect;
    case ErrorClass::Fatal:
        break;
    }
    WorkerCounters::bump(n.fatalErrors);
    return AfterEvent::Fail;
}

} // namespace sb
