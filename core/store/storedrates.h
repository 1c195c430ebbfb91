// SPDX-License-Identifier: GPL-3.0-or-later
// A run's throughput over time as the report's figures need it: per measured interval (warm-up left out) its end,
// seconds since the measured start, and its transactions and queries per second. Three columns, not a whole
// IntervalSample per row: a day of one-second intervals is 86,400 rows.
#pragma once

#include <QList>

namespace sb {

struct StoredRates {
    QList<double> times;
    QList<double> tps;
    QList<double> qps;
};

} // namespace sb
