// SPDX-License-Identifier: GPL-3.0-or-later
// How the CLI ends on a signal: INT, TERM and HUP (an ssh session that drops) stop the current run or plan, which
// then ends, restores the CPU masks and keeps what it measured; a second signal exits at once (the affinity guard
// puts the server's masks back). SIGPIPE is ignored so that `run --json | head` ends as a write error, not a kill.
#pragma once

#include <atomic>

namespace sb::cli {

class Interrupt {
public:
    // Installs the handlers; called once by main().
    static void install();
    // Set by the first signal: what a prepare polls.
    static const std::atomic<bool>& requested();

    // While alive, a signal calls target.requestStopFromSignal() (which must be async-signal-safe).
    template <typename T> class Guard {
    public:
        explicit Guard(T& target) { setTarget(&stop, &target); }
        ~Guard() { setTarget(nullptr, nullptr); }
        Guard(const Guard&) = delete;
        Guard& operator=(const Guard&) = delete;

    private:
        static void stop(void* target) { static_cast<T*>(target)->requestStopFromSignal(); }
    };

private:
    static void setTarget(void (*stop)(void*), void* target);
};

} // namespace sb::cli
