// SPDX-License-Identifier: GPL-3.0-or-later
#include "incidentdetector.h"

#include "engine/intervalsample.h"

#include <algorithm>

namespace sb {

IncidentDetector::IncidentDetector(double fraction, int intervals)
    : m_fraction(fraction)
    , m_intervals(std::max(1, intervals))
{
}

double IncidentDetector::median() const
{
    if (m_history.empty())
        return 0;
    std::vector<double> v = m_history;
    const auto middle = v.begin() + std::ptrdiff_t(v.size() / 2);
    std::nth_element(v.begin(), middle, v.end());
    if (v.size() % 2 == 1)
        return *middle;
    return (*middle + *std::max_element(v.begin(), middle)) / 2;
}

std::optional<Incident> IncidentDetector::feed(const IntervalSample& s)
{
    if (s.warmup)
        return std::nullopt;
    const double tps = s.tps();
    const double median = this->median();
    const bool judged = int(m_history.size()) >= kMinimumHistory && median > 0;
    const bool low = judged && tps < m_fraction * median;
    const bool stalled = s.serverNotAnswering();
    m_low = low ? m_low + 1 : 0;
    if (!low && !stalled) {
        m_inIncident = false;
        m_history.push_back(tps);
        if (m_history.size() > 600) // a running median over the last ten minutes of one-second intervals
            m_history.erase(m_history.begin());
        return std::nullopt;
    }
    if (m_inIncident || (!stalled && m_low < m_intervals))
        return std::nullopt;
    m_inIncident = true;
    Incident incident;
    incident.timeSec = s.timeSec;
    incident.reason = stalled ? Incident::Reason::Stall : Incident::Reason::Throughput;
    incident.tps = tps;
    incident.medianTps = median;
    incident.lowIntervals = m_low;
    incident.notAnsweringSec = s.notAnsweringSec;
    return incident;
}

} // namespace sb
