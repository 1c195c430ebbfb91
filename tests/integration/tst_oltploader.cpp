// SPDX-License-Identifier: GPL-3.0-or-later
// How prepare loads the OLTP tables (OltpLoader) against a real server: the table has sysbench's shape (the same
// columns and indexes as a table sysbench 1.0 prepares, ids 1..N, k in [1, N], c and pad in sysbench's templates),
// one table split over two threads holds exactly ids 1..N and the same rows as one thread loads, every load method
// (bulk INSERT, LOAD DATA LOCAL INFILE, multi-row INSERTs when the server refuses LOAD DATA) gives the same rows, and
// an interrupted prepare leaves a table that nothing takes for a complete one.
#include "plan/preparepolicy.h"
#include "support/timescale.h"
#include "support/testserver.h"
#include "workload/ownedtables.h"
#include "workload/workloadregistry.h"

#include <QStandardPaths>
#include <QTest>

using namespace sb;
Q_DECLARE_METATYPE(sb::LoadMethod)

namespace {

constexpr int kRows = 120000; // three chunks of the loader: 50,000 + 50,000 + 20,000 rows

} // namespace

class TestOltpLoader : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;
    Session m_session;

    std::unique_ptr<Workload> workload(int tables = 1, int rows = kRows)
    {
        auto w = WorkloadRegistry::create(QStringLiteral("oltp_read_only"),
            { { QStringLiteral("tables"), QString::number(tables) },
                { QStringLiteral("table_size"), QString::number(rows) },
                { QStringLiteral("rand_seed"), QStringLiteral("42") } });
        return w.ok() ? std::move(*w) : nullptr;
    }

    QString value(const QString& sql)
    {
        auto v = m_session.scalar(sql);
        return v.ok() ? *v : QStringLiteral("error: ") + v.error().detail;
    }

    // One text per column and per index entry: what a table's shape is, without its name or comment.
    QStringList shape(const QString& database, const QString& table)
    {
        QStringList lines;
        auto columns = m_session.query(QStringLiteral(
            "SELECT COLUMN_NAME, COLUMN_TYPE, IS_NULLABLE, COLUMN_DEFAULT, EXTRA FROM information_schema.COLUMNS "
            "WHERE TABLE_SCHEMA='%1' AND TABLE_NAME='%2' ORDER BY ORDINAL_POSITION")
                                           .arg(database, table));
        auto indexes = m_session.query(QStringLiteral(
            "SELECT INDEX_NAME, NON_UNIQUE, SEQ_IN_INDEX, COLUMN_NAME FROM information_schema.STATISTICS "
            "WHERE TABLE_SCHEMA='%1' AND TABLE_NAME='%2' ORDER BY INDEX_NAME, SEQ_IN_INDEX")
                                           .arg(database, table));
        for (const auto* rows : { &columns, &indexes }) {
            if (!rows->ok())
                return { QStringLiteral("error: ") + rows->error().detail };
            for (const QStringList& row : **rows)
                lines.append(row.join(QLatin1Char('|')));
        }
        return lines;
    }

    // The same for the same rows whatever the table's character set.
    QString checksum(const QString& table)
    {
        return value(QStringLiteral("SELECT CONCAT(COUNT(*), '/', SUM(k), '/', SUM(CRC32(CONVERT(CONCAT(id, ':', k, c, "
                                    "pad) USING latin1)))) FROM %1")
                         .arg(table));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_profile = test::sandboxProfile(QStringLiteral("loader_it"));
        QVERIFY(!m_session.connect(m_profile));
        QVERIFY(!m_session.execute(QStringLiteral("SET GLOBAL local_infile=ON")));
    }

    void cleanup()
    {
        m_session.execute(QStringLiteral("SET GLOBAL local_infile=ON"));
        m_session.execute(QStringLiteral("DROP TABLE IF EXISTS sbtest1, sbtest2, sbtest3"));
    }

    void tableHasSysbenchsShape()
    {
        const QString sysbench = QStandardPaths::findExecutable(QStringLiteral("sysbench"));
        QVERIFY2(!sysbench.isEmpty(), "sysbench is needed for the comparison: packaging/install-deps.sh installs it");
        auto w = workload();
        PrepareOptions options;
        options.threads = 2;
        QVERIFY(!w->prepare(m_profile, options));
        QCOMPARE(w->prepareStats().rows, qint64(kRows));

        QCOMPARE(value(QStringLiteral("SELECT CONCAT(COUNT(*), ' ', MIN(id), ' ', MAX(id)) FROM sbtest1")),
            QStringLiteral("%1 1 %1").arg(kRows));
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM sbtest1 WHERE k < 1 OR k > %1").arg(kRows)),
            QStringLiteral("0"));
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM sbtest1 WHERE c NOT REGEXP '^([0-9]{11}-){9}[0-9]{11}$' "
                                      "OR pad NOT REGEXP '^([0-9]{11}-){4}[0-9]{11}$'")),
            QStringLiteral("0"));
        QVERIFY2(value(QStringLiteral("SELECT COUNT(DISTINCT k) FROM sbtest1")).toInt() > kRows / 2, "k is not spread");
        QCOMPARE(
            value(QStringLiteral("SELECT TABLE_COMMENT FROM information_schema.TABLES WHERE TABLE_SCHEMA=DATABASE() "
                                 "AND TABLE_NAME='sbtest1'")),
            OwnedTables::comment());
        auto matches = w->dataMatches(m_session);
        QVERIFY(matches.ok() && *matches);
        QVERIFY(!w->checkPrepared(m_session));

        // The same columns and indexes (k_1 on k included) as the table sysbench prepares.
        m_session.execute(QStringLiteral("CREATE DATABASE IF NOT EXISTS loader_sysbench"));
        QProcess p;
        const QStringList connection { QStringLiteral("--mysql-socket=") + m_profile.socket,
            QStringLiteral("--mysql-user=") + m_profile.user, QStringLiteral("--mysql-password=") + m_profile.password,
            QStringLiteral("--mysql-db=loader_sysbench"), QStringLiteral("--tables=1"),
            QStringLiteral("--table-size=1000") };
        p.start(sysbench,
            QStringList { QStringLiteral("oltp_read_only") } + connection + QStringList { QStringLiteral("cleanup") });
        p.waitForFinished(test::scaledMs(60000));
        p.start(sysbench,
            QStringList { QStringLiteral("oltp_read_only") } + connection + QStringList { QStringLiteral("prepare") });
        p.waitForFinished(test::scaledMs(120000));
        QCOMPARE(p.exitCode(), 0);
        const QStringList ours = shape(m_profile.database, QStringLiteral("sbtest1"));
        QVERIFY(ours.contains(QStringLiteral("k_1|1|1|k")));
        QCOMPARE(ours, shape(QStringLiteral("loader_sysbench"), QStringLiteral("sbtest1")));
        m_session.execute(QStringLiteral("DROP DATABASE loader_sysbench"));
    }

    void oneTableSplitOverTwoThreads_data()
    {
        QTest::addColumn<LoadMethod>("method");
        QTest::newRow("bulk INSERT") << LoadMethod::BulkInsert;
        QTest::newRow("LOAD DATA") << LoadMethod::LoadData;
    }

    // One table, two threads: each loads a range of ids; together exactly 1..N, and the same rows one thread loads.
    void oneTableSplitOverTwoThreads()
    {
        QFETCH(LoadMethod, method);
        auto w = workload();
        PrepareOptions options;
        options.threads = 2;
        options.loadMethod = method;
        qint64 lastDone = -1, lastTotal = -1;
        options.progress = [&](qint64 done, qint64 total) {
            lastDone = done;
            lastTotal = total;
        };
        QVERIFY(!w->prepare(m_profile, options));
        QCOMPARE(lastDone, qint64(kRows));
        QCOMPARE(lastTotal, qint64(kRows));
        QCOMPARE(value(QStringLiteral(
                     "SELECT CONCAT(COUNT(*), ' ', COUNT(DISTINCT id), ' ', MIN(id), ' ', MAX(id)) FROM sbtest1")),
            QStringLiteral("%1 %1 1 %1").arg(kRows));
        QCOMPARE(
            value(QStringLiteral("SELECT AUTO_INCREMENT FROM information_schema.TABLES WHERE TABLE_SCHEMA=DATABASE() "
                                 "AND TABLE_NAME='sbtest1'")),
            QString::number(kRows + 1)); // the next oltp_insert row follows the loaded ones, as after sysbench
        const QString twoThreads = checksum(QStringLiteral("sbtest1"));

        options.threads = 1;
        options.recreate = true;
        QVERIFY(!w->prepare(m_profile, options));
        QCOMPARE(checksum(QStringLiteral("sbtest1")), twoThreads);
    }

    // Every method loads the same rows; a server that refuses LOAD DATA LOCAL INFILE gets multi-row INSERTs and a note.
    void everyMethodLoadsTheSameRows()
    {
        auto w = workload(2, 3000);
        PrepareOptions options;
        options.threads = 3;
        QVERIFY(!w->prepare(m_profile, options));
        QCOMPARE(w->prepareStats().loadMethod, LoadMethod::BulkInsert); // the sandbox is a MariaDB server
        const QString first = checksum(QStringLiteral("sbtest1")), second = checksum(QStringLiteral("sbtest2"));
        QVERIFY(first != second); // each table has rows of its own

        options.recreate = true;
        for (const LoadMethod method : { LoadMethod::LoadData, LoadMethod::Inserts }) {
            options.loadMethod = method;
            QVERIFY(!w->prepare(m_profile, options));
            QCOMPARE(w->prepareStats().loadMethod, method);
            QVERIFY(!w->prepareStats().bulkLoadRefused);
            QCOMPARE(checksum(QStringLiteral("sbtest1")), first);
            QCOMPARE(checksum(QStringLiteral("sbtest2")), second);
        }

        QVERIFY(!m_session.execute(QStringLiteral("SET GLOBAL local_infile=OFF")));
        options.loadMethod = LoadMethod::LoadData;
        QVERIFY(!w->prepare(m_profile, options));
        QCOMPARE(w->prepareStats().loadMethod, LoadMethod::Inserts);
        QCOMPARE(w->prepareStats().bulkLoadRefused.code, ErrorCode::Unsupported);
        QCOMPARE(w->prepareStats().rows, qint64(6000));
        QCOMPARE(checksum(QStringLiteral("sbtest1")), first);
        QCOMPARE(checksum(QStringLiteral("sbtest2")), second);
    }

    void tablesInOtherCharsetsGetTheSameRows_data()
    {
        QTest::addColumn<QString>("charset");
        QTest::addColumn<LoadMethod>("method");
        QTest::newRow("utf8mb4, bulk") << "utf8mb4" << LoadMethod::BulkInsert;
        QTest::newRow("utf8mb4, LOAD DATA") << "utf8mb4" << LoadMethod::LoadData;
        QTest::newRow("ucs2 (not a client set), bulk") << "ucs2" << LoadMethod::BulkInsert;
        QTest::newRow("ucs2 (not a client set), LOAD DATA") << "ucs2" << LoadMethod::LoadData;
    }

    // The loaders' connections take the tables' character set where they can; the rows stay the same.
    void tablesInOtherCharsetsGetTheSameRows()
    {
        QFETCH(QString, charset);
        QFETCH(LoadMethod, method);
        auto w = workload(1, 3000);
        PrepareOptions options;
        QVERIFY(!w->prepare(m_profile, options));
        const QString latin1 = checksum(QStringLiteral("sbtest1"));
        auto other = WorkloadRegistry::create(QStringLiteral("oltp_read_only"),
            { { QStringLiteral("table_size"), QStringLiteral("3000") },
                { QStringLiteral("rand_seed"), QStringLiteral("42") },
                { QStringLiteral("create_table_options"), QStringLiteral("DEFAULT CHARSET=") + charset } });
        QVERIFY(other.ok());
        options.recreate = true;
        options.loadMethod = method;
        QVERIFY(!(*other)->prepare(m_profile, options));
        QCOMPARE((*other)->prepareStats().loadMethod, method);
        QCOMPARE(value(QStringLiteral("SELECT CHARACTER_SET_NAME FROM information_schema.COLUMNS WHERE "
                                      "TABLE_SCHEMA=DATABASE() AND TABLE_NAME='sbtest1' AND COLUMN_NAME='c'")),
            charset);
        QCOMPARE(checksum(QStringLiteral("sbtest1")), latin1);
    }

    // Stopped before its last statement, a table stays marked incomplete: owned (recreate drops it), never ready.
    void interruptedPrepareLeavesNoReadyTable()
    {
        auto w = workload();
        std::atomic<bool> cancel { true };
        PrepareOptions options;
        options.threads = 2;
        options.cancel = &cancel;
        QCOMPARE(w->prepare(m_profile, options).code, ErrorCode::Cancelled);
        QCOMPARE(
            value(QStringLiteral("SELECT TABLE_COMMENT FROM information_schema.TABLES WHERE TABLE_SCHEMA=DATABASE() "
                                 "AND TABLE_NAME='sbtest1'")),
            OwnedTables::incompleteComment());
        QCOMPARE(w->checkPrepared(m_session).code, ErrorCode::TablesMissing);
        QCOMPARE(applyPreparePolicy(*w, m_profile, PreparePolicy::Never, {}).code, ErrorCode::TablesMissing);

        bool prepared = false;
        QVERIFY(!applyPreparePolicy(*w, m_profile, PreparePolicy::Auto, {}, &prepared));
        QVERIFY(prepared); // reloaded, not taken as it was
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM sbtest1")), QString::number(kRows));
        QVERIFY(!w->checkPrepared(m_session));
        QStringList dropped;
        QVERIFY(!w->cleanup(m_session, &dropped, nullptr));
        QCOMPARE(dropped, QStringList { QStringLiteral("sbtest1") });
    }
};

QTEST_GUILESS_MAIN(TestOltpLoader)
#include "tst_oltploader.moc"
