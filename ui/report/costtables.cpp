// SPDX-License-Identifier: GPL-3.0-or-later
#include "costtables.h"

#include "scalingsentence.h"
#include "whyscalesmath.h"

#include "analysis/meanratio.h"
#include "collectors/runcost.h"

namespace sb {

using namespace why;

CostTables::CostTables(const WhyScales& why)
    : m_why(why)
{
}

QStringList CostTables::keys()
{
    QStringList list { QStringLiteral("cpu_us_per_tx"), QStringLiteral("client_cpu_us_per_tx"),
        QStringLiteral("cswitch_per_tx") };
    for (const QString& k : RunCost::metricNames()) {
        if (!list.contains(k))
            list << k;
    }
    return list;
}

QString CostTables::label(const QString& key, int fewestLoadProcesses, int mostLoadProcesses)
{
    if (key == QLatin1String("cpu_us_per_tx"))
        return tr("server CPU (all its threads)");
    if (key == QLatin1String("client_cpu_us_per_tx"))
        return mostLoadProcesses <= 1 ? tr("client CPU (the load process, all its threads)")
            : fewestLoadProcesses == mostLoadProcesses
            ? tr("client CPU (all %1 load processes (MPI ranks), added up)").arg(mostLoadProcesses)
            : tr("client CPU (every load process of the run, added up)");
    if (key == QLatin1String("cswitch_per_tx"))
        return tr("server context switches");
    if (key == QLatin1String("disk_reads_per_tx"))
        return tr("disk reads (datadir's device, every process on it)");
    if (key == QLatin1String("kb_read_per_tx"))
        return tr("KB read (the server's own, /proc/PID/io)");
    if (key == QLatin1String("kb_written_per_tx"))
        return tr("KB written (the server's own, /proc/PID/io)");
    if (key == QLatin1String("device_kb_read_per_tx"))
        return tr("KB read on the datadir's device (every process on it)");
    if (key == QLatin1String("device_kb_written_per_tx"))
        return tr("KB written on the datadir's device (every process on it)");
    if (key == QLatin1String("net_kb_in_per_tx"))
        return tr("network KB in (Bytes_received)");
    if (key == QLatin1String("net_kb_out_per_tx"))
        return tr("network KB out (Bytes_sent)");
    if (key == QLatin1String("peak_rss_mb"))
        return tr("server's peak RSS (VmHWM, since it started)");
    if (key == QLatin1String("db_size_start_mb"))
        return tr("tables' size at the start (data + index)");
    if (key == QLatin1String("db_size_end_mb"))
        return tr("tables' size at the end (data + index)");
    return key;
}

QString CostTables::reasonText(const QString& reason)
{
    if (reason == QLatin1String("load_processes"))
        return tr("the clients ran in several load processes");
    if (reason == QLatin1String("turned_off"))
        return tr("turned off for the run (--no-host-counters)");
    if (reason == QLatin1String("remote"))
        return tr("the server is on another host and no agent reads it (--server-host-ssh)");
    if (reason == QLatin1String("needs_agent_protocol_2"))
        return tr("needs agent protocol 2: install this version's scalebench-agent on the server's host");
    if (reason == QLatin1String("agent_failed"))
        return tr("the agent on the server's host failed");
    if (reason == QLatin1String("server_restarted"))
        return tr("the server restarted during the run and its old process could not be read");
    if (reason == QLatin1String("no_permission"))
        return tr("no permission to read the server's /proc files: run as its user or root");
    if (reason == QLatin1String("no_block_device"))
        return tr("the datadir is on no block device (tmpfs, overlay)");
    if (reason == QLatin1String("no_process"))
        return tr("the server's process was gone");
    if (reason == QLatin1String("not_answering"))
        return tr("the server did not answer at the end of the run");
    if (reason == QLatin1String("no_tables"))
        return tr("the workload's tables were not found");
    if (reason == QLatin1String("not_recorded"))
        return tr("stored before ScaleBench kept it");
    return tr("not supported here (%1)").arg(reason);
}

QString WhyScales::costChange(const QString& key, double ratio, const QString& factor) const
{
    if (ratio == 0)
        return tr("%1 per transaction falls to 0").arg(metricLabel(key));
    if (ratio >= 1.9 && ratio <= 2.1)
        return tr("%1 per transaction doubles (%2)").arg(metricLabel(key), factor);
    if (ratio >= 0.475 && ratio <= 0.525)
        return tr("%1 per transaction halves (%2)").arg(metricLabel(key), factor);
    return (ratio >= 1 ? tr("%1 per transaction grows %2") : tr("%1 per transaction shrinks to %2"))
        .arg(metricLabel(key), factor);
}

QStringList CostTables::presentKeys() const
{
    QStringList present;
    for (const QString& key : keys()) {
        bool seen = m_why.m_metricInfo.contains(key);
        for (const ServerRun& r : m_why.m_runs)
            seen = seen || r.unavailable.contains(key);
        // Server CPU and switches alone (runs stored before the cost record) are the why tables' already.
        if (seen)
            present << key;
    }
    const bool anyCost = std::any_of(
        present.cbegin(), present.cend(), [](const QString& k) { return RunCost::metricNames().contains(k); });
    return anyCost ? present : QStringList();
}

bool CostTables::isEmpty() const { return presentKeys().isEmpty(); }

QString CostTables::unavailableAt(const QString& column, double x, const QString& key) const
{
    for (const ServerRun& r : m_why.m_runs) {
        if (r.column == column && r.x == x && r.unavailable.contains(key))
            return tr("not available (%1)").arg(reasonText(r.unavailable.value(key)));
    }
    return QStringLiteral("-");
}

ScalingReport::Table CostTables::costTable(const QString& column, const QString& xLabel) const
{
    const QList<double> xs = m_why.xValues(column);
    ScalingReport::Table t;
    t.title = tr("%1: cost per transaction by %2 (mean ± 95% interval), and the run's sizes. KB read and written are "
                 "the server process's own (/proc/PID/io); disk reads and the device rows count every process on the "
                 "datadir's disk; network KB include ScaleBench's own status readings.")
                  .arg(column, xLabel);
    t.header = QStringList { tr("metric"), tr("unit") };
    for (double x : xs)
        t.header << xText(x);
    auto row = [&](const QString& label, const QString& unit, const QString& key) {
        QStringList cells { label, unit };
        for (double x : xs) {
            const WhyScales::Cell* c = m_why.cell(column, x);
            if (key.isEmpty()) { // the throughput, as the measurements table writes it
                cells << m_why.throughputText(c);
                continue;
            }
            const QList<double> v = !c ? QList<double>() : c->metrics.value(key);
            if (v.isEmpty()) {
                cells << unavailableAt(column, x, key);
                continue;
            }
            cells << (v.size() >= 2 ? ReportNumbers::withInterval(Statistics::mean(v), Statistics::confidenceHalfWidth(v))
                                    : num(Statistics::mean(v)));
        }
        t.rows << cells;
    };
    row(tr("throughput"), tr("tx/s"), QString());
    for (const QString& key : presentKeys())
        row(m_why.metricLabel(key), m_why.unitOf(key), key);
    t.rightAligned = QList<bool>(t.header.size(), true);
    t.rightAligned[0] = t.rightAligned[1] = false;
    return t;
}

ScalingReport::Table CostTables::ratioTable(const QString& column, const QString& xLabel) const
{
    const QString& base = m_why.m_columns.constFirst();
    QList<double> xs;
    for (double x : m_why.xValues(column)) {
        if (m_why.cell(base, x))
            xs << x;
    }
    ScalingReport::Table t;
    t.title = tr("%1 relative to %2 (the baseline) by %3: each metric's ratio, with its 95% interval (Fieller) where "
                 "both have repetitions.")
                  .arg(column, base, xLabel);
    t.header = QStringList { tr("metric") };
    for (double x : xs)
        t.header << xText(x);
    bool single = false;
    bool unbounded = false;
    auto row = [&](const QString& label, const QString& key) {
        QStringList cells { label };
        for (double x : xs) {
            const WhyScales::Cell* a = m_why.cell(base, x);
            const WhyScales::Cell* b = m_why.cell(column, x);
            const QList<double> av = key.isEmpty() ? a->tps : a->metrics.value(key);
            const QList<double> bv = !b ? QList<double>() : key.isEmpty() ? b->tps : b->metrics.value(key);
            const MeanRatio r = MeanRatio::of(Statistics::summarize(av), Statistics::summarize(bv));
            if (av.isEmpty() || bv.isEmpty()) {
                cells << QStringLiteral("-");
                continue;
            }
            if (!std::isfinite(r.ratio)) { // the baseline's mean is 0: no ratio, the other side's value
                const double other = Statistics::mean(bv);
                cells << (other == 0 ? tr("0 in both") : tr("from 0 to %1").arg(m_why.valueText(key, other)));
                continue;
            }
            QString text = QStringLiteral("%1x").arg(num(r.ratio, 3));
            if (!r.repetitions)
                single = true;
            else if (r.bounded())
                text += QStringLiteral(" (%1–%2x)").arg(num(r.low, 2), num(r.high, 2));
            else {
                text += QLatin1Char(' ') + tr("(unbounded)");
                unbounded = true;
            }
            cells << text;
        }
        t.rows << cells;
    };
    row(tr("throughput"), QString());
    for (const QString& key : presentKeys())
        row(m_why.metricLabel(key), key);
    if (single)
        t.notes << tr("Ratios without an interval: %1.").arg(ScalingSentence::oneRunEach());
    if (unbounded)
        t.notes << tr("Unbounded: the repetitions disagree too much to bound the ratio (Fieller's interval has no "
                      "finite ends); repeat the runs on a quieter machine.");
    t.rightAligned = QList<bool>(t.header.size(), true);
    t.rightAligned[0] = false;
    return t;
}

QList<ScalingReport::Table> CostTables::tables(const QString& xLabel) const
{
    QList<ScalingReport::Table> list;
    if (isEmpty())
        return list;
    for (const QString& column : m_why.m_columns)
        list << costTable(column, xLabel);
    for (int i = 1; i < m_why.m_columns.size(); ++i)
        list << ratioTable(m_why.m_columns.at(i), xLabel);
    return list;
}

} // namespace sb
