// SPDX-License-Identifier: GPL-3.0-or-later
// The Report page: an experiment from the result store (or a CSV table) as a pivot table and a chart (throughput,
// speedup, percent difference, USL fit, throughput over time), exported as figures for a paper or as an HTML/PDF
// report to hand over. The runs' intervals (for throughput over time) are read on a worker thread after the table.
#pragma once

#include "charts/figureexporter.h"
#include "report/reportcontent.h"

#include <QWidget>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace sb {

class FigureWidget;

class ReportPage : public QWidget {
    Q_OBJECT
public:
    explicit ReportPage(QWidget* parent = nullptr);

    // Empty: ResultStore::defaultPath(). Reloads the experiment list.
    void setStorePath(const QString& path);
    QString storePath() const { return m_storePath; }
    void reloadExperiments();
    bool loadExperiment(qint64 id);
    bool loadCsv(const QString& path);

    bool hasContent() const { return m_content.has_value(); }
    const ReportContent& content() const { return *m_content; }
    FigureKind figureKind() const;
    void setFigureKind(FigureKind kind);
    void setLogX(bool on);

    // Both show a message and return false when the file cannot be written.
    bool exportFigure(const QString& path, const FigureExporter::Size& size);
    // .html or .pdf; until timelinesRead() the report has no figure over time (the button waits for it).
    bool exportReport(const QString& path);
    // The chosen experiment as a study bundle (report/bundleexport): hosts, users, sockets and paths left out.
    bool exportBundle(const QString& path);
    bool readingTimelines() const { return m_readingTimelines; }

    QTableWidget* tableWidget() const { return m_table; }
    FigureWidget* figureWidget() const { return m_figure; }

Q_SIGNALS:
    void timelinesRead(); // the runs' intervals arrived (or could not be read): the timeline can be drawn

public Q_SLOTS:
    void openCsv();
    void exportFigureInteractively();
    void exportReportInteractively();
    void exportBundleInteractively();

protected:
    void showEvent(QShowEvent* event) override;

private:
    QWidget* createControls();
    void fillChoices();
    void reloadFromChoices();
    void setContent(ReportContent content);
    void fillColumnChoices();
    void fillTable();
    void updateFigure();
    void showError(const QString& text);
    void readTimelines();
    QString placeholderFor(FigureKind kind) const;

    QString m_storePath;
    QString m_csvPath;
    std::optional<ReportContent> m_content;
    FigureExporter::Size m_figureSize;
    quint64 m_timelineGeneration = 0; // a late read for an earlier choice is dropped
    bool m_readingTimelines = false;

    QComboBox* m_experiment;
    QComboBox* m_metric;
    QComboBox* m_rows;
    QComboBox* m_columns;
    QComboBox* m_baseline;
    QComboBox* m_compared;
    QComboBox* m_kind;
    QCheckBox* m_logX;
    QPushButton* m_exportFigure;
    QPushButton* m_exportReport;
    QPushButton* m_exportBundle;
    QLabel* m_source;
    QLabel* m_summary;
    QTableWidget* m_table;
    FigureWidget* m_figure;
    QWidget* m_left = nullptr;
};

} // namespace sb
