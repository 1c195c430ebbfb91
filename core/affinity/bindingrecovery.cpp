// SPDX-License-Identifier: GPL-3.0-or-later
#include "bindingrecovery.h"

#include "bindingjournal.h"

#include <QFile>
#include <sys/stat.h>

namespace sb {

RecoveredBinding BindingRecovery::recoverJournal(const QString& path)
{
    RecoveredBinding r;
    r.journal = path;
    const auto record = BindingJournal::read(path);
    if (!record) {
        r.error = record.error(); // left in place: we did not write it, or not to the end
        return r;
    }
    r.serverPid = record->server.pid;
    r.serverName = record->server.exeName;
    r.binderPid = record->binder.pid;
    if (record->binder.isAlive()) {
        r.status = RecoveredBinding::Status::Active;
        return r;
    }
    const BindingRecord::RestoreResult restored = record->restore();
    r.threads = restored.threads;
    r.error = restored.error;
    switch (restored.outcome) {
    case BindingRecord::Outcome::Restored:
        r.status = RecoveredBinding::Status::Restored;
        break;
    case BindingRecord::Outcome::ServerGone:
        r.status = RecoveredBinding::Status::ServerGone;
        r.error = {};
        break;
    case BindingRecord::Outcome::ServerChanged:
        r.status = RecoveredBinding::Status::Refused; // stale and ours, but about a process that no longer exists
        break;
    case BindingRecord::Outcome::Failed:
        r.status = RecoveredBinding::Status::Failed;
        return r;
    }
    BindingJournal::remove(path);
    return r;
}

QList<RecoveredBinding> BindingRecovery::recoverStale()
{
    QList<Error> refusedDirs;
    QList<RecoveredBinding> all;
    for (const QString& path : BindingJournal::list(&refusedDirs))
        all.append(recoverJournal(path));
    for (const Error& e : refusedDirs) {
        RecoveredBinding r;
        r.journal = e.context;
        r.error = e;
        all.append(r);
    }
    return all;
}

QList<RecoveredBinding> BindingRecovery::recoverServer(pid_t serverPid)
{
    QList<RecoveredBinding> all;
    for (const QString& dir : BindingJournal::directories()) {
        const QString path = dir + QLatin1Char('/') + BindingJournal::fileName(serverPid);
        struct stat st { };
        if (::lstat(QFile::encodeName(path).constData(), &st) == 0)
            all.append(recoverJournal(path));
    }
    return all;
}

} // namespace sb
