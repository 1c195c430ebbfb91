// SPDX-License-Identifier: GPL-3.0-or-later
#include "cpuconfigtable.h"

#include "affinity/affinitypresets.h"
#include "common/errortext.h"
#include "common/presetlabel.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QMenu>
#include <QPushButton>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

namespace sb {

CpuConfigTable::CpuConfigTable(QWidget* parent)
    : QWidget(parent)
    , m_table(new QTableWidget(0, 2, this))
{
    m_table->setHorizontalHeaderLabels({ tr("Label"), tr("CPU set") });
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->verticalHeader()->setVisible(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setToolTip(tr("CPU set: all, cores:N (add :nosmt for one hardware thread per core, :scatter to spread "
                           "over packages), package:K, numa:K, or a CPU list like 0-3,8"));
    m_table->setMinimumHeight(110);
    m_table->setMaximumHeight(190);

    auto* add = new QPushButton(tr("Add"), this);
    add->setObjectName(QStringLiteral("addCpuConfig"));
    m_presets = new QMenu(add);
    add->setMenu(m_presets);
    fillPresets();
    m_remove = new QPushButton(tr("Remove"), this);
    m_remove->setEnabled(false);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    connect(m_table, &QTableWidget::itemChanged, this, &CpuConfigTable::markRows);
    connect(m_table, &QTableWidget::itemChanged, this, &CpuConfigTable::changed);
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
        [this] { m_remove->setEnabled(!m_table->selectedItems().isEmpty()); });
    connect(m_remove, &QPushButton::clicked, this, &CpuConfigTable::removeSelected);
}

QList<CpuConfig> CpuConfigTable::configs() const
{
    QList<CpuConfig> list;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QString label = m_table->item(row, 0) ? m_table->item(row, 0)->text().trimmed() : QString();
        const QString spec = m_table->item(row, 1) ? m_table->item(row, 1)->text().trimmed() : QString();
        list.append({ label, spec });
    }
    return list;
}

void CpuConfigTable::setConfigs(const QList<CpuConfig>& configs)
{
    const QSignalBlocker blocker(m_table);
    m_table->setRowCount(0);
    for (const CpuConfig& c : configs) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, 0, new QTableWidgetItem(c.label));
        m_table->setItem(row, 1, new QTableWidgetItem(c.spec));
    }
    markRows();
    Q_EMIT changed();
}

void CpuConfigTable::addConfig(const CpuConfig& config)
{
    QList<CpuConfig> list = configs();
    list.append(config);
    setConfigs(list);
    m_table->setCurrentCell(int(list.size()) - 1, 1);
}

void CpuConfigTable::removeSelected()
{
    QList<int> rows;
    for (const QModelIndex& index : m_table->selectionModel()->selectedRows())
        rows.append(index.row());
    std::sort(rows.rbegin(), rows.rend());
    for (int row : rows)
        m_table->removeRow(row);
    Q_EMIT changed();
}

void CpuConfigTable::setTopology(std::shared_ptr<const Topology> topology)
{
    m_topology = std::move(topology);
    fillPresets();
    markRows();
}

// The CPUs page's presets for this host (AffinityPresets::list), in its words, and a CPU list to edit.
void CpuConfigTable::fillPresets()
{
    m_presets->clear();
    std::vector<std::pair<QString, QString>> offered;
    if (m_topology) {
        for (const AffinityPreset& preset : AffinityPresets::list(*m_topology))
            offered.emplace_back(PresetLabel::label(preset.name, m_topology->smtEnabled()), preset.name);
    } else {
        offered = { { tr("All CPUs"), QStringLiteral("all") }, { tr("1 core"), QStringLiteral("cores:1") } };
    }
    offered.emplace_back(tr("CPU list"), QStringLiteral("0-1"));
    for (const auto& [label, spec] : offered) {
        QAction* action = m_presets->addAction(QStringLiteral("%1   (%2)").arg(label, spec), this,
            [this, label = label, spec = spec] { addConfig({ label, spec }); });
        action->setData(spec);
    }
}

QStringList CpuConfigTable::presetSpecs() const
{
    QStringList specs;
    for (const QAction* action : m_presets->actions())
        specs.append(action->data().toString());
    return specs;
}

void CpuConfigTable::markRows()
{
    const QSignalBlocker blocker(m_table);
    for (int row = 0; row < m_table->rowCount(); ++row) {
        QTableWidgetItem* item = m_table->item(row, 1);
        if (!item)
            continue;
        QString why;
        if (m_topology && !item->text().trimmed().isEmpty()) {
            if (auto set = AffinityPresets::resolve(*m_topology, item->text().trimmed()); !set)
                why = ErrorText::describe(set.error());
        }
        item->setData(Qt::UserRole, !why.isEmpty());
        item->setIcon(why.isEmpty() ? QIcon() : style()->standardIcon(QStyle::SP_MessageBoxWarning));
        item->setToolTip(why.isEmpty() ? QString() : tr("Not runnable on this host: %1").arg(why));
    }
}

QList<int> CpuConfigTable::unrunnableRows() const
{
    QList<int> rows;
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (m_table->item(row, 1) && m_table->item(row, 1)->data(Qt::UserRole).toBool())
            rows.append(row);
    return rows;
}

} // namespace sb
