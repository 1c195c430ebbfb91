// SPDX-License-Identifier: GPL-3.0-or-later
#include "smackworkload.h"

#include "ownedtables.h"
#include "randomgenerator.h"
#include "server/session.h"
#include "smackclient.h"

#include <random>

namespace sb {

namespace {

const QString kTable = QStringLiteral("http_auth");
constexpr std::int64_t kRowsPerInsert = 1000;

std::uint64_t mix(std::uint64_t x)
{
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

} // namespace

QStringList SmackWorkload::names()
{
    return { QStringLiteral("select_index"), QStringLiteral("update_select") };
}

std::optional<SmackKind> SmackWorkload::kindFromName(const QString& name)
{
    if (name == QLatin1String("select_index"))
        return SmackKind::SelectIndex;
    if (name == QLatin1String("update_select"))
        return SmackKind::UpdateSelect;
    return std::nullopt;
}

QString SmackWorkload::name() const
{
    return names().at(m_kind == SmackKind::SelectIndex ? 0 : 1);
}

QList<OptionSpec> SmackWorkload::specs(SmackKind kind)
{
    QList<OptionSpec> s {
        { QStringLiteral("rows"), OptionType::Int, 90000, 1, 2147483647, {}, QStringLiteral("rows"),
            QStringLiteral("Rows loaded into http_auth, each key of the dictionary once (super-smack: 90000)") },
        { QStringLiteral("dictionary"), OptionType::Choice, QStringLiteral("random"), 0, 0,
            { QStringLiteral("random"), QStringLiteral("sequential") }, {},
            QStringLiteral("Order keys are drawn in: random (super-smack's \"rand\") or sequential (\"seq\", each "
                           "client from its own offset)") },
        { QStringLiteral("mysql_storage_engine"), OptionType::String, QStringLiteral("innodb"), 0, 0, {}, {},
            QStringLiteral("Storage engine of http_auth") },
        { QStringLiteral("db_ps_mode"), OptionType::Choice, QStringLiteral("disable"), 0, 0,
            { QStringLiteral("auto"), QStringLiteral("disable") }, {},
            QStringLiteral("Server-side prepared statements: disable (text queries, as super-smack sends) or auto") },
        { QStringLiteral("rand_seed"), OptionType::Int, 0, 0, 0, {}, {},
            QStringLiteral("Seed of the random number generators; 0 takes the current time") },
    };
    if (kind == SmackKind::SelectIndex)
        s.insert(1,
            { QStringLiteral("queries_per_event"), OptionType::Int, 2, 1, 1000, {}, QStringLiteral("queries"),
                QStringLiteral("SELECTs per event (select-key.smack's query_barrel: 2); q_per_s = events/s x this") });
    return s;
}

SmackWorkload::SmackWorkload(SmackKind kind, const OptionValues& options)
    : m_kind(kind)
{
    m_options = options;
    m_config.rows = options.value(QStringLiteral("rows"), 90000).toLongLong();
    m_config.queriesPerEvent
        = kind == SmackKind::SelectIndex ? options.value(QStringLiteral("queries_per_event"), 2).toInt() : 1;
    m_config.sequential = options.value(QStringLiteral("dictionary")).toString() == QLatin1String("sequential");
    m_config.serverSide
        = options.value(QStringLiteral("db_ps_mode"), QStringLiteral("disable")).toString() == QLatin1String("auto");
    m_config.storageEngine = options.value(QStringLiteral("mysql_storage_engine"), QStringLiteral("innodb")).toString();
    m_config.randSeed = options.value(QStringLiteral("rand_seed"), 0).toULongLong();
}

std::size_t SmackWorkload::username(std::int64_t n, char* out)
{
    std::uint64_t h = mix(std::uint64_t(n) * 0x9e3779b97f4a7c15ULL);
    for (int i = 0; i < 12; ++i) {
        out[i] = char('a' + h % 26);
        h /= 26;
    }
    char digits[24];
    int count = 0;
    for (std::uint64_t v = std::uint64_t(n); v || count == 0; v /= 10)
        digits[count++] = char('0' + v % 10);
    for (int i = 0; i < count; ++i)
        out[12 + i] = digits[count - 1 - i];
    return std::size_t(12 + count);
}

Error SmackWorkload::prepare(const ServerProfile& profile, const PrepareOptions& options)
{
    Session s;
    if (Error e = s.connect(profile))
        return e;
    if (Error e = OwnedTables::clearForPrepare(s, { kTable }, options.recreate))
        return e;
    // select-key.smack's table, with the ownership comment.
    if (Error e
        = s.execute(QStringLiteral("CREATE TABLE http_auth (username CHAR(25) NOT NULL PRIMARY KEY, pass CHAR(25), "
                                   "uid INTEGER NOT NULL, gid INTEGER NOT NULL) /*! ENGINE = %1 */ COMMENT='%2'")
                        .arg(m_config.storageEngine, OwnedTables::comment())))
        return e;
    RandomGenerator rng(
        m_config.randSeed ? m_config.randSeed : std::uint64_t(std::random_device {}()), RandomConfig {});
    std::string sql;
    char key[kKeyLength];
    char pass[kPassLength];
    static constexpr char kPassPattern[] = "@@@@@@@@@@@@@@@@@@@@@@@@@";
    for (std::int64_t first = 1; first <= m_config.rows; first += kRowsPerInsert) {
        if (options.cancel && options.cancel->load())
            return { ErrorCode::Cancelled, {}, {} };
        const std::int64_t last = std::min(m_config.rows, first + kRowsPerInsert - 1);
        sql = "INSERT INTO http_auth (username, pass, uid, gid) VALUES ";
        for (std::int64_t n = first; n <= last; ++n) {
            rng.fillString(pass, kPassPattern, kPassLength);
            sql += n == first ? "('" : ",('";
            sql.append(key, username(n, key));
            sql += "','";
            sql.append(pass, kPassLength);
            sql += "'," + std::to_string(n) + ',' + std::to_string(rng.uniform(0, 1000)) + ')';
        }
        if (Error e = s.execute(std::string_view(sql)))
            return e;
        if (options.progress)
            options.progress(last, m_config.rows);
    }
    return {};
}

Error SmackWorkload::cleanup(Session& session, QStringList* dropped, QStringList* keptForeign)
{
    return OwnedTables::dropOwned(session, { kTable }, dropped, keptForeign);
}

Error SmackWorkload::checkPrepared(Session& session) const
{
    return OwnedTables::checkPresent(session, { kTable });
}

QStringList SmackWorkload::dataTables() const
{
    return { kTable };
}

std::unique_ptr<WorkloadClient> SmackWorkload::createClient(int workerIndex, int threads, std::uint64_t seed) const
{
    return std::make_unique<SmackClient>(m_kind, m_config, workerIndex, threads, seed);
}

} // namespace sb
