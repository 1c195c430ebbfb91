// SPDX-License-Identifier: GPL-3.0-or-later
// HdrHistogram's interval log (format 1.3): a header with the start and base time, then one line per interval and
// tag with the interval's histogram, compressed (V2) and in base64, as HdrHistogram's HistogramLogWriter writes it.
#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <vector>

namespace sb {

class LatencyHistogram;

class HdrHistogramLog {
public:
    struct Interval {
        QString tag; // "total", a mix's group; empty: no tag
        double startSec = 0; // since the log's base time
        double lengthSec = 0;
        const LatencyHistogram* histogram = nullptr;
    };

    // `comments`: lines for the header (each written as "#[...]").
    static QString text(const QDateTime& start, const QStringList& comments, const std::vector<Interval>& intervals);
    // The same in parts, for a log written as a run goes (--hdr-log): the header, then a line per interval and tag.
    static QString header(const QDateTime& start, const QStringList& comments);
    static QString line(const Interval& interval);
    // A tag as the format takes it: no commas or white space.
    static QString tagName(const QString& name);
};

} // namespace sb
