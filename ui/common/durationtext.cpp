// SPDX-License-Identifier: GPL-3.0-or-later
#include "durationtext.h"

#include <cmath>

namespace sb {

QString DurationText::format(double seconds)
{
    const qint64 s = std::llround(std::max(0.0, seconds));
    if (s < 60)
        return tr("%1 s").arg(s);
    if (s < 3600)
        return s % 60 ? tr("%1 min %2 s").arg(s / 60).arg(s % 60) : tr("%1 min").arg(s / 60);
    const qint64 minutes = (s + 30) / 60;
    if (minutes < 24 * 60)
        return minutes % 60 ? tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60) : tr("%1 h").arg(minutes / 60);
    const qint64 hours = (minutes + 30) / 60;
    return tr("%1 d %2 h").arg(hours / 24).arg(hours % 24);
}

} // namespace sb
