// SPDX-License-Identifier: GPL-3.0-or-later
// Binds every thread of a local server process (and the threads it creates later) to a CPU set for a run,
// then puts the previous masks back. All or nothing: a failure part-way undoes what was done. Before any thread is
// touched, every thread's mask is journalled (BindingJournal) and handed to a guard process (AffinityGuard) that
// restores them if this process dies, SIGKILL included; restore() puts them back and stands the guard down.
#pragma once

#include "common/error.h"
#include "cpuset.h"

#include <QList>
#include <QString>
#include <chrono>
#include <memory>
#include <sys/types.h>

namespace sb {

struct ThreadMask {
    pid_t tid = 0;
    QString name;
    CpuSet cpus; // as the kernel reports it
};

class ServerBinding {
public:
    static Result<ServerBinding> apply(
        pid_t pid, const CpuSet& cpus, std::chrono::milliseconds rescanInterval = std::chrono::milliseconds(100));

    ServerBinding(ServerBinding&& other) noexcept;
    ServerBinding& operator=(ServerBinding&& other) noexcept;
    ~ServerBinding(); // restores

    pid_t pid() const;
    CpuSet cpus() const; // as asked
    bool isActive() const; // applied and not yet restored

    // Every live thread of a process with the mask the kernel holds now (also before or without a binding).
    static QList<ThreadMask> readThreads(pid_t pid);
    QList<ThreadMask> readBack() const { return m_state ? readThreads(pid()) : QList<ThreadMask>(); }
    // Union of the read-back masks: the set the server really had, for recording.
    CpuSet effectiveCpus() const;
    // Threads whose mask did not read back as the asked set, seen at apply time or by the re-scans.
    QList<ThreadMask> refusedThreads() const;

    // Puts every thread's previous mask back; threads born during the binding get the main thread's old mask (they
    // inherited the bound set, so their own is unknowable).
    Error restore();

    struct State; // opaque: shared with the re-scan thread, so it stays put when the binding moves

private:
    explicit ServerBinding(std::unique_ptr<State> state);
    void restoreQuietly();

    std::unique_ptr<State> m_state;
};

} // namespace sb
