// SPDX-License-Identifier: GPL-3.0-or-later
// The Results page: the runs and experiments of a results file (by default the one the CLI writes) in a sortable,
// filterable table, the selected run in detail, and deleting runs or experiments after asking. The file is read
// off the GUI thread; a file that is locked, damaged or from a newer version gets a notice that says what to do.
#pragma once

#include "rundetails.h"
#include "storecontents.h"

#include <QWidget>
#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class QTableView;

namespace sb {

class NoticePanel;
class RunDetailsView;
class RunFilterProxy;
class RunTableModel;

class ResultsPage : public QWidget {
    Q_OBJECT
public:
    explicit ResultsPage(QWidget* parent = nullptr);

    QString path() const { return m_path; }
    RunTableModel* model() const { return m_model; }
    RunFilterProxy* proxy() const { return m_proxy; }
    QTableView* table() const { return m_table; }
    RunDetailsView* detailsView() const { return m_details; }
    QComboBox* experimentCombo() const { return m_experiment; }
    QComboBox* statusCombo() const { return m_status; }
    QLineEdit* filterEdit() const { return m_filter; }
    NoticePanel* notice() const { return m_notice; }
    bool isShowingNotice() const;
    // The run whose details are shown, 0 when none.
    qint64 shownRunId() const { return m_shownRun; }
    QList<qint64> selectedRunIds() const;
    bool selectRun(qint64 runId);
    // The run just finished (or, runId 0, the last run of the experiment a plan wrote): selected alone, in the file it
    // went to, once the page has read that file again; the filters are cleared so that it shows.
    void showFinished(qint64 runId, qint64 experimentId, const QString& path);

public Q_SLOTS:
    void openFile(const QString& path); // empty: the default file; remembered for the next start
    // The file this window's runs go to (the workstation's --store): shown now, not remembered, and named where the
    // page says where new runs go. Empty: the default file.
    void setRunsFile(const QString& path);
    void chooseFile(); // File > Open Results...
    void reload();
    void deleteSelectedRuns(); // asks first
    void deleteSelectedExperiment(); // asks first

Q_SIGNALS:
    void contentsLoaded(); // after every reload, successful or not
    void detailsLoaded(qint64 runId);

protected:
    void showEvent(QShowEvent* event) override;

private:
    QWidget* createToolbar();
    QWidget* createFilters();
    void createNotice();
    void showFile(const QString& path); // empty: the default file
    void showContents(const StoreContents& contents);
    void showStoreError(const Error& error);
    void showEmpty(bool fileExists);
    void fillExperiments(const StoreContents& contents);
    void selectionChanged();
    void loadDetails(qint64 runId);
    void showDetails(const RunDetails& details);
    void applyStatusFilter();
    void applyExperimentFilter();
    void updateCount();
    void updateButtons();
    void runDeletion(const QString& what, std::function<Error()> work);
    void selectFinished(const StoreContents& contents);

    QString m_path;
    QString m_runsFile; // where this window's runs go
    RunTableModel* m_model;
    RunFilterProxy* m_proxy;
    QStackedWidget* m_stack;
    QWidget* m_content;
    NoticePanel* m_notice;
    QPushButton* m_noticeOpen = nullptr;
    QPushButton* m_noticeDefault = nullptr;
    QPushButton* m_noticeReload = nullptr;
    QLabel* m_file;
    QLabel* m_count;
    QComboBox* m_experiment;
    QComboBox* m_status;
    QLineEdit* m_filter;
    QPushButton* m_deleteRuns;
    QPushButton* m_deleteExperiment;
    QTableView* m_table;
    RunDetailsView* m_details;
    StoreContents m_contents;
    quint64 m_generation = 0;
    quint64 m_detailsGeneration = 0;
    qint64 m_shownRun = 0;
    std::pair<qint64, qint64> m_finished { 0, 0 }; // showFinished()'s run and experiment, until the next read
    bool m_loadedOnce = false;
};

} // namespace sb
