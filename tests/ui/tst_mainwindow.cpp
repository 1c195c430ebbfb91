// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's workflow: seven pages in order, navigation by list and shortcut, placeholders that say they are
// placeholders, a status bar, and the last page remembered.
#include "support/timescale.h"
#include "common/workspace.h"
#include "connection/connectionpage.h"
#include "live/livepage.h"
#include "common/starthint.h"
#include "mainwindow.h"
#include "plan/planpage.h"
#include "reportpage/reportpage.h"
#include "results/resultspage.h"
#include "topology/cpupage.h"
#include "workload/workloadpage.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace sb;

class TestMainWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void pagesInWorkflowOrder();
    void shortcutsSwitchPages();
    void everyStepIsItsPage();
    void statusBar();
    void remembersLastPage();
    void storeOptionIsTheResultsPagesFile();
    void firstStartHintOpensTheDemo();
    void splittersRememberTheirPlace();
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings(QStringLiteral("scalebench"), QStringLiteral("scalebench")).clear();
}

void TestMainWindow::pagesInWorkflowOrder()
{
    MainWindow window;
    auto* navigation = window.findChild<QListWidget*>(QStringLiteral("navigation"));
    QVERIFY(navigation);
    QCOMPARE(navigation->count(), MainWindow::pageCount());
    const QStringList expected { QStringLiteral("Connection"), QStringLiteral("Workload"), QStringLiteral("CPUs"),
        QStringLiteral("Plan"), QStringLiteral("Run"), QStringLiteral("Results"), QStringLiteral("Report") };
    for (int i = 0; i < navigation->count(); ++i)
        QVERIFY2(navigation->item(i)->text().endsWith(expected.at(i)), qPrintable(navigation->item(i)->text()));
    navigation->setCurrentRow(4);
    QCOMPARE(window.currentPage(), MainWindow::Page::Run);
}

void TestMainWindow::shortcutsSwitchPages()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window) || QTest::qWaitForWindowExposed(&window));
    QTest::keyClick(&window, Qt::Key_2, Qt::ControlModifier);
    QCOMPARE(window.currentPage(), MainWindow::Page::Workload);
    QTest::keyClick(&window, Qt::Key_5, Qt::ControlModifier);
    QCOMPARE(window.currentPage(), MainWindow::Page::Run);
    QTest::keyClick(&window, Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(window.currentPage(), MainWindow::Page::Connection);
}

void TestMainWindow::everyStepIsItsPage()
{
    MainWindow window;
    auto* pages = window.findChild<QStackedWidget*>();
    QVERIFY(pages);
    const QWidget* expected[] = { window.connectionPage(), window.workloadPage(), window.cpuPage(), window.planPage(),
        window.livePage(), window.resultsPage(), window.reportPage() };
    QCOMPARE(pages->count(), MainWindow::pageCount());
    for (int i = 0; i < MainWindow::pageCount(); ++i) {
        QVERIFY(expected[i]);
        QCOMPARE(window.page(MainWindow::Page(i)), expected[i]);
    }
}

void TestMainWindow::statusBar()
{
    MainWindow window;
    auto* server = window.findChild<QLabel*>(QStringLiteral("serverStatus"));
    auto* run = window.findChild<QLabel*>(QStringLiteral("runStatus"));
    QVERIFY(server && run);
    QVERIFY(server->text().startsWith(QStringLiteral("Server:")));
    QCOMPARE(run->text(), QStringLiteral("Engine: Idle"));
}

void TestMainWindow::remembersLastPage()
{
    {
        MainWindow window;
        window.show();
        window.showPage(MainWindow::Page::Workload);
        window.close();
    }
    MainWindow again;
    QCOMPARE(again.currentPage(), MainWindow::Page::Workload);
}

// The workstation's --store is where its runs go: the Results page shows that file from the start (not the file
// remembered from an earlier start, which stays remembered).
void TestMainWindow::storeOptionIsTheResultsPagesFile()
{
    QTemporaryDir dir;
    const QString remembered = dir.filePath(QStringLiteral("remembered.sqlite"));
    const QString store = dir.filePath(QStringLiteral("store.sqlite"));
    {
        MainWindow window;
        window.resultsPage()->openFile(remembered);
    }
    Workspace workspace;
    workspace.setStorePath(store);
    MainWindow window(&workspace);
    QCOMPARE(window.resultsPage()->path(), store);
    MainWindow plain;
    QCOMPARE(plain.resultsPage()->path(), remembered);
}

// A first start shows the hint, which names the demo and what it measures; "Open the Demo" puts the demo plan (the
// headless demo's, six client counts) on the Plan page and shows it; from then on, and after a dismissal, no hint.
void TestMainWindow::firstStartHintOpensTheDemo()
{
    QSettings(QStringLiteral("scalebench"), QStringLiteral("scalebench")).remove(QStringLiteral("hints"));
    {
        MainWindow window;
        window.show();
        StartHint* hint = window.startHint();
        QVERIFY(hint && hint->isVisible());
        QVERIFY2(hint->text().contains(QLatin1String("demo")) && hint->text().contains(QLatin1String("1, 2, 4, 8, 16 and 32")),
            qPrintable(hint->text()));
        auto* open = hint->findChild<QPushButton*>(QStringLiteral("startHintOpen"));
        QVERIFY(open);
        open->click();
        QCOMPARE(window.currentPage(), MainWindow::Page::Plan);
        QVERIFY(!hint->isVisible());
        QCOMPARE(window.planPage()->plan().name, QStringLiteral("demo"));
        QCOMPARE(window.planPage()->plan().clients, (QList<int> { 1, 2, 4, 8, 16, 32 }));
        QCOMPARE(window.planPage()->plan().repetitions, 2); // the fit's misses weighed against the noise
        QVERIFY(window.planPage()->issues().isEmpty());
    }
    {
        MainWindow again;
        again.show();
        QVERIFY(!again.startHint()->isVisible());
    }
    // Dismissed instead of opened: gone as well.
    QSettings(QStringLiteral("scalebench"), QStringLiteral("scalebench")).remove(QStringLiteral("hints"));
    {
        MainWindow window;
        window.show();
        QVERIFY(window.startHint()->isVisible());
        window.startHint()->findChild<QToolButton*>(QStringLiteral("startHintDismiss"))->click();
        QVERIFY(!window.startHint()->isVisible());
    }
    QVERIFY(!StartHint::isDue());
}

// A splitter dragged on the Report page is where it was left at the next start.
void TestMainWindow::splittersRememberTheirPlace()
{
    int left = 0;
    {
        MainWindow window;
        window.resize(1200, 700);
        window.show();
        window.showPage(MainWindow::Page::Report);
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* splitter = window.reportPage()->findChild<QSplitter*>();
        QVERIFY(splitter);
        SB_TRY_VERIFY(splitter->sizes().value(0) > 0, 5000);
        left = splitter->sizes().value(0);
        QSplitterHandle* handle = splitter->handle(1);
        const QPoint from = handle->rect().center();
        QTest::mousePress(handle, Qt::LeftButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, QPointF(from + QPoint(120, 0)),
            handle->mapToGlobal(QPointF(from + QPoint(120, 0))), Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(handle, &move);
        QTest::mouseRelease(handle, Qt::LeftButton, {}, from + QPoint(120, 0));
        SB_TRY_VERIFY(splitter->sizes().value(0) > left + 60, 5000);
        left = splitter->sizes().value(0);
    }
    MainWindow again;
    again.resize(1200, 700);
    again.show();
    again.showPage(MainWindow::Page::Report);
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    auto* splitter = again.reportPage()->findChild<QSplitter*>();
    SB_TRY_VERIFY2(std::abs(splitter->sizes().value(0) - left) <= 2,
        qPrintable(QStringLiteral("%1 != %2").arg(splitter->sizes().value(0)).arg(left)), 5000);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
