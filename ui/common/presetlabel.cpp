// SPDX-License-Identifier: GPL-3.0-or-later
#include "presetlabel.h"

#include <QStringList>

namespace sb {

QString PresetLabel::label(const QString& canonicalName, bool smt)
{
    const QStringList parts = canonicalName.split(QLatin1Char(':'));
    const QString kind = parts.value(0);
    const QString number = parts.value(1);
    const bool noSmt = parts.contains(QLatin1String("nosmt"));
    QString text;
    if (kind == QLatin1String("all"))
        text = noSmt ? tr("all cores") : tr("all PUs");
    else if (kind == QLatin1String("cores"))
        text = (number == QLatin1String("1") ? tr("1 core") : tr("%1 cores").arg(number))
            + (smt && !noSmt ? tr(", SMT on") : QString());
    else if (kind == QLatin1String("package"))
        text = tr("package %1").arg(number);
    else if (kind == QLatin1String("numa"))
        text = tr("NUMA node %1").arg(number);
    else
        return tr("CPUs %1").arg(canonicalName);
    if (smt && noSmt)
        text += tr(", SMT off");
    if (parts.contains(QLatin1String("scatter")))
        text += tr(", scatter");
    return text;
}

} // namespace sb
