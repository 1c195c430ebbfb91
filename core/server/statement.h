// SPDX-License-Identifier: GPL-3.0-or-later
// A statement a workload runs many times: server-side prepared (binary protocol), or sent as text with the
// parameters written in (sysbench's --db-ps-mode=disable). Built once per connection; executing it allocates
// nothing in this code. Preparing and running are awaitable: at once without an event loop, else on readiness.
#pragma once

#include "common/task.h"
#include "iooperation.h"
#include "session.h"

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

typedef struct st_mysql_stmt MYSQL_STMT;
typedef struct st_mysql_bind MYSQL_BIND;
typedef struct st_mysql_res MYSQL_RES;

namespace sb {

enum class ParamType { Int, String };

class Statement : private IoOperation {
public:
    Statement();
    ~Statement();
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    // `sql` marks each parameter with '?'; `types` gives their types in order. Strings are at most
    // `maxStringLength` bytes.
    Error prepare(Session& session, std::string sql, std::span<const ParamType> types, bool serverSide,
        std::size_t maxStringLength = 255)
    {
        return syncWait(prepareAsync(session, std::move(sql), types, serverSide, maxStringLength));
    }
    Task<Error> prepareAsync(Session& session, std::string sql, std::span<const ParamType> types, bool serverSide,
        std::size_t maxStringLength = 255);

    void setInt(int index, std::int64_t value) { m_ints[std::size_t(index)] = value; }
    // A buffer of maxStringLength bytes for string parameter `index`; the caller fills it and calls setLength.
    char* stringBuffer(int index) { return m_strings.data() + std::size_t(index) * m_maxString; }
    void setLength(int index, std::size_t length) { m_lengths[std::size_t(index)] = static_cast<unsigned long>(length); }

    // Runs the statement and reads its result to the end. Returns 0 or the error number; details through
    // error() while the connection is still open.
    unsigned execute();
    // co_await statement.run(): the same, on the connection's event loop when it has one.
    struct Completion : IoAwait {
        unsigned await_resume() const noexcept { return static_cast<const Statement&>(operation).m_result; }
    };
    Completion run() { return Completion { { *this, m_session->ioWait() } }; }
    Error error(const QString& what, ServerStep step = ServerStep::Statement) const;

    // For workloads that use what they read (tpcc): set before prepare, each execution keeps its rows as text (up to
    // kKeptCellBytes per value, NULL as empty) until the next one; otherwise the rows are read and let go.
    static constexpr std::size_t kKeptCellBytes = 256;
    void keepRows(bool keep) { m_keepRows = keep; }
    std::size_t rowCount() const { return m_rowCount; }
    std::string_view value(std::size_t row, std::size_t column) const
    {
        return row < m_rowCount && column < m_columns ? std::string_view(m_cells[row * m_columns + column])
                                                      : std::string_view();
    }
    std::int64_t intValue(std::size_t row, std::size_t column) const;
    double doubleValue(std::size_t row, std::size_t column) const;
    bool isPrepared() const { return m_session != nullptr; }
    const std::string& sql() const { return m_sql; }

private:
    enum class Phase { Prepare, Execute, StoreResult, Query, StoreText };

    Error setUp(std::string sql, std::span<const ParamType> types, bool serverSide, std::size_t maxStringLength);
    Error finishPrepare(Session& session);
    unsigned executePrepared();
    unsigned executeText();
    void buildText();
    void release();

    // IoOperation: one prepare or one execution, as non-blocking steps.
    void runBlocking() override;
    int start() override;
    int resume(int ready) override;
    int afterExecute(int rc);
    int afterStore(int rc);
    int afterQuery(int rc);
    int afterStoreText(MYSQL_RES* res);
    void bindResult();
    void keepPreparedRows();
    void keepTextRows(MYSQL_RES* res);

    Session* m_session = nullptr;
    MYSQL_STMT* m_stmt = nullptr;
    std::string m_sql;
    std::vector<ParamType> m_types;
    std::vector<std::int64_t> m_ints;
    std::vector<char> m_strings;
    std::vector<unsigned long> m_lengths;
    std::size_t m_maxString = 0;
    Phase m_phase = Phase::Execute;
    unsigned m_result = 0; // of the last execution: 0 or the error number
    int m_prepareRc = 0;
    std::unique_ptr<MYSQL_BIND[]> m_binds;
    // Text mode: the SQL split at the '?' marks, and the buffer the query is assembled in.
    std::vector<std::string> m_fragments;
    std::string m_text;
    // Kept rows (keepRows): row-major cells, reused from one execution to the next.
    bool m_keepRows = false;
    std::size_t m_rowCount = 0;
    std::size_t m_columns = 0;
    std::vector<std::string> m_cells;
    std::unique_ptr<MYSQL_BIND[]> m_resultBinds;
    std::vector<char> m_resultBuffers;
    std::vector<unsigned long> m_resultLengths;
    std::unique_ptr<bool[]> m_resultNulls;
};

} // namespace sb
