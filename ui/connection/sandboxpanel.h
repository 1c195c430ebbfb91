// SPDX-License-Identifier: GPL-3.0-or-later
// The local sandbox server: its status, Start and Stop (each off the GUI thread, since they take seconds), and a
// button that points the connection form at it.
#pragma once

#include "server/sandboxserver.h"
#include "server/serverprofile.h"

#include <QGroupBox>
#include <optional>

class QCheckBox;
class QLabel;
class QPushButton;

namespace sb {

class SandboxPanel : public QGroupBox {
    Q_OBJECT
public:
    explicit SandboxPanel(QWidget* parent = nullptr);

    void setDirectory(const QString& directory);
    bool isBusy() const { return m_busy; }
    // The next Start's performance_schema (`sandbox start --performance-schema`): on with every wait instrument
    // timed, so that runs store where the server waited. Shows how the sandbox was last started.
    bool performanceSchema() const;
    void setPerformanceSchema(bool on);
    const SandboxStatus& status() const { return m_status; }

public Q_SLOTS:
    void refresh();
    void startServer();
    void stopServer();
    // Reads the running sandbox's connection, its benchmark user's password included, from the sandbox itself
    // (SandboxServer::profile(): its sandbox.json), never from the settings file: profileReady follows.
    void useSandbox();

Q_SIGNALS:
    // refresh() read the sandbox's state.
    void statusRead(const sb::SandboxStatus& status);
    // The sandbox runs and `profile` connects to it (after Start, or "Use" on a running sandbox).
    void profileReady(const sb::ServerProfile& profile, const QString& version);
    void busyChanged(bool busy);

private:
    void setBusy(bool busy, const QString& activity = {});
    void showStatus(const SandboxStatus& status);
    void showError(const QString& text);
    // The options the next Start asks for: the sandbox's own with performance_schema's as the switch says, or
    // nothing (start as before) when the switch says what the sandbox already has.
    std::optional<QList<SandboxOption>> optionsToStart() const;

    QString m_directory;
    SandboxStatus m_status;
    bool m_busy = false;
    QLabel* m_state;
    QLabel* m_details;
    QLabel* m_activity;
    QPushButton* m_start;
    QPushButton* m_stop;
    QPushButton* m_use;
    QCheckBox* m_perfSchema;
};

} // namespace sb
