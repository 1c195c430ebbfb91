// SPDX-License-Identifier: GPL-3.0-or-later
#include "datatable.h"

#include <QFile>
#include <QFileInfo>
#include <cmath>
#include <limits>

namespace sb {

namespace {

    constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

    struct CsvField {
        QString text;
        int column; // 1-based character position where the field starts
    };

    Error parseError(const QString& source, int line, int column, const QString& offending)
    {
        Error e { ErrorCode::ParseError, QStringLiteral("%1:%2:%3").arg(source).arg(line).arg(column), offending };
        e.value = line;
        return e;
    }

    // One physical line as RFC 4180 fields; quoted fields may contain commas and doubled quotes (not newlines).
    std::optional<QList<CsvField>> splitCsvLine(const QString& line)
    {
        QList<CsvField> fields;
        int i = 0;
        while (true) {
            CsvField field { QString(), i + 1 };
            while (i < line.size() && line.at(i) == QLatin1Char(' '))
                ++i;
            if (i < line.size() && line.at(i) == QLatin1Char('"')) {
                ++i;
                while (true) {
                    if (i >= line.size())
                        return std::nullopt; // unterminated quote
                    if (line.at(i) == QLatin1Char('"')) {
                        if (i + 1 < line.size() && line.at(i + 1) == QLatin1Char('"')) {
                            field.text += QLatin1Char('"');
                            i += 2;
                            continue;
                        }
                        ++i;
                        break;
                    }
                    field.text += line.at(i++);
                }
                while (i < line.size() && line.at(i) != QLatin1Char(','))
                    ++i;
            } else {
                const int start = i;
                while (i < line.size() && line.at(i) != QLatin1Char(','))
                    ++i;
                field.text = line.mid(start, i - start).trimmed();
            }
            fields.append(field);
            if (i >= line.size())
                return fields;
            ++i; // the comma
        }
    }

    bool isSkipped(const QString& line)
    {
        const QString t = line.trimmed();
        return t.isEmpty() || t.startsWith(QLatin1Char('#'));
    }

} // namespace

DataTable::DataTable(QString xLabel)
    : m_xLabel(std::move(xLabel))
{
}

Result<DataTable> DataTable::fromCsv(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return Error { ErrorCode::FileError, path, file.errorString() };
    return fromCsvText(QString::fromUtf8(file.readAll()), QFileInfo(path).fileName());
}

Result<DataTable> DataTable::fromCsvText(const QString& text, const QString& sourceName)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    DataTable table;
    bool haveHeader = false;
    for (int index = 0; index < lines.size(); ++index) {
        QString line = lines.at(index);
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (isSkipped(line))
            continue;
        const int lineNo = index + 1;
        const auto fields = splitCsvLine(line);
        if (!fields)
            return parseError(sourceName, lineNo, int(line.indexOf(QLatin1Char('"'))) + 1, line);
        if (!haveHeader) {
            if (fields->size() < 2)
                return parseError(sourceName, lineNo, 1, line);
            table.m_xLabel = fields->first().text;
            for (int c = 1; c < fields->size(); ++c) {
                if (fields->at(c).text.isEmpty())
                    return parseError(sourceName, lineNo, fields->at(c).column, QString());
                table.addColumn(fields->at(c).text);
            }
            haveHeader = true;
            continue;
        }
        if (fields->size() > table.columnCount() + 1)
            return parseError(sourceName, lineNo, fields->at(table.columnCount() + 1).column,
                fields->at(table.columnCount() + 1).text);
        bool ok = false;
        const double x = fields->first().text.toDouble(&ok);
        if (!ok || !std::isfinite(x))
            return parseError(sourceName, lineNo, fields->first().column, fields->first().text);
        QList<std::optional<double>> values;
        for (int c = 1; c < fields->size(); ++c) {
            const CsvField& f = fields->at(c);
            if (f.text.isEmpty()) {
                values.append(std::nullopt);
                continue;
            }
            const double v = f.text.toDouble(&ok);
            if (!ok || !std::isfinite(v))
                return parseError(sourceName, lineNo, f.column, f.text);
            values.append(v);
        }
        table.addRow(x, values);
    }
    if (!haveHeader)
        return parseError(sourceName, lines.size(), 1, QString());
    return table;
}

int DataTable::columnIndex(const QString& name) const
{
    for (int c = 0; c < m_names.size(); ++c) {
        if (m_names.at(c).compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return c;
    }
    return -1;
}

bool DataTable::hasValue(int row, int column) const
{
    return row >= 0 && row < rowCount() && column >= 0 && column < columnCount()
        && !std::isnan(m_columns.at(column).at(row));
}

std::optional<double> DataTable::value(int row, int column) const
{
    if (!hasValue(row, column))
        return std::nullopt;
    return m_columns.at(column).at(row);
}

int DataTable::addColumn(const QString& name)
{
    m_names.append(name);
    m_columns.append(QList<double>(m_x.size(), kNaN));
    return int(m_names.size()) - 1;
}

void DataTable::addRow(double x, const QList<std::optional<double>>& values)
{
    m_x.append(x);
    for (int c = 0; c < m_columns.size(); ++c)
        m_columns[c].append(c < values.size() && values.at(c) ? *values.at(c) : kNaN);
}

void DataTable::setValue(int row, int column, std::optional<double> value)
{
    m_columns[column][row] = value ? *value : kNaN;
}

void DataTable::points(int column, QList<double>* xs, QList<double>* ys) const
{
    xs->clear();
    ys->clear();
    for (int r = 0; r < rowCount(); ++r) {
        if (hasValue(r, column)) {
            xs->append(m_x.at(r));
            ys->append(m_columns.at(column).at(r));
        }
    }
}

} // namespace sb
