// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/pivottable.h"
#include "analysis/speedup.h"

#include <QTest>
#include <cmath>

using namespace sb;

namespace {

bool near(double a, double b, double eps = 1e-9)
{
    return std::abs(a - b) <= eps;
}

// The seed table as stored runs would give it: two repetitions per cell, +-1% around the published value,
// recorded in an order that is neither sorted by concurrency nor by cores.
QList<PivotRecord> seedRecords()
{
    const QList<double> clients { 100, 5, 50, 10, 25 };
    const QList<QList<double>> qps { { 689, 1075, 1196 }, { 735, 900, 1082 }, { 780, 1109, 1319 }, { 826, 1082, 1267 },
        { 823, 1105, 1323 } };
    const QStringList cores { QStringLiteral("1 core"), QStringLiteral("2 cores"), QStringLiteral("4 cores") };
    QList<PivotRecord> records;
    for (int c = 0; c < cores.size(); ++c) {
        for (int r = 0; r < clients.size(); ++r) {
            for (double f : { 0.99, 1.01 })
                records.append({ clients.at(r), cores.at(c), qps.at(r).at(c) * f });
        }
    }
    return records;
}

} // namespace

class TestPivotTable : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void seedShape();
    void aggregatesRepetitions();
    void labelRowsKeepOrder();
    void dataTableRoundTrip();
    void speedupAndEfficiency();
    void percentDifference();
    void resourcesFromLabels();
};

void TestPivotTable::seedShape()
{
    const PivotTable t = PivotTable::fromRecords(seedRecords(), QStringLiteral("concurrency"));
    QCOMPARE(t.rowCount(), 5);
    QCOMPARE(t.columnCount(), 3);
    QVERIFY(t.numericRows());
    QCOMPARE(t.columnLabels(),
        (QStringList { QStringLiteral("1 core"), QStringLiteral("2 cores"), QStringLiteral("4 cores") }));
    const QList<double> expected { 5, 10, 25, 50, 100 };
    for (int r = 0; r < 5; ++r)
        QCOMPARE(t.rowValue(r), expected.at(r));
    QCOMPARE(t.rowLabel(4), QStringLiteral("100"));
    QVERIFY(near(t.cell(2, 2).mean, 1323));
}

void TestPivotTable::aggregatesRepetitions()
{
    const PivotTable t = PivotTable::fromRecords(seedRecords());
    const SampleSummary& s = t.cell(0, 0); // 5 clients, 1 core: 727.65 and 742.35
    QCOMPARE(s.n, 2);
    QVERIFY(near(s.mean, 735));
    QVERIFY(near(s.sd, 14.7 / std::sqrt(2.0), 1e-9));
    QVERIFY(near(s.ciHalfWidth, 12.706205 * 7.35, 1e-3)); // t(0.975, 1) * sd / sqrt(2) = 12.7062 * 7.35
    QVERIFY(!s.unstable);
    QVERIFY(t.hasRepetitions());
    QVERIFY(!t.hasUnstableCells());

    QList<PivotRecord> noisy { { 1, QStringLiteral("a"), 100 }, { 1, QStringLiteral("a"), 120 } };
    QVERIFY(PivotTable::fromRecords(noisy).hasUnstableCells());
}

void TestPivotTable::labelRowsKeepOrder()
{
    const QList<PivotRecord> records { { QStringLiteral("oltp_read_only"), QStringLiteral("MariaDB"), 10 },
        { QStringLiteral("oltp_point_select"), QStringLiteral("MySQL"), 30 },
        { QStringLiteral("oltp_point_select"), QStringLiteral("MariaDB"), 20 } };
    const PivotTable t = PivotTable::fromRecords(records);
    QVERIFY(!t.numericRows());
    QCOMPARE(t.rowLabel(0), QStringLiteral("oltp_read_only"));
    QCOMPARE(t.rowLabel(1), QStringLiteral("oltp_point_select"));
    QVERIFY(std::isnan(t.rowValue(0)));
    QVERIFY(t.cell(0, 1).isEmpty());
    QCOMPARE(t.cell(1, 0).mean, 20.0);
    QCOMPARE(t.cell(1, 1).mean, 30.0);
}

void TestPivotTable::dataTableRoundTrip()
{
    DataTable d(QStringLiteral("threads"));
    d.addColumn(QStringLiteral("off"));
    d.addColumn(QStringLiteral("on"));
    d.addColumn(QStringLiteral("empty"));
    d.addRow(50, { 10.0, 12.0 });
    d.addRow(25, { 8.0, std::nullopt });
    const PivotTable p = PivotTable::fromDataTable(d);
    QCOMPARE(p.columnCount(), 3);
    QCOMPARE(p.rowValue(0), 25.0); // sorted
    const DataTable back = p.toDataTable();
    QCOMPARE(back.xLabel(), QStringLiteral("threads"));
    QCOMPARE(back.xValues(), (QList<double> { 25, 50 }));
    QCOMPARE(*back.value(1, 1), 12.0);
    QVERIFY(!back.hasValue(0, 1));
    QVERIFY(!back.hasValue(0, 2));
}

void TestPivotTable::speedupAndEfficiency()
{
    const DataTable d = PivotTable::fromRecords(seedRecords()).toDataTable();
    const QList<double> s = Speedup::speedup(d, 2, 0);
    QVERIFY(near(s.at(2), 1323.0 / 823.0)); // 1.61x at 25 clients
    QVERIFY(near(Speedup::speedup(d, 0, 0).at(3), 1.0));
    const auto e = Speedup::efficiency(d, 2, 0);
    QVERIFY(e.has_value());
    QVERIFY(near(e->at(2), 1323.0 / 823.0 / 4.0));
    QVERIFY(near(Speedup::efficiency(d, 1, 0, 2, 1).at(0), 900.0 / 735.0 / 2.0));
    DataTable named(QStringLiteral("x"));
    named.addColumn(QStringLiteral("HT off"));
    named.addColumn(QStringLiteral("HT on"));
    named.addRow(1, { 1.0, 2.0 });
    QVERIFY(!Speedup::efficiency(named, 1, 0).has_value());
}

void TestPivotTable::percentDifference()
{
    const DataTable d = PivotTable::fromRecords(seedRecords()).toDataTable();
    const QList<double> p = Speedup::percentDifference(d, 1, 2);
    QCOMPARE(p.size(), 5);
    QVERIFY(near(p.at(0), 100.0 * (1082.0 - 900.0) / 900.0));
    DataTable gap(QStringLiteral("x"));
    gap.addColumn(QStringLiteral("a"));
    gap.addColumn(QStringLiteral("b"));
    gap.addRow(1, { 50.0, 90.0 });
    gap.addRow(2, { std::nullopt, 90.0 });
    const QList<double> q = Speedup::percentDifference(gap, 0, 1);
    QVERIFY(near(q.at(0), 80.0));
    QVERIFY(std::isnan(q.at(1)));
}

void TestPivotTable::resourcesFromLabels()
{
    QCOMPARE(Speedup::resourcesFromLabel(QStringLiteral("1 core")), std::optional<double>(1));
    QCOMPARE(Speedup::resourcesFromLabel(QStringLiteral("4 cores")), std::optional<double>(4));
    QCOMPARE(Speedup::resourcesFromLabel(QStringLiteral("cores:4")), std::optional<double>(4));
    QCOMPARE(Speedup::resourcesFromLabel(QStringLiteral("8 CPUs")), std::optional<double>(8));
    QCOMPARE(Speedup::resourcesFromLabel(QStringLiteral("16")), std::optional<double>(16));
    QCOMPARE(Speedup::resourcesFromLabel(QStringLiteral("4c")), std::optional<double>(4));
    QCOMPARE(Speedup::resourcesFromLabel(QStringLiteral("server CPUs: 2 cores")), std::optional<double>(2));
    QVERIFY(!Speedup::resourcesFromLabel(QStringLiteral("server CPUs: all")).has_value());
    QVERIFY(!Speedup::resourcesFromLabel(QStringLiteral("HT on")).has_value());
    QVERIFY(!Speedup::resourcesFromLabel(QStringLiteral("MySQL 5.0")).has_value());
    QVERIFY(!Speedup::resourcesFromLabel(QStringLiteral("0 cores")).has_value());
}

QTEST_APPLESS_MAIN(TestPivotTable)
#include "tst_pivottable.moc"
