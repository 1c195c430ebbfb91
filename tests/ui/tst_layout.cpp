// SPDX-License-Identifier: GPL-3.0-or-later
// The workstation fits a laptop (issue 34): on two configured offscreen screens, 1280x720 (1920x1080 at 150%) and
// 1366x768, in English and then in German, every page idle, the Run page through a run measuring, stopped, finished
// and failed, the Plan and Run pages through a plan step measuring and stopped, Results and Report with those runs.
// Each time LayoutCheck looks for what a user would see cut off, and the window must keep the size it was given.
// A geometry remembered from a larger screen opens inside the screen. Runs on the suite's sandbox, short runs.
#include "support/timescale.h"
#include "support/testserver.h"
#include "support/workspacesample.h"
#include "common/appsettings.h"
#include "common/translations.h"
#include "common/workspace.h"
#include "connection/connectionpage.h"
#include "experiment/plancontroller.h"
#include "experiment/runcontroller.h"
#include "layoutcheck.h"
#include "live/livepage.h"
#include "mainwindow.h"
#include "plan/planpage.h"
#include "reportpage/reportpage.h"
#include "results/resultspage.h"
#include "workload/workload.h"

#include <QApplication>
#include <QFile>
#include <QItemSelectionModel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QWindow>

using namespace sb;
using Page = MainWindow::Page;

class TestLayout : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void screensAreConfigured();
    void english();
    void rememberedGeometryOpensOnScreen();
    void german();

private:
    void walk(const QString& language);
    void walkRuns(MainWindow& window);
    void walkData(MainWindow& window);
    void walkFailure(MainWindow& window);
    void walkPlan(MainWindow& window);
    void check(MainWindow& window, const QList<Page>& pages, const QString& state);
    QString writePlan();

    QTemporaryDir m_dir;
    ServerProfile m_profile;
    const QMap<QString, QString> m_options { { QStringLiteral("table_size"), QStringLiteral("500") } };
    QString m_language;
    QSize m_lastSize;
    QStringList m_problems;
};

void TestLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings(QStringLiteral("scalebench"), QStringLiteral("scalebench")).clear();
    QVERIFY(m_dir.isValid());
    if (test::sandboxDir().isEmpty())
        QSKIP("needs the suite's sandbox (run through ctest)");
    m_profile = test::sandboxProfile(QStringLiteral("sbtest_gui_layout"));
    Workspace workspace;
    QVERIFY(!test::preparePointSelect(workspace, m_profile));
}

void TestLayout::screensAreConfigured()
{
    const auto screens = QGuiApplication::screens();
    QCOMPARE(screens.size(), 2);
    QCOMPARE(screens.at(0)->geometry().size(), QSize(1280, 720));
    QCOMPARE(screens.at(1)->geometry().size(), QSize(1366, 768));
}

QString TestLayout::writePlan()
{
    const QString path = m_dir.filePath(QStringLiteral("layout-plan.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write(R"({"schema": "scalebench-plan", "version": 1, "name": "layout", "servers": ["sandbox"],
        "workloads": [{"name": "oltp_point_select", "options": {"table_size": 1000}}],
        "clients": [1, 2], "duration": "60s", "report_interval_ms": 200})");
    return path;
}

// The window at each screen's size in turn, each of `pages` shown. First: has the window kept the size it was given?
void TestLayout::check(MainWindow& window, const QList<Page>& pages, const QString& state)
{
    QTest::qWait(50);
    if (m_lastSize.isValid() && window.size() != m_lastSize)
        m_problems.append(QStringLiteral("[%1, %2] window: changed its own size from %3x%4 to %5x%6")
                              .arg(m_language, state)
                              .arg(m_lastSize.width())
                              .arg(m_lastSize.height())
                              .arg(window.width())
                              .arg(window.height()));
    for (QScreen* screen : QGuiApplication::screens()) {
        window.windowHandle()->setScreen(screen);
        window.setGeometry(screen->availableGeometry());
        QTest::qWait(50);
        m_lastSize = window.size();
        for (Page page : pages) {
            window.showPage(page);
            QTest::qWait(30);
            const QString where = QStringLiteral("[%1, %2x%3, %4, %5 page] ")
                                      .arg(m_language)
                                      .arg(screen->geometry().width())
                                      .arg(screen->geometry().height())
                                      .arg(state, window.pageTitle(page));
            for (const QString& problem : test::LayoutCheck(&window).problems())
                m_problems.append(where + problem);
            for (const char* action : { "runPlan", "startRun", "stopRun" })
                if (QWidget* button = window.findChild<QWidget*>(QLatin1String(action)); button && button->isVisible()
                    && !test::LayoutCheck::seenWithoutScrolling(button))
                    m_problems.append(where + QLatin1String(action) + QStringLiteral(": only seen after scrolling"));
        }
    }
}

void TestLayout::walk(const QString& language)
{
    if (m_profile.user.isEmpty())
        QSKIP("needs the suite's sandbox (run through ctest)");
    m_language = language;
    m_lastSize = {};
    m_problems.clear();
    Workspace workspace;
    workspace.setSandboxDirectory(test::sandboxDir());
    workspace.setProfile(m_profile);
    workspace.setWorkload(QStringLiteral("oltp_point_select"), m_options);
    workspace.setStorePath(m_dir.filePath(language + QStringLiteral(".sqlite")));
    MainWindow window(&workspace);
    window.connectionPage()->setFormProfile(m_profile); // the Connection page shows (and sets) the sandbox
    QCOMPARE(workspace.profile().endpoint(), m_profile.endpoint());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    check(window, { Page::Connection, Page::Workload, Page::Cpus, Page::Plan, Page::Run, Page::Results, Page::Report },
        QStringLiteral("idle"));
    walkRuns(window);
    walkData(window);
    walkFailure(window);
    walkPlan(window);

    m_problems.removeDuplicates();
    for (const QString& problem : std::as_const(m_problems))
        qWarning().noquote() << problem;
    QVERIFY2(m_problems.isEmpty(), qPrintable(QStringLiteral("%1 layout problems").arg(m_problems.size())));
}

// A run measuring, then stopped; a short one to its end.
void TestLayout::walkRuns(MainWindow& window)
{
    LivePage* live = window.livePage();
    QSignalSpy ended(live, &LivePage::runEnded);
    live->setThreads(2);
    live->setWarmup(0);
    live->setReportInterval(0.2);
    live->setDuration(60);
    window.showPage(Page::Run);
    live->startRun();
    SB_TRY_VERIFY(live->intervalCount() >= 3, 60000);
    check(window, { Page::Run }, QStringLiteral("run measuring"));
    live->stopRun();
    SB_TRY_COMPARE(ended.count(), 1, 60000);
    check(window, { Page::Run }, QStringLiteral("run stopped"));

    live->setDuration(1);
    live->startRun();
    SB_TRY_COMPARE(ended.count(), 2, 60000);
    SB_TRY_COMPARE(window.workspace()->runController()->state(), RunController::State::Idle, 5000);
    check(window, { Page::Run }, QStringLiteral("run finished"));
}

// Results with a run selected (its charts and tabs), Report with the experiments of those runs.
void TestLayout::walkData(MainWindow& window)
{
    ResultsPage* results = window.resultsPage();
    QSignalSpy loaded(results, &ResultsPage::contentsLoaded);
    QSignalSpy details(results, &ResultsPage::detailsLoaded);
    window.showPage(Page::Results);
    results->reload();
    SB_TRY_VERIFY(!loaded.isEmpty(), 30000);
    if (auto* table = results->findChild<QTableView*>(); table && table->model() && table->model()->rowCount() > 0) {
        table->selectRow(0);
        SB_TRY_VERIFY(!details.isEmpty(), 30000);
    }
    QSignalSpy timelines(window.reportPage(), &ReportPage::timelinesRead);
    window.showPage(Page::Report);
    window.reportPage()->reloadExperiments();
    timelines.wait(5000); // the timeline of a run, when the page draws one
    check(window, { Page::Results, Page::Report }, QStringLiteral("with data"));
}

// A run that fails: its workload asks for a table that was never prepared.
void TestLayout::walkFailure(MainWindow& window)
{
    Workspace* workspace = window.workspace();
    QMap<QString, QString> missing = m_options;
    missing.insert(QStringLiteral("tables"), QStringLiteral("3"));
    workspace->setWorkload(QStringLiteral("oltp_point_select"), missing);
    QSignalSpy failed(workspace->runController(), &RunController::failed);
    QSignalSpy ended(window.livePage(), &LivePage::runEnded);
    window.showPage(Page::Run);
    window.livePage()->startRun();
    SB_TRY_VERIFY(!failed.isEmpty() || !ended.isEmpty(), 60000);
    QVERIFY2(!failed.isEmpty(), "the run on missing tables did not fail");
    SB_TRY_COMPARE(workspace->runController()->state(), RunController::State::Idle, 5000);
    check(window, { Page::Run }, QStringLiteral("run failed"));
    workspace->setWorkload(QStringLiteral("oltp_point_select"), m_options);
}

// A plan's first step measuring, then the plan stopped.
void TestLayout::walkPlan(MainWindow& window)
{
    Workspace* workspace = window.workspace();
    QVERIFY(window.planPage()->loadFile(writePlan()));
    QSignalSpy intervals(workspace->planController(), &PlanController::intervalAvailable);
    QSignalSpy planEnded(workspace->planController(), &PlanController::planEnded);
    QVERIFY(window.planPage()->runPlan());
    SB_TRY_VERIFY(intervals.count() >= 3, 120000);
    check(window, { Page::Run, Page::Plan }, QStringLiteral("plan step measuring"));
    window.livePage()->stopRun();
    SB_TRY_COMPARE(planEnded.count(), 1, 60000);
    SB_TRY_COMPARE(workspace->planController()->state(), PlanController::State::Idle, 5000);
    check(window, { Page::Run, Page::Plan }, QStringLiteral("plan stopped"));
}

void TestLayout::english() { walk(QStringLiteral("en")); }

// A window saved at 1639x1005 on a larger screen opens inside the 1280x720 one it is shown on.
void TestLayout::rememberedGeometryOpensOnScreen()
{
    QScreen* small = QGuiApplication::screens().first();
    {
        MainWindow large;
        large.setGeometry(0, 0, 1639, 1005);
        AppSettings settings;
        settings.beginGroup(QStringLiteral("window"));
        settings.setValue(QStringLiteral("geometry"), large.saveGeometry());
    }
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::qWait(50);
    QVERIFY2(small->availableGeometry().contains(window.frameGeometry()),
        qPrintable(QStringLiteral("%1x%2+%3+%4")
                       .arg(window.frameGeometry().width())
                       .arg(window.frameGeometry().height())
                       .arg(window.frameGeometry().x())
                       .arg(window.frameGeometry().y())));
    QSettings(QStringLiteral("scalebench"), QStringLiteral("scalebench")).clear();
}

void TestLayout::german()
{
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QVERIFY(Translations::install(QLocale(QLocale::German, QLocale::Germany)));
    walk(QStringLiteral("de"));
}

// The offscreen platform with two screens of a laptop's logical size, set before the application starts.
int main(int argc, char** argv)
{
    QTemporaryDir config;
    const QString path = config.filePath(QStringLiteral("screens.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return 2;
    file.write(R"({"synchronousWindowSystemEvents": false, "windowFrameMargins": false, "screens": [
        {"name": "laptop-1280x720", "x": 0, "y": 0, "width": 1280, "height": 720, "logicalDpi": 96,
         "logicalBaseDpi": 96, "dpr": 1},
        {"name": "laptop-1366x768", "x": 1280, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96,
         "logicalBaseDpi": 96, "dpr": 1}]})");
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + path.toLocal8Bit());
    QApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    TestLayout test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_layout.moc"
