// SPDX-License-Identifier: GPL-3.0-or-later
// A small process that holds a server binding's record and puts every thread's old mask back when the binder goes
// away, however it ends (SIGKILL included): the binder holds the only other end of a socket, so its death is an
// end-of-file the guard cannot miss (a pidfd on the binder backs it up). After a clean restore the binder tells the
// guard to stand down. The guard is the binder's own executable started again (/proc/self/exe) with a hidden first
// argument; its entry runs from an ELF constructor in this file, so every program that can bind can be its own
// guard without a hook in main() (the CLI, the GUI and the test programs alike).
#pragma once

#include "bindingrecord.h"
#include "pidfd.h"

#include <QString>

namespace sb {

class AffinityGuard {
public:
    static constexpr char kArgument[] = "__scalebench-affinity-guard";

    // Returns once the guard holds the record; on error no guard runs and nothing may be bound.
    static Result<AffinityGuard> start(const BindingRecord& record, const QString& journalPath);
    AffinityGuard(AffinityGuard&& other) noexcept;
    AffinityGuard& operator=(AffinityGuard&& other) noexcept;
    AffinityGuard(const AffinityGuard&) = delete;
    AffinityGuard& operator=(const AffinityGuard&) = delete;
    ~AffinityGuard(); // without standDown() the guard restores, as if the binder had died

    // After the binder restored the masks itself: the guard exits without touching anything.
    void standDown();
    // False once the guard ended (someone killed it): the journal still lets the next command recover.
    bool isRunning() const;
    pid_t pid() const { return m_pid; }

    // The guard's side, reading its orders from `fd`; never returns.
    [[noreturn]] static void run(int fd);

private:
    AffinityGuard() = default;
    void finish(bool restore);

    pid_t m_pid = 0;
    int m_socket = -1;
    PidFd m_pidfd;
};

} // namespace sb
