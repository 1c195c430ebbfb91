// SPDX-License-Identifier: GPL-3.0-or-later
// One SQL statement on a store connection, with failures turned into sb::Error (FileError, detail = SQLite's
// message) so that the store's functions stay short.
#pragma once

#include "common/error.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

class QSqlError;

namespace sb {

class StoreQuery {
public:
    StoreQuery(const QSqlDatabase& db, const QString& sql);

    StoreQuery& bind(const QString& placeholder, const QVariant& value);
    StoreQuery& bind(const QVariant& value); // positional, in order
    Error exec();
    bool next() { return m_query.next(); }
    QVariant value(const QString& column) const { return m_query.value(column); }
    QVariant value(int column) const { return m_query.value(column); }
    QSqlQuery& query() { return m_query; }

    static Error error(const QString& context, const QSqlError& sqlError);

private:
    QSqlQuery m_query;
    QString m_sql;
    bool m_prepared = false;
};

} // namespace sb
