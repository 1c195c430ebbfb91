// SPDX-License-Identifier: GPL-3.0-or-later
// The Connection page: the local sandbox, the server profile form and "Test connection", which connects off the
// GUI thread and shows what the server is (version, flavour, key variables, round-trip time) or the exact error.
#pragma once

#include "server/serverprofile.h"

#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace sb {

class PasswordStore;
class SandboxPanel;
struct SandboxStatus;
class Workspace;

class ConnectionPage : public QWidget {
    Q_OBJECT
public:
    explicit ConnectionPage(Workspace* workspace, QWidget* parent = nullptr);

    // The form as typed; resolvedProfile() completes it as every front end does (ConnectionResolver: empty user,
    // password and TLS files from MYSQL_PWD and the option files): what tests and runs connect with.
    ServerProfile formProfile() const;
    ServerProfile resolvedProfile() const;
    void setFormProfile(const ServerProfile& profile);
    SandboxPanel* sandboxPanel() const { return m_sandbox; }
    bool isTesting() const { return m_testing; }
    PasswordStore* passwordStore() const { return m_passwords; }

public Q_SLOTS:
    void testConnection();

Q_SIGNALS:
    // A test finished; `ok` says whether it connected.
    void testFinished(bool ok);

private:
    QWidget* createForm();
    void addTlsRows(QWidget* box, QFormLayout* form);
    QWidget* createResult();
    QWidget* createAgentBox();
    void serverHostEdited();
    void testAgent();
    void formEdited();
    void watchEdits();
    void browseCa();
    void loadSettings();
    void saveSettings() const;
    void restorePassword();
    void storePassword();
    void showPasswordStorage();
    void followSandbox(const SandboxStatus& status);
    void clearResult();

    Workspace* m_workspace;
    SandboxPanel* m_sandbox;
    PasswordStore* m_passwords;
    QLineEdit* m_name;
    QLineEdit* m_host;
    QSpinBox* m_port;
    QLineEdit* m_socket;
    QLineEdit* m_user;
    QLineEdit* m_password;
    QLineEdit* m_database;
    QComboBox* m_sslMode;
    QLineEdit* m_sslCa;
    QLineEdit* m_sslCapath;
    QLineEdit* m_sslCert;
    QLineEdit* m_sslKey;
    QLineEdit* m_tlsVersion;
    QPushButton* m_test;
    QLineEdit* m_ssh = nullptr;
    QLineEdit* m_agentPath = nullptr;
    QPushButton* m_testAgent = nullptr;
    QLabel* m_agentState = nullptr;
    bool m_testingAgent = false;
    QLabel* m_testState;
    QLabel* m_summary;
    QTableWidget* m_variables;
    bool m_testing = false;
    bool m_filling = false;
    bool m_ready = false; // constructed: a form set or edited from now on is the user's (or a test's)
    bool m_formTouched = false;
    bool m_savedForm = false; // the settings had a form (an earlier start)
    bool m_sandboxChecked = false;
    bool m_following = false; // followSandbox asked for the sandbox's profile // the first look at the sandbox decided whether the form follows it
    quint64 m_formGeneration = 0; // a test's outcome for a form edited meanwhile is dropped
};

} // namespace sb
