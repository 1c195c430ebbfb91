// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablewriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cmath>

namespace sb {

namespace {

    QString rowKeyText(const PivotTable& t, int row)
    {
        return t.numericRows() ? TableWriter::formatNumber(t.rowValue(row), TableWriter::kAutoDecimals)
                               : t.rowLabel(row);
    }

    QString markdownCell(const SampleSummary& s, int decimals)
    {
        if (s.isEmpty())
            return QString();
        const QString mean = TableWriter::formatNumber(s.mean, decimals);
        if (!s.hasSpread())
            return mean;
        return mean + QStringLiteral(" ± ") + TableWriter::formatNumber(s.ciHalfWidth, decimals);
    }

    QJsonValue jsonNumber(double v)
    {
        return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
    }

    QJsonValue jsonCell(const SampleSummary& s, bool withSpread)
    {
        if (s.isEmpty())
            return QJsonValue(QJsonValue::Null);
        if (!withSpread)
            return jsonNumber(s.mean);
        return QJsonObject { { QStringLiteral("mean"), jsonNumber(s.mean) }, { QStringLiteral("sd"), jsonNumber(s.sd) },
            { QStringLiteral("ci95"), jsonNumber(s.ciHalfWidth) }, { QStringLiteral("cv"), jsonNumber(s.cv) },
            { QStringLiteral("n"), s.n }, { QStringLiteral("unstable"), s.unstable } };
    }


} // namespace

std::optional<TableWriter::Format> TableWriter::formatFromName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("csv"))
        return Format::Csv;
    if (n == QLatin1String("markdown") || n == QLatin1String("md"))
        return Format::Markdown;
    if (n == QLatin1String("json"))
        return Format::Json;
    return std::nullopt;
}

QString TableWriter::write(const PivotTable& table, Format format, int decimals)
{
    switch (format) {
    case Format::Csv:
        return toCsv(table);
    case Format::Markdown:
        return toMarkdown(table, decimals);
    case Format::Json:
        return toJson(table);
    }
    return QString();
}

QString TableWriter::write(const DataTable& table, Format format, int decimals)
{
    return write(PivotTable::fromDataTable(table), format, decimals);
}

QString TableWriter::toCsv(const PivotTable& t)
{
    const bool spread = t.hasRepetitions();
    QStringList header { t.rowHeader() };
    for (const QString& label : t.columnLabels()) {
        header << label;
        if (spread)
            header << label + QStringLiteral(" sd") << label + QStringLiteral(" ci95") << label + QStringLiteral(" n");
    }
    QString out = csvLine(header);
    for (int r = 0; r < t.rowCount(); ++r) {
        QStringList fields { rowKeyText(t, r) };
        for (int c = 0; c < t.columnCount(); ++c) {
            const SampleSummary& s = t.cell(r, c);
            fields << formatNumber(s.mean, kAutoDecimals);
            if (spread)
                fields << formatNumber(s.sd, kAutoDecimals) << formatNumber(s.ciHalfWidth, kAutoDecimals)
                       << (s.n ? QString::number(s.n) : QString());
        }
        out += csvLine(fields);
    }
    return out;
}

QString TableWriter::toMarkdown(const PivotTable& t, int decimals)
{
    if (decimals == kAutoDecimals)
        decimals = decimalsFor(t);
    QList<QStringList> rows;
    for (int r = 0; r < t.rowCount(); ++r) {
        QStringList cells { rowKeyText(t, r) };
        for (int c = 0; c < t.columnCount(); ++c)
            cells << markdownCell(t.cell(r, c), decimals);
        rows << cells;
    }
    QList<bool> right(t.columnCount() + 1, true);
    right[0] = t.numericRows();
    return markdownTable(QStringList { t.rowHeader() } + t.columnLabels(), rows, right);
}

QString TableWriter::toJson(const PivotTable& t)
{
    const bool spread = t.hasRepetitions();
    QJsonArray rows;
    for (int r = 0; r < t.rowCount(); ++r) {
        QJsonArray values;
        for (int c = 0; c < t.columnCount(); ++c)
            values.append(jsonCell(t.cell(r, c), spread));
        const QJsonValue key = t.numericRows() ? QJsonValue(t.rowValue(r)) : QJsonValue(t.rowLabel(r));
        rows.append(QJsonObject { { QStringLiteral("key"), key }, { QStringLiteral("values"), values } });
    }
    const QJsonObject doc { { QStringLiteral("rowHeader"), t.rowHeader() },
        { QStringLiteral("columns"), QJsonArray::fromStringList(t.columnLabels()) }, { QStringLiteral("rows"), rows } };
    return QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Indented));
}

QString TableWriter::csvField(const QString& text)
{
    static const QString special = QStringLiteral(",\"\r\n");
    if (std::none_of(text.begin(), text.end(), [](QChar ch) { return special.contains(ch); }))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString TableWriter::csvLine(const QStringList& fields)
{
    QStringList quoted;
    for (const QString& f : fields)
        quoted << csvField(f);
    return quoted.join(QLatin1Char(',')) + QStringLiteral("\r\n");
}

QString TableWriter::markdownTable(
    const QStringList& header, const QList<QStringList>& rows, const QList<bool>& rightAligned)
{
    const int columns = int(header.size());
    QList<int> width(columns, 3);
    auto escape = [](QString s) -> QString { return s.replace(QLatin1Char('|'), QLatin1String("\\|")); };
    for (int c = 0; c < columns; ++c) {
        width[c] = std::max(width.at(c), int(escape(header.at(c)).size()));
        for (const QStringList& row : rows)
            width[c] = std::max(width.at(c), int(escape(row.value(c)).size()));
    }
    auto right = [&](int c) { return c < rightAligned.size() ? rightAligned.at(c) : c > 0; };
    auto line = [&](const QStringList& cells) -> QString {
        QString out = QStringLiteral("|");
        for (int c = 0; c < columns; ++c) {
            const QString text = escape(cells.value(c));
            out += QLatin1Char(' ') + (right(c) ? text.rightJustified(width.at(c)) : text.leftJustified(width.at(c)))
                + QStringLiteral(" |");
        }
        return out + QLatin1Char('\n');
    };
    QString rule = QStringLiteral("|");
    for (int c = 0; c < columns; ++c)
        rule += QLatin1Char(' ') + QString(width.at(c) - 1, QLatin1Char('-'))
            + (right(c) ? QLatin1Char(':') : QLatin1Char('-')) + QStringLiteral(" |");
    QString out = line(header) + rule + QLatin1Char('\n');
    for (const QStringList& row : rows)
        out += line(row);
    return out;
}

// Whole numbers (an article's qps) stay whole; otherwise about four significant digits for the largest mean.
int TableWriter::decimalsFor(const PivotTable& t)
{
    double largest = 0;
    bool whole = true;
    for (int r = 0; r < t.rowCount(); ++r) {
        for (int c = 0; c < t.columnCount(); ++c) {
            const SampleSummary& s = t.cell(r, c);
            if (s.isEmpty())
                continue;
            largest = std::max(largest, std::abs(s.mean));
            whole = whole && s.mean == std::round(s.mean) && !s.hasSpread();
        }
    }
    return whole ? 0 : decimalsFor(largest);
}

int TableWriter::decimalsFor(double largestMagnitude)
{
    if (!(largestMagnitude > 0) || !std::isfinite(largestMagnitude))
        return 2;
    const int digitsBeforePoint = int(std::floor(std::log10(largestMagnitude))) + 1;
    return std::clamp(4 - digitsBeforePoint, 0, 6);
}

QString TableWriter::formatNumber(double value, int decimals)
{
    if (!std::isfinite(value))
        return QString();
    if (decimals == kAutoDecimals)
        return QString::number(value, 'g', 15);
    return QString::number(value, 'f', decimals);
}

} // namespace sb
