// SPDX-License-Identifier: GPL-3.0-or-later
// The tables and sentences `scalebench-cli fit/compare/report` and the Report page share.
#include "analysis/datatable.h"
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
