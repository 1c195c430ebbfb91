// SPDX-License-Identifier: GPL-3.0-or-later
#include "workloadpage.h"

#include "common/appsettings.h"
#include "common/errortext.h"
#include "common/runsettingbox.h"
#include "common/workspace.h"
#include "mixbox.h"
#include "optionsform.h"
#include "workload/oltpworkload.h"
#include "workload/workloadregistry.h"

#include <QCheckBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

namespace sb {

WorkloadPage::WorkloadPage(Workspace* workspace, QWidget* parent)
    : QWidget(parent)
    , m_workspace(workspace)
    , m_list(new QListWidget(this))
    , m_title(new QLabel(this))
    , m_description(new QLabel(this))
    , m_dataset(new QLabel(this))
    , m_form(new OptionsForm(this))
{
    m_list->setObjectName(QStringLiteral("workloadList"));
    m_form->setObjectName(QStringLiteral("optionsForm"));
    m_dataset->setObjectName(QStringLiteral("datasetSize"));
    for (const QString& name : WorkloadRegistry::names()) {
        auto* item = new QListWidgetItem(name, m_list);
        item->setToolTip(WorkloadRegistry::description(name));
    }
    m_list->setMinimumWidth(m_list->sizeHintForColumn(0) + 32);
    m_list->setMaximumWidth(m_list->sizeHintForColumn(0) + 64);

    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_description->setWordWrap(true);
    m_dataset->setWordWrap(true);

    auto* right = new QVBoxLayout;
    right->addWidget(m_title);
    right->addWidget(m_description);
    right->addWidget(m_dataset);
    right->addWidget(createOptionsBox(), 1);
    right->addWidget(createTablesBox());
    m_mix = new MixBox(m_workspace, this);
    right->addWidget(m_mix);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_list);
    layout->addLayout(right, 1);

    connect(m_list, &QListWidget::currentRowChanged, this, &WorkloadPage::workloadSelected);
    connect(m_form, &OptionsForm::valuesChanged, this, &WorkloadPage::optionsChanged);
    connectController();
    connect(m_workspace, &Workspace::profileChanged, this, &WorkloadPage::updateButtons);

    AppSettings settings;
    const QString last = settings.value(QStringLiteral("workload/name"), QStringLiteral("oltp_read_write")).toString();
    if (!selectWorkload(last))
        m_list->setCurrentRow(0);
    updateButtons();
}

QWidget* WorkloadPage::createOptionsBox()
{
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(m_form);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* reset = new QPushButton(tr("&Reset to defaults"), this);
    reset->setToolTip(tr("Set every option back to its default (sysbench's defaults)"));
    connect(reset, &QPushButton::clicked, this, &WorkloadPage::resetOptions);
    auto* optionsBox = new QGroupBox(tr("Options"), this);
    auto* optionsLayout = new QVBoxLayout(optionsBox);
    optionsLayout->addWidget(scroll, 1);
    auto* resetRow = new QHBoxLayout;
    resetRow->addStretch(1);
    resetRow->addWidget(reset);
    optionsLayout->addLayout(resetRow);
    return optionsBox;
}

// Prepare and cleanup go through the engine off the GUI thread; this page shows what its own task did.
void WorkloadPage::connectController()
{
    RunController* controller = m_workspace->runController();
    connect(controller, &RunController::stateChanged, this, &WorkloadPage::updateButtons);
    connect(controller, &RunController::prepareProgress, this, &WorkloadPage::showProgress);
    connect(controller, &RunController::prepareFinished, this, [this] {
        if (!m_ownTask)
            return;
        m_ownTask = false;
        showMessage(tr("<b>Prepared</b> %1 rows in %2 s. The workload is ready to run.")
                        .arg(QLocale().toString(datasetRows()))
                        .arg(QLocale().toString(double(m_taskTimer.elapsed()) / 1000.0, 'f', 1)));
    });
    connect(controller, &RunController::cleanupFinished, this, &WorkloadPage::showCleanup);
    connect(controller, &RunController::workloadTaskFailed, this, [this](const Error& error) {
        if (!m_ownTask)
            return;
        m_ownTask = false;
        showError(error);
    });
}

void WorkloadPage::showCleanup(const QStringList& dropped, const QStringList& kept)
{
    if (!m_ownTask)
        return;
    m_ownTask = false;
    QString text = dropped.isEmpty() ? tr("No tables to drop.") : tr("<b>Dropped</b> %1.").arg(dropped.join(QStringLiteral(", ")));
    if (!kept.isEmpty())
        text += QStringLiteral("<br>")
            + tr("Left in place, since ScaleBench did not create them: %1.").arg(kept.join(QStringLiteral(", ")));
    showMessage(text);
    m_progress->setValue(0);
}

QWidget* WorkloadPage::createTablesBox()
{
    auto* box = new QGroupBox(tr("Tables"), this);
    m_loaders = new QSpinBox(box);
    m_loaders->setObjectName(QStringLiteral("prepareThreads"));
    RunSettingBox::configure(m_loaders, "prepare_threads");
    m_loaders->setValue(4);
    m_loaders->setToolTip(tr("Connections that load tables in parallel (at most one per table)"));
    m_recreate = new QCheckBox(tr("Drop and load again tables that exist"), box);
    m_recreate->setObjectName(QStringLiteral("recreate"));
    m_prepare = new QPushButton(tr("&Prepare"), box);
    m_prepare->setObjectName(QStringLiteral("prepare"));
    m_prepare->setToolTip(tr("Create the workload's tables and load their rows"));
    m_cleanup = new QPushButton(tr("C&lean up"), box);
    m_cleanup->setObjectName(QStringLiteral("cleanup"));
    m_cleanup->setToolTip(tr("Drop the tables ScaleBench created for this workload, and only those"));
    m_cancel = new QPushButton(tr("Cancel"), box);
    m_cancel->setObjectName(QStringLiteral("cancelPrepare"));
    m_progress = new QProgressBar(box);
    m_progress->setObjectName(QStringLiteral("prepareProgress"));
    m_progress->setRange(0, 100);
    m_progress->setValue(0);
    m_rate = new QLabel(box);
    m_rate->setObjectName(QStringLiteral("prepareRate"));
    m_rate->setMinimumWidth(m_rate->fontMetrics().horizontalAdvance(QStringLiteral("0,000,000 rows/s, 00:00 left")));
    m_message = new QLabel(box);
    m_message->setObjectName(QStringLiteral("prepareMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* loaderRow = new QHBoxLayout;
    loaderRow->addWidget(new QLabel(tr("Loader connections:"), box));
    loaderRow->addWidget(m_loaders);
    loaderRow->addSpacing(12);
    loaderRow->addWidget(m_recreate);
    loaderRow->addStretch(1);
    loaderRow->addWidget(m_prepare);
    loaderRow->addWidget(m_cleanup);
    loaderRow->addWidget(m_cancel);
    auto* progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_rate);
    auto* layout = new QVBoxLayout(box);
    layout->addLayout(loaderRow);
    layout->addLayout(progressRow);
    layout->addWidget(m_message);

    connect(m_prepare, &QPushButton::clicked, this, &WorkloadPage::prepare);
    connect(m_cleanup, &QPushButton::clicked, this, &WorkloadPage::cleanup);
    connect(m_cancel, &QPushButton::clicked, this, &WorkloadPage::cancel);
    return box;
}

bool WorkloadPage::selectWorkload(const QString& name)
{
    const auto items = m_list->findItems(name, Qt::MatchExactly);
    if (items.isEmpty())
        return false;
    m_list->setCurrentItem(items.first());
    return true;
}

QString WorkloadPage::currentWorkload() const
{
    return m_list->currentItem() ? m_list->currentItem()->text() : QString();
}

void WorkloadPage::workloadSelected()
{
    const QString name = currentWorkload();
    auto specs = WorkloadRegistry::optionSpecs(name);
    m_title->setText(name);
    m_description->setText(WorkloadRegistry::description(name));
    m_form->setSpecs(specs ? *specs : QList<OptionSpec> {}, OltpWorkload::ignoredOptions(name));
    AppSettings settings;
    QMap<QString, QString> saved;
    settings.beginGroup(QStringLiteral("workload/options/") + name);
    for (const QString& key : settings.childKeys())
        saved.insert(key, settings.value(key).toString());
    settings.endGroup();
    m_form->setValues(saved);
    optionsChanged();
}

void WorkloadPage::optionsChanged()
{
    m_workspace->setWorkload(currentWorkload(), m_form->changedValues());
    updateDataset();
    saveSettings();
}

qint64 WorkloadPage::datasetRows() const
{
    if (!m_form->editor(QStringLiteral("table_size")))
        return 0;
    const qint64 tables
        = m_form->editor(QStringLiteral("tables")) ? m_form->value(QStringLiteral("tables")).toLongLong() : 1;
    return tables * m_form->value(QStringLiteral("table_size")).toLongLong();
}

void WorkloadPage::updateDataset()
{
    const qint64 rows = datasetRows();
    if (rows <= 0) {
        m_dataset->setText(tr("This workload has no tables of its own to prepare."));
        return;
    }
    const double megabytes = double(rows * kBytesPerRow) / 1e6;
    m_dataset->setText(
        tr("Dataset: <b>%1 rows</b>, about <b>%2 MB</b> (an estimate at roughly %3 bytes per sbtest row, "
           "indexes included).")
            .arg(QLocale().toString(rows), QLocale().toString(megabytes, 'f', megabytes < 10 ? 1 : 0))
            .arg(kBytesPerRow));
}

void WorkloadPage::updateButtons()
{
    const RunController* controller = m_workspace->runController();
    const bool busy = controller->isBusy();
    const bool preparing = controller->state() == RunController::State::Preparing;
    m_prepare->setEnabled(!busy);
    m_cleanup->setEnabled(!busy);
    m_cancel->setEnabled(m_ownTask && preparing);
    m_list->setEnabled(!busy);
    m_form->setEnabled(!busy);
    if (m_mix)
        m_mix->setEnabled(!busy);
    if (busy && !m_ownTask && controller->state() == RunController::State::Running)
        showMessage(tr("A run is in progress; prepare and cleanup wait until it ends."));
}

void WorkloadPage::prepare()
{
    auto workload = m_workspace->createWorkload();
    if (!workload) {
        showError(workload.error());
        return;
    }
    m_ownTask = true;
    m_taskTimer.start();
    m_progress->setValue(0);
    m_rate->clear();
    showMessage(tr("Preparing %1 on %2...").arg(currentWorkload(), m_workspace->profile().endpoint().toHtmlEscaped()));
    m_workspace->runController()->prepareWorkload(
        m_workspace->profile(), *workload, m_loaders->value(), m_recreate->isChecked());
    updateButtons();
}

void WorkloadPage::cleanup()
{
    auto workload = m_workspace->createWorkload();
    if (!workload) {
        showError(workload.error());
        return;
    }
    m_ownTask = true;
    m_taskTimer.start();
    m_rate->clear();
    showMessage(tr("Dropping the tables of %1...").arg(currentWorkload()));
    m_workspace->runController()->cleanupWorkload(m_workspace->profile(), *workload);
    updateButtons();
}

void WorkloadPage::cancel()
{
    if (m_ownTask)
        m_workspace->runController()->stop();
}

void WorkloadPage::resetOptions()
{
    m_form->resetToDefaults();
}

void WorkloadPage::showProgress(qint64 done, qint64 total)
{
    if (!m_ownTask)
        return;
    m_progress->setValue(total > 0 ? int(done * 100 / total) : 0);
    const double seconds = double(m_taskTimer.elapsed()) / 1000.0;
    if (seconds <= 0.2 || done <= 0)
        return;
    const double rate = double(done) / seconds;
    const qint64 left = qint64((double(total - done) / rate) + 0.5);
    m_rate->setText(tr("%1 rows/s, %2:%3 left")
                        .arg(QLocale().toString(qint64(rate)))
                        .arg(left / 60)
                        .arg(left % 60, 2, 10, QLatin1Char('0')));
}

void WorkloadPage::showMessage(const QString& html)
{
    m_message->setText(html);
}

void WorkloadPage::showError(const Error& error)
{
    if (error.code == ErrorCode::Cancelled) {
        showMessage(
            tr("Cancelled. Tables already loaded stay; prepare again with \"Drop and load again\" to start over."));
        return;
    }
    showMessage(
        QStringLiteral("<span style='color:#b00020'>%1</span>").arg(ErrorText::describe(error).toHtmlEscaped()));
}

void WorkloadPage::saveSettings() const
{
    AppSettings settings;
    settings.setValue(QStringLiteral("workload/name"), currentWorkload());
    settings.remove(QStringLiteral("workload/options/") + currentWorkload());
    settings.beginGroup(QStringLiteral("workload/options/") + currentWorkload());
    const QMap<QString, QString> changed = m_form->changedValues();
    for (auto it = changed.cbegin(); it != changed.cend(); ++it)
        settings.setValue(it.key(), it.value());
    settings.endGroup();
}

} // namespace sb
