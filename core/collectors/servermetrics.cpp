// SPDX-License-Identifier: GPL-3.0-or-later
#include "servermetrics.h"

#include <QJsonArray>

namespace sb {

namespace {
    const QString kCpu = QStringLiteral("cpu_us_per_tx");
    const QString kWait = QStringLiteral("wait_us_per_tx:");
    const QString kLevel = QStringLiteral("wait_level_us_per_tx:");
    const QString kFile = QStringLiteral("file_io_us_per_tx");
    const QString kMicros = QStringLiteral("µs/tx");
} // namespace

QList<ServerMetric> ServerMetrics::perTransaction(const QJsonObject& environment, std::uint64_t transactions)
{
    QList<ServerMetric> list;
    if (transactions == 0)
        return list;
    const double tx = double(transactions);
    const QJsonValue cpu = environment.value(QStringLiteral("server_cpu")).toObject().value(QStringLiteral("seconds"));
    if (cpu.isDouble() && cpu.toDouble() >= 0)
        list << ServerMetric { kCpu, QStringLiteral("cpu"), QString(), kMicros, cpu.toDouble() * 1e6 / tx };
    const QJsonObject waits = environment.value(QStringLiteral("server_waits")).toObject();
    if (waits.value(QStringLiteral("available")).toBool()) {
        const QJsonObject levels = waits.value(QStringLiteral("levels")).toObject();
        for (auto it = levels.constBegin(); it != levels.constEnd(); ++it)
            list << ServerMetric { kLevel + it.key(), QStringLiteral("wait_level"), it.key(), kMicros,
                it.value().toDouble() / tx };
        for (const QJsonValue& v : waits.value(QStringLiteral("waits")).toArray()) {
            const QJsonObject w = v.toObject();
            list << ServerMetric { kWait + w.value(QStringLiteral("event")).toString(), QStringLiteral("wait"),
                w.value(QStringLiteral("level")).toString(), kMicros, w.value(QStringLiteral("time_us")).toDouble() / tx };
        }
        if (waits.contains(QStringLiteral("file_io_us")))
            list << ServerMetric { kFile, QStringLiteral("io"), QStringLiteral("file"), kMicros,
                waits.value(QStringLiteral("file_io_us")).toDouble() / tx };
    }
    return list;
}

std::optional<double> ServerMetrics::value(const QJsonObject& environment, std::uint64_t transactions, const QString& key)
{
    const QList<ServerMetric> all = perTransaction(environment, transactions);
    for (const ServerMetric& m : all) {
        if (m.key == key)
            return m.value;
    }
    // A wait the profile holds no row for was not seen at all (the profile keeps every event with a count up to its
    // top list): 0 when there is a profile, not available without one.
    if (key.startsWith(kWait) && waitsUnavailableReason(environment).isEmpty() && transactions > 0)
        return 0.0;
    return std::nullopt;
}

bool ServerMetrics::isMetricName(const QString& key)
{
    return key == kCpu || key == kFile || (key.startsWith(kWait) && key.size() > kWait.size())
        || (key.startsWith(kLevel) && key.size() > kLevel.size());
}

QStringList ServerMetrics::metricForms()
{
    return { kCpu, kWait + QStringLiteral("EVENT"), kLevel + QStringLiteral("LEVEL"), kFile };
}

QString ServerMetrics::waitsUnavailableReason(const QJsonObject& environment)
{
    if (!environment.contains(QStringLiteral("server_waits")))
        return QStringLiteral("not_recorded");
    const QJsonObject waits = environment.value(QStringLiteral("server_waits")).toObject();
    if (waits.value(QStringLiteral("available")).toBool())
        return QString();
    const QString reason = waits.value(QStringLiteral("reason")).toString();
    return reason.isEmpty() ? QStringLiteral("not_recorded") : reason;
}

} // namespace sb
