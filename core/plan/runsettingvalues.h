// SPDX-License-Identifier: GPL-3.0-or-later
// The values of the run settings, one field each: what a RunSpec carries into a run and what an ExperimentPlan gives
// every run it expands to (both derive from it). Which field is which setting, its default, range, plan key, CLI
// option, help and the GUI's label are declared once, in RunSettings' table (runsettings.cpp); the constructor
// gives every field its default from there.
#pragma once

#include <QString>
#include <cstdint>

namespace sb {

struct RunSettingValues {
    RunSettingValues(); // every field at its table default

    QString clientBind; // all | compact | scatter | none (ClientBindPolicy names)
    double durationSec; // 0 = bounded by events only
    std::uint64_t events; // 0 = bounded by duration only
    double warmupSec;
    double cooldownSec;
    double rate; // transactions per second over all clients, 0 = unlimited
    QString rateArrivals; // poisson | constant (RateArrivals names)
    std::uint64_t rateMaxBacklog; // open loop: arrivals due but not started that stop the run; 0 = 10 s of them
    int reportIntervalMs;
    double restartSettleSec; // restart the (sandbox) server and wait this long before the run; 0 = off
    // The client driver (ClientDriver names): a thread per connection, or event loops (async). The rest apply to both
    // drivers unless said: the async driver's loop threads (0: one per client CPU), the connect ramp (connections per
    // second, 0: all at once) and its deadline, think time between a client's transactions (mean ms, 0: none) and
    // its distribution.
    QString driver; // threads | async
    int driverThreads;
    double connectRate;
    double connectDeadlineSec; // RunOptions::connectDeadlineSec
    double thinkTimeMs;
    QString thinkTimeDistribution; // exponential | constant
    // The stall watchdog: a run whose connections have all waited this long for the server ends as stalled, and
    // what still waits is shut down (RunOptions::stallTimeoutSec). 0: off, the library's I/O timeouts apply instead.
    double stallTimeoutSec;
    // A connection that cannot be re-established for this long ends the run (RunOptions::reconnectGiveUpSec).
    double reconnectGiveUpSec;
    // Local source addresses of the client connections, comma-separated, taken round-robin; empty: the system's.
    QString bindAddress;
    // The server's status counters sampled every interval on a connection of their own (ServerCounterSet):
    // "default", "none" or names separated by commas.
    QString serverCounters;
    // Profiles of the server during the measured part (perf record on its host; they cost the server CPU):
    // off | on-cpu | off-cpu | both.
    QString profileServer;
    bool profilesOnCpu() const { return profileServer == QLatin1String("on-cpu") || profileServer == QLatin1String("both"); }
    bool profilesOffCpu() const { return profileServer == QLatin1String("off-cpu") || profileServer == QLatin1String("both"); }

    friend bool operator==(const RunSettingValues&, const RunSettingValues&) = default;
};

} // namespace sb
