// SPDX-License-Identifier: GPL-3.0-or-later
// One CPU axis of a plan as an editable table: a label and a CPU set (preset or cpulist) per row, with buttons to
// add a row from the usual presets and to remove rows.
#pragma once

#include "plan/cpuconfig.h"

#include <QList>
#include <QWidget>

class QPushButton;
class QTableWidget;

namespace sb {

class CpuConfigTable : public QWidget {
    Q_OBJECT
public:
    explicit CpuConfigTable(QWidget* parent = nullptr);

    QList<CpuConfig> configs() const;
    void setConfigs(const QList<CpuConfig>& configs);
    QTableWidget* table() const { return m_table; }
    void addConfig(const CpuConfig& config);

Q_SIGNALS:
    void changed();

private:
    void removeSelected();

    QTableWidget* m_table;
    QPushButton* m_remove;
};

} // namespace sb
