// SPDX-License-Identifier: GPL-3.0-or-later
// The stored runs as a table, one run per row: conditions, status and headline figures. Numbers are right-aligned
// and sort as numbers through SortRole; a run without a figure sorts below every run with one.
#pragma once

#include "store/storedexperiment.h"
#include "store/storedrun.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <optional>

namespace sb {

class RunTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Id,
        Experiment,
        Started,
        Workload,
        Clients,
        ServerCpus,
        ClientCpus,
        Duration,
        Tps,
        Qps,
        P95,
        Status,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole, // a number for numeric columns, the text otherwise
        RunIdRole,
        ExperimentIdRole,
        StatusRole, // int(RunStatus)
    };

    explicit RunTableModel(QObject* parent = nullptr);

    void setContents(const QList<StoredExperiment>& experiments, const QList<StoredRun>& runs);
    void clear();

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const StoredRun& run(int row) const { return m_runs.at(row); }
    int rowOfRun(qint64 runId) const; // -1 when not listed
    QString experimentName(qint64 experimentId) const { return m_experimentNames.value(experimentId); }
    static QString statusText(RunStatus status);
    static bool isNumeric(int column);

private:
    QVariant display(const StoredRun& run, int column) const;
    QVariant sortValue(const StoredRun& run, int column) const;
    QVariant toolTip(const StoredRun& run, int column) const;
    static std::optional<double> number(const StoredRun& run, int column);

    QList<StoredRun> m_runs;
    QHash<qint64, QString> m_experimentNames;
};

} // namespace sb
