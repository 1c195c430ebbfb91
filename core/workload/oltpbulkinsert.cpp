// SPDX-License-Identifier: GPL-3.0-or-later
#include "oltpbulkinsert.h"

#include "oltprows.h"
#include "server/session.h"

#include <cstring>
#include <mysql.h>
#include <string>

namespace sb {

namespace {

    constexpr unsigned kRowsPerExecute = 2000; // about 400 KB per round trip

#if defined(MARIADB_BASE_VERSION) || defined(MARIADB_PACKAGE_VERSION)
    // MARIADB_STMT_BULK_SUPPORTED() without the library's private structures: a MariaDB server (no CLIENT_MYSQL) that
    // offers bulk operations in its extended capabilities.
    bool bulkSupported(MYSQL* mysql)
    {
        unsigned long capabilities = 0, extended = 0;
        if (mariadb_get_infov(mysql, MARIADB_CONNECTION_SERVER_CAPABILITIES, &capabilities) != 0
            || mariadb_get_infov(mysql, MARIADB_CONNECTION_EXTENDED_SERVER_CAPABILITIES, &extended) != 0)
            return false;
        return !(capabilities & CLIENT_MYSQL) && (extended & (MARIADB_CLIENT_STMT_BULK_OPERATIONS >> 32));
    }
#endif

} // namespace

// One row as the library reads it with row-wise binding (STMT_ATTR_ROW_SIZE): every parameter of row i lives at the
// address of row 0's plus i * sizeof(Row).
struct OltpBulkInsert::Row {
    int id = 0;
    int k = 0;
    char c[OltpClient::kCLength];
    unsigned long cLength = OltpClient::kCLength;
    char pad[OltpClient::kPadLength];
    unsigned long padLength = OltpClient::kPadLength;
};

OltpBulkInsert::OltpBulkInsert() = default;

OltpBulkInsert::~OltpBulkInsert()
{
    if (m_statement)
        mysql_stmt_close(m_statement);
}

Error OltpBulkInsert::statementError() const
{
    return { ErrorCode::ServerError, QStringLiteral("INSERT INTO sbtest%1 (bulk)").arg(m_table),
        QString::fromUtf8(mysql_stmt_error(m_statement)), mysql_stmt_errno(m_statement) };
}

Error OltpBulkInsert::prepare(Session& session, int table)
{
#if defined(MARIADB_BASE_VERSION) || defined(MARIADB_PACKAGE_VERSION)
    if (m_statement)
        mysql_stmt_close(m_statement);
    m_table = table;
    m_statement = mysql_stmt_init(session.handle());
    if (!m_statement)
        return session.error(QStringLiteral("mysql_stmt_init"));
    const std::string sql = "INSERT INTO sbtest" + std::to_string(table) + " (id, k, c, pad) VALUES (?, ?, ?, ?)";
    if (mysql_stmt_prepare(m_statement, sql.data(), sql.size()) != 0)
        return statementError();
    if (!bulkSupported(session.handle()))
        return { ErrorCode::Unsupported, QStringLiteral("bulk INSERT"), {} };
    if (!m_rows)
        m_rows = std::make_unique<Row[]>(kRowsPerExecute);
    MYSQL_BIND bind[4];
    std::memset(bind, 0, sizeof bind);
    Row& first = m_rows[0];
    bind[0].buffer_type = MYSQL_TYPE_LONG;
    bind[0].buffer = &first.id;
    bind[1].buffer_type = MYSQL_TYPE_LONG;
    bind[1].buffer = &first.k;
    bind[2].buffer_type = MYSQL_TYPE_STRING;
    bind[2].buffer = first.c;
    bind[2].buffer_length = sizeof first.c;
    bind[2].length = &first.cLength;
    bind[3].buffer_type = MYSQL_TYPE_STRING;
    bind[3].buffer = first.pad;
    bind[3].buffer_length = sizeof first.pad;
    bind[3].length = &first.padLength;
    const std::size_t rowSize = sizeof(Row);
    mysql_stmt_attr_set(m_statement, STMT_ATTR_ROW_SIZE, &rowSize);
    if (mysql_stmt_bind_param(m_statement, bind))
        return statementError();
    return {};
#else
    Q_UNUSED(session);
    m_table = table;
    return { ErrorCode::Unsupported, QStringLiteral("bulk INSERT"), {} };
#endif
}

Error OltpBulkInsert::load(OltpRows& rows, std::atomic<qint64>& done, const std::function<bool()>& stop)
{
#if defined(MARIADB_BASE_VERSION) || defined(MARIADB_PACKAGE_VERSION)
    while (!rows.atEnd()) {
        if (stop())
            return { ErrorCode::Cancelled, {}, {} };
        unsigned n = 0;
        for (; n < kRowsPerExecute && !rows.atEnd(); ++n) {
            Row& r = m_rows[n];
            r.id = rows.nextRow(r.k, r.c, r.pad);
        }
        mysql_stmt_attr_set(m_statement, STMT_ATTR_ARRAY_SIZE, &n);
        if (mysql_stmt_execute(m_statement) != 0)
            return statementError();
        done.fetch_add(n);
    }
    return {};
#else
    Q_UNUSED(rows);
    Q_UNUSED(done);
    Q_UNUSED(stop);
    return { ErrorCode::Unsupported, QStringLiteral("bulk INSERT"), {} };
#endif
}

} // namespace sb
