// SPDX-License-Identifier: GPL-3.0-or-later
// Puts back what a binder that died left bound, from its journal. The CLI and GUI call recoverStale() as they start
// (so every command heals the machine first), `scalebench-cli restore` calls it by hand, and a new binding of a
// server calls recoverServer() so that it reads the true old masks, not the pinned ones.
#pragma once

#include "common/error.h"

#include <QList>
#include <QString>
#include <sys/types.h>

namespace sb {

struct RecoveredBinding {
    enum class Status {
        Restored, // the binder was gone: every thread has its old mask again, the journal is removed
        ServerGone, // the binder and the server were gone: the journal is removed
        Active, // the binder still runs (its guard is watching): left alone
        Refused, // not trusted (error says why: not ours, a link, malformed)
        // Ours, but its pid names another process now (error says which): nothing changed, the journal is removed
        ServerChanged,
        Failed, // the kernel refused some thread: the journal stays for another try
        // Ours but unreadable (cut while it was written, or garbage), its binder gone: nothing can be restored from
        // it; renamed to `journal` (NAME.unreadable) so that it no longer stops bindings. error: why it is unreadable
        MovedAside,
    };
    QString journal;
    Status status = Status::Refused;
    pid_t serverPid = 0;
    QString serverName;
    pid_t binderPid = 0;
    int threads = 0;
    Error error;
};

class BindingRecovery {
public:
    // Every journal of this user, in every journal directory (a refused directory is reported as Refused).
    static QList<RecoveredBinding> recoverStale();
    // Only the journal of one server pid.
    static QList<RecoveredBinding> recoverServer(pid_t serverPid);
    static RecoveredBinding recoverJournal(const QString& path);

private:
    static RecoveredBinding recoverUnreadable(const QString& path, const Error& why);
};

} // namespace sb
