// SPDX-License-Identifier: GPL-3.0-or-later
#include "planworkload.h"

namespace sb {

QString PlanWorkload::mixAt(int clients) const
{
    return QString(mix).replace(QStringLiteral("{clients}"), QString::number(clients));
}

QJsonObject PlanWorkload::toJson() const
{
    QJsonObject object { { QStringLiteral("name"), name } };
    if (!mix.isEmpty())
        object.insert(QStringLiteral("mix"), mix);
    if (!label.isEmpty() && label != name)
        object.insert(QStringLiteral("label"), label);
    if (!options.isEmpty())
        object.insert(QStringLiteral("options"), QJsonObject::fromVariantMap(options));
    if (prepare != PreparePolicy::Auto)
        object.insert(QStringLiteral("prepare"), preparePolicyName(prepare));
    return object;
}

PlanWorkload PlanWorkload::fromJson(const QJsonObject& object)
{
    PlanWorkload workload;
    workload.mix = object.value(QStringLiteral("mix")).toString();
    workload.name = object.value(QStringLiteral("name")).toString(workload.mix.isEmpty() ? QString() : QStringLiteral("mix"));
    workload.label = object.value(QStringLiteral("label")).toString(workload.name);
    workload.options = object.value(QStringLiteral("options")).toObject().toVariantMap();
    if (auto policy = parsePreparePolicy(object.value(QStringLiteral("prepare")).toString(QStringLiteral("auto"))))
        workload.prepare = *policy;
    return workload;
}

} // namespace sb
