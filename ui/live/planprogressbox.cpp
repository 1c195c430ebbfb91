// SPDX-License-Identifier: GPL-3.0-or-later
#include "planprogressbox.h"

#include "runwords.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QVBoxLayout>
#include <cmath>

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

void PlanProgressBox::render(const CurrentRun& run, double stepSec, double fraction)
{
    setVisible(run.plan);
    if (!run.plan)
        return;
    m_bar->setValue(int(std::lround(fraction * m_bar->maximum())));
    m_bar->setFormat(RunWords::barFormat(run));
    m_time->setText(RunWords::barTime(run, stepSec));
    if (run.position == 0) {
        m_run->setText(run.active() ? tr("Starting the server and preparing the tables...") : QString());
        return;
    }
    const RunSpec& spec = run.spec;
    QString text = tr("Run <b>%1 of %2</b>: <b>%3</b>, %n client(s), server CPUs <b>%4</b>, client CPUs <b>%5</b>, "
                      "repetition %6, against %7",
        nullptr, spec.threads)
                       .arg(run.position)
                       .arg(run.count)
                       .arg(spec.workloadLabel.toHtmlEscaped())
                       .arg(RunWords::cpus(run, true).toHtmlEscaped(), RunWords::cpus(run, false).toHtmlEscaped())
                       .arg(spec.repetition + 1)
                       .arg(spec.serverProfile.toHtmlEscaped());
    if (run.load.active())
        text += tr(", made by <b>%1 load processes</b> (mpirun%2)")
                    .arg(run.load.ranks)
                    .arg(run.load.hosts.isEmpty() ? QString()
                                                  : QStringLiteral(" -H ") + run.load.hosts.join(u',').toHtmlEscaped());
    m_run->setText(text);
}

} // namespace sb
