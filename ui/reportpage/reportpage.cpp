// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportpage.h"

#include "analysis/runpivot.h"
#include "common/backgroundtask.h"
#include "common/errortext.h"
#include "common/exportdialog.h"
#include "common/figurewidget.h"
#include "common/splittermemory.h"
#include "figuresizedialog.h"
#include "report/axiswords.h"
#include "report/bundleexport.h"
#include "report/htmlreport.h"
#include "report/pdfreport.h"
#include "report/reportsource.h"
#include "store/resultstore.h"

#include <QLocale>
#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>

namespace sb {

ReportPage::ReportPage(QWidget* parent)
    : QWidget(parent)
    , m_experiment(new QComboBox(this))
    , m_metric(new QComboBox(this))
    , m_rows(new QComboBox(this))
    , m_columns(new QComboBox(this))
    , m_baseline(new QComboBox(this))
    , m_compared(new QComboBox(this))
    , m_kind(new QComboBox(this))
    , m_logX(new QCheckBox(tr("&Log-2 x axis"), this))
    , m_exportFigure(new QPushButton(tr("Export &Figure…"), this))
    , m_exportReport(new QPushButton(tr("Export &Report…"), this))
    , m_exportBundle(new QPushButton(tr("Export B&undle…"), this))
    , m_source(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_figure(new FigureWidget(this))
{
    m_experiment->setObjectName(QStringLiteral("experiment"));
    m_kind->setObjectName(QStringLiteral("chartKind"));
    m_rows->setObjectName(QStringLiteral("rows"));
    m_columns->setObjectName(QStringLiteral("columns"));
    m_logX->setObjectName(QStringLiteral("logX"));
    m_table->setObjectName(QStringLiteral("pivotTable"));
    m_figure->setObjectName(QStringLiteral("figure"));
    m_figure->setPlaceholderText(
        tr("Pick an experiment from the result store, or open a CSV table (first column concurrency, one column per "
           "configuration) to see its charts."));

    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_source->setWordWrap(true);
    m_source->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_source);
    leftLayout->addWidget(m_table, 1);
    leftLayout->addWidget(m_summary);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(m_figure);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    SplitterMemory::attach(splitter, QStringLiteral("report"));
    m_left = left;

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(createControls());
    connect(m_exportBundle, &QPushButton::clicked, this, &ReportPage::exportBundleInteractively);
    layout->addWidget(splitter, 1);

    m_storePath = ResultStore::defaultPath();
    reloadExperiments();
    updateFigure();
}

QWidget* ReportPage::createControls()
{
    auto* box = new QWidget(this);
    auto* grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);
    auto* reload = new QPushButton(tr("Re&load"), box);
    auto* open = new QPushButton(tr("Open &CSV…"), box);
    open->setObjectName(QStringLiteral("openCsv"));
    m_experiment->setMinimumContentsLength(28);
    m_experiment->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    fillChoices();
    m_metric->setToolTip(tr("What the numbers are. For a CSV table this only names the axis."));
    m_baseline->setToolTip(tr("The column speedups and differences are measured against"));
    m_compared->setToolTip(tr("The column compared with the baseline in the percent-difference chart"));

    auto label = [box](const QString& text, QWidget* buddy) {
        auto* l = new QLabel(text, box);
        l->setBuddy(buddy);
        return l;
    };
    grid->addWidget(label(tr("&Experiment:"), m_experiment), 0, 0);
    grid->addWidget(m_experiment, 0, 1, 1, 3);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(reload);
    buttons->addWidget(open);
    buttons->addStretch(1);
    grid->addLayout(buttons, 0, 4, 1, 2);
    grid->addWidget(label(tr("&Metric:"), m_metric), 0, 6);
    grid->addWidget(m_metric, 0, 7);
    grid->addWidget(label(tr("Ro&ws:"), m_rows), 1, 0);
    grid->addWidget(m_rows, 1, 1);
    grid->addWidget(label(tr("Colu&mns:"), m_columns), 1, 2);
    grid->addWidget(m_columns, 1, 3);
    grid->addWidget(label(tr("&Baseline:"), m_baseline), 1, 4);
    grid->addWidget(m_baseline, 1, 5);
    grid->addWidget(label(tr("Compare &with:"), m_compared), 1, 6);
    grid->addWidget(m_compared, 1, 7);
    auto* chartRow = new QHBoxLayout;
    chartRow->addWidget(label(tr("C&hart:"), m_kind));
    chartRow->addWidget(m_kind);
    chartRow->addWidget(m_logX);
    chartRow->addStretch(1);
    for (QPushButton* button : { m_exportFigure, m_exportReport, m_exportBundle })
        chartRow->addWidget(button);
    grid->addLayout(chartRow, 2, 0, 1, 8);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    grid->setColumnStretch(5, 1);
    grid->setColumnStretch(7, 1);

    connect(reload, &QPushButton::clicked, this, &ReportPage::reloadExperiments);
    connect(open, &QPushButton::clicked, this, &ReportPage::openCsv);
    connect(m_experiment, &QComboBox::activated, this, [this] { reloadFromChoices(); });
    for (QComboBox* c : { m_metric, m_rows, m_columns })
        connect(c, &QComboBox::activated, this, [this] { reloadFromChoices(); });
    connect(m_baseline, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (m_content && index >= 0) {
            m_content->baseline = index;
            fillTable();
            updateFigure();
        }
    });
    connect(m_compared, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (m_content && index >= 0) {
            m_content->compared = index;
            updateFigure();
        }
    });
    connect(m_kind, &QComboBox::currentIndexChanged, this, &ReportPage::updateFigure);
    connect(m_logX, &QCheckBox::toggled, this, &ReportPage::updateFigure);
    connect(m_exportFigure, &QPushButton::clicked, this, &ReportPage::exportFigureInteractively);
    connect(m_exportReport, &QPushButton::clicked, this, &ReportPage::exportReportInteractively);
    return box;
}

// The metrics, the run axes in words ("Server CPUs"; the key as the data, and in the tooltip as compare --rows
// takes it) and the figure kinds.
void ReportPage::fillChoices()
{
    for (const QString& name : RunPivot::metricNames())
        m_metric->addItem(ScalingFigures::metricTitle(name), name);
    for (const QString& name : RunPivot::axisNames()) {
        const QString words = AxisWords::heading(name);
        m_rows->addItem(words, name);
        m_columns->addItem(words, name);
        m_rows->setItemData(m_rows->count() - 1, name, Qt::ToolTipRole);
        m_columns->setItemData(m_columns->count() - 1, name, Qt::ToolTipRole);
    }
    m_rows->setCurrentIndex(m_rows->findData(QStringLiteral("clients")));
    m_columns->setCurrentIndex(m_columns->findData(QStringLiteral("server_cpus")));
    for (FigureKind k : { FigureKind::Throughput, FigureKind::Speedup, FigureKind::PercentDifference,
             FigureKind::UslFit, FigureKind::Timeline })
        m_kind->addItem(ScalingFigures::kindTitle(k), int(k));
}

void ReportPage::setStorePath(const QString& path)
{
    m_storePath = path.isEmpty() ? ResultStore::defaultPath() : path;
    reloadExperiments();
}

void ReportPage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    reloadExperiments(); // picks up experiments a plan wrote meanwhile
}

void ReportPage::reloadExperiments()
{
    const QSignalBlocker blocker(m_experiment);
    const QVariant current = m_experiment->currentData();
    m_experiment->clear();
    m_experiment->addItem(tr("(choose an experiment)"));
    if (!QFileInfo::exists(m_storePath)) {
        m_experiment->setItemText(0, tr("(no result store yet: run a plan, or open a CSV)"));
        return;
    }
    ResultStore store;
    if (Error e = store.openReadOnly(m_storePath)) {
        m_experiment->setItemText(0, tr("(result store unreadable)"));
        m_experiment->setToolTip(ErrorText::describe(e));
        return;
    }
    auto experiments = store.experiments();
    if (!experiments)
        return;
    for (const StoredExperiment& e : *experiments)
        m_experiment->addItem(tr("%1: %2 (%3)")
                                  .arg(e.id)
                                  .arg(e.name, QLocale().toString(e.created.toLocalTime(), QLocale::ShortFormat)),
            e.id);
    const int index = m_experiment->findData(current);
    m_experiment->setCurrentIndex(std::max(0, index));
}

bool ReportPage::loadExperiment(qint64 id)
{
    const int index = m_experiment->findData(id);
    if (index < 0) {
        showError(tr("There is no experiment %1 in %2.").arg(id).arg(m_storePath));
        return false;
    }
    m_experiment->setCurrentIndex(index);
    m_csvPath.clear();
    reloadFromChoices();
    return m_content.has_value();
}

bool ReportPage::loadCsv(const QString& path)
{
    auto content = ReportSource::fromCsv(path, m_metric->currentData().toString());
    if (!content) {
        showError(ErrorText::describe(content.error()));
        return false;
    }
    m_csvPath = path;
    {
        const QSignalBlocker blocker(m_experiment);
        m_experiment->setCurrentIndex(0);
    }
    setContent(*content);
    return true;
}

void ReportPage::reloadFromChoices()
{
    if (!m_csvPath.isEmpty() && m_experiment->currentIndex() <= 0) {
        loadCsv(m_csvPath); // the metric names the CSV's numbers
        return;
    }
    const QVariant id = m_experiment->currentData();
    if (!id.isValid())
        return;
    m_csvPath.clear();
    const auto metric = RunPivot::metricFromName(m_metric->currentData().toString());
    const auto rows = RunPivot::axisFromName(m_rows->currentData().toString());
    const auto columns = RunPivot::axisFromName(m_columns->currentData().toString());
    if (!metric || !rows || !columns)
        return;
    if (*rows == *columns) {
        showError(tr("Rows and columns must be two different properties of the runs."));
        return;
    }
    ResultStore store;
    if (Error e = store.openReadOnly(m_storePath)) {
        showError(ErrorText::describe(e));
        return;
    }
    auto content
        = ReportSource::fromStore(store, id.toLongLong(), *metric, *rows, *columns, ReportSource::Timelines::Later);
    if (!content) {
        showError(ErrorText::describe(content.error()));
        return;
    }
    setContent(*content);
}

void ReportPage::setContent(ReportContent content)
{
    m_content = std::move(content);
    readTimelines();
    m_source->setText(
        QStringLiteral("<b>%1</b><br>%2").arg(m_content->title.toHtmlEscaped(), m_content->source.toHtmlEscaped()));
    fillColumnChoices();
    fillTable();
    updateFigure();
}

// A day of one-second intervals takes a while to read: the table and the other charts do not wait for it.
void ReportPage::readTimelines()
{
    const quint64 generation = ++m_timelineGeneration;
    m_readingTimelines = !m_content->timelines.isEmpty();
    if (!m_readingTimelines)
        return;
    const QString path = m_storePath;
    QList<TimelineSeries> runs = m_content->timelines; // not const: the copy in the lambda is filled
    const QString metric = m_content->timelineMetric();
    runInBackground(
        this,
        [path, runs, metric]() mutable {
            ResultStore store;
            Error error = store.openReadOnly(path);
            if (!error)
                error = ReportSource::readTimelines(store, &runs, metric);
            return std::make_pair(error, runs);
        },
        [this, generation](std::pair<Error, QList<TimelineSeries>> read) {
            if (generation != m_timelineGeneration || !m_content)
                return;
            m_readingTimelines = false;
            if (read.first)
                m_content->timelines.clear();
            else
                m_content->timelines = read.second;
            updateFigure();
            Q_EMIT timelinesRead();
        });
}

void ReportPage::fillColumnChoices()
{
    const QSignalBlocker b1(m_baseline);
    const QSignalBlocker b2(m_compared);
    m_baseline->clear();
    m_compared->clear();
    m_baseline->addItems(m_content->table.columnNames());
    m_compared->addItems(m_content->table.columnNames());
    m_baseline->setCurrentIndex(m_content->baseline);
    m_compared->setCurrentIndex(m_content->comparedColumn());
}

void ReportPage::fillTable()
{
    const PivotTable& t = m_content->pivot;
    m_table->clear();
    m_table->setRowCount(t.rowCount());
    m_table->setColumnCount(t.columnCount() + 1);
    QStringList header { AxisWords::heading(t.rowHeader().isEmpty() ? m_content->rowAxis : t.rowHeader()) };
    header << t.columnLabels();
    m_table->setHorizontalHeaderLabels(header);
    for (int r = 0; r < t.rowCount(); ++r) {
        m_table->setItem(r, 0, new QTableWidgetItem(t.rowLabel(r)));
        for (int c = 0; c < t.columnCount(); ++c) {
            const SampleSummary& s = t.cell(r, c);
            QString text;
            if (!s.isEmpty()) {
                const int decimals = s.mean == std::round(s.mean) && !s.hasSpread() ? 0 : 1;
                text = locale().toString(s.mean, 'f', decimals); // as every number on screen (CSV: C locale)
                if (s.hasSpread())
                    text += QStringLiteral(" ± ") + locale().toString(s.ciHalfWidth, 'f', decimals);
            }
            auto* item = new QTableWidgetItem(text);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (s.unstable)
                item->setToolTip(tr("The repetitions of this cell disagree (CV %1%).").arg(100 * s.cv, 0, 'f', 1));
            m_table->setItem(r, c + 1, item);
        }
    }
    QStringList sentences;
    if (m_content->isThroughput() && t.numericRows())
        sentences = m_content->analysis().summary();
    for (QString& s : sentences)
        s = QStringLiteral("• ") + s;
    m_summary->setText(sentences.join(QLatin1Char('\n')));
    // The whole table stays visible: the chart takes what is left.
    m_table->resizeColumnsToContents();
    int width = 2 * m_table->frameWidth() + 4;
    for (int c = 0; c < m_table->columnCount(); ++c)
        width += m_table->columnWidth(c);
    m_left->setMinimumWidth(std::min(width, 520));
}

FigureKind ReportPage::figureKind() const
{
    return FigureKind(m_kind->currentData().toInt());
}

void ReportPage::setFigureKind(FigureKind kind)
{
    m_kind->setCurrentIndex(m_kind->findData(int(kind)));
}

void ReportPage::setLogX(bool on)
{
    m_logX->setChecked(on);
}

void ReportPage::updateFigure()
{
    const bool loaded = m_content.has_value();
    m_exportFigure->setEnabled(loaded);
    m_exportBundle->setEnabled(loaded && m_experiment->currentData().toLongLong() > 0); // a CSV is no study
    // A report exported before the intervals arrived would lack the figure over time.
    m_exportReport->setEnabled(loaded && !m_readingTimelines);
    m_exportReport->setToolTip(m_readingTimelines ? tr("Reading the runs' intervals…") : QString());
    if (!loaded) {
        m_figure->setFigure({});
        return;
    }
    const FigureKind kind = figureKind();
    if (!m_content->figureKinds().contains(kind)) {
        m_figure->setFigure({});
        m_figure->setPlaceholderText(placeholderFor(kind));
        m_exportFigure->setEnabled(false);
        return;
    }
    FigureData figure = m_content->figure(kind, m_logX->isChecked(), false, m_figureSize.pixels.width());
    if (figure.title.isEmpty()) // on screen a figure says what it shows; a paper's caption does that on export
        figure.title = kind == FigureKind::Timeline
            ? ScalingFigures::kindTitle(kind)
            : tr("%1: %2").arg(ScalingFigures::kindTitle(kind), m_metric->currentText());
    m_figure->setFigure(figure);
}

QString ReportPage::placeholderFor(FigureKind kind) const
{
    if (kind == FigureKind::UslFit)
        return tr("The USL fit needs throughput (qps or tps) against client counts, with at least 3 rows.");
    if (kind != FigureKind::Timeline)
        return tr("This chart needs throughput and at least two columns.");
    if (m_readingTimelines)
        return tr("Reading the runs' intervals…");
    return tr("Throughput over time needs stored runs with intervals (a CSV table has none). Of more than %1 runs, "
              "only runs of at least %2 intervals are drawn.")
        .arg(ReportSource::kTimelineRuns)
        .arg(ReportSource::kLongRunIntervals);
}

bool ReportPage::exportFigure(const QString& path, const FigureExporter::Size& size)
{
    if (!m_content || m_figure->figure().isEmpty())
        return false;
    // A timeline is reduced to the width it is drawn at: again for the exported width.
    const FigureData figure = figureKind() == FigureKind::Timeline
        ? m_content->figure(FigureKind::Timeline, false, false, size.pixels.width())
        : m_figure->figure();
    if (Error e = FigureExporter::save(figure, path, size)) {
        showError(ErrorText::describe(e));
        return false;
    }
    return true;
}

bool ReportPage::exportReport(const QString& path)
{
    if (!m_content)
        return false;
    const ReportOptions options { m_logX->isChecked(), false, m_figureSize };
    const bool pdf = QFileInfo(path).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) == 0;
    const Error e = pdf ? PdfReport::write(*m_content, path, options) : HtmlReport::write(*m_content, path, options);
    if (e) {
        showError(ErrorText::describe(e));
        return false;
    }
    return true;
}

void ReportPage::openCsv()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Table"), QString(), tr("CSV tables (*.csv *.txt);;All files (*)"));
    if (!path.isEmpty())
        loadCsv(path);
}

void ReportPage::exportFigureInteractively()
{
    const QString name = ScalingFigures::kindName(figureKind()) + QStringLiteral(".png");
    const QString path = ExportDialog::ask(this, tr("Export Figure"), name,
        tr("PNG image (*.png);;SVG vector graphics (*.svg);;PDF document (*.pdf)"), QStringLiteral("png"));
    if (path.isEmpty())
        return;
    if (path.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)) {
        FigureSizeDialog dialog(m_figureSize, this);
        if (dialog.exec() != QDialog::Accepted)
            return;
        m_figureSize = dialog.size();
    }
    if (exportFigure(path, m_figureSize))
        ExportDialog::confirm(this, path);
}

void ReportPage::exportReportInteractively()
{
    const QString path = ExportDialog::ask(this, tr("Export Report"), QStringLiteral("report.html"),
        tr("HTML report (*.html);;PDF report (*.pdf)"), QStringLiteral("html"));
    if (!path.isEmpty() && exportReport(path))
        ExportDialog::confirm(this, path);
}

bool ReportPage::exportBundle(const QString& path)
{
    const qint64 id = m_experiment->currentData().toLongLong();
    if (id <= 0) {
        showError(tr("Choose an experiment of the results file first: a bundle holds one experiment."));
        return false;
    }
    BundleExportRequest request;
    request.storePath = m_storePath;
    request.experimentId = id;
    request.outPath = path;
    request.exported = BundleExport::exportTime();
    if (Error e = BundleExport::write(request)) {
        showError(ErrorText::describe(e));
        return false;
    }
    return true;
}

void ReportPage::exportBundleInteractively()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Bundle"), QStringLiteral("study.sbz"), tr("Study bundle (*.sbz)"));
    if (!path.isEmpty())
        exportBundle(path);
}

void ReportPage::showError(const QString& text)
{
    // Not exec(): a message must never block the event loop (tests and the screenshot tour run unattended).
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Report"), text, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("reportError"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace sb
