// SPDX-License-Identifier: GPL-3.0-or-later
// What a server binding changed, enough to undo it without the process that made it: the server's identity, every
// thread's mask from before, and the binder's identity (a record whose binder is gone is stale). The journal file,
// the guard process and the binder itself restore from the same record.
#pragma once

#include "cpuset.h"
#include "server/processidentity.h"

#include <QByteArray>
#include <map>
#include <optional>

namespace sb {

struct BindingRecord {
    ProcessIdentity server;
    ProcessIdentity binder; // exeName not used: pid and start time tell whether it still runs
    CpuSet bound; // the set the threads were given
    // Threads born while bound inherit the bound set, so their own mask is unknowable: they get the mask the main
    // thread had before (what a new thread of the unbound server would have inherited).
    CpuSet fallback;
    std::map<pid_t, CpuSet> masks; // every thread of the server at binding time, with its mask from before

    enum class Outcome {
        Restored, // every thread of the server carries its old mask (or the fallback) again
        ServerGone, // the server ended: nothing left to restore
        ServerChanged, // the pid now names another process (start time or executable differ): refused, nothing touched
        Failed, // the kernel refused some thread (error in the result)
    };
    struct RestoreResult {
        Outcome outcome = Outcome::Restored;
        int threads = 0; // threads given their old mask
        Error error;
    };

    // Puts every thread's old mask back. Runs a few passes so that threads the server creates meanwhile (born with
    // the bound set) are caught too.
    RestoreResult restore() const;

    QByteArray toText() const;
    // Strict: anything malformed or incomplete (no "end" line: the writer died before fsync) is a ParseError.
    static Result<BindingRecord> parse(const QByteArray& text);
    // The binder named by a record that does not parse (cut in the middle of its writing), when its line is whole.
    static std::optional<ProcessIdentity> binderIn(const QByteArray& text);
};

} // namespace sb
