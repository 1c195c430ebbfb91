// SPDX-License-Identifier: GPL-3.0-or-later
#include "runfilterproxy.h"

#include "runtablemodel.h"

namespace sb {

RunFilterProxy::RunFilterProxy(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(RunTableModel::SortRole);
    setFilterKeyColumn(-1);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
}

void RunFilterProxy::setText(const QString& text)
{
    setFilterFixedString(text.trimmed());
}

void RunFilterProxy::setStatus(std::optional<RunStatus> status)
{
    if (status == m_status)
        return;
    m_status = status;
    invalidateRowsFilter();
}

void RunFilterProxy::setExperiment(std::optional<qint64> experimentId)
{
    if (experimentId == m_experiment)
        return;
    m_experiment = experimentId;
    invalidateRowsFilter();
}

bool RunFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_status && index.data(RunTableModel::StatusRole).toInt() != int(*m_status))
        return false;
    if (m_experiment && index.data(RunTableModel::ExperimentIdRole).toLongLong() != *m_experiment)
        return false;
    return QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
}

} // namespace sb
