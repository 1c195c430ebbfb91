// SPDX-License-Identifier: GPL-3.0-or-later
#include "pivottable.h"

#include <QHash>
#include <algorithm>
#include <numeric>

namespace sb {

namespace {

    std::optional<double> numericKey(const QVariant& key)
    {
        bool ok = false;
        const double v = key.toString().trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(v))
            return std::nullopt;
        return v;
    }

    QString keyLabel(const QVariant& key)
    {
        if (const auto v = numericKey(key))
            return QString::number(*v, 'g', 12);
        return key.toString();
    }

} // namespace

PivotTable PivotTable::fromRecords(const QList<PivotRecord>& records, const QString& rowHeader, double cvThreshold)
{
    PivotTable t;
    t.m_rowHeader = rowHeader;
    QStringList rows;
    QList<double> rowValues;
    for (const PivotRecord& r : records) {
        const QString row = keyLabel(r.rowKey);
        if (!rows.contains(row)) {
            rows.append(row);
            const auto v = numericKey(r.rowKey);
            t.m_numericRows = t.m_numericRows && v.has_value();
            rowValues.append(v.value_or(SampleSummary::kNaN));
        }
        if (!t.m_columnLabels.contains(r.columnKey))
            t.m_columnLabels.append(r.columnKey);
    }
    QList<int> order(rows.size());
    std::iota(order.begin(), order.end(), 0);
    if (t.m_numericRows)
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return rowValues.at(a) < rowValues.at(b); });

    QHash<QString, int> rowIndex;
    for (int i = 0; i < order.size(); ++i) {
        rowIndex.insert(rows.at(order.at(i)), i);
        t.m_rowLabels.append(rows.at(order.at(i)));
        t.m_rowValues.append(t.m_numericRows ? rowValues.at(order.at(i)) : SampleSummary::kNaN);
    }
    QList<QList<QList<double>>> samples(rows.size(), QList<QList<double>>(t.m_columnLabels.size()));
    for (const PivotRecord& r : records)
        samples[rowIndex.value(keyLabel(r.rowKey))][int(t.m_columnLabels.indexOf(r.columnKey))].append(r.value);
    for (const auto& rowSamples : samples) {
        QList<SampleSummary> cells;
        for (const auto& values : rowSamples)
            cells.append(Statistics::summarize(values, cvThreshold));
        t.m_cells.append(cells);
    }
    if (!t.m_numericRows)
        std::fill(t.m_rowValues.begin(), t.m_rowValues.end(), SampleSummary::kNaN);
    return t;
}

PivotTable PivotTable::fromDataTable(const DataTable& table)
{
    QList<PivotRecord> records;
    for (int r = 0; r < table.rowCount(); ++r) {
        for (int c = 0; c < table.columnCount(); ++c) {
            if (const auto v = table.value(r, c))
                records.append({ table.x(r), table.columnName(c), *v });
        }
    }
    PivotTable t = fromRecords(records, table.xLabel());
    t.m_typedIn = true;
    // A column with no value at all would have vanished; keep the columns of the table.
    for (const QString& name : table.columnNames()) {
        if (!t.m_columnLabels.contains(name)) {
            t.m_columnLabels.append(name);
            for (auto& row : t.m_cells)
                row.append(SampleSummary {});
        }
    }
    return t;
}

DataTable PivotTable::toDataTable() const
{
    DataTable table(m_rowHeader);
    for (const QString& label : m_columnLabels)
        table.addColumn(label);
    for (int r = 0; r < rowCount(); ++r) {
        QList<std::optional<double>> values;
        for (const SampleSummary& s : m_cells.at(r))
            values.append(s.isEmpty() ? std::nullopt : std::optional<double>(s.mean));
        table.addRow(m_numericRows ? m_rowValues.at(r) : double(r), values);
    }
    return table;
}

double PivotTable::rowValue(int row) const
{
    return m_rowValues.at(row);
}

bool PivotTable::hasRepetitions() const
{
    for (const auto& row : m_cells) {
        for (const SampleSummary& s : row) {
            if (s.n >= 2)
                return true;
        }
    }
    return false;
}

bool PivotTable::hasUnstableCells() const
{
    for (const auto& row : m_cells) {
        for (const SampleSummary& s : row) {
            if (s.unstable)
                return true;
        }
    }
    return false;
}

} // namespace sb
