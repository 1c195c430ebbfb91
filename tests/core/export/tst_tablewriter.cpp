// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/tablewriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace sb;

namespace {

DataTable seed()
{
    const auto t = DataTable::fromCsvText(QStringLiteral("concurrency,1 core,2 cores,4 cores\n"
                                                         "5,735,900,1082\n10,826,1082,1267\n25,823.5,,1323\n"));
    return *t;
}

PivotTable repeated()
{
    return PivotTable::fromRecords(
        { { 10, QStringLiteral("HT \"on\", 8"), 99 }, { 10, QStringLiteral("HT \"on\", 8"), 101 },
            { 10, QStringLiteral("HT \"on\", 8"), 100 }, { 20, QStringLiteral("HT \"on\", 8"), 150 } },
        QStringLiteral("threads"));
}

} // namespace

class TestTableWriter : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void csvPlain();
    void csvQuotingAndSpread();
    void markdownAligned();
    void markdownWithSpread();
    void json();
    void decimals();
    void formatNames();
};

void TestTableWriter::csvPlain()
{
    QCOMPARE(TableWriter::write(seed(), TableWriter::Format::Csv),
        QStringLiteral(
            "concurrency,1 core,2 cores,4 cores\r\n5,735,900,1082\r\n10,826,1082,1267\r\n25,823.5,,1323\r\n"));
}

void TestTableWriter::csvQuotingAndSpread()
{
    const QString csv = TableWriter::toCsv(repeated());
    const QStringList lines = csv.split(QStringLiteral("\r\n"));
    QCOMPARE(lines.at(0),
        QStringLiteral(
            "threads,\"HT \"\"on\"\", 8\",\"HT \"\"on\"\", 8 sd\",\"HT \"\"on\"\", 8 ci95\",\"HT \"\"on\"\", 8 n\""));
    QVERIFY(lines.at(1).startsWith(QStringLiteral("10,100,1,2.48413")));
    QVERIFY(lines.at(1).endsWith(QStringLiteral(",3")));
    QCOMPARE(lines.at(2), QStringLiteral("20,150,,,1"));
    QCOMPARE(TableWriter::csvField(QStringLiteral("a\nb")), QStringLiteral("\"a\nb\""));
    QCOMPARE(TableWriter::csvField(QStringLiteral("plain")), QStringLiteral("plain"));
}

void TestTableWriter::markdownAligned()
{
    const QString md = TableWriter::write(seed(), TableWriter::Format::Markdown);
    const QStringList lines = md.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines.at(0), QStringLiteral("| concurrency | 1 core | 2 cores | 4 cores |"));
    QCOMPARE(lines.at(1), QStringLiteral("| ----------: | -----: | ------: | ------: |"));
    QCOMPARE(lines.at(2), QStringLiteral("|           5 |    735 |     900 |    1082 |"));
    QCOMPARE(
        lines.at(4), QStringLiteral("|          25 |    824 |         |    1323 |")); // 0 decimals at this magnitude
    for (const QString& l : lines)
        QCOMPARE(l.size(), lines.at(0).size());
}

void TestTableWriter::markdownWithSpread()
{
    const QString md = TableWriter::toMarkdown(repeated(), 1);
    QVERIFY2(md.contains(QStringLiteral("100.0 ± 2.5")), qPrintable(md));
    QVERIFY(md.contains(QStringLiteral("HT \"on\", 8")));
    QVERIFY(md.contains(QStringLiteral("| 150.0 ")) || md.contains(QStringLiteral(" 150.0 |")));
    QCOMPARE(TableWriter::markdownTable(
                 { QStringLiteral("a|b"), QStringLiteral("n") }, { { QStringLiteral("x"), QStringLiteral("1") } }),
        QStringLiteral("| a\\|b |   n |\n| ---- | --: |\n| x    |   1 |\n"));
}

void TestTableWriter::json()
{
    const QJsonObject plain
        = QJsonDocument::fromJson(TableWriter::write(seed(), TableWriter::Format::Json).toUtf8()).object();
    QCOMPARE(plain.value(QStringLiteral("rowHeader")).toString(), QStringLiteral("concurrency"));
    QCOMPARE(plain.value(QStringLiteral("columns")).toArray().size(), 3);
    const QJsonArray rows = plain.value(QStringLiteral("rows")).toArray();
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows.at(2).toObject().value(QStringLiteral("key")).toDouble(), 25.0);
    const QJsonArray last = rows.at(2).toObject().value(QStringLiteral("values")).toArray();
    QCOMPARE(last.at(0).toDouble(), 823.5);
    QVERIFY(last.at(1).isNull());

    const QJsonObject spread = QJsonDocument::fromJson(TableWriter::toJson(repeated()).toUtf8()).object();
    const QJsonObject cell = spread.value(QStringLiteral("rows"))
                                 .toArray()
                                 .at(0)
                                 .toObject()
                                 .value(QStringLiteral("values"))
                                 .toArray()
                                 .at(0)
                                 .toObject();
    QCOMPARE(cell.value(QStringLiteral("mean")).toDouble(), 100.0);
    QCOMPARE(cell.value(QStringLiteral("sd")).toDouble(), 1.0);
    QCOMPARE(cell.value(QStringLiteral("n")).toInt(), 3);
}

void TestTableWriter::decimals()
{
    QCOMPARE(TableWriter::decimalsFor(1323), 0);
    QCOMPARE(TableWriter::decimalsFor(1.61), 3);
    QCOMPARE(TableWriter::decimalsFor(82.3), 2);
    QCOMPARE(TableWriter::formatNumber(1.005, 1), QStringLiteral("1.0"));
    QVERIFY(TableWriter::formatNumber(qQNaN(), 2).isEmpty());
    const auto whole = DataTable::fromCsvText(QStringLiteral("x,a\n1,100\n2,190\n"));
    QVERIFY(TableWriter::write(*whole, TableWriter::Format::Markdown).contains(QStringLiteral("| 190 |")));
    const auto fraction = DataTable::fromCsvText(QStringLiteral("x,a\n1,100.25\n2,190\n"));
    QVERIFY(TableWriter::write(*fraction, TableWriter::Format::Markdown).contains(QStringLiteral("| 190.0 |")));
}

void TestTableWriter::formatNames()
{
    QCOMPARE(TableWriter::formatFromName(QStringLiteral("MD")), std::optional(TableWriter::Format::Markdown));
    QCOMPARE(TableWriter::formatFromName(QStringLiteral("json")), std::optional(TableWriter::Format::Json));
    QVERIFY(!TableWriter::formatFromName(QStringLiteral("xml")).has_value());
}

QTEST_APPLESS_MAIN(TestTableWriter)
#include "tst_tablewriter.moc"
