// SPDX-License-Identifier: GPL-3.0-or-later
// Run lists and interval series as CSV, Markdown and JSON: headers, typed values, missing figures.
#include "export/intervalserieswriter.h"
#include "export/runlistwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace sb;

namespace {

StoredRun finishedRun()
{
    StoredRun r;
    r.id = 7;
    r.experimentId = 2;
    r.spec.workload = QStringLiteral("oltp_read_only");
    r.spec.workloadLabel = QStringLiteral("read-only, 4 tables");
    r.spec.threads = 25;
    r.spec.serverCpu = CpuConfig { QStringLiteral("4 cores"), QStringLiteral("cores:4") };
    r.spec.serverProfile = QStringLiteral("sandbox");
    r.spec.repetition = 1;
    r.status = RunStatus::Finished;
    r.started = QDateTime(QDate(2024, 5, 1), QTime(12, 0, 0), Qt::UTC);
    r.hasSummary = true;
    r.summary.durationSec = 4;
    r.summary.transactions = 1000;
    r.summary.reads = 14000;
    r.summary.others = 2001;
    r.summary.ignoredErrors = 6;
    r.summary.latency.p95Ms = 12.345;
    r.summary.latency.avgMs = 4.5;
    r.intervalCount = 4;
    return r;
}

StoredRun interruptedRun()
{
    StoredRun r;
    r.id = 8;
    r.experimentId = 2;
    r.spec.workload = QStringLiteral("oltp_read_only");
    r.spec.workloadLabel = r.spec.workload;
    r.spec.threads = 50;
    r.status = RunStatus::Interrupted;
    r.reason = QStringLiteral("writer-gone, \"killed\"");
    r.intervalCount = 2;
    return r;
}

} // namespace

class TestRunListWriter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // A phased workload's five runs are five rows that name their phase (issue 24), not five identical "kv" rows.
    void phasedRunsNameTheirPhase()
    {
        QList<StoredRun> runs;
        for (const char* phase : { "load", "read" }) {
            StoredRun r = interruptedRun();
            r.spec.workload = r.spec.workloadLabel = QStringLiteral("kv");
            r.spec.phase = QLatin1String(phase);
            runs.append(r);
        }
        runs.append(finishedRun());
        const RecordTable t = RunListWriter::table(runs);
        QCOMPARE(t.value(0, 2).toString(), QStringLiteral("kv: load"));
        QCOMPARE(t.value(1, 2).toString(), QStringLiteral("kv: read"));
        QCOMPARE(t.value(2, 2).toString(), QStringLiteral("read-only, 4 tables")); // no phase: the label alone
    }

    void runListCsv()
    {
        const QString csv = RunListWriter::write({ finishedRun(), interruptedRun() }, TableWriter::Format::Csv);
        const QStringList lines = csv.split(QStringLiteral("\r\n"));
        QCOMPARE(lines.size(), 4); // header, two runs, and the empty rest after the last CRLF
        QCOMPARE(lines.at(0),
            QStringLiteral("id,experiment,workload,clients,server_cpus,client_cpus,server,repetition,status,reason,"
                           "started,duration_s,tps,qps,p95_ms,p99_ms,avg_latency_ms,errors_per_sec,intervals"));
        QCOMPARE(lines.at(1),
            QStringLiteral("7,2,\"read-only, 4 tables\",25,4 cores,all,sandbox,2,finished,,2024-05-01T12:00:00Z,4,250,"
                           "4000.25,12.345,,4.5,1.5,4"));
        // No summary: every figure is empty; the reason is quoted because of its comma and quotes.
        QCOMPARE(lines.at(2),
            QStringLiteral("8,2,oltp_read_only,50,all,all,,1,interrupted,\"writer-gone, \"\"killed\"\"\",,,,,,,,,2"));
        QVERIFY(lines.at(3).isEmpty());
    }

    void runListJsonKeepsTypes()
    {
        const QJsonDocument doc = QJsonDocument::fromJson(
            RunListWriter::write({ finishedRun(), interruptedRun() }, TableWriter::Format::Json).toUtf8());
        const QJsonArray runs = doc.object().value(QStringLiteral("runs")).toArray();
        QCOMPARE(runs.size(), 2);
        const QJsonObject a = runs.at(0).toObject();
        QVERIFY(a.value(QStringLiteral("clients")).isDouble());
        QCOMPARE(a.value(QStringLiteral("clients")).toInt(), 25);
        QCOMPARE(a.value(QStringLiteral("qps")).toDouble(), 4000.25);
        QCOMPARE(a.value(QStringLiteral("server_cpus")).toString(), QStringLiteral("4 cores"));
        QCOMPARE(a.value(QStringLiteral("repetition")).toInt(), 2);
        QVERIFY(a.value(QStringLiteral("p99_ms")).isNull());
        QVERIFY(a.value(QStringLiteral("reason")).isNull());
        const QJsonObject b = runs.at(1).toObject();
        QVERIFY(b.value(QStringLiteral("tps")).isNull());
        QCOMPARE(b.value(QStringLiteral("status")).toString(), QStringLiteral("interrupted"));
        QCOMPARE(b.value(QStringLiteral("intervals")).toInt(), 2);
    }

    void runListMarkdown()
    {
        const QString md = RunListWriter::write({ finishedRun() }, TableWriter::Format::Markdown);
        const QStringList lines = md.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines.at(0).startsWith(QLatin1String("| run | exp | workload ")));
        QVERIFY(lines.at(0).contains(QLatin1String("| server CPUs |")));
        QVERIFY(lines.at(1).startsWith(QLatin1String("| --: | --: | ---")));
        // Fixed decimals per column: tps with 1, p95 with 2.
        QVERIFY(lines.at(2).contains(QLatin1String("| 250.0 |")));
        QVERIFY(lines.at(2).contains(QLatin1String("  12.35 |")) || lines.at(2).contains(QLatin1String("  12.34 |")));
        QVERIFY(lines.at(2).contains(QLatin1String("read-only, 4 tables")));
    }

    void intervalSeries()
    {
        IntervalSample s;
        s.timeSec = 2;
        s.intervalSec = 0.5;
        s.threads = 8;
        s.transactions = 100;
        s.reads = 1400;
        s.writes = 10;
        s.others = 200;
        s.ignoredErrors = 1;
        s.fatalErrors = 1;
        s.latency.avgMs = 3.25;
        s.latency.p95Ms = 7.5;
        s.latency.maxMs = 20;
        IntervalSample warm = s;
        warm.timeSec = -0.5;
        warm.warmup = true;
        const std::vector<IntervalSample> series { warm, s };

        const QStringList lines
            = IntervalSeriesWriter::write(series, TableWriter::Format::Csv).split(QStringLiteral("\r\n"));
        QCOMPARE(lines.at(0),
            QStringLiteral(
                "time_s,interval_s,warmup,threads,tps,qps,reads_per_sec,writes_per_sec,others_per_sec,"
                "errors_per_sec,reconnects_per_sec,latency_avg_ms,latency_p95_ms,latency_p99_ms,latency_max_ms"));
        QCOMPARE(lines.at(1), QStringLiteral("-0.5,0.5,true,8,200,3220,2800,20,400,4,0,3.25,7.5,,20"));
        QCOMPARE(lines.at(2), QStringLiteral("2,0.5,false,8,200,3220,2800,20,400,4,0,3.25,7.5,,20"));

        const QJsonArray json
            = QJsonDocument::fromJson(IntervalSeriesWriter::write(series, TableWriter::Format::Json).toUtf8())
                  .object()
                  .value(QStringLiteral("intervals"))
                  .toArray();
        QCOMPARE(json.size(), 2);
        QCOMPARE(json.at(0).toObject().value(QStringLiteral("warmup")).toBool(), true);
        QCOMPARE(json.at(1).toObject().value(QStringLiteral("qps")).toDouble(), 3220.0);
        QVERIFY(json.at(1).toObject().value(QStringLiteral("latency_p99_ms")).isNull());

        const QString md = IntervalSeriesWriter::write(series, TableWriter::Format::Markdown);
        QVERIFY(md.contains(QLatin1String("| 3220.00 |")));
        QCOMPARE(md.count(QLatin1Char('\n')), 4);
    }

    void emptyListsStillHaveHeaders()
    {
        QCOMPARE(RunListWriter::write({}, TableWriter::Format::Csv).count(QStringLiteral("\r\n")), 1);
        QCOMPARE(QJsonDocument::fromJson(RunListWriter::write({}, TableWriter::Format::Json).toUtf8())
                     .object()
                     .value(QStringLiteral("runs"))
                     .toArray()
                     .size(),
            0);
        QCOMPARE(IntervalSeriesWriter::write({}, TableWriter::Format::Markdown).count(QLatin1Char('\n')), 2);
    }
};

QTEST_APPLESS_MAIN(TestRunListWriter)
#include "tst_runlistwriter.moc"
