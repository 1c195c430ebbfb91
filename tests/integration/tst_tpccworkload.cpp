// SPDX-License-Identifier: GPL-3.0-or-later
// tpcc against a real server: prepare loads the specification's population, concurrent runs on both drivers count
// each transaction type, their New-Orders agree with the districts' d_next_o_id, and `scalebench-cli check tpcc`
// finds the four consistency conditions holding afterwards, names the row of each condition broken by hand, and
// fails when it has nothing to check.
#include "engine/runner.h"
#include "support/testserver.h"
#include "workload/tpcc/tpcccheck.h"
#include "workload/tpcc/tpccloader.h"
#include "workload/tpcc/tpccworkload.h"
#include "workload/ownedtables.h"
#include "workload/workloadregistry.h"

#include <QJsonArray>
#include <QTest>

using namespace sb;
Q_DECLARE_METATYPE(sb::ClientDriver)

namespace {

const QString kDatabase = QStringLiteral("tpcc_it");

} // namespace

class TestTpccWorkload : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;
    std::unique_ptr<Workload> m_workload;

    QJsonObject check(const QString& database = kDatabase, int* exitCode = nullptr)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("MYSQL_PWD"), m_profile.password);
        const auto r = test::runCli({ QStringLiteral("check"), QStringLiteral("tpcc"), QStringLiteral("--json"),
                                        QStringLiteral("--socket=") + m_profile.socket,
                                        QStringLiteral("--user=") + m_profile.user,
                                        QStringLiteral("--database=") + database },
            env);
        if (exitCode)
            *exitCode = r.exitCode;
        return QJsonDocument::fromJson(r.out.toUtf8()).object();
    }

    // The failing rows of condition `n` in a check's JSON.
    static QJsonArray failing(const QJsonObject& result, int n)
    {
        for (const QJsonValue& c : result.value(QStringLiteral("conditions")).toArray()) {
            if (c.toObject().value(QStringLiteral("condition")).toInt() == n)
                return c.toObject().value(QStringLiteral("failing_rows")).toArray();
        }
        return {};
    }

    void exec(const QString& sql)
    {
        Session s;
        QVERIFY(!s.connect(m_profile));
        const Error e = s.execute(sql);
        QVERIFY2(!e, qPrintable(e.detail));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_profile = test::sandboxProfile(kDatabase);
        auto created = WorkloadRegistry::create(QStringLiteral("tpcc"),
            { { QStringLiteral("warehouses"), QStringLiteral("1") }, { QStringLiteral("rand_seed"), QStringLiteral("5") } });
        QVERIFY(created.ok());
        m_workload = std::move(*created);
    }

    void cleanupTestCase()
    {
        Session s;
        if (m_workload && !s.connect(m_profile))
            m_workload->cleanup(s, nullptr, nullptr);
        if (!s.connect(m_profile))
            s.execute(QStringLiteral("DROP DATABASE IF EXISTS tpcc_empty_it"));
    }

    void listSaysItIsNotAudited()
    {
        QVERIFY(WorkloadRegistry::names().contains(QStringLiteral("tpcc")));
        QVERIFY(WorkloadRegistry::description(QStringLiteral("tpcc")).contains(QLatin1String("not an audited TPC-C")));
    }

    void prepareLoadsTheInitialPopulation()
    {
        PrepareOptions prepare;
        prepare.recreate = true;
        prepare.threads = 2;
        qint64 lastDone = 0, lastTotal = -1;
        prepare.progress = [&](qint64 done, qint64 total) {
            lastDone = done;
            lastTotal = total;
        };
        const Error e = m_workload->prepare(m_profile, prepare);
        QVERIFY2(!e, qPrintable(e.context + QStringLiteral(": ") + e.detail));
        QCOMPARE(lastDone, lastTotal);
        QCOMPARE(m_workload->prepareStats().rows, lastDone);
        Session s;
        QVERIFY(!s.connect(m_profile));
        const QMap<QString, qint64> expected { { QStringLiteral("item"), 100000 }, { QStringLiteral("warehouse"), 1 },
            { QStringLiteral("district"), 10 }, { QStringLiteral("stock"), 100000 },
            { QStringLiteral("customer"), 30000 }, { QStringLiteral("history"), 30000 },
            { QStringLiteral("orders"), 30000 }, { QStringLiteral("new_orders"), 9000 } };
        qint64 rows = 0;
        for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
            const qint64 n = s.scalar(QStringLiteral("SELECT COUNT(*) FROM ") + it.key())->toLongLong();
            QCOMPARE(n, it.value());
            rows += n;
        }
        const qint64 lines = s.scalar(QStringLiteral("SELECT COUNT(*) FROM order_line"))->toLongLong();
        QVERIFY2(lines > 270000 && lines < 330000, qPrintable(QString::number(lines))); // 5..15 per order
        QCOMPARE(rows + lines, m_workload->prepareStats().rows);
        // The specification's shapes: 10% bad credit, ORIGINAL in 10% of the items, every last name in a district.
        const double bc = s.scalar(QStringLiteral("SELECT AVG(c_credit = 'BC') FROM customer"))->toDouble();
        QVERIFY2(bc > 0.08 && bc < 0.12, qPrintable(QString::number(bc)));
        const double original = s.scalar(QStringLiteral("SELECT AVG(i_data LIKE '%ORIGINAL%') FROM item"))->toDouble();
        QVERIFY2(original > 0.08 && original < 0.12, qPrintable(QString::number(original)));
        QCOMPARE(s.scalar(QStringLiteral("SELECT COUNT(DISTINCT c_last) FROM customer WHERE c_d_id = 1"))->toInt(), 1000);
        // Indexes after the rows, every table marked complete.
        QCOMPARE(s.scalar(QStringLiteral("SELECT COUNT(*) FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = "
                                         "DATABASE() AND INDEX_NAME IN ('idx_customer', 'idx_orders') AND SEQ_IN_INDEX = 1"))
                     ->toInt(),
            2);
        QCOMPARE(s.scalar(QStringLiteral("SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = "
                                         "DATABASE() AND TABLE_COMMENT = '%1'")
                                 .arg(OwnedTables::comment()))
                     ->toInt(),
            9);
        QVERIFY(*m_workload->dataMatches(s));
        auto twoWarehouses = WorkloadRegistry::create(QStringLiteral("tpcc"), { { QStringLiteral("warehouses"), QStringLiteral("2") } });
        QVERIFY(twoWarehouses.ok());
        QVERIFY(!*(*twoWarehouses)->dataMatches(s)); // prepare auto reloads for another scale
        int exitCode = -1;
        const QJsonObject result = check(kDatabase, &exitCode);
        QVERIFY2(result.value(QStringLiteral("holds")).toBool(), QJsonDocument(result).toJson().constData());
        QCOMPARE(exitCode, 0);
    }

    void concurrentRunsCountEveryType_data()
    {
        QTest::addColumn<ClientDriver>("driver");
        QTest::newRow("threads") << ClientDriver::Threads;
        QTest::newRow("async") << ClientDriver::Async;
    }

    void concurrentRunsCountEveryType()
    {
        QFETCH(ClientDriver, driver);
        Session control;
        QVERIFY(!control.connect(m_profile));
        const qint64 before = control.scalar(QStringLiteral("SELECT SUM(d_next_o_id) FROM district"))->toLongLong();
        RunOptions o;
        o.threads = 6;
        o.driver = driver;
        o.timeSec = 4;
        o.reportIntervalMs = 1000;
        std::uint64_t headlineInIntervals = 0, transactionsInIntervals = 0;
        Runner runner(m_profile, *m_workload, o);
        runner.setIntervalHandler([&](const IntervalSample& s) {
            headlineInIntervals += s.headline;
            transactionsInIntervals += s.transactions;
        });
        const RunSummary r = runner.run();
        QVERIFY2(r.status == RunStatus::Finished, qPrintable(r.error.context + QStringLiteral(": ") + r.error.detail));
        const qint64 after = control.scalar(QStringLiteral("SELECT SUM(d_next_o_id) FROM district"))->toLongLong();
        QVERIFY(r.transactions > 50);
        QCOMPARE(int(r.types.size()), 5);
        std::uint64_t sum = 0;
        for (const TransactionTypeSummary& t : r.types) {
            sum += t.transactions;
            QVERIFY2(t.transactions > 0, qPrintable(t.name)); // every type ran
            QCOMPARE(t.latency.count, t.transactions);
        }
        QCOMPARE(sum, r.transactions);
        QCOMPARE(r.types[0].name, QStringLiteral("new_order"));
        // The weights 45/43/4/4/4, loosely (a few hundred transactions).
        const double newOrders = double(r.types[0].transactions) / double(r.transactions);
        const double payments = double(r.types[1].transactions) / double(r.transactions);
        QVERIFY2(newOrders > 0.35 && newOrders < 0.55 && payments > 0.33 && payments < 0.53,
            qPrintable(QStringLiteral("%1 %2").arg(newOrders).arg(payments)));
        // Committed New-Orders: the client's count, the districts' d_next_o_id and the server window agree exactly
        // (no warm-up: the window is the whole run).
        QCOMPARE(r.headline, r.types[0].transactions - r.types[0].rolledBack);
        QCOMPARE(qint64(r.headline), after - before);
        QCOMPARE(qint64(r.workloadFigures.value(QStringLiteral("server_new_orders")).toInteger()), after - before);
        QVERIFY(r.workloadFigures.value(QStringLiteral("tpm")).toDouble() > 0);
        QCOMPARE(headlineInIntervals, r.headline);
        QCOMPARE(transactionsInIntervals, r.transactions);
        QVERIFY(r.types[0].rolledBack <= r.types[0].transactions / 10);
        const QJsonObject result = check();
        QVERIFY2(result.value(QStringLiteral("holds")).toBool(), QJsonDocument(result).toJson().constData());
    }

    void checkNamesTheRowThatBreaksEachCondition()
    {
        QJsonObject before = check();
        QVERIFY(before.value(QStringLiteral("holds")).toBool());
        // 1: a warehouse's YTD no longer the sum of its districts'.
        exec(QStringLiteral("UPDATE warehouse SET w_ytd = w_ytd + 1 WHERE w_id = 1"));
        QJsonObject r = check();
        exec(QStringLiteral("UPDATE warehouse SET w_ytd = w_ytd - 1 WHERE w_id = 1"));
        QVERIFY(!r.value(QStringLiteral("holds")).toBool());
        QCOMPARE(failing(r, 1).size(), 1);
        QCOMPARE(failing(r, 1)[0].toObject().value(QStringLiteral("w_id")).toInt(), 1);
        // 2: a district's next order id ahead of its orders.
        exec(QStringLiteral("UPDATE district SET d_next_o_id = d_next_o_id + 5 WHERE d_w_id = 1 AND d_id = 3"));
        r = check();
        exec(QStringLiteral("UPDATE district SET d_next_o_id = d_next_o_id - 5 WHERE d_w_id = 1 AND d_id = 3"));
        QCOMPARE(failing(r, 2).size(), 1);
        QCOMPARE(failing(r, 2)[0].toObject().value(QStringLiteral("d_id")).toInt(), 3);
        QVERIFY(failing(r, 1).isEmpty());
        // 3: a gap in a district's new orders.
        Session s;
        QVERIFY(!s.connect(m_profile));
        const QString gap = *s.scalar(QStringLiteral(
            "SELECT no_o_id FROM new_orders WHERE no_w_id = 1 AND no_d_id = 4 ORDER BY no_o_id LIMIT 1 OFFSET 5"));
        exec(QStringLiteral("DELETE FROM new_orders WHERE no_w_id = 1 AND no_d_id = 4 AND no_o_id = ") + gap);
        r = check();
        exec(QStringLiteral("INSERT INTO new_orders (no_o_id, no_d_id, no_w_id) VALUES (%1, 4, 1)").arg(gap));
        QCOMPARE(failing(r, 3).size(), 1);
        QCOMPARE(failing(r, 3)[0].toObject().value(QStringLiteral("d_id")).toInt(), 4);
        QVERIFY(failing(r, 2).isEmpty());
        // 4: an order that counts a line it does not have.
        exec(QStringLiteral("UPDATE orders SET o_ol_cnt = o_ol_cnt + 1 WHERE o_w_id = 1 AND o_d_id = 5 AND o_id = 7"));
        r = check();
        exec(QStringLiteral("UPDATE orders SET o_ol_cnt = o_ol_cnt - 1 WHERE o_w_id = 1 AND o_d_id = 5 AND o_id = 7"));
        QCOMPARE(failing(r, 4).size(), 1);
        QCOMPARE(failing(r, 4)[0].toObject().value(QStringLiteral("d_id")).toInt(), 5);
        QVERIFY(failing(r, 3).isEmpty());
        QVERIFY(check().value(QStringLiteral("holds")).toBool()); // every row put back
    }

    void aCheckOfEmptyTablesFails()
    {
        const ServerProfile empty = test::sandboxProfile(QStringLiteral("tpcc_empty_it"));
        Session s;
        QVERIFY(!s.connect(empty));
        for (const QString& t : TpccWorkload::tableNames())
            s.execute(QStringLiteral("DROP TABLE IF EXISTS ") + t);
        for (const QString& sql : TpccLoader::createStatements(QStringLiteral("innodb"), OwnedTables::comment()))
            QVERIFY(!s.execute(sql));
        auto results = TpccCheck::run(s);
        QVERIFY(results.ok());
        QCOMPARE(results->size(), 4);
        for (const TpccConditionResult& c : *results) {
            QCOMPARE(c.rowsChecked, 0);
            QVERIFY(!c.holds());
        }
        int exitCode = -1;
        QVERIFY(!check(QStringLiteral("tpcc_empty_it"), &exitCode).value(QStringLiteral("holds")).toBool());
        QCOMPARE(exitCode, 4);
    }
};

QTEST_GUILESS_MAIN(TestTpccWorkload)
#include "tst_tpccworkload.moc"
