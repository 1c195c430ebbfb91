// SPDX-License-Identifier: GPL-3.0-or-later
// One measured run of an experiment, as a plain value: what ExperimentPlan::expand() yields, what the PlanRunner
// executes and what the ResultStore keeps (as JSON) next to the run's results.
#pragma once

#include "cpuconfig.h"
#include "engine/runoptions.h"

#include <QJsonObject>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <cstdint>

namespace sb {

struct RunSpec {
    int index = 0; // position in the expanded plan, 0-based; stable while the plan is unchanged (resume key)
    QString serverProfile; // a PlanServer name; "sandbox" = the built-in sandbox server
    QString workload; // registered workload name
    QString workloadLabel; // the plan's label for this workload entry (defaults to the name)
    QVariantMap workloadOptions; // sysbench option names -> values
    int threads = 1; // client connections
    CpuConfig clientCpu = CpuConfig::all();
    CpuConfig serverCpu = CpuConfig::all();
    QString clientBind = QStringLiteral("all"); // all | compact | scatter | none (ClientBindPolicy names)
    double durationSec = 0; // 0 = bounded by events only
    std::uint64_t events = 0; // 0 = bounded by duration only
    double warmupSec = 0;
    double cooldownSec = 0;
    double rate = 0; // transactions per second over all clients, 0 = unlimited
    QString rateArrivals = QStringLiteral("poisson"); // poisson | constant (RateArrivals names)
    int reportIntervalMs = 1000;
    double restartSettleSec = 0; // restart the (sandbox) server and wait this long before the run; 0 = off
    int repetition = 0; // 0-based
    std::uint64_t rateMaxBacklog = 0; // open loop: arrivals due but not started that stop the run; 0 = 10 s of them
    // The client driver (ClientDriver names): a thread per connection, or event loops (async). The rest apply to both
    // drivers unless said: the async driver's loop threads (0: one per client CPU), the connect ramp (connections per
    // second, 0: all at once), think time between a client's transactions (mean ms, 0: none) and its distribution.
    QString driver = QStringLiteral("threads"); // threads | async
    int driverThreads = 0;
    double connectRate = 0;
    double connectDeadlineSec = RunOptions::kDefaultConnectDeadlineSec; // RunOptions::connectDeadlineSec
    double thinkTimeMs = 0;
    QString thinkTimeDistribution = QStringLiteral("exponential"); // exponential | constant
    // The stall watchdog: a run whose connections have all waited this long for the server ends as stalled, and
    // what still waits is shut down (RunOptions::stallTimeoutSec). 0: off, the library's I/O timeouts apply instead.
    double stallTimeoutSec = RunOptions::kDefaultStallTimeoutSec;
    // Local source addresses of the client connections, comma-separated, taken round-robin; empty: the system's.
    QString bindAddress;
    // The server's status counters sampled every interval on a connection of their own (ServerCounterSet):
    // "default", "none" or names separated by commas.
    QString serverCounters = QStringLiteral("default");
    // An on-CPU profile of the local server during the measured part (perf record; it costs the server CPU).
    bool profileServer = false;
    // Phased workloads (kv): each phase is stored as a run of its own with the same index; empty otherwise.
    QString phase;
    // A run of several client groups (run --mix, MixSpec's grammar): workload "mix", threads their sum; empty else.
    QString mix;
    int phaseIndex = 0;
    int phaseCount = 0;

    QJsonObject toJson() const;
    static RunSpec fromJson(const QJsonObject& object);

    // The workload options as the registry takes them (booleans as on/off).
    QMap<QString, QString> workloadOptionTexts() const;
    // Identifies the data a run needs: prepare runs once per distinct key, not once per run.
    QString datasetKey() const;
    // Workload option names (underscore form) that change the prepared data rather than the transactions.
    static const QStringList& dataOptionNames();

    // Seconds the run is expected to take when bounded by duration (events-only runs count 0 measured time).
    double estimatedSeconds() const { return restartSettleSec + warmupSec + durationSec + cooldownSec; }

    friend bool operator==(const RunSpec&, const RunSpec&) = default;
};

} // namespace sb

Q_DECLARE_METATYPE(sb::RunSpec)
