// SPDX-License-Identifier: GPL-3.0-or-later
// The Workload page: the workloads with their descriptions, the chosen one's options as a generated form, the
// dataset size, and Prepare / Cleanup of its tables with progress, rows/s and Cancel.
#pragma once

#include "common/error.h"
#include "experiment/runcontroller.h"

#include <QElapsedTimer>
#include <QWidget>

class QCheckBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace sb {

class MixBox;
class OptionsForm;
class Workspace;

class WorkloadPage : public QWidget {
    Q_OBJECT
public:
    MixBox* mixBox() const { return m_mix; }
    explicit WorkloadPage(Workspace* workspace, QWidget* parent = nullptr);

    OptionsForm* optionsForm() const { return m_form; }
    // Selects a workload by name; false when there is no such workload.
    bool selectWorkload(const QString& name);
    QString currentWorkload() const;
    // Rows the current options would load, and the estimated size in bytes.
    qint64 datasetRows() const;
    static constexpr qint64 kBytesPerRow = 250;

public Q_SLOTS:
    void prepare();
    void cleanup();
    void cancel();
    void resetOptions();

private:
    QWidget* createTablesBox();
    QWidget* createOptionsBox();
    void connectController();
    void showCleanup(const QStringList& dropped, const QStringList& kept);
    void workloadSelected();
    void optionsChanged();
    void updateDataset();
    void updateButtons();
    void showProgress(qint64 done, qint64 total);
    void showMessage(const QString& html);
    void showError(const Error& error);
    void saveSettings() const;

    Workspace* m_workspace;
    QListWidget* m_list;
    QLabel* m_title;
    QLabel* m_description;
    QLabel* m_dataset;
    OptionsForm* m_form;
    MixBox* m_mix = nullptr; // several client groups in one run
    QSpinBox* m_loaders;
    QCheckBox* m_recreate;
    QPushButton* m_prepare;
    QPushButton* m_cleanup;
    QPushButton* m_cancel;
    QProgressBar* m_progress;
    QLabel* m_rate;
    QLabel* m_message;
    QElapsedTimer m_taskTimer;
    bool m_ownTask = false; // the controller's current prepare/cleanup was started here
};

} // namespace sb
