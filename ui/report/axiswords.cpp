// SPDX-License-Identifier: GPL-3.0-or-later
#include "axiswords.h"

namespace sb {

QString AxisWords::name(const QString& axisKey)
{
    if (axisKey == QLatin1String("clients"))
        return tr("clients");
    if (axisKey == QLatin1String("server_cpus"))
        return tr("server CPUs");
    if (axisKey == QLatin1String("client_cpus"))
        return tr("client CPUs");
    if (axisKey == QLatin1String("workload"))
        return tr("workload");
    if (axisKey == QLatin1String("server"))
        return tr("server");
    if (axisKey == QLatin1String("repetition"))
        return tr("repetition");
    if (axisKey == QLatin1String("experiment"))
        return tr("experiment");
    if (axisKey == QLatin1String("group"))
        return tr("client group");
    return axisKey;
}

QString AxisWords::heading(const QString& axisKey)
{
    QString words = name(axisKey);
    if (!words.isEmpty())
        words[0] = words[0].toUpper();
    return words;
}

QString AxisWords::value(const QString& axisKey, const QString& value)
{
    bool whole = false;
    const int n = value.toInt(&whole);
    if (axisKey == QLatin1String("clients") && whole)
        return n == 1 ? tr("1 client") : tr("%1 clients").arg(n); // without an English translation, %n stays "(s)"
    if (axisKey == QLatin1String("repetition"))
        return tr("repetition %1").arg(value);
    if (axisKey == QLatin1String("experiment")) // already words: "experiment 3"
        return value;
    return tr("%1: %2").arg(name(axisKey), value);
}

} // namespace sb
