// SPDX-License-Identifier: GPL-3.0-or-later
// One run's interval samples as a table (one interval per row, rates per second and latencies in ms), for
// `results show --intervals-csv` and for plotting elsewhere.
#pragma once

#include "engine/intervalsample.h"
#include "recordtable.h"

#include <vector>

namespace sb {

class IntervalSeriesWriter {
public:
    // Columns: time_s, interval_s, warmup, threads, tps, qps, reads_per_sec, writes_per_sec, others_per_sec,
    // errors_per_sec (ignored + fatal), reconnects_per_sec, latency_{avg,p95,p99,max}_ms. A latency of 0 is one
    // that was not measured (sysbench reports a single percentile) and is missing.
    static RecordTable table(const std::vector<IntervalSample>& intervals);
    static QString write(const std::vector<IntervalSample>& intervals, TableWriter::Format format);
};

} // namespace sb
