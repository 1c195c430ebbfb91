// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportnumbers.h"

#include "export/tablewriter.h"

#include <algorithm>
#include <cmath>

namespace sb {

namespace {

    QLocale& reportLocale()
    {
        static QLocale locale = QLocale::c();
        return locale;
    }

} // namespace

void ReportNumbers::setLocale(const QLocale& locale)
{
    reportLocale() = locale;
}

QLocale ReportNumbers::locale()
{
    return reportLocale();
}

QString ReportNumbers::number(double value, char format, int precision)
{
    return reportLocale().toString(value, format, precision);
}

QString ReportNumbers::table(double value, int decimals)
{
    if (!std::isfinite(value))
        return QString();
    return decimals == TableWriter::kAutoDecimals ? number(value, 'g', 15) : number(value, 'f', decimals);
}

QString ReportNumbers::withInterval(double mean, double halfWidth, int digits)
{
    if (!std::isfinite(halfWidth) || halfWidth <= 0) {
        // No spread: `digits` significant digits, a large mean whole ("1200", not "1.2e+03").
        const QString m = std::abs(mean) >= std::pow(10.0, digits) ? number(mean, 'f', 0) : number(mean, 'g', digits);
        return halfWidth == 0 ? m + QStringLiteral(" ± 0") : m;
    }
    const int decimals = std::clamp(1 - int(std::floor(std::log10(halfWidth))), 0, 9);
    return QStringLiteral("%1 ± %2").arg(number(mean, 'f', decimals), number(halfWidth, 'f', decimals));
}

QString ReportNumbers::dateTime(const QDateTime& moment)
{
    if (reportLocale() == QLocale::c())
        return moment.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
    return reportLocale().toString(moment.toLocalTime(), QLocale::ShortFormat);
}

} // namespace sb
