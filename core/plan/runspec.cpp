// SPDX-License-Identifier: GPL-3.0-or-later
#include "runspec.h"

namespace sb {

namespace {
    QString key(const char* name)
    {
        return QString::fromLatin1(name);
    }
}

QJsonObject RunSpec::toJson() const
{
    QJsonObject object {
        { key("index"), index },
        { key("server"), serverProfile },
        { key("workload"), workload },
        { key("workload_label"), workloadLabel },
        { key("options"), QJsonObject::fromVariantMap(workloadOptions) },
        { key("threads"), threads },
        { key("client_cpu"), clientCpu.toJson() },
        { key("server_cpu"), serverCpu.toJson() },
        { key("client_bind"), clientBind },
        { key("duration"), durationSec },
        { key("events"), double(events) },
        { key("warmup"), warmupSec },
        { key("cooldown"), cooldownSec },
        { key("rate"), rate },
        { key("report_interval_ms"), reportIntervalMs },
        { key("restart_settle"), restartSettleSec },
        { key("repetition"), repetition },
    };
    // Only when not the default: the JSON (and any hash of it) of a spec that never set it stays as it was.
    if (rateArrivals != QLatin1String("poisson"))
        object.insert(key("rate_arrivals"), rateArrivals);
    if (rateMaxBacklog > 0)
        object.insert(key("rate_max_backlog"), double(rateMaxBacklog));
    if (driver != QLatin1String("threads"))
        object.insert(key("driver"), driver);
    if (driverThreads > 0)
        object.insert(key("driver_threads"), driverThreads);
    if (connectRate > 0)
        object.insert(key("connect_rate"), connectRate);
    if (connectDeadlineSec != RunOptions::kDefaultConnectDeadlineSec)
        object.insert(key("connect_deadline"), connectDeadlineSec);
    if (thinkTimeMs > 0)
        object.insert(key("think_time_ms"), thinkTimeMs);
    if (!mix.isEmpty())
        object.insert(key("mix"), mix);
    if (thinkTimeDistribution != QLatin1String("exponential"))
        object.insert(key("think_time_distribution"), thinkTimeDistribution);
    if (!bindAddress.isEmpty())
        object.insert(key("bind_address"), bindAddress);
    if (profileServer)
        object.insert(key("profile_server"), true);
    if (stallTimeoutSec != RunOptions::kDefaultStallTimeoutSec)
        object.insert(key("stall_timeout"), stallTimeoutSec);
    if (serverCounters != QLatin1String("default"))
        object.insert(key("server_counters"), serverCounters);
    if (!phase.isEmpty()) {
        object.insert(key("phase"), phase);
        object.insert(key("phase_index"), phaseIndex);
        object.insert(key("phases"), phaseCount);
    }
    return object;
}

RunSpec RunSpec::fromJson(const QJsonObject& object)
{
    RunSpec spec;
    spec.index = object.value(key("index")).toInt();
    spec.serverProfile = object.value(key("server")).toString();
    spec.workload = object.value(key("workload")).toString();
    spec.workloadLabel = object.value(key("workload_label")).toString(spec.workload);
    spec.workloadOptions = object.value(key("options")).toObject().toVariantMap();
    spec.threads = object.value(key("threads")).toInt(1);
    spec.clientCpu = CpuConfig::fromJson(object.value(key("client_cpu")).toObject());
    spec.serverCpu = CpuConfig::fromJson(object.value(key("server_cpu")).toObject());
    spec.clientBind = object.value(key("client_bind")).toString(QStringLiteral("all"));
    spec.durationSec = object.value(key("duration")).toDouble();
    spec.events = std::uint64_t(object.value(key("events")).toDouble());
    spec.warmupSec = object.value(key("warmup")).toDouble();
    spec.cooldownSec = object.value(key("cooldown")).toDouble();
    spec.rate = object.value(key("rate")).toDouble();
    spec.rateArrivals = object.value(key("rate_arrivals")).toString(QStringLiteral("poisson"));
    spec.reportIntervalMs = object.value(key("report_interval_ms")).toInt(1000);
    spec.restartSettleSec = object.value(key("restart_settle")).toDouble();
    spec.repetition = object.value(key("repetition")).toInt();
    spec.rateMaxBacklog = std::uint64_t(object.value(key("rate_max_backlog")).toDouble());
    spec.driver = object.value(key("driver")).toString(QStringLiteral("threads"));
    spec.driverThreads = object.value(key("driver_threads")).toInt();
    spec.connectRate = object.value(key("connect_rate")).toDouble();
    spec.connectDeadlineSec = object.value(key("connect_deadline")).toDouble(RunOptions::kDefaultConnectDeadlineSec);
    spec.thinkTimeMs = object.value(key("think_time_ms")).toDouble();
    spec.mix = object.value(key("mix")).toString();
    spec.thinkTimeDistribution = object.value(key("think_time_distribution")).toString(QStringLiteral("exponential"));
    spec.bindAddress = object.value(key("bind_address")).toString();
    spec.profileServer = object.value(key("profile_server")).toBool();
    spec.stallTimeoutSec = object.value(key("stall_timeout")).toDouble(RunOptions::kDefaultStallTimeoutSec);
    spec.serverCounters = object.value(key("server_counters")).toString(QStringLiteral("default"));
    spec.phase = object.value(key("phase")).toString();
    spec.phaseIndex = object.value(key("phase_index")).toInt();
    spec.phaseCount = object.value(key("phases")).toInt();
    return spec;
}

QMap<QString, QString> RunSpec::workloadOptionTexts() const
{
    QMap<QString, QString> texts;
    for (auto it = workloadOptions.cbegin(); it != workloadOptions.cend(); ++it) {
        const QVariant& v = it.value();
        texts.insert(it.key(),
            v.typeId() == QMetaType::Bool ? (v.toBool() ? QStringLiteral("on") : QStringLiteral("off")) : v.toString());
    }
    return texts;
}

const QStringList& RunSpec::dataOptionNames()
{
    static const QStringList names {
        QStringLiteral("tables"),
        QStringLiteral("table_size"),
        QStringLiteral("auto_inc"),
        QStringLiteral("create_secondary"),
        QStringLiteral("secondary"),
        QStringLiteral("mysql_storage_engine"),
        QStringLiteral("create_table_options"),
        QStringLiteral("mysql_table_options"),
        QStringLiteral("warehouses"), // tpcc
    };
    return names;
}

QString RunSpec::datasetKey() const
{
    // Option names are accepted as table_size or table-size (sysbench's command-line spelling).
    // Values compare as text so that 10000 and "10000" name the same data.
    QStringList parts;
    for (auto it = workloadOptions.cbegin(); it != workloadOptions.cend(); ++it) {
        const QString name = QString(it.key()).replace(QLatin1Char('-'), QLatin1Char('_'));
        if (dataOptionNames().contains(name))
            parts.append(name + QLatin1Char('=') + it.value().toString());
    }
    parts.sort();
    return serverProfile + QLatin1Char('/') + workload + QLatin1Char('/') + parts.join(QLatin1Char(','));
}

} // namespace sb
