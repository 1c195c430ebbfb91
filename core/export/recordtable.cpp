// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordtable.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace sb {

RecordTable::RecordTable(QList<Column> columns)
    : m_columns(std::move(columns))
{
}

void RecordTable::addRow(QList<QVariant> values)
{
    values.resize(m_columns.size());
    m_rows.append(std::move(values));
}

bool RecordTable::isNumber(const QVariant& value)
{
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Double:
        return true;
    default:
        return false;
    }
}

bool RecordTable::isMissing(const QVariant& value)
{
    return !value.isValid() || value.isNull()
        || (value.typeId() == QMetaType::Double && !std::isfinite(value.toDouble()));
}

QString RecordTable::toCsv() const
{
    QStringList header;
    for (const Column& c : m_columns)
        header << c.key;
    QString out = TableWriter::csvLine(header);
    for (const auto& row : m_rows) {
        QStringList fields;
        for (const QVariant& v : row) {
            if (isMissing(v))
                fields << QString();
            else if (v.typeId() == QMetaType::Double)
                fields << TableWriter::formatNumber(v.toDouble(), TableWriter::kAutoDecimals);
            else
                fields << v.toString();
        }
        out += TableWriter::csvLine(fields);
    }
    return out;
}

QString RecordTable::toMarkdown() const
{
    QStringList header;
    QList<bool> right;
    for (int c = 0; c < m_columns.size(); ++c) {
        header << m_columns.at(c).title;
        // Text (or a boolean) anywhere makes a column left-aligned; numbers and missing values keep it right.
        bool text = false;
        for (const auto& row : m_rows)
            text = text || (!isMissing(row.at(c)) && !isNumber(row.at(c)));
        right << !text;
    }
    QList<QStringList> rows;
    for (const auto& row : m_rows) {
        QStringList cells;
        for (int c = 0; c < row.size(); ++c) {
            const QVariant& v = row.at(c);
            if (isMissing(v))
                cells << QString();
            else if (v.typeId() == QMetaType::Double)
                cells << TableWriter::formatNumber(v.toDouble(), m_columns.at(c).decimals);
            else
                cells << v.toString();
        }
        rows << cells;
    }
    return TableWriter::markdownTable(header, rows, right);
}

QString RecordTable::toJson(const QString& arrayName) const
{
    QJsonArray records;
    for (const auto& row : m_rows) {
        QJsonObject o;
        for (int c = 0; c < row.size(); ++c) {
            const QVariant& v = row.at(c);
            o.insert(m_columns.at(c).key, isMissing(v) ? QJsonValue(QJsonValue::Null) : QJsonValue::fromVariant(v));
        }
        records.append(o);
    }
    return QString::fromUtf8(QJsonDocument(QJsonObject { { arrayName, records } }).toJson(QJsonDocument::Indented));
}

QString RecordTable::write(TableWriter::Format format, const QString& jsonArrayName) const
{
    switch (format) {
    case TableWriter::Format::Csv:
        return toCsv();
    case TableWriter::Format::Markdown:
        return toMarkdown();
    case TableWriter::Format::Json:
        return toJson(jsonArrayName);
    }
    return QString();
}

} // namespace sb
