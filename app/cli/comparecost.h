// SPDX-License-Identifier: GPL-3.0-or-later
// `compare`'s part for the server-side metrics and the cost per transaction (issue 35 item 4): their words in --help,
// and why runs left out of a table had no value (a host counter's or a cost metric's reason, once each: "remote",
// "no_permission", "no_pmu").
#pragma once

#include "analysis/runpivot.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace sb {
class ResultStore;
}

namespace sb::cli {

// --help's words for the server-side metrics: host counters, status counters, the cost per transaction.
QString serverMetricsUsage();
// The reasons the runs `without` did not measure `metric` (`key`: a per-transaction metric's name); empty when the
// metric is neither a host counter nor a cost.
QStringList leftOutReasons(
    ResultStore& store, const QList<StoredRun>& runs, const QList<qint64>& without, RunMetric metric, const QString& key);

} // namespace sb::cli
