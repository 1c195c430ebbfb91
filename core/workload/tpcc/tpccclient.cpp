// SPDX-License-Identifier: GPL-3.0-or-later
#include "tpccclient.h"

#include "tpccrandom.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <mysqld_error.h>

namespace sb {

namespace {

    using P = ParamType;
    constexpr P kI1[] = { P::Int };
    constexpr P kI2[] = { P::Int, P::Int };
    constexpr P kI3[] = { P::Int, P::Int, P::Int };
    constexpr P kI4[] = { P::Int, P::Int, P::Int, P::Int };
    constexpr P kI6[] = { P::Int, P::Int, P::Int, P::Int, P::Int, P::Int };
    constexpr P kIIS[] = { P::Int, P::Int, P::String };
    constexpr P kSI[] = { P::String, P::Int };
    constexpr P kSII[] = { P::String, P::Int, P::Int };
    constexpr P kSIII[] = { P::String, P::Int, P::Int, P::Int };
    constexpr P kSSIII[] = { P::String, P::String, P::Int, P::Int, P::Int };
    constexpr P kSSSIII[] = { P::String, P::String, P::String, P::Int, P::Int, P::Int };
    constexpr P kLine[] = { P::Int, P::Int, P::Int, P::Int, P::Int, P::Int, P::Int, P::String, P::String };
    constexpr P kHistory[] = { P::Int, P::Int, P::Int, P::Int, P::Int, P::String, P::String };

    constexpr std::size_t kMaxString = 512; // the longest parameter: the front of Payment's c_data

    // Clause 5.2.5.7 and 5.2.5.4: keying time and mean think time per type, in seconds.
    constexpr double kKeyingSec[] = { 18, 3, 2, 2, 2 };
    constexpr double kThinkSec[] = { 12, 12, 10, 5, 5 };

    // Cents as a decimal text: -1234 -> "-12.34".
    void appendMoney(std::string& out, std::int64_t cents)
    {
        char buffer[32];
        const std::int64_t magnitude = cents < 0 ? -cents : cents;
        const int n = std::snprintf(buffer, sizeof buffer, "%s%lld.%02lld", cents < 0 ? "-" : "",
            static_cast<long long>(magnitude / 100), static_cast<long long>(magnitude % 100));
        out.append(buffer, std::size_t(n));
    }

    std::int64_t cents(std::string_view decimal)
    {
        double d = 0;
        std::from_chars(decimal.data(), decimal.data() + decimal.size(), d);
        return std::llround(d * 100.0);
    }

} // namespace

TpccClient::TpccClient(const TpccConfig& config, int workerIndex, int threads, std::uint64_t seed)
    : m_config(config)
    , m_worker(workerIndex)
    , m_threads(std::max(1, threads))
    , m_rng(seed, RandomConfig {})
{
    const int w = std::max(1, config.warehouses);
    if (config.useAllWarehouses && m_threads < w) {
        // Terminal i takes warehouses i+1, i+1+threads, ...: every warehouse is some terminal's.
        for (int h = m_worker % m_threads + 1; h <= w; h += m_threads)
            m_warehouses.push_back(h);
    } else {
        m_warehouses.push_back(m_worker % w + 1);
    }
    m_next = drawType();
}

std::uint32_t TpccClient::nurand(std::uint32_t a, std::uint32_t x, std::uint32_t y, std::uint32_t c)
{
    return tpcc::nurand(m_rng, a, x, y, c);
}

TpccTransaction TpccClient::drawType()
{
    int total = 0;
    for (int weight : m_config.weights)
        total += weight;
    int draw = int(m_rng.uniform(1, std::uint32_t(std::max(1, total))));
    for (std::size_t i = 0; i < m_config.weights.size(); ++i) {
        draw -= m_config.weights[i];
        if (draw <= 0)
            return TpccTransaction(i);
    }
    return TpccTransaction::NewOrder;
}

int TpccClient::warehouse()
{
    if (m_warehouses.size() == 1)
        return m_warehouses.front();
    return m_warehouses[m_rng.uniform(0, std::uint32_t(m_warehouses.size() - 1))];
}

int TpccClient::otherWarehouse(int home)
{
    if (m_config.warehouses <= 1)
        return home;
    const int other = int(m_rng.uniform(1, std::uint32_t(m_config.warehouses - 1)));
    return other >= home ? other + 1 : other;
}

void TpccClient::bindString(Statement& s, int index, std::string_view text)
{
    const std::size_t n = std::min<std::size_t>(text.size(), kMaxString);
    std::memcpy(s.stringBuffer(index), text.data(), n);
    s.setLength(index, n);
}

void TpccClient::bindMoney(Statement& s, int index, std::int64_t amount)
{
    m_text.clear();
    appendMoney(m_text, amount);
    bindString(s, index, m_text);
}

Task<Error> TpccClient::prepareOne(Statement& statement, std::string sql, std::span<const ParamType> types, bool keep)
{
    statement.keepRows(keep);
    Error e = co_await statement.prepareAsync(*m_session, sql, types, m_config.preparedStatements, kMaxString);
    if (e && e.serverCode == ER_UNSUPPORTED_PS)
        e = co_await statement.prepareAsync(*m_session, std::move(sql), types, false, kMaxString);
    co_return e;
}

// BEGIN, COMMIT and New-Order's statements (clause 2.4.2).
std::vector<TpccClient::StatementDef> TpccClient::newOrderStatements()
{
    return {
        { &m_begin, "BEGIN", {}, false },
        { &m_commit, "COMMIT", {}, false },
        { &m_noCustomer,
            "SELECT c_discount, c_last, c_credit, w_tax FROM customer, warehouse WHERE w_id = ? AND c_w_id = w_id "
            "AND c_d_id = ? AND c_id = ?",
            kI3, true },
        { &m_noDistrict, "SELECT d_next_o_id, d_tax FROM district WHERE d_w_id = ? AND d_id = ? FOR UPDATE", kI2,
            true },
        { &m_noDistrictUpdate, "UPDATE district SET d_next_o_id = d_next_o_id + 1 WHERE d_w_id = ? AND d_id = ?", kI2,
            false },
        { &m_noOrder,
            "INSERT INTO orders (o_id, o_d_id, o_w_id, o_c_id, o_entry_d, o_carrier_id, o_ol_cnt, o_all_local) "
            "VALUES (?, ?, ?, ?, NOW(), NULL, ?, ?)",
            kI6, false },
        { &m_noNewOrder, "INSERT INTO new_orders (no_o_id, no_d_id, no_w_id) VALUES (?, ?, ?)", kI3, false },
        { &m_noItem, "SELECT i_price, i_name, i_data FROM item WHERE i_id = ?", kI1, true },
        { &m_noStockUpdate,
            "UPDATE stock SET s_quantity = ?, s_ytd = s_ytd + ?, s_order_cnt = s_order_cnt + 1, "
            "s_remote_cnt = s_remote_cnt + ? WHERE s_i_id = ? AND s_w_id = ?",
            std::span<const ParamType>(kI6, 5), false },
        { &m_noLine,
            "INSERT INTO order_line (ol_o_id, ol_d_id, ol_w_id, ol_number, ol_i_id, ol_supply_w_id, ol_delivery_d, "
            "ol_quantity, ol_amount, ol_dist_info) VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)",
            kLine, false },
    };
}

// Payment's statements (clause 2.5.2).
std::vector<TpccClient::StatementDef> TpccClient::paymentStatements()
{
    return {
        { &m_pWarehouseUpdate, "UPDATE warehouse SET w_ytd = w_ytd + ? WHERE w_id = ?", kSI, false },
        { &m_pWarehouse, "SELECT w_street_1, w_street_2, w_city, w_state, w_zip, w_name FROM warehouse WHERE w_id = ?",
            kI1, true },
        { &m_pDistrictUpdate, "UPDATE district SET d_ytd = d_ytd + ? WHERE d_w_id = ? AND d_id = ?", kSII, false },
        { &m_pDistrict,
            "SELECT d_street_1, d_street_2, d_city, d_state, d_zip, d_name FROM district WHERE d_w_id = ? AND d_id = ?",
            kI2, true },
        { &m_pByName, "SELECT c_id FROM customer WHERE c_w_id = ? AND c_d_id = ? AND c_last = ? ORDER BY c_first", kIIS,
            true },
        { &m_pCustomer,
            "SELECT c_first, c_middle, c_last, c_street_1, c_street_2, c_city, c_state, c_zip, c_phone, c_credit, "
            "c_credit_lim, c_discount, c_balance, c_since FROM customer WHERE c_w_id = ? AND c_d_id = ? AND c_id = ? "
            "FOR UPDATE",
            kI3, true },
        { &m_pCustomerUpdate,
            "UPDATE customer SET c_balance = c_balance - ?, c_ytd_payment = c_ytd_payment + ?, "
            "c_payment_cnt = c_payment_cnt + 1 WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?",
            kSSIII, false },
        { &m_pCustomerUpdateBc,
            "UPDATE customer SET c_balance = c_balance - ?, c_ytd_payment = c_ytd_payment + ?, "
            "c_payment_cnt = c_payment_cnt + 1, c_data = LEFT(CONCAT(?, c_data), 500) "
            "WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?",
            kSSSIII, false },
        { &m_pHistory,
            "INSERT INTO history (h_c_id, h_c_d_id, h_c_w_id, h_d_id, h_w_id, h_date, h_amount, h_data) "
            "VALUES (?, ?, ?, ?, ?, NOW(), ?, ?)",
            kHistory, false },
    };
}

// Order-Status', Delivery's and Stock-Level's statements (clauses 2.6.2, 2.7.4, 2.8.2).
std::vector<TpccClient::StatementDef> TpccClient::otherStatements()
{
    return {
        { &m_osByName,
            "SELECT c_balance, c_first, c_middle, c_id FROM customer WHERE c_w_id = ? AND c_d_id = ? AND c_last = ? "
            "ORDER BY c_first",
            kIIS, true },
        { &m_osCustomer,
            "SELECT c_balance, c_first, c_middle, c_last FROM customer WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?",
            kI3, true },
        { &m_osOrder,
            "SELECT o_id, o_carrier_id, o_entry_d FROM orders WHERE o_w_id = ? AND o_d_id = ? AND o_c_id = ? "
            "ORDER BY o_id DESC LIMIT 1",
            kI3, true },
        { &m_osLines,
            "SELECT ol_i_id, ol_supply_w_id, ol_quantity, ol_amount, ol_delivery_d FROM order_line "
            "WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?",
            kI3, false },
        { &m_dNewOrder,
            "SELECT no_o_id FROM new_orders WHERE no_w_id = ? AND no_d_id = ? ORDER BY no_o_id LIMIT 1 FOR UPDATE", kI2,
            true },
        { &m_dDelete, "DELETE FROM new_orders WHERE no_w_id = ? AND no_d_id = ? AND no_o_id = ?", kI3, false },
        { &m_dOrder, "SELECT o_c_id FROM orders WHERE o_w_id = ? AND o_d_id = ? AND o_id = ?", kI3, true },
        { &m_dOrderUpdate, "UPDATE orders SET o_carrier_id = ? WHERE o_w_id = ? AND o_d_id = ? AND o_id = ?", kI4,
            false },
        { &m_dLinesUpdate,
            "UPDATE order_line SET ol_delivery_d = NOW() WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?", kI3,
            false },
        { &m_dLinesSum, "SELECT SUM(ol_amount) FROM order_line WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?", kI3,
            true },
        { &m_dCustomerUpdate,
            "UPDATE customer SET c_balance = c_balance + ?, c_delivery_cnt = c_delivery_cnt + 1 "
            "WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?",
            kSIII, false },
        { &m_slDistrict, "SELECT d_next_o_id FROM district WHERE d_w_id = ? AND d_id = ?", kI2, true },
        { &m_slCount,
            "SELECT COUNT(DISTINCT s_i_id) FROM order_line, stock WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id < ? "
            "AND ol_o_id >= ? AND s_w_id = ? AND s_i_id = ol_i_id AND s_quantity < ?",
            kI6, true },
    };
}

Task<Error> TpccClient::openAsync(Session& session)
{
    m_session = &session;
    m_failed = nullptr;
    for (const auto& list : { newOrderStatements(), paymentStatements(), otherStatements() }) {
        for (const StatementDef& d : list) {
            if (Error e = co_await prepareOne(*d.statement, d.sql, d.types, d.keep))
                co_return e;
        }
    }
    for (int d = 1; d <= tpcc::kDistricts; ++d) {
        char sql[160];
        std::snprintf(sql, sizeof sql,
            "SELECT s_quantity, s_data, s_dist_%02d FROM stock WHERE s_i_id = ? AND s_w_id = ? FOR UPDATE", d);
        if (Error e = co_await prepareOne(m_noStock[std::size_t(d - 1)], sql, kI2, true))
            co_return e;
    }
    co_return co_await m_rollback.prepareAsync(session, "ROLLBACK", {}, false);
}

// New-Order up to its lines: the customer, the district's next order id (taken and advanced), the order.
Task<unsigned> TpccClient::newOrderHead(QueryCounts& n, NewOrderHead o, std::int64_t& orderId)
{
    if (const unsigned rc = co_await run(m_begin, n.others))
        co_return rc;
    m_noCustomer.setInt(0, o.w);
    m_noCustomer.setInt(1, o.d);
    m_noCustomer.setInt(2, o.c);
    if (const unsigned rc = co_await run(m_noCustomer, n.reads))
        co_return rc;
    m_noDistrict.setInt(0, o.w);
    m_noDistrict.setInt(1, o.d);
    if (const unsigned rc = co_await run(m_noDistrict, n.reads))
        co_return rc;
    orderId = m_noDistrict.intValue(0, 0);
    m_noDistrictUpdate.setInt(0, o.w);
    m_noDistrictUpdate.setInt(1, o.d);
    if (const unsigned rc = co_await run(m_noDistrictUpdate, n.writes))
        co_return rc;
    m_noOrder.setInt(0, orderId);
    m_noOrder.setInt(1, o.d);
    m_noOrder.setInt(2, o.w);
    m_noOrder.setInt(3, o.c);
    m_noOrder.setInt(4, o.count);
    m_noOrder.setInt(5, o.allLocal ? 1 : 0);
    if (const unsigned rc = co_await run(m_noOrder, n.writes))
        co_return rc;
    m_noNewOrder.setInt(0, orderId);
    m_noNewOrder.setInt(1, o.d);
    m_noNewOrder.setInt(2, o.w);
    if (const unsigned rc = co_await run(m_noNewOrder, n.writes))
        co_return rc;
    co_return 0;
}

// Clause 2.4: the order, its lines (1% of orders name an unused item last and are rolled back), the stock.
Task<unsigned> TpccClient::newOrder(QueryCounts& n)
{
    const int w = warehouse();
    const int d = int(m_rng.uniform(1, tpcc::kDistricts));
    const std::int64_t c = customerId();
    const int count = int(m_rng.uniform(5, 15));
    const bool rollback = m_rng.uniform(1, 100) == 1;
    bool allLocal = true;
    for (int i = 0; i < count; ++i) {
        Line& l = m_lines[std::size_t(i)];
        l.item = nurand(8191, 1, tpcc::kItems, tpcc::kCItemId);
        l.supplier = w;
        if (m_config.warehouses > 1 && m_rng.uniform(1, 100) == 1) {
            l.supplier = otherWarehouse(w);
            allLocal = false;
        }
        l.quantity = m_rng.uniform(1, 10);
    }
    if (rollback)
        m_lines[std::size_t(count - 1)].item = tpcc::kItems + 1; // an unused item id
    std::int64_t orderId = 0;
    if (const unsigned rc = co_await newOrderHead(n, { w, d, c, count, allLocal }, orderId))
        co_return rc;
    Statement& stock = m_noStock[std::size_t(d - 1)];
    for (int i = 0; i < count; ++i) {
        const Line& l = m_lines[std::size_t(i)];
        m_noItem.setInt(0, l.item);
        if (const unsigned rc = co_await run(m_noItem, n.reads))
            co_return rc;
        if (m_noItem.rowCount() == 0) { // the unused item: the order is rolled back (clause 2.4.2.3)
            n.rolledBack = true;
            co_return co_await run(m_rollback, n.others);
        }
        const std::int64_t price = cents(m_noItem.value(0, 0));
        stock.setInt(0, l.item);
        stock.setInt(1, l.supplier);
        if (const unsigned rc = co_await run(stock, n.reads))
            co_return rc;
        const std::int64_t quantity = stock.intValue(0, 0);
        m_noStockUpdate.setInt(0, quantity - l.quantity >= 10 ? quantity - l.quantity : quantity - l.quantity + 91);
        m_noStockUpdate.setInt(1, l.quantity);
        m_noStockUpdate.setInt(2, l.supplier != w ? 1 : 0);
        m_noStockUpdate.setInt(3, l.item);
        m_noStockUpdate.setInt(4, l.supplier);
        if (const unsigned rc = co_await run(m_noStockUpdate, n.writes))
            co_return rc;
        m_noLine.setInt(0, orderId);
        m_noLine.setInt(1, d);
        m_noLine.setInt(2, w);
        m_noLine.setInt(3, i + 1);
        m_noLine.setInt(4, l.item);
        m_noLine.setInt(5, l.supplier);
        m_noLine.setInt(6, l.quantity);
        bindMoney(m_noLine, 7, price * l.quantity);
        bindString(m_noLine, 8, stock.value(0, 2));
        if (const unsigned rc = co_await run(m_noLine, n.writes))
            co_return rc;
    }
    co_return co_await run(m_commit, n.others);
}

Task<unsigned> TpccClient::customerByName(
    Statement& byName, int w, int d, std::size_t idColumn, std::int64_t& customer, QueryCounts& n)
{
    tpcc::lastName(int(nurand(255, 0, 999, tpcc::kCLastRun)), m_text);
    byName.setInt(0, w);
    byName.setInt(1, d);
    bindString(byName, 2, m_text);
    if (const unsigned rc = co_await run(byName, n.reads))
        co_return rc;
    const std::size_t rows = byName.rowCount();
    customer = rows ? byName.intValue((rows - 1) / 2, idColumn) : 1; // position ceil(n / 2)
    co_return 0;
}

// Clause 2.5: the payment goes to the home warehouse and district; 15% of customers are of a remote warehouse,
// 60% are chosen by last name.
Task<unsigned> TpccClient::payment(QueryCounts& n)
{
    const int w = warehouse();
    const int d = int(m_rng.uniform(1, tpcc::kDistricts));
    int cw = w, cd = d;
    if (m_config.warehouses > 1 && m_rng.uniform(1, 100) <= 15) {
        cw = otherWarehouse(w);
        cd = int(m_rng.uniform(1, tpcc::kDistricts));
    }
    const bool byName = m_rng.uniform(1, 100) <= 60;
    const std::int64_t amount = m_rng.uniform(100, 500000); // cents: 1.00 .. 5000.00
    std::int64_t c = byName ? 0 : customerId();
    if (const unsigned rc = co_await run(m_begin, n.others))
        co_return rc;
    bindMoney(m_pWarehouseUpdate, 0, amount);
    m_pWarehouseUpdate.setInt(1, w);
    if (const unsigned rc = co_await run(m_pWarehouseUpdate, n.writes))
        co_return rc;
    m_pWarehouse.setInt(0, w);
    if (const unsigned rc = co_await run(m_pWarehouse, n.reads))
        co_return rc;
    bindMoney(m_pDistrictUpdate, 0, amount);
    m_pDistrictUpdate.setInt(1, w);
    m_pDistrictUpdate.setInt(2, d);
    if (const unsigned rc = co_await run(m_pDistrictUpdate, n.writes))
        co_return rc;
    m_pDistrict.setInt(0, w);
    m_pDistrict.setInt(1, d);
    if (const unsigned rc = co_await run(m_pDistrict, n.reads))
        co_return rc;
    if (byName) {
        if (const unsigned rc = co_await customerByName(m_pByName, cw, cd, 0, c, n))
            co_return rc;
    }
    m_pCustomer.setInt(0, cw);
    m_pCustomer.setInt(1, cd);
    m_pCustomer.setInt(2, c);
    if (const unsigned rc = co_await run(m_pCustomer, n.reads))
        co_return rc;
    const bool badCredit = m_pCustomer.value(0, 9) == "BC";
    Statement& update = badCredit ? m_pCustomerUpdateBc : m_pCustomerUpdate;
    bindMoney(update, 0, amount);
    bindMoney(update, 1, amount);
    int next = 2;
    if (badCredit) { // clause 2.5.2.2: the payment's ids and amount go in front of c_data
        char info[96];
        const int length = std::snprintf(info, sizeof info, "%lld %d %d %d %d %lld.%02lld | ",
            static_cast<long long>(c), cd, cw, d, w, static_cast<long long>(amount / 100),
            static_cast<long long>(amount % 100));
        bindString(update, next++, std::string_view(info, std::size_t(length)));
    }
    update.setInt(next++, cw);
    update.setInt(next++, cd);
    update.setInt(next, c);
    if (const unsigned rc = co_await run(update, n.writes))
        co_return rc;
    m_pHistory.setInt(0, c);
    m_pHistory.setInt(1, cd);
    m_pHistory.setInt(2, cw);
    m_pHistory.setInt(3, d);
    m_pHistory.setInt(4, w);
    bindMoney(m_pHistory, 5, amount);
    m_text.assign(m_pWarehouse.value(0, 5));
    m_text += "    ";
    m_text += m_pDistrict.value(0, 5);
    bindString(m_pHistory, 6, m_text);
    if (const unsigned rc = co_await run(m_pHistory, n.writes))
        co_return rc;
    co_return co_await run(m_commit, n.others);
}

// Clause 2.6: a customer (60% by last name), the last order and its lines; read-only.
Task<unsigned> TpccClient::orderStatus(QueryCounts& n)
{
    const int w = warehouse();
    const int d = int(m_rng.uniform(1, tpcc::kDistricts));
    const bool byName = m_rng.uniform(1, 100) <= 60;
    std::int64_t c = byName ? 0 : customerId();
    if (const unsigned rc = co_await run(m_begin, n.others))
        co_return rc;
    if (byName) {
        if (const unsigned rc = co_await customerByName(m_osByName, w, d, 3, c, n))
            co_return rc;
    } else {
        m_osCustomer.setInt(0, w);
        m_osCustomer.setInt(1, d);
        m_osCustomer.setInt(2, c);
        if (const unsigned rc = co_await run(m_osCustomer, n.reads))
            co_return rc;
    }
    m_osOrder.setInt(0, w);
    m_osOrder.setInt(1, d);
    m_osOrder.setInt(2, c);
    if (const unsigned rc = co_await run(m_osOrder, n.reads))
        co_return rc;
    if (m_osOrder.rowCount() > 0) {
        m_osLines.setInt(0, w);
        m_osLines.setInt(1, d);
        m_osLines.setInt(2, m_osOrder.intValue(0, 0));
        if (const unsigned rc = co_await run(m_osLines, n.reads))
            co_return rc;
    }
    co_return co_await run(m_commit, n.others);
}

// Clause 2.7: the oldest new order of each of the warehouse's ten districts is delivered, in one transaction.
Task<unsigned> TpccClient::delivery(QueryCounts& n)
{
    const int w = warehouse();
    const int carrier = int(m_rng.uniform(1, 10));
    if (const unsigned rc = co_await run(m_begin, n.others))
        co_return rc;
    for (int d = 1; d <= tpcc::kDistricts; ++d) {
        m_dNewOrder.setInt(0, w);
        m_dNewOrder.setInt(1, d);
        if (const unsigned rc = co_await run(m_dNewOrder, n.reads))
            co_return rc;
        if (m_dNewOrder.rowCount() == 0)
            continue; // no order to deliver in this district (clause 2.7.4.2)
        const std::int64_t order = m_dNewOrder.intValue(0, 0);
        for (Statement* s : { &m_dDelete, &m_dOrder, &m_dLinesUpdate, &m_dLinesSum }) {
            s->setInt(0, w);
            s->setInt(1, d);
            s->setInt(2, order);
        }
        if (const unsigned rc = co_await run(m_dDelete, n.writes))
            co_return rc;
        if (const unsigned rc = co_await run(m_dOrder, n.reads))
            co_return rc;
        const std::int64_t customer = m_dOrder.intValue(0, 0);
        m_dOrderUpdate.setInt(0, carrier);
        m_dOrderUpdate.setInt(1, w);
        m_dOrderUpdate.setInt(2, d);
        m_dOrderUpdate.setInt(3, order);
        if (const unsigned rc = co_await run(m_dOrderUpdate, n.writes))
            co_return rc;
        if (const unsigned rc = co_await run(m_dLinesUpdate, n.writes))
            co_return rc;
        if (const unsigned rc = co_await run(m_dLinesSum, n.reads))
            co_return rc;
        const std::string_view sum = m_dLinesSum.value(0, 0);
        bindString(m_dCustomerUpdate, 0, sum.empty() ? std::string_view("0") : sum);
        m_dCustomerUpdate.setInt(1, w);
        m_dCustomerUpdate.setInt(2, d);
        m_dCustomerUpdate.setInt(3, customer);
        if (const unsigned rc = co_await run(m_dCustomerUpdate, n.writes))
            co_return rc;
    }
    co_return co_await run(m_commit, n.others);
}

// Clause 2.8: items of the district's last 20 orders whose stock is below a threshold; read-only.
Task<unsigned> TpccClient::stockLevel(QueryCounts& n)
{
    const int w = warehouse();
    const int d = int(m_rng.uniform(1, tpcc::kDistricts));
    const int threshold = int(m_rng.uniform(10, 20));
    if (const unsigned rc = co_await run(m_begin, n.others))
        co_return rc;
    m_slDistrict.setInt(0, w);
    m_slDistrict.setInt(1, d);
    if (const unsigned rc = co_await run(m_slDistrict, n.reads))
        co_return rc;
    const std::int64_t next = m_slDistrict.intValue(0, 0);
    m_slCount.setInt(0, w);
    m_slCount.setInt(1, d);
    m_slCount.setInt(2, next);
    m_slCount.setInt(3, next - 20);
    m_slCount.setInt(4, w);
    m_slCount.setInt(5, threshold);
    if (const unsigned rc = co_await run(m_slCount, n.reads))
        co_return rc;
    co_return co_await run(m_commit, n.others);
}

std::uint64_t TpccClient::pauseAfter(TpccTransaction done, TpccTransaction next)
{
    // Think time: negative exponential with the type's mean, cut at ten times the mean (clause 5.2.5.4); then the
    // next transaction's keying time.
    const double mean = kThinkSec[int(done)];
    const double u = std::max(1e-12, 1.0 - m_rng.uniformDouble());
    const double think = std::min(-std::log(u) * mean, 10.0 * mean);
    return std::uint64_t((think + kKeyingSec[int(next)]) * 1e9);
}

Task<unsigned> TpccClient::eventAsync(QueryCounts& n)
{
    const TpccTransaction type = m_next;
    m_next = drawType();
    n.type = int(type);
    if (m_config.keyingThinkTimes)
        n.pauseNs = pauseAfter(type, m_next);
    switch (type) {
    case TpccTransaction::NewOrder:
        co_return co_await newOrder(n);
    case TpccTransaction::Payment:
        co_return co_await payment(n);
    case TpccTransaction::OrderStatus:
        co_return co_await orderStatus(n);
    case TpccTransaction::Delivery:
        co_return co_await delivery(n);
    case TpccTransaction::StockLevel:
        break;
    }
    co_return co_await stockLevel(n);
}

Error TpccClient::lastError() const
{
    if (!m_failed)
        return m_session ? m_session->error({}, ServerStep::Workload) : Error {};
    return m_failed->error(QString::fromStdString(m_failed->sql()), ServerStep::Running);
}

Task<void> TpccClient::rollbackAsync()
{
    if (m_session && m_rollback.isPrepared())
        co_await m_rollback.run();
}

} // namespace sb
