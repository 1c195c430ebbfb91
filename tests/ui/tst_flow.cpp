// SPDX-License-Identifier: GPL-3.0-or-later
// The workstation leads from one step to the next (issue 34, item 3), on the suite's sandbox and real results files:
// the run or plan just finished is selected on Results and Report, and the Run page offers to open them; an export
// checks its folder before the dialog closes and says what it wrote; the demo and Quit ask before an unsaved plan is
// replaced; the Connection page fills itself from a running sandbox after a restart with an empty settings store, and
// clears its test result when a field changes; Quit says the sandbox keeps running; the user guide opens at every
// page's section and the start hint comes back.
#include "support/timescale.h"
#include "support/testserver.h"
#include "support/workspacesample.h"
#include "common/exportdialog.h"
#include "common/manualwindow.h"
#include "common/starthint.h"
#include "common/workspace.h"
#include "experiment/plancontroller.h"
#include "connection/connectionpage.h"
#include "live/livepage.h"
#include "live/nextstepbar.h"
#include "mainwindow.h"
#include "plan/planform.h"
#include "plan/planpage.h"
#include "reportpage/reportpage.h"
#include "results/resultspage.h"
#include "server/sandboxserver.h"
#include "store/resultstore.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <functional>

using namespace sb;
using Page = MainWindow::Page;

class TestFlow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void sandboxReconnectsWithEmptySettings();
    void resultClearsWhenAFieldChanges();
    void finishedRunIsSelected();
    void finishedPlanIsSelected();
    void stoppedPlanResumesFromTheRunPage();
    void exportChecksItsFolderAndSaysWhatItWrote();
    void demoAsksBeforeReplacingAnUnsavedPlan();
    void quitSaysTheSandboxKeepsRunning();
    void manualOpensAtEveryPage();

private:
    void useTestServer(MainWindow& window);
    // Answers the next modal dialogs with `answer` (called with each, until it returns true) while `action` runs.
    static void answering(const std::function<bool(QWidget*)>& answer, const std::function<void()>& action);
    // With SCALEBENCH_FLOW_SHOTS=DIR, a picture of `widget` as DIR/NAME.png (for looking at, never compared).
    static void shot(QWidget* widget, const QString& name);
    static void clearSettings() { QSettings(QStringLiteral("scalebench"), QStringLiteral("scalebench")).clear(); }
    QString writePlan(const QString& name, const QString& clients);

    QTemporaryDir m_dir;
    ServerProfile m_profile;
    QString m_store;
};

void TestFlow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    clearSettings();
    QVERIFY(m_dir.isValid());
    if (test::sandboxDir().isEmpty())
        QSKIP("needs the suite's sandbox (run through ctest)");
    m_profile = test::sandboxProfile(QStringLiteral("sbtest_gui_flow"));
    m_store = m_dir.filePath(QStringLiteral("flow.sqlite"));
    Workspace workspace;
    QVERIFY(!test::preparePointSelect(workspace, m_profile));
}

void TestFlow::answering(const std::function<bool(QWidget*)>& answer, const std::function<void()>& action)
{
    QTimer timer;
    bool done = false;
    QObject::connect(&timer, &QTimer::timeout, [&] {
        if (QWidget* modal = QApplication::activeModalWidget(); modal && !done)
            done = answer(modal);
    });
    timer.start(50);
    action();
}

void TestFlow::shot(QWidget* widget, const QString& name)
{
    const QString dir = qEnvironmentVariable("SCALEBENCH_FLOW_SHOTS");
    if (dir.isEmpty() || !widget)
        return;
    QApplication::processEvents();
    widget->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

// The window of a new start: the sandbox's connection comes from the sandbox, the runs go to the test's file.
void TestFlow::useTestServer(MainWindow& window)
{
    SB_TRY_VERIFY(!window.connectionPage()->formProfile().password.isEmpty(), 30000);
    window.connectionPage()->setFormProfile(m_profile);
    Workspace* workspace = window.workspace();
    workspace->setWorkload(
        QStringLiteral("oltp_point_select"), { { QStringLiteral("table_size"), QStringLiteral("500") } });
}

void TestFlow::sandboxReconnectsWithEmptySettings()
{
    clearSettings();
    Workspace workspace;
    workspace.setSandboxDirectory(test::sandboxDir());
    ConnectionPage page(&workspace);
    const ServerProfile sandbox = *SandboxServer(test::sandboxDir()).profile();
    // Nothing saved, no keychain: the sandbox's own state file gives socket, user and password.
    SB_TRY_COMPARE(page.formProfile().password, sandbox.password, 30000);
    QCOMPARE(page.formProfile().socket, sandbox.socket);
    QCOMPARE(page.formProfile().user, sandbox.user);
    QCOMPARE(workspace.profile().password, sandbox.password);
    QSignalSpy tested(&page, &ConnectionPage::testFinished);
    page.testConnection();
    SB_TRY_COMPARE(tested.count(), 1, 30000);
    QVERIFY2(tested.first().first().toBool(), qPrintable(page.findChild<QLabel*>(QStringLiteral("testState"))->text()));
    QVERIFY(!QSettings(QStringLiteral("scalebench"), QStringLiteral("scalebench")).allKeys().join(QLatin1Char(' ')).contains(
        QLatin1String("password")));

    // The next start (settings now name the sandbox's socket): the same, without a question.
    ConnectionPage again(&workspace);
    SB_TRY_COMPARE(again.formProfile().password, sandbox.password, 30000);
}

void TestFlow::resultClearsWhenAFieldChanges()
{
    Workspace workspace;
    ConnectionPage page(&workspace);
    page.setFormProfile(m_profile);
    QSignalSpy tested(&page, &ConnectionPage::testFinished);
    page.testConnection();
    SB_TRY_COMPARE(tested.count(), 1, 30000);
    auto* state = page.findChild<QLabel*>(QStringLiteral("testState"));
    auto* summary = page.findChild<QLabel*>(QStringLiteral("testSummary"));
    QVERIFY2(state->text().contains(QLatin1String("Connected")), qPrintable(state->text()));
    QVERIFY(!summary->text().isEmpty());
    auto* host = page.findChild<QLineEdit*>(QStringLiteral("host"));
    host->setFocus();
    QTest::keyClicks(host, QStringLiteral("x"));
    QVERIFY2(state->text().startsWith(QLatin1String("Not tested yet")), qPrintable(state->text()));
    QVERIFY(summary->text().isEmpty());
}

void TestFlow::finishedRunIsSelected()
{
    Workspace workspace;
    workspace.setSandboxDirectory(test::sandboxDir());
    workspace.setStorePath(m_store);
    MainWindow window(&workspace);
    useTestServer(window);
    window.show();
    LivePage* live = window.livePage();
    live->setThreads(1);
    live->setWarmup(0);
    live->setDuration(1);
    live->setReportInterval(0.2);
    window.showPage(Page::Run);
    live->startRun();
    NextStepBar* next = live->nextStep();
    QVERIFY(!next->isVisible());
    SB_TRY_VERIFY(next->isVisible(), 60000);
    const qint64 run = next->runId();
    QVERIFY(run > 0);
    QVERIFY(next->openResultsButton()->isVisible() && next->openReportButton()->isVisible());
    shot(&window, QStringLiteral("run-finished"));
    SB_TRY_COMPARE(window.resultsPage()->selectedRunIds(), QList<qint64> { run }, 30000);
    SB_TRY_COMPARE(window.resultsPage()->shownRunId(), run, 30000);
    ResultStore store;
    QVERIFY(!store.openReadOnly(m_store));
    const qint64 experiment = store.run(run)->experimentId;
    auto* chosen = window.reportPage()->findChild<QComboBox*>(QStringLiteral("experiment"));
    QCOMPARE(chosen->currentData().toLongLong(), experiment);
    QVERIFY(window.reportPage()->hasContent());

    // The user looks at another run meanwhile; "Open results" shows this one again.
    window.resultsPage()->table()->clearSelection();
    QTest::mouseClick(next->openResultsButton(), Qt::LeftButton);
    QCOMPARE(window.currentPage(), Page::Results);
    SB_TRY_COMPARE(window.resultsPage()->selectedRunIds(), QList<qint64> { run }, 30000);
    shot(&window, QStringLiteral("results-selected"));
    window.showPage(Page::Run);
    QTest::mouseClick(next->openReportButton(), Qt::LeftButton);
    QCOMPARE(window.currentPage(), Page::Report);
    QCOMPARE(chosen->currentData().toLongLong(), experiment);
    shot(&window, QStringLiteral("report-selected"));
}

QString TestFlow::writePlan(const QString& name, const QString& clients)
{
    const QString path = m_dir.filePath(name + QStringLiteral(".json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(QStringLiteral(R"({"schema": "scalebench-plan", "version": 1, "name": "%1",
        "workloads": [{"name": "oltp_point_select", "options": {"table_size": 500}}],
        "clients": [%2], "duration": "1s", "warmup": "0s", "report_interval_ms": 200})")
                   .arg(name, clients)
                   .toUtf8());
    return path;
}

void TestFlow::finishedPlanIsSelected()
{
    Workspace workspace;
    workspace.setSandboxDirectory(test::sandboxDir());
    workspace.setStorePath(m_store);
    MainWindow window(&workspace);
    useTestServer(window);
    window.show();
    QVERIFY(window.planPage()->loadFile(writePlan(QStringLiteral("flowplan"), QStringLiteral("1, 2"))));
    QVERIFY(window.planPage()->runPlan());
    NextStepBar* next = window.livePage()->nextStep();
    SB_TRY_VERIFY(next->isVisible() && next->experimentId() > 0, 120000);
    const qint64 experiment = next->experimentId();
    ResultStore store;
    QVERIFY(!store.openReadOnly(m_store));
    qint64 last = 0;
    const auto runs = store.listRuns();
    QVERIFY(runs.ok());
    for (const StoredRun& r : *runs)
        if (r.experimentId == experiment)
            last = std::max(last, r.id);
    QVERIFY(last > 0);
    SB_TRY_COMPARE(window.resultsPage()->selectedRunIds(), QList<qint64> { last }, 30000);
    auto* chosen = window.reportPage()->findChild<QComboBox*>(QStringLiteral("experiment"));
    QCOMPARE(chosen->currentData().toLongLong(), experiment);
    QCOMPARE(window.reportPage()->content().table.rowCount(), 2); // clients 1 and 2
}

// A plan stopped during its first run offers "Resume plan" where it stopped, on the Run page; the resumed plan runs
// what is missing and, finished, offers no resume.
void TestFlow::stoppedPlanResumesFromTheRunPage()
{
    Workspace workspace;
    workspace.setSandboxDirectory(test::sandboxDir());
    workspace.setStorePath(m_dir.filePath(QStringLiteral("resume.sqlite")));
    MainWindow window(&workspace);
    useTestServer(window);
    window.show();
    QVERIFY(window.planPage()->loadFile(writePlan(QStringLiteral("resumed"), QStringLiteral("1, 2, 3"))));
    QSignalSpy intervals(workspace.planController(), &PlanController::intervalAvailable);
    QVERIFY(window.planPage()->runPlan());
    SB_TRY_VERIFY(intervals.count() > 0, 60000);
    window.planPage()->stopPlan();
    NextStepBar* next = window.livePage()->nextStep();
    SB_TRY_VERIFY(next->isVisible() && next->resumePlanButton()->isVisible(), 60000);
    QTest::mouseClick(next->resumePlanButton(), Qt::LeftButton);
    SB_TRY_VERIFY(!next->isVisible(), 30000); // running again
    SB_TRY_VERIFY(next->isVisible() && next->experimentId() > 0, 120000);
    QVERIFY(!next->resumePlanButton()->isVisible());
    ResultStore store;
    QVERIFY(!store.openReadOnly(workspace.storePath()));
    const auto runs = store.listRuns();
    QVERIFY(runs.ok());
    QSet<int> finished;
    for (const StoredRun& r : *runs)
        if (r.status == RunStatus::Finished)
            finished.insert(r.spec.threads);
    QCOMPARE(finished, (QSet<int> { 1, 2, 3 }));
}

// The dialog starts in the user's documents (then in the last folder), keeps itself open on a folder that does not
// exist, and the export says what it wrote with Open and Show folder.
void TestFlow::exportChecksItsFolderAndSaysWhatItWrote()
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QVERIFY(QDir().mkpath(documents));
    ReportPage page;
    page.setStorePath(m_dir.filePath(QStringLiteral("none.sqlite")));
    page.show();
    QVERIFY(page.loadCsv(qEnvironmentVariable("SCALEBENCH_SOURCE_DIR")
        + QStringLiteral("/resources/examples/seed-core-scaling.csv")));
    const QString target = m_dir.filePath(QStringLiteral("exports"));
    QVERIFY(QDir().mkpath(target));
    QString startedIn;
    QString pdfSuffix;
    QString problem;
    bool stayedOpen = false;
    answering(
        [&](QWidget* modal) {
            auto* dialog = qobject_cast<ExportDialog*>(modal);
            if (!dialog)
                return false;
            startedIn = dialog->directory().absolutePath();
            dialog->selectNameFilter(QStringLiteral("PDF report (*.pdf)"));
            auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
            if (!name)
                return false;
            name->setText(m_dir.filePath(QStringLiteral("no-such-folder/report.html"))); // typed, as a user would
            dialog->accept();
            pdfSuffix = dialog->defaultSuffix();
            problem = dialog->problem() + QStringLiteral(" [") + dialog->selectedFiles().join(QLatin1Char(','))
                + QLatin1Char(']');
            dialog->selectNameFilter(QStringLiteral("HTML report (*.html)"));
            stayedOpen = dialog->isVisible();
            if (auto* box = dialog->findChild<QMessageBox*>(QStringLiteral("exportFolderProblem")))
                box->close();
            name->setText(target + QStringLiteral("/report.html"));
            dialog->accept();
            return true;
        },
        [&] { page.exportReportInteractively(); });
    QCOMPARE(startedIn, QFileInfo(documents).absoluteFilePath());
    QCOMPARE(pdfSuffix, QStringLiteral("pdf")); // the filter chosen gives the suffix of a name typed without one
    QVERIFY2(problem.contains(QLatin1String("folder ")) && problem.contains(QLatin1String("does not exist")),
        qPrintable(problem));
    QVERIFY(stayedOpen);
    QVERIFY(QFile::exists(target + QStringLiteral("/report.html")));
    auto* done = page.findChild<QMessageBox*>(QStringLiteral("exportDone"));
    QVERIFY(done);
    QVERIFY2(done->text().contains(QLatin1String("report.html")) && done->text().contains(target), qPrintable(done->text()));
    QVERIFY(done->findChild<QPushButton*>(QStringLiteral("openExported")));
    QVERIFY(done->findChild<QPushButton*>(QStringLiteral("showExportFolder")));
    shot(done, QStringLiteral("export-done"));
    if (const QString shots = qEnvironmentVariable("SCALEBENCH_FLOW_SHOTS"); !shots.isEmpty())
        QFile::copy(target + QStringLiteral("/report.html"), shots + QStringLiteral("/seed-report.html"));
    done->close();
    QCOMPARE(ExportDialog::startFolder(), QFileInfo(target).absoluteFilePath()); // the next export starts there
}

void TestFlow::demoAsksBeforeReplacingAnUnsavedPlan()
{
    Workspace workspace;
    MainWindow window(&workspace);
    PlanPage* plan = window.planPage();
    QVERIFY(plan->loadFile(writePlan(QStringLiteral("mine"), QStringLiteral("3"))));
    QVERIFY(!plan->isModified());
    QVERIFY(!window.isWindowModified());
    plan->form()->clientsEdit()->setText(QStringLiteral("3, 5"));
    QVERIFY(plan->isModified());
    QVERIFY(window.isWindowModified());
    auto* demo = window.startHint()->findChild<QPushButton*>(QStringLiteral("startHintOpen"));
    QVERIFY(demo);
    QString asked;
    auto answer = [&asked](QMessageBox::StandardButton button) {
        return [&asked, button](QWidget* modal) {
            auto* box = qobject_cast<QMessageBox*>(modal);
            if (!box || box->objectName() != QLatin1String("unsavedPlanQuestion"))
                return false;
            asked = box->text();
            shot(box, QStringLiteral("unsaved-plan-question"));
            box->button(button)->click();
            return true;
        };
    };
    answering(answer(QMessageBox::Cancel), [&] { demo->click(); });
    QVERIFY2(asked.contains(QLatin1String("mine.json")), qPrintable(asked));
    QCOMPARE(plan->form()->clientsEdit()->text(), QStringLiteral("3, 5")); // kept
    asked.clear();
    answering(answer(QMessageBox::Discard), [&] { window.startHint()->demoRequested(); });
    QVERIFY(!asked.isEmpty());
    QVERIFY(plan->form()->clientsEdit()->text() != QStringLiteral("3, 5")); // the demo's
    QVERIFY(!plan->isModified());
    QCOMPARE(window.currentPage(), Page::Plan);

    // Quit with an unsaved plan asks too; Cancel keeps the window.
    plan->form()->clientsEdit()->setText(QStringLiteral("7"));
    window.show();
    asked.clear();
    bool closed = true;
    answering(answer(QMessageBox::Cancel), [&] { closed = window.close(); });
    QVERIFY(!asked.isEmpty());
    QVERIFY(!closed);
}

void TestFlow::quitSaysTheSandboxKeepsRunning()
{
    Workspace workspace;
    workspace.setSandboxDirectory(test::sandboxDir());
    MainWindow window(&workspace);
    window.show();
    QString asked;
    auto press = [&asked](const char* name) {
        return [&asked, name](QWidget* modal) {
            auto* box = qobject_cast<QMessageBox*>(modal);
            if (!box || box->objectName() != QLatin1String("quitSandboxQuestion"))
                return false;
            asked = box->text();
            shot(box, QStringLiteral("quit-sandbox-question"));
            if (!box->findChild<QPushButton*>(QStringLiteral("stopSandbox")))
                asked += QStringLiteral(" [no Stop button]");
            if (auto* button = name ? box->findChild<QPushButton*>(QLatin1String(name)) : nullptr)
                button->click();
            else
                box->button(QMessageBox::Cancel)->click();
            return true;
        };
    };
    bool closed = true;
    answering(press(nullptr), [&] { closed = window.close(); });
    QVERIFY2(asked.contains(QLatin1String("sandbox")) && asked.contains(QLatin1String("keeps running"))
            && !asked.contains(QLatin1String("[no Stop button]")),
        qPrintable(asked));
    QVERIFY(!closed);
    QVERIFY(window.isVisible());
    asked.clear();
    answering(press("keepSandbox"), [&] { closed = window.close(); }); // the suite's sandbox stays
    QVERIFY(!asked.isEmpty());
    QVERIFY(closed);
    QVERIFY(SandboxServer(test::sandboxDir()).status().running);
}

void TestFlow::manualOpensAtEveryPage()
{
    Workspace workspace;
    MainWindow window(&workspace);
    window.show();
    for (int i = 0; i < MainWindow::pageCount(); ++i) {
        window.showPage(Page(i));
        QVERIFY2(window.showManual(Page(i)), qPrintable(ManualWindow::pageAnchors().value(i)));
    }
    ManualWindow* manual = window.manual();
    QVERIFY(manual && manual->isVisible());
    QVERIFY(!manual->findChild<QLabel*>(QStringLiteral("manualLanguage"))->isVisible()); // English: no excuse
    manual->showSection(QStringLiteral("first-study"));
    shot(manual, QStringLiteral("manual"));
    for (const QString& anchor : ManualWindow::pageAnchors())
        QVERIFY2(manual->anchors().contains(anchor), qPrintable(anchor));
    // Sections a user reads first, and the links inside the guide, resolve too.
    QVERIFY(manual->anchors().contains(QStringLiteral("first-study")));
    QVERIFY(manual->anchors().contains(QStringLiteral("reading-report")));
    const QString html = manual->browser()->toHtml();
    static const QRegularExpression link(QStringLiteral("href=\"#([^\"]+)\""));
    for (auto it = link.globalMatch(html); it.hasNext();) {
        const QString target = it.next().captured(1);
        QVERIFY2(manual->anchors().contains(target), qPrintable(target));
    }
    // F1 is the guide's shortcut; the start hint, dismissed, comes back from the Help menu.
    auto* guide = window.findChild<QAction*>(QStringLiteral("userGuide"));
    QVERIFY(guide && guide->shortcut() == QKeySequence(QKeySequence::HelpContents));
    window.startHint()->findChild<QToolButton*>(QStringLiteral("startHintDismiss"))->click();
    QVERIFY(!window.startHint()->isVisible());
    window.findChild<QAction*>(QStringLiteral("showStartHint"))->trigger();
    QVERIFY(window.startHint()->isVisible());
    QVERIFY(StartHint::isDue());
}

QTEST_MAIN(TestFlow)
#include "tst_flow.moc"
