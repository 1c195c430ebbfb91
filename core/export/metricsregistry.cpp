// SPDX-License-Identifier: GPL-3.0-or-later
#include "metricsregistry.h"

#include "engine/latencyhistogram.h"
#include "experiment/measuredrun.h"
#include "plan/runspec.h"

#include <QDateTime>
#include <algorithm>
#include <array>

namespace sb {

namespace {

    // For each LatencyHistogram bucket, the index of the first bound its values all lie below (bounds.size(): +Inf).
    const std::vector<int>& boundOfBucket()
    {
        static const std::vector<int> table = [] {
            const std::vector<std::uint64_t>& bounds = MetricsRegistry::bucketBoundsNs();
            std::vector<int> t(std::size_t(LatencyHistogram::kBuckets));
            std::size_t b = 0;
            for (int i = 0; i < LatencyHistogram::kBuckets; ++i) {
                const std::uint64_t end = LatencyHistogram::bucketLow(i) + LatencyHistogram::bucketWidth(i);
                while (b < bounds.size() && bounds[b] < end)
                    ++b;
                t[std::size_t(i)] = int(b);
            }
            return t;
        }();
        return table;
    }

    // A bound in nanoseconds as seconds, exactly (8192 -> "0.000008192").
    QByteArray secondsText(std::uint64_t ns)
    {
        QByteArray frac = QByteArray::number(qulonglong(ns % 1000000000u)).rightJustified(9, '0');
        while (frac.size() > 1 && frac.endsWith('0'))
            frac.chop(1);
        return QByteArray::number(qulonglong(ns / 1000000000u)) + '.' + frac;
    }

    QByteArray number(double v)
    {
        return QByteArray::number(v, 'g', 15);
    }

    QByteArray escaped(const QString& value)
    {
        QByteArray out;
        for (const char c : value.toUtf8()) {
            if (c == '\\')
                out += "\\\\";
            else if (c == '"')
                out += "\\\"";
            else if (c == '\n')
                out += "\\n";
            else
                out += c;
        }
        return out;
    }

    struct Writer {
        MetricsRegistry::Format format;
        QByteArray text;

        bool open() const { return format == MetricsRegistry::Format::OpenMetrics; }
        // HELP and TYPE of a family; a counter's samples are NAME_total, its OpenMetrics family is NAME.
        void family(const char* name, const char* type, const char* help)
        {
            const bool counter = qstrcmp(type, "counter") == 0;
            const QByteArray family = QByteArray(name) + (counter && !open() ? "_total" : "");
            text += "# HELP " + family + ' ' + help + '\n';
            text += "# TYPE " + family + ' ' + type + '\n';
        }
        void sample(const QByteArray& name, const QByteArray& labels, const QByteArray& value)
        {
            text += name;
            if (!labels.isEmpty())
                text += '{' + labels + '}';
            text += ' ' + value + '\n';
        }
    };

    QByteArray withLabel(const QByteArray& labels, const char* name, const QByteArray& value)
    {
        const QByteArray one = QByteArray(name) + "=\"" + value + '"';
        return labels.isEmpty() ? one : labels + ',' + one;
    }

    using Series = MetricsRegistry::Series;

    // The clients' side of each series: counters from the measured start, gauges of the last interval.
    void writeCounts(Writer& w, const std::vector<Series>& series, const std::vector<QByteArray>& labels)
    {
        w.family(
            "scalebench_transactions", "counter", "Transactions (events) completed since the run's measured start");
        for (std::size_t i = 0; i < series.size(); ++i)
            w.sample(
                "scalebench_transactions_total", labels[i], QByteArray::number(qulonglong(series[i].transactions)));
        w.family("scalebench_queries", "counter", "Statements completed since the run's measured start, by type");
        for (std::size_t i = 0; i < series.size(); ++i) {
            const Series& s = series[i];
            for (const auto& [type, n] :
                { std::pair { "read", s.reads }, { "write", s.writes }, { "other", s.others } })
                w.sample(
                    "scalebench_queries_total", withLabel(labels[i], "type", type), QByteArray::number(qulonglong(n)));
        }
        w.family("scalebench_errors", "counter",
            "Errors since the run's measured start: retried (deadlocks, lock wait timeouts) or fatal");
        for (std::size_t i = 0; i < series.size(); ++i) {
            const Series& s = series[i];
            w.sample("scalebench_errors_total", withLabel(labels[i], "class", "retried"),
                QByteArray::number(qulonglong(s.retried)));
            w.sample("scalebench_errors_total", withLabel(labels[i], "class", "fatal"),
                QByteArray::number(qulonglong(s.fatal)));
        }
        w.family("scalebench_reconnects", "counter",
            "Connections opened again after one was lost, since the run's measured start");
        for (std::size_t i = 0; i < series.size(); ++i)
            w.sample("scalebench_reconnects_total", labels[i], QByteArray::number(qulonglong(series[i].reconnects)));
        w.family("scalebench_connected_clients", "gauge", "Client connections open at the end of the last interval");
        for (std::size_t i = 0; i < series.size(); ++i)
            w.sample("scalebench_connected_clients", labels[i], QByteArray::number(series[i].connected));
        w.family(
            "scalebench_busy_clients", "gauge", "Mean number of clients inside a transaction over the last interval");
        for (std::size_t i = 0; i < series.size(); ++i)
            w.sample("scalebench_busy_clients", labels[i], number(series[i].busy));
    }

    // Each series' cumulative latency histogram in seconds.
    void writeLatency(Writer& w, const std::vector<Series>& series, const std::vector<QByteArray>& labels)
    {
        w.family("scalebench_latency_seconds", "histogram",
            "Transaction latency since the run's measured start (open loop: from the intended start)");
        const std::vector<std::uint64_t>& bounds = MetricsRegistry::bucketBoundsNs();
        for (std::size_t i = 0; i < series.size(); ++i) {
            const Series& s = series[i];
            std::uint64_t cumulative = 0;
            for (std::size_t b = 0; b < bounds.size(); ++b) {
                cumulative += s.buckets[b];
                w.sample("scalebench_latency_seconds_bucket", withLabel(labels[i], "le", secondsText(bounds[b])),
                    QByteArray::number(qulonglong(cumulative)));
            }
            w.sample("scalebench_latency_seconds_bucket", withLabel(labels[i], "le", "+Inf"),
                QByteArray::number(qulonglong(s.count)));
            w.sample("scalebench_latency_seconds_count", labels[i], QByteArray::number(qulonglong(s.count)));
            w.sample("scalebench_latency_seconds_sum", labels[i], number(s.sumSec));
        }
    }

} // namespace

const std::vector<std::uint64_t>& MetricsRegistry::bucketBoundsNs()
{
    static const std::vector<std::uint64_t> bounds = [] {
        static constexpr std::array<std::uint64_t, 8> kSteps { 0, 6, 13, 20, 28, 37, 47, 58 };
        std::vector<std::uint64_t> b;
        for (int octave = 13; octave < 36; ++octave) {
            for (const std::uint64_t s : kSteps)
                b.push_back((std::uint64_t(1) << octave) + s * (std::uint64_t(1) << (octave - 6)));
        }
        b.push_back(std::uint64_t(1) << 36);
        return b;
    }();
    return bounds;
}

void MetricsRegistry::attach(MeasuredRunHooks& hooks, const RunSpec& spec, qint64 experiment)
{
    chainHook(hooks.phaseStarted,
        [this, spec, experiment](const PhaseResult& phase) { beginRun(spec, experiment, phase.runId, phase.name); });
    chainHook(hooks.intervalLatency,
        [this](const QString& group, const LatencyHistogram& latency) { addLatency(group, latency); });
    chainHook(hooks.groupInterval, [this](const IntervalSample& s) { addInterval(s); });
    chainHook(hooks.interval, [this](const IntervalSample& s) { addInterval(s); });
    chainHook(hooks.phaseEnded, [this](const PhaseResult&) { endRun(); });
}

void MetricsRegistry::beginRun(const RunSpec& spec, qint64 experiment, qint64 runId, const QString& phase)
{
    std::lock_guard lock(m_mutex);
    m_workload = spec.workload;
    m_serverCpus = spec.serverCpu.label.isEmpty() ? spec.serverCpu.spec : spec.serverCpu.label;
    m_phase = phase;
    m_experiment = experiment;
    m_runId = runId;
    m_mix = !spec.mix.isEmpty();
    m_clients = spec.threads;
    m_running = true;
    m_warmup = spec.warmupSec > 0;
    m_startUnixSec = double(QDateTime::currentMSecsSinceEpoch()) / 1000.0;
    m_intervals = 0;
    m_series.clear();
    m_serverCounters.clear();
}

MetricsRegistry::Series& MetricsRegistry::series(const QString& group)
{
    for (Series& s : m_series) {
        if (s.group == group)
            return s;
    }
    Series s;
    s.group = group;
    s.buckets.assign(bucketBoundsNs().size() + 1, 0);
    s.pending.assign(bucketBoundsNs().size() + 1, 0);
    m_series.push_back(std::move(s));
    return m_series.back();
}

void MetricsRegistry::addLatency(const QString& group, const LatencyHistogram& interval)
{
    const std::vector<int>& bound = boundOfBucket();
    std::lock_guard lock(m_mutex);
    Series& s = series(group);
    std::fill(s.pending.begin(), s.pending.end(), 0);
    for (int i = 0; i < LatencyHistogram::kBuckets; ++i) {
        if (const std::uint64_t n = interval.countAt(i))
            s.pending[std::size_t(bound[std::size_t(i)])] += n;
    }
    s.pendingCount = interval.count();
    s.pendingSumSec = double(interval.sumNs()) / 1e9;
}

void MetricsRegistry::addInterval(const IntervalSample& sample)
{
    std::lock_guard lock(m_mutex);
    const bool total = sample.group.isEmpty();
    if (total) {
        ++m_intervals;
        m_warmup = sample.warmup;
        if (!sample.serverCounters.empty())
            m_serverCounters = sample.serverCounters;
        m_clients = sample.threads;
        if (m_mix)
            return; // the groups' series hold the counts; their sum is the total
    }
    Series& s = series(sample.group);
    s.clients = sample.threads;
    s.connected = sample.connected;
    s.busy = sample.busy;
    if (!sample.warmup) { // counted as the run's summary counts: from the measured start
        s.transactions += sample.transactions;
        s.reads += sample.reads;
        s.writes += sample.writes;
        s.others += sample.others;
        s.retried += sample.ignoredErrors;
        s.fatal += sample.fatalErrors;
        s.reconnects += sample.reconnects;
        for (std::size_t i = 0; i < s.buckets.size(); ++i)
            s.buckets[i] += s.pending[i];
        s.count += s.pendingCount;
        s.sumSec += s.pendingSumSec;
    }
    std::fill(s.pending.begin(), s.pending.end(), 0);
    s.pendingCount = 0;
    s.pendingSumSec = 0;
}

void MetricsRegistry::endRun()
{
    std::lock_guard lock(m_mutex);
    m_running = false;
}

MetricsRegistry::Format MetricsRegistry::formatFor(const QByteArray& accept)
{
    return accept.contains("application/openmetrics-text") ? Format::OpenMetrics : Format::Prometheus004;
}

QByteArray MetricsRegistry::contentType(Format format)
{
    return format == Format::OpenMetrics
        ? QByteArrayLiteral("application/openmetrics-text; version=1.0.0; charset=utf-8")
        : QByteArrayLiteral("text/plain; version=0.0.4; charset=utf-8");
}

QByteArray MetricsRegistry::render(Format format) const
{
    std::unique_lock lock(m_mutex);
    const std::vector<Series> series = m_series;
    const std::vector<ServerCounterValue> counters = m_serverCounters;
    const bool begun = m_startUnixSec > 0, running = m_running, warmup = m_warmup;
    const double start = m_startUnixSec;
    QByteArray run;
    if (m_experiment > 0)
        run = withLabel(run, "experiment", QByteArray::number(m_experiment));
    if (m_runId > 0)
        run = withLabel(run, "run_id", QByteArray::number(m_runId));
    run = withLabel(run, "workload", escaped(m_workload));
    if (!m_phase.isEmpty())
        run = withLabel(run, "phase", escaped(m_phase));
    run = withLabel(run, "server_cpus", escaped(m_serverCpus));
    const QByteArray runLabels = withLabel(run, "clients", QByteArray::number(m_clients));
    lock.unlock();

    Writer w { format, {} };
    w.text.reserve(int(8192 + series.size() * 12000));
    std::vector<QByteArray> labels;
    for (const Series& s : series) {
        QByteArray l = withLabel(run, "clients", QByteArray::number(s.clients));
        labels.push_back(s.group.isEmpty() ? l : withLabel(l, "group", escaped(s.group)));
    }
    w.family("scalebench_run_running", "gauge",
        "1 while the run measures, 0 once it ended (its values stay until the next run)");
    if (begun) {
        w.sample("scalebench_run_running", runLabels, running ? "1" : "0");
        w.family(
            "scalebench_run_warmup", "gauge", "1 during the run's warm-up, whose intervals the counters leave out");
        w.sample("scalebench_run_warmup", runLabels, warmup ? "1" : "0");
        w.family("scalebench_run_start_timestamp_seconds", "gauge", "When the run began, in seconds since 1970");
        w.sample("scalebench_run_start_timestamp_seconds", runLabels, number(start));
    }
    if (!series.empty()) {
        writeCounts(w, series, labels);
        writeLatency(w, series, labels);
    }
    if (!counters.empty()) {
        w.family("scalebench_server_status", "gauge",
            "The server's status counters the run reads (--server-counters): per second over the last interval, "
            "or the level at its end for a level such as Threads_running");
        for (const ServerCounterValue& c : counters)
            w.sample("scalebench_server_status", withLabel(runLabels, "variable", escaped(c.name)), number(c.value));
    }
    if (w.open())
        w.text += "# EOF\n";
    return w.text;
}

} // namespace sb
