// SPDX-License-Identifier: GPL-3.0-or-later
#include "tpccworkload.h"

#include "server/session.h"
#include "tpccclient.h"
#include "tpccloader.h"
#include "tpccrandom.h"
#include "workload/ownedtables.h"

#include <QJsonObject>

namespace sb {

QList<OptionSpec> TpccWorkload::specs()
{
    auto weight = [](const char* name, int value, const char* help) {
        return OptionSpec { QLatin1String(name), OptionType::Int, value, 0, 1000, {}, QStringLiteral("%"),
            QLatin1String(help) };
    };
    return {
        { QStringLiteral("warehouses"), OptionType::Int, 1, 1, 10000, {}, QStringLiteral("warehouses"),
            QStringLiteral("Scale: warehouses of about 100 MB each (100,000 stock rows, 30,000 customers and orders)") },
        { QStringLiteral("use_all_warehouses"), OptionType::Bool, false, 0, 0, {}, {},
            QStringLiteral("Spread the clients over every warehouse (each takes its share in turn) instead of one home "
                           "warehouse per client") },
        { QStringLiteral("keying_think_times"), OptionType::Bool, false, 0, 0, {}, {},
            QStringLiteral("The specification's keying and think times per transaction type (New-Order: 18 s keying, "
                           "12 s think); off: no pause between transactions") },
        weight("new_order_weight", 45, "Share of New-Order transactions (the weights need not add up to 100)"),
        weight("payment_weight", 43, "Share of Payment transactions"),
        weight("order_status_weight", 4, "Share of Order-Status transactions"),
        weight("delivery_weight", 4, "Share of Delivery transactions"),
        weight("stock_level_weight", 4, "Share of Stock-Level transactions"),
        { QStringLiteral("mysql_storage_engine"), OptionType::String, QStringLiteral("innodb"), 0, 0, {}, {},
            QStringLiteral("Storage engine of the nine tables") },
        { QStringLiteral("db_ps_mode"), OptionType::Choice, QStringLiteral("auto"), 0, 0,
            { QStringLiteral("auto"), QStringLiteral("disable") }, {},
            QStringLiteral("Server-side prepared statements: auto (use them) or disable (text queries)") },
        { QStringLiteral("rand_seed"), OptionType::Int, 0, 0, 0, {}, {},
            QStringLiteral("Seed of the data and of the transaction stream; 0 takes the current time") },
    };
}

QStringList TpccWorkload::tableNames()
{
    return { QStringLiteral("warehouse"), QStringLiteral("district"), QStringLiteral("customer"),
        QStringLiteral("history"), QStringLiteral("new_orders"), QStringLiteral("orders"), QStringLiteral("order_line"),
        QStringLiteral("item"), QStringLiteral("stock") };
}

QStringList TpccWorkload::typeNames()
{
    return { QStringLiteral("new_order"), QStringLiteral("payment"), QStringLiteral("order_status"),
        QStringLiteral("delivery"), QStringLiteral("stock_level") };
}

TpccWorkload::TpccWorkload(const OptionValues& options)
{
    m_options = options;
    m_config.warehouses = options.value(QStringLiteral("warehouses"), 1).toInt();
    m_config.useAllWarehouses = options.value(QStringLiteral("use_all_warehouses"), false).toBool();
    m_config.keyingThinkTimes = options.value(QStringLiteral("keying_think_times"), false).toBool();
    const char* weights[] = { "new_order_weight", "payment_weight", "order_status_weight", "delivery_weight",
        "stock_level_weight" };
    for (std::size_t i = 0; i < m_config.weights.size(); ++i)
        m_config.weights[i] = options.value(QLatin1String(weights[i]), m_config.weights[i]).toInt();
    m_config.preparedStatements
        = options.value(QStringLiteral("db_ps_mode"), QStringLiteral("auto")).toString() == QLatin1String("auto");
    m_config.storageEngine = options.value(QStringLiteral("mysql_storage_engine"), QStringLiteral("innodb")).toString();
    m_config.randSeed = options.value(QStringLiteral("rand_seed"), 0).toULongLong();
}

TpccWorkload::~TpccWorkload() = default;

Error TpccWorkload::prepare(const ServerProfile& profile, const PrepareOptions& options)
{
    Session s;
    if (Error e = s.connect(profile))
        return e;
    if (Error e = OwnedTables::clearForPrepare(s, tableNames(), options.recreate))
        return e;
    TpccLoader loader(m_config, profile, options);
    if (Error e = loader.run(s))
        return e;
    m_stats.rows = loader.rowsLoaded();
    m_stats.loadMethod = loader.method();
    m_stats.bulkLoadRefused = loader.bulkLoadRefused();
    auto bytes = s.scalar(QStringLiteral("SELECT COALESCE(SUM(DATA_LENGTH + INDEX_LENGTH), 0) FROM "
                                         "information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME IN "
                                         "('warehouse', 'district', 'customer', 'history', 'new_orders', 'orders', "
                                         "'order_line', 'item', 'stock')"));
    if (bytes)
        m_stats.bytes = bytes->toLongLong();
    return {};
}

Error TpccWorkload::cleanup(Session& session, QStringList* dropped, QStringList* keptForeign)
{
    return OwnedTables::dropOwned(session, tableNames(), dropped, keptForeign);
}

Error TpccWorkload::checkPrepared(Session& session) const
{
    return OwnedTables::checkPresent(session, tableNames());
}

// The scale the tables were loaded for: as many warehouses (and ten districts each) as asked, and every item.
Result<bool> TpccWorkload::dataMatches(Session& session) const
{
    auto row = session.scalar(QStringLiteral("SELECT CONCAT((SELECT COUNT(*) FROM warehouse), ' ', "
                                             "(SELECT COUNT(*) FROM district), ' ', (SELECT COALESCE(MAX(i_id), 0) FROM item))"));
    if (!row)
        return row.error();
    const QStringList parts = row->split(QLatin1Char(' '));
    return parts.size() == 3 && parts[0].toInt() == m_config.warehouses
        && parts[1].toInt() == m_config.warehouses * tpcc::kDistricts && parts[2].toInt() == tpcc::kItems;
}

std::unique_ptr<WorkloadClient> TpccWorkload::createClient(int workerIndex, int threads, std::uint64_t seed) const
{
    return std::make_unique<TpccClient>(m_config, workerIndex, threads, seed);
}

Result<TpccWorkload::ServerCounts> TpccWorkload::serverCounts(Session& session)
{
    auto ids = session.scalar(QStringLiteral("SELECT COALESCE(SUM(d_next_o_id), 0) FROM district"));
    if (!ids)
        return ids.error();
    auto status = session.query(
        QStringLiteral("SHOW GLOBAL STATUS WHERE Variable_name IN ('Com_commit', 'Com_rollback')"));
    ServerCounts c;
    c.nextOrderIds = ids->toLongLong();
    c.commits = c.rollbacks = -1;
    if (status) {
        for (const QStringList& row : *status) {
            if (row.value(0).compare(QLatin1String("Com_commit"), Qt::CaseInsensitive) == 0)
                c.commits = row.value(1).toLongLong();
            else if (row.value(0).compare(QLatin1String("Com_rollback"), Qt::CaseInsensitive) == 0)
                c.rollbacks = row.value(1).toLongLong();
        }
    }
    return c;
}

void TpccWorkload::beginMeasured(const ServerProfile& profile) const
{
    std::lock_guard lock(m_windowMutex);
    m_windowStart.reset();
    m_windowSession = std::make_unique<Session>();
    if (m_windowSession->connect(profile))
        return;
    if (auto counts = serverCounts(*m_windowSession))
        m_windowStart = *counts;
}

// The server's side of the measured part: New-Orders from the districts' d_next_o_id (one per committed
// New-Order), TPM as HammerDB counts it (Com_commit + Com_rollback per minute, every session of the server).
QJsonObject TpccWorkload::endMeasured(const ServerProfile& /*profile*/, double measuredSec) const
{
    std::lock_guard lock(m_windowMutex);
    QJsonObject o;
    if (!m_windowStart || !m_windowSession || measuredSec <= 0)
        return o;
    auto end = serverCounts(*m_windowSession);
    m_windowSession.reset();
    if (!end)
        return o;
    const double perMin = 60.0 / measuredSec;
    const qint64 newOrders = end->nextOrderIds - m_windowStart->nextOrderIds;
    o.insert(QStringLiteral("server_new_orders"), newOrders);
    o.insert(QStringLiteral("server_nopm"), double(newOrders) * perMin);
    if (end->commits >= 0 && m_windowStart->commits >= 0 && end->rollbacks >= 0 && m_windowStart->rollbacks >= 0) {
        const qint64 commits = end->commits - m_windowStart->commits;
        const qint64 rollbacks = end->rollbacks - m_windowStart->rollbacks;
        o.insert(QStringLiteral("com_commit"), commits);
        o.insert(QStringLiteral("com_rollback"), rollbacks);
        o.insert(QStringLiteral("tpm"), double(commits + rollbacks) * perMin);
    }
    o.insert(QStringLiteral("warehouses"), m_config.warehouses);
    o.insert(QStringLiteral("audited"), false); // TPC-C-like: not a TPC-C result
    return o;
}

} // namespace sb
