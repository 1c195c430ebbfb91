// SPDX-License-Identifier: GPL-3.0-or-later
#include "runevent.h"

namespace sb {

QJsonObject RunEvent::toJson() const
{
    return { { QStringLiteral("type"), QStringLiteral("event") }, { QStringLiteral("kind"), kind },
        { QStringLiteral("time"), timeSec }, { QStringLiteral("detail"), detail } };
}

RunEvent RunEvent::fromJson(const QJsonObject& o)
{
    RunEvent e;
    e.timeSec = o.value(QStringLiteral("time")).toDouble();
    e.kind = o.value(QStringLiteral("kind")).toString();
    e.detail = o.value(QStringLiteral("detail")).toObject();
    return e;
}

QString RunEvent::intervalMark(const std::vector<RunEvent>& events, double endSec, double intervalSec)
{
    const double begin = endSec - intervalSec;
    QString mark;
    for (const RunEvent& e : events) {
        if (e.kind != QLatin1String(kServerRestarted))
            continue;
        const double down = e.detail.value(QStringLiteral("down_sec")).toDouble(e.timeSec);
        if (begin < e.timeSec && endSec > down)
            return QStringLiteral("gap");
        if (begin >= e.timeSec)
            mark = QStringLiteral("cold");
    }
    return mark;
}

} // namespace sb
