// SPDX-License-Identifier: GPL-3.0-or-later
#include "storequery.h"

#include <QSqlError>

namespace sb {

StoreQuery::StoreQuery(const QSqlDatabase& db, const QString& sql)
    : m_query(db)
    , m_sql(sql)
{
    m_prepared = m_query.prepare(sql);
}

StoreQuery& StoreQuery::bind(const QString& placeholder, const QVariant& value)
{
    m_query.bindValue(placeholder, value);
    return *this;
}

StoreQuery& StoreQuery::bind(const QVariant& value)
{
    m_query.addBindValue(value);
    return *this;
}

Error StoreQuery::exec()
{
    if (m_prepared && m_query.exec())
        return {};
    return error(m_sql.simplified().left(80), m_query.lastError());
}

Error StoreQuery::error(const QString& context, const QSqlError& sqlError)
{
    Error result { ErrorCode::FileError, context, sqlError.text() };
    result.serverCode = sqlError.nativeErrorCode().toUInt();
    return result;
}

} // namespace sb
