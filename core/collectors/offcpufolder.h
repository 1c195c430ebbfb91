// SPDX-License-Identifier: GPL-3.0-or-later
// An off-CPU profile folded from `perf script --show-switch-events` output of a recording of the server's
// scheduler switches (OffCpu ServerProfiler): where its threads waited, in microseconds, by stack and thread name.
//
// A thread's `sched:sched_switch` sample carries its stack as it leaves the CPU (every period-th switch of the thread:
// a sample of them); the PERF_RECORD_SWITCH OUT and IN records around it (all of them, small) say when it left and
// when it ran again. The time between a sampled switch-out and the thread's next switch-in, times the period, is
// that stack's off-CPU time: a time, not a count of switches. Every switch (sampled or not) adds to its thread name's
// time off and on the CPU, which the wait vs run shares come from. Only the part of each interval inside [from, to]
// (the measured part) counts. A thread that left the CPU preempted (prev_state R) waited for a CPU, not for an
// event: its stack ends in the frame "[waiting for a CPU]". Records perf lost (its buffer full: PERF_RECORD_LOST
// of a thread) break that thread's pairing: its open interval is dropped, not stretched to the next record, and
// the lost records are counted ("lost").
#pragma once

#include "foldedstacks.h"

#include <QHash>
#include <QSet>

namespace sb {

class OffCpuFolder {
public:
    OffCpuFolder(const QString& serverBinary, double from, double to, int period);
    void addLine(const QByteArray& line); // without its newline
    // Names of the server's threads by tid (/proc/PID/task/TID/comm): perf names a thread that existed before it
    // started ":TID"; one not in here is named as the server's binary.
    void setThreadNames(const QHash<qint64, QString>& names) { m_names = names; }
    // stacks in µs off the CPU; extraMeta: {"unit": "us", "period", "off_us", "run_us", "switches", "window_s",
    // "threads": {name: {"off_us", "run_us", "threads"}}}
    FoldedProfile result();

    static constexpr const char* kPreempted = "[waiting for a CPU]";

private:
    struct Thread {
        QString comm;
        double in = -1; // last switch-in
        double out = -1; // last switch-out
        QString pending; // the stack of the switch-out under way (sampled), "" when not sampled
        bool stackForOut = false;
        QString outStack;
    };
    void finishSample();
    void switchRecord(qint64 tid, const QString& comm, double time, bool in);
    double clipped(double a, double b) const; // seconds of [a, b] inside the window

    FoldedProfile m_profile;
    double m_from;
    double m_to;
    int m_period;
    QHash<qint64, Thread> m_threads;
    QHash<qint64, QString> m_names;
    std::map<QString, std::pair<double, double>> m_byName; // comm -> off s, run s
    std::map<QString, QSet<qint64>> m_tids; // comm -> threads seen
    std::map<QString, double> m_stackSeconds;
    double m_first = -1, m_last = -1; // the switches' times inside the window
    std::uint64_t m_switches = 0;
    std::uint64_t m_lost = 0;
    // the sample being read
    bool m_inSample = false;
    qint64 m_tid = 0;
    QString m_comm;
    double m_time = 0;
    bool m_preempted = false;
    std::vector<perfscript::Frame> m_frames; // leaf first
};

} // namespace sb
