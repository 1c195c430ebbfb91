// SPDX-License-Identifier: GPL-3.0-or-later
#include "oltpworkload.h"

#include "oltpclient.h"
#include "oltploader.h"
#include "ownedtables.h"
#include "server/session.h"

namespace sb {

namespace {

struct KindName {
    OltpKind kind;
    const char* name;
};
constexpr KindName kKinds[] = {
    { OltpKind::ReadOnly, "oltp_read_only" },
    { OltpKind::ReadWrite, "oltp_read_write" },
    { OltpKind::WriteOnly, "oltp_write_only" },
    { OltpKind::PointSelect, "oltp_point_select" },
    { OltpKind::UpdateIndex, "oltp_update_index" },
    { OltpKind::UpdateNonIndex, "oltp_update_non_index" },
    { OltpKind::Insert, "oltp_insert" },
    { OltpKind::Delete, "oltp_delete" },
    { OltpKind::SelectRandomPoints, "select_random_points" },
    { OltpKind::SelectRandomRanges, "select_random_ranges" },
};

OptionSpec intOption(const char* name, int def, int min, const char* unit, const char* help)
{
    return { QLatin1String(name), OptionType::Int, def, double(min), 0, {}, QLatin1String(unit), QLatin1String(help) };
}

OptionSpec boolOption(const char* name, bool def, const char* help)
{
    return { QLatin1String(name), OptionType::Bool, def, 0, 0, {}, {}, QLatin1String(help) };
}


} // namespace

QStringList OltpWorkload::names()
{
    QStringList list;
    for (const auto& k : kKinds)
        list.append(QLatin1String(k.name));
    return list;
}

std::optional<OltpKind> OltpWorkload::kindFromName(const QString& name)
{
    for (const auto& k : kKinds) {
        if (name == QLatin1String(k.name))
            return k.kind;
    }
    return std::nullopt;
}

QString OltpWorkload::name() const
{
    for (const auto& k : kKinds) {
        if (k.kind == m_kind)
            return QLatin1String(k.name);
    }
    return {};
}

// What each kind's event reads (as oltp_*.lua): the other query counts, ranges and transactions are accepted, as by
// sysbench, and not read.
QStringList OltpWorkload::ignoredOptions(const QString& workloadName)
{
    const std::optional<OltpKind> kind = kindFromName(workloadName);
    if (!kind)
        return {};
    using K = OltpKind;
    const bool reads = *kind == K::ReadOnly || *kind == K::ReadWrite;
    const bool writes = *kind == K::ReadWrite || *kind == K::WriteOnly;
    const bool transaction = reads || *kind == K::WriteOnly;
    const std::pair<const char*, bool> used[] = { { "point_selects", reads }, { "range_selects", reads },
        { "simple_ranges", reads }, { "sum_ranges", reads }, { "order_ranges", reads }, { "distinct_ranges", reads },
        { "range_size", reads }, { "index_updates", writes || *kind == K::UpdateIndex },
        { "non_index_updates", writes || *kind == K::UpdateNonIndex }, { "delete_inserts", writes },
        { "skip_trx", transaction } };
    QStringList ignored;
    for (const auto& [name, read] : used) {
        if (!read)
            ignored.append(QLatin1String(name));
    }
    return ignored;
}

QList<OptionSpec> OltpWorkload::specs(OltpKind kind)
{
    QList<OptionSpec> s {
        intOption("tables", 1, 1, "", "Number of tables"),
        intOption("table_size", 10000, 1, "rows", "Number of rows per table"),
        intOption("range_size", 100, 1, "rows", "Range size for range SELECT queries"),
        intOption("point_selects", 10, 0, "", "Number of point SELECT queries per transaction"),
        intOption("simple_ranges", 1, 0, "", "Number of simple range SELECT queries per transaction"),
        intOption("sum_ranges", 1, 0, "", "Number of SELECT SUM() queries per transaction"),
        intOption("order_ranges", 1, 0, "", "Number of SELECT ORDER BY queries per transaction"),
        intOption("distinct_ranges", 1, 0, "", "Number of SELECT DISTINCT queries per transaction"),
        intOption("index_updates", 1, 0, "", "Number of UPDATE index queries per transaction"),
        intOption("non_index_updates", 1, 0, "", "Number of UPDATE non-index queries per transaction"),
        intOption("delete_inserts", 1, 0, "", "Number of DELETE/INSERT combinations per transaction"),
        boolOption("range_selects", true, "Enable/disable all range SELECT queries"),
        boolOption("auto_inc", true, "Use AUTO_INCREMENT column as Primary Key; when off, use client-generated IDs"),
        boolOption("skip_trx", false, "Don't start explicit transactions; run all queries in AUTOCOMMIT mode"),
        boolOption("secondary", false, "Use a secondary index in place of the PRIMARY KEY"),
        boolOption("create_secondary", true, "Create a secondary index on k in addition to the PRIMARY KEY"),
        { QStringLiteral("mysql_storage_engine"), OptionType::String, QStringLiteral("innodb"), 0, 0, {}, {},
            QStringLiteral("Storage engine of the tables") },
        { QStringLiteral("create_table_options"), OptionType::String, QString(), 0, 0, {}, {},
            QStringLiteral("Extra CREATE TABLE options") },
        { QStringLiteral("db_ps_mode"), OptionType::Choice, QStringLiteral("auto"), 0, 0,
            { QStringLiteral("auto"), QStringLiteral("disable") }, {},
            QStringLiteral("Server-side prepared statements: auto (use them) or disable (send text queries)") },
        { QStringLiteral("rand_type"), OptionType::Choice, QStringLiteral("special"), 0, 0,
            { QStringLiteral("uniform"), QStringLiteral("gaussian"), QStringLiteral("special"), QStringLiteral("pareto"),
                QStringLiteral("zipfian") },
            {}, QStringLiteral("Random numbers distribution of row ids") },
        intOption("rand_spec_iter", 12, 1, "", "Number of iterations for the gaussian and special distributions"),
        { QStringLiteral("rand_spec_pct"), OptionType::Double, 1.0, 0, 100, {}, QStringLiteral("%"),
            QStringLiteral("Percentage of values treated as 'special' (special distribution)") },
        { QStringLiteral("rand_spec_res"), OptionType::Double, 75.0, 0, 99.9, {}, QStringLiteral("%"),
            QStringLiteral("Percentage of draws that hit 'special' values (special distribution)") },
        { QStringLiteral("rand_pareto_h"), OptionType::Double, 0.2, 0.001, 0.999, {}, {},
            QStringLiteral("Parameter h of the pareto distribution") },
        { QStringLiteral("rand_zipfian_exp"), OptionType::Double, 0.8, 0, 0, {}, {},
            QStringLiteral("Shape parameter (theta) of the zipfian distribution") },
        intOption("rand_seed", 0, 0, "", "Seed of the random number generators; 0 takes the current time"),
    };
    if (kind == OltpKind::SelectRandomPoints)
        s.append(intOption("random_points", 10, 1, "", "Number of random points in the IN() clause of the SELECT"));
    if (kind == OltpKind::SelectRandomRanges) {
        s.append(intOption("number_of_ranges", 10, 1, "", "Number of random BETWEEN ranges per SELECT"));
        s.append(intOption("delta", 5, 0, "rows", "Size of BETWEEN ranges"));
    }
    return s;
}

OltpWorkload::OltpWorkload(OltpKind kind, const OptionValues& options)
    : m_kind(kind)
{
    m_options = options;
    auto i = [&](const char* name, int def) { return options.value(QLatin1String(name), def).toInt(); };
    auto b = [&](const char* name, bool def) { return options.value(QLatin1String(name), def).toBool(); };
    auto d = [&](const char* name, double def) { return options.value(QLatin1String(name), def).toDouble(); };
    OltpConfig& c = m_config;
    c.tables = i("tables", 1);
    c.tableSize = i("table_size", 10000);
    c.rangeSize = i("range_size", 100);
    c.pointSelects = kind == OltpKind::PointSelect ? 1 : i("point_selects", 10); // as oltp_point_select.lua
    c.simpleRanges = i("simple_ranges", 1);
    c.sumRanges = i("sum_ranges", 1);
    c.orderRanges = i("order_ranges", 1);
    c.distinctRanges = i("distinct_ranges", 1);
    c.indexUpdates = i("index_updates", 1);
    c.nonIndexUpdates = i("non_index_updates", 1);
    c.deleteInserts = i("delete_inserts", 1);
    c.rangeSelects = b("range_selects", true);
    c.autoInc = b("auto_inc", true);
    c.skipTrx = b("skip_trx", false);
    c.secondary = b("secondary", false);
    c.createSecondary = b("create_secondary", true);
    c.storageEngine = options.value(QStringLiteral("mysql_storage_engine"), QStringLiteral("innodb")).toString();
    c.createTableOptions = options.value(QStringLiteral("create_table_options")).toString();
    c.randomPoints = i("random_points", 10);
    c.numberOfRanges = i("number_of_ranges", 10);
    c.delta = i("delta", 5);
    c.preparedStatements = options.value(QStringLiteral("db_ps_mode"), QStringLiteral("auto")).toString() != QLatin1String("disable");
    if (auto type = RandomConfig::parseType(options.value(QStringLiteral("rand_type"), QStringLiteral("special")).toString()))
        c.random.type = *type;
    c.random.specIter = i("rand_spec_iter", 12);
    c.random.specPct = d("rand_spec_pct", 1);
    c.random.specRes = d("rand_spec_res", 75);
    c.random.paretoH = d("rand_pareto_h", 0.2);
    c.random.zipfianExp = d("rand_zipfian_exp", 0.8);
    c.randSeed = options.value(QStringLiteral("rand_seed"), 0).toULongLong();
}

QStringList OltpWorkload::tableNames() const
{
    QStringList names;
    for (int t = 1; t <= m_config.tables; ++t)
        names.append(QStringLiteral("sbtest%1").arg(t));
    return names;
}

QStringList OltpWorkload::dataTables() const
{
    // select_random_* use sbtest1 only, as in sysbench.
    const bool firstOnly = m_kind == OltpKind::SelectRandomPoints || m_kind == OltpKind::SelectRandomRanges;
    return firstOnly ? tableNames().mid(0, 1) : tableNames();
}

Error OltpWorkload::checkPrepared(Session& session) const
{
    return OwnedTables::checkPresent(session, dataTables());
}

// sysbench and ScaleBench both load ids 1..table_size: the two ends of the primary key say whether a table holds
// the rows these options ask for, at the cost of two index look-ups.
Result<bool> OltpWorkload::dataMatches(Session& session) const
{
    for (const QString& table : dataTables()) {
        auto ends = session.query(QStringLiteral("SELECT MIN(id), MAX(id) FROM `%1`").arg(table));
        if (!ends)
            return ends.error();
        const QStringList row = ends->value(0);
        if (row.value(0) != QLatin1String("1") || row.value(1) != QString::number(m_config.tableSize))
            return false;
    }
    return true;
}

Error OltpWorkload::prepare(const ServerProfile& profile, const PrepareOptions& options)
{
    m_stats = {};
    Session admin;
    if (Error e = admin.connect(profile))
        return e;
    if (Error e = OwnedTables::clearForPrepare(admin, tableNames(), options.recreate))
        return e;
    OltpLoader loader(m_config, profile, options);
    const Error e = loader.run(admin);
    m_stats.rows = loader.rowsLoaded();
    m_stats.bulkLoadRefused = loader.bulkLoadRefused();
    m_stats.loadMethod = loader.method();
    if (e)
        return e;
    QStringList quoted;
    for (const QString& t : tableNames())
        quoted.append(QLatin1Char('\'') + t + QLatin1Char('\''));
    auto bytes = admin.scalar(QStringLiteral("SELECT COALESCE(SUM(DATA_LENGTH + INDEX_LENGTH), 0) FROM "
                                             "information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() "
                                             "AND TABLE_NAME IN (%1)")
                                  .arg(quoted.join(QLatin1Char(','))));
    m_stats.bytes = bytes ? bytes->toLongLong() : 0; // the server's estimate, shown to the user only
    return {};
}

Error OltpWorkload::cleanup(Session& session, QStringList* dropped, QStringList* keptForeign)
{
    return OwnedTables::dropOwned(session, tableNames(), dropped, keptForeign);
}

std::unique_ptr<WorkloadClient> OltpWorkload::createClient(int workerIndex, int threads, std::uint64_t seed) const
{
    return std::make_unique<OltpClient>(m_kind, m_config, workerIndex, threads, seed);
}

} // namespace sb
