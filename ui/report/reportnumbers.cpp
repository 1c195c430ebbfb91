// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportnumbers.h"

#include "export/tablewriter.h"

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

QString ReportNumbers::dateTime(const QDateTime& moment)
{
    if (reportLocale() == QLocale::c())
        return moment.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
    return reportLocale().toString(moment.toLocalTime(), QLocale::ShortFormat);
}

} // namespace sb
