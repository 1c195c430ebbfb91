// SPDX-License-Identifier: GPL-3.0-or-later
#include "planissue.h"

#include <algorithm>

namespace sb {

QString PlanIssue::toString() const
{
    QString text = path + QLatin1String(": reason ") + QString::number(int(reason));
    if (!args.isEmpty())
        text += QLatin1Char(' ') + args.join(QLatin1String(", "));
    if (cause)
        text += QLatin1Char(' ') + QLatin1String(errorCodeName(cause.code)) + QLatin1Char(' ') + cause.context
            + QLatin1Char(' ') + cause.detail;
    if (severity == Severity::Warning)
        text += QLatin1String(" (warning)");
    return text;
}

bool PlanIssue::hasErrors(const QList<PlanIssue>& issues)
{
    return std::any_of(issues.cbegin(), issues.cend(), [](const PlanIssue& issue) { return issue.isError(); });
}

} // namespace sb
