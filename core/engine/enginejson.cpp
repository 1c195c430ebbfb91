// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginejson.h"

#include "common/errorjson.h"

#include <QJsonArray>

namespace sb {

QJsonObject EngineJson::latency(const LatencySummary& l)
{
    return { { QStringLiteral("count"), qint64(l.count) }, { QStringLiteral("min"), l.minMs },
        { QStringLiteral("avg"), l.avgMs }, { QStringLiteral("p50"), l.p50Ms }, { QStringLiteral("p95"), l.p95Ms },
        { QStringLiteral("p99"), l.p99Ms }, { QStringLiteral("p99.9"), l.p999Ms }, { QStringLiteral("max"), l.maxMs },
        { QStringLiteral("sum"), l.sumMs } };
}

QJsonObject EngineJson::connects(const ConnectSummary& c)
{
    return { { QStringLiteral("connected"), qint64(c.connected) }, { QStringLiteral("failures"), qint64(c.failures) },
        { QStringLiteral("mean_ms"), c.meanMs }, { QStringLiteral("p95_ms"), c.p95Ms },
        { QStringLiteral("max_ms"), c.maxMs }, { QStringLiteral("retries"), qint64(c.retries) } };
}

QJsonObject EngineJson::serverCounters(const std::vector<ServerCounterValue>& counters)
{
    QJsonObject o;
    for (const ServerCounterValue& c : counters)
        o.insert(c.name, c.value);
    return o;
}

std::vector<ServerCounterValue> EngineJson::serverCountersFromJson(const QJsonObject& object)
{
    std::vector<ServerCounterValue> counters;
    for (auto it = object.constBegin(); it != object.constEnd(); ++it)
        counters.push_back({ it.key(), it.value().toDouble() });
    return counters;
}

QJsonObject EngineJson::interval(const IntervalSample& s)
{
    QJsonObject o { { QStringLiteral("type"), QStringLiteral("interval") }, { QStringLiteral("time"), s.timeSec },
        { QStringLiteral("interval"), s.intervalSec }, { QStringLiteral("warmup"), s.warmup },
        { QStringLiteral("threads"), s.threads }, { QStringLiteral("transactions"), qint64(s.transactions) },
        { QStringLiteral("queries"), qint64(s.queries()) }, { QStringLiteral("read"), qint64(s.reads) },
        { QStringLiteral("write"), qint64(s.writes) }, { QStringLiteral("other"), qint64(s.others) },
        { QStringLiteral("errors"), qint64(s.ignoredErrors + s.fatalErrors) },
        { QStringLiteral("reconnects"), qint64(s.reconnects) }, { QStringLiteral("tps"), s.tps() },
        { QStringLiteral("qps"), s.qps() }, { QStringLiteral("latency_ms"), latency(s.latency) },
        { QStringLiteral("connected"), s.connected }, { QStringLiteral("busy"), s.busy } };
    if (s.headline > 0) // the workload's headline transactions (tpcc: New-Orders) and their rate per minute
        o.insert(QStringLiteral("headline"), QJsonObject { { QStringLiteral("committed"), qint64(s.headline) },
                                                 { QStringLiteral("per_min"), s.headlinePerMin() } });
    if (s.targetRate > 0) {
        o.insert(QStringLiteral("target_rate"), s.targetRate);
        o.insert(QStringLiteral("service_latency_ms"), latency(s.serviceLatency));
        o.insert(QStringLiteral("backlog"), qint64(s.backlog));
    }
    if (s.serverNotAnswering()) {
        o.insert(QStringLiteral("not_answering_sec"), s.notAnsweringSec);
        o.insert(QStringLiteral("stalled_connections"), s.stalledConnections);
    }
    if (!s.restart.isEmpty())
        o.insert(QStringLiteral("server_restart"), s.restart);
    if (!s.serverThreads.empty()) {
        QJsonArray threads;
        for (const ServerThreadCpu& t : s.serverThreads)
            threads.append(QJsonObject { { QStringLiteral("tid"), t.tid }, { QStringLiteral("name"), t.name },
                { QStringLiteral("cpu_percent"), t.cpuPercent }, { QStringLiteral("cpu"), t.lastCpu } });
        o.insert(QStringLiteral("server_threads"), threads);
    }
    if (!s.serverCounters.empty())
        o.insert(QStringLiteral("server"), serverCounters(s.serverCounters));
    if (!s.group.isEmpty()) // a mixed run's group (the total has none)
        o.insert(QStringLiteral("group"), s.group);
    return o;
}

QJsonObject EngineJson::summary(const RunSummary& r)
{
    QJsonObject errorsByCode;
    for (const auto& [code, count] : r.errorsByCode)
        errorsByCode.insert(QString::number(code), qint64(count));
    QJsonObject o { { QStringLiteral("type"), QStringLiteral("summary") },
        { QStringLiteral("status"), QLatin1String(runStatusName(r.status)) }, { QStringLiteral("threads"), r.threads },
        { QStringLiteral("duration"), r.durationSec }, { QStringLiteral("transactions"), qint64(r.transactions) },
        { QStringLiteral("queries"), qint64(r.queries()) }, { QStringLiteral("read"), qint64(r.reads) },
        { QStringLiteral("write"), qint64(r.writes) }, { QStringLiteral("other"), qint64(r.others) },
        { QStringLiteral("errors"), qint64(r.errors()) }, { QStringLiteral("ignored_errors"), qint64(r.ignoredErrors) },
        { QStringLiteral("fatal_errors"), qint64(r.fatalErrors) }, { QStringLiteral("errors_by_code"), errorsByCode },
        { QStringLiteral("reconnects"), qint64(r.reconnects) }, { QStringLiteral("tps"), r.tps() },
        { QStringLiteral("qps"), r.qps() }, { QStringLiteral("latency_ms"), latency(r.latency) } };
    if (r.targetRate > 0) {
        o.insert(QStringLiteral("target_rate"), r.targetRate);
        o.insert(QStringLiteral("service_latency_ms"), latency(r.serviceLatency));
        o.insert(QStringLiteral("backlog"), qint64(r.backlog));
        o.insert(QStringLiteral("backlog_peak"), qint64(r.backlogPeak));
    }
    if (r.stuckConnections > 0)
        o.insert(QStringLiteral("stuck_connections"), r.stuckConnections);
    if (!r.driver.isEmpty()) {
        o.insert(QStringLiteral("driver"), r.driver);
        if (r.driverThreads > 0)
            o.insert(QStringLiteral("driver_threads"), r.driverThreads);
    }
    o.insert(QStringLiteral("connects"), connects(r.connects));
    if (!r.perHost.empty()) {
        QJsonArray hosts;
        for (const HostCounts& h : r.perHost)
            hosts.append(QJsonObject { { QStringLiteral("endpoint"), h.endpoint },
                { QStringLiteral("connections"), h.connections },
                { QStringLiteral("transactions"), qint64(h.transactions) },
                { QStringLiteral("queries"), qint64(h.queries) }, { QStringLiteral("errors"), qint64(h.errors) },
                { QStringLiteral("tps"), r.perSec(h.transactions) } });
        o.insert(QStringLiteral("hosts"), hosts);
    }
    if (!r.types.empty()) {
        QJsonArray types;
        for (const TransactionTypeSummary& t : r.types)
            types.append(QJsonObject { { QStringLiteral("name"), t.name },
                { QStringLiteral("transactions"), qint64(t.transactions) },
                { QStringLiteral("rolled_back"), qint64(t.rolledBack) }, { QStringLiteral("errors"), qint64(t.errors) },
                { QStringLiteral("share"), r.typedTransactions() ? double(t.transactions) / double(r.typedTransactions()) : 0.0 },
                { QStringLiteral("latency_ms"), latency(t.latency) } });
        o.insert(QStringLiteral("transaction_types"), types);
    }
    if (!r.headlineName.isEmpty()) {
        o.insert(QStringLiteral("headline"), QJsonObject { { QStringLiteral("name"), r.headlineName },
                                                 { QStringLiteral("committed"), qint64(r.headline) },
                                                 { QStringLiteral("per_min"), r.headlinePerMin() } });
    }
    if (!r.workloadFigures.isEmpty())
        o.insert(QStringLiteral("workload_figures"), r.workloadFigures);
    if (!r.serverRestarts.isEmpty())
        o.insert(QStringLiteral("server_restarts"), r.serverRestarts);
    if (!r.group.isEmpty())
        o.insert(QStringLiteral("group"), r.group);
    if (!r.groups.empty()) { // a mixed run's total: each group's summary, in the mix's order
        QJsonArray groups;
        for (const RunSummary& g : r.groups) {
            QJsonObject one = summary(g);
            one.remove(QStringLiteral("type"));
            groups.append(one);
        }
        o.insert(QStringLiteral("groups"), groups);
    }
    if (r.error)
        o.insert(QStringLiteral("error"), ErrorJson::toJson(r.error));
    return o;
}

} // namespace sb
