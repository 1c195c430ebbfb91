// SPDX-License-Identifier: GPL-3.0-or-later
// A run's merged latency histogram as an opaque blob: the engine's LatencyHistogram defines the bucket layout
// and names it in `encoding`, so the store does not depend on it.
#pragma once

#include <QByteArray>
#include <QString>

namespace sb {

// Closed-loop latency, or (open loop) the service time from each transaction's actual start.
enum class HistogramKind { Latency, Service };

struct StoredHistogram {
    QString encoding; // e.g. "sb-log-buckets-v1": how to read `data`
    QByteArray data;
};

} // namespace sb
