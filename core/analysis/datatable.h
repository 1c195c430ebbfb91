// SPDX-License-Identifier: GPL-3.0-or-later
// A numeric table: one x axis and named series (one per configuration), as typed in from an article or a CSV file.
#pragma once

#include "common/error.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace sb {

class DataTable {
public:
    DataTable() = default;
    explicit DataTable(QString xLabel);

    // First column = x axis, one column per configuration; '#' lines are comments; the header row is required.
    // Empty cells are missing values. Errors: ParseError with context "<source>:<line>:<column>", detail the
    // offending text, value the line number (1-based, counting comment lines).
    static Result<DataTable> fromCsv(const QString& path);
    static Result<DataTable> fromCsvText(const QString& text, const QString& sourceName = QStringLiteral("csv"));

    const QString& xLabel() const { return m_xLabel; }
    void setXLabel(const QString& label) { m_xLabel = label; }

    int rowCount() const { return int(m_x.size()); }
    int columnCount() const { return int(m_names.size()); }
    const QList<double>& xValues() const { return m_x; }
    double x(int row) const { return m_x.at(row); }
    const QStringList& columnNames() const { return m_names; }
    QString columnName(int column) const { return m_names.at(column); }
    int columnIndex(const QString& name) const; // -1 when absent (case-insensitive match)

    bool hasValue(int row, int column) const;
    std::optional<double> value(int row, int column) const;
    // Missing values are NaN here.
    const QList<double>& column(int column) const { return m_columns.at(column); }

    int addColumn(const QString& name); // every existing row gets a missing value
    void setColumnName(int column, const QString& name) { m_names[column] = name; }
    void addRow(double x, const QList<std::optional<double>>& values); // values.size() <= columnCount()
    void setValue(int row, int column, std::optional<double> value);

    // The present (x, y) pairs of a column, for fitting.
    void points(int column, QList<double>* xs, QList<double>* ys) const;

private:
    QString m_xLabel;
    QList<double> m_x;
    QStringList m_names;
    QList<QList<double>> m_columns; // m_columns[column][row], NaN = missing
};

} // namespace sb
