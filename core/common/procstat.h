// SPDX-License-Identifier: GPL-3.0-or-later
// /proc/PID/stat and /proc/PID/task/TID/stat (proc(5)), read and split in one place for every reader (a local
// server's CPU seconds, a sandbox's zombie check, a process's start time, its threads' CPU ticks and last CPU).
// The command name in parentheses may hold spaces and ')': the fields are counted from the last ')'.
#pragma once

#include <QByteArray>
#include <QList>
#include <optional>
#include <sys/types.h>

namespace sb {

class ProcStat {
public:
    // Empty when the process (thread) is gone, /proc is unreadable, or the line has no command name.
    static std::optional<ProcStat> ofProcess(pid_t pid);
    static std::optional<ProcStat> ofThread(pid_t pid, pid_t tid);
    static std::optional<ProcStat> parse(const QByteArray& line);

    // The highest field number the line holds (proc(5) numbering: 3 is the state).
    int lastField() const { return int(m_fields.size()) + 2; }
    // Field `n` as numbered in proc(5), from 3 on; empty beyond lastField().
    QByteArray field(int n) const { return n >= 3 ? m_fields.value(n - 3) : QByteArray(); }
    char state() const; // field 3: R, S, D, Z, ...
    unsigned long long cpuTicks() const; // utime + stime (fields 14 and 15), in clock ticks
    unsigned long long startTime() const; // field 22, clock ticks after boot
    int processor() const; // field 39: the CPU it last ran on; -1 when missing

private:
    QList<QByteArray> m_fields; // from field 3 on
};

} // namespace sb
