// SPDX-License-Identifier: GPL-3.0-or-later
// What a local server's threads did on the CPUs over a run's measured part: context switches (voluntary and
// involuntary) and migrations from /proc, which the kernel counts for every thread anyway, read at the measured
// part's edges only; and, where the machine has a PMU, cycles, instructions and LLC misses through
// perf_event_open on each server thread (inherited by the threads they create during the run).
// No perf_event software counter: attached to the server's threads, context-switches, cpu-migrations and task-clock
// slow every switch on the machine (11% fewer point selects at 2 clients on this 2-vCPU VM, the clients' CPU per
// transaction 12% up: tests/benchmarks/README.md), for figures /proc gives for nothing.
//
// Host side only: everything here takes a pid and returns plain values, so that it can run unchanged in a host
// agent for a server on another machine. A counter that cannot be read is never 0: it carries its reason.
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <sys/types.h>
#include <vector>

namespace sb {

// One thread's switch counts as /proc shows them (status: voluntary_ctxt_switches, nonvoluntary_ctxt_switches;
// sched: se.nr_migrations).
struct ProcThreadSwitches {
    pid_t tid = 0;
    std::uint64_t voluntary = 0;
    std::uint64_t involuntary = 0;
    std::optional<std::uint64_t> migrations; // sched is absent without CONFIG_SCHED_DEBUG
};

// The threads alive now; a thread that ended takes its counts with it.
std::vector<ProcThreadSwitches> readProcThreadSwitches(pid_t pid);
// The parsers, apart for tests: "voluntary_ctxt_switches:\t12" lines and "se.nr_migrations : 3" lines.
bool parseProcStatusSwitches(const QByteArray& status, ProcThreadSwitches& out);
std::optional<std::uint64_t> parseSchedMigrations(const QByteArray& sched);

// The hardware events opened on the server's threads. Records stored before these were the only ones also hold
// "context_switches", "cpu_migrations" and "task_clock_ns" (perf's software events): still read.
enum class HostEvent { Cycles, Instructions, LlcMisses };
// "cycles", "instructions", "llc_misses"
QString hostEventName(HostEvent event);
const std::vector<HostEvent>& hostEvents();

// Why a counter was not read, stored as its code: "no_pmu" (no hardware counters, as in most virtual machines),
// "perf_event_paranoid" (the kernel's setting forbids it without CAP_PERFMON; the level in `detail`),
// "no_process" (the pid is gone), "other_user" (another user's server without CAP_PERFMON or CAP_SYS_PTRACE; the
// user in `detail`), "remote" (the server is not on this machine), "needs_agent_protocol_2" (its host's agent
// speaks version 1), "unsupported" (another errno).
struct CounterUnavailable {
    QString code;
    QString detail; // the system's own words or value (errno text, the paranoid level)
};

struct HostCounterValue {
    std::optional<double> value; // set when read
    CounterUnavailable unavailable; // set otherwise
};

// Counters opened on every thread of a process (inherit: threads they create count too). The values are the
// totals since open; a caller takes differences.
class PerfThreadCounters {
public:
    ~PerfThreadCounters();
    PerfThreadCounters(const PerfThreadCounters&) = delete;
    PerfThreadCounters& operator=(const PerfThreadCounters&) = delete;

    // Never fails as a whole: an event that could not be opened on any thread says why in read().
    static std::unique_ptr<PerfThreadCounters> open(pid_t pid, const std::vector<HostEvent>& events = hostEvents());
    std::map<HostEvent, HostCounterValue> read() const;
    int threads() const { return m_threads; }

private:
    PerfThreadCounters() = default;
    struct Event {
        HostEvent event;
        std::vector<int> fds;
        CounterUnavailable unavailable;
    };
    std::vector<Event> m_events;
    int m_threads = 0;
};

// The measured part of one run: begin() (again at every warm-up interval: the last one counts), end(). The run
// holds it as this, wherever the server's host is: a HostCounterSession here, the agent's there (agentcollectors.h).
class HostCounterSource {
public:
    virtual ~HostCounterSource() = default;
    virtual void begin() = 0;
    virtual void end() = 0;
    // {"source": "proc+perf_event", "threads": N, "counters": {name: value}, "not_available": {name: {"reason": code,
    // "detail": ...}}}; empty before end().
    virtual QJsonObject toJson() const = 0;
};

class HostCounterSession : public HostCounterSource {
public:
    explicit HostCounterSession(pid_t pid);
    ~HostCounterSession() override;
    void begin() override;
    void end() override;
    QJsonObject toJson() const override { return m_result; }

private:
    struct Totals {
        std::uint64_t voluntary = 0, involuntary = 0, migrations = 0;
        bool migrationsKnown = true;
        std::map<pid_t, ProcThreadSwitches> threads;
        std::map<HostEvent, HostCounterValue> perf;
    };
    Totals readTotals() const;

    pid_t m_pid;
    std::unique_ptr<PerfThreadCounters> m_perf;
    Totals m_start;
    bool m_begun = false;
    QJsonObject m_result;
};

// The record a run stores when there is no server to read here or through an agent (detail: what to do, if any).
QJsonObject hostCountersUnavailable(const QString& code, const QString& detail = {});

// Per transaction (and IPC) from a stored record: nullopt when the counter was not read or transactions is 0.
// names: cswitch_per_tx (perf's context-switches, else /proc's voluntary + involuntary), voluntary_cswitch_per_tx,
// involuntary_cswitch_per_tx, migrations_per_tx, cycles_per_tx, instructions_per_tx, llc_misses_per_tx, ipc.
std::optional<double> hostCounterMetric(const QJsonObject& record, const QString& name, std::uint64_t transactions);
const QStringList& hostCounterMetricNames();
// Every metric of a record per transaction: {"cswitch_per_tx": 3.1, ..., "not_available": {"ipc": "no_pmu", ...}}
// (what `run --json` prints in its summary); empty for an empty record.
QJsonObject hostCounterSummary(const QJsonObject& record, std::uint64_t transactions);
// The reason a metric's counter was not read ("no_pmu", ...); empty when it was read or nothing says.
QString hostCounterReason(const QJsonObject& record, const QString& metricName);

} // namespace sb
