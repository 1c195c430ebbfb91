// SPDX-License-Identifier: GPL-3.0-or-later
#include "statement.h"

#include <charconv>
#include <cstring>
#include <mysql.h>

namespace sb {

Statement::Statement() = default;

Statement::~Statement()
{
    release();
}

void Statement::release()
{
    if (m_stmt)
        mysql_stmt_close(m_stmt);
    m_stmt = nullptr;
    m_session = nullptr;
}

Error Statement::setUp(std::string sql, std::span<const ParamType> types, bool serverSide, std::size_t maxStringLength)
{
    release();
    m_sql = std::move(sql);
    m_types.assign(types.begin(), types.end());
    const std::size_t n = m_types.size();
    m_ints.assign(n, 0);
    m_maxString = maxStringLength;
    m_strings.assign(n * m_maxString, '\0');
    m_lengths.assign(n, 0);
    m_fragments.clear();
    if (serverSide)
        return {};
    std::size_t start = 0;
    for (std::size_t pos = m_sql.find('?'); pos != std::string::npos; pos = m_sql.find('?', start)) {
        m_fragments.push_back(m_sql.substr(start, pos - start));
        start = pos + 1;
    }
    m_fragments.push_back(m_sql.substr(start));
    if (m_fragments.size() != n + 1)
        return { ErrorCode::Internal, QString::fromStdString(m_sql), QStringLiteral("parameter count mismatch") };
    m_text.reserve(m_sql.size() + n * (2 * m_maxString + 24));
    return {};
}

Task<Error> Statement::prepareAsync(
    Session& session, std::string sql, std::span<const ParamType> types, bool serverSide, std::size_t maxStringLength)
{
    if (Error e = setUp(std::move(sql), types, serverSide, maxStringLength))
        co_return e;
    if (!serverSide) {
        m_session = &session;
        co_return Error {};
    }
    m_stmt = mysql_stmt_init(session.handle());
    if (!m_stmt)
        co_return session.error(QStringLiteral("mysql_stmt_init"));
    m_phase = Phase::Prepare;
    co_await IoAwait { *this, session.ioWait() };
    co_return finishPrepare(session);
}

Error Statement::finishPrepare(Session& session)
{
    m_phase = Phase::Execute;
    if (m_prepareRc != 0) {
        Error e { ErrorCode::ServerError, QString::fromStdString(m_sql), QString::fromUtf8(mysql_stmt_error(m_stmt)),
            mysql_stmt_errno(m_stmt), qint64(ServerStep::Preparing) };
        if (Session::classify(e.serverCode) == ErrorClass::ConnectionLost)
            e.code = ErrorCode::ConnectionLost;
        release();
        return e;
    }
    const std::size_t n = m_types.size();
    if (mysql_stmt_param_count(m_stmt) != n) {
        release();
        return { ErrorCode::Internal, QString::fromStdString(m_sql), QStringLiteral("parameter count mismatch") };
    }
    m_binds = std::make_unique<MYSQL_BIND[]>(n ? n : 1);
    std::memset(m_binds.get(), 0, sizeof(MYSQL_BIND) * (n ? n : 1));
    for (std::size_t i = 0; i < n; ++i) {
        MYSQL_BIND& b = m_binds[i];
        if (m_types[i] == ParamType::Int) {
            b.buffer_type = MYSQL_TYPE_LONGLONG;
            b.buffer = &m_ints[i];
        } else {
            b.buffer_type = MYSQL_TYPE_STRING;
            b.buffer = stringBuffer(int(i));
            b.buffer_length = static_cast<unsigned long>(m_maxString);
            b.length = &m_lengths[i];
        }
    }
    if (n && mysql_stmt_bind_param(m_stmt, m_binds.get())) {
        Error e = error(QString::fromStdString(m_sql), ServerStep::Binding);
        release();
        return e;
    }
    m_session = &session;
    if (m_keepRows)
        bindResult();
    return {};
}

// Every column of the result as a string buffer of kKeptCellBytes: the library converts numbers to text.
void Statement::bindResult()
{
    m_columns = mysql_stmt_field_count(m_stmt);
    m_resultBinds.reset();
    if (m_columns == 0)
        return;
    m_resultBinds = std::make_unique<MYSQL_BIND[]>(m_columns);
    std::memset(m_resultBinds.get(), 0, sizeof(MYSQL_BIND) * m_columns);
    m_resultBuffers.assign(m_columns * kKeptCellBytes, '\0');
    m_resultLengths.assign(m_columns, 0);
    m_resultNulls = std::make_unique<bool[]>(m_columns);
    for (std::size_t i = 0; i < m_columns; ++i) {
        MYSQL_BIND& b = m_resultBinds[i];
        b.buffer_type = MYSQL_TYPE_STRING;
        b.buffer = m_resultBuffers.data() + i * kKeptCellBytes;
        b.buffer_length = static_cast<unsigned long>(kKeptCellBytes);
        b.length = &m_resultLengths[i];
        b.is_null = reinterpret_cast<decltype(b.is_null)>(&m_resultNulls[i]);
    }
    if (mysql_stmt_bind_result(m_stmt, m_resultBinds.get()))
        m_resultBinds.reset();
}

// The buffered rows of the last execution, copied into the cells (no round trip: the rows are stored).
void Statement::keepPreparedRows()
{
    m_rowCount = 0;
    if (!m_keepRows || !m_resultBinds)
        return;
    for (;;) {
        const int rc = mysql_stmt_fetch(m_stmt);
        if (rc != 0 && rc != MYSQL_DATA_TRUNCATED)
            break;
        if (m_cells.size() < (m_rowCount + 1) * m_columns)
            m_cells.resize((m_rowCount + 1) * m_columns);
        for (std::size_t i = 0; i < m_columns; ++i) {
            const std::size_t length = m_resultNulls[i] ? 0 : std::min<std::size_t>(m_resultLengths[i], kKeptCellBytes);
            m_cells[m_rowCount * m_columns + i].assign(m_resultBuffers.data() + i * kKeptCellBytes, length);
        }
        ++m_rowCount;
    }
}

void Statement::keepTextRows(MYSQL_RES* res)
{
    m_rowCount = 0;
    if (!m_keepRows)
        return;
    m_columns = mysql_num_fields(res);
    while (MYSQL_ROW row = mysql_fetch_row(res)) {
        const unsigned long* lengths = mysql_fetch_lengths(res);
        if (m_cells.size() < (m_rowCount + 1) * m_columns)
            m_cells.resize((m_rowCount + 1) * m_columns);
        for (std::size_t i = 0; i < m_columns; ++i)
            m_cells[m_rowCount * m_columns + i].assign(row[i] ? row[i] : "", row[i] ? lengths[i] : 0);
        ++m_rowCount;
    }
}

std::int64_t Statement::intValue(std::size_t row, std::size_t column) const
{
    const std::string_view v = value(row, column);
    std::int64_t n = 0;
    std::from_chars(v.data(), v.data() + v.size(), n);
    return n;
}

double Statement::doubleValue(std::size_t row, std::size_t column) const
{
    const std::string_view v = value(row, column);
    double d = 0;
    std::from_chars(v.data(), v.data() + v.size(), d);
    return d;
}

unsigned Statement::execute()
{
    return m_stmt ? executePrepared() : executeText();
}

unsigned Statement::executePrepared()
{
    m_rowCount = 0;
    if (mysql_stmt_execute(m_stmt) != 0)
        return mysql_stmt_errno(m_stmt);
    if (mysql_stmt_field_count(m_stmt) == 0)
        return 0;
    // Buffer the rows like sysbench does, then let them go: the benchmark reads results, it does not use them.
    const int rc = mysql_stmt_store_result(m_stmt);
    const unsigned code = rc ? mysql_stmt_errno(m_stmt) : 0;
    if (!rc)
        keepPreparedRows();
    mysql_stmt_free_result(m_stmt);
    return code;
}

void Statement::buildText()
{
    MYSQL* mysql = m_session->handle();
    m_text.clear();
    char number[24];
    for (std::size_t i = 0; i < m_types.size(); ++i) {
        m_text += m_fragments[i];
        if (m_types[i] == ParamType::Int) {
            const auto r = std::to_chars(number, number + sizeof number, m_ints[i]);
            m_text.append(number, r.ptr);
        } else {
            m_text += '\'';
            const std::size_t at = m_text.size();
            m_text.resize(at + 2 * m_lengths[i] + 1);
            const unsigned long written
                = mysql_real_escape_string(mysql, m_text.data() + at, stringBuffer(int(i)), m_lengths[i]);
            m_text.resize(at + written);
            m_text += '\'';
        }
    }
    m_text += m_fragments.back();
}

unsigned Statement::executeText()
{
    MYSQL* mysql = m_session->handle();
    buildText();
    m_rowCount = 0;
    if (mysql_real_query(mysql, m_text.data(), static_cast<unsigned long>(m_text.size())) != 0)
        return mysql_errno(mysql);
    if (MYSQL_RES* res = mysql_store_result(mysql)) {
        keepTextRows(res);
        mysql_free_result(res);
    } else if (mysql_field_count(mysql) != 0) {
        return mysql_errno(mysql);
    }
    return 0;
}

void Statement::runBlocking()
{
    if (m_phase == Phase::Prepare)
        m_prepareRc = mysql_stmt_prepare(m_stmt, m_sql.data(), static_cast<unsigned long>(m_sql.size()));
    else
        m_result = execute();
}

#if defined(MARIADB_BASE_VERSION) || defined(MARIADB_PACKAGE_VERSION)
// Each step returns what the next one waits for, or 0 when the call is complete (m_result / m_prepareRc set).
int Statement::start()
{
    int rc = 0;
    if (m_phase == Phase::Prepare) {
        const int wait
            = mysql_stmt_prepare_start(&m_prepareRc, m_stmt, m_sql.data(), static_cast<unsigned long>(m_sql.size()));
        return wait;
    }
    m_rowCount = 0;
    if (m_stmt) {
        m_phase = Phase::Execute;
        const int wait = mysql_stmt_execute_start(&rc, m_stmt);
        return wait ? wait : afterExecute(rc);
    }
    buildText();
    m_phase = Phase::Query;
    const int wait
        = mysql_real_query_start(&rc, m_session->handle(), m_text.data(), static_cast<unsigned long>(m_text.size()));
    return wait ? wait : afterQuery(rc);
}

int Statement::resume(int ready)
{
    int rc = 0;
    int wait = 0;
    switch (m_phase) {
    case Phase::Prepare:
        return mysql_stmt_prepare_cont(&m_prepareRc, m_stmt, ready);
    case Phase::Execute:
        wait = mysql_stmt_execute_cont(&rc, m_stmt, ready);
        return wait ? wait : afterExecute(rc);
    case Phase::StoreResult:
        wait = mysql_stmt_store_result_cont(&rc, m_stmt, ready);
        return wait ? wait : afterStore(rc);
    case Phase::Query:
        wait = mysql_real_query_cont(&rc, m_session->handle(), ready);
        return wait ? wait : afterQuery(rc);
    case Phase::StoreText: {
        MYSQL_RES* res = nullptr;
        wait = mysql_store_result_cont(&res, m_session->handle(), ready);
        return wait ? wait : afterStoreText(res);
    }
    }
    return 0;
}

int Statement::afterExecute(int rc)
{
    if (rc != 0) {
        m_result = mysql_stmt_errno(m_stmt);
        return 0;
    }
    m_result = 0;
    if (mysql_stmt_field_count(m_stmt) == 0)
        return 0;
    m_phase = Phase::StoreResult;
    const int wait = mysql_stmt_store_result_start(&rc, m_stmt);
    return wait ? wait : afterStore(rc);
}

int Statement::afterStore(int rc)
{
    m_result = rc ? mysql_stmt_errno(m_stmt) : 0;
    if (!rc)
        keepPreparedRows();
    mysql_stmt_free_result(m_stmt); // the rows are buffered: freeing them reads nothing
    return 0;
}

int Statement::afterQuery(int rc)
{
    if (rc != 0) {
        m_result = mysql_errno(m_session->handle());
        return 0;
    }
    m_phase = Phase::StoreText;
    MYSQL_RES* res = nullptr;
    const int wait = mysql_store_result_start(&res, m_session->handle());
    return wait ? wait : afterStoreText(res);
}

int Statement::afterStoreText(MYSQL_RES* res)
{
    MYSQL* mysql = m_session->handle();
    m_result = 0;
    if (res) {
        keepTextRows(res);
        mysql_free_result(res);
    }
    else if (mysql_field_count(mysql) != 0)
        m_result = mysql_errno(mysql);
    return 0;
}
#else
// libmysqlclient: no MariaDB non-blocking API; the async driver is refused before any connection gets a loop.
int Statement::start()
{
    runBlocking();
    return 0;
}

int Statement::resume(int)
{
    return 0;
}
#endif

Error Statement::error(const QString& what, ServerStep step) const
{
    if (m_stmt) {
        const unsigned code = mysql_stmt_errno(m_stmt);
        return { Session::classify(code) == ErrorClass::ConnectionLost ? ErrorCode::ConnectionLost
                                                                       : ErrorCode::ServerError,
            what, QString::fromUtf8(mysql_stmt_error(m_stmt)), code, qint64(step) };
    }
    return m_session ? m_session->error(what, step)
                     : Error { ErrorCode::Internal, what, QStringLiteral("statement not prepared") };
}

} // namespace sb
