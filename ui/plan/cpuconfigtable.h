// SPDX-License-Identifier: GPL-3.0-or-later
// One CPU axis of a plan as an editable table: a label and a CPU set (preset or cpulist) per row, with buttons to
// add a row from the presets the host can run (the CPUs page's list) and to remove rows. A row the host cannot run
// (cores:8 on 2 cores) stays, marked "not runnable here" with why.
#pragma once

#include "plan/cpuconfig.h"

#include <QList>
#include <QWidget>
#include <memory>

class QMenu;
class QPushButton;
class QTableWidget;

namespace sb {

class Topology;

class CpuConfigTable : public QWidget {
    Q_OBJECT
public:
    explicit CpuConfigTable(QWidget* parent = nullptr);

    QList<CpuConfig> configs() const;
    void setConfigs(const QList<CpuConfig>& configs);
    QTableWidget* table() const { return m_table; }
    void addConfig(const CpuConfig& config);
    // The host whose presets the Add menu offers and against which rows are marked; null: the usual presets, no marks.
    void setTopology(std::shared_ptr<const Topology> topology);
    // The rows marked as not runnable on the host (0-based).
    QList<int> unrunnableRows() const;
    QStringList presetSpecs() const; // what the Add menu offers, in its order

Q_SIGNALS:
    void changed();

private:
    void removeSelected();
    void fillPresets();
    void markRows();

    QTableWidget* m_table;
    QMenu* m_presets;
    std::shared_ptr<const Topology> m_topology;
    QPushButton* m_remove;
};

} // namespace sb
