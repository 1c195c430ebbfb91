// SPDX-License-Identifier: GPL-3.0-or-later
#include "intervalserieswriter.h"

namespace sb {

namespace {

    QVariant latency(double ms)
    {
        return ms > 0 ? QVariant(ms) : QVariant();
    }

} // namespace

RecordTable IntervalSeriesWriter::table(const std::vector<IntervalSample>& intervals)
{
    RecordTable t({ { QStringLiteral("time_s"), QStringLiteral("time s"), 1 },
        { QStringLiteral("interval_s"), QStringLiteral("length s"), 2 },
        { QStringLiteral("warmup"), QStringLiteral("warm-up") }, { QStringLiteral("threads"), QStringLiteral("thds") },
        { QStringLiteral("tps"), QStringLiteral("tps"), 2 }, { QStringLiteral("qps"), QStringLiteral("qps"), 2 },
        { QStringLiteral("reads_per_sec"), QStringLiteral("r/s"), 2 },
        { QStringLiteral("writes_per_sec"), QStringLiteral("w/s"), 2 },
        { QStringLiteral("others_per_sec"), QStringLiteral("o/s"), 2 },
        { QStringLiteral("errors_per_sec"), QStringLiteral("err/s"), 2 },
        { QStringLiteral("reconnects_per_sec"), QStringLiteral("reconn/s"), 2 },
        { QStringLiteral("latency_avg_ms"), QStringLiteral("avg ms"), 2 },
        { QStringLiteral("latency_p95_ms"), QStringLiteral("p95 ms"), 2 },
        { QStringLiteral("latency_p99_ms"), QStringLiteral("p99 ms"), 2 },
        { QStringLiteral("latency_max_ms"), QStringLiteral("max ms"), 2 } });
    for (const IntervalSample& s : intervals) {
        t.addRow({ s.timeSec, s.intervalSec, s.warmup, s.threads, s.tps(), s.qps(), s.perSec(s.reads),
            s.perSec(s.writes), s.perSec(s.others), s.perSec(s.ignoredErrors + s.fatalErrors), s.perSec(s.reconnects),
            latency(s.latency.avgMs), latency(s.latency.p95Ms), latency(s.latency.p99Ms), latency(s.latency.maxMs) });
    }
    return t;
}

QString IntervalSeriesWriter::write(const std::vector<IntervalSample>& intervals, TableWriter::Format format)
{
    return table(intervals).write(format, QStringLiteral("intervals"));
}

} // namespace sb
