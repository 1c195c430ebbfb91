// SPDX-License-Identifier: GPL-3.0-or-later
// Latency statistics of an interval or a whole run, in milliseconds (the unit sysbench prints).
#pragma once

#include <cstdint>

namespace sb {

struct LatencySummary {
    std::uint64_t count = 0;
    double minMs = 0;
    double avgMs = 0;
    double p50Ms = 0;
    double p95Ms = 0;
    double p99Ms = 0;
    double p999Ms = 0;
    double maxMs = 0;
    double sumMs = 0;
};

} // namespace sb
