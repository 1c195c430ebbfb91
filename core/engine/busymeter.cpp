// SPDX-License-Identifier: GPL-3.0-or-later
#include "busymeter.h"

#include "workercounters.h"

#include <chrono>

namespace sb {

BusyMeter::Reading BusyMeter::read(const std::vector<const WorkerCounters*>& blocks)
{
    loadWords(blocks);
    const auto now = std::chrono::steady_clock::now().time_since_epoch();
    return add(std::uint64_t(std::chrono::duration_cast<std::chrono::nanoseconds>(now).count()));
}

BusyMeter::Reading BusyMeter::readStopped(const std::vector<const WorkerCounters*>& blocks, std::uint64_t atNs)
{
    loadWords(blocks);
    return add(atNs);
}

void BusyMeter::loadWords(const std::vector<const WorkerCounters*>& blocks)
{
    m_words.clear();
    for (const WorkerCounters* c : blocks)
        m_words.push_back(c->busy.load());
}

BusyMeter::Reading BusyMeter::add(std::uint64_t atNs)
{
    m_blockNs.resize(m_words.size(), 0);
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < m_words.size(); ++i) {
        // The step since the last reading, modulo 2^48, taken as signed: a step back is small, a step forward
        // < 2^47 ns.
        std::uint64_t step = (BusyClock::busyModulo(m_words[i], atNs) - m_blockNs[i]) & BusyClock::kMask;
        if (step >= BusyClock::kModulus / 2)
            step -= BusyClock::kModulus; // wraps below 2^64: adding it subtracts
        m_blockNs[i] += step;
        total += m_blockNs[i];
    }
    return { total, atNs };
}

} // namespace sb
