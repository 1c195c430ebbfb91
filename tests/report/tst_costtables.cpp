// SPDX-License-Identifier: GPL-3.0-or-later
// The report's cost per transaction (issue 35 item 4) on planted runs: a small buffer pool against a large one, the
// small one reading 75 KB per transaction from disk and the large one none. The between-columns sentence names the
// KB read; the cost tables show each column, the ratio to the baseline with Fieller's interval (or "one run each, no
// interval"), and a metric a run could not measure as "not available (reason)", never 0.
#include "report/costtables.h"
#include "report/reportnumbers.h"
#include "report/whyscales.h"

#include <QScopeGuard>
#include <QTest>

using namespace sb;

namespace {

ServerRun run(const QString& column, int clients, double tps, double kbRead, int rep)
{
    const double jitter = 1.0 + 0.01 * rep; // repetitions a little apart
    ServerRun r;
    r.column = column;
    r.x = clients;
    r.tps = tps * jitter;
    r.waitsReason = QStringLiteral("performance_schema_off");
    r.metrics = {
        ServerMetric { QStringLiteral("cpu_us_per_tx"), QStringLiteral("cpu"), {}, QStringLiteral("µs/tx"), 600 * jitter },
        ServerMetric { QStringLiteral("client_cpu_us_per_tx"), QStringLiteral("cost"), {}, QStringLiteral("µs/tx"), 200 * jitter },
        ServerMetric { QStringLiteral("kb_read_per_tx"), QStringLiteral("cost"), {}, QStringLiteral("KB/tx"), kbRead * jitter },
        ServerMetric { QStringLiteral("net_kb_out_per_tx"), QStringLiteral("cost"), {}, QStringLiteral("KB/tx"), 38 * jitter },
        ServerMetric { QStringLiteral("peak_rss_mb"), QStringLiteral("size"), {}, QStringLiteral("MB"), kbRead > 0 ? 140.0 : 1200.0 },
    };
    r.unavailable.insert(QStringLiteral("disk_reads_per_tx"), QStringLiteral("no_block_device"));
    return r;
}

QList<ServerRun> planted(int repetitions)
{
    QList<ServerRun> runs;
    for (int rep = 0; rep < repetitions; ++rep) {
        for (int clients : { 1, 4 }) {
            runs << run(QStringLiteral("pool-1G"), clients, 1000.0 * clients, 0, rep);
            runs << run(QStringLiteral("pool-64M"), clients, 400.0 * clients, 75, rep);
        }
    }
    return runs;
}

QString cellsOf(const ScalingReport::Table& t, const QString& label)
{
    for (const QStringList& row : t.rows) {
        if (row.value(0).startsWith(label))
            return row.join(QStringLiteral(" | "));
    }
    return QString();
}

} // namespace

class TestCostTables : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sentenceNamesTheReads()
    {
        const WhyScales why(planted(3), { QStringLiteral("pool-1G"), QStringLiteral("pool-64M") });
        const QStringList sentences = why.columnSentences();
        QCOMPARE(sentences.size(), 1);
        const QString s = sentences.constFirst();
        QVERIFY2(s.contains(QLatin1String("KB read (the server's own, /proc/PID/io) per transaction 75.8 KB against 0 KB")), qPrintable(s));
        // Not the network's bytes (equal here, and ScaleBench's own readings are in them), nor the RSS (a setting).
        QVERIFY2(!s.contains(QLatin1String("network")) && !s.contains(QLatin1String("RSS")), qPrintable(s));
        // The why's own tables leave the cost to the cost tables.
        for (const ScalingReport::Table& t : why.tables(QStringLiteral("clients")))
            QVERIFY(cellsOf(t, QStringLiteral("KB read")).isEmpty());
    }

    void tablesWithRatiosAndReasons()
    {
        const WhyScales why(planted(3), { QStringLiteral("pool-1G"), QStringLiteral("pool-64M") });
        const QList<ScalingReport::Table> tables = CostTables(why).tables(QStringLiteral("clients"));
        QCOMPARE(tables.size(), 3); // each column, then the second against the baseline
        const QString reads = cellsOf(tables.at(1), QStringLiteral("KB read"));
        QVERIFY2(reads.contains(QLatin1String("75.")) && reads.contains(QStringLiteral(" ± ")), qPrintable(reads));
        const QString missing = cellsOf(tables.at(0), QStringLiteral("disk reads"));
        QVERIFY2(missing.contains(QLatin1String("not available (the datadir is on no block device (tmpfs, overlay))")),
            qPrintable(missing));
        QVERIFY(cellsOf(tables.at(0), QStringLiteral("server's peak RSS")).contains(QLatin1String("1200")));
        const ScalingReport::Table& ratio = tables.at(2);
        QVERIFY2(ratio.title.startsWith(QLatin1String("pool-64M relative to pool-1G (the baseline)")), qPrintable(ratio.title));
        const QString tps = cellsOf(ratio, QStringLiteral("throughput"));
        QVERIFY2(tps.contains(QLatin1String("0.4x (")), qPrintable(tps)); // with its Fieller interval
        QVERIFY2(cellsOf(ratio, QStringLiteral("KB read")).contains(QLatin1String("from 0 to 75")),
            qPrintable(cellsOf(ratio, QStringLiteral("KB read"))));
        QVERIFY(ratio.notes.isEmpty());
    }

    void singleRunsSaySo()
    {
        const WhyScales why(planted(1), { QStringLiteral("pool-1G"), QStringLiteral("pool-64M") });
        const QList<ScalingReport::Table> tables = CostTables(why).tables(QStringLiteral("clients"));
        QCOMPARE(tables.size(), 3);
        QVERIFY(!cellsOf(tables.at(2), QStringLiteral("throughput")).contains(QLatin1Char('(')));
        QCOMPARE(tables.at(2).notes.size(), 1);
        QVERIFY2(tables.at(2).notes.constFirst().contains(QLatin1String("one run each, no interval")),
            qPrintable(tables.at(2).notes.constFirst()));
    }

    // Within a column: "from 1 to 4 clients throughput ... while KB read per transaction doubles".
    void stepNamesACostThatDoubled()
    {
        QList<ServerRun> runs;
        for (int rep = 0; rep < 3; ++rep) {
            runs << run(QStringLiteral("5.0"), 1, 1000, 40, rep);
            runs << run(QStringLiteral("5.0"), 4, 880, 80, rep);
        }
        const WhyScales why(runs);
        const QString all = why.sentences().join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QLatin1String("throughput falls 12%")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("KB read (the server's own, /proc/PID/io) per transaction doubles (2x (")),
            qPrintable(all));
    }

    // A few KB written by one repetition of three (dirty pages flushed after the load): the table calls the ratio
    // unbounded, and no sentence names it.
    void unboundedCostNotNamed()
    {
        QList<ServerRun> runs = planted(3);
        const QList<double> written[2] = { { 0.005, 0, 0 }, { 12, 0.01, 0.002 } };
        int seen[2] = { 0, 0 };
        for (ServerRun& r : runs) {
            if (r.x != 1)
                continue;
            const int side = r.column == QLatin1String("pool-64M") ? 1 : 0;
            r.metrics << ServerMetric { QStringLiteral("kb_written_per_tx"), QStringLiteral("cost"), {},
                QStringLiteral("KB/tx"), written[side].at(seen[side]++) };
        }
        const WhyScales why(runs, { QStringLiteral("pool-1G"), QStringLiteral("pool-64M") });
        const QString s = why.sentences().join(QLatin1Char('\n'));
        QVERIFY2(!s.contains(QLatin1String("KB written")), qPrintable(s));
        QVERIFY2(s.contains(QLatin1String("KB read")), qPrintable(s));
        const QString row = cellsOf(CostTables(why).tables(QStringLiteral("clients")).at(2), QStringLiteral("KB written"));
        QVERIFY2(row.contains(QLatin1String("(unbounded)")), qPrintable(row));
    }

    // The client CPU row says whose CPU it is: a run of one load process, or every MPI rank's added up (issue 35's
    // review: an MPI run's row said "client CPU (this process)" beside the ranks' sum). The sentences use the same words.
    void clientCpuSaysWhoseItIs()
    {
        auto rowOf = [](const QList<ServerRun>& runs) {
            const WhyScales why(runs, { QStringLiteral("pool-1G"), QStringLiteral("pool-64M") });
            return cellsOf(CostTables(why).tables(QStringLiteral("clients")).at(0), QStringLiteral("client CPU"));
        };
        QList<ServerRun> runs = planted(3);
        QVERIFY2(rowOf(runs).startsWith(QLatin1String("client CPU (the load process, all its threads) |")),
            qPrintable(rowOf(runs)));
        for (ServerRun& r : runs)
            r.loadProcesses = 2;
        QVERIFY2(rowOf(runs).startsWith(QLatin1String("client CPU (all 2 load processes (MPI ranks), added up) |")),
            qPrintable(rowOf(runs)));
        runs.first().loadProcesses = 1;
        QVERIFY2(rowOf(runs).startsWith(QLatin1String("client CPU (every load process of the run, added up) |")),
            qPrintable(rowOf(runs)));
        for (ServerRun& r : runs)
            r.loadProcesses = 2;
        QList<ServerRun> doubled; // the client CPU doubles from 1 to 4 clients; a sentence names it
        for (int rep = 0; rep < 3; ++rep) {
            doubled << run(QStringLiteral("mpi"), 1, 1000, 0, rep) << run(QStringLiteral("mpi"), 4, 880, 0, rep);
            doubled.last().metrics[1].value *= 2;
        }
        for (ServerRun& r : doubled)
            r.loadProcesses = 2;
        const QString all = WhyScales(doubled).sentences().join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QLatin1String("client CPU (all 2 load processes (MPI ranks), added up) per transaction")),
            qPrintable(all));
    }

    // The cost and why tables write numbers in the reports' locale, as the measurements table does (they used
    // QString::number: "75.8" in a German report whose other tables write "75,8").
    void tablesInTheReportsLocale()
    {
        ReportNumbers::setLocale(QLocale(QLocale::German, QLocale::Germany));
        const auto back = qScopeGuard([] { ReportNumbers::setLocale(QLocale::c()); });
        const WhyScales why(planted(3), { QStringLiteral("pool-1G"), QStringLiteral("pool-64M") });
        const QString reads = cellsOf(CostTables(why).tables(QStringLiteral("clients")).at(1), QStringLiteral("KB read"));
        QVERIFY2(reads.contains(QLatin1String("75,")) && !reads.contains(QLatin1String("75.")), qPrintable(reads));
    }

    // The throughput rows round as the measurements table does (its decimals from the largest mean: 0 beside 1557),
    // not to three significant digits ("39.7 ± 0.99" beside the measurements' "40 ± 1").
    void throughputAsTheMeasurements()
    {
        QList<ServerRun> runs;
        for (int rep = 0; rep < 3; ++rep)
            runs << run(QStringLiteral("a"), 1, 39.3, 0, rep) << run(QStringLiteral("b"), 4, 1557, 0, rep);
        const WhyScales why(runs, { QStringLiteral("a"), QStringLiteral("b") });
        const QString row = cellsOf(CostTables(why).tables(QStringLiteral("clients")).at(0), QStringLiteral("throughput"));
        QCOMPARE(row, QStringLiteral("throughput | tx/s | 40 ± 1"));
        const QString whyRow = cellsOf(why.tables(QStringLiteral("clients")).at(0), QStringLiteral("throughput"));
        QCOMPARE(whyRow, QStringLiteral("throughput |  | tx/s | 40 ± 1"));
    }

    // Stored before the cost record: no cost tables at all.
    void noCostNoTables()
    {
        ServerRun r;
        r.column = QStringLiteral("a");
        r.x = 1;
        r.tps = 100;
        r.metrics = { ServerMetric { QStringLiteral("cpu_us_per_tx"), QStringLiteral("cpu"), {}, QStringLiteral("µs/tx"), 5 } };
        const WhyScales why({ r });
        QVERIFY(CostTables(why).isEmpty());
        QVERIFY(CostTables(why).tables(QStringLiteral("clients")).isEmpty());
    }
};

QTEST_MAIN(TestCostTables)
#include "tst_costtables.moc"
