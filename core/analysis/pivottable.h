// SPDX-License-Identifier: GPL-3.0-or-later
// One metric laid out with one axis as rows and another as columns (e.g. qps by concurrency x server cores),
// repetitions of a cell aggregated into a SampleSummary.
#pragma once

#include "analysis/datatable.h"
#include "analysis/samplesummary.h"
#include "analysis/statistics.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace sb {

struct PivotRecord {
    QVariant rowKey; // a number (concurrency) or a label
    QString columnKey; // a configuration label ("4 cores")
    double value = 0;
};

class PivotTable {
public:
    PivotTable() = default;

    // Rows are sorted numerically when every row key is a number, else by first appearance; columns keep the
    // order of first appearance.
    static PivotTable fromRecords(const QList<PivotRecord>& records, const QString& rowHeader = QString(),
        double cvThreshold = Statistics::kDefaultCvThreshold);
    static PivotTable fromDataTable(const DataTable& table);
    // Means per cell; rows that are not numeric get their index (0, 1, ...) as x.
    DataTable toDataTable() const;

    const QString& rowHeader() const { return m_rowHeader; }
    void setRowHeader(const QString& header) { m_rowHeader = header; }
    int rowCount() const { return int(m_rowLabels.size()); }
    int columnCount() const { return int(m_columnLabels.size()); }
    bool numericRows() const { return m_numericRows; }
    QString rowLabel(int row) const { return m_rowLabels.at(row); }
    double rowValue(int row) const; // NaN when the rows are labels
    const QStringList& columnLabels() const { return m_columnLabels; }
    QString columnLabel(int column) const { return m_columnLabels.at(column); }

    const SampleSummary& cell(int row, int column) const { return m_cells.at(row).at(column); } // n == 0: empty
    bool hasRepetitions() const; // some cell has n >= 2
    // Made from a DataTable (a table typed in from an article or a CSV file): its cells are published values, not
    // runs, so a cell of one value is not "one run" and its sentences carry no "one run each".
    bool typedIn() const { return m_typedIn; }
    bool hasUnstableCells() const;

private:
    QString m_rowHeader;
    QStringList m_rowLabels;
    QList<double> m_rowValues;
    bool m_numericRows = true;
    bool m_typedIn = false;
    QStringList m_columnLabels;
    QList<QList<SampleSummary>> m_cells; // [row][column]
};

} // namespace sb
