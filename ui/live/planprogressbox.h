// SPDX-License-Identifier: GPL-3.0-or-later
// The Run page's box while a plan runs: which run of how many (its workload, clients, CPU sets, repetition, server and
// load processes), a progress bar over the whole plan and the time elapsed and left. Hidden otherwise.
#pragma once

#include "experiment/planrunner.h"

#include <QElapsedTimer>
#include <QGroupBox>

class QLabel;
class QProgressBar;

namespace sb {

class PlanProgressBox : public QGroupBox {
    Q_OBJECT
public:
    explicit PlanProgressBox(QWidget* parent = nullptr);

    QProgressBar* progressBar() const { return m_bar; }

    // The plan started: no run yet (its server and tables are being set up).
    void planStarted();
    void runStarted(const PlanProgress& progress);
    // The bar and the time left, as of now (called at the charts' pace).
    void updateTime();
    // The plan ended: done, stopped or failed at its current run.
    void planEnded(const Error& error);

private:
    QLabel* m_run;
    QProgressBar* m_bar;
    QLabel* m_time;
    PlanProgress m_progress;
    QElapsedTimer m_sinceRunStart;
};

} // namespace sb
