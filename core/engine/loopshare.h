// SPDX-License-Identifier: GPL-3.0-or-later
// What the connections of one event-loop thread share: their counters (one block per server host, written by this
// thread only), the connect statistics, and the barrier that holds them until every connection of the run is set up.
#pragma once

#include "latencyhistogram.h"
#include "workercounters.h"

#include <coroutine>
#include <cstdint>
#include <deque>
#include <latch>
#include <memory>
#include <vector>

namespace sb {

struct LoopShare {
    std::vector<std::unique_ptr<WorkerCounters>> counters; // by host
    int connections = 0; // on this loop
    int pending = 0; // connection coroutines not yet finished
    std::uint64_t connectStartNs = 0; // the connect ramp's origin
    // The latency of first connects (read by the sampler once every connection is set up: the run's ready latch
    // orders it); counts are in the counters.
    LatencyHistogram connectLatency;

    // The barrier: connections park here after their setup; the last one releases the loop's share of the run's
    // latch, waits for the run to open the barrier, then resumes them all.
    std::latch* ready = nullptr;
    std::latch* go = nullptr;
    std::vector<std::coroutine_handle<>> parked;

    struct Arrive {
        LoopShare& share;
        bool await_ready() const noexcept { return false; }
        bool await_suspend(std::coroutine_handle<> h)
        {
            share.parked.push_back(h);
            if (int(share.parked.size()) < share.connections)
                return true;
            share.ready->count_down(share.connections);
            share.go->wait();
            std::vector<std::coroutine_handle<>> all;
            all.swap(share.parked);
            for (std::coroutine_handle<> p : all) {
                if (p != h)
                    p.resume();
            }
            return false; // the last one goes on at once
        }
        void await_resume() const noexcept { }
    };
    Arrive arrive() { return Arrive { *this }; }

    // The loop's part of the run's window of first connects in flight (connectramp.h): a connection waits for a
    // slot here and hands it on when its attempt has ended. Without limitConnects() every connection goes at once.
    void limitConnects(int slots)
    {
        connectLimited = true;
        connectSlots = slots;
    }
    struct ConnectSlot {
        LoopShare& share;
        bool await_ready() const noexcept
        {
            if (!share.connectLimited)
                return true;
            if (share.connectSlots == 0)
                return false;
            --share.connectSlots;
            return true;
        }
        void await_suspend(std::coroutine_handle<> h) { share.connectWaiting.push_back(h); }
        void await_resume() const noexcept { }
    };
    ConnectSlot connectSlot() { return ConnectSlot { *this }; }
    // Resumes waiting connections while slots are free. A resumed connection may end its attempt at once and
    // release again (a stop): that inner call only counts the slot, and this loop goes on, so the stack stays flat.
    void releaseConnectSlot()
    {
        if (!connectLimited)
            return;
        ++connectSlots;
        if (releasing)
            return;
        releasing = true;
        while (connectSlots > 0 && !connectWaiting.empty()) {
            --connectSlots;
            const std::coroutine_handle<> next = connectWaiting.front();
            connectWaiting.pop_front();
            next.resume();
        }
        releasing = false;
    }

private:
    bool connectLimited = false;
    bool releasing = false;
    int connectSlots = 0;
    std::deque<std::coroutine_handle<>> connectWaiting;
};

} // namespace sb
