// SPDX-License-Identifier: GPL-3.0-or-later
#include "cpuconfig.h"

#include <QStringList>

namespace sb {

QJsonObject CpuConfig::toJson() const
{
    return QJsonObject { { QStringLiteral("label"), label }, { QStringLiteral("spec"), spec } };
}

CpuConfig CpuConfig::fromJson(const QJsonObject& object)
{
    CpuConfig config;
    config.spec = object.value(QStringLiteral("spec")).toString();
    config.label = object.value(QStringLiteral("label")).toString(config.spec);
    return config;
}

static QString checkCpuList(const QString& spec)
{
    for (const QString& part : spec.split(QLatin1Char(','))) {
        const QStringList bounds = part.trimmed().split(QLatin1Char('-'));
        bool okLow = false;
        bool okHigh = true;
        const int low = bounds.value(0).toInt(&okLow);
        const int high = bounds.size() == 2 ? bounds.value(1).toInt(&okHigh) : low;
        if (bounds.size() > 2 || !okLow || !okHigh || low < 0 || high < 0)
            return QStringLiteral("cannot read cpulist part \"%1\"").arg(part);
        if (high < low)
            return QStringLiteral("cpulist range \"%1\" runs backwards").arg(part);
    }
    return {};
}

// Same grammar as the affinity module's presets: all | cores:N | package:K | numa:K, then modifiers
// nosmt, smt, scatter, compact (scatter with cores only).
static QString checkPreset(const QString& spec)
{
    const QStringList parts = spec.split(QLatin1Char(':'));
    const QString kind = parts.first();
    qsizetype next = 1;
    if (kind == QLatin1String("cores") || kind == QLatin1String("package") || kind == QLatin1String("numa")) {
        bool ok = false;
        const int number = parts.value(1).toInt(&ok);
        if (!ok || number < (kind == QLatin1String("cores") ? 1 : 0))
            return QStringLiteral("\"%1\" needs a number: %1:N").arg(kind);
        next = 2;
    } else if (kind != QLatin1String("all")) {
        return QStringLiteral(
            "must be all, cores:N, package:K, numa:K (with :nosmt, :scatter) or a cpulist like \"0-3,8\"");
    }
    static const QStringList modifiers { QStringLiteral("nosmt"), QStringLiteral("smt"), QStringLiteral("scatter"),
        QStringLiteral("compact") };
    for (qsizetype i = next; i < parts.size(); ++i) {
        if (!modifiers.contains(parts.at(i)))
            return QStringLiteral("unknown modifier \"%1\": use nosmt, smt, scatter or compact").arg(parts.at(i));
        if (parts.at(i) == QLatin1String("scatter") && kind != QLatin1String("cores"))
            return QStringLiteral("scatter only applies to cores:N");
    }
    return {};
}

QString CpuConfig::checkSpec(const QString& spec)
{
    const QString text = spec.trimmed();
    if (text.isEmpty())
        return QStringLiteral("must not be empty");
    return text.front().isDigit() ? checkCpuList(text) : checkPreset(text);
}

} // namespace sb
