// SPDX-License-Identifier: GPL-3.0-or-later
// The one table of run settings (RunSettings, runsettings.h says what each column feeds). Adding a run setting: its
// field in RunSettingValues, one entry here, and the code that uses it (the engine's, through `engine`, or its own).
// The order is the order of `run WORKLOAD --help`, of plan validate's issues and of the Run page's boxes.
#include "runsettings.h"

#include "collectors/servercounterset.h"

#include <QCoreApplication>
#include <type_traits>

namespace sb {

namespace {

    using V = RunSettingValues;
    using O = RunOptions;
    using K = RunSettingKind;
    using P = RunSettingPlace;
    using R = PlanIssue::Reason;

    template <auto member> void setEnum(RunOptions& options, int index)
    {
        options.*member = std::remove_reference_t<decltype(options.*member)>(index);
    }

    void setBindAddresses(RunOptions& options, const QString& text)
    {
        if (text.isEmpty())
            return;
        for (const QString& a : text.split(QLatin1Char(',')))
            options.bindAddresses.append(a.trimmed());
    }

    Error checkServerCounters(const QString& text, const QString& context)
    {
        auto names = ServerCounterSet::parse(text, context);
        return names ? Error {} : names.error();
    }

    constexpr const char* kArrivalLabels[]
        = { QT_TRANSLATE_NOOP("RunSettings", "Poisson"), QT_TRANSLATE_NOOP("RunSettings", "constant") };
    constexpr const char* kDriverLabels[] = { QT_TRANSLATE_NOOP("RunSettings", "a thread per connection"),
        QT_TRANSLATE_NOOP("RunSettings", "async (event loops)") };
    constexpr const char* kProfileLabels[] = { QT_TRANSLATE_NOOP("RunSettings", "no"),
        QT_TRANSLATE_NOOP("RunSettings", "on CPU"), QT_TRANSLATE_NOOP("RunSettings", "off CPU (waits)"),
        QT_TRANSLATE_NOOP("RunSettings", "on and off CPU") };
    constexpr const char* kThinkLabels[]
        = { QT_TRANSLATE_NOOP("RunSettings", "exponential"), QT_TRANSLATE_NOOP("RunSettings", "constant") };

    constexpr const char* kSeconds = QT_TRANSLATE_NOOP("RunSettings", " s");

} // namespace

// clang-format off
constexpr RunSetting kRunSettingTable[] = {
    { .cliName = "threads", .planKey = "clients", .minimum = 1, .maximum = 100000, .integer = true, .unit = "clients",
      .defaultValue = 1, .metavar = "N", .help = "1",
      .label = QT_TRANSLATE_NOOP("RunSettings", "&Threads:"),
      .toolTip = QT_TRANSLATE_NOOP("RunSettings", "Client connections, one thread each"),
      .place = P::Row, .guiName = "threads", .guiDefault = 8 },
    { .cliName = "time", .planKey = "duration", .minimum = 0, .maximum = 604800, .unit = "s", .field = &V::durationSec,
      .metavar = "S", .help = "10", .helpSameLine = true, .cliDefault = 10,
      .inPlans = true, .alwaysWritten = true, .secondsText = true, .planDefault = 60, .engine = &O::timeSec,
      .label = QT_TRANSLATE_NOOP("RunSettings", "&Duration:"),
      .toolTip = QT_TRANSLATE_NOOP("RunSettings", "Measured time, after the warm-up"),
      .place = P::Row, .guiName = "duration", .guiLowest = 1, .guiDefault = 60, .guiSuffix = kSeconds },
    { .cliName = "events", .planKey = "events", .minimum = 0, .maximum = 1e15, .integer = true, .field = &V::events,
      .metavar = "N", .help = "0", .helpSameLine = true, .inPlans = true, .alwaysWritten = true, .engine = &O::events },
    { .cliName = "warmup_time", .planKey = "warmup", .minimum = 0, .maximum = 604800, .unit = "s",
      .field = &V::warmupSec, .metavar = "S", .help = "0", .helpSameLine = true,
      .inPlans = true, .alwaysWritten = true, .secondsText = true, .engine = &O::warmupSec,
      .label = QT_TRANSLATE_NOOP("RunSettings", "&Warm-up:"),
      .toolTip = QT_TRANSLATE_NOOP("RunSettings", "Time run first and left out of the summary (drawn at negative times)"),
      .place = P::Row, .guiName = "warmup", .guiSuffix = kSeconds },
    // 0: the summary only; else at least 0.1 s (Runner). The field and plans count milliseconds.
    { .cliName = "report_interval", .planKey = "report_interval_ms", .minimum = 0, .maximum = 3600, .unit = "s",
      .field = &V::reportIntervalMs, .defaultValue = 1000, .metavar = "S", .help = "1, min 0.1",
      .helpSameLine = true, .cliScale = 1000, .inPlans = true, .alwaysWritten = true, .planMinimum = 100,
      .planMaximum = 3600000, .planInteger = true, .engine = &O::reportIntervalMs,
      .label = QT_TRANSLATE_NOOP("RunSettings", "Report &interval:"),
      .toolTip = QT_TRANSLATE_NOOP("RunSettings", "One chart point per interval"),
      .place = P::Row, .guiName = "reportInterval", .guiKey = "interval", .guiLowest = 0.1, .guiDecimals = 1,
      .guiStep = 0.5, .guiSuffix = kSeconds },
    { .cliName = "rate", .planKey = "rate", .minimum = 0, .maximum = 1e9, .unit = "tx/s", .field = &V::rate,
      .metavar = "TPS", .help = "0: as fast as possible", .inPlans = true, .alwaysWritten = true, .engine = &O::rate,
      .label = QT_TRANSLATE_NOOP("RunSettings", "Target ra&te:"),
      .toolTip = QT_TRANSLATE_NOOP("RunSettings", "Target rate (tx/s, 0 = as fast as possible). With a rate, arrivals "
          "come at that rate (Poisson) whatever the server does, latency counts from when each was due, and the run "
          "stops if more than 10 s of arrivals wait."),
      .place = P::Row, .guiName = "targetRate", .guiKey = "rate", .guiDecimals = 0, .guiStep = 100,
      .guiMinimumText = QT_TRANSLATE_NOOP("RunSettings", "as fast as possible"),
      .guiSuffix = QT_TRANSLATE_NOOP("RunSettings", " tx/s") },
    { .cliName = "rate_arrivals", .planKey = "rate_arrivals", .kind = K::Choice, .field = &V::rateArrivals,
      .defaultText = "poisson", .choices = "poisson|constant", .help = "poisson", .helpSameLine = true,
      .inPlans = true, .invalidChoice = R::RateArrivals, .engineChoice = &setEnum<&O::rateArrivals>,
      .label = QT_TRANSLATE_NOOP("RunSettings", "Arrivals:"),
      .toolTip = QT_TRANSLATE_NOOP("RunSettings", "With a target rate: arrivals at random (Poisson) or evenly spaced"),
      .place = P::More, .guiName = "rateArrivals", .choiceLabels = kArrivalLabels },
    { .cliName = "rate_max_backlog", .planKey = "rate_max_backlog", .minimum = 0, .maximum = 1e12, .integer = true,
      .field = &V::rateMaxBacklog, .metavar = "N",
      .help = "0: 10 s of arrivals, at least 100; more due but not started stops the run",
      .inPlans = true, .engine = &O::rateMaxBacklog,
      .label = QT_TRANSLATE_NOOP("RunSettings", "Most arrivals waiting:"),
      .toolTip = QT_TRANSLATE_NOOP("RunSettings", "With a target rate: arrivals due but not started beyond which the "
          "run stops (the server cannot keep up)"),
      .place = P::More, .guiName = "rateMaxBacklog", .guiStep = 100,
      .guiMinimumText = QT_TRANSLATE_NOOP("RunSettings", "10 s of arrivals") },
    { .cliName = "mix", .kind = K::Option,
      .helpText = "run --mix='WORKLOAD:CLIENTS[@NAME=VALUE,...],...' instead of a workload: client groups, each its own\n"
          "  workload, clients, options and rate (@rate=TPS), one measured window (no --threads, --rate, --events)" },
    { .cliName = "driver", .planKey = "driver", .kind = K::Choice, .field = &V::driver, .defaultText = "threads",
      .choices = "threads|async", .help = "threads", .inPlans = true, .invalidChoice = R::Driver,
      .engineChoice = &setEnum<&O::driver>,
      .label = QT_TRANSLATE_NOOP("RunSettings", "Dri&ver:"),
      .toolTip = QT_TRANSLATE_NOOP("RunSettings", "How the client connections are driven: a thread each (as sysbench "
          "does, for comparable figures), or many per event-loop thread, one loop per client CPU (thousands of "
          "connections from one machine)"),
      .place = P::Row, .guiName = "driver", .choiceLabels = kDriverLabels },
    { .cliName = "driver_threads", .planKey = "driver_threads", .minimum = 0, .maximum = 4096, .integer = true,
      .field = &V::driverThreads, .metavar = "K", .help = "async: event-loop threads; 0: one per client CPU",
      .helpSameLine = true, .inPlans = true, .engine = &O::driverThreads,
      .label = QT_TRANSLATE_NOOP("RunSettings", "Event-loop threads:"),
      .toolTip = QT_TRANSLATE_NOOP("RunSettings", "The async driver's event-loop threads"),
      .place = P::More, .guiName = "driverThreads",
      .guiMinimumText = QT_TRANSLATE_NOOP("RunSettings", "one per client CPU") },
    { .cliName = "connect_rate", .planKey = "connect_rate", .minimum = 0, .maximum = 1e9, .field = &V::connectRate,
      .metavar = "N", .help = "connections/s before the run; 0: as fast as the server accepts them",
      .inPlans = true, .engine = &O::connectRate,
      .label = QT_TRANSLATE_NOOP("RunSettings", "Connect rate:"),
      .toolTip = QT_TRANSLATE_NOOP("RunSettings", "Connections opened per second before the run"),
      .place = P::More, .guiName = "connectRate", .guiDecimals = 0, .guiStep = 10,
      .guiMinimumText = QT_TRANSLATE_NOOP("RunSettings", "as fast as accepted"),
      .guiSuffix = QT_TRANSLATE_NOOP("RunSettings", " /s") },
    { .cliName = "connect_deadline", .planKey = "connect_deadline", .minimum = 0, .maximum = 86400, .unit = "s",
      .field = &V::connectDeadlineSec, .defaultValue = RunOptions::kDefaultConnectDeadlineSec, .metavar = "S",
      .help = "30; a first connect the server refused in a transient way is retried so long",
      .inPlans = true, .engine = &O::connectDeadlineSec,
      .label = QT_TRANSLATE_NOOP("RunSettings", "Connect deadline:"),
      .toolTip = QT_TRANSLATE_NOOP("RunSettings", "A first connect the server refused in a passing way is tried "
          "again until this long after the first attempt"),
      .place = P::More, .guiName = "connectDeadline", .guiDecimals = 0, .guiSuffix = kSeconds },
    { .cliName = "think_time", .planKey = "think_time_ms", .minimum = 0, .maximum = 1e9, .unit = "ms",
      .field = &V::thinkTimeMs, .metavar = "MS", .help = "0", .inPlans = true, .engine = &O::thinkTimeMs,
      .label = QT_TRANSLATE_NOOP("RunSettings", "Think time:"),
      .toolTip = QT_TRANSLATE_NOOP("RunSettings", "A pause between a client's transactions (its mean), for many "
          "mostly idle connections"),
      .place = P::More, .guiName = "thinkTime", .guiDecimals = 1, .guiMinimumText = QT_TRANSLATE_NOOP("RunSettings", "none"),
      .guiSuffix = QT_TRANSLATE_NOOP("RunSettings", " ms") },
    { .cliName = "think_time_distribution", .planKey = "think_time_distribution", .kind = K::Choice,
      .field = &V::thinkTimeDistribution, .defaultText = "exponential", .choices = "exponential|constant",
      .help = "exponential", .engineChoice = &setEnum<&O::thinkTime>,
      .label = QT_TRANSLATE_NOOP("RunSettings", "Think times:"),
      .toolTip = QT_TRANSLATE_NOOP("RunSettings", "Think times drawn around their mean (exponential) or all alike"),
      .place = P::More, .guiName = "thinkTimeDistribution", .choiceLabels = kThinkLabels },
    { .cliName = "bind_address", .planKey = "bind_address", .kind = K::Text, .field = &V::bindAddress,
      .metavar = "ADDR[,ADDR...]", .help = "local source addresses of the connections, round-robin; TCP",
      .engineText = &setBindAddresses,
      .label = QT_TRANSLATE_NOOP("RunSettings", "Source addresses:"),
      .toolTip = QT_TRANSLATE_NOOP("RunSettings", "Local addresses the TCP connections come from, round-robin, "
          "separated by commas; empty: the system's"),
      .place = P::More, .guiName = "bindAddress" },
    { .cliName = "stall_timeout", .planKey = "stall_timeout", .minimum = 0, .maximum = 1e6, .unit = "s",
      .field = &V::stallTimeoutSec, .defaultValue = RunOptions::kDefaultStallTimeoutSec, .metavar = "S",
      .help = "10; a run whose connections all wait this long on the server ends as stalled;\n"
          "    0: off, the library's --read-timeout/--write-timeout apply instead",
      .inPlans = true, .engine = &O::stallTimeoutSec,
      .label = QT_TRANSLATE_NOOP("RunSettings", "Stall timeout:"),
      .toolTip = QT_TRANSLATE_NOOP("RunSettings", "A run whose connections all wait this long for the server ends as "
          "stalled; off: the connections' read and write timeouts apply instead"),
      .place = P::More, .guiName = "stallTimeout", .guiDecimals = 0,
      .guiMinimumText = QT_TRANSLATE_NOOP("RunSettings", "off"), .guiSuffix = kSeconds },
    { .cliName = "reconnect_give_up", .planKey = "reconnect_give_up", .minimum = 0, .maximum = 86400, .unit = "s",
      .field = &V::reconnectGiveUpSec, .defaultValue = 10, .metavar = "S",
      .help = "10; a connection that cannot be re-established for this long ends the run",
      .inPlans = true, .engine = &O::reconnectGiveUpSec,
      .label = QT_TRANSLATE_NOOP("RunSettings", "Reconnect give-up:"),
      .toolTip = QT_TRANSLATE_NOOP("RunSettings", "A connection that cannot be re-established for this long ends the run"),
      .place = P::More, .guiName = "reconnectGiveUp", .guiDecimals = 0, .guiSuffix = kSeconds },
    { .cliName = "server_counters", .planKey = "server_counters", .kind = K::Text, .field = &V::serverCounters,
      .defaultText = "default", .metavar = "default|none|NAME[,NAME...]",
      .help = "default; SHOW GLOBAL STATUS counters sampled every interval\n"
          "    on a connection of their own, per second; Threads_running as it is; 'default' may be one of the names",
      .inPlans = true, .checkText = &checkServerCounters,
      .label = QT_TRANSLATE_NOOP("RunSettings", "Server counters:"),
      .toolTip = QT_TRANSLATE_NOOP("RunSettings", "SHOW GLOBAL STATUS counters sampled every interval: default, none "
          "or names separated by commas"),
      .place = P::More, .guiName = "serverCounters" },
    { .cliName = "client_cpus", .kind = K::Option, .metavar = "SET" },
    // Checked where it is used (RunAffinity's ClientBindPolicy); the CPUs page sets it in the workstation.
    { .cliName = "client_bind", .planKey = "client_bind", .kind = K::Choice, .field = &V::clientBind,
      .defaultText = "all", .choices = "all|compact|scatter|none", .helpSameLine = true, .inPlans = true,
      .alwaysWritten = true, .invalidChoice = R::ClientBind },
    { .cliName = "server_cpus", .kind = K::Option, .metavar = "SET", .help = "or --preset=SET", .helpSameLine = true },
    { .cliName = "server_pid", .kind = K::Option, .metavar = "PID" },
    { .cliName = "server_pidfile", .kind = K::Option, .metavar = "FILE", .helpSameLine = true },
    { .cliName = "server_threads", .kind = K::Option, .helpSameLine = true },
    { .cliName = "keep_off_server_cpus", .kind = K::Option, .helpSameLine = true },
    { .cliName = "profile_server", .planKey = "profile_server", .kind = K::Choice, .field = &V::profileServer,
      .defaultText = "off", .choices = "off|on-cpu|off-cpu|both", .flagChoice = "on-cpu",
      .metavar = "on-cpu|off-cpu|both",
      .help = "off; bare: on-cpu. perf on the server's host (here or through\n"
          "    the agent) during the measured part: on-cpu samples its functions (cpu-clock), off-cpu the time\n"
          "    its threads wait by stack (scheduler switches); stored as folded stacks; it costs the server\n"
          "    CPU, see tests/benchmarks/README.md",
      .inPlans = true, // another value: OptionValueInvalid (one of the choices), as on the command line
      .label = QT_TRANSLATE_NOOP("RunSettings", "&Profile the server:"),
      .toolTip = QT_TRANSLATE_NOOP("RunSettings", "On the server's host, here or through its agent, during the measured "
          "part (perf record): on CPU, its functions by share of CPU samples; off CPU, the time its threads wait, by "
          "stack and thread. Shown as flame graphs in the report. It costs the server CPU."),
      .place = P::Row, .guiName = "profileServer", .guiKey = "profile_server", .choiceLabels = kProfileLabels },
    { .cliName = "server_host_ssh", .kind = K::Option, .metavar = "USER@HOST[:PORT]",
      .help = "the server's host through scalebench-agent there, over the system's\n"
          "    ssh with BatchMode=yes: --server-pid is a pid there, else the server listening on the port or socket" },
    { .cliName = "ssh_option", .kind = K::Option, .metavar = "OPTION", .help = "ssh -o, repeatable" },
    { .cliName = "ssh_config", .kind = K::Option, .metavar = "FILE", .help = "ssh -F", .helpSameLine = true },
    { .cliName = "agent_path", .kind = K::Option, .metavar = "PATH", .help = "scalebench-agent", .helpSameLine = true },
    { .cliName = "no_host_counters", .kind = K::Option,
      .help = "do not read the server's context switches, migrations, hardware counters on its host,\n"
          "    nor a local server's I/O and RSS" },
    { .cliName = "keep_query_text", .kind = K::Option,
      .help = "incidents keep the statements' literal values; by default they are stored\n"
          "    normalised, WHERE id = ?, so that no customer data leaves in a results file or report" },
    // Not in `run`'s list: plans only (repetitions, cool-down, restart-settle), prepare's own option.
    { .cliName = "repetitions", .planKey = "repetitions", .minimum = 1, .maximum = 1000, .integer = true,
      .defaultValue = 1, .inPlans = true, .alwaysWritten = true, .listed = false },
    { .cliName = "cooldown", .planKey = "cooldown", .minimum = 0, .maximum = 604800, .unit = "s",
      .field = &V::cooldownSec, .cliReads = false, .inPlans = true, .alwaysWritten = true, .secondsText = true,
      .listed = false },
    { .cliName = "restart_settle", .planKey = "restart_settle", .minimum = 0, .maximum = 1e5, .unit = "s",
      .field = &V::restartSettleSec, .cliReads = false, .inPlans = true, .alwaysWritten = true, .secondsText = true,
      .listed = false },
    { .cliName = "prepare_threads", .minimum = 1, .maximum = 1024, .integer = true, .defaultValue = 1,
      .listed = false },
};
// clang-format on

std::span<const RunSetting> RunSettings::all()
{
    return kRunSettingTable;
}

} // namespace sb
