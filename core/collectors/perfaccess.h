// SPDX-License-Identifier: GPL-3.0-or-later
// Whether this process may watch a server's threads with perf_event (counters, perf record) on this host, asked
// before trying so that a refusal says what to do there: the kernel's perf_event_paranoid, this process's
// capabilities (CAP_PERFMON, CAP_SYS_ADMIN, root), and whose process the server is (another user's needs
// CAP_PERFMON or CAP_SYS_PTRACE). Host side only, as the collectors that use it (the agent runs it there).
#pragma once

#include <QString>
#include <optional>
#include <sys/types.h>

namespace sb {

struct PerfRefusal {
    QString code; // "perf_event_paranoid" (detail: the level) or "other_user" (detail: the server's user)
    QString detail;
};

namespace PerfAccess {
    int paranoidLevel(); // /proc/sys/kernel/perf_event_paranoid; 2 when unreadable (the kernel's default)
    bool privileged(); // root, CAP_PERFMON or CAP_SYS_ADMIN in the effective set
    bool mayTrace(); // root, CAP_PERFMON or CAP_SYS_PTRACE: another user's process
    QString otherUser(pid_t pid); // the process's user when it is not this process's user; empty otherwise
    // Why perf cannot watch `pid` from here, before trying (nullopt: it may; perf itself has the last word).
    // `kernelLevel`: the paranoid level above which this use is refused without privilege (3: Debian's "nothing
    // for users"; per-process counting and user-space sampling work up to 2).
    std::optional<PerfRefusal> refusal(pid_t pid, int kernelLevel = 2);
} // namespace PerfAccess

} // namespace sb
