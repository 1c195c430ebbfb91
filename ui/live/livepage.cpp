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
#include "runwords.h"
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
    , m_model(new RunModel(workspace->runController(), workspace->planController(), this))
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
    connectModel();
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

// A run started here is this page's own (RunModel::ownRun): another's results (a plan's come through PlanController)
// are not shown as it. What the run is and how it ends, the model follows; these are the page's extras.
void LivePage::connectRunController()
{
    RunController* controller = m_workspace->runController();
    connect(controller, &RunController::incidentCaptured, this, [this](const Incident& incident) {
        if (m_model->ownRun())
            showIncident(incident);
    });
    connect(controller, &RunController::runEvent, this, [this](const RunEvent& event) {
        if (m_model->ownRun())
            showRunEvent(event);
    });
    connect(controller, &RunController::groupIntervalAvailable, this, [this](const IntervalSample& s) {
        if (m_model->ownRun())
            m_groups->update(s); // drawn with the total's interval, which follows
    });
    connect(controller, &RunController::stateChanged, this, &LivePage::updateButtons);
    connect(controller, &RunController::storeWriteFailed, this, [this](const Error& e, qint64 runId, qint64 kept) {
        if (m_model->ownRun())
            showStoreWriteFailure(e, runId, kept);
    });
}

void LivePage::connectModel()
{
    connect(m_model, &RunModel::runBegan, this, &LivePage::runBegan);
    connect(m_model, &RunModel::intervalAdded, this, &LivePage::addInterval);
    // An end (or a plan step's summary) is drawn at once, after the intervals not yet drawn: every part shows it
    // within this one refresh.
    connect(m_model, &RunModel::changed, this, [this] {
        if (m_model->state().ended() || m_model->state().hasSummary)
            refreshView();
        else
            render();
    });
    connect(m_workspace->planController(), &PlanController::stateChanged, this, &LivePage::updateButtons);
}

QString LivePage::runTitle() const
{
    return m_title;
}

void LivePage::updateButtons()
{
    const auto state = m_workspace->runController()->state();
    m_controls->setIdle(!m_workspace->engineBusy(),
        (m_model->ownRun() && state == RunController::State::Running)
            || m_workspace->planController()->state() == PlanController::State::Running);
    // The run's own state line is the model's (render()); a workload task of the Workload page is not a run.
    if (state == RunController::State::Preparing || state == RunController::State::CleaningUp)
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
    request.load = m_controls->load();
    m_controls->remember();
    // The workstation keeps every run, as a plan of one, in the results file the Results page shows.
    const QString store = m_workspace->storePath().isEmpty() ? ResultStore::defaultPath() : m_workspace->storePath();
    m_model->beginOwnRun(request.spec, request.load, m_workspace->profile().endpoint(), store);
    controller->start(request, store);
    updateButtons();
}

void LivePage::stopRun()
{
    if (m_workspace->planController()->isBusy())
        m_workspace->planController()->stop();
    else if (m_model->ownRun())
        m_workspace->runController()->stop();
}

void LivePage::beginRun(double warmupSec, double durationSec)
{
    m_refresh->stop();
    m_pending = false;
    m_charts->begin(warmupSec, durationSec);
    m_next->withdraw();
    m_storeBanner->hide();
    m_intervals = 0;
    m_incidentLines.clear();
    m_incidents->clear();
    m_incidents->setVisible(false);
    m_tiles->begin(durationSec);
    m_tilesSummarised = false;
}

// A run or a plan's step begins: charts, tiles and the group table start over (a plan's steps are single runs).
void LivePage::runBegan(const CurrentRun& run)
{
    beginRun(run.spec.warmupSec, run.spec.durationSec);
    m_groups->begin(run.plan ? QString() : run.spec.mix);
    m_announced = false;
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
    if (m_pending)
        showLastInterval();
    render(); // the state line, the plan's progress and time: at the charts' pace too
}

void LivePage::showLastInterval()
{
    m_pending = false;
    if (m_tilesSummarised)
        return; // the run's own figures stay (an interval drawn late is no news after its summary)
    const IntervalSample& s = m_last;
    // A mix's total: its rates and service times are its groups' (the table), not the run's as a whole.
    IntervalSample shown = s;
    if (m_groups->isActive()) {
        shown.targetRate = 0;
        shown.serviceLatency = {};
    }
    m_tiles->show(shown);
    m_groups->refresh();
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

void LivePage::render()
{
    const CurrentRun& run = m_model->state();
    m_controls->showRun(run, RunWords::header(run));
    if (run.phase != CurrentRun::Phase::Idle) {
        m_controls->setState(RunWords::status(run));
        m_summary->setText(RunWords::summary(run, !run.plan && !m_workspace->serverCpus().isEmpty()));
        m_tiles->setCaption(RunWords::tilesCaption(run));
    }
    if (run.hasSummary && !m_tilesSummarised) {
        m_tiles->showSummary(run.summary);
        m_tilesSummarised = true;
    }
    m_plan->render(run, m_model->stepSeconds(), m_model->planFraction());
    if (run.ended())
        announceEnd(run);
    updateButtons();
    const QString title = RunWords::title(run);
    if (title != m_title) {
        m_title = title;
        Q_EMIT runTitleChanged(title);
    }
}

void LivePage::announceEnd(const CurrentRun& run)
{
    if (m_announced)
        return;
    m_announced = true;
    if (run.plan && run.experimentId > 0) // a plan that ended before its last run can be resumed from here
        m_next->offer(0, run.experimentId, run.store, run.phase != CurrentRun::Phase::Finished);
    else if (!run.plan && run.runId > 0)
        m_next->offer(run.runId, 0, run.store);
    if (!run.plan && run.hasSummary)
        Q_EMIT runEnded(run.summary);
}

// A run the page refused to start (its workload's options): the model's run is not begun.
void LivePage::showFailure(const Error& error)
{
    m_summary->setText(tr("No run: nothing was measured."));
    m_controls->setState(
        QStringLiteral("<span style='color:#b00020'>%1</span>").arg(ErrorText::describe(error).toHtmlEscaped()));
    updateButtons();
}

// At once, not when the run ends: a full disk keeps nothing more, so the run stops and says what it kept.
void LivePage::showStoreWriteFailure(const Error& error, qint64 runId, qint64 intervalsKept)
{
    const QStorageInfo disk(QFileInfo(m_model->state().store).absolutePath());
    const QString free = disk.isValid() ? locale().formattedDataSize(disk.bytesAvailable()) : tr("unknown");
    m_storeBanner->setText(tr("<b>The results file %1 cannot be written</b> (%2; %3 free on its disk). The run stops "
                              "now and is kept as interrupted: run %4 keeps the %n interval(s) written before.",
        nullptr, int(intervalsKept))
                               .arg(QDir::toNativeSeparators(m_model->state().store).toHtmlEscaped(),
                                   (error.detail.isEmpty() ? ErrorText::describe(error) : error.detail).toHtmlEscaped(),
                                   free)
                               .arg(runId));
    m_storeBanner->show();
}

} // namespace sb
