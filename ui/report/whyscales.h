// SPDX-License-Identifier: GPL-3.0-or-later
// The report's "Why it scales as it does" section. With several columns (servers, settings, CPU sets, workloads) it
// first compares them at each client count: every per-transaction metric (status counters, waits, CPU, switches)
// ranked by how far its ratio between a column and the first lies beyond the run-to-run noise, the sentence naming
// the ones that differ; a metric that moved alike in every column is not named in the steps either. Then, for each
// column (cores, SMT, server), how the server's time per
// transaction splits across the client counts (server CPU, the clients' waits by level and the top events, file
// I/O), as a table with units and a stacked figure of the synchronisation waits; and sentences built only from
// measured changes: a throughput change with its interval, and the waits (or CPU) whose time per transaction changed
// beyond the noise. A wait that did not change is never named; a profile without repetitions says so.
//
// Its rows are the per-run metrics of ServerMetrics::perTransaction (core/collectors): a collector that adds a
// metric there (context switches, IPC) gets a row in this table without touching this file; a sentence of its own
// goes into sentences() beside the waits'.
#pragma once

#include "charts/figuredata.h"
#include "collectors/servermetrics.h"
#include "scalingreport.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace sb {

// One run's server-side record, as the section reads it.
struct ServerRun {
    QString column; // the run's column label
    double x = 0; // its row (clients)
    double tps = 0;
    QList<ServerMetric> metrics;
    QString waitsReason; // empty when the run has a wait profile (ServerMetrics::waitsUnavailableReason)
    // Wait instruments this run's server does not have (ServerMetrics::missingInstrument): event -> reason.
    QHash<QString, QString> missingInstruments;
    // Cost metrics (RunCost) this run could not measure: key -> reason ("remote", "no_permission", ...).
    QHash<QString, QString> unavailable;
    // The load processes (MPI ranks) whose CPU the client CPU adds up; 1 for a run of one process.
    int loadProcesses = 1;
};

class CostTables;

class WhyScales {
    friend class CostTables;
    Q_DECLARE_TR_FUNCTIONS(WhyScales)
public:
    // How many of the synch level's events the figure stacks (the rest is "other synch waits").
    static constexpr int kStackedEvents = 5;
    // How many wait events the table lists per column (by their largest time per transaction).
    static constexpr int kTableEvents = 8;

    explicit WhyScales(QList<ServerRun> runs, QStringList columns = {});

    bool isEmpty() const; // no run has any server metric
    bool hasWaits() const; // some run has a wait profile
    bool hasRepetitions() const; // some cell has two runs or more
    QStringList columns() const { return m_columns; }
    QList<double> xValues(const QString& column) const;

    // How many metrics a between-columns sentence names (the furthest beyond the noise).
    static constexpr int kNamedDifferences = 3;

    // The sentences of the section: with several columns first columnSentences(), then column by column, for each
    // pair of neighbouring client counts.
    QStringList sentences() const;
    // Each column against the first at every client count both have: throughput's ratio and the per-transaction
    // metrics whose ratio lies beyond the noise, furthest first. Empty with one column.
    QStringList columnSentences() const;
    // One table per column: rows are metrics (with unit and level), columns the client counts; mean ± 95% CI.
    QList<ScalingReport::Table> tables(const QString& xLabel) const;
    // The synch level's top events and the rest stacked per client count, the columns side by side.
    FigureData figure() const;
    // Why some runs have no profile, in words (once per reason); empty when all have one.
    QStringList unavailableNotes() const;
    static QString unavailableText(const QString& reason);
    // A wait instrument the server does not have, named as missing (never 0), with where to look instead.
    static QString missingInstrumentText(const QString& event, const QString& reason);

private:
    struct Cell {
        QList<double> tps;
        QHash<QString, QList<double>> metrics;
        bool hasWaits = false;
    };
    const Cell* cell(const QString& column, double x) const;
    QList<QString> topEvents(const QString& column, const QString& level, int count) const;
    QString metricLabel(const QString& key) const;
    QString throughputText(const Cell* c) const;
    QString valueText(const QString& key, double value) const;
    // Whether `key` changed from `xa` to `xb` in the same direction in every other column that has both counts.
    bool changedAlikeElsewhere(const QString& column, double xa, double xb, const QString& key, bool grew) const;
    QString unitOf(const QString& key) const;
    double beyondNoise(const QString& key, const QString& base, const QString& column, const QList<double>& xs) const;
    QStringList stepParts(const QString& column, double xa, double xb, bool* compared) const;
    // "KB read per transaction doubles (1.9–2.2x)" (costtables.cpp).
    QString costChange(const QString& key, double ratio, const QString& factor) const;

    QList<ServerRun> m_runs;
    QStringList m_columns;
    QHash<QString, QMap<double, Cell>> m_cells;
    QHash<QString, ServerMetric> m_metricInfo; // key -> a metric of that key (level, unit, group)
    int m_fewestLoadProcesses = 1, m_mostLoadProcesses = 1; // over the runs: what the client CPU row says it adds
};

} // namespace sb
