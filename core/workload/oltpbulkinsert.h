// SPDX-License-Identifier: GPL-3.0-or-later
// Loads OLTP rows with one prepared INSERT executed for arrays of rows (MariaDB's bulk execution,
// COM_STMT_BULK_EXECUTE): no SQL text to parse per row, as cheap for the server as LOAD DATA, and unlike LOAD DATA it
// takes no table-level AUTO_INC lock (MariaDB's innodb_autoinc_lock_mode=1 holds one for a whole LOAD DATA statement),
// so that several connections load one table at once. Needs a MariaDB server and MariaDB Connector/C.
#pragma once

#include "common/error.h"

#include <atomic>
#include <functional>
#include <memory>

typedef struct st_mysql_stmt MYSQL_STMT;

namespace sb {

class OltpRows;
class Session;

class OltpBulkInsert {
public:
    OltpBulkInsert();
    ~OltpBulkInsert();
    OltpBulkInsert(const OltpBulkInsert&) = delete;
    OltpBulkInsert& operator=(const OltpBulkInsert&) = delete;

    // Prepares the INSERT of sbtest`table` on `session`; Unsupported when the server cannot execute arrays.
    Error prepare(Session& session, int table);
    // Inserts every row of `rows`, adding them to `done` as they go; stops (Cancelled) when `stop` says so.
    Error load(OltpRows& rows, std::atomic<qint64>& done, const std::function<bool()>& stop);
    int table() const { return m_table; }

private:
    struct Row;
    Error statementError() const;

    MYSQL_STMT* m_statement = nullptr;
    int m_table = 0;
    std::unique_ptr<Row[]> m_rows;
};

} // namespace sb
