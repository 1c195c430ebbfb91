// SPDX-License-Identifier: GPL-3.0-or-later
// The tables and sentences `scalebench-cli fit/compare/report` and the Report page share.
#include "analysis/datatable.h"
#include "analysis/pivottable.h"
#include "export/tablewriter.h"
#include "report/reportsource.h"
#include "report/scalingreport.h"

#include <QJsonArray>
#include <QTest>

using namespace sb;

class TestScalingReport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void seedIntervalsEverywhere();
    void costPerTransaction();
    void costNotAvailable();
    void unfittedColumnSaysWhyUnderTheTable();
    void throughputsRoundedAsTheMeasurements();
};

namespace {

DataTable seed()
{
    return *DataTable::fromCsv(
        qEnvironmentVariable("SCALEBENCH_SOURCE_DIR") + QStringLiteral("/resources/examples/seed-core-scaling.csv"));
}

DataTable twoColumns()
{
    DataTable t(QStringLiteral("clients"));
    t.addColumn(QStringLiteral("1 core"));
    t.addColumn(QStringLiteral("2 cores"));
    t.addRow(8, { 1000.0, 1860.0 });
    t.addRow(16, { 1100.0, 2000.0 });
    return t;
}

} // namespace

void TestScalingReport::seedIntervalsEverywhere()
{
    const ScalingReport report(seed(), 0);
    const ScalingReport::Table usl = report.uslTable();
    QCOMPARE(usl.rows.size(), 3);
    const int nStar = int(usl.header.indexOf(QStringLiteral("N*")));
    QVERIFY(nStar > 0);
    // "18.8 (16.8–20.5)": N* with its interval; the independent fit's 18.8 lies inside.
    QVERIFY2(usl.rows.at(0).at(nStar).startsWith(QStringLiteral("18.8 (")), qPrintable(usl.rows.at(0).at(nStar)));
    const QJsonObject json = report.toJson();
    const QJsonArray interval
        = json.value(QStringLiteral("usl")).toArray().at(0).toObject().value(QStringLiteral("nStarInterval")).toArray();
    QCOMPARE(interval.size(), 2);
    QVERIFY(interval.at(0).toDouble() < 18.8 && interval.at(1).toDouble() > 18.8);
    // Text and HTML render the same cells.
    QVERIFY(ScalingReport::render(usl, ScalingReport::Style::Text).contains(usl.rows.at(0).at(nStar)));
    // Three core counts, X(1) measured: the Amdahl fit is made, with intervals, and sigma stays a fraction.
    const ScalingReport::Table amdahl = report.amdahlTable();
    QVERIFY(!amdahl.isEmpty());
    QVERIFY2(amdahl.rows.at(0).at(2).contains(QLatin1Char('(')), qPrintable(amdahl.rows.at(0).at(2)));
}

// The tpcc sweep measured on the sandbox (NOPM, 1 and 2 server cores, one run per count): the 1-core USL fit
// describes its means, the 2-core one does not. That row keeps its measured figures, its parameter cells say "no
// fit", and the reason is a sentence under the table (in the λ cell it made the HTML table scroll sideways); the
// summary names the column whose peak it gives.
void TestScalingReport::unfittedColumnSaysWhyUnderTheTable()
{
    DataTable t(QStringLiteral("clients"));
    t.addColumn(QStringLiteral("1 core"));
    t.addColumn(QStringLiteral("2 cores"));
    const QList<double> x { 1, 2, 4, 8, 16, 32, 64 };
    const QList<double> one { 12768, 13229, 14466, 12809, 12230, 12446, 10895 };
    const QList<double> two { 9726, 20897, 18950, 19571, 16981, 16724, 19798 };
    for (int i = 0; i < x.size(); ++i)
        t.addRow(x.at(i), { one.at(i), two.at(i) });
    const ScalingReport report(t, 0);
    const ScalingReport::Table usl = report.uslTable();
    QCOMPARE(usl.rows.size(), 2);
    QVERIFY2(usl.rows.at(0).at(1).contains(QLatin1Char('(')), qPrintable(usl.rows.at(0).at(1))); // λ with interval
    QCOMPARE(usl.rows.at(1).at(1), QStringLiteral("no fit (see below)"));
    QCOMPARE(usl.rows.at(1).at(6), QStringLiteral("20897 @ 2")); // the measured peak stays
    QCOMPARE(usl.notes.size(), 1);
    QVERIFY2(usl.notes.at(0).startsWith(QStringLiteral("2 cores: the USL does not describe the means: the curve misses")),
        qPrintable(usl.notes.at(0)));
    QVERIFY(ScalingReport::render(usl, ScalingReport::Style::Text).contains(usl.notes.at(0)));
    const QStringList summary = report.summary();
    QVERIFY2(!summary.isEmpty() && summary.at(0).startsWith(QStringLiteral("2 cores: throughput peaks at 2 clients; ")),
        qPrintable(summary.join(QLatin1Char('\n'))));
}

// The flush study's means (issue 35's review): the USL table printed the measured peak as "925.176 @ 16" beside
// the measurements table's "925". Every throughput in the USL and Amdahl tables (λ, the USL peak, the measured peak,
// the RMS error, X₁) takes the measurements table's decimals.
void TestScalingReport::throughputsRoundedAsTheMeasurements()
{
    DataTable t(QStringLiteral("clients"));
    t.addColumn(QStringLiteral("flush-commit"));
    t.addColumn(QStringLiteral("flush-second"));
    t.addRow(1, { 39.31, 262.27 });
    t.addRow(4, { 418.47, 1557.46 });
    t.addRow(16, { 925.176, 1098.21 });
    QCOMPARE(TableWriter::decimalsFor(PivotTable::fromDataTable(t)), 0); // "925", "1557"
    const ScalingReport::Table usl = ScalingReport(t, 0).uslTable();
    const int peak = int(usl.header.indexOf(QStringLiteral("measured peak @ x")));
    QVERIFY(peak > 0);
    QCOMPARE(usl.rows.at(0).at(peak), QStringLiteral("925 @ 16"));
    QCOMPARE(usl.rows.at(1).at(peak), QStringLiteral("1557 @ 4"));
    const QRegularExpression decimals(QStringLiteral("\\d\\.\\d"));
    for (const QString& head : { QStringLiteral("λ"), QStringLiteral("USL peak"), QStringLiteral("RMS error") }) {
        const int c = int(usl.header.indexOf(head));
        for (int r = 0; c > 0 && r < usl.rows.size(); ++r)
            QVERIFY2(!usl.rows.at(r).at(c).contains(decimals), qPrintable(head + u' ' + usl.rows.at(r).at(c)));
    }
    // The seed's Amdahl X₁ with the seed measurements' decimals.
    const DataTable seeded = seed();
    const int seedDecimals = TableWriter::decimalsFor(PivotTable::fromDataTable(seeded));
    const QString x1 = ScalingReport(seeded, 0).amdahlTable().rows.at(0).at(1);
    const QString first = x1.section(QLatin1Char(' '), 0, 0);
    QCOMPARE(first.contains(QLatin1Char('.')) ? int(first.section(QLatin1Char('.'), 1).size()) : 0, seedDecimals);
}

void TestScalingReport::costPerTransaction()
{
    ScalingReport report(twoColumns(), 0);
    DataTable cpu(QStringLiteral("clients"));
    cpu.addColumn(QStringLiteral("1 core"));
    cpu.addColumn(QStringLiteral("2 cores"));
    cpu.addRow(8, { 100.0, 107.0 });
    cpu.addRow(16, { 110.0, 120.0 });
    report.setCpuPerTransaction(cpu);
    const QStringList summary = report.summary();
    QVERIFY2(
        summary.contains(QStringLiteral("2 cores: 1.82x the throughput at 1.09x the CPU per transaction (16 clients)")),
        qPrintable(summary.join(QLatin1Char('\n'))));
    QCOMPARE(report.cpuTable().rows.size(), 2);
    QCOMPARE(report.cpuTable().rows.at(0).at(2), QStringLiteral("107.0"));
}

void TestScalingReport::costNotAvailable()
{
    ScalingReport report(twoColumns(), 0);
    DataTable cpu(QStringLiteral("clients"));
    cpu.addColumn(QStringLiteral("1 core"));
    cpu.addColumn(QStringLiteral("2 cores"));
    cpu.addRow(8, { std::nullopt, std::nullopt });
    report.setCpuPerTransaction(cpu);
    QVERIFY(report.summary().last().startsWith(QStringLiteral("server CPU per transaction: not available")));
    QVERIFY(report.cpuTable().isEmpty());
}

QTEST_GUILESS_MAIN(TestScalingReport)
#include "tst_scalingreport.moc"
