// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/datatable.h"

#include <QTest>

using namespace sb;

class TestDataTable : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readsSeedFile();
    void missingCellsAndQuotes();
    void notANumberGivesLineAndColumn();
    void tooManyCells();
    void headerRequired();
    void unterminatedQuote();
    void missingFile();
    void columnIndexIgnoresCase();
};

void TestDataTable::readsSeedFile()
{
    const QString path
        = qEnvironmentVariable("SCALEBENCH_SOURCE_DIR") + QStringLiteral("/resources/examples/seed-core-scaling.csv");
    const auto table = DataTable::fromCsv(path);
    QVERIFY2(table.ok(), qPrintable(table.error().context + QLatin1Char(' ') + table.error().detail));
    QCOMPARE(table->xLabel(), QStringLiteral("concurrency"));
    QCOMPARE(table->columnNames(),
        (QStringList { QStringLiteral("1 core"), QStringLiteral("2 cores"), QStringLiteral("4 cores") }));
    QCOMPARE(table->rowCount(), 5);
    QCOMPARE(table->xValues(), (QList<double> { 5, 10, 25, 50, 100 }));
    QCOMPARE(*table->value(2, 2), 1323.0);
    QCOMPARE(*table->value(4, 0), 689.0);
}

void TestDataTable::missingCellsAndQuotes()
{
    const auto table = DataTable::fromCsvText(QStringLiteral("# comment\r\nthreads,\"HT, on\",\"say \"\"off\"\"\"\r\n"
                                                             "1,10,\r\n\n2,,21.5\r\n4,40\r\n"));
    QVERIFY(table.ok());
    QCOMPARE(table->columnNames(), (QStringList { QStringLiteral("HT, on"), QStringLiteral("say \"off\"") }));
    QCOMPARE(table->rowCount(), 3);
    QVERIFY(!table->hasValue(0, 1));
    QVERIFY(!table->hasValue(1, 0));
    QCOMPARE(*table->value(1, 1), 21.5);
    QVERIFY(!table->value(2, 1).has_value());
    QList<double> xs;
    QList<double> ys;
    table->points(0, &xs, &ys);
    QCOMPARE(xs, (QList<double> { 1, 4 }));
    QCOMPARE(ys, (QList<double> { 10, 40 }));
}

void TestDataTable::notANumberGivesLineAndColumn()
{
    const auto table = DataTable::fromCsvText(QStringLiteral("# c\nx,a,b\n1,2,3\n2,4,abc\n"), QStringLiteral("t.csv"));
    QVERIFY(!table.ok());
    QCOMPARE(table.error().code, ErrorCode::ParseError);
    QCOMPARE(table.error().value, qint64(4));
    QCOMPARE(table.error().context, QStringLiteral("t.csv:4:5"));
    QCOMPARE(table.error().detail, QStringLiteral("abc"));

    const auto badX = DataTable::fromCsvText(QStringLiteral("x,a\nfive,2\n"), QStringLiteral("t.csv"));
    QVERIFY(!badX.ok());
    QCOMPARE(badX.error().context, QStringLiteral("t.csv:2:1"));
}

void TestDataTable::tooManyCells()
{
    const auto table = DataTable::fromCsvText(QStringLiteral("x,a\n1,2\n2,3,4\n"), QStringLiteral("t.csv"));
    QVERIFY(!table.ok());
    QCOMPARE(table.error().context, QStringLiteral("t.csv:3:5"));
}

void TestDataTable::headerRequired()
{
    QVERIFY(!DataTable::fromCsvText(QStringLiteral("# only comments\n\n")).ok());
    const auto noSeries = DataTable::fromCsvText(QStringLiteral("x\n1\n"));
    QVERIFY(!noSeries.ok());
    QCOMPARE(noSeries.error().value, qint64(1));
    const auto emptyName = DataTable::fromCsvText(QStringLiteral("x,a,,b\n"), QStringLiteral("t.csv"));
    QVERIFY(!emptyName.ok());
    QCOMPARE(emptyName.error().context, QStringLiteral("t.csv:1:5"));
}

void TestDataTable::unterminatedQuote()
{
    const auto table = DataTable::fromCsvText(QStringLiteral("x,a\n1,\"2\n"), QStringLiteral("t.csv"));
    QVERIFY(!table.ok());
    QCOMPARE(table.error().value, qint64(2));
    QCOMPARE(table.error().context, QStringLiteral("t.csv:2:3"));
}

void TestDataTable::missingFile()
{
    const auto table = DataTable::fromCsv(QStringLiteral("/nonexistent/nowhere.csv"));
    QVERIFY(!table.ok());
    QCOMPARE(table.error().code, ErrorCode::FileError);
}

void TestDataTable::columnIndexIgnoresCase()
{
    const auto table = DataTable::fromCsvText(QStringLiteral("x,1 Core,4 cores\n1,2,3\n"));
    QVERIFY(table.ok());
    QCOMPARE(table->columnIndex(QStringLiteral("1 core")), 0);
    QCOMPARE(table->columnIndex(QStringLiteral("4 cores")), 1);
    QCOMPARE(table->columnIndex(QStringLiteral("8 cores")), -1);
}

QTEST_APPLESS_MAIN(TestDataTable)
#include "tst_datatable.moc"
