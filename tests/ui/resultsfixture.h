// SPDX-License-Identifier: GPL-3.0-or-later
// A small results file written through ResultStore for the Results page tests: two experiments, runs that
// finished (with intervals and an environment snapshot), one interrupted, one failed and one still running.
#pragma once

#include "store/resultstore.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

namespace sb::test {

inline RunSpec resultsSpec(int index, const QString& workload, int threads, const QString& serverCpus)
{
    RunSpec spec;
    spec.index = index;
    spec.serverProfile = QStringLiteral("sandbox");
    spec.workload = workload;
    spec.workloadLabel = workload;
    spec.workloadOptions = { { QStringLiteral("tables"), 2 }, { QStringLiteral("table_size"), 1000 } };
    spec.threads = threads;
    spec.serverCpu = CpuConfig { serverCpus,
        serverCpus == QLatin1String("all") ? QStringLiteral("all") : QStringLiteral("cores:1") };
    spec.durationSec = 10;
    return spec;
}

inline IntervalSample resultsSample(int second, double tps)
{
    IntervalSample s;
    s.timeSec = second;
    s.intervalSec = 1;
    s.threads = 4;
    s.transactions = std::uint64_t(tps);
    s.reads = s.transactions * 14;
    s.writes = s.transactions * 4;
    s.others = s.transactions * 2;
    s.latency.avgMs = 2.0 + second * 0.1;
    s.latency.p95Ms = 4.0 + second * 0.1;
    s.latency.p99Ms = 6.0 + second * 0.1;
    return s;
}

inline RunSummary resultsSummary(std::uint64_t transactions, double p95)
{
    RunSummary summary;
    summary.threads = 4;
    summary.durationSec = 10;
    summary.transactions = transactions;
    summary.reads = transactions * 14;
    summary.writes = transactions * 4;
    summary.others = transactions * 2;
    summary.latency.p95Ms = p95;
    summary.latency.avgMs = p95 / 2;
    return summary;
}

inline QJsonObject resultsEnvironment()
{
    const QJsonObject variables { { QStringLiteral("innodb_buffer_pool_size"), QStringLiteral("134217728") },
        { QStringLiteral("innodb_log_file_size"), QStringLiteral("100663296") },
        { QStringLiteral("max_connections"), QStringLiteral("151") },
        { QStringLiteral("thread_pool_size"), QStringLiteral("4") } };
    const QJsonObject server { { QStringLiteral("version"), QStringLiteral("11.4.2-MariaDB") },
        { QStringLiteral("version_comment"), QStringLiteral("test build") },
        { QStringLiteral("flavour"), QStringLiteral("mariadb") }, { QStringLiteral("variables"), variables } };
    const QJsonObject machine { { QStringLiteral("cpuModel"), QStringLiteral("Test CPU 9000") },
        { QStringLiteral("cores"), 4 }, { QStringLiteral("pus"), 8 }, { QStringLiteral("smtAvailable"), true },
        { QStringLiteral("osName"), QStringLiteral("Test OS") },
        { QStringLiteral("kernelRelease"), QStringLiteral("6.1") },
        { QStringLiteral("hostname"), QStringLiteral("benchhost") } };
    const QJsonObject affinity { { QStringLiteral("client"),
                                     QJsonObject { { QStringLiteral("effective"), QStringLiteral("2-3") },
                                         { QStringLiteral("bind"), QStringLiteral("compact") } } },
        { QStringLiteral("server"),
            QJsonObject { { QStringLiteral("effective"), QStringLiteral("0") }, { QStringLiteral("pid"), 4242 } } },
        { QStringLiteral("machine"), machine } };
    return { { QStringLiteral("tool_version"), QStringLiteral("9.9.9-test") },
        { QStringLiteral("client_library"), QStringLiteral("libmariadb 3.3") }, { QStringLiteral("server"), server },
        { QStringLiteral("affinity"), affinity },
        { QStringLiteral("status_delta"), QJsonObject { { QStringLiteral("Com_select"), 140000 } } } };
}

struct ResultsFixture {
    qint64 scaling = 0; // experiment "core-scaling": runs 1..4
    qint64 other = 0; // experiment "read-write": runs 5..6
    QList<qint64> runs; // in insertion order
};

// tps of the finished runs: 9.5, 100, 25 (string order would differ from numeric order).
inline ResultsFixture writeResults(const QString& path)
{
    ResultsFixture f;
    ResultStore store;
    if (Error e = store.open(path)) {
        qWarning("cannot write the fixture store: %s", qPrintable(e.detail));
        return f;
    }
    f.scaling = *store.createExperiment(QStringLiteral("core-scaling"), QJsonObject { { QStringLiteral("name"), 1 } });
    f.other = *store.createExperiment(QStringLiteral("read-write"), QJsonObject { { QStringLiteral("name"), 2 } });
    struct Row {
        qint64 experiment;
        QString workload;
        int threads;
        QString cpus;
        RunStatus status;
        std::uint64_t transactions;
        double p95;
    };
    const Row rows[] = {
        { f.scaling, QStringLiteral("oltp_read_only"), 1, QStringLiteral("1 core"), RunStatus::Finished, 95, 3.5 },
        { f.scaling, QStringLiteral("oltp_read_only"), 4, QStringLiteral("1 core"), RunStatus::Finished, 1000, 12.25 },
        { f.scaling, QStringLiteral("oltp_read_only"), 16, QStringLiteral("all"), RunStatus::Interrupted, 0, 0 },
        { f.scaling, QStringLiteral("oltp_read_only"), 32, QStringLiteral("all"), RunStatus::Running, 0, 0 },
        { f.other, QStringLiteral("oltp_read_write"), 8, QStringLiteral("all"), RunStatus::Finished, 250, 7.75 },
        { f.other, QStringLiteral("oltp_read_write"), 64, QStringLiteral("all"), RunStatus::Failed, 0, 0 },
    };
    int index = 0;
    for (const Row& r : rows) {
        const qint64 id = *store.beginRun(r.experiment, resultsSpec(index++, r.workload, r.threads, r.cpus));
        f.runs.append(id);
        if (r.status == RunStatus::Running)
            continue;
        const int intervals = r.status == RunStatus::Finished ? 10 : 3;
        for (int t = 1; t <= intervals; ++t)
            store.appendInterval(id, resultsSample(t, double(r.transactions) / 10 + t));
        if (r.status == RunStatus::Finished) {
            store.setEnvironment(id, resultsEnvironment());
            store.finishRun(id, resultsSummary(r.transactions, r.p95), r.status);
        } else {
            store.finishRun(id, RunSummary(), r.status,
                r.status == RunStatus::Failed ? QStringLiteral("ConnectFailed") : QStringLiteral("stopped"));
        }
    }
    return f;
}

} // namespace sb::test
