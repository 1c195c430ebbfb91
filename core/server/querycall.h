// SPDX-License-Identifier: GPL-3.0-or-later
// A text query whose SQL changes every time (built by the workload), with its result buffered: co_await
// call.run(session, sql) yields 0 or the error number; the rows (if any) are then in result() until the next run.
#pragma once

#include "iooperation.h"
#include "session.h"

#include <string_view>

typedef struct st_mysql_res MYSQL_RES;

namespace sb {

class QueryCall : private IoOperation {
public:
    QueryCall() = default;
    ~QueryCall() override;
    QueryCall(const QueryCall&) = delete;
    QueryCall& operator=(const QueryCall&) = delete;

    struct Completion : IoAwait {
        unsigned await_resume() const noexcept { return static_cast<const QueryCall&>(operation).m_result; }
    };
    Completion run(Session& session, std::string_view sql);
    // The buffered rows of the last run (nullptr when it returned none); freed by the next run.
    MYSQL_RES* result() const { return m_rows; }

private:
    void runBlocking() override;
    int start() override;
    int resume(int ready) override;
    int afterQuery(int rc);
    int afterStore(MYSQL_RES* rows);
    void freeRows();

    Session* m_session = nullptr;
    std::string_view m_sql;
    bool m_storing = false;
    unsigned m_result = 0;
    MYSQL_RES* m_rows = nullptr;
};

} // namespace sb
