// SPDX-License-Identifier: GPL-3.0-or-later
#include "planprogressbox.h"

#include "common/durationtext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QVBoxLayout>

namespace sb {

PlanProgressBox::PlanProgressBox(QWidget* parent)
    : QGroupBox(tr("Plan"), parent)
    , m_run(new QLabel(this))
    , m_bar(new QProgressBar(this))
    , m_time(new QLabel(this))
{
    setObjectName(QStringLiteral("planProgress"));
    m_run->setObjectName(QStringLiteral("planRun"));
    m_run->setWordWrap(true);
    m_bar->setObjectName(QStringLiteral("planBar"));
    m_bar->setRange(0, 1000);
    m_time->setObjectName(QStringLiteral("planTime"));
    auto* row = new QHBoxLayout;
    row->addWidget(m_bar, 1);
    row->addWidget(m_time);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_run);
    layout->addLayout(row);
    hide();
}

void PlanProgressBox::planStarted()
{
    show();
    m_bar->setValue(0);
    m_bar->setFormat(tr("Starting the plan"));
    m_run->setText(tr("Starting the server and preparing the tables..."));
    m_time->clear();
}

void PlanProgressBox::runStarted(const PlanProgress& p)
{
    m_progress = p;
    m_sinceRunStart.start();
    show();
    m_bar->setFormat(tr("Run %1 of %2").arg(p.position).arg(p.count));
    m_run->setText(tr("Run <b>%1 of %2</b>: <b>%3</b>, %4 clients, server CPUs <b>%5</b>, client CPUs <b>%6</b>, "
                      "repetition %7, against %8")
                       .arg(p.position)
                       .arg(p.count)
                       .arg(p.spec.workloadLabel.toHtmlEscaped())
                       .arg(p.spec.threads)
                       .arg(p.spec.serverCpu.label.toHtmlEscaped(), p.spec.clientCpu.label.toHtmlEscaped())
                       .arg(p.spec.repetition + 1)
                       .arg(p.spec.serverProfile.toHtmlEscaped()));
    if (p.load.active())
        m_run->setText(m_run->text()
            + tr(", made by <b>%1 load processes</b> (mpirun%2)")
                  .arg(p.load.ranks)
                  .arg(p.load.hosts.isEmpty() ? QString()
                                              : QStringLiteral(" -H ") + p.load.hosts.join(u',').toHtmlEscaped()));
    updateTime();
}

void PlanProgressBox::updateTime()
{
    if (!m_sinceRunStart.isValid())
        return;
    const double since = m_sinceRunStart.elapsed() / 1000.0;
    const double elapsed = m_progress.elapsedSec + since;
    const double eta = std::max(0.0, m_progress.etaSec - since);
    m_bar->setValue(elapsed + eta > 0 ? int(1000 * elapsed / (elapsed + eta)) : 0);
    m_time->setText(tr("elapsed %1, about %2 left").arg(DurationText::format(elapsed), DurationText::format(eta)));
}

void PlanProgressBox::planEnded(const Error& error)
{
    m_sinceRunStart.invalidate();
    if (!error) {
        m_bar->setValue(m_bar->maximum());
        m_bar->setFormat(tr("Done"));
        m_time->clear();
    } else if (error.code == ErrorCode::Cancelled) {
        m_bar->setFormat(tr("Stopped at run %1 of %2").arg(m_progress.position).arg(m_progress.count));
    } else {
        m_bar->setFormat(tr("Failed at run %1 of %2").arg(m_progress.position).arg(m_progress.count));
    }
}

} // namespace sb
