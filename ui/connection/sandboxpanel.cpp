// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxpanel.h"

#include "common/backgroundtask.h"
#include "common/errortext.h"
#include "common/sandboxtext.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QThreadPool>

namespace sb {

SandboxPanel::SandboxPanel(QWidget* parent)
    : QGroupBox(tr("Local sandbox server"), parent)
    , m_state(new QLabel(this))
    , m_details(new QLabel(this))
    , m_activity(new QLabel(this))
    , m_start(new QPushButton(tr("&Start"), this))
    , m_stop(new QPushButton(tr("S&top"), this))
    , m_use(new QPushButton(tr("&Use in the form"), this))
    , m_perfSchema(new QCheckBox(tr("With per&formance_schema (where the server's threads wait)"), this))
{
    setObjectName(QStringLiteral("sandboxPanel"));
    m_start->setObjectName(QStringLiteral("sandboxStart"));
    m_stop->setObjectName(QStringLiteral("sandboxStop"));
    m_use->setObjectName(QStringLiteral("sandboxUse"));
    m_state->setObjectName(QStringLiteral("sandboxState"));
    m_start->setToolTip(tr("Start a private MariaDB/MySQL server for benchmarking in its own data directory "
                           "(initialised the first time), or reuse the one that runs"));
    m_stop->setToolTip(tr("Shut the sandbox server down; its data stays for the next start"));
    m_use->setToolTip(tr("Fill the connection form with the sandbox's socket and benchmark user"));
    m_perfSchema->setObjectName(QStringLiteral("sandboxPerformanceSchema"));
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setWordWrap(true);
    m_activity->setWordWrap(true);
    m_activity->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* intro = new QLabel(tr("A server on this machine that ScaleBench manages for you: no setup, nothing shared "
                                "with other databases."),
        this);
    intro->setWordWrap(true);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_use);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_state);
    layout->addWidget(m_details);
    layout->addWidget(m_perfSchema);
    layout->addLayout(buttons);
    layout->addWidget(m_activity);

    connect(m_start, &QPushButton::clicked, this, &SandboxPanel::startServer);
    connect(m_stop, &QPushButton::clicked, this, &SandboxPanel::stopServer);
    connect(m_use, &QPushButton::clicked, this, &SandboxPanel::useSandbox);
    showStatus({});
}

void SandboxPanel::setDirectory(const QString& directory)
{
    m_directory = directory;
    refresh();
}

void SandboxPanel::setBusy(bool busy, const QString& activity)
{
    m_busy = busy;
    if (!activity.isEmpty() || busy)
        m_activity->setText(activity);
    m_start->setEnabled(!busy && !m_status.running);
    m_stop->setEnabled(!busy && m_status.running);
    m_use->setEnabled(!busy && m_status.running);
    m_perfSchema->setEnabled(!busy && !m_status.running);
    m_perfSchema->setToolTip(m_status.running
            ? tr("Stop the sandbox to change it: it takes effect at the next Start")
            : tr("Start the sandbox with performance_schema on and every wait instrument timed, so that each run "
                 "stores where the server waited; it costs the server some throughput"));
    Q_EMIT busyChanged(busy);
}

void SandboxPanel::refresh()
{
    const QString dir = m_directory;
    runInBackground(
        this, [dir] { return SandboxServer(dir).status(); },
        [this](SandboxStatus status) {
            showStatus(status);
            setBusy(m_busy);
            Q_EMIT statusRead(status);
        });
}

bool SandboxPanel::performanceSchema() const
{
    return m_perfSchema->isChecked();
}

void SandboxPanel::setPerformanceSchema(bool on)
{
    m_perfSchema->setChecked(on);
}

namespace {

bool isPerformanceSchemaOption(const SandboxOption& o)
{
    for (const SandboxOption& p : SandboxServer::performanceSchemaOptions()) {
        if (p.first == o.first)
            return true;
    }
    return false;
}

bool startedWithPerformanceSchema(const QList<SandboxOption>& options)
{
    return options.contains(SandboxServer::performanceSchemaOptions().constFirst());
}

} // namespace

std::optional<QList<SandboxOption>> SandboxPanel::optionsToStart() const
{
    if (performanceSchema() == startedWithPerformanceSchema(m_status.options))
        return std::nullopt;
    QList<SandboxOption> options;
    for (const SandboxOption& o : m_status.options) {
        if (!isPerformanceSchemaOption(o))
            options.append(o); // the sandbox's other settings (sandbox start --option) stay
    }
    if (performanceSchema())
        options += SandboxServer::performanceSchemaOptions();
    return options;
}

void SandboxPanel::showStatus(const SandboxStatus& status)
{
    m_status = status;
    m_perfSchema->setChecked(startedWithPerformanceSchema(status.options));
    const QString dir = status.directory.isEmpty() ? SandboxServer(m_directory).directory() : status.directory;
    if (status.running) {
        m_state->setText(tr("<b>Running</b> (process %1)").arg(status.pid));
        m_details->setText(tr("%1 on port %2 and socket %3<br>Data directory: %4")
                               .arg(status.version.isEmpty() ? tr("Server") : status.version)
                               .arg(status.port)
                               .arg(status.socket, dir));
    } else {
        m_state->setText(status.initialized ? tr("<b>Stopped</b>") : tr("<b>Not created yet</b>: Start sets it up"));
        m_details->setText(tr("Data directory: %1").arg(dir));
    }
}

void SandboxPanel::showError(const QString& text)
{
    m_activity->setText(QStringLiteral("<span style='color:#b00020'>%1</span>").arg(text.toHtmlEscaped()));
}

void SandboxPanel::startServer()
{
    if (m_busy)
        return;
    setBusy(true, tr("Starting the sandbox server..."));
    QPointer<SandboxPanel> self(this);
    const QString dir = m_directory;
    const auto options = optionsToStart();
    const QString binary = m_status.binary;
    QThreadPool::globalInstance()->start([self, dir, options, binary] {
        auto progress = [self](SandboxStep step, const QStringList& args) {
            const QString line = SandboxText::step(step, args);
            if (self)
                QMetaObject::invokeMethod(
                    self.data(), [self, line] { self->m_activity->setText(line); }, Qt::QueuedConnection);
        };
        SandboxServer server(dir);
        if (options) { // the switch changed: the same program, the same other settings
            if (!binary.isEmpty())
                server.setServerBinary(binary);
            server.setOptions(*options);
        }
        Result<ServerProfile> started = server.start(progress);
        const SandboxStatus status = server.status();
        if (!self)
            return;
        QMetaObject::invokeMethod(
            self.data(),
            [self, started, status] {
                self->showStatus(status);
                self->setBusy(false);
                if (!started) {
                    self->showError(ErrorText::describe(started.error()));
                    return;
                }
                self->m_activity->setText(tr("The sandbox server is ready."));
                Q_EMIT self->profileReady(*started, status.version);
            },
            Qt::QueuedConnection);
    });
}

void SandboxPanel::stopServer()
{
    if (m_busy)
        return;
    setBusy(true, tr("Stopping the sandbox server..."));
    const QString dir = m_directory;
    runInBackground(
        this,
        [dir] {
            SandboxServer server(dir);
            Error e = server.stop();
            return std::make_pair(e, server.status());
        },
        [this](std::pair<Error, SandboxStatus> result) {
            showStatus(result.second);
            setBusy(false);
            if (result.first)
                showError(ErrorText::describe(result.first));
            else
                m_activity->setText(tr("The sandbox server is stopped."));
        });
}

void SandboxPanel::useSandbox()
{
    const QString dir = m_directory;
    runInBackground(
        this, [dir] { return SandboxServer(dir).profile(); },
        [this](Result<ServerProfile> profile) {
            if (!profile) {
                showError(ErrorText::describe(profile.error()));
                return;
            }
            Q_EMIT profileReady(*profile, m_status.version);
        });
}

} // namespace sb
