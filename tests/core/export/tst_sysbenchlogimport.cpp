// SPDX-License-Identifier: GPL-3.0-or-later
// Real sysbench 1.0.20 logs (tests/data, recorded against the sandbox server) read figure by figure, broken logs
// refused with the number of the offending line, and imported logs stored as finished runs.
#include "export/sysbenchlogimport.h"
#include "store/resultstore.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace sb;

namespace {

QString dataFile(const char* name)
{
    const QString root = qEnvironmentVariable("SCALEBENCH_SOURCE_DIR");
    const QString path = root.isEmpty() ? QFINDTESTDATA(QStringLiteral("../data/") + QLatin1String(name))
                                        : root + QStringLiteral("/tests/data/") + QLatin1String(name);
    if (!QFile::exists(path))
        qFatal("test data %s not found", name);
    return path;
}

QString dataText(const char* name)
{
    QFile file(dataFile(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", name);
    return QString::fromUtf8(file.readAll());
}

// One interval line's figures as sysbench printed them.
struct Printed {
    double time;
    int threads;
    double tps;
    double reads;
    double writes;
    double others;
    double latency;
    double errors;
};

void compareIntervals(const std::vector<IntervalSample>& got, const QList<Printed>& printed, double percentile)
{
    QCOMPARE(int(got.size()), int(printed.size()));
    for (int i = 0; i < printed.size(); ++i) {
        const IntervalSample& s = got.at(size_t(i));
        const Printed& p = printed.at(i);
        QCOMPARE(s.timeSec, p.time);
        QCOMPARE(s.intervalSec, 1.0);
        QCOMPARE(s.threads, p.threads);
        // Counts are the printed rates times the 1 s interval, rounded.
        QCOMPARE(s.transactions, std::uint64_t(std::llround(p.tps)));
        QCOMPARE(s.reads, std::uint64_t(std::llround(p.reads)));
        QCOMPARE(s.writes, std::uint64_t(std::llround(p.writes)));
        QCOMPARE(s.others, std::uint64_t(std::llround(p.others)));
        QCOMPARE(s.ignoredErrors, std::uint64_t(std::llround(p.errors)));
        QCOMPARE(s.reconnects, std::uint64_t(0));
        QVERIFY(std::abs(s.tps() - p.tps) <= 0.5);
        QCOMPARE(percentile == 99 ? s.latency.p99Ms : s.latency.p95Ms, p.latency);
        QCOMPARE(percentile == 99 ? s.latency.p95Ms : s.latency.p99Ms, 0.0);
    }
}

} // namespace

class TestSysbenchLogImport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readOnlyLog()
    {
        auto log = SysbenchLogImport::parseFile(dataFile("sysbench-1.0.20-oltp_read_only.log"));
        QVERIFY2(log.ok(), qPrintable(log.error().context + QLatin1Char(' ') + log.error().detail));
        QCOMPARE(log->version, QStringLiteral("1.0.20"));
        QCOMPARE(log->source, QStringLiteral("sysbench-1.0.20-oltp_read_only.log"));
        QCOMPARE(log->percentile, 95.0);
        QCOMPARE(log->reportIntervalSec, 1.0);
        QVERIFY(log->fatalLines.isEmpty());
        compareIntervals(log->intervals,
            { { 1, 2, 81.66, 1156.96, 0, 165.28, 68.05, 0 }, { 2, 2, 254.92, 3575.01, 0, 509.85, 16.71, 0 },
                { 3, 2, 190.77, 2650.87, 0, 379.55, 15.00, 0 } },
            95);
        QCOMPARE(log->intervals.at(0).transactions, std::uint64_t(82));

        const RunSummary& s = log->summary;
        QCOMPARE(s.status, RunStatus::Finished);
        QCOMPARE(s.threads, 2);
        QCOMPARE(s.reads, std::uint64_t(7378));
        QCOMPARE(s.writes, std::uint64_t(0));
        QCOMPARE(s.others, std::uint64_t(1054));
        QCOMPARE(s.queries(), std::uint64_t(8432));
        QCOMPARE(s.transactions, std::uint64_t(527));
        QCOMPARE(s.ignoredErrors, std::uint64_t(0));
        QCOMPARE(s.reconnects, std::uint64_t(0));
        QCOMPARE(s.durationSec, 3.0189);
        QCOMPARE(s.latency.count, std::uint64_t(527));
        QCOMPARE(s.latency.minMs, 2.38);
        QCOMPARE(s.latency.avgMs, 11.39);
        QCOMPARE(s.latency.maxMs, 104.14);
        QCOMPARE(s.latency.p95Ms, 21.50);
        QCOMPARE(s.latency.p99Ms, 0.0);
        QCOMPARE(s.latency.sumMs, 6002.45);
        // sysbench's "per sec." figures come from the same totals and time.
        QCOMPARE(QString::number(s.tps(), 'f', 2), QStringLiteral("174.57")); // sysbench: 174.53 (its own clock)
        QCOMPARE(QString::number(s.qps(), 'f', 0), QStringLiteral("2793"));

        const RunSpec& spec = log->spec;
        QCOMPARE(spec.threads, 2);
        QCOMPARE(spec.workload, SysbenchLogImport::unknownLabel());
        QCOMPARE(spec.serverCpu.label, SysbenchLogImport::unknownLabel());
        QCOMPARE(spec.durationSec, 3.0189);
        QCOMPARE(spec.reportIntervalMs, 1000);
    }

    void percentile99Log()
    {
        auto log = SysbenchLogImport::parseFile(dataFile("sysbench-1.0.20-oltp_read_only-p99.log"));
        QVERIFY(log.ok());
        QCOMPARE(log->percentile, 99.0);
        compareIntervals(log->intervals,
            { { 1, 4, 143.64, 2045.63, 0, 291.24, 77.19, 0 }, { 2, 4, 275.47, 3843.55, 0, 549.94, 71.83, 0 },
                { 3, 4, 644.44, 9015.25, 0, 1287.89, 30.81, 0 } },
            99);
        const RunSummary& s = log->summary;
        QCOMPARE(s.threads, 4);
        QCOMPARE(s.reads, std::uint64_t(14994));
        QCOMPARE(s.others, std::uint64_t(2142));
        QCOMPARE(s.queries(), std::uint64_t(17136));
        QCOMPARE(s.transactions, std::uint64_t(1071));
        QCOMPARE(s.durationSec, 3.0728);
        QCOMPARE(s.latency.count, std::uint64_t(1071));
        QCOMPARE(s.latency.minMs, 1.94);
        QCOMPARE(s.latency.avgMs, 11.31);
        QCOMPARE(s.latency.maxMs, 147.53);
        QCOMPARE(s.latency.p99Ms, 71.83);
        QCOMPARE(s.latency.p95Ms, 0.0);
        QCOMPARE(s.latency.sumMs, 12111.16);
    }

    // Deadlocks on 10 hot rows with 32 threads: ignored errors in the intervals and the summary, and a last
    // interval with fewer threads as sysbench winds down.
    void logWithErrors()
    {
        SysbenchLogImport::Options options;
        options.workload = QStringLiteral("oltp_read_write");
        options.serverCpuLabel = QStringLiteral("2 cores");
        auto log = SysbenchLogImport::parseFile(dataFile("sysbench-1.0.20-oltp_read_write-errors.log"), options);
        QVERIFY(log.ok());
        compareIntervals(log->intervals,
            { { 1, 32, 4.69, 471.25, 26.28, 44.12, 1032.01, 4.69 },
                { 2, 32, 17.92, 403.67, 83.26, 46.37, 1973.38, 11.59 },
                { 3, 32, 8.86, 419.16, 66.91, 38.37, 2680.11, 19.68 },
                { 4, 28, 31.63, 547.86, 168.34, 65.29, 3841.98, 33.67 } },
            95);
        const RunSummary& s = log->summary;
        QCOMPARE(s.threads, 32);
        QCOMPARE(s.reads, std::uint64_t(1848));
        QCOMPARE(s.writes, std::uint64_t(340));
        QCOMPARE(s.others, std::uint64_t(195));
        QCOMPARE(s.transactions, std::uint64_t(63));
        QCOMPARE(s.ignoredErrors, std::uint64_t(69));
        QCOMPARE(s.reconnects, std::uint64_t(0));
        QCOMPARE(s.durationSec, 4.0170);
        QCOMPARE(s.latency.count, std::uint64_t(63));
        QCOMPARE(s.latency.minMs, 486.28);
        QCOMPARE(s.latency.avgMs, 1838.75);
        QCOMPARE(s.latency.maxMs, 3966.33);
        QCOMPARE(s.latency.p95Ms, 3706.08);
        QCOMPARE(s.latency.sumMs, 115841.06);
        QCOMPARE(log->spec.workload, QStringLiteral("oltp_read_write"));
        QCOMPARE(log->spec.workloadLabel, QStringLiteral("oltp_read_write"));
        QCOMPARE(log->spec.serverCpu.label, QStringLiteral("2 cores"));
        QCOMPARE(log->spec.threads, 32);
    }

    // sysbench with --mysql-ignore-errors=none dies on the first deadlock and prints no summary.
    void fatalLogIsRefusedWithItsReason()
    {
        auto log = SysbenchLogImport::parseFile(dataFile("sysbench-1.0.20-oltp_read_write-fatal.log"));
        QVERIFY(!log.ok());
        QCOMPARE(log.error().code, ErrorCode::ParseError);
        QCOMPARE(log.error().value, qint64(44));
        QCOMPARE(log.error().context, QStringLiteral("sysbench-1.0.20-oltp_read_write-fatal.log:44"));
        QVERIFY(log.error().detail.startsWith(QLatin1String("FATAL:")));
        QVERIFY(log.error().detail.contains(QLatin1String("Deadlock")));
    }

    void brokenLogsNameTheLine_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("detail");
        QTest::newRow("bad number in an interval")
            << QStringLiteral("tps: 254.92") << QStringLiteral("tps: 25x.92") << 14 << QStringLiteral("[ 2s ]");
        QTest::newRow("cut interval line") << QStringLiteral(" err/s: 0.00 reconn/s: 0.00\n[ 3s ]")
                                           << QStringLiteral("\n[ 3s ]") << 14 << QStringLiteral("[ 2s ]");
        QTest::newRow("time going back") << QStringLiteral("[ 3s ]") << QStringLiteral("[ 2s ]") << 15
                                         << QStringLiteral("[ 2s ]");
        QTest::newRow("total is not read + write + other")
            << QStringLiteral("total:                           8432")
            << QStringLiteral("total:                           8433") << 21 << QStringLiteral("total:");
        QTest::newRow("queries differ from the total")
            << QStringLiteral("queries:                             8432")
            << QStringLiteral("queries:                             8431") << 23 << QStringLiteral("queries:");
        QTest::newRow("bad latency") << QStringLiteral("11.39") << QStringLiteral("eleven") << 33
                                     << QStringLiteral("avg:");
        QTest::newRow("bad total time") << QStringLiteral("3.0189s") << QStringLiteral("-3s") << 28
                                        << QStringLiteral("total time:");
        QTest::newRow("unknown section") << QStringLiteral("General statistics:") << QStringLiteral("Odd statistics:")
                                         << 27 << QStringLiteral("Odd statistics:");
        QTest::newRow("summary cut off") << QStringLiteral("Latency (ms):") << QStringLiteral("Latency (ms):") << 29
                                         << QStringLiteral("min:");
        QTest::newRow("no thread count") << QStringLiteral("Number of threads: 2") << QStringLiteral("Threads: two")
                                         << 40 << QStringLiteral("Number of threads:");
        // Caught by UBSan in the fuzz build: an interval's thds was converted to int whatever its size.
        QTest::newRow("interval threads beyond int") << QStringLiteral("[ 1s ] thds: 2 ")
                                                     << QStringLiteral("[ 1s ] thds: 1e300 ") << 13
                                                     << QStringLiteral("thds: 1e300");
    }

    void brokenLogsNameTheLine()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(int, line);
        QFETCH(QString, detail);
        QString text = dataText("sysbench-1.0.20-oltp_read_only.log");
        QVERIFY2(text.contains(from), qPrintable(from));
        text.replace(from, to);
        if (QByteArray(QTest::currentDataTag()) == "summary cut off")
            text = text.left(text.indexOf(QLatin1String("Latency (ms):")));
        auto log = SysbenchLogImport::parse(text, QStringLiteral("run.log"));
        QVERIFY(!log.ok());
        QCOMPARE(log.error().code, ErrorCode::ParseError);
        QCOMPARE(log.error().value, qint64(line));
        QCOMPARE(log.error().context, QStringLiteral("run.log:%1").arg(line));
        QVERIFY2(log.error().detail.contains(detail), qPrintable(log.error().detail));
    }

    void threadsOptionStandsInForTheHeader()
    {
        QString text = dataText("sysbench-1.0.20-oltp_read_only.log");
        text.replace(QStringLiteral("Number of threads: 2\n"), QString());
        SysbenchLogImport::Options options;
        options.threads = 2;
        auto log = SysbenchLogImport::parse(text, QStringLiteral("run.log"), options);
        QVERIFY(log.ok());
        QCOMPARE(log->spec.threads, 2);
        QCOMPARE(log->summary.threads, 2);
    }

    void newerSysbenchIsRefused()
    {
        QString text = dataText("sysbench-1.0.20-oltp_read_only.log");
        text.replace(QStringLiteral("sysbench 1.0.20"), QStringLiteral("sysbench 2.0.1"));
        auto log = SysbenchLogImport::parse(text, QStringLiteral("run.log"));
        QVERIFY(!log.ok());
        QCOMPARE(log.error().code, ErrorCode::Unsupported);
        QCOMPARE(log.error().value, qint64(1));
    }

    void storedAsFinishedRuns()
    {
        QTemporaryDir dir;
        ResultStore store;
        QVERIFY(!store.open(dir.filePath(QStringLiteral("results.sqlite"))));
        SysbenchLogImport::Options options;
        options.workload = QStringLiteral("oltp_read_only");
        options.serverCpuLabel = QStringLiteral("all");
        auto first = SysbenchLogImport::parseFile(dataFile("sysbench-1.0.20-oltp_read_only.log"), options);
        auto second = SysbenchLogImport::parseFile(dataFile("sysbench-1.0.20-oltp_read_only-p99.log"), options);
        QVERIFY(first.ok() && second.ok());

        auto a = SysbenchLogImport::store(store, *first, QStringLiteral("old logs"));
        QVERIFY(a.ok());
        QVERIFY(a->experimentCreated);
        auto b = SysbenchLogImport::store(store, *second, QStringLiteral("old logs"));
        QVERIFY(b.ok());
        QVERIFY(!b->experimentCreated);
        QCOMPARE(b->experimentId, a->experimentId);
        auto again = SysbenchLogImport::store(store, *first, QStringLiteral("old logs"));
        QVERIFY(again.ok());

        auto run = store.run(a->runId);
        QVERIFY(run.ok());
        QCOMPARE(run->status, RunStatus::Finished);
        QVERIFY(run->hasSummary);
        QCOMPARE(run->intervalCount, qint64(3));
        QCOMPARE(run->spec.threads, 2);
        QCOMPARE(run->spec.workload, QStringLiteral("oltp_read_only"));
        QCOMPARE(run->summary.transactions, std::uint64_t(527));
        QCOMPARE(run->summary.queries(), std::uint64_t(8432));
        QCOMPARE(run->summary.durationSec, 3.0189);
        QCOMPARE(run->summary.latency.p95Ms, 21.50);
        QCOMPARE(run->spec.repetition, 0);
        // The same conditions again: a further repetition; other conditions (4 threads) start at 0.
        QCOMPARE(store.run(again->runId)->spec.repetition, 1);
        QCOMPARE(store.run(b->runId)->spec.repetition, 0);
        QVERIFY(store.run(again->runId)->runIndex > store.run(b->runId)->runIndex);

        auto intervals = store.intervals(a->runId);
        QVERIFY(intervals.ok());
        QCOMPARE(int(intervals->size()), 3);
        QCOMPARE(intervals->at(1).transactions, std::uint64_t(255));
        QCOMPARE(intervals->at(1).latency.p95Ms, 16.71);
        auto environment = store.environment(a->runId);
        QVERIFY(environment.ok());
        QCOMPARE(environment->value(QStringLiteral("tool_version")).toString(), QStringLiteral("sysbench 1.0.20"));
        QCOMPARE(environment->value(QStringLiteral("imported_from")).toString(),
            QStringLiteral("sysbench-1.0.20-oltp_read_only.log"));
    }
};

QTEST_APPLESS_MAIN(TestSysbenchLogImport)
#include "tst_sysbenchlogimport.moc"
