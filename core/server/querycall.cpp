// SPDX-License-Identifier: GPL-3.0-or-later
#include "querycall.h"

#include <mysql.h>

namespace sb {

QueryCall::~QueryCall()
{
    freeRows();
}

void QueryCall::freeRows()
{
    if (m_rows)
        mysql_free_result(m_rows);
    m_rows = nullptr;
}

QueryCall::Completion QueryCall::run(Session& session, std::string_view sql)
{
    freeRows();
    m_session = &session;
    m_sql = sql;
    return Completion { { *this, session.ioWait() } };
}

void QueryCall::runBlocking()
{
    MYSQL* mysql = m_session->handle();
    if (mysql_real_query(mysql, m_sql.data(), static_cast<unsigned long>(m_sql.size())) != 0) {
        m_result = mysql_errno(mysql);
        return;
    }
    afterStore(mysql_store_result(mysql));
}

int QueryCall::afterStore(MYSQL_RES* rows)
{
    MYSQL* mysql = m_session->handle();
    m_rows = rows;
    m_result = !rows && mysql_field_count(mysql) != 0 ? mysql_errno(mysql) : 0;
    return 0;
}

#if defined(MARIADB_BASE_VERSION) || defined(MARIADB_PACKAGE_VERSION)
int QueryCall::start()
{
    int rc = 0;
    m_storing = false;
    const int wait
        = mysql_real_query_start(&rc, m_session->handle(), m_sql.data(), static_cast<unsigned long>(m_sql.size()));
    return wait ? wait : afterQuery(rc);
}

int QueryCall::resume(int ready)
{
    if (m_storing) {
        MYSQL_RES* rows = nullptr;
        const int wait = mysql_store_result_cont(&rows, m_session->handle(), ready);
        return wait ? wait : afterStore(rows);
    }
    int rc = 0;
    const int wait = mysql_real_query_cont(&rc, m_session->handle(), ready);
    return wait ? wait : afterQuery(rc);
}

int QueryCall::afterQuery(int rc)
{
    if (rc != 0) {
        m_result = mysql_errno(m_session->handle());
        return 0;
    }
    m_storing = true;
    MYSQL_RES* rows = nullptr;
    const int wait = mysql_store_result_start(&rows, m_session->handle());
    return wait ? wait : afterStore(rows);
}
#else
int QueryCall::start()
{
    runBlocking();
    return 0;
}

int QueryCall::resume(int)
{
    return 0;
}

int QueryCall::afterQuery(int)
{
    return 0;
}
#endif

} // namespace sb
