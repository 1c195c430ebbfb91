// SPDX-License-Identifier: GPL-3.0-or-later
// What a live scraper (Prometheus) reads of the current run: counters since the run's measured start, gauges of its
// last interval and a cumulative latency histogram in seconds, filled from the run's intervals and their latency
// histograms (MeasuredRunHooks) and rendered in the OpenMetrics text format or Prometheus' 0.0.4 text format.
// MetricsEndpoint serves it; between the runs of a plan it keeps the last run's values.
#pragma once

#include "engine/intervalsample.h"

#include <QByteArray>
#include <QString>
#include <cstdint>
#include <mutex>
#include <vector>

namespace sb {

class LatencyHistogram;
struct MeasuredRunHooks;
struct RunSpec;

class MetricsRegistry {
public:
    enum class Format { OpenMetrics, Prometheus004 };

    // The latency buckets' upper bounds in nanoseconds, 8.192 µs to 68.7 s: 8 per octave, each a boundary of
    // LatencyHistogram's own buckets (so a run's histogram moves over exactly) and each at most 10% above the one
    // before (64, 70, 77, 84, 92, 101, 111, 122 sixty-fourths of the octave).
    static const std::vector<std::uint64_t>& bucketBoundsNs();

    // Hooks that feed this registry, added after those `hooks` already has (which still run first). `spec`: the
    // run's (workload, server CPUs, mix or not), `experiment`: its experiment in the results file (0: none). The
    // registry must outlive every run made with them.
    void attach(MeasuredRunHooks& hooks, const RunSpec& spec, qint64 experiment);

    // What the hooks call; public for tests. A new run (or phase) replaces the last one's series.
    void beginRun(const RunSpec& spec, qint64 experiment, qint64 runId, const QString& phase);
    void addLatency(const QString& group, const LatencyHistogram& interval);
    void addInterval(const IntervalSample& sample);
    void endRun();

    QByteArray render(Format format) const;
    static QByteArray contentType(Format format);
    // OpenMetrics when the scraper's Accept header asks for it (Prometheus does), the 0.0.4 text format otherwise.
    static Format formatFor(const QByteArray& accept);

    // One series set: a run's, or one group's of a mix.
    struct Series {
        QString group; // a mix's group; empty for a run of one workload
        int clients = 0;
        std::uint64_t transactions = 0, reads = 0, writes = 0, others = 0;
        std::uint64_t retried = 0, fatal = 0, reconnects = 0;
        int connected = 0;
        double busy = 0;
        std::vector<std::uint64_t> buckets; // per bound, not cumulative; the last is above every bound (+Inf)
        std::uint64_t count = 0;
        double sumSec = 0;
        // The interval's latency, waiting for its sample (which says whether it is warm-up).
        std::vector<std::uint64_t> pending;
        std::uint64_t pendingCount = 0;
        double pendingSumSec = 0;
    };

private:
    Series& series(const QString& group);

    mutable std::mutex m_mutex;
    QString m_workload, m_serverCpus, m_phase;
    qint64 m_experiment = 0;
    qint64 m_runId = 0;
    bool m_mix = false;
    bool m_running = false;
    bool m_warmup = false;
    int m_clients = 0;
    double m_startUnixSec = 0; // when the run began (0: no run yet)
    std::uint64_t m_intervals = 0;
    std::vector<Series> m_series;
    std::vector<ServerCounterValue> m_serverCounters;
};

} // namespace sb
