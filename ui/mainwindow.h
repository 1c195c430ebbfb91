// SPDX-License-Identifier: GPL-3.0-or-later
// The workstation's main window: the Connection -> Workload -> CPUs -> Plan -> Run -> Results -> Report workflow as
// a navigation list beside the pages, menus, shortcuts and a status bar with the server and the run state.
#pragma once

#include <QMainWindow>

class QLabel;
class QListWidget;
class QScrollArea;
class QStackedWidget;

namespace sb {

class ConnectionPage;
class CpuPage;
class LivePage;
class ManualWindow;
class ResultsPage;
class ReportPage;
class PlanPage;
class RecoveryBanner;
class StartHint;
class WorkloadPage;
class Workspace;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    enum class Page { Connection, Workload, Cpus, Plan, Run, Results, Report };
    Q_ENUM(Page)

    explicit MainWindow(QWidget* parent = nullptr);
    // A window over another workspace (tests point it at their own sandbox). Either first puts back the CPU masks that
    // a ScaleBench process which died left on a server, and says so above the pages.
    explicit MainWindow(Workspace* workspace, QWidget* parent = nullptr);
    ~MainWindow() override;

    Page currentPage() const;
    void showPage(Page page);
    static int pageCount() { return 7; }
    QString pageTitle(Page page) const;
    // The About box's text: the versions of ScaleBench, Qt, the client library, hwloc and the server when known.
    QString aboutText() const;

    // The page itself (the stack holds each in a scroll area).
    QWidget* page(Page which) const;

    Workspace* workspace() const { return m_workspace; }
    ConnectionPage* connectionPage() const { return m_connection; }
    WorkloadPage* workloadPage() const { return m_workload; }
    CpuPage* cpuPage() const { return m_cpus; }
    LivePage* livePage() const { return m_live; }
    ResultsPage* resultsPage() const { return m_results; }
    ReportPage* reportPage() const { return m_report; }
    PlanPage* planPage() const { return m_plan; }
    RecoveryBanner* recoveryBanner() const { return m_recovery; }
    StartHint* startHint() const { return m_startHint; }

    // The user guide, opened by Help > User Guide (F1) at the section of the page shown; null until then.
    ManualWindow* manual() const { return m_manual; }

public Q_SLOTS:
    void showAbout();
    // The user guide at `page`'s section; false when the guide lacks it.
    bool showManual(Page page);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createPages();
    void createMenus();
    void createStatusBar();
    void updateStatus();
    void copyPageImage();
    void restoreState();
    void fitScreen();
    QScrollArea* scrolled(QWidget* content);
    bool maySandboxStay();
    void selectFinished(qint64 runId, qint64 experimentId, const QString& storePath);

    Workspace* m_workspace;
    QListWidget* m_navigation = nullptr;
    QStackedWidget* m_pages = nullptr;
    ConnectionPage* m_connection = nullptr;
    WorkloadPage* m_workload = nullptr;
    CpuPage* m_cpus = nullptr;
    LivePage* m_live = nullptr;
    ResultsPage* m_results = nullptr;
    ReportPage* m_report = nullptr;
    PlanPage* m_plan = nullptr;
    RecoveryBanner* m_recovery = nullptr;
    StartHint* m_startHint = nullptr;
    ManualWindow* m_manual = nullptr;
    QLabel* m_serverStatus = nullptr;
    QLabel* m_runStatus = nullptr;
};

} // namespace sb
