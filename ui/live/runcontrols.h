// SPDX-License-Identifier: GPL-3.0-or-later
// The Run page's controls: what runs against what (from the other pages), the run's settings (kept for the next
// start), Start and Stop, and the state line under them. The page decides what Start and Stop do.
#pragma once

#include "experiment/runmodel.h"
#include "plan/loadlayout.h"
#include "plan/runspec.h"

#include <QGroupBox>

class QLabel;
class QPushButton;
class QSpinBox;

namespace sb {

class LoadFields;
class RunSettingsRow;
class Workspace;

class RunControls : public QGroupBox {
    Q_OBJECT
public:
    explicit RunControls(Workspace* workspace, QWidget* parent = nullptr);

    // The settings as a run's limits: threads and every setting of the row (RunSettings' table).
    RunSpec limits() const;
    LoadLayout load() const;
    // Keeps the settings as they are for the next start of the workstation.
    void remember() const;
    void setThreads(int threads);
    void setDuration(double seconds);
    void setWarmup(double seconds);
    void setReportInterval(double seconds);

    // Start and the settings while the engine is idle; Stop while there is something to stop.
    void setIdle(bool idle, bool stoppable);
    // The state line (rich text).
    void setState(const QString& text);
    QString state() const;

    // While a run or plan step is active the header is `header` (RunWords::header: the one model's words: which run,
    // its clients, times and CPU sets as read back) and, for a plan's step, the settings row (read-only while the
    // engine works) shows the step's values, not the page's own. Once it ended, its header stays and the page's own
    // (editable) settings come back under a "Next run" line (what Start would run), until the user changes one of
    // them or starts again. An empty header: the page's own target ("Next run") and settings.
    void showRun(const CurrentRun& run, const QString& header);

Q_SIGNALS:
    void startClicked();
    void stopClicked();

private:
    void createFields();
    void updateTarget();
    void showOwnTarget();
    void showLimits(const RunSpec& spec);
    void ownSettingsEdited();

    Workspace* m_workspace;
    RunSettingsRow* m_settings; // every setting's box, from RunSettings' table
    QSpinBox* m_threads; // the row's client count (a mix sets it)
    LoadFields* m_load; // several load processes (mpirun)
    QPushButton* m_start;
    QPushButton* m_stop;
    QLabel* m_target;
    bool m_planStep = false; // the row shows a plan's step
    bool m_active = false; // the header shows the run (active or ended)
    bool m_ended = false; // ... which ended: the next run's line shows what Start would run
    bool m_dismissed = false; // the user changed a setting since the run ended: its header gave way
    bool m_showing = false; // the row is being set to a run's (or the page's own) values
    QLabel* m_next; // "Next run: ..." under an ended run's header
    RunSpec m_own; // the page's own settings while the row shows a plan's step
    QLabel* m_state;
    bool m_idle = true;
    int m_ownThreads = -1; // the user's client count while a mix's groups set the box
};

} // namespace sb
