// SPDX-License-Identifier: GPL-3.0-or-later
// The Run page's table of a mixed run's client groups (run --mix, the Workload page's mix): per group its workload,
// clients and the latest interval's transactions, queries, p95 latency and errors per second, and, where the group
// counts New-Orders (tpcc), NOPM. The total stays in the tiles above. Hidden for a run of one workload.
#pragma once

#include "engine/intervalsample.h"

#include <QGroupBox>

class QTableWidget;

namespace sb {

class GroupTable : public QGroupBox {
    Q_OBJECT
public:
    explicit GroupTable(QWidget* parent = nullptr);

    // A row per group of the mix (MixSpec's grammar), dashes in the figures; hidden when `mix` is empty or invalid.
    void begin(const QString& mix);
    // A group's interval: its row shows it (refresh() draws it).
    void update(const IntervalSample& group);
    void refresh();

    QTableWidget* table() const { return m_table; }
    // A mix's run is shown (begin() had groups), whether or not the page is on screen.
    bool isActive() const { return !m_latest.isEmpty(); }

private:
    enum Column { Group, Workload, Clients, Tps, Qps, P95, Errors, Nopm, ColumnCount };

    QTableWidget* m_table;
    QList<IntervalSample> m_latest; // by row; the group's name in `group`
    bool m_dirty = false;
};

} // namespace sb
