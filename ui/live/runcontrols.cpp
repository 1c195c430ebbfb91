// SPDX-License-Identifier: GPL-3.0-or-later
#include "runcontrols.h"

#include "common/appsettings.h"
#include "common/workspace.h"
#include "plan/mixspec.h"
#include "loadfields.h"
#include "runsettingsrow.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScopedValueRollback>
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
    m_next = new QLabel(this);
    m_next->setObjectName(QStringLiteral("nextRun"));
    m_next->setWordWrap(true);
    m_next->setVisible(false);
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("runState"));
    m_state->setWordWrap(true);
    m_state->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* top = new QHBoxLayout;
    top->addWidget(m_target, 1);
    top->addWidget(m_start, 0, Qt::AlignTop);
    top->addWidget(m_stop, 0, Qt::AlignTop);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_next);
    layout->addWidget(m_settings);
    layout->addWidget(m_load);
    layout->addWidget(m_state);

    connect(m_start, &QPushButton::clicked, this, &RunControls::startClicked);
    connect(m_stop, &QPushButton::clicked, this, &RunControls::stopClicked);
    connect(m_settings, &RunSettingsRow::edited, this, &RunControls::ownSettingsEdited);
    connect(m_load, &LoadFields::changed, this, &RunControls::ownSettingsEdited);
    connect(m_workspace, &Workspace::profileChanged, this, &RunControls::updateTarget);
    connect(m_workspace, &Workspace::workloadChanged, this, &RunControls::updateTarget);
    connect(m_workspace, &Workspace::serverVersionChanged, this, &RunControls::updateTarget);
    connect(m_workspace, &Workspace::cpusChanged, this, &RunControls::updateTarget);
    updateTarget();
}

// The settings' boxes (RunSettings' table), with the values of the last run started here.
void RunControls::createFields()
{
    AppSettings settings;
    settings.beginGroup(QStringLiteral("run"));
    m_settings = new RunSettingsRow(this);
    m_threads = qobject_cast<QSpinBox*>(m_settings->box("threads"));
    Q_ASSERT(m_threads);
    m_load = new LoadFields(this);
    m_load->setLayout({ settings.value(QStringLiteral("load_ranks"), 1).toInt(),
        settings.value(QStringLiteral("load_hosts")).toStringList(), QStringLiteral("mpirun"), {} });
}

RunSpec RunControls::limits() const
{
    RunSpec limits;
    limits.threads = m_threads->value();
    m_settings->read(limits);
    return limits;
}

LoadLayout RunControls::load() const
{
    return m_load->layout();
}

void RunControls::remember() const
{
    m_settings->remember();
    AppSettings settings;
    settings.beginGroup(QStringLiteral("run"));
    settings.setValue(QStringLiteral("threads"), m_ownThreads >= 0 ? m_ownThreads : m_threads->value());
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
    RunSpec spec = limits();
    spec.durationSec = int(seconds);
    m_settings->show(spec);
}

void RunControls::setWarmup(double seconds)
{
    RunSpec spec = limits();
    spec.warmupSec = int(seconds);
    m_settings->show(spec);
}

void RunControls::setReportInterval(double seconds)
{
    RunSpec spec = limits();
    spec.reportIntervalMs = int(std::lround(seconds * 1000));
    m_settings->show(spec);
}

void RunControls::setIdle(bool idle, bool stoppable)
{
    m_start->setEnabled(idle);
    m_stop->setEnabled(stoppable);
    m_idle = idle;
    m_settings->setEnabled(idle);
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

// Active: the run's header over its settings (a plan step's, read-only). Ended: its header stays, over the page's
// own settings captioned "Next run", until the user changes one of them or starts again.
void RunControls::showRun(const CurrentRun& run, const QString& header)
{
    if (run.active())
        m_dismissed = false; // a new run: its end is kept again
    if (header.isEmpty() || (run.ended() && m_dismissed)) {
        showOwnTarget();
        return;
    }
    if (run.plan && run.active()) {
        if (run.position > 0) { // a step's settings; none while the plan sets up its server
            if (!m_planStep)
                m_own = limits();
            m_planStep = true;
            showLimits(run.spec);
        }
    } else if (m_planStep) {
        showLimits(m_own);
        m_planStep = false;
    }
    m_active = true;
    m_ended = run.ended();
    m_target->setText(header);
    m_next->setVisible(m_ended);
    if (m_ended)
        updateTarget(); // the next run's line
}

void RunControls::showOwnTarget()
{
    if (m_planStep)
        showLimits(m_own);
    m_planStep = false;
    if (m_active) {
        m_active = false;
        m_ended = false;
        updateTarget();
    }
}

// The user changed a setting of the next run: the ended run's header gives way to what Start would run.
void RunControls::ownSettingsEdited()
{
    if (m_showing || !m_ended)
        return;
    m_dismissed = true;
    showOwnTarget();
}

void RunControls::showLimits(const RunSpec& spec)
{
    const QScopedValueRollback showing(m_showing, true);
    m_threads->setValue(spec.threads);
    m_settings->show(spec);
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
    m_next->setVisible(m_ended);
    if (m_active && !m_ended)
        return; // the run's own header stays while it runs; an ended run's over the next run's line
    const QString version = m_workspace->serverVersion().isEmpty()
        ? QString()
        : QStringLiteral(" (") + m_workspace->serverVersion() + QLatin1Char(')');
    const QString server = m_workspace->serverCpus().isEmpty() ? tr("server not bound")
                                                               : tr("server on CPUs %1").arg(m_workspace->serverCpus());
    const QString client = m_workspace->clientCpus().isEmpty()
        ? tr("clients not bound")
        : tr("clients on CPUs %1").arg(m_workspace->clientCpus());
    (m_ended ? m_next : m_target)
        ->setText(tr("<b>Next run</b>: <b>%1</b> against <b>%2</b>%3; %4, %5 (CPUs page)")
                      .arg(workload.toHtmlEscaped(), m_workspace->profile().endpoint().toHtmlEscaped(),
                          version.toHtmlEscaped(), server.toHtmlEscaped(), client.toHtmlEscaped()));
}

} // namespace sb
