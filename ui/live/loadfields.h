// SPDX-License-Identifier: GPL-3.0-or-later
// Two fields that make a run (or each run of a plan) one of several load processes: how many (MPI ranks, started by
// Open MPI's mpirun) and on which hosts. Shared by the Run page and the Plan page; disabled without mpirun.
#pragma once

#include "plan/loadlayout.h"

#include <QWidget>

class QLineEdit;
class QSpinBox;

namespace sb {

class LoadFields : public QWidget {
    Q_OBJECT
public:
    explicit LoadFields(QWidget* parent = nullptr);

    // Inactive (ranks 0) for one process; `base` keeps what the fields do not show (launcher, extra options).
    LoadLayout layout(const LoadLayout& base = {}) const;
    void setLayout(const LoadLayout& layout);
    QSpinBox* ranksBox() const { return m_ranks; }
    QLineEdit* hostsEdit() const { return m_hosts; }

Q_SIGNALS:
    void changed();

private:
    void updateHosts();

    QSpinBox* m_ranks;
    QLineEdit* m_hosts;
};

} // namespace sb
