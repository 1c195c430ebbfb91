// SPDX-License-Identifier: GPL-3.0-or-later
// Decides, interval by interval, when a run has an incident: its throughput stayed below a share of the run's running
// median for some intervals in a row, or the stall watchdog found the server not answering. One incident per episode:
// the next can start only once throughput is back above the threshold and the server answers.
#pragma once

#include "incident.h"

#include <optional>
#include <vector>

namespace sb {

struct IntervalSample;

class IncidentDetector {
public:
    static constexpr double kDefaultFraction = 0.5;
    static constexpr int kDefaultIntervals = 3;
    // Intervals the median needs before throughput is judged at all.
    static constexpr int kMinimumHistory = 3;

    explicit IncidentDetector(double fraction = kDefaultFraction, int intervals = kDefaultIntervals);

    // An incident starts with this interval: its reason and figures (no capture yet). Warm-up intervals are not
    // judged and do not count towards the median.
    std::optional<Incident> feed(const IntervalSample& sample);
    // Intervals in a row below the threshold, up to the last one fed.
    int lowIntervals() const { return m_low; }
    double median() const;

private:
    double m_fraction;
    int m_intervals;
    std::vector<double> m_history; // tps of the intervals that were not low
    int m_low = 0;
    bool m_inIncident = false;
};

} // namespace sb
