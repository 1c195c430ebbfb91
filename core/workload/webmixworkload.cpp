// SPDX-License-Identifier: GPL-3.0-or-later
#include "webmixworkload.h"

#include "ownedtables.h"
#include "randomgenerator.h"
#include "server/session.h"
#include "webmixclient.h"

#include <random>
#include <string>

namespace sb {

namespace {

    constexpr int kRowsPerInsert = 200;
    // Bytes one page costs on the server with its share of users and comments (rows, InnoDB page fill, indexes),
    // measured on MariaDB 10.11 / InnoDB; the target size is met within a few per cent.
    constexpr double kBytesPerPage = 2700.0;

    std::string wordsPattern(std::size_t length)
    {
        std::string p(length, '@');
        for (std::size_t i = 10; i < length; i += 11)
            p[i] = ' ';
        return p;
    }

} // namespace

QList<OptionSpec> WebMixWorkload::specs()
{
    return {
        { QStringLiteral("size_mb"), OptionType::Int, 1024, 1, 1048576, {}, QStringLiteral("MB"),
            QStringLiteral("Size of the dataset on the server (data + indexes); 50 makes a quick test") },
        { QStringLiteral("write_percent"), OptionType::Int, 5, 0, 100, {}, QStringLiteral("%"),
            QStringLiteral(
                "Requests that write one row (a new comment or a view count); the rest read with 1 or 2 SELECTs") },
        { QStringLiteral("mysql_storage_engine"), OptionType::String, QStringLiteral("innodb"), 0, 0, {}, {},
            QStringLiteral("Storage engine of the web_* tables") },
        { QStringLiteral("db_ps_mode"), OptionType::Choice, QStringLiteral("auto"), 0, 0,
            { QStringLiteral("auto"), QStringLiteral("disable") }, {},
            QStringLiteral("Server-side prepared statements: auto (use them) or disable (text queries)") },
        { QStringLiteral("rand_seed"), OptionType::Int, 0, 0, 0, {}, {},
            QStringLiteral("Seed of the random number generators; 0 takes the current time") },
    };
}

QStringList WebMixWorkload::tableNames()
{
    return { QStringLiteral("web_users"), QStringLiteral("web_pages"), QStringLiteral("web_comments") };
}

std::int64_t WebMixWorkload::pagesForSize(int sizeMb)
{
    return std::max<std::int64_t>(kPagesPerUser, std::int64_t(double(sizeMb) * 1048576.0 / kBytesPerPage));
}

WebMixWorkload::WebMixWorkload(const OptionValues& options)
{
    m_options = options;
    m_config.sizeMb = options.value(QStringLiteral("size_mb"), 1024).toInt();
    m_config.writePercent = options.value(QStringLiteral("write_percent"), 5).toInt();
    m_config.serverSide
        = options.value(QStringLiteral("db_ps_mode"), QStringLiteral("auto")).toString() == QLatin1String("auto");
    m_config.storageEngine = options.value(QStringLiteral("mysql_storage_engine"), QStringLiteral("innodb")).toString();
    m_config.randSeed = options.value(QStringLiteral("rand_seed"), 0).toULongLong();
    m_config.pages = pagesForSize(m_config.sizeMb);
    m_config.users = std::max<std::int64_t>(1, m_config.pages / kPagesPerUser);
}

Error WebMixWorkload::createTables(Session& s) const
{
    const QString tail
        = QStringLiteral(" /*! ENGINE = %1 */ COMMENT='%2'").arg(m_config.storageEngine, OwnedTables::comment());
    const QString statements[] = {
        QStringLiteral("CREATE TABLE web_users (id INT NOT NULL PRIMARY KEY, name VARCHAR(32) NOT NULL, "
                       "email VARCHAR(64) NOT NULL, bio VARCHAR(255) NOT NULL, created DATETIME NOT NULL)"),
        QStringLiteral("CREATE TABLE web_pages (id INT NOT NULL PRIMARY KEY, author_id INT NOT NULL, "
                       "title VARCHAR(100) NOT NULL, body TEXT NOT NULL, views INT NOT NULL DEFAULT 0, "
                       "created DATETIME NOT NULL, KEY author_created (author_id, created))"),
        QStringLiteral(
            "CREATE TABLE web_comments (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, page_id INT NOT NULL, "
            "user_id INT NOT NULL, body VARCHAR(255) NOT NULL, created DATETIME NOT NULL, KEY page (page_id))"),
    };
    for (const QString& sql : statements) {
        if (Error e = s.execute(sql + tail))
            return e;
    }
    return {};
}

Error WebMixWorkload::load(Session& s, const PrepareOptions& options)
{
    RandomGenerator rng(
        m_config.randSeed ? m_config.randSeed : std::uint64_t(std::random_device {}()), RandomConfig {});
    const std::int64_t comments = m_config.pages * kCommentsPerPage;
    const qint64 total = m_config.users + m_config.pages + comments;
    qint64 done = 0;
    const std::string bio = wordsPattern(120), title = wordsPattern(60), body = wordsPattern(kPageBodyBytes),
                      comment = wordsPattern(kCommentBytes);
    std::string text(std::size_t(kPageBodyBytes), ' ');
    std::string sql;
    auto fill = [&](const std::string& pattern) {
        rng.fillString(text.data(), pattern.c_str(), pattern.size());
        return std::string_view(text.data(), pattern.size());
    };
    // One table in multi-row INSERTs; `row` appends row n's values.
    auto loadTable = [&](const char* head, std::int64_t rows, const std::function<void(std::int64_t)>& row) -> Error {
        for (std::int64_t first = 1; first <= rows; first += kRowsPerInsert) {
            if (options.cancel && options.cancel->load())
                return { ErrorCode::Cancelled, {}, {} };
            const std::int64_t last = std::min(rows, first + kRowsPerInsert - 1);
            sql = head;
            for (std::int64_t n = first; n <= last; ++n) {
                sql += n == first ? "(" : ",(";
                row(n);
                sql += ')';
            }
            if (Error e = s.execute(std::string_view(sql)))
                return e;
            done += last - first + 1;
            if (options.progress)
                options.progress(done, total);
        }
        return {};
    };
    auto created = [](std::int64_t n) { return "FROM_UNIXTIME(" + std::to_string(1700000000 + n * 61) + ")"; };
    if (Error e = loadTable(
            "INSERT INTO web_users (id, name, email, bio, created) VALUES ", m_config.users, [&](std::int64_t n) {
                const std::string id = std::to_string(n);
                sql += id + ",'user" + id + "','user" + id + "@example.org','";
                sql += fill(bio);
                sql += "'," + created(n);
            }))
        return e;
    if (Error e = loadTable("INSERT INTO web_pages (id, author_id, title, body, views, created) VALUES ",
            m_config.pages, [&](std::int64_t n) {
                sql += std::to_string(n) + ',' + std::to_string(rng.uniform(1, std::uint32_t(m_config.users))) + ",'";
                sql += fill(title);
                sql += "','";
                sql += fill(body);
                sql += "'," + std::to_string(rng.uniform(0, 1000)) + ',' + created(n);
            }))
        return e;
    return loadTable(
        "INSERT INTO web_comments (id, page_id, user_id, body, created) VALUES ", comments, [&](std::int64_t n) {
            sql += std::to_string(n) + ',' + std::to_string((n - 1) / kCommentsPerPage + 1) + ','
                + std::to_string(rng.uniform(1, std::uint32_t(m_config.users))) + ",'";
            sql += fill(comment);
            sql += "'," + created(n);
        });
}

Result<qint64> WebMixWorkload::measuredBytes(Session& session)
{
    auto bytes = session.scalar(
        QStringLiteral("SELECT COALESCE(SUM(DATA_LENGTH + INDEX_LENGTH), 0) FROM information_schema.TABLES "
                       "WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME IN ('web_users', 'web_pages', "
                       "'web_comments')"));
    if (!bytes)
        return bytes.error();
    return bytes->toLongLong();
}

Error WebMixWorkload::prepare(const ServerProfile& profile, const PrepareOptions& options)
{
    Session s;
    if (Error e = s.connect(profile))
        return e;
    if (Error e = OwnedTables::clearForPrepare(s, tableNames(), options.recreate))
        return e;
    if (Error e = createTables(s))
        return e;
    if (Error e = load(s, options))
        return e;
    // information_schema's sizes come from the engine's statistics: bring them up to date before reporting them.
    if (Error e = s.execute(QStringLiteral("ANALYZE TABLE web_users, web_pages, web_comments")))
        return e;
    auto bytes = measuredBytes(s);
    if (!bytes)
        return bytes.error();
    m_stats.rows = m_config.users + m_config.pages * (1 + kCommentsPerPage);
    m_stats.bytes = *bytes;
    return {};
}

Error WebMixWorkload::cleanup(Session& session, QStringList* dropped, QStringList* keptForeign)
{
    return OwnedTables::dropOwned(session, tableNames(), dropped, keptForeign);
}

Error WebMixWorkload::checkPrepared(Session& session) const
{
    return OwnedTables::checkPresent(session, tableNames());
}

std::unique_ptr<WorkloadClient> WebMixWorkload::createClient(
    int /*workerIndex*/, int /*threads*/, std::uint64_t seed) const
{
    return std::make_unique<WebMixClient>(m_config, seed);
}

} // namespace sb
