// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultspage.h"

#include "common/appsettings.h"
#include "common/backgroundtask.h"
#include "common/errortext.h"
#include "common/fileproblem.h"
#include "common/splittermemory.h"
#include "noticepanel.h"
#include "resultsreader.h"
#include "rundetailsview.h"
#include "runfilterproxy.h"
#include "runtablemodel.h"
#include "store/resultstore.h"
#include "store/storeschema.h"

#include <QLocale>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <utility>

namespace sb {

namespace {
    const QString kFileKey = QStringLiteral("results/file");

    QString fileOrDefault(const QString& path)
    {
        return path.isEmpty() ? ResultStore::defaultPath() : QFileInfo(path).absoluteFilePath();
    }

    QString runCount(int n)
    {
        return n == 1 ? ResultsPage::tr("1 run") : ResultsPage::tr("%1 runs").arg(n);
    }

    bool isLocked(const Error& e)
    {
        return e.code == ErrorCode::FileError
            && (e.serverCode == 5 || e.serverCode == 6
                || e.detail.contains(QLatin1String("locked"), Qt::CaseInsensitive)
                || e.detail.contains(QLatin1String("busy"), Qt::CaseInsensitive));
    }
}

ResultsPage::ResultsPage(QWidget* parent)
    : QWidget(parent)
    , m_model(new RunTableModel(this))
    , m_proxy(new RunFilterProxy(this))
    , m_stack(new QStackedWidget(this))
    , m_content(new QWidget(this))
    , m_notice(new NoticePanel(this))
    , m_table(new QTableView(this))
    , m_details(new RunDetailsView(this))
{
    m_runsFile = ResultStore::defaultPath();
    m_path = AppSettings().value(kFileKey).toString();
    if (m_path.isEmpty())
        m_path = m_runsFile;
    m_proxy->setSourceModel(m_model);

    m_table->setObjectName(QStringLiteral("runTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(RunTableModel::Id, Qt::DescendingOrder); // newest first
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    // Five runs at least when the charts below take the rest of a laptop's window (the page scrolls instead).
    m_table->setMinimumHeight(6 * (m_table->fontMetrics().height() + 8) + 4);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setHighlightSections(false);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ResultsPage::selectionChanged);

    auto* split = new QSplitter(Qt::Vertical, m_content);
    split->addWidget(m_table);
    split->addWidget(m_details);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({ 350, 600 });
    split->setChildrenCollapsible(false);
    SplitterMemory::attach(split, QStringLiteral("results"));
    auto* contentLayout = new QVBoxLayout(m_content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addWidget(createFilters());
    contentLayout->addWidget(split, 1);

    createNotice();
    m_stack->addWidget(m_content);
    m_stack->addWidget(m_notice);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(createToolbar());
    layout->addWidget(m_stack, 1);

    auto* del = new QShortcut(QKeySequence::Delete, m_table);
    del->setContext(Qt::WidgetShortcut);
    connect(del, &QShortcut::activated, this, &ResultsPage::deleteSelectedRuns);
    updateButtons();
}

QWidget* ResultsPage::createToolbar()
{
    auto* bar = new QWidget(this);
    m_file = new QLabel(bar);
    m_file->setObjectName(QStringLiteral("resultsFile"));
    m_file->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_file->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto* open = new QPushButton(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open…"), bar);
    open->setToolTip(tr("Open another results file (File > Open Results…)"));
    connect(open, &QPushButton::clicked, this, &ResultsPage::chooseFile);
    auto* reload = new QPushButton(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("Re&load"), bar);
    reload->setObjectName(QStringLiteral("reload"));
    reload->setToolTip(tr("Read the file again (runs a plan added meanwhile appear)"));
    connect(reload, &QPushButton::clicked, this, &ResultsPage::reload);
    auto* layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(tr("Results file:"), bar));
    layout->addWidget(m_file, 1);
    layout->addWidget(open);
    layout->addWidget(reload);
    return bar;
}

QWidget* ResultsPage::createFilters()
{
    auto* bar = new QWidget(this);
    m_experiment = new QComboBox(bar);
    m_experiment->setObjectName(QStringLiteral("experiment"));
    m_experiment->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_experiment->setMinimumContentsLength(24);
    m_experiment->setToolTip(tr("Show the runs of one experiment"));
    connect(m_experiment, &QComboBox::currentIndexChanged, this, &ResultsPage::applyExperimentFilter);
    m_status = new QComboBox(bar);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->addItem(tr("All statuses"), -1);
    for (RunStatus s : { RunStatus::Finished, RunStatus::Interrupted, RunStatus::Failed, RunStatus::Running })
        m_status->addItem(RunTableModel::statusText(s), int(s));
    connect(m_status, &QComboBox::currentIndexChanged, this, &ResultsPage::applyStatusFilter);
    m_filter = new QLineEdit(bar);
    m_filter->setObjectName(QStringLiteral("filter"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setPlaceholderText(tr("Filter: workload, CPUs, clients, status…"));
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_proxy->setText(text);
        updateCount();
    });
    m_count = new QLabel(bar);
    m_count->setObjectName(QStringLiteral("runCount"));
    m_deleteRuns = new QPushButton(QIcon::fromTheme(QStringLiteral("edit-delete")), tr("&Delete Runs…"), bar);
    m_deleteRuns->setObjectName(QStringLiteral("deleteRuns"));
    m_deleteRuns->setToolTip(tr("Delete the selected runs with their intervals (asks first)"));
    connect(m_deleteRuns, &QPushButton::clicked, this, &ResultsPage::deleteSelectedRuns);
    m_deleteExperiment = new QPushButton(tr("Delete E&xperiment…"), bar);
    m_deleteExperiment->setObjectName(QStringLiteral("deleteExperiment"));
    m_deleteExperiment->setToolTip(tr("Delete the chosen experiment with all its runs (asks first)"));
    connect(m_deleteExperiment, &QPushButton::clicked, this, &ResultsPage::deleteSelectedExperiment);

    auto* layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(tr("Experiment:"), bar));
    layout->addWidget(m_experiment);
    layout->addWidget(new QLabel(tr("Status:"), bar));
    layout->addWidget(m_status);
    layout->addWidget(m_filter, 1);
    layout->addWidget(m_count);
    layout->addSpacing(12);
    layout->addWidget(m_deleteRuns);
    layout->addWidget(m_deleteExperiment);
    return bar;
}

void ResultsPage::createNotice()
{
    m_notice->setObjectName(QStringLiteral("resultsNotice"));
    m_noticeOpen = m_notice->addButton(tr("Open Another File…"));
    connect(m_noticeOpen, &QPushButton::clicked, this, &ResultsPage::chooseFile);
    m_noticeDefault = m_notice->addButton(tr("Use the Default File"));
    connect(m_noticeDefault, &QPushButton::clicked, this, [this] { openFile(QString()); });
    m_noticeReload = m_notice->addButton(tr("Reload"));
    connect(m_noticeReload, &QPushButton::clicked, this, &ResultsPage::reload);
}

bool ResultsPage::isShowingNotice() const
{
    return m_stack->currentWidget() == m_notice;
}

void ResultsPage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    reload(); // picks up runs a plan wrote meanwhile
}

void ResultsPage::openFile(const QString& path)
{
    AppSettings settings;
    if (path.isEmpty())
        settings.remove(kFileKey);
    else
        settings.setValue(kFileKey, fileOrDefault(path));
    showFile(path);
}

void ResultsPage::setRunsFile(const QString& path)
{
    m_runsFile = fileOrDefault(path);
    showFile(path);
}

void ResultsPage::showFile(const QString& path)
{
    m_path = fileOrDefault(path);
    m_experiment->setCurrentIndex(-1);
    reload();
}

void ResultsPage::chooseFile()
{
    const QString dir = QFileInfo(m_path).absolutePath();
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Open Results"), dir, tr("ScaleBench results (*.sqlite *.db);;All files (*)"));
    if (!file.isEmpty())
        openFile(file);
}

void ResultsPage::reload()
{
    m_file->setText(QDir::toNativeSeparators(m_path));
    m_file->setToolTip(m_file->text());
    const quint64 generation = ++m_generation;
    const QString path = m_path;
    if (!QFileInfo::exists(path)) { // opening would create it: wait until a run does
        showContents(StoreContents { path, {}, {}, {} });
        return;
    }
    runInBackground(
        this, [path] { return ResultsReader::contents(path); },
        [this, generation](StoreContents contents) {
            if (generation == m_generation)
                showContents(contents);
        });
}

void ResultsPage::showContents(const StoreContents& contents)
{
    const QList<qint64> selected = selectedRunIds();
    m_contents = contents;
    m_shownRun = 0; // the run may have changed (finished meanwhile): its details are read again
    if (contents.error) {
        m_model->clear();
        showStoreError(contents.error);
    } else if (contents.runs.isEmpty()) {
        m_model->clear();
        showEmpty(QFileInfo::exists(contents.path));
    } else {
        m_stack->setCurrentWidget(m_content);
        m_model->setContents(contents.experiments, contents.runs);
        fillExperiments(contents);
        m_table->resizeColumnsToContents();
        for (qint64 id : selected)
            selectRun(id);
        selectFinished(contents);
        if (selectedRunIds().isEmpty() && m_proxy->rowCount() > 0)
            m_table->selectRow(0);
    }
    m_loadedOnce = true;
    updateCount();
    updateButtons();
    Q_EMIT contentsLoaded();
}

void ResultsPage::showStoreError(const Error& error)
{
    m_stack->setCurrentWidget(m_notice);
    m_details->showMessage(QString());
    m_shownRun = 0;
    const QString file = QDir::toNativeSeparators(m_path).toHtmlEscaped();
    QString title;
    QString text;
    if (error.code == ErrorCode::FileUnusable && error.value == qint64(FileProblem::NewerStore)) {
        title = tr("Written by a newer ScaleBench");
        text = tr("<p>%1 was written by a newer version of ScaleBench (results format %2; this version reads up to "
                  "%3).</p><p>Open it with that newer version, or open another results file. Nothing in the file "
                  "was changed.</p>")
                   .arg(file)
                   .arg(error.args.value(0))
                   .arg(StoreSchema::latestVersion());
    } else if (error.code == ErrorCode::FileContentInvalid || error.code == ErrorCode::ParseError) {
        title = tr("Not a readable results file");
        text = (error.code == ErrorCode::FileContentInvalid // its sentence names the file: "... is not SQLite"
                       ? QStringLiteral("<p>%1.</p>").arg(ErrorText::describe(error).toHtmlEscaped())
                       : tr("<p>%1 is not a ScaleBench results file, or it is damaged: %2.</p>")
                             .arg(file, error.detail.toHtmlEscaped()))
            + tr("<p>Open another file, or restore this one from a backup. Nothing in the file was changed. Runs "
                 "made in this window go to %1.</p>")
                  .arg(QDir::toNativeSeparators(m_runsFile).toHtmlEscaped());
    } else if (isLocked(error)) {
        title = tr("The results file is busy");
        text = tr("<p>Another program holds a lock on %1 (a plan that is writing, or an <tt>sqlite3</tt> shell with an "
                  "open transaction).</p><p>Wait for it to finish or close it, then press Reload.</p>")
                   .arg(file);
    } else {
        title = tr("Cannot open the results file");
        text = tr("<p>%1</p><p>Check that the file and its folder can be read and written (SQLite writes a "
                  "<tt>-wal</tt> file next to it), then press Reload, or open another file.</p>")
                   .arg(ErrorText::describe(error).toHtmlEscaped());
    }
    m_notice->setNotice(title, text);
    m_noticeDefault->setVisible(m_path != ResultStore::defaultPath());
    m_noticeReload->setVisible(true);
}

void ResultsPage::showEmpty(bool fileExists)
{
    m_stack->setCurrentWidget(m_notice);
    m_details->showMessage(QString());
    m_shownRun = 0;
    const QString file = QDir::toNativeSeparators(m_path).toHtmlEscaped();
    m_notice->setNotice(tr("No runs yet"),
        tr("<p>%1 %2.</p>"
           "<p>Runs get here when an experiment plan runs:</p>"
           "<p><tt>scalebench-cli plan run resources/plans/seed-core-scaling.json</tt></p>"
           "<p>or when sysbench logs are imported: <tt>scalebench-cli import-sysbench LOG</tt>. "
           "Give either <tt>--store FILE</tt> to write to another file and open it here. "
           "Press Reload when the runs are done; every run shows its intervals, the server's configuration and "
           "the CPUs it used.</p>")
            .arg(file, fileExists ? tr("holds no runs") : tr("does not exist yet")));
    m_noticeDefault->setVisible(m_path != ResultStore::defaultPath());
    m_noticeReload->setVisible(true);
}

void ResultsPage::fillExperiments(const StoreContents& contents)
{
    const qint64 current = m_experiment->currentData().toLongLong();
    QHash<qint64, int> runs;
    for (const StoredRun& r : contents.runs)
        ++runs[r.experimentId];
    QSignalBlocker block(m_experiment);
    m_experiment->clear();
    m_experiment->addItem(tr("All experiments (%1)").arg(runCount(int(contents.runs.size()))), qint64(-1));
    for (auto it = contents.experiments.crbegin(); it != contents.experiments.crend(); ++it) {
        if (!runs.contains(it->id))
            continue;
        m_experiment->addItem(tr("%1 · %2 · %3")
                                  .arg(it->name, QLocale().toString(it->created.toLocalTime(), QLocale::ShortFormat),
                                      runCount(runs.value(it->id))),
            it->id);
    }
    const int index = m_experiment->findData(current);
    m_experiment->setCurrentIndex(index >= 0 ? index : 0);
    applyExperimentFilter();
}

void ResultsPage::applyExperimentFilter()
{
    const qint64 id = m_experiment->currentData().toLongLong();
    m_proxy->setExperiment(id > 0 ? std::optional<qint64>(id) : std::nullopt);
    updateCount();
    updateButtons();
}

void ResultsPage::applyStatusFilter()
{
    const int status = m_status->currentData().toInt();
    m_proxy->setStatus(status >= 0 ? std::optional<RunStatus>(RunStatus(status)) : std::nullopt);
    updateCount();
}

void ResultsPage::updateCount()
{
    const int shown = m_proxy->rowCount();
    const int all = m_model->rowCount();
    m_count->setText(shown == all ? runCount(all) : tr("%1 of %2").arg(shown).arg(runCount(all)));
}

void ResultsPage::updateButtons()
{
    m_deleteRuns->setEnabled(!selectedRunIds().isEmpty());
    m_deleteExperiment->setEnabled(m_experiment->currentData().toLongLong() > 0);
}

QList<qint64> ResultsPage::selectedRunIds() const
{
    QList<qint64> ids;
    for (const QModelIndex& index : m_table->selectionModel()->selectedRows())
        ids.append(index.data(RunTableModel::RunIdRole).toLongLong());
    return ids;
}

bool ResultsPage::selectRun(qint64 runId)
{
    const int sourceRow = m_model->rowOfRun(runId);
    if (sourceRow < 0)
        return false;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(sourceRow, 0));
    if (!index.isValid())
        return false;
    m_table->selectionModel()->select(index, QItemSelectionModel::Select | QItemSelectionModel::Rows);
    m_table->scrollTo(index);
    return true;
}

void ResultsPage::showFinished(qint64 runId, qint64 experimentId, const QString& path)
{
    m_finished = { runId, experimentId };
    if (!path.isEmpty() && fileOrDefault(path) != m_path)
        showFile(path);
    else
        reload();
}

void ResultsPage::selectFinished(const StoreContents& contents)
{
    auto [runId, experimentId] = std::exchange(m_finished, { 0, 0 });
    const bool lastOfExperiment = runId == 0 && experimentId > 0; // a plan's: its last run
    for (const StoredRun& r : contents.runs)
        if (lastOfExperiment && r.experimentId == experimentId)
            runId = std::max(runId, r.id);
    if (runId == 0 || m_model->rowOfRun(runId) < 0)
        return;
    m_status->setCurrentIndex(0);
    m_filter->clear();
    m_experiment->setCurrentIndex(0);
    m_table->clearSelection();
    selectRun(runId);
}

void ResultsPage::selectionChanged()
{
    updateButtons();
    const QList<qint64> ids = selectedRunIds();
    if (ids.size() == 1) {
        if (ids.first() != m_shownRun)
            loadDetails(ids.first());
        return;
    }
    ++m_detailsGeneration;
    m_shownRun = 0;
    m_details->showMessage(ids.isEmpty()
            ? tr("Select a run to see its intervals and environment.")
            : tr("%1 selected: select one to see its details.").arg(runCount(int(ids.size()))));
}

void ResultsPage::loadDetails(qint64 runId)
{
    const quint64 generation = ++m_detailsGeneration;
    const QString path = m_path;
    runInBackground(
        this, [path, runId] { return ResultsReader::details(path, runId); },
        [this, generation](RunDetails details) {
            if (generation == m_detailsGeneration)
                showDetails(details);
        });
}

void ResultsPage::showDetails(const RunDetails& details)
{
    if (details.error) {
        m_shownRun = 0;
        m_details->showMessage(tr("Cannot read this run: %1").arg(ErrorText::describe(details.error)));
        return;
    }
    m_shownRun = details.run.id;
    m_details->showDetails(details);
    Q_EMIT detailsLoaded(details.run.id);
}

void ResultsPage::deleteSelectedRuns()
{
    const QList<qint64> ids = selectedRunIds();
    if (ids.isEmpty())
        return;
    qint64 intervals = 0;
    QStringList names;
    QStringList running;
    for (qint64 id : ids) {
        const StoredRun& r = m_model->run(m_model->rowOfRun(id));
        intervals += r.intervalCount;
        if (r.status == RunStatus::Running)
            running << tr("run %1 (pid %2 on %3)").arg(r.id).arg(r.writerPid).arg(r.writerHost);
        if (names.size() < 5)
            names << tr("run %1 (%2, %3 clients, %4)")
                         .arg(r.id)
                         .arg(r.spec.workloadLabel)
                         .arg(r.spec.threads)
                         .arg(RunTableModel::statusText(r.status));
    }
    if (ids.size() > names.size())
        names << tr("and %1 more").arg(ids.size() - names.size());
    const QString what = runCount(int(ids.size()));
    // A running run may still have a plan writing to it, which then fails; its writer may also be long gone.
    const QString warning = running.isEmpty()
        ? QString()
        : tr("\n\nStill running: %1. If its plan is still going it stops with an error.")
              .arg(running.join(QStringLiteral(", ")));
    const auto answer = QMessageBox::question(this, tr("Delete Runs"),
        tr("Delete %1 with %2 intervals from %3?\n\n%4%5\n\nThis cannot be undone.")
            .arg(what)
            .arg(intervals)
            .arg(QDir::toNativeSeparators(m_path), names.join(QLatin1Char('\n')), warning),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes)
        return;
    const QString path = m_path;
    runDeletion(what, [path, ids] { return ResultsReader::deleteRuns(path, ids); });
}

void ResultsPage::deleteSelectedExperiment()
{
    const qint64 id = m_experiment->currentData().toLongLong();
    if (id <= 0)
        return;
    int runs = 0;
    qint64 intervals = 0;
    for (const StoredRun& r : m_contents.runs) {
        if (r.experimentId == id) {
            ++runs;
            intervals += r.intervalCount;
        }
    }
    const QString what = tr("experiment %1 '%2'").arg(id).arg(m_model->experimentName(id));
    const auto answer = QMessageBox::question(this, tr("Delete Experiment"),
        tr("Delete %1 with its %2 runs and %3 intervals from %4?\n\nThis cannot be undone.")
            .arg(what)
            .arg(runs)
            .arg(intervals)
            .arg(QDir::toNativeSeparators(m_path)),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes)
        return;
    const QString path = m_path;
    runDeletion(what, [path, id] { return ResultsReader::deleteExperiment(path, id); });
}

void ResultsPage::runDeletion(const QString& what, std::function<Error()> work)
{
    m_deleteRuns->setEnabled(false);
    m_deleteExperiment->setEnabled(false);
    runInBackground(this, std::move(work), [this, what](Error error) {
        if (error)
            QMessageBox::warning(
                this, tr("Delete"), tr("Could not delete %1: %2").arg(what, ErrorText::describe(error)));
        reload();
    });
}

} // namespace sb
