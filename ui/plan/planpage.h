// SPDX-License-Identifier: GPL-3.0-or-later
// The Plan page: the experiment matrix as a form (PlanForm) with the number of runs and the estimated time as the
// user edits, the plan's problems in words with their JSON path, plan files (open, save, the bundled examples) and
// Run/Stop through the workspace's PlanController. The runs are watched on the Run page.
#pragma once

#include <memory>

#include "plan/experimentplan.h"

#include <QJsonObject>
#include <QWidget>

class QLabel;
class QPushButton;

namespace sb {

class Topology;

class PlanForm;
class Workspace;

class PlanPage : public QWidget {
    Q_OBJECT
public:
    explicit PlanPage(Workspace* workspace, QWidget* parent = nullptr);

    PlanForm* form() const { return m_form; }
    // The plan as the form says it, with its problems.
    ExperimentPlan plan() const;
    QList<PlanIssue> issues() const { return m_issues; }
    const QString& fileName() const { return m_fileName; }
    // The example plans built into the program (resource paths).
    static QStringList examplePlans();

    // Reads a plan file into the form; a file that cannot be read leaves the form as it was and says why.
    bool loadFile(const QString& path);
    bool saveFile(const QString& path);
    // The form differs from the plan as last opened, saved or made new (its server and workload, which follow the
    // Connection and Workload pages, aside).
    bool isModified() const;
    // Before the plan is replaced (File > Open, an example, New, the demo, Quit): when it is modified, asks whether to
    // save it first; false when the user cancels (or the save failed).
    bool maySwitchPlan();

public Q_SLOTS:
    void newPlan();
    void openPlan();
    void savePlan();
    void savePlanAs();
    // Starts the plan unless it has errors or the engine is busy (the page says which); true when it started.
    bool runPlan();
    // The same, continuing the plan's experiment in the results file (as `plan resume`, whichever front end
    // started it): only the runs it lacks are run.
    bool resumePlan();
    void stopPlan();
    // Opens the Explore dialog over the workspace's workload with the plan's run length (modal while open).
    void explore();

Q_SIGNALS:
    // A plan started: the window shows the Run page.
    void planStarted();
    void modifiedChanged(bool modified);

private:
    QList<PlanIssue> problemsOf(const ExperimentPlan& plan) const;
    QWidget* createHeader();
    QWidget* createSummary();
    void updateSummary();
    void updateButtons();
    void showMessage(const QString& text, bool error);
    bool startPlan(bool resume);
    QJsonObject comparable() const;
    void markUnmodified();

    Workspace* m_workspace;
    PlanForm* m_form;
    QList<PlanIssue> m_issues;
    mutable std::shared_ptr<Topology> m_topology; // the machine's, loaded once for the CPU-set check
    QString m_fileName;
    QJsonObject m_unmodified; // comparable() as last opened, saved or made new
    bool m_modified = false;
    QLabel* m_file = nullptr;
    QLabel* m_runs = nullptr;
    QLabel* m_estimate = nullptr;
    QLabel* m_breakdown = nullptr;
    QLabel* m_problems = nullptr;
    QLabel* m_message = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_resume = nullptr;
    QPushButton* m_stop = nullptr;
    QPushButton* m_explore = nullptr;
};

} // namespace sb
