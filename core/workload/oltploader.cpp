// SPDX-License-Identifier: GPL-3.0-or-later
#include "oltploader.h"

#include "loaderthreads.h"

#include "localinfile.h"
#include "oltprows.h"
#include "ownedtables.h"
#include "server/session.h"

#include <chrono>
#include <condition_variable>
#include <cstring>
#include <mysql.h>
#include <mysqld_error.h>
#include <random>
#include <thread>

namespace sb {

namespace {

    constexpr int kRowsPerInsert = 1000; // the fallback's multi-row INSERTs: about 200 KB each
    constexpr int kRowsPerRefill = 256; // rows generated at a time for LOAD DATA (about 50 KB)

    // The refusals of LOAD DATA LOCAL INFILE: the server's local_infile=OFF (MariaDB, MySQL, older servers) and the
    // client library's own (it did not offer the capability, or rejects the request).
    constexpr unsigned kRefusals[] = { ER_NOT_ALLOWED_COMMAND, 4166 /* ER_LOAD_INFILE_CAPABILITY_DISABLED */,
        3948 /* MySQL ER_CLIENT_LOCAL_FILES_DISABLED */, 2068 /* MySQL CR_LOAD_DATA_LOCAL_INFILE_REJECTED */ };

} // namespace

OltpLoader::OltpLoader(const OltpConfig& config, const ServerProfile& profile, const PrepareOptions& options)
    : m_config(config)
    , m_profile(profile.longStatements()) // bulk loads and index builds may take minutes
    , m_options(options)
    , m_partsLeft(std::make_unique<std::atomic<int>[]>(std::size_t(std::max(1, config.tables))))
{
}

OltpLoader::~OltpLoader() = default;

QString OltpLoader::createStatement(int table) const
{
    const OltpConfig& c = m_config;
    const QString idDef
        = c.autoInc ? QStringLiteral("INTEGER NOT NULL AUTO_INCREMENT") : QStringLiteral("INTEGER NOT NULL");
    const QString idIndex = c.secondary ? QStringLiteral("KEY xid") : QStringLiteral("PRIMARY KEY");
    return QStringLiteral("CREATE TABLE sbtest%1(\n  id %2,\n  k INTEGER DEFAULT '0' NOT NULL,\n"
                          "  c CHAR(120) DEFAULT '' NOT NULL,\n  pad CHAR(60) DEFAULT '' NOT NULL,\n"
                          "  %3 (id)\n) /*! ENGINE = %4 */ %5 COMMENT='%6'")
        .arg(table)
        .arg(idDef, idIndex, c.storageEngine, c.createTableOptions, OwnedTables::incompleteComment());
}

Error OltpLoader::bulkLoadRefused() const
{
    std::lock_guard lock(m_mutex);
    return m_refusal;
}

// Decided once, on the admin connection, after the tables exist: the bulk statement is tried on sbtest1.
Error OltpLoader::chooseMethod(Session& admin)
{
    const LoadMethod asked = m_options.loadMethod;
    if (asked == LoadMethod::Auto || asked == LoadMethod::BulkInsert) {
        OltpBulkInsert probe;
        const Error e = probe.prepare(admin, 1);
        if (!e) {
            m_method = LoadMethod::BulkInsert;
            return {};
        }
        if (e.code != ErrorCode::Unsupported)
            return e;
    }
    if (asked == LoadMethod::Inserts) {
        m_method = LoadMethod::Inserts;
        return {};
    }
    m_method = LoadMethod::LoadData;
    checkLocalInfile(admin);
    return {};
}

// A server with local_infile=OFF (MySQL 8's default) is known before the first row: load with INSERTs from the start
// and say why. Servers that refuse in other ways are caught at the first LOAD DATA (refusesLocalInfile()).
void OltpLoader::checkLocalInfile(Session& admin)
{
    auto value = admin.scalar(QStringLiteral("SELECT @@GLOBAL.local_infile"));
    if (value && (*value == QLatin1String("0") || value->compare(QLatin1String("OFF"), Qt::CaseInsensitive) == 0)) {
        m_method = LoadMethod::Inserts;
        m_refusal
            = { ErrorCode::Unsupported, QStringLiteral("LOAD DATA LOCAL INFILE"), QStringLiteral("local_infile=OFF") };
    }
}

// The rows' strings are digits and dashes, the same bytes in every ASCII-compatible character set. Sent in the
// tables' own set, the server copies them; in another (the library's default utf8mb4 into sysbench's latin1 tables)
// it converts every character: measured, a third of the server's CPU per row with the bulk INSERT.
void OltpLoader::findCharset(Session& admin)
{
    auto charset
        = admin.scalar(QStringLiteral("SELECT CHARACTER_SET_NAME FROM information_schema.COLUMNS WHERE "
                                      "TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'sbtest1' AND COLUMN_NAME = 'c'"));
    if (!charset || charset->isEmpty())
        return;
    for (const char* wide : { "ucs2", "utf16", "utf32" }) { // not ASCII-compatible, and refused as a client set
        if (charset->startsWith(QLatin1String(wide)))
            return;
    }
    m_charset = charset->toLatin1();
}

// Fewer tables than threads: each table is cut into ceil(threads / tables) runs of consecutive chunks, so that every
// thread has work; otherwise one part per table, as sysbench distributes tables over its threads.
void OltpLoader::planParts(int threads)
{
    m_parts.clear();
    const int chunks = OltpRows::chunkCount(m_config.tableSize);
    const int perTable = std::clamp((threads + m_config.tables - 1) / m_config.tables, 1, std::max(1, chunks));
    for (int t = 1; t <= m_config.tables; ++t) {
        for (int p = 0; p < perTable; ++p)
            m_parts.push_back({ t, p * chunks / perTable, (p + 1) * chunks / perTable });
        m_partsLeft[std::size_t(t - 1)] = perTable;
    }
}

Error OltpLoader::run(Session& admin)
{
    if (!m_config.randSeed)
        m_randomBase = (std::uint64_t(std::random_device {}()) << 32) ^ std::random_device {}();
    for (int t = 1; t <= m_config.tables; ++t) {
        if (Error e = admin.execute(createStatement(t)))
            return e;
    }
    if (Error e = chooseMethod(admin))
        return e;
    findCharset(admin);
    planParts(std::max(1, m_options.threads));
    const int threads = std::clamp(m_options.threads, 1, int(m_parts.size()));
    m_errors.assign(std::size_t(threads), Error {});
    runLoaderThreads(threads, [this](int w) { worker(w); }, [this] { reportProgress(); });
    reportProgress();
    // The first error that is not the stop it caused in the other threads.
    Error cancelled;
    for (const Error& e : m_errors) {
        if (e && e.code != ErrorCode::Cancelled)
            return e;
        if (e)
            cancelled = e;
    }
    return cancelled;
}

void OltpLoader::reportProgress()
{
    if (m_options.progress)
        m_options.progress(m_rowsDone.load(), qint64(m_config.tables) * m_config.tableSize);
}

bool OltpLoader::stopped() const
{
    return m_failed.load() || (m_options.cancel && m_options.cancel->load());
}

void OltpLoader::worker(int index)
{
    ServerProfile profile = m_profile;
    profile.localInfile = m_method.load() == LoadMethod::LoadData;
    Session session;
    OltpBulkInsert bulk;
    Error e = session.connect(profile);
    if (!e && !m_charset.isEmpty())
        mysql_set_character_set(session.handle(), m_charset.constData()); // on failure: the default, only slower
    while (!e) {
        const std::size_t part = m_nextPart.fetch_add(1);
        if (part >= m_parts.size())
            break;
        e = loadPart(session, bulk, m_parts[part]);
    }
    if (e) {
        m_failed = true;
        m_errors[std::size_t(index)] = e;
    }
}

Error OltpLoader::loadPart(Session& session, OltpBulkInsert& bulk, const Part& part)
{
    for (int chunk = part.firstChunk; chunk < part.endChunk; ++chunk) {
        if (stopped())
            return { ErrorCode::Cancelled, {}, {} };
        if (Error e = loadChunk(session, bulk, part.table, chunk))
            return e;
    }
    if (m_partsLeft[std::size_t(part.table - 1)].fetch_sub(1) == 1)
        return finishTable(session, part.table);
    return {};
}

Error OltpLoader::loadChunk(Session& session, OltpBulkInsert& bulk, int table, int chunk)
{
    switch (m_method.load()) {
    case LoadMethod::BulkInsert:
        return loadChunkWithBulkInsert(session, bulk, table, chunk);
    case LoadMethod::LoadData:
        if (Error e = loadChunkWithLoadData(session, table, chunk); !e || !refusesLocalInfile(e))
            return e;
        break;
    case LoadMethod::Auto:
    case LoadMethod::Inserts:
        break;
    }
    return loadChunkWithInserts(session, table, chunk);
}

Error OltpLoader::loadChunkWithBulkInsert(Session& session, OltpBulkInsert& bulk, int table, int chunk)
{
    if (bulk.table() != table) {
        if (Error e = bulk.prepare(session, table))
            return e;
    }
    OltpRows rows(m_config, OltpRows::tableSeed(m_config.randSeed, m_randomBase, table), chunk);
    return bulk.load(rows, m_rowsDone, [this] { return stopped(); });
}

bool OltpLoader::refusesLocalInfile(const Error& e)
{
    const bool refused = std::find(std::begin(kRefusals), std::end(kRefusals), e.serverCode) != std::end(kRefusals)
        || (e.serverCode == 2000 && e.detail.contains(QLatin1String("infile"), Qt::CaseInsensitive));
    if (!refused)
        return false;
    std::lock_guard lock(m_mutex);
    if (!m_refusal)
        m_refusal = { ErrorCode::Unsupported, QStringLiteral("LOAD DATA LOCAL INFILE"), e.detail, e.serverCode };
    m_method = LoadMethod::Inserts;
    return true;
}

// One statement, one transaction: the rows are generated while the library sends them, a buffer at a time, so the
// client's work overlaps the server's. A stop ends the stream with an error and the server rolls the chunk back.
Error OltpLoader::loadChunkWithLoadData(Session& session, int table, int chunk)
{
    OltpRows rows(m_config, OltpRows::tableSeed(m_config.randSeed, m_randomBase, table), chunk);
    std::string buffer;
    buffer.reserve(kRowsPerRefill * 256);
    std::size_t sent = 0;
    qint64 generated = 0;
    LocalInfile infile(session, [&](char* out, unsigned size) -> long {
        if (stopped())
            return -1;
        if (sent == buffer.size()) {
            buffer.clear();
            sent = 0;
            int n = 0;
            for (; n < kRowsPerRefill && !rows.atEnd(); ++n)
                rows.appendLine(buffer);
            generated += n;
            m_rowsDone.fetch_add(n);
        }
        const std::size_t take = std::min<std::size_t>(size, buffer.size() - sent);
        std::memcpy(out, buffer.data() + sent, take);
        sent += take;
        return long(take);
    });
    const Error e = session.execute(
        QStringLiteral("LOAD DATA LOCAL INFILE 'sbtest%1' INTO TABLE sbtest%1 %2(id, k, c, pad)")
            .arg(QString::number(table),
                m_charset.isEmpty() ? QString() : QStringLiteral("CHARACTER SET %1 ").arg(QLatin1String(m_charset))));
    if (e)
        m_rowsDone.fetch_sub(generated);
    if (e && stopped())
        return { ErrorCode::Cancelled, {}, {} };
    return e;
}

Error OltpLoader::loadChunkWithInserts(Session& session, int table, int chunk)
{
    OltpRows rows(m_config, OltpRows::tableSeed(m_config.randSeed, m_randomBase, table), chunk);
    const std::string head = "INSERT INTO sbtest" + std::to_string(table) + " (id, k, c, pad) VALUES ";
    std::string sql;
    sql.reserve(head.size() + kRowsPerInsert * 200);
    while (!rows.atEnd()) {
        if (stopped())
            return { ErrorCode::Cancelled, {}, {} };
        sql = head;
        int n = 0;
        for (; n < kRowsPerInsert && !rows.atEnd(); ++n) {
            if (n)
                sql += ',';
            rows.appendTuple(sql);
        }
        if (Error e = session.execute(std::string_view(sql)))
            return e;
        m_rowsDone.fetch_add(n);
    }
    return {};
}

// The secondary index is built once the rows are in (as sysbench does: faster than maintaining it row by row), in
// the statement that marks the table complete, so that a table is never complete without its index.
Error OltpLoader::finishTable(Session& session, int table)
{
    const QString index = m_config.createSecondary ? QStringLiteral("ADD INDEX k_%1 (k), ").arg(table) : QString();
    return session.execute(QStringLiteral("ALTER TABLE sbtest%1 %2COMMENT='%3'")
                               .arg(QString::number(table), index, OwnedTables::comment()));
}

} // namespace sb
