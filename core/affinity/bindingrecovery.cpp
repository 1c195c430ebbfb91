// SPDX-License-Identifier: GPL-3.0-or-later
#include "bindingrecovery.h"

#include "bindingjournal.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <sys/stat.h>

namespace sb {

RecoveredBinding BindingRecovery::recoverJournal(const QString& path)
{
    RecoveredBinding r;
    r.journal = path;
    const auto record = BindingJournal::read(path);
    if (!record && record.error().code == ErrorCode::FileContentInvalid)
        return recoverUnreadable(path, record.error());
    if (!record) {
        r.error = record.error(); // left in place: we did not write it
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
        r.status = RecoveredBinding::Status::ServerChanged; // stale and ours, about a process that no longer exists
        break;
    case BindingRecord::Outcome::Failed:
        r.status = RecoveredBinding::Status::Failed;
        return r;
    }
    BindingJournal::remove(path);
    return r;
}

// A journal that passed the owner checks (we wrote it) but does not parse. ScaleBench binds only after its journal
// is complete and fsynced, so one cut in its writing was never followed by that binder's binding; garbage cannot be
// restored from either. Kept in place only while its binder may still be writing it (alive, or unknown and the file
// new); otherwise moved aside, so that it does not refuse every later binding of the server until removed by hand.
RecoveredBinding BindingRecovery::recoverUnreadable(const QString& path, const Error& why)
{
    constexpr qint64 kWritingSec = 10; // far more than writing and fsyncing a journal takes
    RecoveredBinding r;
    r.journal = path;
    r.serverPid = BindingJournal::serverPidOf(path);
    r.error = why;
    const auto text = BindingJournal::readText(path);
    const std::optional<ProcessIdentity> binder = text ? BindingRecord::binderIn(*text) : std::nullopt;
    if (binder) {
        r.binderPid = binder->pid;
        if (binder->isAlive()) {
            r.status = RecoveredBinding::Status::Active;
            return r;
        }
    } else if (QFileInfo(path).lastModified().secsTo(QDateTime::currentDateTime()) < kWritingSec) {
        r.status = RecoveredBinding::Status::Refused; // perhaps being written this instant: left alone for now
        return r;
    }
    const auto moved = BindingJournal::moveAside(path);
    if (!moved) {
        r.error = moved.error();
        r.status = RecoveredBinding::Status::Failed;
        return r;
    }
    r.journal = *moved;
    r.status = RecoveredBinding::Status::MovedAside;
    return r;
}

QList<RecoveredBinding> BindingRecovery::recoverStale()
{
    QList<Error> refusedDirs;
    QList<RecoveredBinding> all;
    BindingJournal::removeDeadPartials(); // nothing was bound from them: removed without a word
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
