// SPDX-License-Identifier: GPL-3.0-or-later
// What a scaling table says, built once for `scalebench-cli fit/compare/report` and the Report page: the USL fit
// per column, the Amdahl fit across columns that name core counts, speedup and efficiency against a baseline
// column, the percentage difference between two columns and the summary sentences. Each part is a Table of cells
// (the same strings everywhere); callers only choose the markup (text, Markdown, HTML).
#pragma once

#include "analysis/amdahlfit.h"
#include "analysis/datatable.h"
#include "analysis/meanratio.h"
#include "analysis/pivottable.h"
#include "analysis/scalingfacts.h"
#include "analysis/uslfit.h"
#include "collectors/machineload.h"
#include "common/error.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace sb {

class ScalingReport {
    Q_DECLARE_TR_FUNCTIONS(ScalingReport)
public:
    enum class Style { Text, Markdown };

    // One table as cells; empty rows: nothing to show.
    struct Table {
        QString title; // a heading for text, a caption for HTML
        QStringList header;
        QList<QStringList> rows;
        QList<bool> rightAligned; // per column; empty: all but the first
        QStringList notes; // sentences under the table (why a row has no values), not text inside a cell
        bool isEmpty() const { return rows.isEmpty(); }
    };

    struct AmdahlRow {
        QString where; // "peak" or the x value
        std::optional<AmdahlFit> fit;
        Error refused; // why there is no fit
    };

    // baseline: index of the reference column for speedup, efficiency and the summary.
    // cells: the pivot the means came from (its repetitions decide, by a lack-of-fit test, whether a fit describes
    // them); without it a fit is held to UslVerdict's bound on the relative miss.
    ScalingReport(DataTable table, int baseline, const PivotTable* cells = nullptr);

    // Rows shown by label instead of by x (a pivot whose rows are not numbers).
    void setRowLabels(const QStringList& labels) { m_rowLabels = labels; }
    // Adds the percentage difference from column `from` to column `to`.
    void setPercentDifference(int from, int to);
    // Server CPU time per transaction (µs) with the same rows and columns; a table without values says "not
    // available".
    void setCpuPerTransaction(const DataTable& cpu);
    // How busy the machine was during the runs (MachineLoad::summarize of their environments): the noise verdict
    // names it.
    void setMachineLoad(const std::optional<MachineLoad::Summary>& load);

    const DataTable& table() const { return m_table; }
    int baseline() const { return m_baseline; }
    const ScalingFacts& facts() const { return m_facts; }
    const QList<AmdahlRow>& amdahl() const { return m_amdahl; } // empty unless every column names a core count
    QStringList summary() const; // the sentences of ScalingSentence::all

    Table uslTable() const;
    Table amdahlTable() const; // empty unless every column names a core count
    Table speedupTable() const; // empty with one column
    Table percentDifferenceTable() const; // empty without setPercentDifference
    Table cpuTable() const; // empty without setCpuPerTransaction or without values

    // A table (or the summary) as text with its heading; empty when there is nothing to show.
    static QString render(const Table& table, Style style);
    QString summaryText(Style style) const;
    static QString heading(Style style, const QString& title);

    // The ratio of column `to` over column `from` at a row, with Fieller's interval from the cells' repetitions at
    // the level `comparisons` comparisons leave each (Bonferroni); no interval without a pivot or repetitions.
    MeanRatio ratioAt(int row, int from, int to, int comparisons) const;
    // Rows where both columns have a value.
    int comparableRows(int from, int to) const;
    // "+36.0% (+31.2% to +40.9%)", "+1.2%: not distinguishable from the run-to-run noise (±3.2%)",
    // "+3.0% (no repetitions)"; empty without values.
    static QString percentVerdict(const MeanRatio& r);
    static QString ratioVerdict(const MeanRatio& r);
    static const char* verdictName(const MeanRatio& r); // "distinguishable", "noise", "no-repetitions"

    // The same figures for JSON documents: usl, amdahl, baseline, speedup, percentDifference, summary.
    QJsonObject toJson() const;
    // Extra CSV columns, one line per table row (speedup, efficiency, percentage difference): header, then rows.
    QStringList csvHeader(bool withSpeedup) const;
    QStringList csvRow(int row, bool withSpeedup) const;

private:
    QString rowLabel(int row) const;
    QJsonArray speedupJson() const; // scalingreportjson.cpp, with toJson
    QJsonObject percentDifferenceJson() const;
    QString percentLabel() const;
    // A figure in the table's unit (a peak, X(1), λ) as the measurements table writes its means: the same decimals.
    QString measured(double value, const ConfidenceInterval& interval = {}) const;
    QString measuredPeak(const ScalingFacts::Column& column) const;

    DataTable m_table;
    int m_decimals = 0; // the measurements table's (TableWriter::decimalsFor)
    int m_baseline = 0;
    QStringList m_rowLabels;
    QList<AmdahlRow> m_amdahl;
    ScalingFacts m_facts;
    int m_diffFrom = -1;
    int m_diffTo = -1;
    std::optional<DataTable> m_cpu;
    std::optional<PivotTable> m_cells;
    std::optional<MachineLoad::Summary> m_load;
    bool cpuAvailable() const;
};

} // namespace sb
