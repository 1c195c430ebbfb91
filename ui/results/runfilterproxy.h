// SPDX-License-Identifier: GPL-3.0-or-later
// Sorts the run table by RunTableModel::SortRole (numbers as numbers) and keeps the runs that match a text (in any
// column, case-insensitive), a status and an experiment; unset criteria match everything.
#pragma once

#include "engine/runsummary.h"

#include <QSortFilterProxyModel>
#include <optional>

namespace sb {

class RunFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit RunFilterProxy(QObject* parent = nullptr);

    void setText(const QString& text);
    void setStatus(std::optional<RunStatus> status);
    void setExperiment(std::optional<qint64> experimentId);
    std::optional<RunStatus> status() const { return m_status; }
    std::optional<qint64> experiment() const { return m_experiment; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    std::optional<RunStatus> m_status;
    std::optional<qint64> m_experiment;
};

} // namespace sb
