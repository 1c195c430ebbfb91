// SPDX-License-Identifier: GPL-3.0-or-later
#include "livepage.h"

#include "common/errortext.h"
#include "common/incidenttext.h"
#include "common/workspace.h"
#include "countertiles.h"
#include "grouptable.h"
#include "livecharts.h"
#include "nextstepbar.h"
#include "planprogressbox.h"
#include "runcontrols.h"
#include "runsummarytext.h"
#include "store/resultstore.h"
#include "workload/workload.h"

#include <QDir>
#include <QFileInfo>
#include <QGroupBox>
#include <QLabel>
#include <QStorageInfo>
#include <QTimer>
#include <QVBoxLayout>

namespace sb {

LivePage::LivePage(Workspace* workspace, QWidget* parent)
    : QWidget(parent)
    , m_workspace(workspace)
    , m_refresh(new QTimer(this))
{
    m_refresh->setSingleShot(true);
    connect(m_refresh, &QTimer::timeout, this, &LivePage::refreshView);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("runSummary"));
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setWordWrap(true);
    m_summary->setText(tr("The summary of the run appears here when it ends."));
    m_storeBanner = new QLabel(this);
    m_storeBanner->setObjectName(QStringLiteral("storeWriteBanner"));
    m_storeBanner->setWordWrap(true);
    m_storeBanner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_storeBanner->setStyleSheet(
        QStringLiteral("QLabel { background: #fdecea; color: #611a15; border: 1px solid #b00020; padding: 6px; }"));
    m_storeBanner->hide();
    // Made in the order they always were, so that the tab order stays.
    m_charts = new LiveCharts(this);
    auto* summaryBox = new QGroupBox(tr("Summary"), this);
    auto* summaryLayout = new QVBoxLayout(summaryBox);
    summaryLayout->addWidget(m_summary);
    m_incidents = new QLabel(this);
    m_incidents->setObjectName(QStringLiteral("runIncidents"));
    m_incidents->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_incidents->setWordWrap(true);
    m_incidents->setVisible(false);
    summaryLayout->addWidget(m_incidents);
    m_controls = new RunControls(m_workspace, this);
    m_plan = new PlanProgressBox(this);
    m_tiles = new CounterTiles(this);
    m_groups = new GroupTable(this);
    m_next = new NextStepBar(this);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_controls);
    layout->addWidget(m_next);
    layout->addWidget(m_storeBanner);
    layout->addWidget(m_plan);
    layout->addWidget(m_tiles);
    layout->addWidget(m_groups);
    layout->addWidget(m_charts, 1);
    layout->addWidget(summaryBox);

    connect(m_controls, &RunControls::startClicked, this, &LivePage::startRun);
    connect(m_controls, &RunControls::stopClicked, this, &LivePage::stopRun);
    connectRunController();
    connectPlanController();
    updateButtons();
}

TimeSeriesChart* LivePage::throughputChart() const
{
    return m_charts->throughput();
}

TimeSeriesChart* LivePage::queriesChart() const
{
    return m_charts->queries();
}

TimeSeriesChart* LivePage::latencyChart() const
{
    return m_charts->latency();
}

TimeSeriesChart* LivePage::connectionsChart() const
{
    return m_charts->connections();
}

QProgressBar* LivePage::planProgressBar() const
{
    return m_plan->progressBar();
}

void LivePage::setThreads(int threads)
{
    m_controls->setThreads(threads);
}

void LivePage::setDuration(double seconds)
{
    m_controls->setDuration(seconds);
}

void LivePage::setWarmup(double seconds)
{
    m_controls->setWarmup(seconds);
}

void LivePage::setReportInterval(double seconds)
{
    m_controls->setReportInterval(seconds);
}

// A run started here is this page's own: another's results (a plan's come through PlanController) are not shown as it.
void LivePage::connectRunController()
{
    RunController* controller = m_workspace->runController();
    connect(controller, &RunController::incidentCaptured, this, [this](const Incident& incident) {
        if (m_ownRun)
            showIncident(incident);
    });
    connect(controller, &RunController::runEvent, this, [this](const RunEvent& event) {
        if (m_ownRun)
            showRunEvent(event);
    });
    connect(controller, &RunController::intervalAvailable, this, [this](const IntervalSample& s) {
        if (m_ownRun)
            addInterval(s);
    });
    connect(controller, &RunController::groupIntervalAvailable, this, [this](const IntervalSample& s) {
        if (m_ownRun)
            m_groups->update(s); // drawn with the total's interval, which follows
    });
    connect(controller, &RunController::finished, this, [this](const RunSummary& s) {
        if (m_ownRun)
            showSummary(s);
    });
    connect(controller, &RunController::stored, this, [this](qint64 runId, const QString& path) {
        if (m_ownRun) {
            m_storedRun = runId;
            m_runStore = path;
        }
    });
    connect(controller, &RunController::failed, this, [this](const Error& e) {
        if (m_ownRun)
            showFailure(e);
    });
    connect(controller, &RunController::stateChanged, this, &LivePage::updateButtons);
    connect(controller, &RunController::affinityApplied, this, [this](const QJsonObject& record) {
        if (m_ownRun)
            m_affinity = record;
    });
    connect(controller, &RunController::storeWriteFailed, this, [this](const Error& e, qint64 runId, qint64 kept) {
        if (m_ownRun)
            showStoreWriteFailure(e, runId, kept);
    });
    connect(controller, &RunController::affinityRestoreFailed, this, [this](const Error& e) {
        m_controls->setState(
            QStringLiteral("<span style='color:#b00020'>%1</span>")
                .arg(tr("The server's CPUs could not be put back: %1").arg(ErrorText::describe(e)).toHtmlEscaped()));
    });
}

void LivePage::updateButtons()
{
    const auto state = m_workspace->runController()->state();
    m_controls->setIdle(!m_workspace->engineBusy(),
        (m_ownRun && state == RunController::State::Running)
            || m_workspace->planController()->state() == PlanController::State::Running);
    // Only while the run is still this page's: once its Summary came ("Stopped early after ..."), a controller that
    // is still tidying up is no news.
    if (state == RunController::State::Stopping && m_ownRun)
        m_controls->setState(tr("Stopping: the workers finish their current transaction..."));
    else if (state == RunController::State::Preparing || state == RunController::State::CleaningUp)
        m_controls->setState(tr("Tables are being prepared or cleaned up; start the run when that is done."));
}

void LivePage::startRun()
{
    RunController* controller = m_workspace->runController();
    if (controller->isBusy())
        return;
    if (Error e = m_workspace->checkWorkload()) {
        showFailure(e);
        return;
    }
    MeasuredRunRequest request = m_workspace->runRequest(m_controls->limits());
    const RunSpec& limits = request.spec; // a mix's clients are its groups'
    m_groups->begin(request.spec.mix);
    request.load = m_controls->load();
    m_controls->remember();

    beginRun(limits.warmupSec, limits.durationSec);
    m_plan->hide();
    m_summary->setText(tr("Running..."));
    m_controls->setState(request.load.active()
            ? tr("Starting %1 load processes with mpirun; they connect %n client(s)...", nullptr, limits.threads)
                  .arg(request.load.ranks)
            : tr("Connecting %n client(s) and checking the tables...", nullptr, limits.threads));
    m_ownRun = true;
    m_affinity = {};
    // The workstation keeps every run, as a plan of one, in the results file the Results page shows.
    const QString store = m_workspace->storePath().isEmpty() ? ResultStore::defaultPath() : m_workspace->storePath();
    m_runStore = store;
    controller->start(request, store);
    updateButtons();
}

void LivePage::stopRun()
{
    if (m_workspace->planController()->isBusy())
        m_workspace->planController()->stop();
    else if (m_ownRun)
        m_workspace->runController()->stop();
}

void LivePage::beginRun(double warmupSec, double durationSec)
{
    m_refresh->stop();
    m_pending = false;
    m_charts->begin(warmupSec, durationSec);
    m_next->withdraw();
    m_storedRun = 0;
    m_storeBanner->hide();
    m_intervals = 0;
    m_incidentLines.clear();
    m_incidents->clear();
    m_incidents->setVisible(false);
    m_tiles->begin(durationSec);
}

void LivePage::addInterval(const IntervalSample& s)
{
    ++m_intervals;
    m_charts->append(s);
    m_tiles->count(s);
    m_last = s;
    m_pending = true;
    // At most one redraw per kRefreshMs: at a 100 ms interval the page would otherwise repaint ten times a second.
    if (m_refresh->isActive())
        return;
    const qint64 since = m_sinceRefresh.isValid() ? m_sinceRefresh.elapsed() : kRefreshMs;
    if (since >= kRefreshMs)
        refreshView();
    else
        m_refresh->start(int(kRefreshMs - since));
}

void LivePage::refreshView()
{
    m_refresh->stop();
    m_sinceRefresh.start();
    m_charts->refresh();
    m_plan->updateTime(); // a plan's progress: at the charts' pace too
    if (!m_pending)
        return;
    m_pending = false;
    const IntervalSample& s = m_last;
    // A mix's total: its rates and service times are its groups' (the table), not the run's as a whole.
    IntervalSample shown = s;
    if (m_groups->isActive()) {
        shown.targetRate = 0;
        shown.serviceLatency = {};
    }
    m_tiles->show(shown);
    m_groups->refresh();
    m_controls->setState(s.warmup ? tr("Warming up (left out of the summary)...") : tr("Measuring..."));
    if (s.targetRate > 0 && s.backlog > 0)
        m_controls->setState(m_controls->state() + QLatin1Char(' ')
            + tr("%n arrival(s) due but not started: the server is behind the target rate.", nullptr, int(s.backlog)));
}

void LivePage::showIncident(const Incident& incident)
{
    m_charts->markIncident(incident.timeSec);
    m_incidentLines.append(tr("Incident %1").arg(IncidentText::reason(incident)).toHtmlEscaped() + QStringLiteral("<br>&nbsp;&nbsp;")
        + IncidentText::parts(incident).join(QStringLiteral("; ")).toHtmlEscaped());
    m_incidents->setText(m_incidentLines.join(QStringLiteral("<br>")));
    m_incidents->setVisible(true);
}

// A server restart (core/experiment/serverrestartwatch): a marker on the charts and a line beside the incidents.
void LivePage::showRunEvent(const RunEvent& event)
{
    m_charts->markIncident(event.timeSec);
    const QJsonObject binding = event.detail.value(QStringLiteral("binding")).toObject();
    const QString at = QString::number(event.timeSec, 'f', 1);
    QString line;
    if (binding.contains(QStringLiteral("refused")))
        line = tr("The server restarted at %1 s and its threads could not be bound to CPUs %2 again: the run ends "
                  "here, with what it measured")
                   .arg(at, binding.value(QStringLiteral("asked")).toString());
    else if (!binding.isEmpty())
        line = tr("The server restarted at %1 s; its threads are bound to CPUs %2 again. The intervals after it ran "
                  "against a buffer pool that started empty")
                   .arg(at, binding.value(QStringLiteral("read_back")).toString());
    else
        line = tr("The server restarted at %1 s. The intervals after it ran against a buffer pool that started empty")
                   .arg(at);
    m_incidentLines.append(line.toHtmlEscaped());
    m_incidents->setText(m_incidentLines.join(QStringLiteral("<br>")));
    m_incidents->setVisible(true);
}

QString LivePage::summaryText(const RunSummary& s) const
{
    return RunSummaryText::html(s, m_affinity, !m_workspace->serverCpus().isEmpty());
}

void LivePage::showSummary(const RunSummary& s)
{
    refreshView(); // the last intervals, before the state line says the run ended
    m_ownRun = false;
    m_tiles->showSummary(s);
    m_summary->setText(summaryText(s));
    m_controls->setState(tr("%1. Start again for another run.").arg(RunSummaryText::status(s)));
    if (m_storedRun > 0)
        m_next->offer(m_storedRun, 0, m_runStore);
    updateButtons();
    Q_EMIT runEnded(s);
}

void LivePage::showFailure(const Error& error)
{
    m_ownRun = false;
    m_summary->setText(tr("No run: nothing was measured."));
    m_controls->setState(
        QStringLiteral("<span style='color:#b00020'>%1</span>").arg(ErrorText::describe(error).toHtmlEscaped()));
    updateButtons();
}

// At once, not when the run ends: a full disk keeps nothing more, so the run stops and says what it kept.
void LivePage::showStoreWriteFailure(const Error& error, qint64 runId, qint64 intervalsKept)
{
    const QStorageInfo disk(QFileInfo(m_runStore).absolutePath());
    const QString free = disk.isValid() ? locale().formattedDataSize(disk.bytesAvailable()) : tr("unknown");
    m_storeBanner->setText(tr("<b>The results file %1 cannot be written</b> (%2; %3 free on its disk). The run stops "
                              "now and is kept as interrupted: run %4 keeps the %n interval(s) written before.",
        nullptr, int(intervalsKept))
                               .arg(QDir::toNativeSeparators(m_runStore).toHtmlEscaped(),
                                   (error.detail.isEmpty() ? ErrorText::describe(error) : error.detail).toHtmlEscaped(),
                                   free)
                               .arg(runId));
    m_storeBanner->show();
}

void LivePage::connectPlanController()
{
    PlanController* plan = m_workspace->planController();
    connect(plan, &PlanController::runStarted, this, &LivePage::startPlanRun);
    connect(plan, &PlanController::intervalAvailable, this, &LivePage::addInterval);
    connect(plan, &PlanController::runFinished, this, &LivePage::showPlanRunSummary);
    connect(plan, &PlanController::planEnded, this, &LivePage::showPlanEnd);
    connect(plan, &PlanController::stateChanged, this, [this](PlanController::State state) {
        if (state == PlanController::State::Running) {
            m_plan->planStarted();
            m_controls->setState(tr("A plan is running: Stop ends it and keeps everything measured."));
        } else if (state == PlanController::State::Stopping) {
            m_controls->setState(tr("Stopping the plan: the current run ends and is kept as interrupted..."));
        }
        updateButtons();
    });
}

void LivePage::startPlanRun(const PlanProgress& p)
{
    beginRun(p.spec.warmupSec, p.spec.durationSec);
    m_groups->begin(QString());
    m_plan->runStarted(p);
    m_controls->showPlanStep(p);
    m_planStep = { p.position, p.count };
    m_summary->setText(tr("Run %1 of %2 is running...").arg(p.position).arg(p.count));
}

void LivePage::showPlanRunSummary(const RunSpec& spec, const RunSummary& s)
{
    Q_UNUSED(spec)
    refreshView();
    m_planStep = { 0, 0 };
    m_tiles->showSummary(s);
    m_summary->setText(summaryText(s));
}

void LivePage::showPlanEnd(const Error& error, qint64 experimentId, const QString& storePath)
{
    m_plan->planEnded(error);
    m_controls->showOwnTarget();
    // A step that ended without its Summary (the plan stopped or failed during it) no longer says it is running.
    if (m_planStep.first > 0 && error)
        m_summary->setText(error.code == ErrorCode::Cancelled
                ? tr("Run %1 of %2 was stopped: what it measured is kept, marked interrupted.")
                      .arg(m_planStep.first)
                      .arg(m_planStep.second)
                : tr("Run %1 of %2 did not finish: %3")
                      .arg(m_planStep.first)
                      .arg(m_planStep.second)
                      .arg(ErrorText::describe(error).toHtmlEscaped()));
    m_planStep = { 0, 0 };
    if (experimentId > 0)
        m_next->offer(0, experimentId, storePath);
    if (!error)
        m_controls->setState(
            tr("Plan finished: experiment %1 in %2.").arg(experimentId).arg(storePath.toHtmlEscaped()));
    else if (error.code == ErrorCode::Cancelled)
        m_controls->setState(tr("Plan stopped: experiment %1 in %2 keeps every run measured, the last one marked "
                                "interrupted.")
                                 .arg(experimentId)
                                 .arg(storePath.toHtmlEscaped()));
    else
        m_controls->setState(
            QStringLiteral("<span style='color:#b00020'>%1</span>").arg(ErrorText::describe(error).toHtmlEscaped()));
    updateButtons();
}

} // namespace sb
