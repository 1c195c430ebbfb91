// SPDX-License-Identifier: GPL-3.0-or-later
#include "serverthreadsampler.h"

#include "procthreads.h"

#include <QDir>
#include <algorithm>
#include <unistd.h>

namespace sb {

ServerThreadSampler::ServerThreadSampler(pid_t pid)
    : m_pid(pid)
    , m_ticksPerSecond(::sysconf(_SC_CLK_TCK))
    , m_previousTicks(readTicks(nullptr))
    , m_previousTime(std::chrono::steady_clock::now())
{
}

bool ServerThreadSampler::processExists() const
{
    return QDir(QStringLiteral("/proc/%1/task").arg(m_pid)).exists();
}

std::map<pid_t, unsigned long long> ServerThreadSampler::readTicks(std::vector<ServerThreadCpu>* threads) const
{
    std::map<pid_t, unsigned long long> ticks;
    for (pid_t tid : procThreadIds(m_pid)) {
        ProcThreadStat stat;
        if (!readProcThreadStat(m_pid, tid, stat))
            continue;
        ticks[tid] = stat.cpuTicks;
        if (threads)
            threads->push_back({ int(tid), QString(), 0.0, stat.lastCpu });
    }
    return ticks;
}

std::vector<ServerThreadCpu> ServerThreadSampler::sample()
{
    std::vector<ServerThreadCpu> threads;
    const auto time = std::chrono::steady_clock::now();
    const auto ticks = readTicks(&threads);
    const double seconds = std::chrono::duration<double>(time - m_previousTime).count();
    std::vector<ServerThreadCpu> busy;
    for (ServerThreadCpu& t : threads) {
        const auto before = m_previousTicks.find(pid_t(t.tid));
        // A thread born during the interval used all of its ticks within it.
        const unsigned long long now = ticks.at(pid_t(t.tid));
        const unsigned long long then = before != m_previousTicks.end() ? before->second : 0;
        const unsigned long long used = now >= then ? now - then : now; // a reused tid starts again from 0
        if (used == 0 || seconds <= 0 || m_ticksPerSecond <= 0)
            continue;
        t.cpuPercent = 100.0 * double(used) / double(m_ticksPerSecond) / seconds;
        t.name = procThreadName(m_pid, pid_t(t.tid));
        busy.push_back(std::move(t));
    }
    m_previousTicks = ticks;
    m_previousTime = time;
    std::sort(busy.begin(), busy.end(), [](const auto& a, const auto& b) { return a.cpuPercent > b.cpuPercent; });
    return busy;
}

} // namespace sb
