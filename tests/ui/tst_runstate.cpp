// SPDX-License-Identifier: GPL-3.0-or-later
// The Run page tells one story about the run (issue 34, item 2, in part), on the suite's sandbox: the tiles say they
// show the last interval while the run measures and the run's own figures, the Summary's, once it ends; after a stop
// the state line says how the run ended, never "Stopping..." below a Summary that says it stopped; during a plan the
// header and the settings row show the step being measured (its clients, times and CPU sets) and the page's own
// settings after the plan.
#include "support/testserver.h"
#include "common/workspace.h"
#include "experiment/plancontroller.h"
#include "experiment/runcontroller.h"
#include "live/livepage.h"
#include "live/runsummarytext.h"
#include "plan/planpage.h"
#include "workload/workload.h"

#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

class TestRunState : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void tilesSayWhatTheyShow();
    void stoppedRunSaysSoOnce();
    void planStepInTheHeader();

private:
    void useWorkload(Workspace& workspace);
    static QString text(const QWidget& page, const char* name);

    QTemporaryDir m_dir;
    ServerProfile m_profile;
};

void TestRunState::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings(QStringLiteral("scalebench"), QStringLiteral("scalebench")).clear();
    QVERIFY(m_dir.isValid());
    if (test::sandboxDir().isEmpty())
        QSKIP("needs the suite's sandbox (run through ctest)");
    m_profile = test::sandboxProfile(QStringLiteral("sbtest_gui_state"));
    Workspace workspace;
    useWorkload(workspace);
    auto workload = workspace.createWorkload();
    QVERIFY(workload.ok());
    PrepareOptions prepare;
    prepare.recreate = true;
    QVERIFY(!(*workload)->prepare(m_profile, prepare));
}

void TestRunState::useWorkload(Workspace& workspace)
{
    workspace.setProfile(m_profile);
    workspace.setWorkload(
        QStringLiteral("oltp_point_select"), { { QStringLiteral("table_size"), QStringLiteral("500") } });
    workspace.setStorePath(m_dir.filePath(QStringLiteral("state.sqlite")));
}

QString TestRunState::text(const QWidget& page, const char* name)
{
    auto* label = page.findChild<QLabel*>(QLatin1String(name));
    return label ? label->text() : QStringLiteral("<no label %1>").arg(QLatin1String(name));
}

void TestRunState::tilesSayWhatTheyShow()
{
    Workspace workspace;
    useWorkload(workspace);
    LivePage page(&workspace);
    page.setThreads(2);
    page.setWarmup(0);
    page.setDuration(2);
    page.setReportInterval(0.2);
    QSignalSpy ended(&page, &LivePage::runEnded);
    page.startRun();
    QTRY_VERIFY_WITH_TIMEOUT(page.intervalCount() >= 2, 60000);
    page.refreshView();
    QVERIFY2(
        text(page, "tilesCaption").contains(QLatin1String("Last interval")), qPrintable(text(page, "tilesCaption")));
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 60000);
    const auto summary = ended.first().first().value<RunSummary>();
    QCOMPARE(summary.status, RunStatus::Finished);
    QVERIFY2(text(page, "tilesCaption").contains(QLatin1String("Whole run")), qPrintable(text(page, "tilesCaption")));
    // The tiles' figures are the Summary's, written the same way.
    const QString tps = QLocale().toString(summary.tps(), 'f', 1);
    const QString p95 = QLocale().toString(summary.latency.p95Ms, 'f', 2);
    QCOMPARE(text(page, "tpsValue"), tps);
    QVERIFY2(text(page, "p95Value").startsWith(p95), qPrintable(text(page, "p95Value")));
    QVERIFY2(text(page, "runSummary").contains(tps), qPrintable(text(page, "runSummary")));
    QVERIFY2(text(page, "runSummary").contains(p95), qPrintable(text(page, "runSummary")));
}

void TestRunState::stoppedRunSaysSoOnce()
{
    Workspace workspace;
    useWorkload(workspace);
    LivePage page(&workspace);
    page.setThreads(1);
    page.setWarmup(0);
    page.setDuration(60);
    page.setReportInterval(0.2);
    QSignalSpy ended(&page, &LivePage::runEnded);
    page.startRun();
    QTRY_VERIFY_WITH_TIMEOUT(page.intervalCount() >= 2, 60000);
    page.stopRun();
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 60000);
    QTRY_COMPARE_WITH_TIMEOUT(workspace.runController()->state(), RunController::State::Idle, 60000);
    QTest::qWait(200); // whatever the controller still says after its end
    const auto summary = ended.first().first().value<RunSummary>();
    QCOMPARE(summary.status, RunStatus::Interrupted);
    const QString state = text(page, "runState");
    QVERIFY2(!state.contains(QLatin1String("Stopping")), qPrintable(state));
    QVERIFY2(state.contains(RunSummaryText::status(summary)), qPrintable(state));
    QVERIFY2(text(page, "tilesCaption").contains(QLatin1String("Whole run")), qPrintable(text(page, "tilesCaption")));
}

void TestRunState::planStepInTheHeader()
{
    const QString path = m_dir.filePath(QStringLiteral("step.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"schema": "scalebench-plan", "version": 1, "name": "state", "servers": ["sandbox"],
        "workloads": [{"name": "oltp_point_select", "options": {"table_size": 1000}}],
        "clients": [3], "duration": "60s", "warmup": "1s", "report_interval_ms": 200})");
    file.close();
    Workspace workspace;
    workspace.setSandboxDirectory(test::sandboxDir());
    useWorkload(workspace);
    PlanPage planPage(&workspace);
    QVERIFY(planPage.loadFile(path));
    LivePage page(&workspace);
    page.setThreads(8); // the page's own settings, not the step's
    const QString own = text(page, "runTarget");
    QSignalSpy intervals(workspace.planController(), &PlanController::intervalAvailable);
    QSignalSpy ended(workspace.planController(), &PlanController::planEnded);
    QVERIFY(planPage.runPlan());
    QTRY_VERIFY_WITH_TIMEOUT(intervals.count() >= 2, 120000);
    const QString header = text(page, "runTarget");
    QVERIFY2(header.contains(QLatin1String("clients: 3")), qPrintable(header));
    QVERIFY2(header.contains(QLatin1String("60 s after a warm-up of 1 s")), qPrintable(header));
    QVERIFY2(header.contains(QLatin1String("server CPUs")) && header.contains(QLatin1String("client CPUs")),
        qPrintable(header));
    QVERIFY2(header.contains(QLatin1String("Plan run 1 of 1")), qPrintable(header));
    // The settings row agrees with the header: the step's clients and times, read-only.
    auto* threads = page.findChild<QSpinBox*>(QStringLiteral("threads"));
    auto* duration = page.findChild<QSpinBox*>(QStringLiteral("duration"));
    auto* warmup = page.findChild<QSpinBox*>(QStringLiteral("warmup"));
    QVERIFY(threads && duration && warmup);
    QCOMPARE(threads->value(), 3);
    QCOMPARE(duration->value(), 60);
    QCOMPARE(warmup->value(), 1);
    QVERIFY(!threads->isEnabled() && !duration->isEnabled());
    page.stopRun();
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 60000);
    QCOMPARE(text(page, "runTarget"), own);
    QCOMPARE(threads->value(), 8); // the page's own again
    // The stopped step's Summary says so, not that it is running.
    QVERIFY2(text(page, "runSummary").contains(QLatin1String("Run 1 of 1 was stopped")),
        qPrintable(text(page, "runSummary")));
}

QTEST_MAIN(TestRunState)
#include "tst_runstate.moc"
