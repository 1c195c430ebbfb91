// SPDX-License-Identifier: GPL-3.0-or-later
// Loads the OLTP tables for OltpWorkload::prepare: creates them marked incomplete, sends generated rows with the
// fastest method the server takes (array-bound prepared INSERTs on MariaDB, else LOAD DATA LOCAL INFILE fed from
// memory, else multi-row INSERTs), splits a table over the prepare threads by id range when there are fewer tables
// than threads, and builds the secondary index and marks the table complete as its last step. Nothing but the
// loader's own tables is changed on the server, and only the character set of the loader's own sessions.
#pragma once

#include "oltpbulkinsert.h"
#include "oltpworkload.h"

#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

namespace sb {

class Session;

class OltpLoader {
public:
    OltpLoader(const OltpConfig& config, const ServerProfile& profile, const PrepareOptions& options);
    ~OltpLoader();

    // Creates and loads every table; `admin` is connected and the tables do not exist.
    Error run(Session& admin);
    qint64 rowsLoaded() const { return m_rowsDone.load(); }
    // Why LOAD DATA LOCAL INFILE was not used when it was the method left (None: it was, or was not needed).
    Error bulkLoadRefused() const;
    // The method that sent the last rows.
    LoadMethod method() const { return m_method.load(); }

private:
    // A run of consecutive chunks of one table that one connection loads in id order.
    struct Part {
        int table = 0;
        int firstChunk = 0;
        int endChunk = 0;
    };

    QString createStatement(int table) const;
    Error chooseMethod(Session& admin);
    void findCharset(Session& admin);
    void checkLocalInfile(Session& admin);
    void planParts(int threads);
    void worker(int index);
    Error loadPart(Session& session, OltpBulkInsert& bulk, const Part& part);
    Error loadChunk(Session& session, OltpBulkInsert& bulk, int table, int chunk);
    Error loadChunkWithBulkInsert(Session& session, OltpBulkInsert& bulk, int table, int chunk);
    Error loadChunkWithLoadData(Session& session, int table, int chunk);
    Error loadChunkWithInserts(Session& session, int table, int chunk);
    Error finishTable(Session& session, int table);
    bool refusesLocalInfile(const Error& e);
    bool stopped() const;
    void reportProgress();

    const OltpConfig& m_config;
    ServerProfile m_profile;
    PrepareOptions m_options;
    std::uint64_t m_randomBase = 0;
    QByteArray m_charset; // of the tables' strings, for the loaders' connections; empty: the connection's default
    std::vector<Part> m_parts;
    std::unique_ptr<std::atomic<int>[]> m_partsLeft; // per table: parts not loaded yet; 0: build the index
    std::atomic<std::size_t> m_nextPart { 0 };
    std::atomic<qint64> m_rowsDone { 0 };
    std::atomic<bool> m_failed { false };
    std::atomic<LoadMethod> m_method { LoadMethod::Inserts };
    mutable std::mutex m_mutex; // guards the two errors below and the count of running loaders
    std::vector<Error> m_errors;
    Error m_refusal;
};

} // namespace sb
