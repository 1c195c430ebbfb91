// SPDX-License-Identifier: GPL-3.0-or-later
#include "exploredialog.h"

#include "analysis/datatable.h"
#include "charts/scalingfigures.h"
#include "common/durationtext.h"
#include "common/errortext.h"
#include "common/figurewidget.h"
#include "common/workspace.h"
#include "experiment/explorer.h"
#include "plan/runsettings.h"
#include "report/exploretext.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace sb {

ExploreDialog::ExploreDialog(Workspace* workspace, const RunSpec& limits, QWidget* parent)
    : QDialog(parent)
    , m_workspace(workspace)
    , m_limits(limits)
{
    setWindowTitle(tr("Explore: find the knee"));
    setObjectName(QStringLiteral("exploreDialog"));
    m_figure = new FigureWidget(this);
    m_figure->setObjectName(QStringLiteral("exploreFigure"));
    m_figure->setPlaceholderText(tr("The measured points, the USL fit and its 95% band appear here after each run."));
    m_log = new QPlainTextEdit(this);
    m_log->setObjectName(QStringLiteral("exploreLog"));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(2000);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("exploreStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* right = new QVBoxLayout;
    right->addWidget(m_figure, 3);
    right->addWidget(m_log, 1);
    auto* body = new QHBoxLayout;
    body->addWidget(createForm());
    body->addLayout(right, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(body, 1);
    layout->addWidget(m_status);

    ExploreController* controller = m_workspace->exploreController();
    connect(controller, &ExploreController::runStarting, this, &ExploreDialog::onRunStarting);
    connect(controller, &ExploreController::runMeasured, this, &ExploreDialog::onRunMeasured);
    connect(controller, &ExploreController::exploreEnded, this, &ExploreDialog::onEnded);
    connect(controller, &ExploreController::stateChanged, this, &ExploreDialog::updateButtons);
    resize(1100, 680);
    updateButtons();
}

QWidget* ExploreDialog::createForm()
{
    auto* form = new QWidget(this);
    form->setMaximumWidth(340);
    const MeasuredRunRequest request = m_workspace->runRequest(m_limits);
    m_subject = new QLabel(form);
    m_subject->setWordWrap(true);
    m_subject->setText(
        tr("<b>%1</b> on %2, server CPUs: %3. From the Connection, Workload and CPUs pages.")
            .arg(request.spec.workload.isEmpty() ? tr("(no workload chosen)") : request.spec.workload.toHtmlEscaped(),
                request.server.profile.endpoints().join(QStringLiteral(", ")).toHtmlEscaped(),
                request.spec.serverCpu.label.toHtmlEscaped()));
    const RunSetting* threads = RunSettings::byCliName(QStringLiteral("threads"));
    m_maxClients = new QSpinBox(form);
    m_maxClients->setObjectName(QStringLiteral("maxClients"));
    m_maxClients->setRange(2, threads ? int(threads->maximum) : 100000);
    m_maxClients->setValue(64);
    m_maxClients->setToolTip(tr("The largest client count the sweep may run"));
    m_target = new QDoubleSpinBox(form);
    m_target->setObjectName(QStringLiteral("target"));
    m_target->setRange(1, 50);
    m_target->setDecimals(0);
    m_target->setPrefix(QStringLiteral("± "));
    m_target->setSuffix(QStringLiteral(" %"));
    m_target->setValue(10);
    m_target->setToolTip(tr("The sweep ends when both ends of the 95% intervals of N* and of the peak lie this close "
                            "to their estimates (with the saturation target: the interval of the knee)"));
    m_budget = new QSpinBox(form);
    m_budget->setObjectName(QStringLiteral("budget"));
    m_budget->setRange(0, 7 * 24 * 3600);
    m_budget->setSingleStep(60);
    m_budget->setSuffix(tr(" s"));
    m_budget->setSpecialValueText(tr("no limit"));
    m_budget->setValue(600);
    m_budget->setToolTip(tr("Wall time of all runs together; no run starts that would not fit"));
    m_time = new QDoubleSpinBox(form);
    m_time->setObjectName(QStringLiteral("runTime"));
    m_time->setRange(1, 3600);
    m_time->setDecimals(0);
    m_time->setSuffix(tr(" s"));
    m_time->setValue(m_limits.durationSec > 0 ? m_limits.durationSec : 10);
    m_time->setToolTip(tr("Measured time of each run (the plan's), after its warm-up of %1")
                           .arg(DurationText::format(m_limits.warmupSec)));
    m_start = new QPushButton(QIcon::fromTheme(QStringLiteral("media-playback-start")), tr("&Start"), form);
    m_start->setObjectName(QStringLiteral("startExplore"));
    m_stop = new QPushButton(QIcon::fromTheme(QStringLiteral("media-playback-stop")), tr("S&top"), form);
    m_stop->setObjectName(QStringLiteral("stopExplore"));
    m_stop->setToolTip(tr("End the sweep now; the runs measured so far are kept, the current one as interrupted"));
    connect(m_start, &QPushButton::clicked, this, &ExploreDialog::start);
    connect(m_stop, &QPushButton::clicked, this, &ExploreDialog::stop);
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, form);
    connect(close, &QDialogButtonBox::rejected, this, &ExploreDialog::reject);

    auto* fields = new QFormLayout;
    fields->addRow(tr("Maximum clients:"), m_maxClients);
    fields->addRow(tr("Target interval:"), m_target);
    fields->addRow(tr("Time budget:"), m_budget);
    fields->addRow(tr("Time per run:"), m_time);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_start, 1);
    buttons->addWidget(m_stop);
    auto* layout = new QVBoxLayout(form);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_subject);
    layout->addLayout(fields);
    auto* how = new QLabel(tr("Doubles the clients while throughput rises and repeats a few counts to learn the "
                              "noise, then measures where the fitted N* is least certain. Where the USL misses the "
                              "means by more than that noise, the target becomes the saturation knee (the smallest "
                              "count within 5% of the plateau, with its interval): the status says which target is "
                              "used and why. Every run is stored as a run of one experiment; Results and Report read "
                              "it."),
        form);
    how->setWordWrap(true);
    layout->addWidget(how);
    layout->addStretch(1);
    layout->addLayout(buttons);
    layout->addWidget(close);
    return form;
}

ExploreSettings ExploreDialog::settings() const
{
    RunSpec limits = m_limits;
    limits.durationSec = m_time->value();
    limits.events = 0;
    ExploreSettings s = Explorer::defaultSettings(limits);
    s.maxClients = m_maxClients->value();
    s.target = m_target->value() / 100.0;
    s.budgetSec = m_budget->value();
    return s;
}

bool ExploreDialog::start()
{
    if (m_workspace->engineBusy()) {
        m_status->setText(tr("The engine is busy with a run, a plan or a table preparation: wait for it or stop it."));
        return false;
    }
    if (m_workspace->workloadName().isEmpty()) {
        m_status->setText(tr("Choose a workload on the Workload page first."));
        return false;
    }
    RunSpec limits = m_limits;
    limits.durationSec = m_time->value();
    limits.events = 0;
    MeasuredRunRequest request = m_workspace->runRequest(limits);
    request.prepare = PreparePolicy::Auto;
    m_points.clear();
    m_log->clear();
    updateFigure();
    const ExploreSettings s = settings();
    m_status->setText(tr("Exploring up to %1 clients, target ±%2%.").arg(s.maxClients).arg(m_target->value()));
    m_workspace->exploreController()->start(request, s, m_workspace->storePath());
    return true;
}

void ExploreDialog::stop()
{
    m_workspace->exploreController()->stop();
}

void ExploreDialog::reject()
{
    stop();
    QDialog::reject();
}

void ExploreDialog::onRunStarting(int run, const ExploreChoice& choice)
{
    log(tr("Run %1: %n client(s), %2", nullptr, choice.clients).arg(run).arg(ExploreText::reason(choice.reason)));
}

void ExploreDialog::onRunMeasured(const ExplorePoint& point, const ExploreEstimate& estimate)
{
    m_points.append(point);
    log(tr("    %1 tx/s; %2").arg(QLocale().toString(point.throughput, 'f', 0), ExploreText::estimate(estimate)));
    m_status->setText(
        tr("Target: %1. %2").arg(ExploreText::targetName(estimate.target), ExploreText::estimate(estimate)));
    updateFigure();
}

void ExploreDialog::onEnded(const ExploreOutcome& outcome, qint64 experimentId, const QString& storePath)
{
    QString text = ExploreText::end(outcome.end, settings(), outcome.estimate);
    if (outcome.error)
        text += QLatin1Char(' ') + ErrorText::describe(outcome.error);
    if (experimentId > 0)
        text += QLatin1Char(' ')
            + tr("%1 runs, stored as experiment %2 in %3.").arg(outcome.points.size()).arg(experimentId).arg(storePath);
    log(text);
    m_status->setText(text);
}

// The report's USL figure over the points so far: the fit, its band and N* come from the same code.
void ExploreDialog::updateFigure()
{
    DataTable table(QStringLiteral("clients"));
    const int column = table.addColumn(m_workspace->workloadName());
    for (const ExplorePoint& p : std::as_const(m_points)) {
        QList<std::optional<double>> values(column + 1);
        values[column] = p.throughput;
        table.addRow(p.clients, values);
    }
    m_figure->setFigure(m_points.isEmpty()
            ? FigureData()
            : ScalingFigures::uslFit(table, ScalingFigures::metricTitle(QStringLiteral("tps")), true));
}

void ExploreDialog::updateButtons()
{
    const ExploreController* controller = m_workspace->exploreController();
    m_start->setEnabled(!m_workspace->engineBusy());
    m_stop->setEnabled(controller->state() == ExploreController::State::Running);
    for (QWidget* w : { static_cast<QWidget*>(m_maxClients), static_cast<QWidget*>(m_target),
             static_cast<QWidget*>(m_budget), static_cast<QWidget*>(m_time) })
        w->setEnabled(!controller->isBusy());
}

void ExploreDialog::log(const QString& line)
{
    m_log->appendPlainText(line);
}

} // namespace sb
