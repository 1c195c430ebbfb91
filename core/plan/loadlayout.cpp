// SPDX-License-Identifier: GPL-3.0-or-later
#include "loadlayout.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QStandardPaths>

namespace sb {

namespace {

    QJsonArray strings(const QStringList& list)
    {
        QJsonArray array;
        for (const QString& s : list)
            array.append(s);
        return array;
    }

    QStringList strings(const QJsonValue& value)
    {
        QStringList list;
        for (const QJsonValue& v : value.toArray())
            list.append(v.toString());
        return list;
    }

} // namespace

QString LoadLayout::launcherPath() const
{
    if (mpirun.contains(QLatin1Char('/')))
        return QFileInfo(mpirun).isExecutable() ? mpirun : QString();
    return QStandardPaths::findExecutable(mpirun);
}

QJsonObject LoadLayout::toJson() const
{
    QJsonObject o { { QStringLiteral("ranks"), ranks } };
    if (!hosts.isEmpty())
        o.insert(QStringLiteral("hosts"), strings(hosts));
    if (mpirun != LoadLayout().mpirun)
        o.insert(QStringLiteral("mpirun"), mpirun);
    if (!extra.isEmpty())
        o.insert(QStringLiteral("extra"), strings(extra));
    return o;
}

LoadLayout LoadLayout::fromJson(const QJsonObject& object)
{
    LoadLayout l;
    l.ranks = object.value(QStringLiteral("ranks")).toInt(1);
    l.hosts = strings(object.value(QStringLiteral("hosts")));
    l.mpirun = object.value(QStringLiteral("mpirun")).toString(l.mpirun);
    l.extra = strings(object.value(QStringLiteral("extra")));
    return l;
}

} // namespace sb
