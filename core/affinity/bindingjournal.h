// SPDX-License-Identifier: GPL-3.0-or-later
// The on-disk copy of a BindingRecord, written and fsynced before a server is bound so that a later command can
// restore what a killed binder left. Journals live per user in $XDG_RUNTIME_DIR/scalebench or /tmp/scalebench-UID
// (0700, ours), one file per server pid, created exclusively; anything we did not write is refused when read.
#pragma once

#include "bindingrecord.h"

#include <QStringList>

namespace sb {

class BindingJournal {
public:
    // Where journals may be: $XDG_RUNTIME_DIR/scalebench (when set) first, then /tmp/scalebench-UID.
    static QStringList directories();
    // The directory new journals go to (the first of directories()), created 0700 when missing.
    static Result<QString> writableDirectory();
    static QString fileName(pid_t serverPid);
    // Mode 0600, written and fsynced under a hidden name (naming the writer: pid and start time), then renamed without
    // replacing (a reader never sees it half written); the directory is fsynced before this returns. Removes the
    // hidden files of writers killed before their rename first (removeDeadPartials). FileError
    // with value EEXIST when a journal for this server exists (a live binding, or a stale one to recover first).
    static Result<QString> create(const BindingRecord& record);
    // Refuses a directory or file that is a symbolic link, not ours, open to group or others, or not a plain file.
    static Result<BindingRecord> read(const QString& path);
    // The same checks, then the bytes as they are (for a journal that does not parse).
    static Result<QByteArray> readText(const QString& path);
    // The server pid a journal's file name gives; 0 when the name is not a journal's.
    static pid_t serverPidOf(const QString& path);
    // Renames a journal that cannot be read to NAME.unreadable (list() no longer finds it); the new path.
    static Result<QString> moveAside(const QString& path);
    // The journal files in every usable directory; a directory that fails the checks is reported in `refused`.
    static QStringList list(QList<Error>* refused = nullptr);
    static void remove(const QString& path);
    // Removes the hidden files of writers killed between writing and renaming (their pid gone, or now another
    // process: start time differs), never a live writer's; list() never finds them. The number removed.
    static int removeDeadPartials();
};

} // namespace sb
