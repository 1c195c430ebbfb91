// SPDX-License-Identifier: GPL-3.0-or-later
// StatementDigest on the examples of MySQL's and MariaDB's manuals (performance_schema digests, STATEMENT_DIGEST_TEXT)
// written as ScaleBench spells them (identifiers as the statement had them, no space inside parentheses), the literal
// forms MySQL has, and an InnoDB status with a deadlock as MariaDB prints it.
#include "collectors/incident.h"
#include "common/statementdigest.h"

#include <QtTest>

using namespace sb;

class TestStatementDigest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void normalised_data();
    void normalised();
    void innodbStatus();
    void innodbWithoutHosts();
    void incidentNormalised();
    void serverMessages_data();
    void serverMessages();
};

void TestStatementDigest::normalised_data()
{
    QTest::addColumn<QString>("sql");
    QTest::addColumn<QString>("digest");
    // MySQL manual, "Performance Schema Statement Digests": both statements have one digest.
    QTest::newRow("mysql manual 1") << "SELECT * FROM orders WHERE customer_id=10 AND quantity>20"
                                    << "SELECT * FROM orders WHERE customer_id = ? AND quantity > ?";
    QTest::newRow("mysql manual 2") << "SELECT * FROM orders WHERE customer_id = 20 AND quantity > 100"
                                    << "SELECT * FROM orders WHERE customer_id = ? AND quantity > ?";
    // MySQL manual, STATEMENT_DIGEST_TEXT().
    QTest::newRow("statement_digest_text") << "SELECT * FROM mytable WHERE cola = 10 AND colb = 20"
                                           << "SELECT * FROM mytable WHERE cola = ? AND colb = ?";
    // MariaDB knowledge base, "Performance Schema Digests".
    QTest::newRow("mariadb kb") << "SELECT * FROM customer WHERE age < 30"
                                << "SELECT * FROM customer WHERE age < ?";
    // MySQL's digest reductions (perfschema test suite): value lists and repeated rows.
    QTest::newRow("value list") << "SELECT 1, 2, 3, 4 FROM t1"
                                << "SELECT ?, ... FROM t1";
    QTest::newRow("one row one value") << "INSERT INTO t1 VALUES (1)"
                                       << "INSERT INTO t1 VALUES (?)";
    QTest::newRow("one row") << "INSERT INTO t3 VALUES (1, 2)"
                             << "INSERT INTO t3 VALUES (...)";
    QTest::newRow("rows of one") << "INSERT INTO t1 VALUES (1), (2), (3)"
                                 << "INSERT INTO t1 VALUES (?) /* , ... */";
    QTest::newRow("rows") << "INSERT INTO t2 (a, b) VALUES (1, 'x'), (3, 'y'),(5,'z')"
                          << "INSERT INTO t2 (a, b) VALUES (...) /* , ... */";
    QTest::newRow("in list") << "SELECT c FROM t1 WHERE id IN (1, 2, 3)"
                             << "SELECT c FROM t1 WHERE id IN (...)";
    QTest::newRow("expression") << "SELECT 1 + 1"
                                << "SELECT ? + ?";
    // The literal forms.
    QTest::newRow("strings") << "UPDATE sb_customer SET name='Erika Mustermann 4711', n=n+1 WHERE id=7"
                             << "UPDATE sb_customer SET name = ?, n = n + ? WHERE id = ?";
    QTest::newRow("escapes") << "SELECT a FROM t WHERE b = 'it''s' OR c = \"say "
                                "\\\"hi\\\"\" OR d = 'x\\'y'"
                             << "SELECT a FROM t WHERE b = ? OR c = ? OR d = ?";
    QTest::newRow("hex and bit") << "SELECT a FROM t WHERE h = X'4D79' OR h = 0x4D79 OR f = b'0101' OR f "
                                    "= 0b11"
                                 << "SELECT a FROM t WHERE h = ? OR h = ? OR f = ? OR f = ?";
    QTest::newRow("national") << "SELECT a FROM t WHERE name = N'Müller'"
                              << "SELECT a FROM t WHERE name = ?";
    QTest::newRow("introducer") << "SELECT a FROM t WHERE name = _utf8mb4 'Ärger' COLLATE utf8mb4_bin "
                                   "AND k = _binary X'00'"
                                << "SELECT a FROM t WHERE name = ? COLLATE utf8mb4_bin AND k = ?";
    QTest::newRow("numbers and signs") << "SELECT a FROM t WHERE x = -1.5e-3 AND y > .5 AND z = +2 AND w = 3E5"
                                       << "SELECT a FROM t WHERE x = ? AND y > ? AND z = ? AND w = ?";
    QTest::newRow("binary minus") << "SELECT -1, n - 1 FROM t"
                                  << "SELECT ?, n - ? FROM t";
    QTest::newRow("comments") << "SELECT /* Erika */ a -- secret 4711\nFROM t # "
                                 "more\nWHERE b = 1 /*+ NO_ICP(t) */"
                              << "SELECT a FROM t WHERE b = ?";
    QTest::newRow("executable comment") << "/*!40101 SET NAMES 'utf8mb4' */"
                                        << "SET NAMES ?";
    QTest::newRow("mariadb executable") << "CREATE TABLE t (a INT) /*M!100301 COMMENT 'Erika' */"
                                        << "CREATE TABLE t (a INT) COMMENT ?";
    QTest::newRow("quoted identifiers") << "SELECT `order`.`customer name` FROM `order` WHERE `x``y` = 'y'"
                                        << "SELECT `order`.`customer name` FROM `order` WHERE `x``y` = ?";
    QTest::newRow("variables") << "SET @secret := 'abc', @@session.sql_mode = 'ANSI', @`v w` = 1"
                               << "SET @secret := ?, @@session.sql_mode = ?, @`v w` = ?";
    QTest::newRow("cut-off string") << "UPDATE t SET name = 'Erika Muster"
                                    << "UPDATE t SET name = ?";
    QTest::newRow("cut-off comment") << "SELECT a FROM t /* Erika"
                                     << "SELECT a FROM t";
    QTest::newRow("name with digits first") << "SELECT 1abc, t1.c2 FROM db1.t1"
                                            << "SELECT 1abc, t1.c2 FROM db1.t1";
    QTest::newRow("functions") << "SELECT COUNT(*), SUBSTR(c, 1, 3) FROM sbtest1 "
                                  "WHERE id BETWEEN 5 AND 10 LIMIT 10"
                               << "SELECT COUNT(*), SUBSTR(c, ?, ...) FROM "
                                  "sbtest1 WHERE id BETWEEN ? AND ? LIMIT ?";
    QTest::newRow("placeholders") << "SELECT c FROM sbtest1 WHERE id = ?"
                                  << "SELECT c FROM sbtest1 WHERE id = ?";
    QTest::newRow("null kept") << "SELECT a FROM t WHERE a IS NULL AND b <=> NULL"
                               << "SELECT a FROM t WHERE a IS NULL AND b <=> NULL";
    QTest::newRow("json operator") << "SELECT doc->>'$.name' FROM t"
                                   << "SELECT doc ->> ? FROM t";
    QTest::newRow("whitespace") << "  SELECT\n\ta\n FROM   t ;  "
                                << "SELECT a FROM t;";
}

void TestStatementDigest::normalised()
{
    QFETCH(QString, sql);
    QFETCH(QString, digest);
    QCOMPARE(StatementDigest::normalised(sql), digest);
    // A normalised text stays as it is (incidents normalised twice, or when reported).
    QCOMPARE(StatementDigest::normalised(digest), digest);
}

namespace {

// SHOW ENGINE INNODB STATUS's deadlock and transactions as MariaDB 10.11 prints them (abridged).
const char* const kDeadlock = R"(=====================================
2026-12-06 01:50:00 0x7f2c INNODB MONITOR OUTPUT
=====================================
------------------------
LATEST DETECTED DEADLOCK
------------------------
2026-12-06 01:49:58 0x7f2c4c0f5640
*** (1) TRANSACTION:
TRANSACTION 1234, ACTIVE 0 sec starting index read
mysql tables in use 1, locked 1
LOCK WAIT 3 lock struct(s), heap size 1128, 2 row lock(s)
MariaDB thread id 31, OS thread handle 139828, query id 1120 localhost customer_app Updating
UPDATE sb_customer
   SET name = 'Erika Mustermann 4711', n = n + 1
 WHERE id = 2
*** WAITING FOR THIS LOCK TO BE GRANTED:
RECORD LOCKS space id 7 page no 3 n bits 8 index PRIMARY of table `shop`.`sb_customer` trx id 1234 lock_mode X locks rec but not gap waiting
Record lock, heap no 3 PHYSICAL RECORD: n_fields 5; compact format; info bits 0
 0: len 4; hex 80000002; asc     ;;
 1: len 6; hex 0000000004d1; asc       ;;
 2: len 7; hex 02000001230110; asc     #  ;;
 3: len 21; hex 4572696b61204d75737465726d616e6e2034373131; asc Erika Mustermann 4711;;
 4: SQL NULL;

*** CONFLICTING WITH:
RECORD LOCKS space id 7 page no 3 n bits 8 index PRIMARY of table `shop`.`sb_customer` trx id 1235 lock_mode X locks rec but not gap
Record lock, heap no 3 PHYSICAL RECORD: n_fields 5; compact format; info bits 0
 0: len 4; hex 80000002; asc     ;;

*** (2) TRANSACTION:
TRANSACTION 1235, ACTIVE 0 sec starting index read
MariaDB thread id 32, OS thread handle 139829, query id 1121 10.0.0.7 customer_app Updating
UPDATE sb_customer SET name = 'Max Mustermann 0815' WHERE id = 1
*** WE ROLL BACK TRANSACTION (2)
------------
TRANSACTIONS
------------
Trx id counter 1240
History list length 5
LIST OF TRANSACTIONS FOR EACH SESSION:
---TRANSACTION 1236, ACTIVE 3 sec
MariaDB thread id 33, OS thread handle 139830, query id 1130 localhost customer_app
---TRANSACTION 421, not started
0 lock struct(s), heap size 1128, 0 row lock(s)
--------
FILE I/O
--------
)";

} // namespace

void TestStatementDigest::innodbStatus()
{
    const QString text = QString::fromUtf8(kDeadlock);
    const QString normalised = StatementDigest::normalisedInnodbStatus(text);
    for (const char* value : { "Erika", "4711", "Max", "0815", "4572696b61", "80000002" })
        QVERIFY2(!normalised.contains(QLatin1String(value)), value);
    QVERIFY(normalised.contains(QLatin1String("query id 1120 localhost customer_app Updating\nUPDATE "
                                              "sb_customer SET name = ?, n = n + ? WHERE id = ?\n"
                                              "*** WAITING FOR THIS LOCK TO BE GRANTED:")));
    QVERIFY(normalised.contains(QLatin1String("\n 3: len 21; hex ?; asc ?;;\n 4: SQL NULL;\n\n*** CONFLICTING WITH:")));
    QVERIFY(normalised.contains(QLatin1String("UPDATE sb_customer SET name = ? WHERE id = ?\n*** WE ROLL BACK")));
    // InnoDB's own lines are left as they were (a transaction without a statement too).
    QVERIFY(normalised.contains(QLatin1String("query id 1130 localhost customer_app\n---TRANSACTION 421, "
                                              "not started\n")));
    QVERIFY(normalised.contains(QLatin1String("Trx id counter 1240\nHistory list length 5\n")));
    QCOMPARE(normalised.count(QLatin1Char('\n')),
        text.count(QLatin1Char('\n')) - 2); // the statement's three lines
    QCOMPARE(StatementDigest::normalisedInnodbStatus(normalised), normalised);
}

void TestStatementDigest::innodbWithoutHosts()
{
    const QString text = StatementDigest::innodbStatusWithoutHosts(QString::fromUtf8(kDeadlock));
    QVERIFY(!text.contains(QLatin1String("customer_app")));
    QVERIFY(!text.contains(QLatin1String("10.0.0.7")));
    QVERIFY(!text.contains(QLatin1String("localhost")));
    QVERIFY(text.contains(QLatin1String("MariaDB thread id 31, OS thread handle 139828, query id 1120\nUPDATE")));
}

void TestStatementDigest::incidentNormalised()
{
    Incident incident;
    incident.processlist = Incident::Part::Answered;
    incident.processlistRows = QJsonArray { QJsonObject { { QStringLiteral("id"), 31 },
        { QStringLiteral("user"), QStringLiteral("customer_app") },
        { QStringLiteral("host"), QStringLiteral("10.0.0.7:4711") },
        { QStringLiteral("info"), QStringLiteral("UPDATE t SET name='Erika' WHERE id=2") } } };
    incident.innodbStatus = Incident::Part::Answered;
    incident.innodbStatusText = QString::fromUtf8(kDeadlock);
    Incident stored = Incident::fromJson(incident.toJson()); // as stored before ScaleBench normalised
    QVERIFY(stored.queryText.isEmpty());
    stored.normaliseQueryText();
    QCOMPARE(stored.queryText, QStringLiteral("normalised"));
    QCOMPARE(stored.processlistRows.at(0).toObject().value(QStringLiteral("info")).toString(),
        QStringLiteral("UPDATE t SET name = ? WHERE id = ?"));
    QVERIFY(!stored.innodbStatusText.contains(QLatin1String("Erika")));
    const QJsonObject json = stored.toJson();
    QCOMPARE(json.value(QStringLiteral("query_text")).toString(), QStringLiteral("normalised"));
    QCOMPARE(Incident::fromJson(json).queryText, QStringLiteral("normalised"));

    Incident kept = incident;
    kept.queryText = QStringLiteral("kept");
    kept.normaliseQueryText(); // asked to keep: left alone
    QVERIFY(kept.innodbStatusText.contains(QLatin1String("Erika")));

    const Incident anonymous = stored.withoutHosts();
    const QJsonObject row = anonymous.processlistRows.at(0).toObject();
    QVERIFY(!row.contains(QStringLiteral("user")));
    QVERIFY(!row.contains(QStringLiteral("host")));
    QVERIFY(!anonymous.innodbStatusText.contains(QLatin1String("customer_app")));
}

void TestStatementDigest::serverMessages_data()
{
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("normalised");
    QTest::newRow("duplicate") << "Duplicate entry 'Erika-4711' for key 'uk_name'"
                               << "Duplicate entry '?' for key 'uk_name'";
    QTest::newRow("incorrect value") << "Incorrect integer value: 'Erika' for column `shop`.`t`.`n` at row 1"
                                     << "Incorrect integer value: '?' for column `shop`.`t`.`n` at row 1";
    QTest::newRow("truncated") << "Truncated incorrect DOUBLE value: 'x4711'" << "Truncated incorrect DOUBLE value: '?'";
    QTest::newRow("syntax") << "You have an error in your SQL syntax; check the manual that corresponds to your MariaDB "
                               "server version for the right syntax to use near ''Erika 4711' WHERE idx=1' at line 1"
                            << "You have an error in your SQL syntax; check the manual that corresponds to your MariaDB "
                               "server version for the right syntax to use near '? WHERE idx = ?' at line 1";
    QTest::newRow("names only") << "Unknown column 'idx' in 'where clause'" << "Unknown column 'idx' in 'where clause'";
}

void TestStatementDigest::serverMessages()
{
    QFETCH(QString, message);
    QFETCH(QString, normalised);
    QCOMPARE(StatementDigest::normalisedServerMessage(message), normalised);
}

QTEST_APPLESS_MAIN(TestStatementDigest)
#include "tst_statementdigest.moc"
