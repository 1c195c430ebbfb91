// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "affinity/bindingrecovery.h"
#include "common/appsettings.h"
#include "common/errortext.h"
#include "common/manualwindow.h"
#include "common/preferencesdialog.h"
#include "common/recoverybanner.h"
#include "common/starthint.h"
#include "common/workspace.h"
#include "connection/connectionpage.h"
#include "live/livepage.h"
#include "live/nextstepbar.h"
#include "live/runwords.h"
#include "plan/planpage.h"
#include "reportpage/reportpage.h"
#include "results/resultspage.h"
#include "server/sandboxserver.h"
#include "server/session.h"
#include "store/resultstore.h"
#include "topology/cpupage.h"
#include "workload/workloadpage.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QStackedWidget>
#include <QStatusBar>
#include <QVBoxLayout>
#include <hwloc.h>

namespace sb {

namespace {
    const char* const kIcons[] = { "network-server", "system-run", "cpu", "view-calendar-list", "media-playback-start",
        "view-list-details", "document-print" };
}

MainWindow::MainWindow(QWidget* parent)
    : MainWindow(nullptr, parent)
{
}

MainWindow::MainWindow(Workspace* workspace, QWidget* parent)
    : QMainWindow(parent)
    , m_workspace(workspace ? workspace : new Workspace(this))
{
    setWindowTitle(tr("ScaleBench") + QStringLiteral("[*]"));
    createPages();
    connect(m_plan, &PlanPage::modifiedChanged, this, &QWidget::setWindowModified);
    // The title says what the current run is doing (the Run page's model), so a window in the task bar tells it too.
    connect(m_live, &LivePage::runTitleChanged, this, [this](const QString& run) {
        setWindowTitle(run.isEmpty() ? tr("ScaleBench") + QStringLiteral("[*]")
                                     : tr("ScaleBench: %1").arg(run) + QStringLiteral("[*]"));
    });
    createMenus();
    createStatusBar();
    restoreState();
    // Before anything is bound: a journal left by a binder that died names the masks to put back.
    m_recovery->setResults(BindingRecovery::recoverStale());
}

MainWindow::~MainWindow() = default;

QString MainWindow::pageTitle(Page page) const
{
    switch (page) {
    case Page::Connection:
        return tr("Connection");
    case Page::Workload:
        return tr("Workload");
    case Page::Cpus:
        return tr("CPUs");
    case Page::Plan:
        return tr("Plan");
    case Page::Run:
        return tr("Run");
    case Page::Results:
        return tr("Results");
    case Page::Report:
        return tr("Report");
    }
    return {};
}

void MainWindow::createPages()
{
    m_navigation = new QListWidget(this);
    m_navigation->setObjectName(QStringLiteral("navigation"));
    m_pages = new QStackedWidget(this);
    m_connection = new ConnectionPage(m_workspace, m_pages);
    m_workload = new WorkloadPage(m_workspace, m_pages);
    m_cpus = new CpuPage(m_workspace, m_pages);
    m_live = new LivePage(m_workspace, m_pages);
    m_results = new ResultsPage(m_pages);
    m_report = new ReportPage(m_pages);
    if (const QString store = m_workspace->storePath(); !store.isEmpty()) { // --store: where runs go, and what shows
        m_results->setRunsFile(store);
        m_report->setStorePath(store);
    }
    m_plan = new PlanPage(m_workspace, m_pages);
    connect(m_plan, &PlanPage::planStarted, this, [this] { showPage(Page::Run); });
    NextStepBar* next = m_live->nextStep();
    connect(next, &NextStepBar::offered, this, &MainWindow::selectFinished);
    connect(next, &NextStepBar::resumePlan, m_plan, [this] { m_plan->resumePlan(); });
    connect(next, &NextStepBar::openResults, this, [this](qint64 run, qint64 experiment, const QString& store) {
        selectFinished(run, experiment, store);
        showPage(Page::Results);
    });
    connect(next, &NextStepBar::openReport, this, [this](qint64 run, qint64 experiment, const QString& store) {
        selectFinished(run, experiment, store);
        showPage(Page::Report);
    });
    QWidget* pages[] = {
        m_connection,
        m_workload,
        m_cpus,
        m_plan,
        m_live,
        m_results,
        m_report,
    };
    for (int i = 0; i < pageCount(); ++i) {
        new QListWidgetItem(QIcon::fromTheme(QLatin1String(kIcons[i])),
            QStringLiteral("%1  %2").arg(i + 1).arg(pageTitle(Page(i))), m_navigation);
        m_pages->addWidget(scrolled(pages[i]));
    }
    QFont navFont = m_navigation->font();
    navFont.setPointSizeF(navFont.pointSizeF() * 1.1);
    m_navigation->setFont(navFont);
    m_navigation->setSpacing(3);
    m_navigation->setFixedWidth(m_navigation->sizeHintForColumn(0) + 40);
    m_navigation->setCurrentRow(0);
    connect(m_navigation, &QListWidget::currentRowChanged, m_pages, &QStackedWidget::setCurrentIndex);

    auto* central = new QWidget(this);
    m_recovery = new RecoveryBanner(central);
    m_startHint = new StartHint(central);
    connect(m_startHint, &StartHint::demoRequested, this, [this] {
        if (m_plan->maySwitchPlan() && m_plan->loadFile(StartHint::demoPlan()))
            showPage(Page::Plan);
    });
    auto* body = new QHBoxLayout;
    body->addWidget(m_navigation);
    body->addWidget(m_pages, 1);
    auto* layout = new QVBoxLayout(central);
    layout->addWidget(m_recovery);
    layout->addWidget(m_startHint);
    layout->addLayout(body, 1);
    setCentralWidget(central);
}

// The run or plan that just ended is what Results and Report show next: its run selected, its experiment chosen.
void MainWindow::selectFinished(qint64 runId, qint64 experimentId, const QString& storePath)
{
    m_results->showFinished(runId, experimentId, storePath);
    if (experimentId <= 0 && runId > 0) {
        ResultStore store;
        if (!store.openReadOnly(storePath))
            if (auto run = store.run(runId))
                experimentId = run->experimentId;
    }
    if (experimentId <= 0)
        return;
    if (!storePath.isEmpty() && storePath != m_report->storePath())
        m_report->setStorePath(storePath);
    else
        m_report->reloadExperiments();
    m_report->loadExperiment(experimentId);
}

// Each page scrolls down when it is taller than the window: otherwise the stack's minimum is its tallest page's, the
// window's minimum grows past a laptop's screen, and Qt enlarges the window whenever a page's minimum grows.
QScrollArea* MainWindow::scrolled(QWidget* content)
{
    auto* area = new QScrollArea(m_pages);
    area->setObjectName(QStringLiteral("pageScroll"));
    area->setFrameShape(QFrame::NoFrame);
    area->setWidgetResizable(true);
    area->setWidget(content);
    return area;
}

QWidget* MainWindow::page(Page which) const { return static_cast<QScrollArea*>(m_pages->widget(int(which)))->widget(); }

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* testConnection = file->addAction(tr("&Test Connection"), m_connection, &ConnectionPage::testConnection);
    testConnection->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    file->addAction(tr("&Open Results…"), this, [this] {
        showPage(Page::Results);
        m_results->chooseFile();
    })->setShortcut(QKeySequence::Open);
    file->addAction(tr("Open &Plan…"), this, [this] {
        showPage(Page::Plan);
        m_plan->openPlan();
    });
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* copy = edit->addAction(tr("&Copy Page as Image"), this, &MainWindow::copyPageImage);
    copy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    edit->addAction(tr("&Reset Workload Options"), m_workload, &WorkloadPage::resetOptions);
    edit->addSeparator();
    QAction* preferences = edit->addAction(tr("&Preferences..."), this, [this] { PreferencesDialog(this).exec(); });
    preferences->setShortcut(QKeySequence::Preferences);
    preferences->setMenuRole(QAction::PreferencesRole);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (int i = 0; i < pageCount(); ++i) {
        QAction* go = view->addAction(pageTitle(Page(i)), this, [this, i] { showPage(Page(i)); });
        go->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
    }
    view->addSeparator();
    QAction* navigation = view->addAction(tr("Show &Navigation"));
    navigation->setCheckable(true);
    navigation->setChecked(true);
    connect(navigation, &QAction::toggled, m_navigation, &QWidget::setVisible);
    QAction* fullScreen
        = view->addAction(tr("&Full Screen"), this, [this](bool on) { on ? showFullScreen() : showNormal(); });
    fullScreen->setCheckable(true);
    fullScreen->setShortcut(QKeySequence::FullScreen);

    QMenu* run = menuBar()->addMenu(tr("&Run"));
    QAction* start = run->addAction(tr("&Start Run"), this, [this] {
        showPage(Page::Run);
        m_live->startRun();
    });
    start->setShortcut(QKeySequence(Qt::Key_F5));
    QAction* stop = run->addAction(tr("S&top"), m_live, &LivePage::stopRun);
    stop->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    QAction* runPlan = run->addAction(tr("Run &Plan"), m_plan, &PlanPage::runPlan);
    runPlan->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F5));
    run->addSeparator();
    run->addAction(tr("&Prepare Tables"), this, [this] {
        showPage(Page::Workload);
        m_workload->prepare();
    });
    auto updateRunActions = [this, start, stop, runPlan] {
        const bool idle = !m_workspace->engineBusy();
        start->setEnabled(idle);
        runPlan->setEnabled(idle);
        stop->setEnabled(m_workspace->runController()->state() == RunController::State::Running
            || m_workspace->planController()->state() == PlanController::State::Running);
    };
    connect(m_workspace->runController(), &RunController::stateChanged, this, updateRunActions);
    connect(m_workspace->planController(), &PlanController::stateChanged, this, updateRunActions);
    updateRunActions();

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* guide = help->addAction(tr("&User Guide"), this, [this] { showManual(currentPage()); });
    guide->setObjectName(QStringLiteral("userGuide"));
    guide->setShortcut(QKeySequence::HelpContents);
    QAction* hint = help->addAction(tr("Show the &Start Hint Again"), m_startHint, &StartHint::showAgain);
    hint->setObjectName(QStringLiteral("showStartHint"));
    help->addSeparator();
    help->addAction(tr("&About ScaleBench"), this, &MainWindow::showAbout)->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::createStatusBar()
{
    m_serverStatus = new QLabel(this);
    m_serverStatus->setObjectName(QStringLiteral("serverStatus"));
    m_runStatus = new QLabel(this);
    m_runStatus->setObjectName(QStringLiteral("runStatus"));
    statusBar()->addWidget(m_serverStatus, 1);
    statusBar()->addPermanentWidget(m_runStatus);
    connect(m_workspace, &Workspace::profileChanged, this, &MainWindow::updateStatus);
    connect(m_workspace, &Workspace::serverVersionChanged, this, &MainWindow::updateStatus);
    connect(m_workspace->runController(), &RunController::stateChanged, this, &MainWindow::updateStatus);
    connect(m_workspace->planController(), &PlanController::stateChanged, this, &MainWindow::updateStatus);
    connect(m_live->runModel(), &RunModel::changed, this, &MainWindow::updateStatus);
    updateStatus();
}

void MainWindow::updateStatus()
{
    const ServerProfile& p = m_workspace->profile();
    const QString name = p.name.isEmpty() ? p.endpoint() : QStringLiteral("%1 (%2)").arg(p.name, p.endpoint());
    m_serverStatus->setText(m_workspace->serverVersion().isEmpty()
            ? tr("Server: %1, not tested").arg(name)
            : tr("Server: %1, %2").arg(name, m_workspace->serverVersion()));
    QString state;
    switch (m_workspace->runController()->state()) {
    case RunController::State::Idle:
        state = tr("Idle");
        break;
    case RunController::State::Running:
        state = tr("Running");
        break;
    case RunController::State::Stopping:
        state = tr("Stopping");
        break;
    case RunController::State::Preparing:
        state = tr("Preparing tables");
        break;
    case RunController::State::CleaningUp:
        state = tr("Cleaning up");
        break;
    }
    if (m_workspace->planController()->state() == PlanController::State::Running)
        state = tr("Running plan");
    else if (m_workspace->planController()->state() == PlanController::State::Stopping)
        state = tr("Stopping plan");
    // The current run as the Run page's model says it (as the title does), unless the engine does a workload task.
    const RunController::State engine = m_workspace->runController()->state();
    const QString run = RunWords::title(m_live->runModel()->state());
    const bool task = engine == RunController::State::Preparing || engine == RunController::State::CleaningUp;
    m_runStatus->setText(!run.isEmpty() && !task ? run : tr("Engine: %1").arg(state));
}

MainWindow::Page MainWindow::currentPage() const
{
    return Page(m_pages->currentIndex());
}

void MainWindow::showPage(Page page)
{
    m_navigation->setCurrentRow(int(page));
}

void MainWindow::copyPageImage()
{
    QApplication::clipboard()->setPixmap(m_pages->currentWidget()->grab()); // what the page shows, as scrolled
    statusBar()->showMessage(tr("The page is on the clipboard as an image."), 3000);
}

QString MainWindow::aboutText() const
{
    const QString server = m_workspace->serverVersion().isEmpty() ? tr("not connected yet (test a connection)")
                                                                  : m_workspace->serverVersion().toHtmlEscaped();
    const auto hwlocVersion
        = [](unsigned v) { return QStringLiteral("%1.%2.%3").arg(v >> 16).arg((v >> 8) & 0xff).arg(v & 0xff); };
    // The library loaded at run time, and the headers' API when it differs (as for Qt).
    const unsigned hwlocRuntime = hwloc_get_api_version();
    const QString hwloc = hwlocRuntime == unsigned(HWLOC_API_VERSION)
        ? hwlocVersion(hwlocRuntime)
        : tr("%1 (built with %2)").arg(hwlocVersion(hwlocRuntime), hwlocVersion(HWLOC_API_VERSION));
    const QString qt = QString::fromLatin1(qVersion()) == QLatin1String(QT_VERSION_STR)
        ? QString::fromLatin1(qVersion())
        : tr("%1 (built with %2)").arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR));
    return tr("<h3>ScaleBench %1</h3>"
              "<p>Benchmark MySQL-protocol servers and study how they scale with clients, cores and SMT.</p>"
              "<table>"
              "<tr><td>Qt:</td><td>%2</td></tr>"
              "<tr><td>Client library:</td><td>%3</td></tr>"
              "<tr><td>hwloc API:</td><td>%4</td></tr>"
              "<tr><td>Server:</td><td>%5</td></tr>"
              "</table>"
              "<p>Licensed under the GNU General Public License, version 3 or later.</p>")
        .arg(QApplication::applicationVersion().toHtmlEscaped(), qt, Session::clientLibraryVersion().toHtmlEscaped(),
            hwloc, server);
}

bool MainWindow::showManual(Page page)
{
    if (!m_manual)
        m_manual = new ManualWindow(this);
    m_manual->show();
    m_manual->raise();
    return m_manual->showSection(ManualWindow::pageAnchors().value(int(page)));
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About ScaleBench"), aboutText());
}

void MainWindow::restoreState()
{
    AppSettings settings;
    settings.beginGroup(QStringLiteral("window"));
    if (!restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray()))
        resize(1280, 820);
    fitScreen();
    QMainWindow::restoreState(settings.value(QStringLiteral("state")).toByteArray());
    const int page = settings.value(QStringLiteral("page"), 0).toInt();
    showPage(Page(std::clamp(page, 0, pageCount() - 1)));
}

// A geometry remembered on a larger screen (or the first start's size on a laptop) is clamped to the screen the window
// opens on, so no control starts off screen.
void MainWindow::fitScreen()
{
    QScreen* screen = QGuiApplication::screenAt(geometry().center());
    if (!screen)
        screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return;
    if (isMaximized() || isFullScreen())
        return;
    const QRect available = screen->availableGeometry();
    // The frame the window manager adds, when it is known (not before the window was first shown).
    const QMargins frame = frameGeometry().isValid() && frameGeometry() != geometry()
        ? QMargins(geometry().left() - frameGeometry().left(), geometry().top() - frameGeometry().top(),
            frameGeometry().right() - geometry().right(), frameGeometry().bottom() - geometry().bottom())
        : QMargins();
    const QRect room = available.marginsRemoved(frame);
    QRect wanted = geometry();
    wanted.setSize(wanted.size().boundedTo(room.size()));
    wanted.moveLeft(std::clamp(wanted.left(), room.left(), room.right() + 1 - wanted.width()));
    wanted.moveTop(std::clamp(wanted.top(), room.top(), room.bottom() + 1 - wanted.height()));
    if (wanted != geometry())
        setGeometry(wanted);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_plan->maySwitchPlan() || !maySandboxStay()) {
        event->ignore();
        return;
    }
    if (m_workspace->engineBusy()) {
        const auto answer = QMessageBox::question(this, tr("Quit ScaleBench"),
            tr("The engine is still working. Stop it and quit? A run keeps what it measured so far."));
        if (answer != QMessageBox::Yes) {
            event->ignore();
            return;
        }
        m_workspace->runController()->stop();
        m_workspace->planController()->stop();
    }
    AppSettings settings;
    settings.beginGroup(QStringLiteral("window"));
    settings.setValue(QStringLiteral("geometry"), saveGeometry());
    settings.setValue(QStringLiteral("state"), saveState());
    settings.setValue(QStringLiteral("page"), m_pages->currentIndex());
    QMainWindow::closeEvent(event);
}

// The sandbox outlives the window unless the user stops it: said before quitting, with the choice.
bool MainWindow::maySandboxStay()
{
    SandboxServer sandbox(m_workspace->sandboxDirectory());
    const SandboxStatus status = sandbox.status();
    if (!status.running)
        return true;
    QMessageBox box(QMessageBox::Question, tr("Quit ScaleBench"),
        tr("The sandbox server (process %1, port %2) is still running. It keeps running after ScaleBench quits, and "
           "the next start connects to it again. Stop it now?")
            .arg(status.pid)
            .arg(status.port),
        QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("quitSandboxQuestion"));
    QPushButton* stop = box.addButton(tr("&Stop it and quit"), QMessageBox::DestructiveRole);
    QPushButton* keep = box.addButton(tr("&Keep it running and quit"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    stop->setObjectName(QStringLiteral("stopSandbox"));
    keep->setObjectName(QStringLiteral("keepSandbox"));
    box.setDefaultButton(keep);
    box.exec();
    if (box.clickedButton() == keep)
        return true;
    if (box.clickedButton() != stop)
        return false;
    if (m_workspace->engineBusy()) { // a run on the sandbox ends before its server does
        m_workspace->runController()->stop();
        m_workspace->planController()->stop();
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const Error error = sandbox.stop();
    QApplication::restoreOverrideCursor();
    if (error)
        QMessageBox::warning(this, tr("Quit ScaleBench"), ErrorText::describe(error));
    return true;
}

} // namespace sb
