// SPDX-License-Identifier: GPL-3.0-or-later
// Converts the engine's value types to and from the store's rows and JSON columns.
#pragma once

#include "engine/intervalsample.h"
#include "engine/runsummary.h"
#include "storedhistogram.h"
#include "storedrun.h"

#include <QDateTime>
#include <QJsonObject>
#include <QStringList>
#include <QVariantList>
#include <array>
#include <optional>

class QSqlQuery;
class QSqlRecord;

namespace sb {
class LatencyHistogram;
}

namespace sb {

class StoreCodec {
public:
    static QString statusName(RunStatus status); // running, finished, interrupted, failed
    static std::optional<RunStatus> statusFromName(const QString& name);

    static QString timestamp(const QDateTime& time); // ISO 8601 UTC with milliseconds
    static QDateTime timeFromText(const QString& text);
    static QString jsonText(const QJsonObject& object);
    // Sparse (bucket index, count) pairs of the buckets that hold something, "sb-log64-sparse-v1".
    static StoredHistogram histogram(const LatencyHistogram& histogram);
    // Back from "sb-log64-sparse-v1" (counts only: min, max and sum are not stored); nullopt for another encoding or
    // a damaged blob.
    static std::optional<LatencyHistogram> latencyHistogram(const StoredHistogram& stored);
    static QJsonObject jsonObject(const QString& text);

    static QJsonObject summaryToJson(const RunSummary& summary); // EngineJson::summary's form

    static RunSummary summaryFromJson(const QJsonObject& object);

    // Columns of the intervals table after run_id, in the order of intervalValues().
    static const QStringList& intervalColumns();
    static QVariantList intervalValues(const IntervalSample& sample);
    // Where each of intervalColumns() is in a query's rows (-1: absent), found once per query: looking every column
    // up by name in a fresh record of every row took a third of the time reading a day of intervals took.
    static constexpr int kIntervalColumnCount = 36;
    using IntervalIndexes = std::array<int, kIntervalColumnCount>;
    static IntervalIndexes intervalIndexes(const QSqlRecord& record);
    static IntervalSample intervalFromRow(const QSqlQuery& query, const IntervalIndexes& indexes);

    static StoredRun runFromRecord(const QSqlRecord& record);

private:
    static LatencySummary latencyFromJson(const QJsonObject& object);
    static QString serverThreadsText(const std::vector<ServerThreadCpu>& threads);
    static std::vector<ServerThreadCpu> serverThreadsFromText(const QString& text);
    static QString serverCountersText(const std::vector<ServerCounterValue>& counters);
    static std::vector<ServerCounterValue> serverCountersFromText(const QString& text);
};

} // namespace sb
