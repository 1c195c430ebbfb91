// SPDX-License-Identifier: GPL-3.0-or-later
// The Plan page's Explore: an adaptive sweep (core's Explorer through the workspace's ExploreController) over the
// workspace's workload, server and CPU sets, with the run length of the plan. Shows each run's point, the USL fit
// with its band and N* after each run (the report's figure), why each run was chosen, and how it ended.
#pragma once

#include "experiment/explorestrategy.h"
#include "plan/runspec.h"

#include <QDialog>

class QDoubleSpinBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace sb {

class FigureWidget;
class Workspace;
struct ExploreOutcome;

class ExploreDialog : public QDialog {
    Q_OBJECT
public:
    // `limits`: the time per run, warm-up and report interval (the plan's).
    ExploreDialog(Workspace* workspace, const RunSpec& limits, QWidget* parent = nullptr);

    QSpinBox* maxClientsBox() const { return m_maxClients; }
    QDoubleSpinBox* targetBox() const { return m_target; }
    QSpinBox* budgetBox() const { return m_budget; }
    QDoubleSpinBox* timeBox() const { return m_time; }
    FigureWidget* figure() const { return m_figure; }
    const QList<ExplorePoint>& points() const { return m_points; }
    ExploreSettings settings() const;

public Q_SLOTS:
    // Starts the sweep unless the engine is busy or no workload is chosen; true when it started.
    bool start();
    void stop();

protected:
    void reject() override; // closing stops a sweep first

private:
    QWidget* createForm();
    void onRunStarting(int run, const ExploreChoice& choice);
    void onRunMeasured(const ExplorePoint& point, const ExploreEstimate& estimate);
    void onEnded(const ExploreOutcome& outcome, qint64 experimentId, const QString& storePath);
    void updateFigure();
    void updateButtons();
    void log(const QString& line);

    Workspace* m_workspace;
    RunSpec m_limits;
    QList<ExplorePoint> m_points;
    QLabel* m_subject = nullptr;
    QSpinBox* m_maxClients = nullptr;
    QDoubleSpinBox* m_target = nullptr;
    QSpinBox* m_budget = nullptr;
    QDoubleSpinBox* m_time = nullptr;
    FigureWidget* m_figure = nullptr;
    QPlainTextEdit* m_log = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_start = nullptr;
    QPushButton* m_stop = nullptr;
};

} // namespace sb
