// SPDX-License-Identifier: GPL-3.0-or-later
// How the reports write a number: in one locale, the GUI's when the workstation writes or shows them (app/gui/main.cpp
// sets it once at the start), the C locale otherwise (the CLI's reports, like its CSV and JSON, which never use this).
// The tables, sentences and fit tables of the HTML/PDF report and the Report page write their numbers through it, and
// its times (when generated, when the experiment was created) too.
#pragma once

#include <QDateTime>
#include <QLocale>
#include <QString>

namespace sb {

class ReportNumbers {
public:
    // Set once, before any report is made (not thread-safe against reports being written).
    static void setLocale(const QLocale& locale);
    static QLocale locale();
    // As QString::number(v, format, precision), in the reports' locale.
    static QString number(double value, char format = 'g', int precision = 6);
    // As TableWriter::formatNumber (empty for a value that is not finite; TableWriter::kAutoDecimals: shortest).
    static QString table(double value, int decimals);
    // A mean with its 95% interval's half width, the mean given to the interval's precision (two significant digits
    // of the half width: "1.0000 ± 0.0033", "0.00015 ± 0.00010", "16003 ± 28296"); a half width of 0 gives the mean to
    // `digits` significant digits ("0 ± 0").
    static QString withInterval(double mean, double halfWidth, int digits = 3);
    // A moment as the reports say it: in the GUI's locale its short format in local time, as every page of the
    // workstation ("6 Dec 2026 09:57"); in the C locale (the CLI) ISO 8601 in UTC ("2026-12-06 08:57 UTC").
    static QString dateTime(const QDateTime& moment);
};

} // namespace sb
