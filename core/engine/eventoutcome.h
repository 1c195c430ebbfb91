// SPDX-License-Identifier: GPL-3.0-or-later
// What the engine does with one finished event, whichever driver ran it: count it, time it, and say how to go on
// (on with the next, roll back and go on, reconnect, or stop the run).
#pragma once

#include "server/session.h"
#include "workercounters.h"
#include "workload/workload.h"

namespace sb {

enum class AfterEvent { Next, Rollback, Reconnect, Fail };

// `intendedNs`: the open-loop arrival's intended start, 0 in a closed loop.
inline AfterEvent recordEvent(WorkerCounters& n, const QueryCounts& q, unsigned rc, std::uint64_t intendedNs,
    std::uint64_t startNs, std::uint64_t endNs)
{
    WorkerCounters::bump(n.reads, q.reads);
    WorkerCounters::bump(n.writes, q.writes);
    WorkerCounters::bump(n.others, q.others);
    if (rc == 0) {
        if (intendedNs) {
            n.recordLatency(endNs - intendedNs);
            n.recordService(endNs - startNs);
        } else {
            n.recordLatency(endNs - startNs);
        }
        WorkerCounters::bump(n.events);
        return AfterEvent::Next;
    }
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
