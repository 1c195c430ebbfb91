// SPDX-License-Identifier: GPL-3.0-or-later
// The Run page's next step once a run or a plan ended: what was kept where, with "Open results" (the run selected on
// the Results page) and "Open report" (its experiment on the Report page), and "Resume plan" when a plan ended before
// its last run (stopped or failed). Hidden while the engine works.
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace sb {

class NextStepBar : public QFrame {
    Q_OBJECT
public:
    explicit NextStepBar(QWidget* parent = nullptr);

    // A run (runId > 0, its experiment possibly unknown: 0) or a plan's experiment ended in `storePath`.
    void offer(qint64 runId, qint64 experimentId, const QString& storePath, bool resumable = false);
    void withdraw();

    qint64 runId() const { return m_runId; }
    qint64 experimentId() const { return m_experimentId; }
    QString storePath() const { return m_storePath; }
    QPushButton* openResultsButton() const { return m_openResults; }
    QPushButton* openReportButton() const { return m_openReport; }
    QPushButton* resumePlanButton() const { return m_resumePlan; }

Q_SIGNALS:
    void offered(qint64 runId, qint64 experimentId, const QString& storePath);
    void openResults(qint64 runId, qint64 experimentId, const QString& storePath);
    void openReport(qint64 runId, qint64 experimentId, const QString& storePath);
    void resumePlan();

private:
    QLabel* m_text;
    QPushButton* m_openResults;
    QPushButton* m_openReport;
    QPushButton* m_resumePlan;
    qint64 m_runId = 0;
    qint64 m_experimentId = 0;
    QString m_storePath;
};

} // namespace sb
