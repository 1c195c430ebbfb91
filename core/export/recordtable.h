// SPDX-License-Identifier: GPL-3.0-or-later
// A flat table of typed records (a run list, an interval series) written as CSV, Markdown or JSON with
// TableWriter's building blocks: numbers stay numbers in JSON, keep full precision in CSV and get a fixed
// number of decimals per column in Markdown.
#pragma once

#include "tablewriter.h"

#include <QList>
#include <QString>
#include <QVariant>

namespace sb {

class RecordTable {
public:
    struct Column {
        QString key; // JSON member and CSV header: "server_cpus"
        QString title; // Markdown header: "server CPUs"
        int decimals = 0; // Markdown only; text columns ignore it
    };

    explicit RecordTable(QList<Column> columns);

    // Values: numbers (int, qint64, double), strings, or a null QVariant for a missing value. Non-finite doubles
    // are missing too.
    void addRow(QList<QVariant> values);

    const QList<Column>& columns() const { return m_columns; }
    int rowCount() const { return int(m_rows.size()); }
    const QVariant& value(int row, int column) const { return m_rows.at(row).at(column); }

    QString toCsv() const;
    QString toMarkdown() const;
    QString toJson(const QString& arrayName) const; // {"<arrayName>": [ {key: value, ...}, ... ]}
    QString write(TableWriter::Format format, const QString& jsonArrayName) const;

private:
    static bool isNumber(const QVariant& value);
    static bool isMissing(const QVariant& value);

    QList<Column> m_columns;
    QList<QList<QVariant>> m_rows;
};

} // namespace sb
