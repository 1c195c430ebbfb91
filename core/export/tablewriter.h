// SPDX-License-Identifier: GPL-3.0-or-later
// Writes pivot tables (and plain data tables) as CSV (RFC 4180), Markdown (aligned pipe table) or JSON. Cells with
// repetitions carry their spread: extra CSV columns, "mean ± ci" in Markdown, objects in JSON.
#pragma once

#include "analysis/datatable.h"
#include "analysis/pivottable.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace sb {

class TableWriter {
public:
    enum class Format { Csv, Markdown, Json };
    static constexpr int kAutoDecimals = -1;

    static std::optional<Format> formatFromName(const QString& name); // csv, markdown (md), json

    static QString write(const PivotTable& table, Format format, int decimals = kAutoDecimals);
    static QString write(const DataTable& table, Format format, int decimals = kAutoDecimals);

    static QString toCsv(const PivotTable& table); // full precision
    static QString toMarkdown(const PivotTable& table, int decimals = kAutoDecimals);
    static QString toJson(const PivotTable& table); // full precision, indented

    // Building blocks, also for callers that print their own small tables (the CLI's fit results).
    static QString csvField(const QString& text); // quoted when it holds a comma, quote, CR or LF
    static QString csvLine(const QStringList& fields); // ends with CRLF as RFC 4180 says
    // Columns padded to a common width; rightAligned[i] marks numeric columns (default: all but the first).
    static QString markdownTable(
        const QStringList& header, const QList<QStringList>& rows, const QList<bool>& rightAligned = {});
    // Decimals that keep about four significant digits for the largest magnitude (1323 -> 0, 82.3 -> 2, 1.61 -> 3).
    static int decimalsFor(double largestMagnitude);
    // Decimals for a whole pivot table: 0 when every mean is whole, else decimalsFor(the largest mean).
    static int decimalsFor(const PivotTable& table);
    static QString formatNumber(double value, int decimals); // NaN -> empty; kAutoDecimals -> shortest exact
};

} // namespace sb
