// SPDX-License-Identifier: GPL-3.0-or-later
// How the CLI ends on a signal: INT, TERM and HUP (an ssh session that drops) stop the current run or plan, which
// then ends, restores the CPU masks and keeps what it measured; a second signal exits at once (the affinity guard
// puts the server's masks back). SIGPIPE is ignored so that `run --json | head` ends as a write error, not a kill.
//
// The handler only does what is async-signal-safe: it sets a flag and posts a semaphore. A watcher thread waits on
// the semaphore and turns it into a request_stop() on the process's stop source, whose token every command hands
// to what it runs (MeasuredRun::run, PlanRunner::run, Explorer::run). No handler touches a run's object.
#pragma once

#include <atomic>
#include <stop_token>

namespace sb::cli {

class Interrupt {
public:
    // Installs the handlers and starts the watcher; called once by main().
    static void install();
    // Set by the first signal: what a prepare polls.
    static const std::atomic<bool>& requested();
    // Stopped (on the watcher thread) soon after the first signal; a signal before the run starts stops it at once.
    static std::stop_token token();
};

} // namespace sb::cli
