// SPDX-License-Identifier: GPL-3.0-or-later
// The CLI's results, compare and import-sysbench commands on a store filled through the ResultStore's API: no
// server needed. The CLI comes from SCALEBENCH_CLI (set by CTest).
#include "export/sysbenchlogimport.h"
#include "store/resultstore.h"
#include "support/testserver.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

namespace {

using Cli = test::CliResult;

RunSpec spec(
    int threads, const QString& cores, int repetition, const QString& workload = QStringLiteral("oltp_read_only"))
{
    RunSpec s;
    s.serverProfile = QStringLiteral("sandbox");
    s.workload = workload;
    s.workloadLabel = workload;
    s.workloadOptions = { { QStringLiteral("tables"), 4 } };
    s.threads = threads;
    s.serverCpu
        = CpuConfig { cores, cores == QLatin1String("1 core") ? QStringLiteral("cores:1") : QStringLiteral("cores:2") };
    s.repetition = repetition;
    s.durationSec = 10;
    return s;
}

// A USL-shaped curve per core count, +-1% between repetitions.
RunSummary summary(int threads, int cores, int repetition)
{
    const double n = threads;
    const double qps = 100 * cores * n / (1 + 0.05 * (n - 1) + 0.0004 * n * (n - 1)) * (repetition ? 1.01 : 0.99);
    RunSummary s;
    s.status = RunStatus::Finished;
    s.threads = threads;
    s.durationSec = 10;
    s.reads = std::uint64_t(qps * 10);
    s.transactions = s.reads / 16;
    s.latency.p95Ms = 2.0 * n / cores;
    s.latency.avgMs = n / cores;
    return s;
}

QJsonObject environment()
{
    return QJsonObject {
        { QStringLiteral("tool_version"), QStringLiteral("0.1.0") },
        { QStringLiteral("server"),
            QJsonObject { { QStringLiteral("flavour"), QStringLiteral("MariaDB") },
                { QStringLiteral("version"), QStringLiteral("10.11.6-MariaDB") },
                { QStringLiteral("variables"),
                    QJsonObject { { QStringLiteral("innodb_buffer_pool_size"), QStringLiteral("268435456") },
                        { QStringLiteral("innodb_flush_log_at_trx_commit"), QStringLiteral("2") } } } } },
        { QStringLiteral("affinity"),
            QJsonObject { { QStringLiteral("client"),
                              QJsonObject { { QStringLiteral("effective"), QStringLiteral("2-3") },
                                  { QStringLiteral("bind"), QStringLiteral("all") } } },
                { QStringLiteral("server"),
                    QJsonObject { { QStringLiteral("preset"), QStringLiteral("cores:1") },
                        { QStringLiteral("label"), QStringLiteral("1 core") },
                        { QStringLiteral("asked"), QStringLiteral("0") },
                        { QStringLiteral("effective"), QStringLiteral("0") }, { QStringLiteral("pid"), 4242 } } } } },
    };
}

} // namespace

class TestResultsCommands : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_store;
    qint64 m_experiment = 0;
    qint64 m_mixed = 0;
    qint64 m_shownRun = 0;
    qint64 m_interruptedRun = 0;
    int m_runCount = 0;

    QString path(const char* name) const { return m_dir.filePath(QLatin1String(name)); }

    Cli cli(QStringList args, bool withStore = true) const
    {
        if (withStore)
            args << QStringLiteral("--store") << m_store;
        return test::runCli(args, QProcessEnvironment::systemEnvironment(), 60000);
    }

    static QString fileText(const QString& path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (!QFile::exists(qEnvironmentVariable("SCALEBENCH_CLI")))
            QSKIP("SCALEBENCH_CLI does not name the scalebench-cli binary");
        m_store = path("results.sqlite");
        ResultStore store;
        QVERIFY(!store.open(m_store));
        m_experiment = *store.createExperiment(QStringLiteral("core-scaling"), {});
        for (int rep = 0; rep < 2; ++rep) {
            for (int cores : { 1, 2 }) {
                for (int threads : { 5, 10, 25, 50 }) {
                    const auto id = store.beginRun(m_experiment,
                        spec(threads, cores == 1 ? QStringLiteral("1 core") : QStringLiteral("2 cores"), rep));
                    QVERIFY(id.ok());
                    QVERIFY(!store.finishRun(*id, summary(threads, cores, rep), RunStatus::Finished));
                    ++m_runCount;
                    if (m_shownRun == 0)
                        m_shownRun = *id;
                }
            }
        }
        for (int t = 1; t <= 3; ++t) {
            IntervalSample s;
            s.timeSec = t;
            s.intervalSec = 1;
            s.threads = 5;
            s.transactions = 40 + std::uint64_t(t);
            s.reads = 560;
            s.latency.p95Ms = 9.5;
            QVERIFY(!store.appendInterval(m_shownRun, s));
        }
        QVERIFY(!store.setEnvironment(m_shownRun, environment()));
        m_interruptedRun = *store.beginRun(m_experiment, spec(100, QStringLiteral("1 core"), 0));
        QVERIFY(
            !store.finishRun(m_interruptedRun, RunSummary {}, RunStatus::Interrupted, QStringLiteral("writer-gone")));
        ++m_runCount;

        m_mixed = *store.createExperiment(QStringLiteral("mixed"), {});
        for (const QString& w : { QStringLiteral("oltp_read_only"), QStringLiteral("oltp_point_select") }) {
            const auto id = store.beginRun(m_mixed, spec(5, QStringLiteral("1 core"), 0, w));
            QVERIFY(!store.finishRun(*id, summary(5, 1, 0), RunStatus::Finished));
        }
    }

    void listPrintsAndWritesTheRuns()
    {
        const Cli r = cli({ QStringLiteral("results"), QStringLiteral("list"), QStringLiteral("--experiment"),
            QString::number(m_experiment), QStringLiteral("--csv"), path("runs.csv"), QStringLiteral("--json"),
            path("runs.json") });
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), m_runCount + 1);
        QVERIFY(lines.at(0).contains(QLatin1String("server CPUs")));
        QVERIFY(r.out.contains(QLatin1String("interrupted")));
        QCOMPARE(fileText(path("runs.csv")).count(QStringLiteral("\r\n")), m_runCount + 1);
        const QJsonArray runs = QJsonDocument::fromJson(fileText(path("runs.json")).toUtf8())
                                    .object()
                                    .value(QStringLiteral("runs"))
                                    .toArray();
        QCOMPARE(runs.size(), m_runCount);
        QCOMPARE(runs.at(0).toObject().value(QStringLiteral("clients")).toInt(), 5);

        QCOMPARE(
            cli({ QStringLiteral("results"), QStringLiteral("list"), QStringLiteral("--cvs"), path("x.csv") }).exitCode,
            2);
        QVERIFY(!QFile::exists(path("x.csv")));
    }

    void showGivesSpecSummaryConfigurationAffinityAndIntervals()
    {
        const Cli r = cli({ QStringLiteral("results"), QStringLiteral("show"), QString::number(m_shownRun),
            QStringLiteral("--intervals-csv"), path("intervals.csv") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("status             finished")));
        QVERIFY(r.out.contains(QLatin1String("server CPUs        1 core (cores:1)")));
        QVERIFY(r.out.contains(QLatin1String("oltp_read_only tables=4")));
        QVERIFY(r.out.contains(QLatin1String("| variable                       | value            |")));
        QVERIFY(r.out.contains(QLatin1String("| innodb_buffer_pool_size        | 268435456 (256M) |")));
        QVERIFY(r.out.contains(QLatin1String("effective 2-3, bind all")));
        QVERIFY(r.out.contains(QLatin1String("preset cores:1 (1 core), asked 0, effective 0, pid 4242")));
        QVERIFY(r.out.contains(QLatin1String("Intervals (3)")));
        QVERIFY(r.out.contains(QLatin1String("| 43.00 |"))); // tps of the third interval
        const QStringList csv = fileText(path("intervals.csv")).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(csv.size(), 4);
        QVERIFY(csv.at(3).startsWith(QLatin1String("3,1,false,5,43,560,")));

        const Cli interrupted
            = cli({ QStringLiteral("results"), QStringLiteral("show"), QString::number(m_interruptedRun) });
        QCOMPARE(interrupted.exitCode, 0);
        QVERIFY(interrupted.out.contains(QLatin1String("reason             writer-gone")));
        QVERIFY(interrupted.out.contains(QLatin1String("Intervals (0)")));

        const Cli missing = cli({ QStringLiteral("results"), QStringLiteral("show"), QStringLiteral("99999") });
        QVERIFY(missing.exitCode != 0);
        QVERIFY(missing.out.isEmpty());
    }

    void compareExperiment()
    {
        const Cli r = cli({ QStringLiteral("compare"), QStringLiteral("--experiment"), QString::number(m_experiment),
            QStringLiteral("--csv"), path("pivot.csv"), QStringLiteral("--json"), path("pivot.json"),
            QStringLiteral("--markdown"), path("pivot.md") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("| clients |")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("1 core")));
        QVERIFY(r.out.contains(QStringLiteral(" ± ")));
        QVERIFY(r.out.contains(QLatin1String("USL fit per column")));
        QVERIFY(r.out.contains(QLatin1String("Summary:")));
        QVERIFY(r.out.contains(QLatin1String("2 cores give")));
        QVERIFY(r.err.contains(QStringLiteral("left out 1 runs that did not finish: %1").arg(m_interruptedRun)));
        const QJsonObject json = QJsonDocument::fromJson(fileText(path("pivot.json")).toUtf8()).object();
        QCOMPARE(json.value(QStringLiteral("columns")).toArray(),
            (QJsonArray { QStringLiteral("1 core"), QStringLiteral("2 cores") }));
        const QJsonArray rows = json.value(QStringLiteral("rows")).toArray();
        QCOMPARE(rows.size(), 4);
        QCOMPARE(rows.at(0).toObject().value(QStringLiteral("key")).toDouble(), 5.0);
        const QJsonObject cell = rows.at(0).toObject().value(QStringLiteral("values")).toArray().at(0).toObject();
        QCOMPARE(cell.value(QStringLiteral("n")).toInt(), 2);
        QVERIFY(std::abs(cell.value(QStringLiteral("mean")).toDouble() - 500 / 1.208) < 0.5);
        QVERIFY(fileText(path("pivot.csv"))
                    .startsWith(QLatin1String("clients,1 core,1 core sd,1 core ci95,1 core n,2 cores")));
        QVERIFY(fileText(path("pivot.md")).startsWith(QLatin1String("| clients |")));
    }

    void compareOtherMetricAndAxes()
    {
        const Cli r = cli({ QStringLiteral("compare"), QStringLiteral("--runs"), QStringLiteral("1-4,5,6-8"),
            QStringLiteral("--metric"), QStringLiteral("p95"), QStringLiteral("--rows"), QStringLiteral("server_cpus"),
            QStringLiteral("--columns"), QStringLiteral("clients") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith(QLatin1String("p95 by server_cpus (rows) and clients (columns), 8 runs")));
        QVERIFY(r.out.contains(QLatin1String("| server_cpus |")));
        QVERIFY(!r.out.contains(QLatin1String("USL"))); // latencies are not fitted
    }

    void compareRefusesBadChoices_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString exp = QStringLiteral("--experiment=1");
        QTest::newRow("no runs") << QStringList {} << QStringLiteral("either --experiment");
        QTest::newRow("both") << QStringList { exp, QStringLiteral("--runs=1") }
                              << QStringLiteral("either --experiment");
        QTest::newRow("bad list") << QStringList { QStringLiteral("--runs=3-1") } << QStringLiteral("--runs");
        QTest::newRow("bad metric") << QStringList { exp, QStringLiteral("--metric=p90") }
                                    << QStringLiteral("--metric");
        QTest::newRow("same axes") << QStringList { exp, QStringLiteral("--columns=clients") }
                                   << QStringLiteral("different");
        QTest::newRow("bad axis") << QStringList { exp, QStringLiteral("--rows=cores") } << QStringLiteral("--rows");
        QTest::newRow("unknown option") << QStringList { exp, QStringLiteral("--metrics=qps") }
                                        << QStringLiteral("--metrics");
    }

    void compareRefusesBadChoices()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Cli r = cli(QStringList { QStringLiteral("compare") } + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void compareRefusesToAverageDifferentWorkloads()
    {
        const Cli r = cli({ QStringLiteral("compare"), QStringLiteral("--experiment"), QString::number(m_mixed) });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("differ in workload")), qPrintable(r.err));
        const Cli split = cli({ QStringLiteral("compare"), QStringLiteral("--experiment"), QString::number(m_mixed),
            QStringLiteral("--columns"), QStringLiteral("workload") });
        QCOMPARE(split.exitCode, 0);
        QVERIFY(split.out.contains(QLatin1String("oltp_point_select")));
    }

    void importSysbenchLogsJoinComparisons()
    {
        const QString data = qEnvironmentVariable("SCALEBENCH_SOURCE_DIR") + QStringLiteral("/tests/data/");
        const Cli r
            = cli({ QStringLiteral("import-sysbench"), data + QStringLiteral("sysbench-1.0.20-oltp_read_only.log"),
                data + QStringLiteral("sysbench-1.0.20-oltp_read_only-p99.log"), QStringLiteral("--experiment"),
                QStringLiteral("old logs"), QStringLiteral("--workload"), QStringLiteral("oltp_read_only"),
                QStringLiteral("--label-server-cpus"), QStringLiteral("all") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("(new): 2 clients, 3 intervals")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("4 clients, 3 intervals")));
        const qint64 experiment = m_mixed + 1;
        const Cli compare
            = cli({ QStringLiteral("compare"), QStringLiteral("--experiment"), QString::number(experiment) });
        QCOMPARE(compare.exitCode, 0);
        QVERIFY2(compare.out.contains(QLatin1String("|       2 | 2793 |")), qPrintable(compare.out));
        QVERIFY(compare.out.contains(QLatin1String("|       4 | 5577 |")));

        const Cli broken
            = cli({ QStringLiteral("import-sysbench"), data + QStringLiteral("sysbench-1.0.20-oltp_read_only.log"),
                data + QStringLiteral("sysbench-1.0.20-oltp_read_write-fatal.log") });
        QCOMPARE(broken.exitCode, 2);
        QVERIFY2(
            broken.err.contains(QLatin1String("sysbench-1.0.20-oltp_read_write-fatal.log:44")), qPrintable(broken.err));
        // The good log before the broken one was not stored either.
        QVERIFY(!cli({ QStringLiteral("results"), QStringLiteral("list") })
                     .out.contains(SysbenchLogImport::unknownLabel()));
    }

    // Speedup against a chosen baseline and the percentage difference between two columns, on screen and in
    // every file format; 2 cores give twice the throughput of 1 core in this store.
    void compareBaselineAndPercentDifference()
    {
        const Cli r = cli({ QStringLiteral("compare"), QStringLiteral("--experiment"), QString::number(m_experiment),
            QStringLiteral("--baseline"), QStringLiteral("2 cores"), QStringLiteral("--percent-diff"),
            QStringLiteral("1,2 cores"), QStringLiteral("--csv"), path("analysis.csv"), QStringLiteral("--json"),
            path("analysis.json"), QStringLiteral("--markdown"), path("analysis.md") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("Against 2 cores (speedups with 95% Fieller intervals")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("|   speedup 1 core | efficiency 1 core |")), qPrintable(r.out));
        // Two repetitions per cell: the speedup with its Fieller interval.
        QVERIFY2(r.out.contains(QStringLiteral("|       5 | 0.50 (0.44–0.57) |              1.00 |")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("Percentage difference from 1 core to 2 cores, with 95% Fieller")));
        QVERIFY2(r.out.contains(QLatin1String("|      25 | +100.0% (+")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("Amdahl fit across columns")));
        QVERIFY2(r.out.contains(QLatin1String("100% increase from 1 core to 2 cores")), qPrintable(r.out));
        // 4 client counts without 1: the USL fit is refused, and the summary says where to measure instead.
        QVERIFY2(r.out.contains(QLatin1String("needs at least 5 client counts (4 measured)")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("throughput still rises at 50 clients, the most measured: measure 100 "
                                              "and 200")),
            qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("server CPU per transaction: not available")));

        const QStringList csv = fileText(path("analysis.csv")).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(csv.size(), 5);
        QVERIFY2(csv.at(0).endsWith(QLatin1String(",speedup 1 core,efficiency 1 core,% 1 core -> 2 cores")),
            qPrintable(csv.at(0)));
        const QStringList row = csv.at(1).split(QLatin1Char(','));
        QVERIFY(std::abs(row.at(row.size() - 3).toDouble() - 0.5) < 0.01);
        QVERIFY(std::abs(row.last().toDouble() - 100) < 1);

        const QJsonObject analysis = QJsonDocument::fromJson(fileText(path("analysis.json")).toUtf8())
                                         .object()
                                         .value(QStringLiteral("analysis"))
                                         .toObject();
        QCOMPARE(analysis.value(QStringLiteral("baseline")).toString(), QStringLiteral("2 cores"));
        const QJsonObject diff = analysis.value(QStringLiteral("percentDifference")).toObject();
        QCOMPARE(diff.value(QStringLiteral("from")).toString(), QStringLiteral("1 core"));
        QCOMPARE(diff.value(QStringLiteral("values")).toArray().size(), 4);
        QVERIFY(std::abs(diff.value(QStringLiteral("values")).toArray().at(3).toDouble() - 100) < 1);
        QVERIFY(!analysis.value(QStringLiteral("amdahl")).toArray().isEmpty());
        QVERIFY(analysis.value(QStringLiteral("summary"))
                    .toArray()
                    .at(0)
                    .toString()
                    .contains(QLatin1String("still rises")));
        // The refused USL fit says why in the JSON too, instead of parameters.
        const QJsonObject usl = analysis.value(QStringLiteral("usl")).toArray().at(0).toObject();
        QVERIFY(!usl.contains(QStringLiteral("sigma")));
        QVERIFY(
            usl.value(QStringLiteral("refused")).toString().contains(QLatin1String("needs at least 5 client counts")));
        const QString md = fileText(path("analysis.md"));
        QVERIFY(md.contains(QLatin1String("### Percentage difference from 1 core to 2 cores")));
        QVERIFY(md.contains(QLatin1String("### Summary")));

        const Cli latency = cli({ QStringLiteral("compare"), QStringLiteral("--experiment"),
            QString::number(m_experiment), QStringLiteral("--metric"), QStringLiteral("p95"),
            QStringLiteral("--percent-diff"), QStringLiteral("2 cores,1 core") });
        QCOMPARE(latency.exitCode, 0);
        QVERIFY(latency.out.contains(QLatin1String("+100.0%"))); // p95 doubles on one core
        QVERIFY(!latency.out.contains(QLatin1String("speedup")));

        for (const QStringList& bad : { QStringList { QStringLiteral("--baseline"), QStringLiteral("8 cores") },
                 QStringList { QStringLiteral("--percent-diff"), QStringLiteral("1 core") },
                 QStringList { QStringLiteral("--percent-diff"), QStringLiteral("1 core,HT on") } }) {
            const Cli refused = cli(
                QStringList { QStringLiteral("compare"), QStringLiteral("--experiment"), QString::number(m_experiment) }
                + bad);
            QCOMPARE(refused.exitCode, 2);
            QVERIFY2(refused.err.contains(QLatin1String("the columns are: 1 core, 2 cores")), qPrintable(refused.err));
        }
    }

    // fit and compare print the same analysis: the seed article's table gives its known figures.
    void fitSeedTable()
    {
        const QString csvPath = path("seed.csv");
        QFile f(csvPath);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("concurrency,1 core,2 cores,4 cores\n5,735,900,1082\n10,826,1082,1267\n25,823,1105,1323\n"
                "50,780,1109,1319\n100,689,1075,1196\n");
        f.close();
        const Cli text
            = cli({ QStringLiteral("fit"), csvPath, QStringLiteral("--percent-diff"), QStringLiteral("2,4") }, false);
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(QLatin1String("|          25 |             +19.7% |")), qPrintable(text.out));
        QVERIFY(text.out.contains(QLatin1String("Against 1 core:")));
        QVERIFY(text.out.contains(QLatin1String("4 cores give 1.61x of 1 core at 25 clients")));
        const Cli json = cli({ QStringLiteral("fit"), csvPath, QStringLiteral("--format"), QStringLiteral("json"),
                                 QStringLiteral("--baseline"), QStringLiteral("2") },
            false);
        QCOMPARE(json.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("baseline")).toString(), QStringLiteral("2 cores"));
        const double maxSpeedup = doc.value(QStringLiteral("amdahl"))
                                      .toArray()
                                      .at(0)
                                      .toObject()
                                      .value(QStringLiteral("maxSpeedup"))
                                      .toDouble();
        QVERIFY2(maxSpeedup > 1.8 && maxSpeedup < 2.2, qPrintable(QString::number(maxSpeedup)));
        QCOMPARE(cli({ QStringLiteral("fit"), csvPath, QStringLiteral("--baseline"), QStringLiteral("3 cores") }, false)
                     .exitCode,
            2);
    }

    // Runs last: it removes what the other tests read.
    void deleteAsksOrNeedsYes()
    {
        const QString id = QString::number(m_interruptedRun);
        const Cli refused = cli({ QStringLiteral("results"), QStringLiteral("delete"), id });
        QCOMPARE(refused.exitCode, 2);
        QVERIFY(refused.err.contains(QLatin1String("--yes")));
        QCOMPARE(cli({ QStringLiteral("results"), QStringLiteral("show"), id }).exitCode, 0);

        const Cli deleted = cli({ QStringLiteral("results"), QStringLiteral("delete"), id, QStringLiteral("--yes") });
        QCOMPARE(deleted.exitCode, 0);
        QVERIFY2(deleted.out.startsWith(QStringLiteral("deleted run %1 (oltp_read_only, 100 clients").arg(id)),
            qPrintable(deleted.out));
        QVERIFY(cli({ QStringLiteral("results"), QStringLiteral("show"), id }).exitCode != 0);

        const Cli experiment = cli({ QStringLiteral("results"), QStringLiteral("delete"),
            QStringLiteral("--experiment"), QString::number(m_mixed), QStringLiteral("--yes") });
        QCOMPARE(experiment.exitCode, 0);
        QVERIFY2(experiment.out.contains(QStringLiteral("deleted experiment %1 'mixed' with 2 runs").arg(m_mixed)),
            qPrintable(experiment.out));
        const Cli list = cli({ QStringLiteral("results"), QStringLiteral("list"), QStringLiteral("--experiment"),
            QString::number(m_mixed) });
        QCOMPARE(list.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestResultsCommands)
#include "tst_resultscommands.moc"
