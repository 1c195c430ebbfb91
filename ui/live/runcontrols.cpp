// SPDX-License-Identifier: GPL-3.0-or-later
#include "runcontrols.h"

#include "common/appsettings.h"
#include "common/flowlayout.h"
#include "common/runsettingbox.h"
#include "common/workspace.h"
#include "plan/mixspec.h"
#include "loadfields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace sb {

RunControls::RunControls(Workspace* workspace, QWidget* parent)
    : QGroupBox(tr("Run"), parent)
    , m_workspace(workspace)
{
    createFields();
    m_start = new QPushButton(tr("&Start"), this);
    m_start->setObjectName(QStringLiteral("startRun"));
    m_start->setToolTip(tr("Start the run (F5)"));
    m_stop = new QPushButton(tr("S&top"), this);
    m_stop->setObjectName(QStringLiteral("stopRun"));
    m_stop->setToolTip(tr("End the run now; what it measured is kept (Shift+F5)"));
    m_target = new QLabel(this);
    m_target->setObjectName(QStringLiteral("runTarget"));
    m_target->setWordWrap(true);
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("runState"));
    m_state->setWordWrap(true);
    m_state->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // Each label with its box, wrapping as a whole to the next row when the page is narrow (a laptop, German).
    auto* fields = new FlowLayout;
    const std::pair<QString, QWidget*> rows[]
        = { { tr("&Threads:"), m_threads }, { tr("&Duration:"), m_duration }, { tr("&Warm-up:"), m_warmup },
              { tr("Report &interval:"), m_interval }, { tr("Target ra&te:"), m_rate }, { tr("Dri&ver:"), m_driver } };
    for (const auto& [text, widget] : rows) {
        auto* field = new QWidget(this);
        auto* pair = new QHBoxLayout(field);
        pair->setContentsMargins(0, 0, 0, 0);
        auto* label = new QLabel(text, field);
        label->setBuddy(widget);
        pair->addWidget(label);
        pair->addWidget(widget);
        fields->addWidget(field);
    }
    fields->addWidget(m_profileServer);
    auto* top = new QHBoxLayout;
    top->addWidget(m_target, 1);
    top->addWidget(m_start, 0, Qt::AlignTop);
    top->addWidget(m_stop, 0, Qt::AlignTop);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(fields);
    layout->addWidget(m_load);
    layout->addWidget(m_state);

    connect(m_start, &QPushButton::clicked, this, &RunControls::startClicked);
    connect(m_stop, &QPushButton::clicked, this, &RunControls::stopClicked);
    connect(m_workspace, &Workspace::profileChanged, this, &RunControls::updateTarget);
    connect(m_workspace, &Workspace::workloadChanged, this, &RunControls::updateTarget);
    connect(m_workspace, &Workspace::serverVersionChanged, this, &RunControls::updateTarget);
    connect(m_workspace, &Workspace::cpusChanged, this, &RunControls::updateTarget);
    updateTarget();
}

// The settings' boxes, with the values of the last run started here.
void RunControls::createFields()
{
    AppSettings settings;
    settings.beginGroup(QStringLiteral("run"));
    m_threads = new QSpinBox(this);
    m_threads->setObjectName(QStringLiteral("threads"));
    RunSettingBox::configure(m_threads, "threads");
    m_threads->setValue(settings.value(QStringLiteral("threads"), 8).toInt());
    m_threads->setToolTip(tr("Client connections, one thread each"));
    m_duration = new QSpinBox(this);
    m_duration->setObjectName(QStringLiteral("duration"));
    RunSettingBox::configure(m_duration, "time", 1); // no event count here: a duration is needed
    m_duration->setSuffix(tr(" s"));
    m_duration->setValue(settings.value(QStringLiteral("duration"), 60).toInt());
    m_duration->setToolTip(tr("Measured time, after the warm-up"));
    m_warmup = new QSpinBox(this);
    m_warmup->setObjectName(QStringLiteral("warmup"));
    RunSettingBox::configure(m_warmup, "warmup_time");
    m_warmup->setSuffix(tr(" s"));
    m_warmup->setValue(settings.value(QStringLiteral("warmup"), 0).toInt());
    m_warmup->setToolTip(tr("Time run first and left out of the summary (drawn at negative times)"));
    m_interval = new QDoubleSpinBox(this);
    m_interval->setObjectName(QStringLiteral("reportInterval"));
    RunSettingBox::configure(m_interval, "report_interval", 0.1); // the charts need intervals
    m_interval->setDecimals(1);
    m_interval->setSingleStep(0.5);
    m_interval->setSuffix(tr(" s"));
    m_interval->setValue(settings.value(QStringLiteral("interval"), 1.0).toDouble());
    m_interval->setToolTip(tr("One chart point per interval"));
    m_rate = new QDoubleSpinBox(this);
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
    m_driver = new QComboBox(this);
    m_driver->setObjectName(QStringLiteral("driver"));
    m_driver->addItem(tr("a thread per connection"), QStringLiteral("threads"));
    m_driver->addItem(tr("async (event loops)"), QStringLiteral("async"));
    m_driver->setCurrentIndex(std::max(0, m_driver->findData(settings.value(QStringLiteral("driver")).toString())));
    m_driver->setToolTip(tr("How the client connections are driven: a thread each (as sysbench does, for comparable "
                            "figures), or many per event-loop thread, one loop per client CPU (thousands of "
                            "connections from one machine)"));
    m_profileServer = new QCheckBox(tr("&Profile the server"), this);
    m_profileServer->setObjectName(QStringLiteral("profileServer"));
    m_profileServer->setChecked(settings.value(QStringLiteral("profile_server"), false).toBool());
    m_profileServer->setToolTip(tr("A local server only: record its functions by share of CPU samples during the measured "
                                   "part (perf record), shown as a flame graph in the report. It costs the server CPU."));
    m_load = new LoadFields(this);
    m_load->setLayout({ settings.value(QStringLiteral("load_ranks"), 1).toInt(),
        settings.value(QStringLiteral("load_hosts")).toStringList(), QStringLiteral("mpirun"), {} });
}

RunSpec RunControls::limits() const
{
    RunSpec limits;
    limits.threads = m_threads->value();
    limits.durationSec = m_duration->value();
    limits.warmupSec = m_warmup->value();
    limits.reportIntervalMs = int(m_interval->value() * 1000 + 0.5);
    limits.rate = m_rate->value();
    limits.driver = m_driver->currentData().toString();
    limits.profileServer = m_profileServer->isChecked();
    return limits;
}

LoadLayout RunControls::load() const
{
    return m_load->layout();
}

void RunControls::remember() const
{
    AppSettings settings;
    settings.beginGroup(QStringLiteral("run"));
    settings.setValue(QStringLiteral("threads"), m_ownThreads >= 0 ? m_ownThreads : m_threads->value());
    settings.setValue(QStringLiteral("duration"), m_duration->value());
    settings.setValue(QStringLiteral("warmup"), m_warmup->value());
    settings.setValue(QStringLiteral("interval"), m_interval->value());
    settings.setValue(QStringLiteral("rate"), m_rate->value());
    settings.setValue(QStringLiteral("driver"), m_driver->currentData().toString());
    settings.setValue(QStringLiteral("profile_server"), m_profileServer->isChecked());
    const LoadLayout layout = load();
    settings.setValue(QStringLiteral("load_ranks"), std::max(1, layout.ranks));
    settings.setValue(QStringLiteral("load_hosts"), layout.hosts);
}

void RunControls::setThreads(int threads)
{
    m_threads->setValue(threads);
}

void RunControls::setDuration(double seconds)
{
    m_duration->setValue(int(seconds));
}

void RunControls::setWarmup(double seconds)
{
    m_warmup->setValue(int(seconds));
}

void RunControls::setReportInterval(double seconds)
{
    m_interval->setValue(seconds);
}

void RunControls::setIdle(bool idle, bool stoppable)
{
    m_start->setEnabled(idle);
    m_stop->setEnabled(stoppable);
    m_idle = idle;
    for (QWidget* w : std::initializer_list<QWidget*> { m_threads, m_duration, m_warmup, m_interval, m_rate, m_profileServer })
        w->setEnabled(idle);
    m_threads->setEnabled(idle && m_workspace->mix().isEmpty()); // a mix's groups have their clients
    m_load->setEnabled(idle);
}

void RunControls::setState(const QString& text)
{
    m_state->setText(text);
}

QString RunControls::state() const
{
    return m_state->text();
}

void RunControls::showPlanStep(const PlanProgress& p)
{
    if (!m_planStep)
        m_own = limits();
    m_planStep = true;
    const RunSpec& spec = p.spec;
    showLimits(spec);
    const QString workload = spec.workloadLabel.isEmpty() ? spec.workload : spec.workloadLabel;
    const QString times = spec.warmupSec > 0
        ? tr("%1 s after a warm-up of %2 s").arg(spec.durationSec).arg(spec.warmupSec)
        : tr("%1 s, no warm-up").arg(spec.durationSec);
    const auto cpus = [](const CpuConfig& c) {
        return c.label.isEmpty() ? c.spec
            : c.label == c.spec  ? c.label
                                 : QStringLiteral("%1 (%2)").arg(c.label, c.spec);
    };
    m_target->setText(tr("<b>Plan run %1 of %2</b>: <b>%3</b>, clients: %4, %5; server CPUs %6, client CPUs %7")
                          .arg(p.position)
                          .arg(p.count)
                          .arg(workload.toHtmlEscaped())
                          .arg(spec.threads)
                          .arg(times, cpus(spec.serverCpu).toHtmlEscaped(), cpus(spec.clientCpu).toHtmlEscaped()));
}

void RunControls::showOwnTarget()
{
    if (m_planStep)
        showLimits(m_own);
    m_planStep = false;
    updateTarget();
}

void RunControls::showLimits(const RunSpec& spec)
{
    m_threads->setValue(spec.threads);
    m_duration->setValue(int(spec.durationSec));
    m_warmup->setValue(int(spec.warmupSec));
    m_interval->setValue(spec.reportIntervalMs / 1000.0);
    m_rate->setValue(spec.rate);
}

void RunControls::updateTarget()
{
    const QString& mix = m_workspace->mix();
    const QString workload = !mix.isEmpty()          ? tr("mix %1").arg(mix)
        : m_workspace->workloadName().isEmpty() ? tr("no workload chosen")
                                                : m_workspace->workloadName();
    // A mix's clients are its groups': the box shows their sum while the user's own count waits for the mix to go.
    const auto mixClients = mix.isEmpty() ? std::nullopt : MixSpec::clients(mix);
    if (!mix.isEmpty() && m_ownThreads < 0)
        m_ownThreads = m_threads->value();
    if (!mix.isEmpty() && mixClients && *mixClients > 0)
        m_threads->setValue(*mixClients);
    if (mix.isEmpty() && m_ownThreads >= 0) {
        m_threads->setValue(m_ownThreads);
        m_ownThreads = -1;
    }
    m_threads->setEnabled(m_idle && mix.isEmpty());
    m_threads->setToolTip(mix.isEmpty() ? tr("Client connections, one thread each")
                                        : tr("The mix's groups have their own clients (Workload page)"));
    if (m_planStep)
        return; // the step's own settings stay until the plan ends
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

} // namespace sb
