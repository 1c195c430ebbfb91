// SPDX-License-Identifier: GPL-3.0-or-later
// The rows prepare loads into an OLTP table, one chunk of ids at a time, as LOAD DATA lines or INSERT tuples. The
// rules are sysbench's (k uniform in [1, table_size], c and pad digits in its templates); each chunk has its own
// seed, so a table's content depends on the seed only, not on how many threads loaded it or in which order.
#pragma once

#include "oltpclient.h"
#include "randomgenerator.h"

#include <string>

namespace sb {

class OltpRows {
public:
    static constexpr int kChunkRows = 50000; // rows of one LOAD DATA statement (one transaction)

    // The rows of `chunk` (0-based) of a table of `tableSize` rows: ids chunk * kChunkRows + 1 onwards.
    OltpRows(const OltpConfig& config, std::uint64_t tableSeed, int chunk);

    static int chunkCount(int tableSize) { return (tableSize + kChunkRows - 1) / kChunkRows; }
    // The seed of table `table`: from --rand-seed when given, else from `randomBase` (one draw per prepare).
    static std::uint64_t tableSeed(std::uint64_t randSeed, std::uint64_t randomBase, int table);

    bool atEnd() const { return m_next > m_last; }
    int firstId() const { return m_first; }
    int lastId() const { return m_last; }
    int rows() const { return m_last - m_first + 1; }

    // The next row as a line of LOAD DATA's default format: "id\tk\tc\tpad\n".
    void appendLine(std::string& out);
    // The next row as a tuple of a multi-row INSERT (id, k, c, pad): "(id,k,'c','pad')".
    void appendTuple(std::string& out);
    // The next row as values: returns its id, fills k, c (kCLength chars) and pad (kPadLength chars).
    int nextRow(int& k, char* c, char* pad);

private:
    struct Punctuation;
    void generate();
    void append(std::string& out, const Punctuation& punctuation);

    RandomGenerator m_rng;
    int m_tableSize;
    int m_first;
    int m_last;
    int m_next;
    std::uint32_t m_k = 0;
    char m_c[OltpClient::kCLength];
    char m_pad[OltpClient::kPadLength];
};

} // namespace sb
