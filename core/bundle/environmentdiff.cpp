// SPDX-License-Identifier: GPL-3.0-or-later
#include "environmentdiff.h"

#include <QJsonValue>
#include <QMap>

namespace sb {

namespace {

    QString text(const QJsonValue& v)
    {
        if (v.isBool())
            return v.toBool() ? QStringLiteral("yes") : QStringLiteral("no");
        if (v.isDouble())
            return QString::number(v.toDouble());
        return v.toString();
    }

    // The machine the server ran on (a remote server's host through the agent), else the clients' machine.
    QJsonObject machineOf(const QJsonObject& environment)
    {
        const QJsonObject affinity = environment.value(QStringLiteral("affinity")).toObject();
        const QJsonObject host = affinity.value(QStringLiteral("server")).toObject().value(QStringLiteral("host")).toObject();
        return host.isEmpty() ? affinity.value(QStringLiteral("machine")).toObject() : host;
    }

} // namespace

QList<EnvironmentDifference> EnvironmentDiff::facts(const QJsonObject& environment)
{
    const QJsonObject machine = machineOf(environment);
    const QJsonObject server = environment.value(QStringLiteral("server")).toObject();
    QList<EnvironmentDifference> list {
        { QStringLiteral("cpu_model"), text(machine.value(QStringLiteral("cpuModel"))), {} },
        { QStringLiteral("cores"), text(machine.value(QStringLiteral("cores"))), {} },
        { QStringLiteral("pus"), text(machine.value(QStringLiteral("pus"))), {} },
        { QStringLiteral("smt"), text(machine.value(QStringLiteral("smtAvailable"))), {} },
        { QStringLiteral("kernel"), text(machine.value(QStringLiteral("kernelRelease"))), {} },
        { QStringLiteral("server_flavour"), text(server.value(QStringLiteral("flavour"))), {} },
        { QStringLiteral("server_version"), text(server.value(QStringLiteral("version"))), {} },
    };
    const QJsonObject variables = server.value(QStringLiteral("variables")).toObject();
    for (auto it = variables.begin(); it != variables.end(); ++it)
        list.append({ QStringLiteral("setting:") + it.key(), text(it.value()), {} });
    list.append({ QStringLiteral("tool_version"), text(environment.value(QStringLiteral("tool_version"))), {} });
    list.append({ QStringLiteral("client_library"), text(environment.value(QStringLiteral("client_library"))), {} });
    return list;
}

QList<EnvironmentDifference> EnvironmentDiff::between(const QJsonObject& before, const QJsonObject& after)
{
    QMap<QString, QString> old;
    QStringList order;
    for (const EnvironmentDifference& f : facts(before)) {
        old.insert(f.key, f.before);
        order.append(f.key);
    }
    QMap<QString, QString> now;
    for (const EnvironmentDifference& f : facts(after)) {
        now.insert(f.key, f.before);
        if (!order.contains(f.key))
            order.append(f.key);
    }
    QList<EnvironmentDifference> differences;
    for (const QString& key : order) {
        if (old.value(key) != now.value(key))
            differences.append({ key, old.value(key), now.value(key) });
    }
    return differences;
}

} // namespace sb
