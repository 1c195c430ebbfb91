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

namespace {
using Problem = std::optional<PlanIssue>;
Problem problem(PlanIssue::Reason reason, const QStringList& args = {})
{
    return PlanIssue { PlanIssue::Severity::Error, PlanIssue::Kind::Invalid, {}, reason, args, {} };
}
}

static Problem checkCpuList(const QString& spec)
{
    for (const QString& part : spec.split(QLatin1Char(','))) {
        const QStringList bounds = part.trimmed().split(QLatin1Char('-'));
        bool okLow = false;
        bool okHigh = true;
        const int low = bounds.value(0).toInt(&okLow);
        const int high = bounds.size() == 2 ? bounds.value(1).toInt(&okHigh) : low;
        if (bounds.size() > 2 || !okLow || !okHigh || low < 0 || high < 0)
            return problem(PlanIssue::Reason::CpuListPart, { part });
        if (high < low)
            return problem(PlanIssue::Reason::CpuListBackwards, { part });
    }
    return {};
}

// Same grammar as the affinity module's presets: all | cores:N | package:K | numa:K, then modifiers
// nosmt, smt, scatter, compact (scatter with cores only).
static Problem checkPreset(const QString& spec)
{
    const QStringList parts = spec.split(QLatin1Char(':'));
    const QString kind = parts.first();
    qsizetype next = 1;
    if (kind == QLatin1String("cores") || kind == QLatin1String("package") || kind == QLatin1String("numa")) {
        bool ok = false;
        const int number = parts.value(1).toInt(&ok);
        if (!ok || number < (kind == QLatin1String("cores") ? 1 : 0))
            return problem(PlanIssue::Reason::CpuPresetNumber, { kind });
        next = 2;
    } else if (kind != QLatin1String("all")) {
        return problem(PlanIssue::Reason::CpuSpecForm);
    }
    static const QStringList modifiers { QStringLiteral("nosmt"), QStringLiteral("smt"), QStringLiteral("scatter"),
        QStringLiteral("compact") };
    for (qsizetype i = next; i < parts.size(); ++i) {
        if (!modifiers.contains(parts.at(i)))
            return problem(PlanIssue::Reason::CpuModifier, { parts.at(i) });
        if (parts.at(i) == QLatin1String("scatter") && kind != QLatin1String("cores"))
            return problem(PlanIssue::Reason::ScatterCoresOnly);
    }
    return {};
}

std::optional<PlanIssue> CpuConfig::checkSpec(const QString& spec)
{
    const QString text = spec.trimmed();
    if (text.isEmpty())
        return problem(PlanIssue::Reason::MustNotBeEmpty);
    return text.front().isDigit() ? checkCpuList(text) : checkPreset(text);
}

} // namespace sb
