// SPDX-License-Identifier: GPL-3.0-or-later
// How busy the machine that ran the clients was during a run, from /proc: the load average, the CPU time the
// hypervisor stole, and the CPU time used by other programs (every CPU's busy time less this process's and the local
// server's). Stored with each run (environment "machine_load"), so that a report whose repetitions disagree can say
// why ("other programs used 1.2 of the 2 CPUs during these runs") instead of leaving the noise unexplained.
#pragma once

#include <QJsonObject>
#include <QList>
#include <optional>
#include <sys/types.h>

namespace sb {

class MachineLoad {
public:
    // The whole machine's CPU ticks from the "cpu" line of /proc/stat (proc(5)).
    struct CpuTicks {
        unsigned long long busy = 0; // user, nice, system, irq, softirq
        unsigned long long idle = 0; // idle, iowait
        unsigned long long steal = 0;
        bool valid = false;
    };
    static CpuTicks parseCpuLine(const QByteArray& statText);
    static CpuTicks readCpuTicks();
    static std::optional<double> readLoadAverage(); // the one-minute load average from /proc/loadavg

    // A run's measured part: begin() at its start, end() at its end. serverPid: the local server (0: none here).
    void begin(pid_t serverPid);
    void end();
    // The local server's CPU seconds so far (at each interval while a restart watch runs): an old process's last.
    void checkpoint();
    // The local server restarted as `pid`: its CPU is counted from here on, beside the old one's up to its last
    // checkpoint (toJson's "server_restarts").
    void followServer(pid_t pid);
    bool isValid() const { return m_valid; }
    // {"load_average": 3.8, "cpus": 2, "seconds": 10.0, "other_cpus": 1.2, "steal_cpus": 0.1, "this_process_cpus":
    // 0.5, "server_cpus": 0.3, "source": "proc"}: CPUs as averages over the run (1.2 = one CPU and a fifth busy).
    QJsonObject toJson() const;

    // What a report says of the runs it shows: the busiest run's share of other programs and steal, and the highest
    // load average.
    struct Summary {
        int runs = 0; // runs that recorded the load
        int cpus = 0;
        double otherCpus = 0; // the most any run saw used by other programs
        double meanOtherCpus = 0;
        double stealCpus = 0;
        double loadAverage = 0; // the highest
    };
    static std::optional<Summary> summarize(const QList<QJsonObject>& environments);

private:
    static double processSeconds(pid_t pid);
    CpuTicks m_start;
    CpuTicks m_end;
    double m_selfStart = 0;
    double m_selfSeconds = 0;
    double m_serverStart = -1;
    double m_serverSeconds = 0;
    double m_serverLast = -1; // the latest checkpoint
    double m_serverBefore = 0; // the earlier processes' seconds
    int m_restarts = 0;
    pid_t m_serverPid = 0;
    qint64 m_startMs = 0;
    double m_wallSeconds = 0;
    double m_loadAverage = -1;
    int m_cpus = 0;
    bool m_valid = false;
};

} // namespace sb
