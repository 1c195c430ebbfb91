// SPDX-License-Identifier: GPL-3.0-or-later
// The Run page's box while a plan runs: which run of how many (its workload, clients, CPU sets, repetition, server and
// load processes), a progress bar over the whole plan and the time elapsed and left. Hidden otherwise.
#pragma once

#include "experiment/runmodel.h"

#include <QGroupBox>

class QLabel;
class QProgressBar;

namespace sb {

class PlanProgressBox : public QGroupBox {
    Q_OBJECT
public:
    explicit PlanProgressBox(QWidget* parent = nullptr);

    QProgressBar* progressBar() const { return m_bar; }

    // Shown while the current run is a plan's (and after it, with how the plan ended): which run of how many, a bar
    // over the whole plan (by runs: run k of n is at (k-1)/n and more) and the time elapsed and left. `stepSec`:
    // seconds since the step began; `fraction`: the plan's share done (RunModel::planFraction).
    void render(const CurrentRun& run, double stepSec, double fraction);

private:
    QLabel* m_run;
    QProgressBar* m_bar;
    QLabel* m_time;
};

} // namespace sb
