// SPDX-License-Identifier: GPL-3.0-or-later
#include "storecodec.h"

#include "common/errorjson.h"
#include "engine/enginejson.h"
#include "engine/latencyhistogram.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QSqlRecord>
#include <cstring>

namespace sb {

namespace {
    QString key(const char* name)
    {
        return QString::fromLatin1(name);
    }
    // SQLite integers are signed 64-bit; counters never come near 2^63.
    QVariant integer(std::uint64_t n)
    {
        return QVariant(qint64(n));
    }
    std::uint64_t counter(const QJsonValue& value)
    {
        return std::uint64_t(value.toDouble());
    }
}

QString StoreCodec::statusName(RunStatus status)
{
    switch (status) {
    case RunStatus::Running:
        return QStringLiteral("running");
    case RunStatus::Finished:
        return QStringLiteral("finished");
    case RunStatus::Interrupted:
        return QStringLiteral("interrupted");
    case RunStatus::Failed:
        return QStringLiteral("failed");
    case RunStatus::Stalled: // the schema knows four states: stored as interrupted until it learns this one
        return QStringLiteral("interrupted");
    }
    return QStringLiteral("failed");
}

std::optional<RunStatus> StoreCodec::statusFromName(const QString& name)
{
    for (RunStatus status : { RunStatus::Running, RunStatus::Finished, RunStatus::Interrupted, RunStatus::Failed }) {
        if (statusName(status) == name)
            return status;
    }
    return std::nullopt;
}

QString StoreCodec::timestamp(const QDateTime& time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime StoreCodec::timeFromText(const QString& text)
{
    return QDateTime::fromString(text, Qt::ISODateWithMs);
}

QString StoreCodec::jsonText(const QJsonObject& object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QJsonObject StoreCodec::jsonObject(const QString& text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

LatencySummary StoreCodec::latencyFromJson(const QJsonObject& object)
{
    LatencySummary latency;
    latency.count = counter(object.value(key("count")));
    latency.minMs = object.value(key("min")).toDouble();
    latency.avgMs = object.value(key("avg")).toDouble();
    latency.p50Ms = object.value(key("p50")).toDouble();
    latency.p95Ms = object.value(key("p95")).toDouble();
    latency.p99Ms = object.value(key("p99")).toDouble();
    latency.p999Ms = object.value(key("p99.9")).toDouble();
    latency.maxMs = object.value(key("max")).toDouble();
    latency.sumMs = object.value(key("sum")).toDouble();
    return latency;
}

// The engine's JSON form (the CLI's --json output), whose error has every field (ErrorJson): its value and args are
// what the words need when the stored run is shown later (ErrorText).
QJsonObject StoreCodec::summaryToJson(const RunSummary& summary)
{
    return EngineJson::summary(summary);
}

RunSummary StoreCodec::summaryFromJson(const QJsonObject& object)
{
    RunSummary summary;
    summary.status = statusFromName(object.value(key("status")).toString()).value_or(RunStatus::Finished);
    summary.error = ErrorJson::fromJson(object.value(key("error")).toObject());
    summary.threads = object.value(key("threads")).toInt();
    summary.durationSec = object.value(key("duration")).toDouble();
    summary.transactions = counter(object.value(key("transactions")));
    summary.reads = counter(object.value(key("read")));
    summary.writes = counter(object.value(key("write")));
    summary.others = counter(object.value(key("other")));
    summary.ignoredErrors = counter(object.value(key("ignored_errors")));
    summary.fatalErrors = counter(object.value(key("fatal_errors")));
    summary.reconnects = counter(object.value(key("reconnects")));
    const QJsonObject byCode = object.value(key("errors_by_code")).toObject();
    for (auto it = byCode.constBegin(); it != byCode.constEnd(); ++it)
        summary.errorsByCode[it.key().toUInt()] = counter(it.value());
    summary.latency = latencyFromJson(object.value(key("latency_ms")).toObject());
    summary.targetRate = object.value(key("target_rate")).toDouble();
    summary.serviceLatency = latencyFromJson(object.value(key("service_latency_ms")).toObject());
    summary.backlog = counter(object.value(key("backlog")));
    summary.backlogPeak = counter(object.value(key("backlog_peak")));
    summary.stuckConnections = object.value(key("stuck_connections")).toInt();
    summary.driver = object.value(key("driver")).toString();
    summary.driverThreads = object.value(key("driver_threads")).toInt();
    const QJsonObject connects = object.value(key("connects")).toObject();
    summary.connects = ConnectSummary { counter(connects.value(key("connected"))),
        counter(connects.value(key("failures"))), connects.value(key("mean_ms")).toDouble(),
        connects.value(key("p95_ms")).toDouble(), connects.value(key("max_ms")).toDouble(),
        counter(connects.value(key("retries"))) };
    for (const QJsonValue& v : object.value(key("transaction_types")).toArray()) {
        const QJsonObject t = v.toObject();
        summary.types.push_back({ t.value(key("name")).toString(), counter(t.value(key("transactions"))),
            counter(t.value(key("rolled_back"))), counter(t.value(key("errors"))),
            latencyFromJson(t.value(key("latency_ms")).toObject()) });
    }
    const QJsonObject headline = object.value(key("headline")).toObject();
    summary.headlineName = headline.value(key("name")).toString();
    summary.headline = counter(headline.value(key("committed")));
    summary.workloadFigures = object.value(key("workload_figures")).toObject();
    summary.serverRestarts = object.value(key("server_restarts")).toArray();
    summary.group = object.value(key("group")).toString();
    for (const QJsonValue& g : object.value(key("groups")).toArray())
        summary.groups.push_back(summaryFromJson(g.toObject()));
    return summary;
}

const QStringList& StoreCodec::intervalColumns()
{
    static const QStringList columns = QStringLiteral(
        "t interval_sec warmup threads transactions reads writes others ignored_errors fatal_errors reconnects "
        "lat_count lat_min_ms lat_avg_ms lat_p50_ms lat_p95_ms lat_p99_ms lat_p999_ms lat_max_ms lat_sum_ms "
        "server_threads written target_rate backlog svc_count svc_min_ms svc_avg_ms svc_p50_ms svc_p95_ms "
        "svc_p99_ms svc_p999_ms svc_max_ms svc_sum_ms connected busy server_counters")
                                           .split(QLatin1Char(' '));
    return columns;
}

QVariantList StoreCodec::intervalValues(const IntervalSample& s)
{
    const LatencySummary& l = s.latency;
    return { s.timeSec, s.intervalSec, s.warmup ? 1 : 0, s.threads, integer(s.transactions), integer(s.reads),
        integer(s.writes), integer(s.others), integer(s.ignoredErrors), integer(s.fatalErrors), integer(s.reconnects),
        integer(l.count), l.minMs, l.avgMs, l.p50Ms, l.p95Ms, l.p99Ms, l.p999Ms, l.maxMs, l.sumMs,
        serverThreadsText(s.serverThreads), timestamp(QDateTime::currentDateTimeUtc()), s.targetRate,
        integer(s.backlog), integer(s.serviceLatency.count), s.serviceLatency.minMs, s.serviceLatency.avgMs,
        s.serviceLatency.p50Ms, s.serviceLatency.p95Ms, s.serviceLatency.p99Ms, s.serviceLatency.p999Ms,
        s.serviceLatency.maxMs, s.serviceLatency.sumMs, s.connected, s.busy, serverCountersText(s.serverCounters) };
}

namespace {
    // The positions in intervalColumns(), in its order.
    enum class Column {
        T,
        IntervalSec,
        Warmup,
        Threads,
        Transactions,
        Reads,
        Writes,
        Others,
        IgnoredErrors,
        FatalErrors,
        Reconnects,
        LatCount,
        LatMin,
        LatAvg,
        LatP50,
        LatP95,
        LatP99,
        LatP999,
        LatMax,
        LatSum,
        ServerThreads,
        Written,
        TargetRate,
        Backlog,
        SvcCount,
        SvcMin,
        SvcAvg,
        SvcP50,
        SvcP95,
        SvcP99,
        SvcP999,
        SvcMax,
        SvcSum,
        Connected,
        Busy,
        ServerCounters,
        Count
    };
    static_assert(int(Column::Count) == StoreCodec::kIntervalColumnCount);
}

StoreCodec::IntervalIndexes StoreCodec::intervalIndexes(const QSqlRecord& record)
{
    const QStringList& columns = intervalColumns();
    Q_ASSERT(columns.size() == kIntervalColumnCount);
    IntervalIndexes indexes;
    for (int i = 0; i < kIntervalColumnCount; ++i)
        indexes[std::size_t(i)] = record.indexOf(columns.at(i));
    return indexes;
}

IntervalSample StoreCodec::intervalFromRow(const QSqlQuery& q, const IntervalIndexes& indexes)
{
    // An absent column (-1) reads as an invalid QVariant: 0, as a NULL of an older store does.
    const auto value = [&](Column c) {
        const int index = indexes[std::size_t(c)];
        return index >= 0 ? q.value(index) : QVariant();
    };
    const auto u64 = [&](Column c) { return std::uint64_t(value(c).toLongLong()); };
    const auto real = [&](Column c) { return value(c).toDouble(); };
    const auto latency = [&](Column count) {
        const auto at = [&](int k) { return real(Column(int(count) + k)); };
        return LatencySummary { u64(count), at(1), at(2), at(3), at(4), at(5), at(6), at(7), at(8) };
    };
    IntervalSample s;
    s.timeSec = real(Column::T);
    s.intervalSec = real(Column::IntervalSec);
    s.warmup = value(Column::Warmup).toInt() != 0;
    s.threads = value(Column::Threads).toInt();
    s.transactions = u64(Column::Transactions);
    s.reads = u64(Column::Reads);
    s.writes = u64(Column::Writes);
    s.others = u64(Column::Others);
    s.ignoredErrors = u64(Column::IgnoredErrors);
    s.fatalErrors = u64(Column::FatalErrors);
    s.reconnects = u64(Column::Reconnects);
    s.latency = latency(Column::LatCount); // count, min, avg, p50, p95, p99, p99.9, max, sum
    s.serverThreads = serverThreadsFromText(value(Column::ServerThreads).toString());
    s.targetRate = real(Column::TargetRate);
    s.backlog = u64(Column::Backlog);
    s.serviceLatency = latency(Column::SvcCount);
    s.connected = value(Column::Connected).toInt();
    s.busy = real(Column::Busy);
    s.serverCounters = serverCountersFromText(value(Column::ServerCounters).toString());
    return s;
}

QString StoreCodec::serverCountersText(const std::vector<ServerCounterValue>& counters)
{
    if (counters.empty())
        return {};
    return jsonText(EngineJson::serverCounters(counters));
}

std::vector<ServerCounterValue> StoreCodec::serverCountersFromText(const QString& text)
{
    if (text.isEmpty())
        return {};
    return EngineJson::serverCountersFromJson(jsonObject(text));
}

QString StoreCodec::serverThreadsText(const std::vector<ServerThreadCpu>& threads)
{
    if (threads.empty())
        return {};
    IntervalSample carrier; // EngineJson writes server threads as part of an interval
    carrier.serverThreads = threads;
    const QJsonArray array = EngineJson::interval(carrier).value(key("server_threads")).toArray();
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

std::vector<ServerThreadCpu> StoreCodec::serverThreadsFromText(const QString& text)
{
    std::vector<ServerThreadCpu> threads;
    if (text.isEmpty())
        return threads; // most runs record none: no JSON parser per row
    for (const QJsonValue& value : QJsonDocument::fromJson(text.toUtf8()).array()) {
        const QJsonObject object = value.toObject();
        threads.push_back(ServerThreadCpu { object.value(key("tid")).toInt(), object.value(key("name")).toString(),
            object.value(key("cpu_percent")).toDouble(), object.value(key("cpu")).toInt(-1) });
    }
    return threads;
}

StoredRun StoreCodec::runFromRecord(const QSqlRecord& r)
{
    StoredRun run;
    run.id = r.value(key("id")).toLongLong();
    run.experimentId = r.value(key("experiment_id")).toLongLong();
    run.runIndex = r.value(key("run_index")).toInt();
    run.spec = RunSpec::fromJson(jsonObject(r.value(key("spec_json")).toString()));
    run.status = statusFromName(r.value(key("status")).toString()).value_or(RunStatus::Failed);
    run.reason = r.value(key("reason")).toString();
    run.started = timeFromText(r.value(key("started")).toString());
    run.ended = timeFromText(r.value(key("ended")).toString());
    run.writerPid = r.value(key("writer_pid")).toLongLong();
    run.writerHost = r.value(key("writer_host")).toString();
    const QString summary = r.value(key("summary_json")).toString();
    run.hasSummary = !summary.isEmpty();
    if (run.hasSummary)
        run.summary = summaryFromJson(jsonObject(summary));
    run.intervalCount = r.value(key("interval_count")).toLongLong();
    return run;
}

StoredHistogram StoreCodec::histogram(const LatencyHistogram& h)
{
    QByteArray data(""); // empty, never null: a run that failed before its first transaction has an empty histogram
    // and the column is NOT NULL (a null blob made that run's store write fail)
    for (int i = 0; i < LatencyHistogram::kBuckets; ++i) {
        if (const std::uint64_t c = h.countAt(i)) {
            const qint32 index = i;
            const quint64 count = c;
            data.append(reinterpret_cast<const char*>(&index), sizeof index);
            data.append(reinterpret_cast<const char*>(&count), sizeof count);
        }
    }
    return { QStringLiteral("sb-log64-sparse-v1"), data };
}

std::optional<LatencyHistogram> StoreCodec::latencyHistogram(const StoredHistogram& stored)
{
    constexpr qsizetype pair = sizeof(qint32) + sizeof(quint64);
    if (stored.encoding != QLatin1String("sb-log64-sparse-v1") || stored.data.size() % pair != 0)
        return std::nullopt;
    LatencyHistogram h;
    for (qsizetype at = 0; at < stored.data.size(); at += pair) {
        qint32 index = 0;
        quint64 count = 0;
        std::memcpy(&index, stored.data.constData() + at, sizeof index);
        std::memcpy(&count, stored.data.constData() + at + sizeof index, sizeof count);
        if (index < 0 || index >= LatencyHistogram::kBuckets)
            return std::nullopt;
        h.addBucket(index, count);
    }
    h.setExtremes(UINT64_MAX, 0, 0); // the count from the buckets; min and max then from the buckets too
    return h;
}

} // namespace sb
