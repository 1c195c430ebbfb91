// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a process's threads from /proc (Linux), shared by server binding and the server-thread sampler.
#pragma once

#include <QString>
#include <sys/types.h>
#include <vector>

namespace sb {

struct ProcThreadStat {
    pid_t tid = 0;
    unsigned long long cpuTicks = 0; // utime + stime, in clock ticks
    int lastCpu = -1;
};

// Thread ids of a process, ascending; empty when the process is gone or /proc is unreadable.
std::vector<pid_t> procThreadIds(pid_t pid);
QString procThreadName(pid_t pid, pid_t tid);
// False when the thread is gone or the stat line cannot be read.
bool readProcThreadStat(pid_t pid, pid_t tid, ProcThreadStat& stat);

} // namespace sb
