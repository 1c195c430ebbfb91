// SPDX-License-Identifier: GPL-3.0-or-later
#include "mixspec.h"

#include "workload/workloadregistry.h"

#include <QRegularExpression>

namespace sb {

Result<QList<MixGroupSpec>> MixSpec::parse(const QString& text)
{
    const auto invalid = [](const QString& why) { return Error { ErrorCode::InvalidOption, QStringLiteral("--mix"), why }; };
    static const QRegularExpression groupStart(QStringLiteral("^([A-Za-z_][A-Za-z0-9_]*):([0-9]+)(?:@(.*))?$"));
    static const QRegularExpression option(QStringLiteral("^([A-Za-z][A-Za-z0-9_-]*)=(.*)$"));
    QList<MixGroupSpec> groups;
    QMap<QString, int> seen;
    const auto addOption = [&](const QString& item) -> Error {
        const auto m = option.match(item);
        if (!m.hasMatch() || m.captured(2).isEmpty())
            return invalid(QStringLiteral("'%1' is neither WORKLOAD:CLIENTS nor NAME=VALUE").arg(item));
        MixGroupSpec& g = groups.last();
        const QString name = m.captured(1).replace(QLatin1Char('-'), QLatin1Char('_'));
        if (name == QLatin1String("rate")) {
            bool ok = false;
            g.rate = m.captured(2).toDouble(&ok);
            if (!ok || !(g.rate > 0) || g.rate > 1e9)
                return invalid(QStringLiteral("rate=%1 in group %2: a number of arrivals per second above 0").arg(m.captured(2), g.name));
        } else if (name == QLatin1String("threads") || name == QLatin1String("time") || name == QLatin1String("warmup_time")
            || name == QLatin1String("report_interval")) {
            return invalid(QStringLiteral("%1 in group %2: the clients are WORKLOAD:CLIENTS, --time, --warmup-time and "
                                          "--report-interval apply to every group").arg(name, g.name));
        } else if (g.options.contains(name) || (name == QLatin1String("rate") && g.rate > 0)) {
            return invalid(QStringLiteral("%1 given twice in group %2").arg(name, g.name));
        } else {
            g.options.insert(name, m.captured(2));
        }
        return {};
    };
    for (const QString& raw : text.split(QLatin1Char(','))) {
        const QString item = raw.trimmed();
        if (item.isEmpty())
            return invalid(QStringLiteral("an empty group in '%1'").arg(text));
        const auto m = groupStart.match(item);
        if (m.hasMatch()) {
            MixGroupSpec g;
            g.workload = m.captured(1);
            bool ok = false;
            g.clients = m.captured(2).toInt(&ok);
            if (!ok || g.clients < 1 || g.clients > 1000000)
                return invalid(QStringLiteral("%1 clients in group %2: at least 1").arg(m.captured(2), g.workload));
            const int n = ++seen[g.workload];
            g.name = n == 1 ? g.workload : QStringLiteral("%1#%2").arg(g.workload).arg(n);
            groups.append(g);
            if (m.captured(3).isEmpty() && item.contains(QLatin1Char('@')))
                return invalid(QStringLiteral("nothing after '@' in group %1").arg(g.name));
            if (!m.captured(3).isEmpty()) {
                if (Error e = addOption(m.captured(3).trimmed()))
                    return e;
            }
            continue;
        }
        if (groups.isEmpty())
            return invalid(QStringLiteral("'%1': the mix starts with WORKLOAD:CLIENTS").arg(item));
        if (Error e = addOption(item))
            return e;
    }
    if (groups.isEmpty())
        return invalid(QStringLiteral("no group"));
    return groups;
}

std::optional<int> MixSpec::clients(const QString& text)
{
    const auto groups = parse(text);
    if (!groups)
        return std::nullopt;
    int clients = 0;
    for (const MixGroupSpec& g : *groups)
        clients += g.clients;
    return clients;
}

Result<int> MixSpec::check(const QString& text)
{
    auto groups = parse(text);
    if (!groups)
        return groups.error();
    int clients = 0;
    for (const MixGroupSpec& g : *groups) {
        auto workload = WorkloadRegistry::create(g.workload, g.options);
        if (!workload)
            return workload.error();
        clients += g.clients;
    }
    return clients;
}

} // namespace sb
