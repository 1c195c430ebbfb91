// SPDX-License-Identifier: GPL-3.0-or-later
#include "runeventtext.h"

#include <QJsonObject>

namespace sb {

namespace {

    QString seconds(double s, int decimals = 1)
    {
        return QString::number(s, 'f', decimals);
    }

} // namespace

QString RunEventText::headline(const RunEvent& event)
{
    const QJsonObject& d = event.detail;
    const int oldPid = d.value(QStringLiteral("old_pid")).toInt();
    const int newPid = d.value(QStringLiteral("new_pid")).toInt();
    const bool byUptime = d.value(QStringLiteral("seen_by")).toString() == QLatin1String("uptime");
    if (newPid > 0)
        return byUptime ? tr("Server restarted at %1 s (pid %2, now %3, seen by its Uptime)")
                              .arg(seconds(event.timeSec))
                              .arg(oldPid)
                              .arg(newPid)
                        : tr("Server restarted at %1 s (pid %2, now %3)").arg(seconds(event.timeSec)).arg(oldPid).arg(newPid);
    return byUptime ? tr("Server restarted at %1 s (pid %2, seen by its Uptime)").arg(seconds(event.timeSec)).arg(oldPid)
                    : tr("Server restarted at %1 s (pid %2)").arg(seconds(event.timeSec)).arg(oldPid);
}

QString RunEventText::bindingText(const RunEvent& event)
{
    const QJsonObject binding = event.detail.value(QStringLiteral("binding")).toObject();
    if (binding.isEmpty())
        return {};
    const QString asked = binding.value(QStringLiteral("asked")).toString();
    if (binding.contains(QStringLiteral("refused")))
        return tr("its threads could not be bound to CPUs %1 (%2): the run ended there")
            .arg(asked, binding.value(QStringLiteral("detail")).toString(binding.value(QStringLiteral("refused")).toString()));
    return tr("its threads bound to CPUs %1 again %2 ms after it answered (read back: %3)")
        .arg(asked, seconds(event.detail.value(QStringLiteral("bound_ms")).toDouble(), 0),
            binding.value(QStringLiteral("read_back")).toString());
}

QString RunEventText::coverText(const RunEvent& event)
{
    return tr("%1 s without a server; the intervals after it ran against a buffer pool that started empty")
        .arg(seconds(event.detail.value(QStringLiteral("gap_sec")).toDouble()));
}

QString RunEventText::sentence(const RunEvent& event)
{
    const QString binding = bindingText(event);
    return binding.isEmpty() ? headline(event) : tr("%1; %2").arg(headline(event), binding);
}

} // namespace sb
