// SPDX-License-Identifier: GPL-3.0-or-later
// A statement a workload runs many times: server-side prepared (binary protocol), or sent as text with the
// parameters written in (sysbench's --db-ps-mode=disable). Built once per connection; executing it allocates
// nothing in this code.
#pragma once

#include "session.h"

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

typedef struct st_mysql_stmt MYSQL_STMT;
typedef struct st_mysql_bind MYSQL_BIND;

namespace sb {

enum class ParamType { Int, String };

class Statement {
public:
    Statement();
    ~Statement();
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    // `sql` marks each parameter with '?'; `types` gives their types in order. Strings are at most
    // `maxStringLength` bytes.
    Error prepare(Session& session, std::string sql, std::span<const ParamType> types, bool serverSide,
        std::size_t maxStringLength = 255);

    void setInt(int index, std::int64_t value) { m_ints[std::size_t(index)] = value; }
    // A buffer of maxStringLength bytes for string parameter `index`; the caller fills it and calls setLength.
    char* stringBuffer(int index) { return m_strings.data() + std::size_t(index) * m_maxString; }
    void setLength(int index, std::size_t length) { m_lengths[std::size_t(index)] = static_cast<unsigned long>(length); }

    // Runs the statement and reads its result to the end. Returns 0 or the error number; details through
    // error() while the connection is still open.
    unsigned execute();
    Error error(const QString& what) const;
    bool isPrepared() const { return m_session != nullptr; }
    const std::string& sql() const { return m_sql; }

private:
    unsigned executePrepared();
    unsigned executeText();
    void release();

    Session* m_session = nullptr;
    MYSQL_STMT* m_stmt = nullptr;
    std::string m_sql;
    std::vector<ParamType> m_types;
    std::vector<std::int64_t> m_ints;
    std::vector<char> m_strings;
    std::vector<unsigned long> m_lengths;
    std::size_t m_maxString = 0;
    std::unique_ptr<MYSQL_BIND[]> m_binds;
    // Text mode: the SQL split at the '?' marks, and the buffer the query is assembled in.
    std::vector<std::string> m_fragments;
    std::string m_text;
};

} // namespace sb
