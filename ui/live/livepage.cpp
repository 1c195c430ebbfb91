// SPDX-License-Identifier: GPL-3.0-or-later
#include "livepage.h"

#include "loadfields.h"

#include "charts/chartpalette.h"
#include "charts/timeserieschart.h"
#include "charts/timeserieschartview.h"
#include "common/appsettings.h"
#include "common/durationtext.h"
#include "common/errortext.h"
#include "common/runsettingbox.h"
#include "common/workspace.h"
#include "store/resultstore.h"
#include "workload/workload.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QFrame>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

namespace sb {

namespace {

    QString number(double value, int decimals = 0)
    {
        return QLocale().toString(value, 'f', decimals);
    }

    TimeSeriesChartView* chartView(TimeSeriesChart* chart, int minimumHeight, QWidget* parent)
    {
        chart->setDeferred(true); // LivePage::refreshView() draws
        auto* view = new TimeSeriesChartView(chart, parent);
        view->setMinimumHeight(minimumHeight);
        return view;
    }

} // namespace

LivePage::LivePage(Workspace* workspace, QWidget* parent)
    : QWidget(parent)
    , m_workspace(workspace)
    // Transactions and queries in panels of their own: on one plot with two axes their lines coincide whenever every
    // transaction runs the same number of queries, and one hides the other.
    , m_throughput(new TimeSeriesChart(tr("Transactions"), tr("Transactions/s"), { tr("Transactions/s") }))
    , m_queries(new TimeSeriesChart(tr("Queries"), tr("Queries/s"), { tr("Queries/s") }))
    , m_latency(new TimeSeriesChart(tr("Transaction latency"), tr("Milliseconds"), { tr("p50"), tr("p95"), tr("p99") }))
    // Busy below connected: connections thinking, waiting for arrivals, or (busy near 0) a client that cannot keep up.
    , m_connections(new TimeSeriesChart(tr("Connections"), tr("Connections"), { tr("Connected"), tr("Busy (mean)") }))
    , m_refresh(new QTimer(this))
{
    m_queries->setSeriesColor(0, ChartPalette::color(1)); // not the transactions' colour: another quantity
    m_refresh->setSingleShot(true);
    connect(m_refresh, &QTimer::timeout, this, &LivePage::refreshView);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("runSummary"));
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setWordWrap(true);
    m_summary->setText(tr("The summary of the run appears here when it ends."));

    auto* charts = new QGridLayout;
    charts->addWidget(chartView(m_throughput, 160, this), 0, 0);
    charts->addWidget(chartView(m_queries, 160, this), 1, 0);
    charts->addWidget(chartView(m_latency, 160, this), 0, 1);
    charts->addWidget(chartView(m_connections, 160, this), 1, 1);
    charts->setColumnStretch(0, 1);
    charts->setColumnStretch(1, 1);
    auto* summaryBox = new QGroupBox(tr("Summary"), this);
    auto* summaryLayout = new QVBoxLayout(summaryBox);
    summaryLayout->addWidget(m_summary);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(createSettings());
    layout->addWidget(createPlanProgress());
    layout->addWidget(createCounters());
    layout->addLayout(charts, 1);
    layout->addWidget(summaryBox);

    RunController* controller = m_workspace->runController();
    connect(controller, &RunController::intervalAvailable, this, [this](const IntervalSample& s) {
        if (m_ownRun)
            addInterval(s);
    });
    connect(controller, &RunController::finished, this, [this](const RunSummary& s) {
        if (m_ownRun)
            showSummary(s);
    });
    connect(controller, &RunController::failed, this, [this](const Error& e) {
        if (m_ownRun)
            showFailure(e);
    });
    connect(controller, &RunController::stateChanged, this, &LivePage::updateButtons);
    connectPlanController();
    connect(m_workspace, &Workspace::profileChanged, this, &LivePage::updateTarget);
    connect(m_workspace, &Workspace::workloadChanged, this, &LivePage::updateTarget);
    connect(m_workspace, &Workspace::serverVersionChanged, this, &LivePage::updateTarget);
    connect(m_workspace, &Workspace::cpusChanged, this, &LivePage::updateTarget);
    connect(controller, &RunController::affinityApplied, this, [this](const QJsonObject& record) {
        if (m_ownRun)
            m_affinity = record;
    });
    connect(controller, &RunController::affinityRestoreFailed, this, [this](const Error& e) {
        m_state->setText(
            QStringLiteral("<span style='color:#b00020'>%1</span>")
                .arg(tr("The server's CPUs could not be put back: %1").arg(ErrorText::describe(e)).toHtmlEscaped()));
    });
    updateTarget();
    updateButtons();
}

QWidget* LivePage::createSettings()
{
    auto* box = new QGroupBox(tr("Run"), this);
    AppSettings settings;
    settings.beginGroup(QStringLiteral("run"));
    m_threads = new QSpinBox(box);
    m_threads->setObjectName(QStringLiteral("threads"));
    RunSettingBox::configure(m_threads, "threads");
    m_threads->setValue(settings.value(QStringLiteral("threads"), 8).toInt());
    m_threads->setToolTip(tr("Client connections, one thread each"));
    m_duration = new QSpinBox(box);
    m_duration->setObjectName(QStringLiteral("duration"));
    RunSettingBox::configure(m_duration, "time", 1); // no event count here: a duration is needed
    m_duration->setSuffix(tr(" s"));
    m_duration->setValue(settings.value(QStringLiteral("duration"), 60).toInt());
    m_duration->setToolTip(tr("Measured time, after the warm-up"));
    m_warmup = new QSpinBox(box);
    m_warmup->setObjectName(QStringLiteral("warmup"));
    RunSettingBox::configure(m_warmup, "warmup_time");
    m_warmup->setSuffix(tr(" s"));
    m_warmup->setValue(settings.value(QStringLiteral("warmup"), 0).toInt());
    m_warmup->setToolTip(tr("Time run first and left out of the summary (drawn at negative times)"));
    m_interval = new QDoubleSpinBox(box);
    m_interval->setObjectName(QStringLiteral("reportInterval"));
    RunSettingBox::configure(m_interval, "report_interval", 0.1); // the charts need intervals
    m_interval->setDecimals(1);
    m_interval->setSingleStep(0.5);
    m_interval->setSuffix(tr(" s"));
    m_interval->setValue(settings.value(QStringLiteral("interval"), 1.0).toDouble());
    m_interval->setToolTip(tr("One chart point per interval"));
    m_rate = new QDoubleSpinBox(box);
    m_rate->setObjectName(QStringLiteral("targetRate"));
    RunSettingBox::configure(m_rate, "rate");
    m_rate->setDecimals(0);
    m_rate->setSingleStep(100);
    m_rate->setSuffix(tr(" tx/s"));
    m_rate->setSpecialValueText(tr("as fast as possible"));
    m_rate->setValue(settings.value(QStringLiteral("rate"), 0.0).toDouble());
    m_rate->setToolTip(tr("Target rate (tx/s, 0 = as fast as possible). With a rate, arrivals come at that rate "
                          "(Poisson) whatever the server does, latency counts from when each was due, and the "
                          "run stops if more than 10 s of arrivals wait."));
    m_driver = new QComboBox(box);
    m_driver->setObjectName(QStringLiteral("driver"));
    m_driver->addItem(tr("a thread per connection"), QStringLiteral("threads"));
    m_driver->addItem(tr("async (event loops)"), QStringLiteral("async"));
    m_driver->setCurrentIndex(std::max(0, m_driver->findData(settings.value(QStringLiteral("driver")).toString())));
    m_driver->setToolTip(tr("How the client connections are driven: a thread each (as sysbench does, for comparable "
                            "figures), or many per event-loop thread, one loop per client CPU (thousands of "
                            "connections from one machine)"));
    m_load = new LoadFields(box);
    m_load->setLayout({ settings.value(QStringLiteral("load_ranks"), 1).toInt(),
        settings.value(QStringLiteral("load_hosts")).toStringList(), QStringLiteral("mpirun"), {} });
    m_start = new QPushButton(tr("&Start"), box);
    m_start->setObjectName(QStringLiteral("startRun"));
    m_start->setToolTip(tr("Start the run (F5)"));
    m_stop = new QPushButton(tr("S&top"), box);
    m_stop->setObjectName(QStringLiteral("stopRun"));
    m_stop->setToolTip(tr("End the run now; what it measured is kept (Shift+F5)"));
    m_target = new QLabel(box);
    m_target->setObjectName(QStringLiteral("runTarget"));
    m_target->setWordWrap(true);
    m_state = new QLabel(box);
    m_state->setObjectName(QStringLiteral("runState"));
    m_state->setWordWrap(true);
    m_state->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* fields = new QHBoxLayout;
    const std::pair<QString, QWidget*> rows[] = { { tr("&Threads:"), m_threads }, { tr("&Duration:"), m_duration },
        { tr("&Warm-up:"), m_warmup }, { tr("Report &interval:"), m_interval }, { tr("Target ra&te:"), m_rate },
        { tr("Dri&ver:"), m_driver } };
    for (const auto& [text, widget] : rows) {
        auto* label = new QLabel(text, box);
        label->setBuddy(widget);
        fields->addWidget(label);
        fields->addWidget(widget);
        fields->addSpacing(10);
    }
    fields->addStretch(1);
    fields->addWidget(m_start);
    fields->addWidget(m_stop);
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(m_target);
    layout->addLayout(fields);
    layout->addWidget(m_load);
    layout->addWidget(m_state);

    connect(m_start, &QPushButton::clicked, this, &LivePage::startRun);
    connect(m_stop, &QPushButton::clicked, this, &LivePage::stopRun);
    return box;
}

QWidget* LivePage::createCounters()
{
    auto* frame = new QFrame(this);
    auto* layout = new QHBoxLayout(frame);
    layout->setContentsMargins(0, 0, 0, 0);
    auto tile = [&](const QString& caption, const char* name) {
        auto* box = new QFrame(frame);
        box->setFrameShape(QFrame::StyledPanel);
        auto* v = new QVBoxLayout(box);
        v->setContentsMargins(10, 6, 10, 6);
        auto* title = new QLabel(caption, box);
        title->setEnabled(false);
        auto* value = new QLabel(QStringLiteral("–"), box);
        value->setObjectName(QLatin1String(name));
        QFont font = value->font();
        font.setPointSizeF(font.pointSizeF() * 1.5);
        font.setBold(true);
        value->setFont(font);
        v->addWidget(title);
        v->addWidget(value);
        layout->addWidget(box, 1);
        return value;
    };
    m_tps = tile(tr("Transactions/s"), "tpsValue");
    m_qps = tile(tr("Queries/s"), "qpsValue");
    m_p95 = tile(tr("Latency p95"), "p95Value");
    m_errors = tile(tr("Errors (retried / fatal)"), "errorsValue");
    m_reconnects = tile(tr("Reconnects"), "reconnectsValue");
    m_connected = tile(tr("Connections (connected / busy)"), "connectionsValue");
    m_elapsed = tile(tr("Time"), "elapsedValue");
    return frame;
}

void LivePage::setThreads(int threads)
{
    m_threads->setValue(threads);
}

void LivePage::setDuration(double seconds)
{
    m_duration->setValue(int(seconds));
}

void LivePage::setWarmup(double seconds)
{
    m_warmup->setValue(int(seconds));
}

void LivePage::setReportInterval(double seconds)
{
    m_interval->setValue(seconds);
}

void LivePage::updateTarget()
{
    const QString workload
        = m_workspace->workloadName().isEmpty() ? tr("no workload chosen") : m_workspace->workloadName();
    const QString version = m_workspace->serverVersion().isEmpty()
        ? QString()
        : QStringLiteral(" (") + m_workspace->serverVersion() + QLatin1Char(')');
    const QString server = m_workspace->serverCpus().isEmpty() ? tr("server not bound")
                                                               : tr("server on CPUs %1").arg(m_workspace->serverCpus());
    const QString client = m_workspace->clientCpus().isEmpty()
        ? tr("clients not bound")
        : tr("clients on CPUs %1").arg(m_workspace->clientCpus());
    m_target->setText(tr("<b>%1</b> against <b>%2</b>%3; %4, %5 (CPUs page)")
                          .arg(workload.toHtmlEscaped(), m_workspace->profile().endpoint().toHtmlEscaped(),
                              version.toHtmlEscaped(), server.toHtmlEscaped(), client.toHtmlEscaped()));
}

void LivePage::updateButtons()
{
    const auto state = m_workspace->runController()->state();
    const bool idle = !m_workspace->engineBusy();
    m_start->setEnabled(idle);
    m_stop->setEnabled((m_ownRun && state == RunController::State::Running)
        || m_workspace->planController()->state() == PlanController::State::Running);
    for (QWidget* w : std::initializer_list<QWidget*> { m_threads, m_duration, m_warmup, m_interval, m_rate })
        w->setEnabled(idle);
    m_load->setEnabled(idle);
    if (state == RunController::State::Stopping)
        m_state->setText(tr("Stopping: the workers finish their current transaction..."));
    else if (state == RunController::State::Preparing || state == RunController::State::CleaningUp)
        m_state->setText(tr("Tables are being prepared or cleaned up; start the run when that is done."));
}

void LivePage::startRun()
{
    RunController* controller = m_workspace->runController();
    if (controller->isBusy())
        return;
    if (auto workload = m_workspace->createWorkload(); !workload) {
        showFailure(workload.error());
        return;
    }
    RunSpec limits;
    limits.threads = m_threads->value();
    limits.durationSec = m_duration->value();
    limits.warmupSec = m_warmup->value();
    limits.reportIntervalMs = int(m_interval->value() * 1000 + 0.5);
    limits.rate = m_rate->value();
    limits.driver = m_driver->currentData().toString();
    MeasuredRunRequest request = m_workspace->runRequest(limits);
    request.load = m_load->layout();

    AppSettings settings;
    settings.beginGroup(QStringLiteral("run"));
    settings.setValue(QStringLiteral("threads"), limits.threads);
    settings.setValue(QStringLiteral("duration"), m_duration->value());
    settings.setValue(QStringLiteral("warmup"), m_warmup->value());
    settings.setValue(QStringLiteral("interval"), m_interval->value());
    settings.setValue(QStringLiteral("rate"), m_rate->value());
    settings.setValue(QStringLiteral("driver"), limits.driver);
    settings.setValue(QStringLiteral("load_ranks"), std::max(1, request.load.ranks));
    settings.setValue(QStringLiteral("load_hosts"), request.load.hosts);

    beginRun(limits.warmupSec, limits.durationSec);
    m_planBox->hide();
    m_summary->setText(tr("Running..."));
    m_state->setText(request.load.active()
            ? tr("Starting %1 load processes with mpirun; they connect %n client(s)...", nullptr, limits.threads)
                  .arg(request.load.ranks)
            : tr("Connecting %n client(s) and checking the tables...", nullptr, limits.threads));
    m_ownRun = true;
    m_affinity = {};
    // The workstation keeps every run, as a plan of one, in the results file the Results page shows.
    const QString store = m_workspace->storePath().isEmpty() ? ResultStore::defaultPath() : m_workspace->storePath();
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

void LivePage::addInterval(const IntervalSample& s)
{
    ++m_intervals;
    m_throughput->append(s.timeSec, { s.tps() });
    m_queries->append(s.timeSec, { s.qps() });
    m_latency->append(s.timeSec, { s.latency.p50Ms, s.latency.p95Ms, s.latency.p99Ms });
    m_connections->append(s.timeSec, { double(s.connected), s.busy });
    m_ignoredErrors += s.ignoredErrors;
    m_fatalErrors += s.fatalErrors;
    m_reconnectCount += s.reconnects;
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
    for (TimeSeriesChart* chart : { m_throughput, m_queries, m_latency, m_connections })
        chart->refresh();
    updatePlanTime(); // a plan's progress: at the charts' pace too
    if (!m_pending)
        return;
    m_pending = false;
    const IntervalSample& s = m_last;
    m_tps->setText(number(s.tps(), s.tps() < 100 ? 1 : 0));
    m_qps->setText(number(s.qps(), s.qps() < 100 ? 1 : 0));
    m_p95->setText(s.targetRate > 0
            ? tr("%1 ms (service %2 ms)").arg(number(s.latency.p95Ms, 2), number(s.serviceLatency.p95Ms, 2))
            : tr("%1 ms").arg(number(s.latency.p95Ms, 2)));
    m_errors->setText(QStringLiteral("%1 / %2").arg(m_ignoredErrors).arg(m_fatalErrors));
    m_reconnects->setText(QString::number(m_reconnectCount));
    m_connected->setText(QStringLiteral("%1 / %2").arg(s.connected).arg(number(s.busy, 1)));
    m_elapsed->setText(s.warmup ? tr("warm-up %1 s").arg(number(s.timeSec, 0))
                                : tr("%1 of %2 s").arg(number(s.timeSec, 0), number(m_runDuration, 0)));
    m_state->setText(s.warmup ? tr("Warming up (left out of the summary)...") : tr("Measuring..."));
    if (s.targetRate > 0 && s.backlog > 0)
        m_state->setText(m_state->text() + QLatin1Char(' ')
            + tr("%n arrival(s) due but not started: the server is behind the target rate.", nullptr, int(s.backlog)));
}

QString LivePage::statusText(const RunSummary& s) const
{
    switch (s.status) {
    case RunStatus::Finished:
        return tr("Finished");
    case RunStatus::Interrupted:
        return s.error.code == ErrorCode::Cancelled ? tr("Stopped early") : tr("Interrupted");
    case RunStatus::Failed:
        return tr("Failed");
    case RunStatus::Stalled:
        return tr("Stalled: the server stopped answering");
    case RunStatus::Running:
        return tr("Running");
    }
    return {};
}

QString LivePage::summaryText(const RunSummary& s) const
{
    QString text
        = tr("<table cellspacing='3'>"
             "<tr><td><b>%1</b> after %2 s with %3 threads</td><td width='24'></td>"
             "<td>Transactions:</td><td align='right'><b>%4</b></td><td align='right'>%5/s</td><td width='24'></td>"
             "<td>Latency (ms):</td><td>min %9, avg %10, p95 <b>%11</b>, p99 %12, max %13</td></tr>"
             "<tr><td></td><td></td><td>Queries:</td><td align='right'>%6</td><td align='right'>%7/s</td><td></td>"
             "<td>Errors:</td><td>%8 retried, %14 fatal, %15 reconnects</td></tr></table>")
              .arg(statusText(s), number(s.durationSec, 1))
              .arg(s.threads)
              .arg(QLocale().toString(qulonglong(s.transactions)), number(s.tps(), 1),
                  QLocale().toString(qulonglong(s.queries())), number(s.qps(), 1))
              .arg(s.ignoredErrors)
              .arg(number(s.latency.minMs, 2), number(s.latency.avgMs, 2), number(s.latency.p95Ms, 2),
                  number(s.latency.p99Ms, 2), number(s.latency.maxMs, 2))
              .arg(s.fatalErrors)
              .arg(s.reconnects);
    if (s.targetRate > 0)
        text += tr("<p>Open loop at %1 tx/s: latency counts from each arrival's intended start; service time p95 "
                   "<b>%2</b> ms; arrivals waiting at the end %3 (peak %4).</p>")
                    .arg(number(s.targetRate, 0), number(s.serviceLatency.p95Ms, 2))
                    .arg(s.backlog)
                    .arg(s.backlogPeak);
    text += connectsText(s);
    text += affinityText();
    if (s.error && s.error.code != ErrorCode::Cancelled)
        text += QStringLiteral("<p style='color:#b00020'>%1</p>").arg(ErrorText::describe(s.error).toHtmlEscaped());
    return text;
}

QString LivePage::connectsText(const RunSummary& s) const
{
    if (s.driver.isEmpty())
        return {};
    const QString driver = s.driver == QLatin1String("async")
        ? tr("async driver, %n event-loop thread(s)", nullptr, s.driverThreads)
        : tr("thread driver, one thread per connection");
    const ConnectSummary& c = s.connects;
    return QStringLiteral("<p>%1</p>")
        .arg(tr("Connections (%1): %2 of %3 connected, %4 failed connect attempts; connect time avg %5 ms, "
                "p95 %6 ms, max %7 ms.")
                 .arg(driver)
                 .arg(c.connected)
                 .arg(s.threads)
                 .arg(c.failures)
                 .arg(number(c.meanMs, 2), number(c.p95Ms, 2), number(c.maxMs, 2))
                 .toHtmlEscaped());
}

void LivePage::showSummary(const RunSummary& s)
{
    refreshView(); // the last intervals, before the state line says the run ended
    m_ownRun = false;
    m_summary->setText(summaryText(s));
    m_state->setText(tr("%1. Start again for another run.").arg(statusText(s)));
    updateButtons();
    Q_EMIT runEnded(s);
}

QString LivePage::affinityText() const
{
    if (m_affinity.isEmpty())
        return {};
    auto effective = [this](const QString& side) {
        const QJsonObject o = m_affinity.value(side).toObject();
        return o.value(QStringLiteral("effective")).toString();
    };
    QStringList parts;
    if (!m_workspace->serverCpus().isEmpty() || m_affinity.contains(QStringLiteral("server")))
        parts << tr("server ran on CPUs %1").arg(effective(QStringLiteral("server")));
    if (!effective(QStringLiteral("client")).isEmpty())
        parts << tr("clients ran on CPUs %1").arg(effective(QStringLiteral("client")));
    if (parts.isEmpty())
        return {};
    return QStringLiteral("<p>%1</p>")
        .arg(tr("As the kernel reports: %1.").arg(parts.join(QStringLiteral("; "))).toHtmlEscaped());
}

void LivePage::showFailure(const Error& error)
{
    m_ownRun = false;
    m_summary->setText(tr("No run: nothing was measured."));
    m_state->setText(
        QStringLiteral("<span style='color:#b00020'>%1</span>").arg(ErrorText::describe(error).toHtmlEscaped()));
    updateButtons();
}

QWidget* LivePage::createPlanProgress()
{
    m_planBox = new QGroupBox(tr("Plan"), this);
    m_planBox->setObjectName(QStringLiteral("planProgress"));
    m_planRun = new QLabel(m_planBox);
    m_planRun->setObjectName(QStringLiteral("planRun"));
    m_planRun->setWordWrap(true);
    m_planBar = new QProgressBar(m_planBox);
    m_planBar->setObjectName(QStringLiteral("planBar"));
    m_planBar->setRange(0, 1000);
    m_planTime = new QLabel(m_planBox);
    m_planTime->setObjectName(QStringLiteral("planTime"));
    auto* row = new QHBoxLayout;
    row->addWidget(m_planBar, 1);
    row->addWidget(m_planTime);
    auto* layout = new QVBoxLayout(m_planBox);
    layout->addWidget(m_planRun);
    layout->addLayout(row);
    m_planBox->hide();
    return m_planBox;
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
            m_planBox->show();
            m_planBar->setValue(0);
            m_planBar->setFormat(tr("Starting the plan"));
            m_planRun->setText(tr("Starting the server and preparing the tables..."));
            m_planTime->clear();
            m_state->setText(tr("A plan is running: Stop ends it and keeps everything measured."));
        } else if (state == PlanController::State::Stopping) {
            m_state->setText(tr("Stopping the plan: the current run ends and is kept as interrupted..."));
        }
        updateButtons();
    });
}

void LivePage::beginRun(double warmupSec, double durationSec)
{
    m_runDuration = durationSec;
    m_refresh->stop();
    m_pending = false;
    for (TimeSeriesChart* chart : { m_throughput, m_queries, m_latency, m_connections }) {
        chart->clear();
        // the run's whole time from the start (a run bounded by events only: 10 s, widened as it goes)
        chart->setTimeRange(-warmupSec, durationSec > 0 ? durationSec : 10);
    }
    m_intervals = 0;
    m_ignoredErrors = m_fatalErrors = m_reconnectCount = 0;
    for (QLabel* l : { m_tps, m_qps, m_p95, m_errors, m_reconnects, m_elapsed })
        l->setText(QStringLiteral("–"));
}

void LivePage::startPlanRun(const PlanProgress& p)
{
    m_progress = p;
    m_sinceRunStart.start();
    beginRun(p.spec.warmupSec, p.spec.durationSec);
    m_planBox->show();
    m_planBar->setFormat(tr("Run %1 of %2").arg(p.position).arg(p.count));
    m_planRun->setText(tr("Run <b>%1 of %2</b>: <b>%3</b>, %4 clients, server CPUs <b>%5</b>, client CPUs <b>%6</b>, "
                          "repetition %7, against %8")
                           .arg(p.position)
                           .arg(p.count)
                           .arg(p.spec.workloadLabel.toHtmlEscaped())
                           .arg(p.spec.threads)
                           .arg(p.spec.serverCpu.label.toHtmlEscaped(), p.spec.clientCpu.label.toHtmlEscaped())
                           .arg(p.spec.repetition + 1)
                           .arg(p.spec.serverProfile.toHtmlEscaped()));
    if (p.load.active())
        m_planRun->setText(m_planRun->text()
            + tr(", made by <b>%1 load processes</b> (mpirun%2)")
                  .arg(p.load.ranks)
                  .arg(p.load.hosts.isEmpty() ? QString() : QStringLiteral(" -H ") + p.load.hosts.join(u',').toHtmlEscaped()));
    m_summary->setText(tr("Run %1 of %2 is running...").arg(p.position).arg(p.count));
    updatePlanTime();
}

void LivePage::updatePlanTime()
{
    if (!m_sinceRunStart.isValid())
        return;
    const double since = m_sinceRunStart.elapsed() / 1000.0;
    const double elapsed = m_progress.elapsedSec + since;
    const double eta = std::max(0.0, m_progress.etaSec - since);
    m_planBar->setValue(elapsed + eta > 0 ? int(1000 * elapsed / (elapsed + eta)) : 0);
    m_planTime->setText(tr("elapsed %1, about %2 left").arg(DurationText::format(elapsed), DurationText::format(eta)));
}

void LivePage::showPlanRunSummary(const RunSpec& spec, const RunSummary& s)
{
    Q_UNUSED(spec)
    refreshView();
    m_summary->setText(summaryText(s));
}

void LivePage::showPlanEnd(const Error& error, qint64 experimentId, const QString& storePath)
{
    m_sinceRunStart.invalidate();
    if (!error) {
        m_planBar->setValue(m_planBar->maximum());
        m_planBar->setFormat(tr("Done"));
        m_planTime->clear();
        m_state->setText(tr("Plan finished: experiment %1 in %2.").arg(experimentId).arg(storePath.toHtmlEscaped()));
    } else if (error.code == ErrorCode::Cancelled) {
        m_planBar->setFormat(tr("Stopped at run %1 of %2").arg(m_progress.position).arg(m_progress.count));
        m_state->setText(tr("Plan stopped: experiment %1 in %2 keeps every run measured, the last one marked "
                            "interrupted.")
                             .arg(experimentId)
                             .arg(storePath.toHtmlEscaped()));
    } else {
        m_planBar->setFormat(tr("Failed at run %1 of %2").arg(m_progress.position).arg(m_progress.count));
        m_state->setText(
            QStringLiteral("<span style='color:#b00020'>%1</span>").arg(ErrorText::describe(error).toHtmlEscaped()));
    }
    updateButtons();
}

} // namespace sb
