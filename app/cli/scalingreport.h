// SPDX-License-Identifier: GPL-3.0-or-later
// What `fit` and `compare` say about a scaling table, written once for both: USL fit per column, Amdahl fit across
// columns that name core counts, speedup and efficiency against a baseline column, the percentage difference
// between two columns, and the summary sentences the workstation shows (ui/report/scalingsentence).
#pragma once

#include "analysis/amdahlfit.h"
#include "analysis/datatable.h"
#include "analysis/scalingfacts.h"
#include "analysis/uslfit.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace sb::cli {

class ScalingReport {
public:
    enum class Style { Text, Markdown };

    struct ColumnFit {
        QString label;
        std::optional<UslFit> usl; // absent when the column has too few points
    };

    struct AmdahlRow {
        QString where; // "peak" or the x value
        std::optional<AmdahlFit> fit;
    };

    // A column named as the user wrote it ("2 cores", case-insensitive) or by the core count its label carries
    // ("2"); -1 when none matches. An empty name gives Speedup::fewestResourcesColumn (the default baseline).
    static int findColumn(const DataTable& table, const QString& wanted);

    struct Columns {
        int baseline = 0;
        int diffFrom = -1; // -1: no percentage difference asked
        int diffTo = -1;
    };
    // --baseline COL and --percent-diff A,B as the user gave them; nullopt after printing a usage error that lists
    // the columns.
    static std::optional<Columns> pickColumns(
        const DataTable& table, const QString& baseline, const std::optional<QString>& percentDiff);

    // baseline: index of the reference column for speedup, efficiency and the summary.
    ScalingReport(DataTable table, int baseline);

    // Rows shown by label instead of by x (a pivot whose rows are not numbers).
    void setRowLabels(const QStringList& labels) { m_rowLabels = labels; }
    // Adds the percentage difference from column `from` to column `to`.
    void setPercentDifference(int from, int to);

    const DataTable& table() const { return m_table; }
    int baseline() const { return m_baseline; }
    const ScalingFacts& facts() const { return m_facts; }
    const QList<ColumnFit>& usl() const { return m_usl; }
    const QList<AmdahlRow>& amdahl() const { return m_amdahl; } // empty unless every column names a core count
    QStringList summary() const; // the sentences of ScalingSentence::all

    // Sections, each with its heading; empty when there is nothing to say.
    QString uslSection(Style style) const;
    QString amdahlSection(Style style) const;
    QString speedupSection(Style style) const; // needs two columns
    QString percentDifferenceSection(Style style) const; // needs setPercentDifference
    QString summarySection(Style style) const;

    // The same figures for JSON documents: usl, amdahl, baseline, speedup, percentDifference, summary.
    QJsonObject toJson() const;
    // Extra CSV columns, one line per table row (speedup, efficiency, percentage difference): header, then rows.
    QStringList csvHeader(bool withSpeedup) const;
    QStringList csvRow(int row, bool withSpeedup) const;

    static QString heading(Style style, const QString& title);

private:
    QString rowLabel(int row) const;
    QString percentLabel() const;

    DataTable m_table;
    int m_baseline = 0;
    QStringList m_rowLabels;
    QList<ColumnFit> m_usl;
    QList<AmdahlRow> m_amdahl;
    ScalingFacts m_facts;
    int m_diffFrom = -1;
    int m_diffTo = -1;
};

} // namespace sb::cli
