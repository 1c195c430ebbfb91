// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportenvironment.h"
#include "reportnumbers.h"

#include <QJsonArray>
#include <QMap>
#include <QSet>
#include <functional>

namespace sb {

namespace {

    using Property = std::function<QString(const ReportEnvironment::Run&)>;

    QJsonObject object(const QJsonObject& o, const QString& path)
    {
        QJsonObject current = o;
        for (const QString& key : path.split(QLatin1Char('.')))
            current = current.value(key).toObject();
        return current;
    }

    QString number(const QJsonValue& v)
    {
        return v.isDouble() ? ReportNumbers::number(v.toDouble(), 'g', 6) : v.toString();
    }

    // "0-1 (2 CPUs)"; empty when the record has no CPU list.
    QString cpuSet(const QJsonObject& set)
    {
        const QString list = set.value(QStringLiteral("effective")).toString();
        if (list.isEmpty())
            return QString();
        const QJsonObject host = set.value(QStringLiteral("host")).toObject();
        const int pus = host.value(QStringLiteral("pus")).toInt();
        const int cores = host.value(QStringLiteral("cores")).toInt();
        if (pus <= 0)
            return list;
        if (cores > 0 && cores != pus)
            return ReportEnvironment::tr("%1 (%2 cores, %3 hardware threads)").arg(list).arg(cores).arg(pus);
        return pus == 1 ? ReportEnvironment::tr("%1 (1 CPU)").arg(list)
                        : ReportEnvironment::tr("%1 (%2 CPUs)").arg(list).arg(pus);
    }

    QString machine(const QJsonObject& m)
    {
        if (m.isEmpty())
            return QString();
        QString text = m.value(QStringLiteral("cpuModel")).toString();
        text += ReportEnvironment::tr(", %1 cores, %2 hardware threads")
                    .arg(m.value(QStringLiteral("cores")).toInt())
                    .arg(m.value(QStringLiteral("pus")).toInt());
        if (m.value(QStringLiteral("smtAvailable")).toBool())
            text += m.value(QStringLiteral("smtInUse")).toBool() ? ReportEnvironment::tr(", SMT on")
                                                                 : ReportEnvironment::tr(", SMT off");
        return text;
    }

    QString frequency(const QJsonObject& m)
    {
        if (m.isEmpty())
            return QString();
        QStringList parts;
        if (m.value(QStringLiteral("maxMHz")).isDouble())
            parts << ReportEnvironment::tr("up to %1 MHz").arg(number(m.value(QStringLiteral("maxMHz"))));
        QStringList governors;
        for (const QJsonValue& g : m.value(QStringLiteral("governors")).toArray())
            governors << g.toString();
        if (!governors.isEmpty())
            parts << ReportEnvironment::tr("governor %1").arg(governors.join(QStringLiteral(", ")));
        const QString turbo = m.value(QStringLiteral("turbo")).toString();
        if (!turbo.isEmpty())
            parts << ReportEnvironment::tr("turbo %1").arg(turbo);
        return parts.join(QStringLiteral(", "));
    }

    QString serverCpuSource(const QJsonObject& env)
    {
        const QJsonObject cpu = env.value(QStringLiteral("server_cpu")).toObject();
        const QString source = cpu.value(QStringLiteral("source")).toString();
        if (source == QLatin1String("proc"))
            return ReportEnvironment::tr("from /proc (local server)");
        if (source == QLatin1String("performance_schema"))
            return ReportEnvironment::tr("from performance_schema");
        return ReportEnvironment::tr("not available");
    }

    QList<QPair<QString, Property>> properties()
    {
        using R = ReportEnvironment::Run;
        using E = ReportEnvironment;
        return {
            { E::tr("workload"),
                [](const R& r) {
                    return r.run.spec.workloadLabel.isEmpty() ? r.run.spec.workload : r.run.spec.workloadLabel;
                } },
            { E::tr("server profile"), [](const R& r) { return r.run.spec.serverProfile; } },
            { E::tr("duration"), [](const R& r) { return E::tr("%1 s").arg(r.run.spec.durationSec, 0, 'g', 6); } },
            { E::tr("warm-up"), [](const R& r) { return E::tr("%1 s").arg(r.run.spec.warmupSec, 0, 'g', 6); } },
            { E::tr("server"),
                [](const R& r) {
                    const QJsonObject s = r.environment.value(QStringLiteral("server")).toObject();
                    return s.isEmpty() ? QString()
                                       : QStringLiteral("%1 %2")
                                             .arg(s.value(QStringLiteral("flavour")).toString(),
                                                 s.value(QStringLiteral("version")).toString())
                                             .trimmed();
                } },
            { E::tr("server CPUs (read back after binding)"),
                [](const R& r) {
                    const QJsonObject s = object(r.environment, QStringLiteral("affinity.server"));
                    const QString set = cpuSet(s);
                    return set.isEmpty() ? E::tr("not bound (all CPUs)") : set;
                } },
            { E::tr("client CPUs"),
                [](const R& r) {
                    const QString set = cpuSet(object(r.environment, QStringLiteral("affinity.client")));
                    return set.isEmpty() ? E::tr("not bound") : set;
                } },
            { E::tr("machine"),
                [](const R& r) { return machine(object(r.environment, QStringLiteral("affinity.machine"))); } },
            { E::tr("CPU frequency"),
                [](const R& r) { return frequency(object(r.environment, QStringLiteral("affinity.machine"))); } },
            { E::tr("operating system"),
                [](const R& r) {
                    const QJsonObject m = object(r.environment, QStringLiteral("affinity.machine"));
                    return m.isEmpty() ? QString()
                                       : E::tr("%1, kernel %2")
                                             .arg(m.value(QStringLiteral("osName")).toString(),
                                                 m.value(QStringLiteral("kernelRelease")).toString());
                } },
            { E::tr("ScaleBench version"),
                [](const R& r) { return r.environment.value(QStringLiteral("tool_version")).toString(); } },
            { E::tr("client library"),
                [](const R& r) { return r.environment.value(QStringLiteral("client_library")).toString(); } },
            { E::tr("server CPU time"), [](const R& r) { return serverCpuSource(r.environment); } },
        };
    }

    QString joined(QStringList values)
    {
        values.removeAll(QString());
        values.removeDuplicates();
        return values.join(QStringLiteral("; "));
    }

} // namespace

ReportEnvironment ReportEnvironment::build(const QList<Run>& runs, const QStringList& columns)
{
    ReportEnvironment env;
    env.columns = columns;
    auto place = [&](const QString& name, const std::function<QString(const Run&)>& value) {
        QMap<QString, QStringList> perColumn;
        QSet<QString> all;
        for (const Run& r : runs) {
            const QString v = value(r);
            perColumn[r.column] << v;
            all.insert(v);
        }
        if (all.size() == 1 && !all.begin()->isEmpty()) {
            env.shared << qMakePair(name, *all.begin());
            return;
        }
        if (all.size() <= 1)
            return; // nothing recorded
        QStringList cells;
        for (const QString& c : columns)
            cells << joined(perColumn.value(c));
        env.byColumn << qMakePair(name, cells);
    };
    for (const auto& [name, value] : properties())
        place(name, value);
    env.shared << qMakePair(tr("runs"), QString::number(runs.size()));

    QStringList variables;
    for (const Run& r : runs) {
        for (const QString& key : object(r.environment, QStringLiteral("server.variables")).keys()) {
            if (!variables.contains(key))
                variables << key;
        }
    }
    variables.sort();
    for (const QString& name : variables) {
        const auto value = [&](const Run& r) {
            return number(object(r.environment, QStringLiteral("server.variables")).value(name));
        };
        QSet<QString> all;
        for (const Run& r : runs)
            all.insert(value(r));
        if (all.size() == 1)
            env.sharedSettings << qMakePair(name, *all.begin());
        else
            place(name, value);
    }
    return env;
}

} // namespace sb
