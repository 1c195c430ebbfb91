// SPDX-License-Identifier: GPL-3.0-or-later
#include "passwordstore.h"

#include <QCoreApplication>

#ifdef SCALEBENCH_HAVE_QTKEYCHAIN
#include <qt6keychain/keychain.h>
#endif

namespace sb {

namespace {
    const QString kService = QStringLiteral("ScaleBench");
    // Jobs are owned by the application, not by the store: the secret service may answer after a page is gone, and
    // libsecret calls back into the job whatever happened to its parent. The connections to the store end with it.
}

PasswordStore::PasswordStore(QObject* parent)
    : QObject(parent)
{
    if (!keychainBuiltIn() || qEnvironmentVariableIsSet("SCALEBENCH_NO_KEYCHAIN"))
        m_state = State::SessionOnly;
    if (!keychainBuiltIn())
        m_reason = tr("ScaleBench was built without QtKeychain");
    else if (m_state == State::SessionOnly)
        m_reason = tr("SCALEBENCH_NO_KEYCHAIN is set");
}

bool PasswordStore::keychainBuiltIn()
{
#ifdef SCALEBENCH_HAVE_QTKEYCHAIN
    return true;
#else
    return false;
#endif
}

QString PasswordStore::description() const
{
    switch (m_state) {
    case State::Keychain:
        return tr("The password is kept in the system keychain, never in ScaleBench's settings file.");
    case State::SessionOnly:
        return tr("No system keychain (%1): the password is kept for this session only and never written to disk; "
                  "enter it again after a restart.")
            .arg(m_reason);
    case State::Unknown:
        break;
    }
    return tr("The password is never written to ScaleBench's settings file.");
}

void PasswordStore::setState(State state, const QString& reason)
{
    if (state == m_state)
        return;
    m_state = state;
    m_reason = reason;
    Q_EMIT stateChanged(state);
}

void PasswordStore::read(const QString& key, std::function<void(const QString&)> done)
{
#ifdef SCALEBENCH_HAVE_QTKEYCHAIN
    if (m_state != State::SessionOnly) {
        auto* job = new QKeychain::ReadPasswordJob(kService, qApp);
        job->setAutoDelete(true);
        job->setKey(key);
        connect(job, &QKeychain::Job::finished, this, [this, job, done = std::move(done)] {
            switch (job->error()) {
            case QKeychain::NoError:
                setState(State::Keychain);
                done(job->textData());
                return;
            case QKeychain::EntryNotFound:
                setState(State::Keychain); // the keychain answered: it just has nothing for this server
                break;
            default:
                setState(State::SessionOnly, job->errorString());
                break;
            }
            done({});
        });
        job->start();
        return;
    }
#else
    Q_UNUSED(key)
#endif
    done({});
}

void PasswordStore::write(const QString& key, const QString& password)
{
#ifdef SCALEBENCH_HAVE_QTKEYCHAIN
    if (m_state == State::SessionOnly)
        return;
    QKeychain::Job* job = nullptr;
    if (password.isEmpty()) {
        job = new QKeychain::DeletePasswordJob(kService, qApp);
    } else {
        auto* write = new QKeychain::WritePasswordJob(kService, qApp);
        write->setTextData(password);
        job = write;
    }
    job->setAutoDelete(true);
    job->setInsecureFallback(false); // a password never goes to a plain-text file
    job->setKey(key);
    connect(job, &QKeychain::Job::finished, this, [this, job] {
        if (job->error() == QKeychain::NoError || job->error() == QKeychain::EntryNotFound)
            setState(State::Keychain);
        else
            setState(State::SessionOnly, job->errorString());
    });
    job->start();
#else
    Q_UNUSED(key)
    Q_UNUSED(password)
#endif
}

} // namespace sb
