// SPDX-License-Identifier: GPL-3.0-or-later
// Server passwords in the system keychain through QtKeychain when it was built in and a keychain answers; otherwise
// (no QtKeychain, no secret service as under CI) passwords live for the session only. Never in the settings file.
#pragma once

#include <QObject>
#include <QString>
#include <functional>

namespace sb {

class PasswordStore : public QObject {
    Q_OBJECT
public:
    enum class State { Unknown, Keychain, SessionOnly };
    Q_ENUM(State)

    explicit PasswordStore(QObject* parent = nullptr);

    static bool keychainBuiltIn();
    State state() const { return m_state; }
    // For the password field's tooltip: where the password is kept and why.
    QString description() const;

    // `done` receives the stored password, or an empty string when there is none or no keychain answers.
    void read(const QString& key, std::function<void(const QString&)> done);
    void write(const QString& key, const QString& password);

Q_SIGNALS:
    void stateChanged(sb::PasswordStore::State state);

private:
    void setState(State state, const QString& reason = {});

    State m_state = State::Unknown;
    QString m_reason;
};

} // namespace sb
