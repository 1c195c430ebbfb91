// SPDX-License-Identifier: GPL-3.0-or-later
// Checks on a store file and its writers that do not need SQLite: is the file an SQLite database at all
// (checked before SQLite may write to it), and is the process that wrote a run still alive.
#pragma once

#include "common/error.h"

#include <QString>

namespace sb {

class StoreFile {
public:
    // No error for a missing or empty file (a new store) or one with SQLite's header; ParseError otherwise.
    // Creates the parent directory when missing.
    static Error checkBeforeOpen(const QString& path);
    // The same check of an existing file, changing nothing (no directory is made): for opening it read-only.
    static Error checkHeader(const QString& path);
    static bool processAlive(qint64 pid);
    static qint64 currentPid();
    static QString hostName();
};

} // namespace sb
