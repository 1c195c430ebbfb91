// SPDX-License-Identifier: GPL-3.0-or-later
// ResultStore: opening a results file (writers migrate and recover, readers never write), its schema, and the
// helpers every part uses. Writes, reads and the claim protocol are in resultstorewrite.cpp, resultstoreread.cpp and
// resultstoreclaim.cpp.
#include "resultstore.h"

#include "common/fileproblem.h"
#include "common/secretfilter.h"
#include "storecodec.h"
#include "storefile.h"
#include "storequery.h"
#include "storeschema.h"
#include "storesql.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUrl>
#include <atomic>

namespace sb {

ResultStore::ResultStore()
{
    static std::atomic<int> counter { 0 };
    m_connectionName = QStringLiteral("scalebench-store-%1").arg(counter.fetch_add(1));
}

ResultStore::~ResultStore()
{
    close();
}

QString ResultStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/results.sqlite");
}

QByteArray ResultStore::planHash(const QJsonObject& plan)
{
    const QByteArray text = StoreCodec::jsonText(SecretFilter::scrubbed(plan)).toUtf8();
    return QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex();
}

bool ResultStore::isOpen() const
{
    return m_db.isValid() && m_db.isOpen();
}

void ResultStore::disconnect()
{
    m_insertInterval.reset();
    m_insertGroupInterval.reset();
    if (m_db.isValid()) {
        if (m_db.isOpen() && m_readOnly)
            m_db.rollback(); // the read transaction that held the snapshot
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connectionName);
    }
}

void ResultStore::close()
{
    disconnect();
    m_copy.reset();
    m_readOnly = false;
}

Error ResultStore::open(const QString& path)
{
    close();
    m_path = path.isEmpty() ? defaultPath() : path;
    if (Error error = StoreFile::checkBeforeOpen(m_path))
        return error;
    Error error = connectFile(m_path, QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!error)
        error = prepareSchema();
    if (!error) {
        Result<int> stale = markStaleRunsInterrupted();
        if (!stale)
            error = stale.error();
    }
    if (error)
        close();
    return error;
}

Error ResultStore::openReadOnly(const QString& path)
{
    close();
    m_path = path.isEmpty() ? defaultPath() : path;
    m_readOnly = true;
    Error error = connectReadOnly();
    // One read transaction for the store's life: every query sees the snapshot the first one took (WAL).
    if (!error && !m_db.transaction())
        error = StoreQuery::error(m_path, m_db.lastError());
    if (error) {
        close();
        m_readOnly = true; // what was asked, for a caller that looks
    }
    return error;
}

Error ResultStore::connectFile(const QString& databaseName, const QString& options)
{
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    if (!m_db.isValid())
        return Error { ErrorCode::Unsupported, QStringLiteral("QSQLITE"), QStringLiteral("Qt SQLite driver missing") };
    m_db.setDatabaseName(databaseName);
    m_db.setConnectOptions(options);
    if (!m_db.open())
        return StoreQuery::error(m_path, m_db.lastError());
    return {};
}

// The file itself, opened read-only; where SQLite cannot read it so (a WAL file on a read-only mount without its
// -shm, an older format that reads need migrated) the file without a -wal as immutable, else a private copy.
Error ResultStore::connectReadOnly()
{
    if (!QFileInfo::exists(m_path))
        return connectCopy(); // nothing stored yet: an empty store in memory
    if (Error error = StoreFile::checkHeader(m_path))
        return error;
    const QString options = QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000");
    Error error = connectFile(m_path, options);
    if (!error)
        error = checkReadable(false);
    if (!error)
        return {};
    // Refused for what it is (newer, held by another connection): no other way reads it better.
    if (error.code == ErrorCode::FileUnusable || error.serverCode == 5 || error.serverCode == 6)
        return error;
    disconnect();
    const QFileInfo wal(m_path + QStringLiteral("-wal"));
    if (error.code != ErrorCode::Unsupported && (!wal.exists() || wal.size() == 0)) {
        // Nothing in a -wal to lose: SQLite may read the file as it lies (immutable: no locks, no -shm).
        QUrl url = QUrl::fromLocalFile(QFileInfo(m_path).absoluteFilePath());
        url.setQuery(QStringLiteral("immutable=1"));
        if (!connectFile(url.toString(QUrl::FullyEncoded), options + QStringLiteral(";QSQLITE_OPEN_URI"))
            && !checkReadable(false))
            return {};
        disconnect();
    }
    return connectCopy();
}

// A copy of the file and its -wal in a private directory (or, for a missing file, an empty store in memory),
// brought to this build's format. The file itself is only read.
Error ResultStore::connectCopy()
{
    QString databaseName = QStringLiteral(":memory:");
    if (QFileInfo::exists(m_path)) {
        m_copy = std::make_unique<QTemporaryDir>();
        if (!m_copy->isValid())
            return Error { ErrorCode::FileError, m_copy->path(), m_copy->errorString() };
        databaseName = m_copy->filePath(QStringLiteral("copy.sqlite"));
        for (const QString& suffix : { QString(), QStringLiteral("-wal") }) {
            QFile source(m_path + suffix);
            if (suffix.isEmpty() || source.exists()) {
                if (!source.copy(databaseName + suffix))
                    return Error { ErrorCode::FileError, m_path + suffix, source.errorString() };
            }
        }
    }
    if (Error error = connectFile(databaseName, QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000")))
        return error;
    return checkReadable(true);
}

// A file this build reads as it is (version and schema); with mayBeOlder (a copy) an older one is migrated.
// Unsupported: older, where the file itself must not change.
Error ResultStore::checkReadable(bool mayBeOlder)
{
    Result<int> version = StoreSchema::version(m_db);
    if (!version) {
        const Error& e = version.error();
        if (e.serverCode == 5 || e.serverCode == 6)
            return Error { ErrorCode::FileError, m_path, e.detail, e.serverCode };
        if (e.serverCode == 14 || e.serverCode == 8) // cannot open (its -shm), read-only: another way may read it
            return Error { ErrorCode::FileError, m_path, e.detail, e.serverCode };
        return Error { ErrorCode::ParseError, m_path, e.detail };
    }
    if (*version > StoreSchema::latestVersion())
        return Error { ErrorCode::FileUnusable, m_path, {}, 0, qint64(FileProblem::NewerStore),
            { QString::number(*version), QString::number(StoreSchema::latestVersion()) } };
    if (*version == StoreSchema::latestVersion())
        return {};
    if (!mayBeOlder)
        return Error { ErrorCode::Unsupported, m_path, QStringLiteral("older format"), 0, *version };
    if (*version > 0) {
        if (Error error = StoreSchema::checkIntegrity(m_db, m_path))
            return error;
    }
    return StoreSchema::migrate(m_db, *version);
}

// Reads before it writes: a file from a newer build or a damaged file is refused before anything is changed.
Error ResultStore::prepareSchema()
{
    Result<int> version = StoreSchema::version(m_db);
    if (!version) {
        // SQLITE_BUSY, SQLITE_LOCKED: another connection holds the file, which is not damaged for that.
        const Error& e = version.error();
        if (e.serverCode == 5 || e.serverCode == 6)
            return Error { ErrorCode::FileError, m_path, e.detail, e.serverCode };
        return Error { ErrorCode::ParseError, m_path, e.detail };
    }
    if (*version > StoreSchema::latestVersion())
        return Error { ErrorCode::FileUnusable, m_path, {}, 0, qint64(FileProblem::NewerStore),
            { QString::number(*version), QString::number(StoreSchema::latestVersion()) } };
    if (*version < StoreSchema::latestVersion()) {
        if (Error error = StoreSchema::checkIntegrity(m_db, m_path))
            return error;
    }
    // Each pragma's query is finished before the migration's transaction: SQLite refuses to commit otherwise.
    if (Error error = StoreQuery(m_db, QStringLiteral("PRAGMA journal_mode = WAL")).exec())
        return error;
    // NORMAL in WAL mode: a committed interval survives a crash of the process (not necessarily of the OS).
    for (const char* pragma : { "PRAGMA synchronous = NORMAL", "PRAGMA foreign_keys = ON" }) {
        if (Error error = StoreQuery(m_db, QLatin1String(pragma)).exec())
            return error;
    }
    return StoreSchema::migrate(m_db, *version);
}

Error ResultStore::exec(const QString& sql, const QVariantList& values)
{
    StoreQuery query(m_db, sql);
    for (const QVariant& value : values)
        query.bind(value);
    return query.exec();
}

Error ResultStore::checkRunExists(qint64 runId)
{
    StoreQuery query(m_db, QStringLiteral("SELECT 1 FROM runs WHERE id = ?"));
    if (Error error = query.bind(runId).exec())
        return error;
    return query.next() ? Error() : storesql::notFound("run", runId);
}

} // namespace sb
