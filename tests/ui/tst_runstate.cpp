// SPDX-License-Identifier: GPL-3.0-or-later
// The Run page tells one story about the run (issue 34, item 2): its header, settings row, tiles, Summary, status line,
// plan progress bar and the window title's part all read one model (RunModel), so after each step of a run's life
// (start, a plan's step, stop, resume, finish, a server killed with SIGKILL) they describe the same run. Runs on the
// suite's sandbox; the killed server is a sandbox of this test's own.
#include "support/timescale.h"
#include "support/testserver.h"
#include "common/translations.h"
#include "common/workspace.h"
#include "experiment/plancontroller.h"
#include "experiment/runcontroller.h"
#include "live/livepage.h"
#include "live/runsummarytext.h"
#include "mainwindow.h"
#include "connection/connectionpage.h"
#include "plan/planpage.h"
#include "workload/workload.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>

using namespace sb;

namespace {

QString text(const QWidget& page, const char* name)
{
    auto* label = page.findChild<QLabel*>(QLatin1String(name));
    return label ? label->text() : QStringLiteral("<no label %1>").arg(QLatin1String(name));
}

// The window title's part after "ScaleBench: " (the page's model's words, RunWords::title).
QString title(const QWidget& page)
{
    return page.window()->windowTitle().remove(QStringLiteral("[*]"));
}

// The window's status bar: the run as the title says it, or the engine's state.
QString statusBar(const QWidget& page)
{
    auto* label = page.window()->findChild<QLabel*>(QStringLiteral("runStatus"));
    return label ? label->text() : QStringLiteral("<no runStatus>");
}

// With SCALEBENCH_RUNSTATE_SHOTS=DIR, a picture of the window as DIR/NAME.png (for looking at, never compared).
void shot(const QWidget& page, const QString& name)
{
    const QString dir = qEnvironmentVariable("SCALEBENCH_RUNSTATE_SHOTS");
    if (dir.isEmpty())
        return;
    QTest::qWait(LivePage::kRefreshMs * 2);
    page.window()->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

int spin(const QWidget& page, const char* name)
{
    auto* box = page.findChild<QSpinBox*>(QLatin1String(name));
    return box ? box->value() : -1;
}

// Every part of the page, for a failure's message.
QString parts(const LivePage& page)
{
    return QStringLiteral("\n header: %1\n row: clients %2, %3 s, warm-up %4 s\n tiles: %5 | tps %6\n state: %7\n "
                          "summary: %8\n bar: %9 (%10)\n title: %11")
        .arg(text(page, "runTarget"))
        .arg(spin(page, "threads"))
        .arg(spin(page, "duration"))
        .arg(spin(page, "warmup"))
        .arg(text(page, "tilesCaption"), text(page, "tpsValue"), text(page, "runState"),
            text(page, "runSummary").left(200), page.planProgressBar()->format())
        .arg(page.planProgressBar()->value())
        .arg(title(page) + QStringLiteral(" | status bar: ") + statusBar(page));
}

#define SAME(cond) QVERIFY2(cond, qPrintable(QStringLiteral(#cond) + parts(page)))

// A run (or plan step `k` of `n`; k = 0: a single run) measuring `clients` for `duration` after `warmup`: every part
// says so.
void checkActive(const LivePage& page, int k, int n, int clients, int duration, int warmup)
{
    const QString header = text(page, "runTarget");
    const QString step = QStringLiteral("Run %1 of %2").arg(k).arg(n);
    SAME(header.contains(QStringLiteral("clients: %1").arg(clients)));
    SAME(header.contains(warmup > 0 ? QStringLiteral("%1 s after a warm-up of %2 s").arg(duration).arg(warmup)
                                    : QStringLiteral("%1 s, no warm-up").arg(duration)));
    SAME(header.contains(QLatin1String("server CPUs")) && header.contains(QLatin1String("client CPUs")));
    SAME(spin(page, "threads") == clients && spin(page, "duration") == duration && spin(page, "warmup") == warmup);
    SAME(!page.findChild<QSpinBox*>(QStringLiteral("threads"))->isEnabled());
    SAME(text(page, "tilesCaption").contains(QLatin1String("Last interval")));
    const QString state = text(page, "runState");
    SAME(state.contains(QLatin1String("Measuring")) || state.contains(QLatin1String("Warming up")));
    SAME(title(page).startsWith(QLatin1String("ScaleBench: ")) && !title(page).contains(QLatin1String("stopp"))
        && !title(page).contains(QLatin1String("finished")));
    SAME(title(page).endsWith(statusBar(page)));
    const QProgressBar* bar = page.planProgressBar();
    if (k == 0) {
        SAME(text(page, "runSummary") == QLatin1String("Running..."));
        SAME(!page.findChild<QGroupBox*>(QStringLiteral("planProgress"))->isVisibleTo(&page));
        return;
    }
    const QString planStep = QStringLiteral("Plan run %1 of %2").arg(k).arg(n);
    SAME(header.contains(planStep));
    SAME(state.startsWith(step + QLatin1Char(':')));
    SAME(text(page, "runSummary") == step + QLatin1String(" is running..."));
    SAME(bar->format() == step);
    // The bar by runs: run k of n is between (k-1)/n and k/n of the plan.
    SAME(bar->value() >= (k - 1) * bar->maximum() / n && bar->value() <= k * bar->maximum() / n);
    SAME(title(page).startsWith(QLatin1String("ScaleBench: ") + planStep));
}

// What a run was: plan step `k` of `n` (k = 0: a single run), `clients` for `duration` s after `warmup` s.
struct Step {
    int k = 0;
    int n = 0;
    int clients = 0;
    int duration = 0;
    int warmup = 0;
};

// After an end the header still describes the ended run (its clients, times and CPU sets, "finished"/"stopped"/
// "failed"), and the editable row is the next run's, under a "Next run" line: nothing on the page contradicts.
void checkEndedHeader(const LivePage& page, const Step& run, const QString& titleEnd)
{
    const QString header = text(page, "runTarget");
    const QString which = run.k > 0 ? QStringLiteral("Plan run %1 of %2").arg(run.k).arg(run.n) : QStringLiteral("Run");
    SAME(header.startsWith(QStringLiteral("<b>%1, %2</b>:").arg(which, titleEnd)));
    SAME(header.contains(QStringLiteral("clients: %1,").arg(run.clients)));
    SAME(header.contains(run.warmup > 0
            ? QStringLiteral("%1 s after a warm-up of %2 s").arg(run.duration).arg(run.warmup)
            : QStringLiteral("%1 s, no warm-up").arg(run.duration)));
    SAME(header.contains(QLatin1String("server CPUs")) && header.contains(QLatin1String("client CPUs")));
    SAME(!header.contains(QLatin1String("(not bound yet)"))); // read back, not what was asked
    const auto* next = page.findChild<QLabel*>(QStringLiteral("nextRun"));
    SAME(next && next->isVisibleTo(&page) && next->text().startsWith(QLatin1String("<b>Next run</b>: ")));
    SAME(page.findChild<QSpinBox*>(QStringLiteral("threads"))->isEnabled());
}

// The run ended (`word` in the status line and the title's "finished"/"stopped"/"failed"); the header describes it;
// with a summary, the tiles, the Summary and the status line carry its figures; a plan's bar says where it ended.
void checkEnded(const LivePage& page, const Step& run, const RunSummary* summary, const QString& word,
    const QString& titleEnd, const QString& bar)
{
    const QString state = text(page, "runState");
    SAME(state.contains(word));
    SAME(!state.contains(QLatin1String("Stopping")) && !state.contains(QLatin1String("Measuring")));
    SAME(!text(page, "runSummary").contains(QLatin1String("running")));
    SAME(!text(page, "runSummary").contains(QLatin1String("Running")));
    SAME(title(page).startsWith(QLatin1String("ScaleBench: ")) && title(page).endsWith(titleEnd));
    SAME(title(page).endsWith(statusBar(page)));
    checkEndedHeader(page, run, titleEnd);
    if (summary) {
        const QString tps = QLocale().toString(summary->tps(), 'f', 1);
        const QString p95 = QLocale().toString(summary->latency.p95Ms, 'f', 2);
        SAME(text(page, "tilesCaption").contains(QLatin1String("Run average")));
        SAME(text(page, "tpsValue") == tps);
        SAME(text(page, "p95Value").startsWith(p95));
        SAME(text(page, "tpsValueLast").startsWith(QLatin1String("last interval: ")));
        SAME(text(page, "runSummary").contains(tps) && text(page, "runSummary").contains(p95));
        SAME(text(page, "runSummary").contains(RunSummaryText::status(*summary)));
        SAME(summary->threads == run.clients);
        SAME(text(page, "runSummary")
                .contains(run.clients == 1 ? QStringLiteral("with 1 client<")
                                           : QStringLiteral("with %1 clients<").arg(run.clients))); // not "1 threads"
    } else {
        SAME(!text(page, "tilesCaption").contains(QLatin1String("errors and reconnects")));
    }
    if (!bar.isEmpty())
        SAME(page.planProgressBar()->format() == bar);
}

} // namespace

// A check of every part, and the test ends at its first failure (a QVERIFY in a helper returns from the helper only).
#define CHECK(check, ...)                                                                                              \
    do {                                                                                                               \
        check(__VA_ARGS__);                                                                                            \
        if (QTest::currentTestFailed())                                                                                \
            return;                                                                                                    \
    } while (false)

class TestRunState : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void startAndFinish();
    void stoppedRunSaysSoOnce();
    void planStepStopResumeFinish();
    void killedServer();
    void cleanupTestCase();

private:
    void useWorkload(Workspace& workspace, const ServerProfile& profile);
    // The workstation's window on `workspace` (its title is the run's too), at the size of its screen.
    static std::unique_ptr<MainWindow> window(Workspace& workspace);
    static void prepare(Workspace& workspace);
    static void setRow(LivePage& page, int clients, int duration);

    QTemporaryDir m_dir;
    ServerProfile m_profile;
    QString m_ownSandbox; // the sandbox killedServer() starts and kills
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
    useWorkload(workspace, m_profile);
    prepare(workspace);
}

void TestRunState::cleanupTestCase()
{
    if (!m_ownSandbox.isEmpty())
        SandboxServer(m_ownSandbox).stop(); // never leave a server behind
}

void TestRunState::useWorkload(Workspace& workspace, const ServerProfile& profile)
{
    workspace.setProfile(profile);
    workspace.setWorkload(
        QStringLiteral("oltp_point_select"), { { QStringLiteral("table_size"), QStringLiteral("500") } });
    workspace.setStorePath(m_dir.filePath(QStringLiteral("state.sqlite")));
}

std::unique_ptr<MainWindow> TestRunState::window(Workspace& workspace)
{
    const ServerProfile profile = workspace.profile();
    const QString store = workspace.storePath();
    const QString workload = workspace.workloadName();
    const auto options = workspace.workloadOptions();
    auto window = std::make_unique<MainWindow>(&workspace);
    // Whatever the pages read from the (empty) settings meanwhile: the test's server, workload and file.
    window->connectionPage()->setFormProfile(profile);
    workspace.setProfile(profile);
    workspace.setWorkload(workload, options);
    workspace.setStorePath(store);
    window->setGeometry(window->screen()->availableGeometry());
    window->show();
    window->showPage(MainWindow::Page::Run);
    return window;
}

void TestRunState::prepare(Workspace& workspace)
{
    auto workload = workspace.createWorkload();
    QVERIFY(workload.ok());
    PrepareOptions prepare;
    prepare.recreate = true;
    QVERIFY(!(*workload)->prepare(workspace.profile(), prepare));
}

void TestRunState::setRow(LivePage& page, int clients, int duration)
{
    page.setThreads(clients);
    page.setWarmup(0);
    page.setDuration(duration);
    page.setReportInterval(0.2);
}

void TestRunState::startAndFinish()
{
    Workspace workspace;
    useWorkload(workspace, m_profile);
    const auto main = window(workspace);
    LivePage& page = *main->livePage();
    setRow(page, 2, 2);
    QSignalSpy ended(&page, &LivePage::runEnded);
    page.startRun();
    SB_TRY_VERIFY(page.intervalCount() >= 2, 60000);
    page.refreshView();
    if (ended.isEmpty())
        CHECK(checkActive, page, 0, 0, 2, 2, 0);
    SB_TRY_COMPARE(ended.count(), 1, 60000);
    const auto summary = ended.first().first().value<RunSummary>();
    QCOMPARE(summary.status, RunStatus::Finished);
    CHECK(checkEnded, page, { 0, 0, 2, 2, 0 }, &summary, QStringLiteral("Finished. Start again"),
        QStringLiteral("finished"), QString());
    SAME(text(page, "runTarget").contains(QLatin1String("oltp_point_select</b> against")));
    SAME(spin(page, "threads") == 2 && spin(page, "duration") == 2);
}

void TestRunState::stoppedRunSaysSoOnce()
{
    Workspace workspace;
    useWorkload(workspace, m_profile);
    const auto main = window(workspace);
    LivePage& page = *main->livePage();
    setRow(page, 1, 60);
    QSignalSpy ended(&page, &LivePage::runEnded);
    page.startRun();
    SB_TRY_VERIFY(page.intervalCount() >= 2, 60000);
    page.refreshView();
    CHECK(checkActive, page, 0, 0, 1, 60, 0);
    shot(page, QStringLiteral("run-measuring"));
    page.stopRun();
    SB_TRY_COMPARE(ended.count(), 1, 60000);
    SB_TRY_COMPARE(workspace.runController()->state(), RunController::State::Idle, 60000);
    QTest::qWait(200); // whatever the controller still says after its end
    const auto summary = ended.first().first().value<RunSummary>();
    QCOMPARE(summary.status, RunStatus::Interrupted);
    CHECK(checkEnded, page, { 0, 0, 1, 60, 0 }, &summary, RunSummaryText::status(summary), QStringLiteral("stopped"),
        QString());
    shot(page, QStringLiteral("run-stopped"));
}

// A plan of two steps: stopped in its first, resumed, finished.
void TestRunState::planStepStopResumeFinish()
{
    const QString path = m_dir.filePath(QStringLiteral("step.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"schema": "scalebench-plan", "version": 1, "name": "state", "servers": ["sandbox"],
        "workloads": [{"name": "oltp_point_select", "options": {"table_size": 1000}}],
        "clients": [3, 2], "duration": "3s", "warmup": "1s", "report_interval_ms": 200})");
    file.close();
    Workspace workspace;
    workspace.setSandboxDirectory(test::sandboxDir());
    useWorkload(workspace, m_profile);
    const auto main = window(workspace);
    PlanPage& planPage = *main->planPage();
    QVERIFY(planPage.loadFile(path));
    LivePage& page = *main->livePage();
    page.setThreads(8); // the page's own settings, not the step's
    const QString own = text(page, "runTarget");
    PlanController* plan = workspace.planController();
    QSignalSpy started(plan, &PlanController::runStarted);
    QSignalSpy ended(plan, &PlanController::planEnded);
    QVERIFY(planPage.runPlan());
    SB_TRY_VERIFY(!started.isEmpty() && page.intervalCount() >= 2, 120000);
    page.refreshView();
    auto step = started.last().first().value<PlanProgress>();
    if (!page.runModel()->state().hasSummary) { // (a slow machine may be past the step)
        CHECK(checkActive, page, step.position, 2, step.spec.threads, 3, 1);
        shot(page, QStringLiteral("plan-step"));
    }
    page.stopRun();
    SB_TRY_COMPARE(ended.count(), 1, 60000);
    step = started.last().first().value<PlanProgress>();
    CHECK(checkEnded, page, { step.position, 2, step.spec.threads, 3, 1 }, nullptr, QStringLiteral("Plan stopped"),
        QStringLiteral("stopped"), QStringLiteral("Stopped at run %1 of 2").arg(step.position));
    shot(page, QStringLiteral("plan-stopped"));
    QCOMPARE(text(page, "nextRun"), own); // what Start would run, as before the plan, under the ended step's header
    QCOMPARE(spin(page, "threads"), 8); // the page's own again, the next run's
    SAME(text(page, "runSummary").contains(QStringLiteral("Run %1 of 2 was stopped").arg(step.position)));

    started.clear();
    QSignalSpy steps(plan, &PlanController::runFinished);
    QVERIFY(planPage.resumePlan());
    SB_TRY_VERIFY(!started.isEmpty() && page.intervalCount() >= 2, 120000);
    page.refreshView();
    step = started.last().first().value<PlanProgress>();
    if (ended.count() == 1 && !page.runModel()->state().hasSummary) { // (a slow machine may be past the step)
        CHECK(checkActive, page, step.position, 2, step.spec.threads, 3, 1);
        shot(page, QStringLiteral("plan-resumed"));
    }
    SB_TRY_COMPARE(ended.count(), 2, 120000);
    QVERIFY(!ended.last().first().value<Error>());
    QVERIFY(!steps.isEmpty());
    const auto last = steps.last().at(1).value<RunSummary>(); // the last step's: the tiles and the Summary show it
    step = started.last().first().value<PlanProgress>();
    CHECK(checkEnded, page, { step.position, 2, step.spec.threads, 3, 1 }, &last, QStringLiteral("Plan finished"),
        QStringLiteral("finished"), QStringLiteral("Done"));
    shot(page, QStringLiteral("plan-finished"));
    SAME(page.planProgressBar()->value() == page.planProgressBar()->maximum());
    // A setting changed for the next run: the header says what Start would run now, the ended step's words go.
    page.setThreads(5);
    QCOMPARE(text(page, "runTarget"), own);
    SAME(!page.findChild<QLabel*>(QStringLiteral("nextRun"))->isVisibleTo(&page));
}

// A server killed with SIGKILL in the middle of a run: the run ends (its clients give up reconnecting) and every part
// says it failed, with what it measured.
void TestRunState::killedServer()
{
    m_ownSandbox = m_dir.filePath(QStringLiteral("killed"));
    auto profile = SandboxServer(m_ownSandbox).start();
    QVERIFY2(profile.ok(), qPrintable(profile.error().detail));
    Workspace workspace;
    useWorkload(workspace, *profile);
    prepare(workspace);
    const auto main = window(workspace);
    LivePage& page = *main->livePage();
    setRow(page, 2, 60);
    if (auto* whole = page.findChild<QSpinBox*>(QStringLiteral("reconnectGiveUp")))
        whole->setValue(1);
    else if (auto* decimal = page.findChild<QDoubleSpinBox*>(QStringLiteral("reconnectGiveUp")))
        decimal->setValue(1);
    else
        QFAIL("no reconnectGiveUp box");
    QSignalSpy ended(&page, &LivePage::runEnded);
    page.startRun();
    SB_TRY_VERIFY(page.intervalCount() >= 2, 60000);
    page.refreshView();
    CHECK(checkActive, page, 0, 0, 2, 60, 0);
    shot(page, QStringLiteral("killed-measuring"));
    const qint64 pid = SandboxServer(m_ownSandbox).status().pid;
    QVERIFY(pid > 0);
    QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);
    SB_TRY_COMPARE(ended.count(), 1, 60000);
    SB_TRY_COMPARE(workspace.runController()->state(), RunController::State::Idle, 60000);
    const auto summary = ended.first().first().value<RunSummary>();
    QVERIFY2(summary.status != RunStatus::Finished, runStatusName(summary.status));
    CHECK(checkEnded, page, { 0, 0, 2, 60, 0 }, &summary, RunSummaryText::status(summary), QStringLiteral("failed"),
        QString());
    shot(page, QStringLiteral("killed-failed"));
    SAME(text(page, "runState").contains(QLatin1String("#b00020"))); // said as a failure, in red
}

// With SCALEBENCH_RUNSTATE_SCREEN=WxH (pictures: SCALEBENCH_RUNSTATE_SHOTS), an offscreen screen of that size, as
// tst_layout's; QT_SCALE_FACTOR=1.5 at 1920x1080 gives a laptop's 1280x720 logical pixels.
int main(int argc, char** argv)
{
    QTemporaryDir config;
    if (const QString screen = qEnvironmentVariable("SCALEBENCH_RUNSTATE_SCREEN"); !screen.isEmpty()) {
        const QString path = config.filePath(QStringLiteral("screens.json"));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return 2;
        file.write(QStringLiteral(R"({"synchronousWindowSystemEvents": false, "windowFrameMargins": false,
            "screens": [{"name": "shots", "x": 0, "y": 0, "width": %1, "height": %2, "logicalDpi": 96,
            "logicalBaseDpi": 96, "dpr": 1}]})")
                       .arg(screen.section(QLatin1Char('x'), 0, 0), screen.section(QLatin1Char('x'), 1, 1))
                       .toUtf8());
        file.close();
        qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + path.toLocal8Bit());
    }
    QApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    Translations::install(QLocale(QLocale::English)); // "3 clients", as the workstation says it
    TestRunState test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_runstate.moc"
