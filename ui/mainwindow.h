// SPDX-License-Identifier: GPL-3.0-or-later
// The workstation's main window: the Connection -> Workload -> CPUs -> Plan -> Run -> Results -> Report workflow.
#pragma once

#include <QMainWindow>

namespace sb {

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
};

} // namespace sb
