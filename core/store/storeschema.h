// SPDX-License-Identifier: GPL-3.0-or-later
// The store's table layout as forward migrations: step k brings a file from version k-1 to k. The version lives
// in PRAGMA user_version; a file newer than latestVersion() is never touched.
#pragma once

#include "common/error.h"

#include <QSqlDatabase>
#include <QStringList>
#include <vector>

namespace sb {

class StoreSchema {
public:
    static int latestVersion();
    static Result<int> version(const QSqlDatabase& db);
    // Applies every step after `from` in one transaction: the file ends fully migrated or as it was.
    static Error migrate(QSqlDatabase& db, int from);
    // PRAGMA quick_check; ParseError when SQLite finds the file damaged.
    static Error checkIntegrity(const QSqlDatabase& db, const QString& path);

private:
    static const std::vector<QStringList>& steps();
    static Error applySteps(const QSqlDatabase& db, int from);
};

} // namespace sb
