// SPDX-License-Identifier: GPL-3.0-or-later
// A run as the store tests keep it: its spec, an interval, and a file's bytes to look for what must not be there.
#pragma once

#include "engine/intervalsample.h"
#include "plan/runspec.h"

#include <QFile>

namespace sb::test {

inline RunSpec sampleSpec(int index = 0)
{
    RunSpec spec;
    spec.index = index;
    spec.serverProfile = QStringLiteral("sandbox");
    spec.workload = QStringLiteral("oltp_read_only");
    spec.workloadLabel = spec.workload;
    spec.workloadOptions = { { QStringLiteral("tables"), 2 }, { QStringLiteral("table_size"), 1000 } };
    spec.threads = 8;
    spec.serverCpu = CpuConfig { QStringLiteral("2 cores"), QStringLiteral("cores:2") };
    spec.durationSec = 10;
    return spec;
}

inline IntervalSample sample(int second)
{
    IntervalSample s;
    s.timeSec = second;
    s.intervalSec = 1;
    s.threads = 8;
    s.transactions = 100 + std::uint64_t(second);
    s.reads = 1400;
    s.writes = 2;
    s.others = 200;
    s.ignoredErrors = 1;
    s.latency = LatencySummary { 100, 0.5, 2.0, 1.8, 4.5, 6.0, 9.0, 12.5, 200.0 };
    s.serverThreads = { ServerThreadCpu { 42, QStringLiteral("connection"), 87.5, 3 } };
    return s;
}

inline QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace sb::test
