// SPDX-License-Identifier: GPL-3.0-or-later
#include "connectionpage.h"

#include "common/appsettings.h"
#include "common/backgroundtask.h"
#include "common/errortext.h"
#include "common/workspace.h"
#include "passwordstore.h"
#include "results/servervariabletext.h"
#include "sandboxpanel.h"
#include "server/connectionresolver.h"
#include "server/serverprobe.h"
#include "server/session.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <utility>

namespace sb {

namespace {

    struct TestOutcome {
        Error error;
        ServerInfo info;
        double connectMs = 0;
        double roundTripMs = 0; // median of a few SELECT 1
    };

    TestOutcome runTest(const ServerProfile& profile)
    {
        TestOutcome out;
        QElapsedTimer timer;
        timer.start();
        Session session;
        if ((out.error = session.connect(profile)))
            return out;
        out.connectMs = double(timer.nsecsElapsed()) / 1e6;
        std::vector<double> trips;
        for (int i = 0; i < 5; ++i) {
            timer.restart();
            auto one = session.scalar(QStringLiteral("SELECT 1"));
            if (!one) {
                out.error = one.error();
                return out;
            }
            trips.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
        std::sort(trips.begin(), trips.end());
        out.roundTripMs = trips[trips.size() / 2];
        auto info = ServerProbe::probe(session);
        if (!info)
            out.error = info.error();
        else
            out.info = *info;
        return out;
    }

    const SslMode kSslModes[]
        = { SslMode::Disabled, SslMode::Preferred, SslMode::Required, SslMode::VerifyCa, SslMode::VerifyIdentity };

} // namespace

ConnectionPage::ConnectionPage(Workspace* workspace, QWidget* parent)
    : QWidget(parent)
    , m_workspace(workspace)
    , m_sandbox(new SandboxPanel(this))
    , m_passwords(new PasswordStore(this))
{
    auto* left = new QVBoxLayout;
    left->addWidget(m_sandbox);
    left->addWidget(createForm(), 1);
    auto* layout = new QHBoxLayout(this);
    layout->addLayout(left, 1);
    layout->addWidget(createResult(), 1);

    connect(m_sandbox, &SandboxPanel::profileReady, this, [this](const ServerProfile& profile, const QString& version) {
        if (std::exchange(m_following, false) && m_formTouched)
            return; // the user typed meanwhile: the form is theirs
        ServerProfile p = profile;
        if (p.name.isEmpty())
            p.name = QStringLiteral("sandbox");
        setFormProfile(p);
        m_workspace->setServerVersion(version);
    });
    connect(m_sandbox, &SandboxPanel::statusRead, this, &ConnectionPage::followSandbox);
    m_sandbox->setDirectory(m_workspace->sandboxDirectory());
    connect(m_passwords, &PasswordStore::stateChanged, this, &ConnectionPage::showPasswordStorage);
    connect(m_password, &QLineEdit::editingFinished, this, &ConnectionPage::storePassword);
    loadSettings();
    formEdited();
    showPasswordStorage();
    restorePassword();
    m_ready = true;
}

// After a restart the form of a sandbox that still runs is filled from the sandbox itself, its password included:
// when the form was the sandbox's (its socket or local port) or nothing was saved yet. Once, at the first look.
void ConnectionPage::followSandbox(const SandboxStatus& status)
{
    if (std::exchange(m_sandboxChecked, true) || !status.running || m_formTouched)
        return; // a form set or edited meanwhile stays
    const ServerProfile form = formProfile();
    const bool local = form.host.isEmpty() || form.host == QLatin1String("127.0.0.1")
        || form.host == QLatin1String("localhost");
    const bool sandboxForm = (!form.socket.isEmpty() && form.socket == status.socket)
        || (form.socket.isEmpty() && local && form.port == status.port);
    if (!m_savedForm || sandboxForm) {
        m_following = true;
        m_sandbox->useSandbox();
    }
}

namespace {
    QString passwordKey(const ServerProfile& p)
    {
        return p.user + QLatin1Char('@') + p.endpoint();
    }
} // namespace

void ConnectionPage::restorePassword()
{
    const QString key = passwordKey(formProfile());
    m_passwords->read(key, [this, key](const QString& password) {
        // Only if the user has not typed one meanwhile and the form still names the same server and user.
        if (password.isEmpty() || !m_password->text().isEmpty() || passwordKey(formProfile()) != key)
            return;
        m_password->setText(password);
        formEdited();
    });
}

void ConnectionPage::storePassword()
{
    m_passwords->write(passwordKey(formProfile()), m_password->text());
}

void ConnectionPage::showPasswordStorage()
{
    m_password->setToolTip(m_passwords->description());
    m_password->setPlaceholderText(m_passwords->state() == PasswordStore::State::Keychain
            ? tr("kept in the system keychain")
            : m_passwords->state() == PasswordStore::State::SessionOnly ? tr("kept for this session only")
                                                                        : QString());
}

QWidget* ConnectionPage::createForm()
{
    auto* box = new QGroupBox(tr("Server"), this);
    m_name = new QLineEdit(box);
    m_name->setPlaceholderText(tr("a label for reports, e.g. prod-replica"));
    m_host = new QLineEdit(box);
    m_host->setPlaceholderText(tr("empty: the local socket"));
    m_host->setToolTip(
        tr("Several servers (a cluster's SQL nodes): sql1,sql2,sql3 with one port; the run's connections "
           "go round-robin over them"));
    m_port = new QSpinBox(box);
    m_port->setRange(1, 65535);
    m_port->setValue(3306);
    m_socket = new QLineEdit(box);
    m_socket->setPlaceholderText(tr("e.g. /run/mysqld/mysqld.sock"));
    m_user = new QLineEdit(box);
    m_password = new QLineEdit(box);
    m_password->setEchoMode(QLineEdit::Password);
    m_database = new QLineEdit(box);
    m_sslMode = new QComboBox(box);
    m_sslMode->addItem(tr("Disabled"));
    m_sslMode->addItem(tr("Preferred"));
    m_sslMode->addItem(tr("Required"));
    m_sslMode->addItem(tr("Verify CA"));
    m_sslMode->addItem(tr("Verify identity"));
    m_sslMode->setToolTip(tr("Verify CA and Verify identity need the CA certificate file"));
    m_sslCa = new QLineEdit(box);
    m_sslCa->setPlaceholderText(tr("CA certificate (PEM)"));
    auto* browse = new QToolButton(box);
    browse->setText(tr("..."));
    browse->setToolTip(tr("Choose the CA certificate file"));
    auto* caRow = new QHBoxLayout;
    caRow->addWidget(m_sslCa, 1);
    caRow->addWidget(browse);
    m_test = new QPushButton(tr("&Test connection"), box);
    m_test->setObjectName(QStringLiteral("testConnection"));
    m_test->setDefault(true);

    const std::pair<QWidget*, const char*> names[] = { { m_name, "profileName" }, { m_host, "host" },
        { m_port, "port" }, { m_socket, "socket" }, { m_user, "user" }, { m_password, "password" },
        { m_database, "database" }, { m_sslMode, "sslMode" }, { m_sslCa, "sslCa" } };
    for (const auto& [widget, name] : names)
        widget->setObjectName(QLatin1String(name));

    auto* form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Host:"), m_host);
    form->addRow(tr("&Port:"), m_port);
    form->addRow(tr("&Socket:"), m_socket);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("Pass&word:"), m_password);
    form->addRow(tr("&Database:"), m_database);
    form->addRow(tr("T&LS mode:"), m_sslMode);
    auto* caLabel = new QLabel(tr("&CA file:"), box);
    caLabel->setBuddy(m_sslCa);
    form->addRow(caLabel, caRow);
    addTlsRows(box, form);
    auto* layout = new QVBoxLayout(box);
    layout->addLayout(form);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_test);
    layout->addLayout(buttons);
    layout->addWidget(createAgentBox());
    layout->addStretch(1);

    watchEdits();
    connect(browse, &QToolButton::clicked, this, &ConnectionPage::browseCa);
    connect(m_test, &QPushButton::clicked, this, &ConnectionPage::testConnection);
    return box;
}

// Every edit of the form reaches the workspace and the settings; a field the user touched keeps the form theirs
// (a running sandbox found after the start no longer fills it).
void ConnectionPage::watchEdits()
{
    for (QLineEdit* edit : { m_name, m_host, m_socket, m_user, m_password, m_database, m_sslCa, m_sslCapath, m_sslCert,
             m_sslKey, m_tlsVersion })
        connect(edit, &QLineEdit::textEdited, this, [this] {
            m_formTouched = true;
            formEdited();
        });
    connect(m_port, &QSpinBox::valueChanged, this, [this] {
        m_formTouched = m_formTouched || !m_filling;
        formEdited();
    });
    connect(m_sslMode, &QComboBox::currentIndexChanged, this, [this] {
        m_formTouched = m_formTouched || !m_filling;
        formEdited();
    });
}

void ConnectionPage::addTlsRows(QWidget* box, QFormLayout* form)
{
    m_sslCapath = new QLineEdit(box);
    m_sslCapath->setPlaceholderText(tr("or a directory of CA certificates"));
    m_sslCert = new QLineEdit(box);
    m_sslCert->setPlaceholderText(tr("client certificate (PEM), if the account requires one"));
    m_sslKey = new QLineEdit(box);
    m_sslKey->setPlaceholderText(tr("the client certificate's private key (PEM)"));
    m_tlsVersion = new QLineEdit(box);
    m_tlsVersion->setPlaceholderText(tr("e.g. TLSv1.2,TLSv1.3; empty: the library's default"));
    const std::pair<QLineEdit*, const char*> names[] = { { m_sslCapath, "sslCapath" }, { m_sslCert, "sslCert" },
        { m_sslKey, "sslKey" }, { m_tlsVersion, "tlsVersion" } };
    for (const auto& [edit, name] : names)
        edit->setObjectName(QLatin1String(name));
    form->addRow(tr("CA &directory:"), m_sslCapath);
    form->addRow(tr("Client c&ertificate:"), m_sslCert);
    form->addRow(tr("Client &key:"), m_sslKey);
    form->addRow(tr("TLS &versions:"), m_tlsVersion);
    m_sslMode->setToolTip(tr("Preferred: TLS when the server offers it. Required: TLS or no connection. Verify CA: "
                             "also checks the server's certificate against the CA file or directory. Verify identity: "
                             "also checks that the certificate names the host. A unix socket uses no TLS."));
}

QWidget* ConnectionPage::createResult()
{
    auto* box = new QGroupBox(tr("Connection test"), this);
    m_testState = new QLabel(box);
    m_testState->setObjectName(QStringLiteral("testState"));
    m_testState->setWordWrap(true);
    m_testState->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary = new QLabel(box);
    m_summary->setObjectName(QStringLiteral("testSummary"));
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setWordWrap(true);
    m_variables = new QTableWidget(0, 2, box);
    m_variables->setObjectName(QStringLiteral("serverVariables"));
    m_variables->setHorizontalHeaderLabels({ tr("Variable"), tr("Value") });
    m_variables->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_variables->horizontalHeader()->setStretchLastSection(true);
    m_variables->verticalHeader()->hide();
    m_variables->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_variables->setAlternatingRowColors(true);
    m_variables->setSortingEnabled(true);
    m_variables->sortByColumn(0, Qt::AscendingOrder);
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(m_testState);
    layout->addWidget(m_summary);
    layout->addWidget(m_variables, 1);
    clearResult();
    return box;
}

ServerProfile ConnectionPage::formProfile() const
{
    ServerProfile p;
    p.name = m_name->text().trimmed();
    p.host = m_host->text().trimmed();
    p.port = unsigned(m_port->value());
    if (p.host.contains(QLatin1Char(','))) // several SQL nodes, one port: the run's connections go round-robin
        p.setHosts(p.host, QString::number(p.port));
    p.socket = m_socket->text().trimmed();
    p.user = m_user->text().trimmed();
    p.password = m_password->text();
    p.database = m_database->text().trimmed();
    p.sslMode = kSslModes[std::clamp(m_sslMode->currentIndex(), 0, 4)];
    p.sslCa = m_sslCa->text().trimmed();
    p.sslCapath = m_sslCapath->text().trimmed();
    p.sslCert = m_sslCert->text().trimmed();
    p.sslKey = m_sslKey->text().trimmed();
    p.tlsVersion = m_tlsVersion->text().trimmed();
    return p;
}

ServerProfile ConnectionPage::resolvedProfile() const
{
    const ServerProfile form = formProfile();
    auto given = [](const QString& text) { return text.isEmpty() ? std::nullopt : std::optional<QString>(text); };
    ConnectionRequest r;
    r.name = form.name;
    r.host = m_host->text().trimmed(); // the form always names the endpoint, empty host = the local socket
    r.port = QString::number(form.port);
    r.socket = form.socket;
    r.user = given(form.user);
    r.password = given(form.password);
    r.database = given(form.database);
    r.sslMode = form.sslMode;
    r.sslCa = given(form.sslCa);
    r.sslCapath = given(form.sslCapath);
    r.sslCert = given(form.sslCert);
    r.sslKey = given(form.sslKey);
    r.tlsVersion = given(form.tlsVersion);
    auto resolved = ConnectionResolver::resolve(r);
    return resolved ? resolved->profile : form; // a bad option file: the test connection shows what fails
}

void ConnectionPage::setFormProfile(const ServerProfile& p)
{
    m_formTouched = m_formTouched || m_ready;
    m_filling = true;
    m_name->setText(p.name);
    m_host->setText(p.hostsText());
    m_port->setValue(int(p.port));
    m_socket->setText(p.socket);
    m_user->setText(p.user);
    m_password->setText(p.password);
    m_database->setText(p.database);
    m_sslMode->setCurrentIndex(
        int(std::find(std::begin(kSslModes), std::end(kSslModes), p.sslMode) - std::begin(kSslModes)));
    m_sslCa->setText(p.sslCa);
    m_sslCapath->setText(p.sslCapath);
    m_sslCert->setText(p.sslCert);
    m_sslKey->setText(p.sslKey);
    m_tlsVersion->setText(p.tlsVersion);
    m_filling = false;
    formEdited();
}

void ConnectionPage::formEdited()
{
    if (m_filling)
        return;
    clearResult(); // it was about the form before this change
    m_workspace->setProfile(resolvedProfile());
    saveSettings();
}

void ConnectionPage::clearResult()
{
    ++m_formGeneration;
    m_testState->setText(tr("Not tested yet. <i>Test connection</i> connects once and reads what the server is."));
    m_summary->clear();
    m_variables->setRowCount(0);
}

void ConnectionPage::browseCa()
{
    const QString file = QFileDialog::getOpenFileName(
        this, tr("CA certificate"), m_sslCa->text(), tr("Certificates (*.pem *.crt);;All files (*)"));
    if (file.isEmpty())
        return;
    m_sslCa->setText(file);
    formEdited();
}

void ConnectionPage::testConnection()
{
    if (m_testing)
        return;
    m_testing = true;
    m_test->setEnabled(false);
    const ServerProfile profile = resolvedProfile();
    m_testState->setText(tr("Connecting to %1...").arg(profile.endpoint().toHtmlEscaped()));
    m_summary->clear();
    m_variables->setRowCount(0);
    const quint64 generation = m_formGeneration;
    runInBackground(
        this, [profile] { return runTest(profile); },
        [this, profile, generation](TestOutcome outcome) {
            m_testing = false;
            m_test->setEnabled(true);
            if (generation != m_formGeneration) { // the form changed meanwhile: about a server it no longer names
                Q_EMIT testFinished(!outcome.error);
                return;
            }
            if (outcome.error) {
                m_testState->setText(
                    QStringLiteral("<span style='color:#b00020'><b>%1</b></span><br>%2")
                        .arg(tr("Connection failed."), ErrorText::describe(outcome.error).toHtmlEscaped()));
                Q_EMIT testFinished(false);
                return;
            }
            const ServerInfo& info = outcome.info;
            m_testState->setText(QStringLiteral("<span style='color:#1b7f3b'><b>%1</b></span>")
                                     .arg(tr("Connected to %1.").arg(profile.endpoint().toHtmlEscaped())));
            m_summary->setText(
                tr("<table cellspacing='4'>"
                   "<tr><td>Server:</td><td><b>%1</b> (%2)</td></tr>"
                   "<tr><td>Version:</td><td>%3</td></tr>"
                   "<tr><td>Round trip:</td><td>%4 ms (median of 5 × SELECT 1); connecting took %5 ms</td></tr>"
                   "<tr><td>TLS:</td><td>%6</td></tr>"
                   "</table>")
                    .arg(info.flavourName().toHtmlEscaped(), info.versionComment.toHtmlEscaped(),
                        info.version.toHtmlEscaped(), QString::number(outcome.roundTripMs, 'f', 3),
                        QString::number(outcome.connectMs, 'f', 1),
                        info.tls.active()
                            ? QString(info.tls.version + QStringLiteral(", ") + info.tls.cipher).toHtmlEscaped()
                            : tr("not encrypted")));
            m_variables->setSortingEnabled(false);
            m_variables->setRowCount(int(info.variables.size()));
            int row = 0;
            for (auto it = info.variables.cbegin(); it != info.variables.cend(); ++it, ++row) {
                m_variables->setItem(row, 0, new QTableWidgetItem(it.key()));
                auto* value = new QTableWidgetItem(ServerVariableText::display(it.key(), it.value())); // 256 MiB
                value->setToolTip(it.value());
                m_variables->setItem(row, 1, value);
            }
            m_variables->setSortingEnabled(true);
            if (formProfile().endpoint() == profile.endpoint())
                m_workspace->setServerVersion(info.version);
            // It works: worth remembering, if it was typed (not one from MYSQL_PWD or an option file).
            if (!profile.password.isEmpty() && profile.password == m_password->text())
                m_passwords->write(passwordKey(profile), profile.password);
            Q_EMIT testFinished(true);
        });
}

void ConnectionPage::loadSettings()
{
    AppSettings s;
    s.beginGroup(QStringLiteral("connection"));
    m_savedForm = s.contains(QStringLiteral("user"));
    if (!m_savedForm) {
        ServerProfile defaults;
        defaults.host = QStringLiteral("127.0.0.1");
        defaults.user = QStringLiteral("sbtest");
        setFormProfile(defaults);
        return;
    }
    ServerProfile p;
    p.name = s.value(QStringLiteral("name")).toString();
    p.host = s.value(QStringLiteral("host")).toString();
    p.port = s.value(QStringLiteral("port"), 3306).toUInt();
    p.socket = s.value(QStringLiteral("socket")).toString();
    p.user = s.value(QStringLiteral("user")).toString();
    p.database = s.value(QStringLiteral("database"), p.database).toString();
    if (auto mode = ServerProfile::parseSslMode(s.value(QStringLiteral("sslMode")).toString()))
        p.sslMode = *mode;
    p.sslCa = s.value(QStringLiteral("sslCa")).toString();
    p.sslCapath = s.value(QStringLiteral("sslCapath")).toString();
    p.sslCert = s.value(QStringLiteral("sslCert")).toString();
    p.sslKey = s.value(QStringLiteral("sslKey")).toString();
    p.tlsVersion = s.value(QStringLiteral("tlsVersion")).toString();
    setFormProfile(p);
}

void ConnectionPage::saveSettings() const
{
    const ServerProfile p = formProfile();
    AppSettings s;
    s.beginGroup(QStringLiteral("connection"));
    s.setValue(QStringLiteral("name"), p.name);
    s.setValue(QStringLiteral("host"), p.hostsText());
    s.setValue(QStringLiteral("port"), p.port);
    s.setValue(QStringLiteral("socket"), p.socket);
    s.setValue(QStringLiteral("user"), p.user);
    s.setValue(QStringLiteral("database"), p.database);
    s.setValue(QStringLiteral("sslMode"), ServerProfile::sslModeName(p.sslMode));
    s.setValue(QStringLiteral("sslCa"), p.sslCa); // never the password
    s.setValue(QStringLiteral("sslCapath"), p.sslCapath);
    s.setValue(QStringLiteral("sslCert"), p.sslCert);
    s.setValue(QStringLiteral("sslKey"), p.sslKey);
    s.setValue(QStringLiteral("tlsVersion"), p.tlsVersion);
}

} // namespace sb
