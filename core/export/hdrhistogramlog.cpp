// SPDX-License-Identifier: GPL-3.0-or-later
#include "hdrhistogramlog.h"

#include "hdrhistogram.h"

#include <QLocale>
#include <QRegularExpression>

namespace sb {

QString HdrHistogramLog::tagName(const QString& name)
{
    static const QRegularExpression unfit(QStringLiteral("[,\\s]"));
    QString tag = name;
    tag.replace(unfit, QStringLiteral("_"));
    return tag;
}

QString HdrHistogramLog::header(const QDateTime& start, const QStringList& comments)
{
    const double startSec = double(start.toMSecsSinceEpoch()) / 1000.0;
    QString out = QStringLiteral("#[Histogram log format version 1.3]\n");
    for (const QString& comment : comments)
        out += QStringLiteral("#[%1]\n").arg(comment);
    out += QString::asprintf("#[StartTime: %.3f (seconds since epoch), ", startSec)
        + QLocale::c().toString(start.toUTC(), QStringLiteral("ddd MMM dd HH:mm:ss 'UTC' yyyy"))
        + QStringLiteral("]\n");
    out += QString::asprintf("#[BaseTime: %.3f (seconds since epoch)]\n", startSec);
    out += QStringLiteral(
        "\"StartTimestamp\",\"Interval_Length\",\"Interval_Max\",\"Interval_Compressed_Histogram\"\n");
    return out;
}

QString HdrHistogramLog::line(const Interval& interval)
{
    const HdrHistogram h(*interval.histogram);
    QString out;
    if (!interval.tag.isEmpty())
        out += QStringLiteral("Tag=") + tagName(interval.tag) + QLatin1Char(',');
    // The interval's maximum in milliseconds, as HistogramLogWriter writes nanosecond histograms.
    out += QString::asprintf("%.3f,%.3f,%.3f,", interval.startSec, interval.lengthSec, double(h.maxValue()) / 1e6)
        + QString::fromLatin1(h.compressed().toBase64()) + QLatin1Char('\n');
    return out;
}

QString HdrHistogramLog::text(
    const QDateTime& start, const QStringList& comments, const std::vector<Interval>& intervals)
{
    QString out = header(start, comments);
    for (const Interval& interval : intervals)
        out += line(interval);
    return out;
}

} // namespace sb
