// SPDX-License-Identifier: GPL-3.0-or-later
// The Plan page's Explore dialog without a server: the Explore button opens it over the workspace's workload, the
// settings follow its boxes, a start without a workload is refused in words, and the controller's signals (fed here
// with a USL curve) fill the report's figure with points, fitted curve, band and N*. With SCALEBENCH_SCREENSHOTS=DIR
// the page and the dialog are saved as DIR/plan-page-explore.png and DIR/explore-dialog.png.
#include "charts/figuredata.h"
#include "common/figurewidget.h"
#include "common/workspace.h"
#include "experiment/explorecontroller.h"
#include "plan/exploredialog.h"
#include "plan/planpage.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QMap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <random>

using namespace sb;

class TestExploreDialog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void planPageOpensIt();
    void settingsFollowTheBoxes();
    void refusesWithoutWorkload();
    void pointsFillTheFigure();
    void misfitIsSaid();
    void unreachableServerEndsInWords();

private:
    QTemporaryDir m_dir;
};

void TestExploreDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings(QStringLiteral("scalebench"), QStringLiteral("scalebench")).clear();
}

void TestExploreDialog::planPageOpensIt()
{
    Workspace workspace;
    workspace.setWorkload(QStringLiteral("oltp_point_select"), {});
    PlanPage page(&workspace);
    if (const QString dir = qEnvironmentVariable("SCALEBENCH_SCREENSHOTS"); !dir.isEmpty()) {
        page.resize(1200, 720);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(page.grab().save(dir + QStringLiteral("/plan-page-explore.png")));
    }
    auto* button = page.findChild<QPushButton*>(QStringLiteral("explore"));
    QVERIFY(button);
    QVERIFY(button->isEnabled());
    button->click();
    auto* dialog = page.findChild<ExploreDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->timeBox()->value(), 60.0); // the plan's default duration
    dialog->close();
}

void TestExploreDialog::settingsFollowTheBoxes()
{
    Workspace workspace;
    RunSpec limits;
    limits.durationSec = 5;
    ExploreDialog dialog(&workspace, limits);
    dialog.maxClientsBox()->setValue(32);
    dialog.targetBox()->setValue(15);
    dialog.budgetBox()->setValue(300);
    const ExploreSettings s = dialog.settings();
    QCOMPARE(s.maxClients, 32);
    QCOMPARE(s.target, 0.15);
    QCOMPARE(s.budgetSec, 300.0);
    QCOMPARE(s.runSecondsGuess, 6.0); // 5 s and a second for connecting and storing
}

void TestExploreDialog::refusesWithoutWorkload()
{
    Workspace workspace;
    ExploreDialog dialog(&workspace, RunSpec());
    QVERIFY(!dialog.start());
    QVERIFY(!workspace.engineBusy());
    QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("exploreStatus"))->text().contains(QStringLiteral("Workload")));
}

void TestExploreDialog::pointsFillTheFigure()
{
    Workspace workspace;
    workspace.setWorkload(QStringLiteral("oltp_point_select"), {});
    RunSpec limits;
    limits.durationSec = 10;
    ExploreDialog dialog(&workspace, limits);
    ExploreController* controller = workspace.exploreController();
    ExploreStrategy strategy({});
    std::mt19937_64 rng(7);
    std::normal_distribution<double> noise(0.0, 0.02);
    for (int run = 1; run <= 9; ++run) {
        const ExploreChoice choice = strategy.next();
        QVERIFY(!choice.end);
        Q_EMIT controller->runStarting(run, choice);
        const double x = UslFit::evaluate(1000, 0.03, 0.0008, choice.clients) * (1 + noise(rng));
        strategy.add(choice.clients, x, 11);
        Q_EMIT controller->runMeasured(strategy.points().constLast(), strategy.estimate());
        if (strategy.next().end)
            break;
    }
    QCOMPARE(dialog.points().size(), strategy.points().size());
    const FigureData& figure = dialog.figure()->figure();
    QCOMPARE(figure.series.size(), 1);
    QCOMPARE(figure.series.first().points.size(), strategy.points().size());
    QVERIFY(!figure.series.first().curve.isEmpty());
    QVERIFY(!figure.series.first().bandHigh.isEmpty());
    QCOMPARE(figure.markers.size(), 1); // N*
    const QString log = dialog.findChild<QPlainTextEdit*>(QStringLiteral("exploreLog"))->toPlainText();
    QVERIFY(log.contains(QStringLiteral("Run 1: 1 client(s), doubling")));
    QVERIFY(log.contains(QStringLiteral("N* ≈")));

    ExploreOutcome outcome;
    outcome.end = ExploreEnd::Converged;
    outcome.points = strategy.points();
    outcome.estimate = strategy.estimate();
    Q_EMIT controller->exploreEnded(outcome, 7, QStringLiteral("/tmp/results.sqlite"));
    const QString status = dialog.findChild<QLabel*>(QStringLiteral("exploreStatus"))->text();
    QVERIFY(status.contains(QStringLiteral("experiment 7")));

    if (const QString dir = qEnvironmentVariable("SCALEBENCH_SCREENSHOTS"); !dir.isEmpty()) {
        dialog.resize(1200, 720);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(dir + QStringLiteral("/explore-dialog.png")));
    }
}

// A curve of another shape than the USL's (the sandbox on one CPU: steep to 4 clients, then flat), with 2% noise:
// once counts are repeated the fit misses the means by more than their noise, and explore switches its target to
// the saturation knee. The log says why each run was chosen, the status names the target and why, and the verdict
// gives the knee with its interval. SCALEBENCH_SCREENSHOTS: explore-dialog-misfit.png.
void TestExploreDialog::misfitIsSaid()
{
    Workspace workspace;
    workspace.setWorkload(QStringLiteral("oltp_point_select"), {});
    ExploreDialog dialog(&workspace, RunSpec());
    ExploreController* controller = workspace.exploreController();
    ExploreSettings settings;
    settings.resamples = 100;
    ExploreStrategy strategy(settings);
    std::mt19937_64 rng(7);
    std::normal_distribution<double> noise(0.0, 0.02);
    const QMap<int, double> medians { { 1, 19700 }, { 2, 47000 }, { 3, 57000 }, { 4, 60000 }, { 6, 66000 },
        { 8, 67000 }, { 11, 68000 }, { 16, 68000 }, { 23, 67000 }, { 32, 67500 }, { 45, 67000 }, { 64, 66500 } };
    ExploreChoice choice = strategy.next();
    for (int run = 1; run <= 40 && !choice.end; ++run) {
        QVERIFY(medians.contains(choice.clients)); // a full sweep's counts only
        Q_EMIT controller->runStarting(run, choice);
        strategy.add(choice.clients, medians.value(choice.clients) * (1 + noise(rng)), 11);
        Q_EMIT controller->runMeasured(strategy.points().constLast(), strategy.estimate());
        choice = strategy.next();
    }
    QVERIFY(choice.end);
    QCOMPARE(strategy.estimate().target, ExploreTarget::Saturation);
    QVERIFY(strategy.estimate().misfit);
    const QString log = dialog.findChild<QPlainTextEdit*>(QStringLiteral("exploreLog"))->toPlainText();
    QVERIFY(log.contains(QStringLiteral("saturation target")));
    const QString status = dialog.findChild<QLabel*>(QStringLiteral("exploreStatus"))->text();
    QVERIFY2(status.startsWith(QStringLiteral("Target: the saturation knee.")), qPrintable(status));
    QVERIFY(status.contains(QStringLiteral("lack of fit")));
    ExploreOutcome outcome;
    outcome.end = *choice.end;
    outcome.points = strategy.points();
    outcome.estimate = strategy.estimate();
    Q_EMIT controller->exploreEnded(outcome, 3, QStringLiteral("/tmp/results.sqlite"));
    const QString verdict = dialog.findChild<QLabel*>(QStringLiteral("exploreStatus"))->text();
    QVERIFY2(verdict.contains(QStringLiteral("saturation knee at")), qPrintable(verdict));
    QVERIFY(verdict.contains(QStringLiteral("Target: the saturation knee, because the USL does not describe")));
    if (const QString dir = qEnvironmentVariable("SCALEBENCH_SCREENSHOTS"); !dir.isEmpty()) {
        dialog.resize(1200, 720);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(dir + QStringLiteral("/explore-dialog-misfit.png")));
    }
}

// The controller's thread for real: a server that is not there ends the sweep at once, and the dialog says why.
void TestExploreDialog::unreachableServerEndsInWords()
{
    Workspace workspace;
    ServerProfile nowhere;
    nowhere.host = QStringLiteral("127.0.0.1");
    nowhere.port = 1; // nothing listens on port 1
    nowhere.connectTimeoutSec = 2;
    workspace.setProfile(nowhere);
    workspace.setWorkload(QStringLiteral("oltp_point_select"), {});
    workspace.setStorePath(m_dir.filePath(QStringLiteral("explore.sqlite")));
    RunSpec limits;
    limits.durationSec = 1;
    ExploreDialog dialog(&workspace, limits);
    QSignalSpy ended(workspace.exploreController(), &ExploreController::exploreEnded);
    QVERIFY(dialog.start());
    QVERIFY(workspace.engineBusy());
    QVERIFY(ended.wait(30000));
    const auto outcome = ended.first().at(0).value<ExploreOutcome>();
    QCOMPARE(outcome.end, ExploreEnd::Failed);
    QCOMPARE(outcome.error.code, ErrorCode::ConnectFailed);
    QVERIFY(outcome.points.isEmpty());
    QVERIFY(!workspace.engineBusy());
    const QString status = dialog.findChild<QLabel*>(QStringLiteral("exploreStatus"))->text();
    QVERIFY2(status.contains(QStringLiteral("127.0.0.1")), qPrintable(status));
}

QTEST_MAIN(TestExploreDialog)
#include "tst_exploredialog.moc"
