// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparecost.h"

#include "collectors/hostcounters.h"
#include "collectors/runcost.h"
#include "store/resultstore.h"

namespace sb::cli {

QString serverMetricsUsage()
{
    return QStringLiteral(
        "  The server's threads on the CPUs (a local server): cswitch_per_tx, voluntary_cswitch_per_tx,\n"
        "  involuntary_cswitch_per_tx, migrations_per_tx, ipc, cycles_per_tx, instructions_per_tx, llc_misses_per_tx\n"
        "  (the hardware ones need a PMU: a run without one left them 'not available').\n"
        "  status_per_tx:NAME: any status counter the runs stored, per transaction (Innodb_data_fsyncs,\n"
        "  Innodb_os_log_written, Handler_write, ...): sampled per interval where the run sampled it, else from the\n"
        "  run's status delta; a name no run stored is refused with the ones they did.\n"
        "  The cost per transaction (a local server; 'not available (reason)' where a run could not read it):\n"
        "  client_cpu_us_per_tx (the load process; an MPI run's ranks added up), kb_read_per_tx and\n"
        "  kb_written_per_tx (the server's own /proc/PID/io), disk_reads_per_tx, device_kb_read_per_tx and\n"
        "  device_kb_written_per_tx (the datadir's device: every process on it), net_kb_in_per_tx and\n"
        "  net_kb_out_per_tx (Bytes_received/Bytes_sent over the phase's transactions), and per run peak_rss_mb\n"
        "  (VmHWM), db_size_start_mb and db_size_end_mb (the workload's tables' data + index length).");
}

QStringList leftOutReasons(
    ResultStore& store, const QList<StoredRun>& runs, const QList<qint64>& without, RunMetric metric, const QString& key)
{
    const bool host = RunPivot::isHostCounter(metric);
    const bool cost = metric == RunMetric::PerTransaction && RunCost::metricNames().contains(key);
    QStringList reasons; // once per reason: "no_pmu" on a virtual machine
    if (!host && !cost)
        return reasons;
    for (const StoredRun& run : runs) {
        if (!without.contains(run.id))
            continue;
        const auto env = store.environment(run.id);
        QString why;
        if (env && host)
            why = hostCounterReason(env->value(QStringLiteral("server_host_counters")).toObject(), RunPivot::metricName(metric));
        else if (env)
            why = RunCost::unavailableReason(*env, key);
        if (why.isEmpty() || why == QLatin1String("not_recorded"))
            why = QStringLiteral("not recorded");
        if (!reasons.contains(why))
            reasons << why;
    }
    return reasons;
}

} // namespace sb::cli
