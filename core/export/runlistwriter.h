// SPDX-License-Identifier: GPL-3.0-or-later
// A list of stored runs as a table (one run per row: conditions, status and headline figures), for
// `results list --csv/--json/--markdown` and for spreadsheets.
#pragma once

#include "recordtable.h"
#include "store/storedrun.h"

#include <QList>

namespace sb {

class RunListWriter {
public:
    // Columns: id, experiment, workload, clients, server_cpus, client_cpus, server, repetition (1-based), status,
    // reason, started, duration_s, tps, qps, p95_ms, p99_ms, avg_latency_ms, errors_per_sec, intervals.
    // Figures are missing for runs without a summary, and latencies the run did not measure are missing.
    static RecordTable table(const QList<StoredRun>& runs);
    static QString write(const QList<StoredRun>& runs, TableWriter::Format format);
};

} // namespace sb
