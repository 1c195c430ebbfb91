// SPDX-License-Identifier: GPL-3.0-or-later
// For tests that make results files a ResultStore must cope with (older or newer formats, stale writers): runs SQL
// on an SQLite file through a connection of its own, closed and removed before returning.
#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace sb::test {

// Runs `statements` in order and stops at the first that fails: its text and the error, or empty when all ran.
inline QString execOnSqliteFile(const QString& path, const QStringList& statements)
{
    const QString connection = QStringLiteral("sqlitefile-test");
    QString failure;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        if (!db.open()) {
            failure = path + QStringLiteral(": ") + db.lastError().text();
        } else {
            QSqlQuery query(db);
            for (const QString& statement : statements) {
                if (!query.exec(statement)) {
                    failure = statement + QStringLiteral(": ") + query.lastError().text();
                    break;
                }
            }
            query.finish();
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(connection);
    return failure;
}

} // namespace sb::test
