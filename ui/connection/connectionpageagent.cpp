// SPDX-License-Identifier: GPL-3.0-or-later
// The Connection page's box for the server's host over ssh (scalebench-agent there): apart from the form and its test.
#include "connectionpage.h"

#include "affinity/agentservermachine.h"
#include "common/backgroundtask.h"
#include "common/errortext.h"
#include "common/workspace.h"
#include "server/agentconnection.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace sb {

// The server's host over ssh: its agent binds, samples and describes the server there (scalebench-agent).
QWidget* ConnectionPage::createAgentBox()
{
    auto* box = new QGroupBox(tr("Server's host (for CPU binding when the server runs on another machine)"), this);
    m_ssh = new QLineEdit(box);
    m_ssh->setObjectName(QStringLiteral("serverHostSsh"));
    m_ssh->setPlaceholderText(tr("USER@HOST[:PORT]; empty: the server runs on this machine"));
    m_ssh->setToolTip(tr("ScaleBench starts scalebench-agent there with your ssh (your keys, ssh agent and "
                         "~/.ssh/config; BatchMode, so a password or host key question is reported, never answered)"));
    m_agentPath = new QLineEdit(box);
    m_agentPath->setObjectName(QStringLiteral("agentPath"));
    m_agentPath->setPlaceholderText(QStringLiteral("scalebench-agent"));
    m_testAgent = new QPushButton(tr("Test a&gent"), box);
    m_testAgent->setObjectName(QStringLiteral("testAgent"));
    m_agentState = new QLabel(box);
    m_agentState->setObjectName(QStringLiteral("agentState"));
    m_agentState->setWordWrap(true);
    m_agentState->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* form = new QFormLayout;
    form->addRow(tr("Server host (ss&h):"), m_ssh);
    form->addRow(tr("Agent &path:"), m_agentPath);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_agentState, 1);
    buttons->addWidget(m_testAgent);
    auto* layout = new QVBoxLayout(box);
    layout->addLayout(form);
    layout->addLayout(buttons);
    connect(m_ssh, &QLineEdit::textEdited, this, &ConnectionPage::serverHostEdited);
    connect(m_agentPath, &QLineEdit::textEdited, this, &ConnectionPage::serverHostEdited);
    connect(m_testAgent, &QPushButton::clicked, this, &ConnectionPage::testAgent);
    return box;
}

void ConnectionPage::serverHostEdited()
{
    const QString text = m_ssh->text().trimmed();
    auto target = text.isEmpty() ? Result<SshTarget>(SshTarget()) : SshTarget::parse(text);
    if (!target) {
        m_agentState->setText(ErrorText::describe(target.error()).toHtmlEscaped());
        return;
    }
    target->agentPath = m_agentPath->text().trimmed();
    m_agentState->clear();
    m_workspace->setServerSsh(*target);
}

void ConnectionPage::testAgent()
{
    const SshTarget target = m_workspace->serverSsh();
    if (m_testingAgent || !target.isSet())
        return;
    m_testingAgent = true;
    m_testAgent->setEnabled(false);
    m_agentState->setText(tr("Starting the agent on %1...").arg(target.label().toHtmlEscaped()));
    struct Found {
        Error error;
        QString name;
        QString version;
        std::optional<Topology> topology;
    };
    runInBackground(
        this,
        [target] {
            Found f;
            auto host = AgentConnection::open(target);
            if (!host) {
                f.error = host.error();
                return f;
            }
            AgentServerMachine machine(std::move(*host));
            f.name = machine.name();
            f.version = machine.connection().agentVersion();
            auto topology = machine.topology();
            if (topology)
                f.topology.emplace(std::move(*topology));
            else
                f.error = topology.error();
            return f;
        },
        [this, target](Found f) {
            m_testingAgent = false;
            m_testAgent->setEnabled(true);
            if (f.error) {
                m_agentState->setText(QStringLiteral("<span style='color:#b00020'>%1</span>")
                                          .arg(ErrorText::describe(f.error).toHtmlEscaped()));
                return;
            }
            m_agentState->setText(QStringLiteral("<span style='color:#1b7f3b'><b>%1</b></span>")
                                      .arg(tr("scalebench-agent %1 on %2: %3 CPUs; the CPUs page shows that host")
                                               .arg(f.version, f.name)
                                               .arg(f.topology->puCount())
                                               .toHtmlEscaped()));
            if (m_workspace->serverSsh() == target)
                m_workspace->setServerHost(f.name, *f.topology);
        });
}

} // namespace sb
