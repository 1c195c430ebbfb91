// SPDX-License-Identifier: GPL-3.0-or-later
#include "planpage.h"

#include "affinity/topology.h"

#include "common/durationtext.h"
#include "common/errortext.h"
#include "common/flowlayout.h"
#include "common/foldingbox.h"
#include "common/workspace.h"
#include "exploredialog.h"
#include "plan/planserverresolver.h"
#include "planform.h"
#include "store/resultstore.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QStandardPaths>
#include <QToolButton>
#include <QVBoxLayout>

namespace sb {

namespace {
    const QString kExamples = QStringLiteral(":/plans");
}

PlanPage::PlanPage(Workspace* workspace, QWidget* parent)
    : QWidget(parent)
    , m_workspace(workspace)
    , m_form(new PlanForm(workspace, this))
{
    // The form beside the runs' summary, or above it when the window is narrow.
    auto* body = new FoldingBox(this);
    body->addColumn(m_form, 3);
    body->addColumn(createSummary(), 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(createHeader());
    layout->addWidget(body, 1);

    connect(m_form, &PlanForm::changed, this, &PlanPage::updateSummary);
    connect(m_form, &PlanForm::changed, this, [this] {
        if (const bool modified = isModified(); modified != m_modified)
            Q_EMIT modifiedChanged(m_modified = modified);
    });
    connect(m_workspace->planController(), &PlanController::stateChanged, this, &PlanPage::updateButtons);
    connect(m_workspace->runController(), &RunController::stateChanged, this, &PlanPage::updateButtons);
    connect(m_workspace->planController(), &PlanController::planEnded, this,
        [this](const Error& e, qint64 experiment, const QString& store) {
            if (!e)
                showMessage(tr("Experiment %1 finished; its runs are in %2.").arg(experiment).arg(store), false);
            else if (e.code == ErrorCode::Cancelled)
                showMessage(tr("Experiment %1 was stopped; what it measured is kept in %2 (the last run is marked "
                               "interrupted).")
                                .arg(experiment)
                                .arg(store),
                    false);
            else
                showMessage(ErrorText::describe(e), true);
        });
    updateSummary();
    updateButtons();
    markUnmodified();
}

QJsonObject PlanPage::comparable() const
{
    QJsonObject json = m_form->toJson();
    json.remove(QStringLiteral("servers"));
    json.remove(QStringLiteral("workloads"));
    return json;
}

bool PlanPage::isModified() const
{
    return comparable() != m_unmodified;
}

void PlanPage::markUnmodified()
{
    m_unmodified = comparable();
    if (m_modified)
        Q_EMIT modifiedChanged(m_modified = false);
}

bool PlanPage::maySwitchPlan()
{
    if (!isModified())
        return true;
    // Named as the user knows it: its file, or (never saved) the name in its form.
    const QString text = m_fileName.isEmpty()
        ? tr("The plan \"%1\" is not saved to a file yet. Save it first?").arg(plan().name)
        : tr("The plan %1 has changes that are not saved. Save them first?").arg(QFileInfo(m_fileName).fileName());
    QMessageBox box(QMessageBox::Question, tr("Unsaved plan"), text,
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("unsavedPlanQuestion"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        savePlan();
        return !isModified();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

QStringList PlanPage::examplePlans()
{
    QStringList paths;
    for (const QString& name : QDir(kExamples).entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name))
        paths.append(kExamples + QLatin1Char('/') + name);
    return paths;
}

QWidget* PlanPage::createHeader()
{
    auto* header = new QWidget(this);
    auto* layout = new QHBoxLayout(header);
    layout->setContentsMargins(0, 0, 0, 0);
    auto button = [&](const QString& text, const QString& icon, const QString& tip, auto slot) {
        auto* b = new QPushButton(QIcon::fromTheme(icon), text, header);
        b->setToolTip(tip);
        connect(b, &QPushButton::clicked, this, slot);
        layout->addWidget(b);
        return b;
    };
    button(tr("&New"), QStringLiteral("document-new"), tr("A new plan over the Connection and Workload pages' choices"),
        &PlanPage::newPlan);
    button(tr("&Open..."), QStringLiteral("document-open"), tr("Read a plan file (JSON)"), &PlanPage::openPlan);
    auto* examples = new QToolButton(header);
    examples->setObjectName(QStringLiteral("examples"));
    examples->setText(tr("E&xamples"));
    examples->setToolButtonStyle(Qt::ToolButtonTextOnly);
    examples->setPopupMode(QToolButton::InstantPopup);
    examples->setToolTip(tr("The example plans that come with ScaleBench"));
    auto* menu = new QMenu(examples);
    for (const QString& path : examplePlans()) {
        const auto doc = QJsonDocument::fromJson([&] {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }());
        QAction* action = menu->addAction(QFileInfo(path).completeBaseName(), this, [this, path] {
            if (maySwitchPlan())
                loadFile(path);
        });
        action->setToolTip(doc.object().value(QStringLiteral("description")).toString());
    }
    menu->setToolTipsVisible(true);
    examples->setMenu(menu);
    layout->addWidget(examples);
    button(tr("&Save"), QStringLiteral("document-save"), tr("Write the plan to its file"), &PlanPage::savePlan);
    button(tr("Save &As..."), QStringLiteral("document-save-as"), tr("Write the plan to a new file"),
        &PlanPage::savePlanAs);
    m_file = new QLabel(header);
    m_file->setObjectName(QStringLiteral("planFile"));
    m_file->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addSpacing(12);
    layout->addWidget(m_file, 1);
    return header;
}

QWidget* PlanPage::createSummary()
{
    auto* box = new QGroupBox(tr("Runs"), this);
    box->setMinimumWidth(330);
    m_runs = new QLabel(box);
    m_runs->setObjectName(QStringLiteral("runCount"));
    QFont big = m_runs->font();
    big.setPointSizeF(big.pointSizeF() * 2);
    big.setBold(true);
    m_runs->setFont(big);
    m_estimate = new QLabel(box);
    m_estimate->setObjectName(QStringLiteral("estimate"));
    QFont bold = m_estimate->font();
    bold.setPointSizeF(bold.pointSizeF() * 1.2);
    m_estimate->setFont(bold);
    m_breakdown = new QLabel(box);
    m_breakdown->setObjectName(QStringLiteral("breakdown"));
    m_breakdown->setWordWrap(true);
    m_breakdown->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problems = new QLabel(box);
    m_problems->setObjectName(QStringLiteral("planIssues"));
    m_problems->setWordWrap(true);
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problems->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto* problemsArea = new QScrollArea(box);
    problemsArea->setWidget(m_problems);
    problemsArea->setWidgetResizable(true);
    problemsArea->setFrameShape(QFrame::NoFrame);
    m_message = new QLabel(box);
    m_message->setObjectName(QStringLiteral("planMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_run = new QPushButton(QIcon::fromTheme(QStringLiteral("media-playback-start")), tr("&Run Plan"), box);
    m_run->setObjectName(QStringLiteral("runPlan"));
    m_run->setToolTip(tr("Run every run of the plan into the results store, watched on the Run page"));
    m_resume = new QPushButton(tr("Res&ume"), box);
    m_resume->setObjectName(QStringLiteral("resumePlan"));
    m_resume->setToolTip(tr("Continue this plan's experiment in the results store (started here or by 'plan run'): "
                            "only the runs it lacks are run"));
    m_stop = new QPushButton(QIcon::fromTheme(QStringLiteral("media-playback-stop")), tr("S&top"), box);
    m_stop->setObjectName(QStringLiteral("stopPlan"));
    m_stop->setToolTip(tr("End the plan now; every run measured so far is kept, the current one as interrupted"));
    m_explore = new QPushButton(QIcon::fromTheme(QStringLiteral("edit-find")), tr("&Explore..."), box);
    m_explore->setObjectName(QStringLiteral("explore"));
    m_explore->setToolTip(tr("Find the knee of the chosen workload with few runs: an adaptive sweep of client counts"));
    connect(m_run, &QPushButton::clicked, this, &PlanPage::runPlan);
    connect(m_resume, &QPushButton::clicked, this, &PlanPage::resumePlan);
    connect(m_stop, &QPushButton::clicked, this, &PlanPage::stopPlan);
    connect(m_explore, &QPushButton::clicked, this, &PlanPage::explore);
    // Wrapping: in German four buttons are wider than the column.
    auto* buttons = new FlowLayout(nullptr, 6, 6);
    buttons->setFillRows(true);
    buttons->addWidget(m_run);
    buttons->addWidget(m_resume);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_explore);

    // The buttons under the estimate, where the page opens: the column is as tall as the form beside it, and at its
    // foot they were below the screen's edge at 1366x768 (a new user found no way to run the demo plan).
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(m_runs);
    layout->addWidget(m_estimate);
    layout->addWidget(m_breakdown);
    layout->addLayout(buttons);
    layout->addWidget(m_message);
    layout->addSpacing(8);
    layout->addWidget(new QLabel(tr("<b>Problems</b>"), box));
    layout->addWidget(problemsArea, 1);
    return box;
}

ExperimentPlan PlanPage::plan() const
{
    return ExperimentPlan::fromJson(m_form->toJson());
}

// The plan's own problems and the CPU sets this machine cannot give, each at its JSON path.
QList<PlanIssue> PlanPage::problemsOf(const ExperimentPlan& plan) const
{
    QList<PlanIssue> found = plan.validate();
    if (!m_topology) {
        if (auto local = Topology::loadLocal())
            m_topology = std::make_shared<Topology>(std::move(*local));
    }
    if (m_topology)
        found += plan.checkCpuSets(*m_topology);
    return found;
}

void PlanPage::updateSummary()
{
    const ExperimentPlan p = plan();
    m_issues = problemsOf(p);
    const bool errors = PlanIssue::hasErrors(m_issues);
    if (errors) {
        m_runs->setText(tr("– runs"));
        m_estimate->setText(tr("Fix the problems below to see the estimate."));
        m_breakdown->clear();
    } else {
        const qsizetype runs = p.runCount();
        const double perRun = runs > 0 ? p.estimatedSeconds() / double(runs) : 0;
        m_runs->setText(runs == 1 ? tr("1 run") : tr("%1 runs").arg(runs));
        m_estimate->setText(p.estimatedSeconds() > 0 ? tr("about %1").arg(DurationText::format(p.estimatedSeconds()))
                                                     : tr("time depends on the events per run"));
        const std::pair<QString, qsizetype> axes[]
            = { { tr("Servers"), p.servers.size() }, { tr("Workloads"), p.workloads.size() },
                  { tr("Server CPU sets"), p.serverCpus.size() }, { tr("Client CPU sets"), p.clientCpus.size() },
                  { tr("Client counts"), p.clients.size() }, { tr("Repetitions"), p.repetitions } };
        QString rows;
        for (const auto& [name, count] : axes)
            rows += QStringLiteral("<tr><td>%1</td><td align='right'>%2</td></tr>").arg(name).arg(count);
        m_breakdown->setText(
            QStringLiteral("<table cellspacing='2'>%1<tr><td>%2</td><td align='right'>%3</td></tr>"
                           "</table><p>%4</p>")
                .arg(rows, tr("Each run"), DurationText::format(perRun),
                    tr("Table preparation is not included; results go to %1.")
                        .arg(QDir::toNativeSeparators(
                            m_workspace->storePath().isEmpty() ? ResultStore::defaultPath() : m_workspace->storePath())
                                 .toHtmlEscaped())));
    }
    if (m_issues.isEmpty()) {
        m_problems->setText(tr("None: the plan can run."));
    } else {
        QString html;
        for (const PlanIssue& issue : m_issues) {
            const QString color = issue.isError() ? QStringLiteral("#b00020") : QStringLiteral("#8a6d00");
            html += QStringLiteral("<p style='color:%1; margin-bottom:4px'>%2 %3</p>")
                        .arg(color, issue.isError() ? tr("Error:") : tr("Warning:"),
                            ErrorText::describeOnPage(issue).toHtmlEscaped());
        }
        m_problems->setText(html);
    }
    updateButtons();
}

void PlanPage::updateButtons()
{
    const bool planBusy = m_workspace->planController()->isBusy();
    m_run->setEnabled(!m_workspace->engineBusy() && !PlanIssue::hasErrors(m_issues));
    m_resume->setEnabled(m_run->isEnabled());
    m_stop->setEnabled(planBusy && m_workspace->planController()->state() == PlanController::State::Running);
    m_explore->setEnabled(!m_workspace->engineBusy());
    m_form->setEnabled(!planBusy);
}

void PlanPage::showMessage(const QString& text, bool error)
{
    m_message->setText(error ? QStringLiteral("<span style='color:#b00020'>%1</span>").arg(text.toHtmlEscaped())
                             : text.toHtmlEscaped());
}

void PlanPage::newPlan()
{
    if (!maySwitchPlan())
        return;
    m_fileName.clear();
    m_file->setText(tr("New plan (not saved)"));
    m_form->reset();
    m_message->clear();
    markUnmodified();
}

bool PlanPage::loadFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showMessage(tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()), true);
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!doc.isObject()) {
        showMessage(tr("%1 is not a plan: %2 at byte %3. A plan is a JSON object; see the examples.")
                        .arg(QDir::toNativeSeparators(path), parseError.errorString())
                        .arg(parseError.offset),
            true);
        return false;
    }
    const bool example = path.startsWith(kExamples);
    m_fileName = example ? QString() : path; // an example is saved elsewhere
    m_file->setText(example ? tr("Example %1 (Save As to keep a copy)").arg(QFileInfo(path).fileName())
                            : QDir::toNativeSeparators(path));
    m_form->load(doc.object());
    m_message->clear();
    markUnmodified();
    return true;
}

bool PlanPage::saveFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        || file.write(QJsonDocument(m_form->toJson()).toJson(QJsonDocument::Indented)) < 0) {
        showMessage(tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()), true);
        return false;
    }
    m_fileName = path;
    m_file->setText(QDir::toNativeSeparators(path));
    showMessage(tr("Saved."), false);
    markUnmodified();
    return true;
}

void PlanPage::openPlan()
{
    if (!maySwitchPlan())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Plan"),
        m_fileName.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) : m_fileName,
        tr("Plans (*.json);;All files (*)"));
    if (!path.isEmpty())
        loadFile(path);
}

void PlanPage::savePlan()
{
    if (m_fileName.isEmpty())
        savePlanAs();
    else
        saveFile(m_fileName);
}

void PlanPage::savePlanAs()
{
    const QString suggested = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) + QLatin1Char('/')
        + (plan().name.isEmpty() ? QStringLiteral("plan") : plan().name) + QStringLiteral(".json");
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save Plan"), m_fileName.isEmpty() ? suggested : m_fileName, tr("Plans (*.json)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    saveFile(path);
}

bool PlanPage::runPlan()
{
    return startPlan(false);
}

bool PlanPage::resumePlan()
{
    return startPlan(true);
}

bool PlanPage::startPlan(bool resume)
{
    if (m_workspace->engineBusy()) {
        showMessage(tr("The engine is busy with a run, a plan or a table preparation: wait for it or stop it."), true);
        return false;
    }
    const ExperimentPlan p = plan();
    if (PlanIssue::hasErrors(problemsOf(p))) {
        showMessage(tr("The plan has problems (listed above); nothing was run."), true);
        return false;
    }
    const ServerProfile profile = m_workspace->profile();
    const QString connection = m_form->connectionServerName();
    const QString sandboxDir = m_workspace->sandboxDirectory();
    // The Connection page's server keeps its password in the workspace; every other server resolves as in the CLI.
    auto resolver = [profile, connection, sandboxDir](const PlanServer& server) -> Result<ResolvedServer> {
        if (!connection.isEmpty() && server.name == connection)
            return ResolvedServer { profile, ConnectionResolver::sandboxPidFor(profile, sandboxDir), false, {} };
        return PlanServerResolver::resolve(server, sandboxDir);
    };
    showMessage(tr("Running %1 (%2 runs); watch it on the Run page.").arg(p.name).arg(p.runCount()), false);
    m_workspace->planController()->start(p, m_workspace->storePath(), resolver, sandboxDir, resume);
    Q_EMIT planStarted();
    return true;
}

void PlanPage::stopPlan()
{
    m_workspace->planController()->stop();
}

void PlanPage::explore()
{
    const ExperimentPlan p = plan();
    RunSpec limits;
    limits.durationSec = p.durationSec;
    limits.warmupSec = p.warmupSec;
    limits.reportIntervalMs = p.reportIntervalMs;
    limits.clientBind = p.clientBind;
    auto* dialog = new ExploreDialog(m_workspace, limits, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal); // the other pages would start runs on the busy engine
    dialog->show();
}

} // namespace sb
