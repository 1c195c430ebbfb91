// SPDX-License-Identifier: GPL-3.0-or-later
#include "loadfields.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSpinBox>

namespace sb {

LoadFields::LoadFields(QWidget* parent)
    : QWidget(parent)
    , m_ranks(new QSpinBox(this))
    , m_hosts(new QLineEdit(this))
{
    m_ranks->setObjectName(QStringLiteral("loadRanks"));
    m_ranks->setRange(1, 4096);
    m_ranks->setSpecialValueText(tr("1 (this program)"));
    m_hosts->setObjectName(QStringLiteral("loadHosts"));
    m_hosts->setPlaceholderText(tr("this machine"));
    m_hosts->setMinimumWidth(160);
    const bool launcher = !LoadLayout().launcherPath().isEmpty();
    m_ranks->setToolTip(launcher
            ? tr("Load processes (MPI ranks, started with mpirun) that share the clients and the rate and act as "
                 "one run: for more load than one machine's client can make. 1: this program runs the clients.")
            : tr("Several load processes need Open MPI's mpirun on PATH (Debian: openmpi-bin)."));
    m_hosts->setToolTip(tr("mpirun -H: host names separated by commas, \"host:slots\" for more than one process per "
                           "host. The first must be this machine: its process stores the run and binds the server. "
                           "Every host needs passwordless ssh and scalebench-cli at the same path."));
    m_ranks->setEnabled(launcher);
    auto* ranksLabel = new QLabel(tr("Load &processes:"), this);
    ranksLabel->setBuddy(m_ranks);
    auto* hostsLabel = new QLabel(tr("&Hosts:"), this);
    hostsLabel->setBuddy(m_hosts);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(ranksLabel);
    row->addWidget(m_ranks);
    row->addSpacing(10);
    row->addWidget(hostsLabel);
    row->addWidget(m_hosts, 1);
    connect(m_ranks, &QSpinBox::valueChanged, this, [this] {
        updateHosts();
        Q_EMIT changed();
    });
    connect(m_hosts, &QLineEdit::textChanged, this, &LoadFields::changed);
    updateHosts();
}

void LoadFields::updateHosts()
{
    m_hosts->setEnabled(m_ranks->isEnabled() && m_ranks->value() > 1);
}

LoadLayout LoadFields::layout(const LoadLayout& base) const
{
    LoadLayout l = base;
    l.ranks = m_ranks->value() > 1 ? m_ranks->value() : 0;
    static const QRegularExpression separators(QStringLiteral("[,\\s]+"));
    l.hosts = m_hosts->text().split(separators, Qt::SkipEmptyParts);
    if (!l.active())
        l = {};
    return l;
}

void LoadFields::setLayout(const LoadLayout& layout)
{
    m_ranks->setValue(std::max(1, layout.ranks));
    m_hosts->setText(layout.hosts.join(QStringLiteral(", ")));
    updateHosts();
}

} // namespace sb
