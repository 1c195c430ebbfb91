// SPDX-License-Identifier: GPL-3.0-or-later
// The Plan page: a plan file in the form, the run count and the estimate following the edits, problems shown in words
// named as the page shows them, the built-in examples; then a tiny plan (2 runs x 2 s) run from the page against the suite's
// sandbox, the Run page's chart receiving its points and the store holding both runs; and a stopped plan whose
// measured run is kept as interrupted.
#include "support/timescale.h"
#include "support/testserver.h"

#include "charts/timeserieschart.h"
#include "common/durationtext.h"
#include "common/workspace.h"
#include "experiment/plancontroller.h"
#include "live/livepage.h"
#include "live/loadfields.h"
#include "mainwindow.h"
#include "plan/cpuconfigtable.h"
#include "plan/planform.h"
#include "plan/planpage.h"
#include "store/resultstore.h"

#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

class TestPlanPage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void formFollowsTheEdits();
    void invalidClientsAreExplained();
    void examplesAreBuiltIn();
    void savedPlanReadsBack();
    void tinyPlanRunsFromThePage();
    void stopKeepsTheMeasuredRun();
    void planWithLoadRunsFromThePage();
    void runPageLaunchesLoadProcesses();

private:
    QString writePlan(const QString& name, const QByteArray& json);
    QString label(const QWidget& page, const char* name) const;
    bool needSandbox();
    // The runs in the results file `path` (opened into `results`) that finished; an empty list when it cannot be read.
    static QList<StoredRun> finishedRuns(ResultStore& results, const QString& path);

    QTemporaryDir m_dir;
};

void TestPlanPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings(QStringLiteral("scalebench"), QStringLiteral("scalebench")).clear();
    QVERIFY(m_dir.isValid());
}

QString TestPlanPage::writePlan(const QString& name, const QByteArray& json)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

QString TestPlanPage::label(const QWidget& page, const char* name) const
{
    auto* l = page.findChild<QLabel*>(QLatin1String(name));
    return l ? l->text() : QStringLiteral("<no label %1>").arg(QLatin1String(name));
}

QList<StoredRun> TestPlanPage::finishedRuns(ResultStore& results, const QString& path)
{
    QList<StoredRun> finished;
    auto runs = results.open(path) ? Result<QList<StoredRun>>(QList<StoredRun>()) : results.listRuns();
    for (const StoredRun& run : runs ? *runs : QList<StoredRun>()) {
        if (run.status == RunStatus::Finished)
            finished.append(run);
    }
    return finished;
}

bool TestPlanPage::needSandbox()
{
    return !qEnvironmentVariable("SCALEBENCH_TEST_SANDBOX").isEmpty();
}

void TestPlanPage::formFollowsTheEdits()
{
    // Like resources/plans/seed-core-scaling.json (with sets any machine has): 1 x 1 x 3 x 1 x 5 x 3 = 45 runs of 70 s.
    const QString path = writePlan(QStringLiteral("core.json"),
        R"({"schema": "scalebench-plan", "version": 1, "name": "core", "servers": ["sandbox"],
            "workloads": [{"name": "oltp_read_only", "options": {"tables": 4, "table_size": 250000}}],
            "clients": [5, 10, 25, 50, 100],
            "server_cpus": [{"label": "1 core", "spec": "cores:1"}, {"label": "2 PUs", "spec": "0-1"}, {"label": "every CPU", "spec": "all"}],
            "repetitions": 3, "warmup": "10s", "duration": "60s", "rate": 500})");
    Workspace workspace;
    PlanPage page(&workspace);
    QVERIFY(page.loadFile(path));
    PlanForm* form = page.form();
    QCOMPARE(form->clientsEdit()->text(), QStringLiteral("5, 10, 25, 50, 100"));
    QCOMPARE(form->serverCpus()->configs().size(), 3);
    QCOMPARE(page.plan().runCount(), qsizetype(45));
    QVERIFY2(label(page, "runCount").startsWith(QStringLiteral("45 ")), qPrintable(label(page, "runCount")));
    QVERIFY(label(page, "estimate").contains(DurationText::format(45 * 70)));
    QCOMPARE(label(page, "planIssues"), QStringLiteral("None: the plan can run."));

    // A set this machine cannot give is a problem of the plan, named as the page shows it (never a JSON path) before
    // anything runs, and the row stays in the table.
    const QString tooMany = writePlan(QStringLiteral("cores512.json"),
        R"({"schema": "scalebench-plan", "version": 1, "name": "many", "servers": ["sandbox"],
            "workloads": ["oltp_read_only"], "clients": [1], "server_cpus": ["cores:512"]})");
    PlanPage other(&workspace);
    QVERIFY(other.loadFile(tooMany));
    QVERIFY2(label(other, "planIssues").contains(QStringLiteral("Server CPUs, row 1:")), qPrintable(label(other, "planIssues")));
    QVERIFY2(!label(other, "planIssues").contains(QLatin1String("$.")), qPrintable(label(other, "planIssues")));
    QCOMPARE(other.form()->serverCpus()->configs().size(), 1);
    QVERIFY(label(other, "runCount").startsWith(QStringLiteral("–")));
    // In the workstation's words: the Plan page has no --help to point at.
    QVERIFY2(
        label(other, "planIssues").contains(QStringLiteral("needs 512 cores")), qPrintable(label(other, "planIssues")));
    QVERIFY2(!label(other, "planIssues").contains(QStringLiteral("--help")), qPrintable(label(other, "planIssues")));

    form->clientsEdit()->setText(QStringLiteral("1..64 doubling")); // 1, 2, 4, ..., 64: 7 values
    QCOMPARE(page.plan().runCount(), qsizetype(3 * 7 * 3));
    QVERIFY(label(page, "runCount").startsWith(QStringLiteral("63 ")));
    QVERIFY(label(page, "clientsPreview").contains(QStringLiteral("1, 2, 4, 8, 16, 32, 64")));

    form->repetitionsBox()->setValue(1);
    form->serverCpus()->addConfig({ QStringLiteral("all"), QStringLiteral("all") });
    QCOMPARE(page.plan().runCount(), qsizetype(4 * 7));
    QVERIFY(label(page, "estimate").contains(DurationText::format(28 * 70)));

    form->durationEdit()->setText(QStringLiteral("2m"));
    QVERIFY(label(page, "estimate").contains(DurationText::format(28 * 130)));
    // What the form does not show is kept.
    QCOMPARE(form->toJson().value(QStringLiteral("rate")).toInt(), 500);
}

void TestPlanPage::invalidClientsAreExplained()
{
    Workspace workspace;
    PlanPage page(&workspace);
    QVERIFY(page.loadFile(PlanPage::examplePlans().first()));
    auto* run = page.findChild<QPushButton*>(QStringLiteral("runPlan"));
    QVERIFY(run->isEnabled());

    page.form()->clientsEdit()->setText(QStringLiteral("5, ten, 25"));
    const QString issues = label(page, "planIssues");
    QVERIFY2(issues.contains(QStringLiteral("Client counts, value 2")), qPrintable(issues));
    QVERIFY2(!issues.contains(QLatin1String("$.")), qPrintable(issues));
    QVERIFY(issues.contains(QStringLiteral("positive integer")));
    QVERIFY(label(page, "runCount").startsWith(QStringLiteral("–")));
    QVERIFY(!run->isEnabled());
    QVERIFY(!page.runPlan());

    page.form()->clientsEdit()->setText(QStringLiteral("1..256 stride 25"));
    QVERIFY2(label(page, "planIssues").contains(QStringLiteral("Client counts:")), qPrintable(label(page, "planIssues")));
    QVERIFY(label(page, "planIssues").contains(QStringLiteral("FROM..TO step N")));

    page.form()->clientsEdit()->setText(QStringLiteral("1..256 step 25"));
    QCOMPARE(label(page, "planIssues"), QStringLiteral("None: the plan can run."));
    QVERIFY(run->isEnabled());
}

void TestPlanPage::examplesAreBuiltIn()
{
    const QStringList examples = PlanPage::examplePlans();
    QVERIFY(examples.contains(QStringLiteral(":/plans/seed-core-scaling.json")));
    QVERIFY(examples.contains(QStringLiteral(":/plans/ht-on-off.json")));
    Workspace workspace;
    PlanPage page(&workspace);
    for (const QString& example : examples) {
        QVERIFY(page.loadFile(example));
        QVERIFY2(page.plan().isValid(), qPrintable(example));
        QVERIFY(page.fileName().isEmpty()); // Save asks where: an example is not overwritten
    }
    QVERIFY(page.loadFile(QStringLiteral(":/plans/seed-core-scaling.json")));
    QCOMPARE(page.plan().runCount(), qsizetype(45));
    QVERIFY(!page.loadFile(m_dir.filePath(QStringLiteral("missing.json"))));
    QVERIFY(label(page, "planMessage").contains(QStringLiteral("Cannot read")));
    QCOMPARE(page.plan().runCount(), qsizetype(45)); // the form is left as it was
}

void TestPlanPage::savedPlanReadsBack()
{
    Workspace workspace;
    PlanPage page(&workspace);
    QVERIFY(page.loadFile(QStringLiteral(":/plans/ht-on-off.json")));
    page.form()->repetitionsBox()->setValue(5);
    const QString path = m_dir.filePath(QStringLiteral("saved.json"));
    QVERIFY(page.saveFile(path));
    auto saved = ExperimentPlan::fromFile(path);
    QVERIFY(saved.ok());
    QVERIFY(saved->isValid());
    QCOMPARE(saved->repetitions, 5);
    QCOMPARE(saved->runCount(), page.plan().runCount());
    QCOMPARE(saved->order, page.plan().order);
    QCOMPARE(saved->workloads.size(), 2);
}

void TestPlanPage::tinyPlanRunsFromThePage()
{
    if (!needSandbox())
        QSKIP("needs the suite's sandbox (run through ctest)");
    const QString plan = writePlan(QStringLiteral("tiny.json"),
        R"({"schema": "scalebench-plan", "version": 1, "name": "tiny", "servers": ["sandbox"],
            "workloads": [{"name": "oltp_point_select", "options": {"table_size": 1000}}],
            "clients": [2], "repetitions": 2, "duration": "2s", "report_interval_ms": 500})");
    auto* workspace = new Workspace;
    workspace->setSandboxDirectory(qEnvironmentVariable("SCALEBENCH_TEST_SANDBOX"));
    const QString store = m_dir.filePath(QStringLiteral("tiny.sqlite"));
    workspace->setStorePath(store);
    MainWindow window(workspace);
    workspace->setParent(&window);
    PlanPage* page = window.planPage();
    QVERIFY(page->loadFile(plan));
    QVERIFY(page->form()->clientsEdit()->text() == QStringLiteral("2"));
    QVERIFY(label(*page, "runCount").startsWith(QStringLiteral("2 ")));

    PlanController* controller = workspace->planController();
    QSignalSpy started(controller, &PlanController::runStarted);
    QSignalSpy intervals(controller, &PlanController::intervalAvailable);
    QSignalSpy finished(controller, &PlanController::runFinished);
    QSignalSpy ended(controller, &PlanController::planEnded);
    QTest::mouseClick(page->findChild<QPushButton*>(QStringLiteral("runPlan")), Qt::LeftButton);
    QCOMPARE(controller->state(), PlanController::State::Running);
    QCOMPARE(window.currentPage(), MainWindow::Page::Run);
    QVERIFY(!window.livePage()->findChild<QPushButton*>(QStringLiteral("startRun"))->isEnabled());
    SB_TRY_COMPARE(ended.count(), 1, 240000);

    const Error error = ended.first().at(0).value<Error>();
    QVERIFY2(!error, qPrintable(error.context + QLatin1Char(' ') + error.detail));
    QCOMPARE(ended.first().at(2).toString(), store);
    QCOMPARE(started.count(), 2);
    const auto second = started.last().first().value<PlanProgress>();
    QCOMPARE(second.position, 2);
    QCOMPARE(second.count, 2);
    QCOMPARE(finished.count(), 2);
    // One signal per interval (2 s at 500 ms), never one per query; the chart shows the last run's intervals.
    QVERIFY2(intervals.count() >= 4 && intervals.count() <= 14, qPrintable(QString::number(intervals.count())));
    LivePage* live = window.livePage();
    QVERIFY(live->throughputChart()->pointCount(0) > 0);
    QCOMPARE(live->throughputChart()->pointCount(0), live->intervalCount());
    QCOMPARE(live->planProgressBar()->value(), live->planProgressBar()->maximum());
    SB_TRY_COMPARE(controller->state(), PlanController::State::Idle, 5000);

    ResultStore results;
    const auto runs = finishedRuns(results, store);
    QCOMPARE(runs.size(), 2);
    for (const StoredRun& run : runs) {
        QVERIFY(run.intervalCount > 0);
        QVERIFY(run.summary.transactions > 0);
    }
}

void TestPlanPage::stopKeepsTheMeasuredRun()
{
    if (!needSandbox())
        QSKIP("needs the suite's sandbox (run through ctest)");
    const QString plan = writePlan(QStringLiteral("long.json"),
        R"({"schema": "scalebench-plan", "version": 1, "name": "long", "servers": ["sandbox"],
            "workloads": [{"name": "oltp_point_select", "options": {"table_size": 1000}}],
            "clients": [1, 2], "duration": "60s", "report_interval_ms": 200})");
    Workspace workspace;
    workspace.setSandboxDirectory(qEnvironmentVariable("SCALEBENCH_TEST_SANDBOX"));
    const QString store = m_dir.filePath(QStringLiteral("long.sqlite"));
    workspace.setStorePath(store);
    PlanPage page(&workspace);
    LivePage live(&workspace);
    QVERIFY(page.loadFile(plan));
    QSignalSpy intervals(workspace.planController(), &PlanController::intervalAvailable);
    QSignalSpy ended(workspace.planController(), &PlanController::planEnded);
    QVERIFY(page.runPlan());
    SB_TRY_VERIFY(intervals.count() >= 2, 120000);
    live.stopRun();
    QCOMPARE(workspace.planController()->state(), PlanController::State::Stopping);
    const int seen = intervals.count();
    SB_TRY_COMPARE(ended.count(), 1, 30000);
    QCOMPARE(ended.first().at(0).value<Error>().code, ErrorCode::Cancelled);
    QCOMPARE(intervals.count(), seen); // what the stopped plan still sent was dropped

    ResultStore results;
    QVERIFY(!results.open(store));
    auto runs = results.listRuns();
    QVERIFY(runs.ok());
    QCOMPARE(runs->size(), 1); // the second run never started
    QCOMPARE(runs->first().status, RunStatus::Interrupted);
    QVERIFY(runs->first().intervalCount >= 2);
}

// A plan whose runs are made by two load processes (mpirun): the form shows the layout, the Run page draws rank 0's
// stream as it comes, and each run is stored once with its rank layout. With SCALEBENCH_SCREENSHOT_DIR the window is
// saved while the plan runs and when it has finished.
void TestPlanPage::planWithLoadRunsFromThePage()
{
    if (!needSandbox())
        QSKIP("needs the suite's sandbox (run through ctest)");
    if (LoadLayout().launcherPath().isEmpty())
        QSKIP("mpirun is not installed (Debian: openmpi-bin)");
    const QString plan = writePlan(QStringLiteral("load.json"),
        R"({"schema": "scalebench-plan", "version": 1, "name": "two-load-processes", "servers": ["sandbox"],
            "workloads": [{"name": "oltp_point_select", "options": {"table_size": 1000}}],
            "clients": [2, 4], "duration": "4s", "report_interval_ms": 500, "load": {"ranks": 2}})");
    auto* workspace = new Workspace;
    workspace->setSandboxDirectory(qEnvironmentVariable("SCALEBENCH_TEST_SANDBOX"));
    const QString store = m_dir.filePath(QStringLiteral("load.sqlite"));
    workspace->setStorePath(store);
    MainWindow window(workspace);
    workspace->setParent(&window);
    window.resize(1280, 860);
    window.show();
    PlanPage* page = window.planPage();
    QVERIFY(page->loadFile(plan));
    QCOMPARE(page->form()->loadFields()->ranksBox()->value(), 2);
    QCOMPARE(page->form()->toJson().value(QStringLiteral("load")).toObject().value(QStringLiteral("ranks")).toInt(), 2);
    const QString shots = qEnvironmentVariable("SCALEBENCH_SCREENSHOT_DIR");
    window.showPage(MainWindow::Page::Plan);
    QCoreApplication::processEvents();
    if (!shots.isEmpty())
        window.grab().save(shots + QStringLiteral("/plan-load-form.png"));

    PlanController* controller = workspace->planController();
    QSignalSpy intervals(controller, &PlanController::intervalAvailable);
    QSignalSpy ended(controller, &PlanController::planEnded);
    QVERIFY(page->runPlan());
    SB_TRY_VERIFY(intervals.count() >= 10, 120000); // the second run is drawing
    QVERIFY(window.livePage()->findChild<QLabel*>(QStringLiteral("planRun"))->text().contains(QLatin1String("2 load")));
    if (!shots.isEmpty())
        window.grab().save(shots + QStringLiteral("/plan-load-running.png"));
    SB_TRY_COMPARE(ended.count(), 1, 120000);
    const Error error = ended.first().at(0).value<Error>();
    QVERIFY2(!error, qPrintable(error.context + QLatin1Char(' ') + error.detail));
    QCoreApplication::processEvents();
    if (!shots.isEmpty())
        window.grab().save(shots + QStringLiteral("/plan-load-finished.png"));
    QVERIFY(window.livePage()->throughputChart()->pointCount(0) > 0);

    ResultStore results;
    const auto runs = finishedRuns(results, store);
    QCOMPARE(runs.size(), 2);
    for (const StoredRun& run : runs) {
        QCOMPARE(run.summary.threads, run.spec.threads);
        const QJsonObject load = results.environment(run.id)->value(QStringLiteral("load")).toObject();
        QCOMPARE(load.value(QStringLiteral("ranks")).toInt(), 2);
    }
}

// The Run page's own run with 2 load processes: drawn live from rank 0's stream, stored once with the layout.
void TestPlanPage::runPageLaunchesLoadProcesses()
{
    if (!needSandbox())
        QSKIP("needs the suite's sandbox (run through ctest)");
    if (LoadLayout().launcherPath().isEmpty())
        QSKIP("mpirun is not installed (Debian: openmpi-bin)");
    const ServerProfile profile = test::sandboxProfile(QStringLiteral("sbtest_gui_load"));
    Workspace workspace;
    workspace.setSandboxDirectory(test::sandboxDir());
    workspace.setProfile(profile);
    workspace.setWorkload(QStringLiteral("oltp_point_select"), { { QStringLiteral("table_size"), QStringLiteral("500") } });
    {
        auto workload = workspace.createWorkload();
        QVERIFY(workload.ok());
        PrepareOptions prepare;
        prepare.recreate = true;
        QVERIFY(!(*workload)->prepare(profile, prepare));
    }
    const QString store = m_dir.filePath(QStringLiteral("runpage-load.sqlite"));
    workspace.setStorePath(store);
    LivePage live(&workspace);
    live.setThreads(3);
    live.setDuration(2);
    live.setReportInterval(0.5);
    live.findChild<LoadFields*>()->ranksBox()->setValue(2);
    QSignalSpy ended(&live, &LivePage::runEnded);
    live.startRun();
    QVERIFY(ended.wait(120000));
    QCOMPARE(ended.first().first().value<RunSummary>().status, RunStatus::Finished);
    QCOMPARE(ended.first().first().value<RunSummary>().threads, 3);
    QVERIFY(live.intervalCount() >= 3);
    QCOMPARE(live.throughputChart()->pointCount(0), live.intervalCount());

    ResultStore results;
    QVERIFY(!results.open(store));
    auto runs = results.listRuns();
    QVERIFY(runs.ok());
    QCOMPARE(runs->size(), 1);
    const QJsonObject load = results.environment(runs->first().id)->value(QStringLiteral("load")).toObject();
    QCOMPARE(load.value(QStringLiteral("ranks")).toInt(), 2);
    const auto experiment = results.experiment(runs->first().experimentId);
    QCOMPARE(experiment->plan.value(QStringLiteral("load")).toObject().value(QStringLiteral("ranks")).toInt(), 2);
}

QTEST_MAIN(TestPlanPage)
#include "tst_planpage.moc"
