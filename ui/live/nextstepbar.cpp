// SPDX-License-Identifier: GPL-3.0-or-later
#include "nextstepbar.h"

#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace sb {

NextStepBar::NextStepBar(QWidget* parent)
    : QFrame(parent)
    , m_text(new QLabel(this))
    , m_openResults(new QPushButton(tr("Open &results"), this))
    , m_openReport(new QPushButton(tr("Open re&port"), this))
    , m_resumePlan(new QPushButton(tr("Res&ume plan"), this))
{
    setObjectName(QStringLiteral("nextStep"));
    setFrameShape(QFrame::StyledPanel);
    m_text->setObjectName(QStringLiteral("nextStepText"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_openResults->setObjectName(QStringLiteral("openResults"));
    m_openReport->setObjectName(QStringLiteral("openReport"));
    m_openResults->setToolTip(tr("The Results page, with this run selected"));
    m_openReport->setToolTip(tr("The Report page, with this experiment chosen"));
    m_resumePlan->setObjectName(QStringLiteral("nextResumePlan"));
    m_resumePlan->setToolTip(tr("Run the plan's runs that are missing or were cut, as the Plan page's Resume does"));
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_openResults);
    layout->addWidget(m_openReport);
    layout->addWidget(m_resumePlan);
    connect(m_openResults, &QPushButton::clicked, this,
        [this] { Q_EMIT openResults(m_runId, m_experimentId, m_storePath); });
    connect(m_openReport, &QPushButton::clicked, this,
        [this] { Q_EMIT openReport(m_runId, m_experimentId, m_storePath); });
    connect(m_resumePlan, &QPushButton::clicked, this, &NextStepBar::resumePlan);
    hide();
}

void NextStepBar::offer(qint64 runId, qint64 experimentId, const QString& storePath, bool resumable)
{
    m_resumePlan->setVisible(resumable);
    m_runId = runId;
    m_experimentId = experimentId;
    m_storePath = storePath;
    const QString file = QDir::toNativeSeparators(storePath);
    m_text->setText(runId > 0 ? tr("Run %1 is kept in %2.").arg(runId).arg(file)
                              : tr("Experiment %1 is kept in %2.").arg(experimentId).arg(file));
    show();
    Q_EMIT offered(runId, experimentId, storePath);
}

void NextStepBar::withdraw()
{
    m_runId = m_experimentId = 0;
    hide();
}

} // namespace sb
