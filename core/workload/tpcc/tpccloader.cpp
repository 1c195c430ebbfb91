// SPDX-License-Identifier: GPL-3.0-or-later
#include "tpccloader.h"

#include "workload/loaderthreads.h"

#include "server/session.h"
#include "tpccrandom.h"
#include "workload/localinfile.h"
#include "workload/ownedtables.h"

#include <QDateTime>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <mysqld_error.h>
#include <numeric>
#include <random>
#include <thread>

namespace sb {

namespace {

    constexpr int kPartRows = 25000; // items and stock: rows of one job
    constexpr int kRowsPerLoad = 10000; // rows of one LOAD DATA statement (one transaction)
    constexpr int kRowsPerInsert = 500; // the fallback's multi-row INSERTs

    constexpr unsigned kRefusals[] = { ER_NOT_ALLOWED_COMMAND, 4166 /* ER_LOAD_INFILE_CAPABILITY_DISABLED */,
        3948 /* MySQL ER_CLIENT_LOCAL_FILES_DISABLED */, 2068 /* MySQL CR_LOAD_DATA_LOCAL_INFILE_REJECTED */ };

    bool refusal(const Error& e)
    {
        return std::find(std::begin(kRefusals), std::end(kRefusals), e.serverCode) != std::end(kRefusals)
            || (e.serverCode == 2000 && e.detail.contains(QLatin1String("infile"), Qt::CaseInsensitive));
    }

    std::uint64_t mix(std::uint64_t z)
    {
        z += 0x9e3779b97f4a7c15ULL;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

} // namespace

// The rows of one table, as LOAD DATA's default text (tab-separated, \N for NULL), sent every kRowsPerLoad rows.
// Strings are letters and digits only: nothing needs escaping, in LOAD DATA or in an INSERT.
class TpccSink {
public:
    TpccSink(Session& session, const char* table, const char* columns, std::atomic<LoadMethod>& method,
        std::atomic<qint64>& done, const std::function<void(const Error&)>& refused)
        : m_session(session)
        , m_table(table)
        , m_columns(columns)
        , m_method(method)
        , m_done(done)
        , m_refused(refused)
    {
        m_text.reserve(1 << 20);
    }

    TpccSink& num(std::int64_t v)
    {
        sep();
        char buffer[24];
        const int n = std::snprintf(buffer, sizeof buffer, "%lld", static_cast<long long>(v));
        m_text.append(buffer, std::size_t(n));
        return *this;
    }
    // A decimal of `scale` places from its integer value: fixed(1234, 2) is 12.34.
    TpccSink& fixed(std::int64_t v, int scale)
    {
        sep();
        static constexpr std::int64_t kPowers[] = { 1, 10, 100, 1000, 10000 };
        const std::int64_t p = kPowers[scale];
        const std::int64_t magnitude = v < 0 ? -v : v;
        char buffer[40];
        const int n = std::snprintf(buffer, sizeof buffer, "%s%lld.%0*lld", v < 0 ? "-" : "",
            static_cast<long long>(magnitude / p), scale, static_cast<long long>(magnitude % p));
        m_text.append(buffer, std::size_t(n));
        return *this;
    }
    TpccSink& text(std::string_view s)
    {
        sep();
        m_text.append(s);
        return *this;
    }
    TpccSink& null()
    {
        sep();
        m_text.append("\\N");
        return *this;
    }
    Error end()
    {
        m_text += '\n';
        m_first = true;
        if (++m_rows >= kRowsPerLoad)
            return flush();
        return {};
    }

    Error flush()
    {
        if (m_rows == 0)
            return {};
        Error e;
        if (m_method.load() == LoadMethod::LoadData) {
            e = loadData();
            if (e && refusal(e)) {
                m_refused(e);
                e = inserts();
            }
        } else {
            e = inserts();
        }
        if (!e)
            m_done.fetch_add(m_rows);
        m_text.clear();
        m_rows = 0;
        return e;
    }

private:
    void sep()
    {
        if (!m_first)
            m_text += '\t';
        m_first = false;
    }

    Error loadData()
    {
        std::size_t sent = 0;
        LocalInfile infile(m_session, [&](char* out, unsigned size) -> long {
            const std::size_t take = std::min<std::size_t>(size, m_text.size() - sent);
            std::memcpy(out, m_text.data() + sent, take);
            sent += take;
            return long(take);
        });
        return m_session.execute(
            QStringLiteral("LOAD DATA LOCAL INFILE '%1' INTO TABLE %1 (%2)")
                .arg(QLatin1String(m_table), QLatin1String(m_columns)));
    }

    // The same rows as multi-row INSERTs: every value quoted (the server converts), \N as NULL.
    Error inserts()
    {
        const std::string head = std::string("INSERT INTO ") + m_table + " (" + m_columns + ") VALUES ";
        std::string sql;
        std::size_t at = 0;
        while (at < m_text.size()) {
            sql = head;
            for (int n = 0; n < kRowsPerInsert && at < m_text.size(); ++n) {
                const std::size_t eol = m_text.find('\n', at);
                sql += n ? ",(" : "(";
                std::size_t field = at;
                while (true) {
                    const std::size_t tab = std::min(m_text.find('\t', field), eol);
                    const std::string_view v(m_text.data() + field, tab - field);
                    if (v == "\\N")
                        sql += "NULL";
                    else {
                        sql += '\'';
                        sql += v;
                        sql += '\'';
                    }
                    if (tab == eol)
                        break;
                    sql += ',';
                    field = tab + 1;
                }
                sql += ')';
                at = eol + 1;
            }
            if (Error e = m_session.execute(std::string_view(sql)))
                return e;
        }
        return {};
    }

    Session& m_session;
    const char* m_table;
    const char* m_columns;
    std::atomic<LoadMethod>& m_method;
    std::atomic<qint64>& m_done;
    const std::function<void(const Error&)>& m_refused;
    std::string m_text;
    int m_rows = 0;
    bool m_first = true;
};

QStringList TpccLoader::createStatements(const QString& engine, const QString& comment)
{
    const QString tail = QStringLiteral(" /*! ENGINE = %1 */ COMMENT='%2'").arg(engine, comment);
    const char* tables[] = {
        "CREATE TABLE warehouse (w_id SMALLINT NOT NULL, w_name VARCHAR(10), w_street_1 VARCHAR(20), "
        "w_street_2 VARCHAR(20), w_city VARCHAR(20), w_state CHAR(2), w_zip CHAR(9), w_tax DECIMAL(4,4), "
        "w_ytd DECIMAL(12,2), PRIMARY KEY (w_id))",
        "CREATE TABLE district (d_id TINYINT NOT NULL, d_w_id SMALLINT NOT NULL, d_name VARCHAR(10), "
        "d_street_1 VARCHAR(20), d_street_2 VARCHAR(20), d_city VARCHAR(20), d_state CHAR(2), d_zip CHAR(9), "
        "d_tax DECIMAL(4,4), d_ytd DECIMAL(12,2), d_next_o_id INT, PRIMARY KEY (d_w_id, d_id))",
        "CREATE TABLE customer (c_id INT NOT NULL, c_d_id TINYINT NOT NULL, c_w_id SMALLINT NOT NULL, "
        "c_first VARCHAR(16), c_middle CHAR(2), c_last VARCHAR(16), c_street_1 VARCHAR(20), c_street_2 VARCHAR(20), "
        "c_city VARCHAR(20), c_state CHAR(2), c_zip CHAR(9), c_phone CHAR(16), c_since DATETIME, c_credit CHAR(2), "
        "c_credit_lim DECIMAL(12,2), c_discount DECIMAL(4,4), c_balance DECIMAL(12,2), c_ytd_payment DECIMAL(12,2), "
        "c_payment_cnt SMALLINT, c_delivery_cnt SMALLINT, c_data VARCHAR(500), PRIMARY KEY (c_w_id, c_d_id, c_id))",
        // The specification's history has no primary key: InnoDB keeps its own row id (no AUTO_INC lock to share).
        "CREATE TABLE history (h_c_id INT, h_c_d_id TINYINT, h_c_w_id SMALLINT, h_d_id TINYINT, h_w_id SMALLINT, "
        "h_date DATETIME, h_amount DECIMAL(6,2), h_data VARCHAR(24))",
        "CREATE TABLE new_orders (no_o_id INT NOT NULL, no_d_id TINYINT NOT NULL, no_w_id SMALLINT NOT NULL, "
        "PRIMARY KEY (no_w_id, no_d_id, no_o_id))",
        "CREATE TABLE orders (o_id INT NOT NULL, o_d_id TINYINT NOT NULL, o_w_id SMALLINT NOT NULL, o_c_id INT, "
        "o_entry_d DATETIME, o_carrier_id TINYINT, o_ol_cnt TINYINT, o_all_local TINYINT, "
        "PRIMARY KEY (o_w_id, o_d_id, o_id))",
        "CREATE TABLE order_line (ol_o_id INT NOT NULL, ol_d_id TINYINT NOT NULL, ol_w_id SMALLINT NOT NULL, "
        "ol_number TINYINT NOT NULL, ol_i_id INT, ol_supply_w_id SMALLINT, ol_delivery_d DATETIME, "
        "ol_quantity TINYINT, ol_amount DECIMAL(6,2), ol_dist_info CHAR(24), "
        "PRIMARY KEY (ol_w_id, ol_d_id, ol_o_id, ol_number))",
        "CREATE TABLE item (i_id INT NOT NULL, i_im_id INT, i_name VARCHAR(24), i_price DECIMAL(5,2), "
        "i_data VARCHAR(50), PRIMARY KEY (i_id))",
        "CREATE TABLE stock (s_i_id INT NOT NULL, s_w_id SMALLINT NOT NULL, s_quantity SMALLINT, s_dist_01 CHAR(24), "
        "s_dist_02 CHAR(24), s_dist_03 CHAR(24), s_dist_04 CHAR(24), s_dist_05 CHAR(24), s_dist_06 CHAR(24), "
        "s_dist_07 CHAR(24), s_dist_08 CHAR(24), s_dist_09 CHAR(24), s_dist_10 CHAR(24), s_ytd DECIMAL(8,0), "
        "s_order_cnt SMALLINT, s_remote_cnt SMALLINT, s_data VARCHAR(50), PRIMARY KEY (s_w_id, s_i_id))",
    };
    QStringList out;
    for (const char* t : tables)
        out << QLatin1String(t) + tail;
    return out;
}

TpccLoader::TpccLoader(const TpccConfig& config, const ServerProfile& profile, const PrepareOptions& options)
    : m_config(config)
    , m_profile(profile.longStatements())
    , m_options(options)
{
}

qint64 TpccLoader::rowsTotal() const
{
    // Order lines are 5..15 per order (10 on average): the total is an estimate until the last row.
    const qint64 perWarehouse = 1 + tpcc::kDistricts + tpcc::kStock
        + qint64(tpcc::kDistricts) * (2 * tpcc::kCustomers + tpcc::kOrders * 11 + tpcc::kOrders - tpcc::kFirstNewOrder + 1);
    return tpcc::kItems + qint64(m_config.warehouses) * perWarehouse;
}

Error TpccLoader::bulkLoadRefused() const
{
    std::lock_guard lock(m_mutex);
    return m_refusal;
}

bool TpccLoader::stopped() const
{
    return m_failed.load() || (m_options.cancel && m_options.cancel->load());
}

void TpccLoader::reportProgress()
{
    if (m_options.progress)
        m_options.progress(std::min(m_rowsDone.load(), rowsTotal()), rowsTotal());
}

Error TpccLoader::run(Session& admin)
{
    m_randomBase = m_config.randSeed ? m_config.randSeed
                                     : (std::uint64_t(std::random_device {}()) << 32) ^ std::random_device {}();
    // The load's timestamps (c_since, h_date, o_entry_d): now, or with --rand-seed a fixed one, so that the same seed
    // loads the same bytes.
    m_loadTime = m_config.randSeed ? QStringLiteral("2026-01-01 00:00:00")
                                   : QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-dd hh:mm:ss"));
    for (const QString& sql : createStatements(m_config.storageEngine, OwnedTables::incompleteComment())) {
        if (Error e = admin.execute(sql))
            return e;
    }
    auto local = admin.scalar(QStringLiteral("SELECT @@GLOBAL.local_infile"));
    if (local && (*local == QLatin1String("0") || local->compare(QLatin1String("OFF"), Qt::CaseInsensitive) == 0)) {
        m_method = LoadMethod::Inserts;
        m_refusal
            = { ErrorCode::Unsupported, QStringLiteral("LOAD DATA LOCAL INFILE"), QStringLiteral("local_infile=OFF") };
    }
    if (m_options.loadMethod == LoadMethod::Inserts)
        m_method = LoadMethod::Inserts;
    // The biggest jobs first, so that the last ones to finish are short.
    for (int w = 1; w <= m_config.warehouses; ++w)
        m_jobs.push_back({ JobKind::Orders, w, 0 });
    for (int w = 1; w <= m_config.warehouses; ++w)
        m_jobs.push_back({ JobKind::Customers, w, 0 });
    for (int w = 1; w <= m_config.warehouses; ++w) {
        for (int p = 0; p * kPartRows < tpcc::kStock; ++p)
            m_jobs.push_back({ JobKind::Stock, w, p });
    }
    for (int p = 0; p * kPartRows < tpcc::kItems; ++p)
        m_jobs.push_back({ JobKind::Items, 0, p });
    for (int w = 1; w <= m_config.warehouses; ++w)
        m_jobs.push_back({ JobKind::Warehouse, w, 0 });

    const int threads = std::clamp(m_options.threads, 1, int(m_jobs.size()));
    m_errors.assign(std::size_t(threads), Error {});
    runLoaderThreads(threads, [this](int i) { worker(i); }, [this] { reportProgress(); });
    Error cancelled;
    for (const Error& e : m_errors) {
        if (e && e.code != ErrorCode::Cancelled)
            return e;
        if (e)
            cancelled = e;
    }
    if (cancelled)
        return cancelled;
    if (Error e = finish(admin))
        return e;
    if (m_options.progress)
        m_options.progress(m_rowsDone.load(), m_rowsDone.load());
    return {};
}

void TpccLoader::worker(int index)
{
    ServerProfile profile = m_profile;
    profile.localInfile = m_method.load() == LoadMethod::LoadData;
    Session session;
    Error e = session.connect(profile);
    while (!e) {
        const std::size_t job = m_nextJob.fetch_add(1);
        if (job >= m_jobs.size())
            break;
        if (stopped()) {
            e = { ErrorCode::Cancelled, {}, {} };
            break;
        }
        e = runJob(session, m_jobs[job]);
    }
    if (e) {
        m_failed = true;
        m_errors[std::size_t(index)] = e;
    }
}

#define SB_TRY(x)                                                                                                      \
    if (Error e = (x))                                                                                                 \
        return e;

// The rows of one job: each kind of job writes its tables through sinks, with the job's own random strings.
class TpccJobRows {
public:
    using SinkFactory = std::function<TpccSink(const char* table, const char* columns)>;

    TpccJobRows(std::uint64_t seed, const QString& loadTime, SinkFactory sink)
        : m_pool(seed)
        , m_rng(m_pool.rng())
        , m_loadTime(loadTime.toStdString())
        , m_sink(std::move(sink))
    {
    }

    Error items(int part)
    {
        TpccSink s = m_sink("item", "i_id, i_im_id, i_name, i_price, i_data");
        const int first = part * kPartRows + 1, last = std::min(tpcc::kItems, first + kPartRows - 1);
        for (int i = first; i <= last; ++i) {
            s.num(i).num(m_rng.uniform(1, 10000)).text(m_pool.alpha(14, 24)).fixed(m_rng.uniform(100, 10000), 2);
            s.text(data());
            SB_TRY(s.end());
        }
        return s.flush();
    }

    Error warehouse(int w)
    {
        TpccSink s = m_sink("warehouse", "w_id, w_name, w_street_1, w_street_2, w_city, w_state, w_zip, w_tax, w_ytd");
        s.num(w).text(m_pool.alpha(6, 10)).text(m_pool.alpha(10, 20)).text(m_pool.alpha(10, 20));
        s.text(m_pool.alpha(10, 20)).text(m_pool.alpha(2, 2)).text(zip()).fixed(m_rng.uniform(0, 2000), 4);
        s.fixed(30000000, 2);
        SB_TRY(s.end());
        SB_TRY(s.flush());
        TpccSink d = m_sink("district",
            "d_id, d_w_id, d_name, d_street_1, d_street_2, d_city, d_state, d_zip, d_tax, d_ytd, d_next_o_id");
        for (int i = 1; i <= tpcc::kDistricts; ++i) {
            d.num(i).num(w).text(m_pool.alpha(6, 10)).text(m_pool.alpha(10, 20)).text(m_pool.alpha(10, 20));
            d.text(m_pool.alpha(10, 20)).text(m_pool.alpha(2, 2)).text(zip()).fixed(m_rng.uniform(0, 2000), 4);
            d.fixed(3000000, 2).num(tpcc::kOrders + 1);
            SB_TRY(d.end());
        }
        return d.flush();
    }

    Error stock(int w, int part)
    {
        TpccSink s = m_sink("stock",
            "s_i_id, s_w_id, s_quantity, s_dist_01, s_dist_02, s_dist_03, s_dist_04, s_dist_05, s_dist_06, "
            "s_dist_07, s_dist_08, s_dist_09, s_dist_10, s_ytd, s_order_cnt, s_remote_cnt, s_data");
        const int first = part * kPartRows + 1, last = std::min(tpcc::kStock, first + kPartRows - 1);
        for (int i = first; i <= last; ++i) {
            s.num(i).num(w).num(m_rng.uniform(10, 100));
            for (int k = 0; k < 10; ++k)
                s.text(m_pool.alpha(24, 24));
            s.num(0).num(0).num(0).text(data());
            SB_TRY(s.end());
        }
        return s.flush();
    }

    Error customers(int w)
    {
        TpccSink c = m_sink("customer",
            "c_id, c_d_id, c_w_id, c_first, c_middle, c_last, c_street_1, c_street_2, c_city, c_state, c_zip, "
            "c_phone, c_since, c_credit, c_credit_lim, c_discount, c_balance, c_ytd_payment, c_payment_cnt, "
            "c_delivery_cnt, c_data");
        TpccSink h = m_sink("history", "h_c_id, h_c_d_id, h_c_w_id, h_d_id, h_w_id, h_date, h_amount, h_data");
        std::string last;
        for (int d = 1; d <= tpcc::kDistricts; ++d) {
            for (int i = 1; i <= tpcc::kCustomers; ++i) {
                tpcc::lastName(i <= 1000 ? i - 1 : int(tpcc::nurand(m_rng, 255, 0, 999, tpcc::kCLastLoad)), last);
                c.num(i).num(d).num(w).text(m_pool.alpha(8, 16)).text("OE").text(last).text(m_pool.alpha(10, 20));
                c.text(m_pool.alpha(10, 20)).text(m_pool.alpha(10, 20)).text(m_pool.alpha(2, 2)).text(zip());
                c.text(m_pool.digits(16)).text(m_loadTime).text(m_rng.uniform(1, 10) == 1 ? "BC" : "GC");
                c.fixed(5000000, 2).fixed(m_rng.uniform(0, 5000), 4).fixed(-1000, 2).fixed(1000, 2).num(1).num(0);
                c.text(m_pool.alpha(300, 500));
                SB_TRY(c.end());
                h.num(i).num(d).num(w).num(d).num(w).text(m_loadTime).fixed(1000, 2).text(m_pool.alpha(12, 24));
                SB_TRY(h.end());
            }
        }
        SB_TRY(c.flush());
        return h.flush();
    }

    Error orders(int w)
    {
        TpccSink o = m_sink("orders", "o_id, o_d_id, o_w_id, o_c_id, o_entry_d, o_carrier_id, o_ol_cnt, o_all_local");
        TpccSink l = m_sink("order_line",
            "ol_o_id, ol_d_id, ol_w_id, ol_number, ol_i_id, ol_supply_w_id, ol_delivery_d, ol_quantity, ol_amount, "
            "ol_dist_info");
        TpccSink n = m_sink("new_orders", "no_o_id, no_d_id, no_w_id");
        std::vector<int> customers(tpcc::kOrders);
        for (int d = 1; d <= tpcc::kDistricts; ++d) {
            std::iota(customers.begin(), customers.end(), 1); // o_c_id: a random permutation (clause 4.3.3.1)
            for (int i = tpcc::kOrders - 1; i > 0; --i)
                std::swap(customers[std::size_t(i)], customers[m_rng.uniform(0, std::uint32_t(i))]);
            for (int i = 1; i <= tpcc::kOrders; ++i) {
                const bool delivered = i < tpcc::kFirstNewOrder;
                const int lines = int(m_rng.uniform(5, 15));
                o.num(i).num(d).num(w).num(customers[std::size_t(i - 1)]).text(m_loadTime);
                if (delivered)
                    o.num(m_rng.uniform(1, 10));
                else
                    o.null();
                o.num(lines).num(1);
                SB_TRY(o.end());
                SB_TRY(orderLines(l, i, d, w, lines, delivered));
                if (!delivered) {
                    n.num(i).num(d).num(w);
                    SB_TRY(n.end());
                }
            }
        }
        SB_TRY(o.flush());
        SB_TRY(l.flush());
        return n.flush();
    }

private:
    Error orderLines(TpccSink& l, int order, int d, int w, int lines, bool delivered)
    {
        for (int k = 1; k <= lines; ++k) {
            l.num(order).num(d).num(w).num(k).num(m_rng.uniform(1, tpcc::kItems)).num(w);
            if (delivered)
                l.text(m_loadTime);
            else
                l.null();
            l.num(5).fixed(delivered ? 0 : m_rng.uniform(1, 999999), 2).text(m_pool.alpha(24, 24));
            SB_TRY(l.end());
        }
        return {};
    }

    // i_data and s_data: 10% hold "ORIGINAL" somewhere (clause 4.3.3.1).
    std::string_view data()
    {
        const std::string_view d = m_pool.alpha(26, 50);
        if (m_rng.uniform(1, 10) != 1)
            return d;
        m_scratch.assign(d);
        m_scratch.replace(m_rng.uniform(0, std::uint32_t(m_scratch.size() - 8)), 8, "ORIGINAL");
        return m_scratch;
    }

    std::string_view zip()
    {
        m_scratch.assign(m_pool.digits(4));
        m_scratch += "11111";
        return m_scratch;
    }

    tpcc::StringPool m_pool;
    RandomGenerator& m_rng;
    const std::string m_loadTime;
    const SinkFactory m_sink;
    std::string m_scratch;
};

#undef SB_TRY

Error TpccLoader::runJob(Session& session, const Job& job)
{
    const std::function<void(const Error&)> refused = [this](const Error& e) {
        std::lock_guard lock(m_mutex);
        if (!m_refusal)
            m_refusal = { ErrorCode::Unsupported, QStringLiteral("LOAD DATA LOCAL INFILE"), e.detail, e.serverCode };
        m_method = LoadMethod::Inserts;
    };
    TpccJobRows rows(
        mix(m_randomBase
            ^ mix(std::uint64_t(job.kind) * 1000003 + std::uint64_t(job.warehouse) * 7919 + std::uint64_t(job.part))),
        m_loadTime, [&](const char* table, const char* columns) {
            return TpccSink(session, table, columns, m_method, m_rowsDone, refused);
        });
    switch (job.kind) {
    case JobKind::Items:
        return rows.items(job.part);
    case JobKind::Warehouse:
        return rows.warehouse(job.warehouse);
    case JobKind::Stock:
        return rows.stock(job.warehouse, job.part);
    case JobKind::Customers:
        return rows.customers(job.warehouse);
    case JobKind::Orders:
        return rows.orders(job.warehouse);
    }
    return {};
}

// The secondary indexes are built once the rows are in, in the statement that marks the table complete, the two of
// them at once on their own connections.
Error TpccLoader::finish(Session& admin)
{
    const QString owned = OwnedTables::comment();
    const QString indexed[] = {
        QStringLiteral("ALTER TABLE customer ADD INDEX idx_customer (c_w_id, c_d_id, c_last, c_first), COMMENT='%1'")
            .arg(owned),
        QStringLiteral("ALTER TABLE orders ADD INDEX idx_orders (o_w_id, o_d_id, o_c_id, o_id), COMMENT='%1'")
            .arg(owned),
    };
    Error errors[2];
    std::vector<std::thread> builders;
    for (int i = 0; i < 2; ++i) {
        builders.emplace_back([&, i] {
            Session s;
            errors[i] = s.connect(m_profile);
            if (!errors[i])
                errors[i] = s.execute(indexed[i]);
        });
    }
    Error plain;
    for (const char* t : { "warehouse", "district", "history", "new_orders", "order_line", "item", "stock" }) {
        if (!plain)
            plain = admin.execute(QStringLiteral("ALTER TABLE %1 COMMENT='%2'").arg(QLatin1String(t), owned));
    }
    for (auto& b : builders)
        b.join();
    for (const Error& e : errors) {
        if (e)
            return e;
    }
    return plain;
}

} // namespace sb
