// SPDX-License-Identifier: GPL-3.0-or-later
#include "runspec.h"

#include "runsettings.h"

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
        { key("repetition"), repetition },
    };
    // The settings at their keys (RunSettings' table): the first ones always, the rest only when not at their
    // default, so that the JSON (and any hash of it) of a spec that never set one stays as it was.
    RunSettings::write(*this, object, false);
    if (!mix.isEmpty())
        object.insert(key("mix"), mix);
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
    spec.repetition = object.value(key("repetition")).toInt();
    RunSettings::read(object, spec);
    spec.mix = object.value(key("mix")).toString();
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
