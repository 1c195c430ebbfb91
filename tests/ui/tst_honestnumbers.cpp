// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 39 on stored runs (a real results file written through ResultStore, read back by ReportSource as `report`
// and the Report page read it): a curve only where it informs, single runs worded as such (English and German), the
// noise named first with the machine's load, intervals and figures a ratio of positive means can have, captions from
// the experiment's real axes, and `report` choosing the one axis that varies.
#include "charts/scalingfigures.h"
#include "common/translations.h"
#include "report/reportsections.h"
#include "report/reportsource.h"
#include "report/scalingsentence.h"
#include "report/whyscales.h"
#include "store/resultstore.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

namespace {

struct StoredCell {
    QString column; // the server CPUs label or, with byServer, the server profile
    int clients = 1;
    double qps = 0;
};

RunSpec spec(int index, const StoredCell& c, bool byServer, int repetition)
{
    RunSpec s;
    s.index = index;
    s.serverProfile = byServer ? c.column : QStringLiteral("sandbox");
    s.workload = QStringLiteral("oltp_point_select");
    s.workloadLabel = s.workload;
    s.threads = c.clients;
    const QString cpus = byServer ? QStringLiteral("all") : c.column;
    s.serverCpu = CpuConfig { cpus, cpus };
    s.durationSec = 10;
    s.repetition = repetition;
    return s;
}

RunSummary summary(double qps)
{
    RunSummary r;
    r.threads = 1;
    r.durationSec = 10;
    r.reads = std::uint64_t(qps * 10);
    r.transactions = r.reads;
    return r;
}

QJsonObject environment(double otherCpus)
{
    QJsonObject env { { QStringLiteral("tool_version"), QStringLiteral("9.9.9-test") } };
    if (otherCpus >= 0)
        env.insert(QStringLiteral("machine_load"),
            QJsonObject { { QStringLiteral("cpus"), 2 }, { QStringLiteral("seconds"), 10.0 },
                { QStringLiteral("other_cpus"), otherCpus }, { QStringLiteral("steal_cpus"), 0.0 },
                { QStringLiteral("this_process_cpus"), 0.4 }, { QStringLiteral("load_average"), 3.8 },
                { QStringLiteral("source"), QStringLiteral("proc") } });
    return env;
}

// One experiment of finished runs, one per cell given (repeat a cell for repetitions).
qint64 store(const QString& path, const QList<StoredCell>& cells, bool byServer, double otherCpus = -1)
{
    ResultStore store;
    if (Error e = store.open(path))
        return 0;
    const qint64 experiment = *store.createExperiment(QStringLiteral("study"), QJsonObject { { QStringLiteral("n"), 1 } });
    QHash<QString, int> repetitions;
    int index = 0;
    for (const StoredCell& c : cells) {
        const QString key = c.column + QString::number(c.clients);
        const qint64 id = *store.beginRun(experiment, spec(index++, c, byServer, repetitions[key]++));
        IntervalSample s;
        s.timeSec = 1;
        s.intervalSec = 1;
        s.threads = c.clients;
        s.transactions = std::uint64_t(c.qps);
        s.reads = s.transactions;
        store.appendInterval(id, s);
        store.setEnvironment(id, environment(otherCpus));
        store.finishRun(id, summary(c.qps), RunStatus::Finished);
    }
    return experiment;
}

ReportContent read(const QString& path, qint64 experiment, RunAxis columns)
{
    ResultStore store;
    store.openReadOnly(path);
    auto content = ReportSource::fromStore(store, experiment, RunMetric::Qps, RunAxis::Clients, columns);
    if (!content)
        qWarning("%s", qPrintable(content.error().detail));
    return content ? *content : ReportContent();
}

// The 1-core column: 1/2/4/8 clients, one run each, on a busy 2-vCPU machine.
QList<StoredCell> singleRunColumn()
{
    return { { QStringLiteral("1 core"), 1, 54000 }, { QStringLiteral("1 core"), 2, 50000 },
        { QStringLiteral("1 core"), 4, 58000 }, { QStringLiteral("1 core"), 8, 52000 } };
}

// A USL-shaped column with three repetitions (a few percent apart) per count.
QList<StoredCell> uslColumn()
{
    QList<StoredCell> cells;
    for (int n : { 1, 2, 4, 8, 16, 32 }) {
        const double x = 10000.0 * n / (1 + 0.05 * (n - 1) + 0.002 * n * (n - 1));
        for (double k : { 0.98, 1.0, 1.02 })
            cells << StoredCell { QStringLiteral("all"), n, x * k };
    }
    return cells;
}

// Two servers (flush at commit vs per second), two repetitions each, the faster one's repetitions far apart.
QList<StoredCell> twoServers()
{
    const QString commit = QStringLiteral("flush-commit");
    const QString second = QStringLiteral("flush-second");
    return { { commit, 1, 1000 }, { commit, 1, 1010 }, { commit, 4, 3000 }, { commit, 4, 3050 }, { commit, 16, 2900 },
        { commit, 16, 2950 }, { second, 1, 200 }, { second, 1, 4400 }, { second, 4, 6000 }, { second, 4, 7600 },
        { second, 16, 5000 }, { second, 16, 8000 } };
}

// The "why" section's runs: one run per count, the server's CPU per transaction doubling from 1 to 2 clients.
QList<ServerRun> singleServerRuns()
{
    QList<ServerRun> runs;
    for (int clients : { 1, 2 }) {
        ServerRun r;
        r.column = QStringLiteral("1 core");
        r.x = clients;
        r.tps = 1000.0 * clients;
        r.metrics << ServerMetric { QStringLiteral("cpu_us_per_tx"), QStringLiteral("cpu"), QString(),
            QStringLiteral("µs/tx"), 50.0 * clients };
        runs << r;
    }
    return runs;
}

QString joined(const QStringList& l)
{
    return l.join(QStringLiteral(" | "));
}

} // namespace

class TestHonestNumbers : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init() { QVERIFY(m_dir.isValid()); }

    // A curve only where it informs: the single-run column has a fit that "describes" four points but whose band
    // holds every value; no curve, no N*, the table keeps the measured peak and a sentence says why.
    void singleRunColumnDrawsNoCurve()
    {
        const QString path = m_dir.filePath(QStringLiteral("single.sqlite"));
        const qint64 e = store(path, singleRunColumn(), false);
        const ReportContent content = read(path, e, RunAxis::ServerCpus);
        const ScalingReport analysis = content.analysis();
        const ScalingFacts::Column& c = analysis.facts().columns.at(0);
        QCOMPARE(c.verdict.kind, UslVerdict::Kind::BandTooWide);
        QVERIFY(!c.usl && !c.fittedOptimum);
        QVERIFY(c.singleRuns);
        const FigureData usl = content.figure(FigureKind::UslFit, false);
        QVERIFY(usl.series.at(0).curve.isEmpty() && usl.series.at(0).bandHigh.isEmpty() && usl.markers.isEmpty());
        QVERIFY2(usl.series.at(0).name.contains(QStringLiteral("no curve")), qPrintable(usl.series.at(0).name));
        QVERIFY(ReportSections::caption(content, FigureKind::UslFit)
                    .startsWith(QStringLiteral("measured points; no Universal Scalability Law curve is drawn")));
        const QString summary = joined(analysis.summary());
        QVERIFY2(summary.contains(QStringLiteral("no USL curve is drawn for 1 core: the fit's 95% band at ")), qPrintable(summary));
        QVERIFY2(!summary.contains(QStringLiteral("N*")), qPrintable(summary));
        const ScalingReport::Table table = analysis.uslTable();
        QVERIFY2(table.rows.at(0).join(QLatin1Char(' ')).contains(QStringLiteral("58000 @ 4")),
            qPrintable(table.rows.at(0).join(QLatin1Char(' '))));
        QVERIFY2(table.rows.at(0).join(QLatin1Char(' ')).contains(QStringLiteral("wider than half the fitted value")),
            qPrintable(table.rows.at(0).join(QLatin1Char(' '))));
        const QJsonObject json = analysis.toJson();
        QCOMPARE(json.value(QStringLiteral("usl")).toArray().at(0).toObject().value(QStringLiteral("verdict")).toString(),
            QStringLiteral("band-too-wide"));
        // Single runs say so, here in the measured peak.
        QVERIFY2(summary.contains(QStringLiteral("throughput is highest at 4 clients (one run each, no interval)")),
            qPrintable(summary));
    }

    // A USL-shaped column with repetitions keeps its curve, band and N*, and its sentence quotes them.
    void repeatedUslColumnKeepsItsCurve()
    {
        const QString path = m_dir.filePath(QStringLiteral("usl.sqlite"));
        const qint64 e = store(path, uslColumn(), false, 0.05);
        const ReportContent content = read(path, e, RunAxis::ServerCpus);
        const ScalingReport analysis = content.analysis();
        const ScalingFacts::Column& c = analysis.facts().columns.at(0);
        QCOMPARE(c.verdict.kind, UslVerdict::Kind::Describes);
        QVERIFY(c.usl && c.fittedOptimum);
        const FigureData usl = content.figure(FigureKind::UslFit, false);
        QVERIFY(!usl.series.at(0).curve.isEmpty() && !usl.series.at(0).bandHigh.isEmpty());
        QCOMPARE(usl.markers.size(), 1);
        QVERIFY(ReportSections::caption(content, FigureKind::UslFit).contains(QStringLiteral("the shaded band")));
        const QStringList summary = content.analysis().summary();
        QVERIFY2(summary.first().startsWith(QStringLiteral("throughput peaks at about ")), qPrintable(joined(summary)));
        QVERIFY(!joined(summary).contains(QStringLiteral("one run each")));
        QVERIFY(!joined(summary).contains(QStringLiteral("too noisy")));
        // Figure 1 has the table's intervals as error bars.
        const FigureData values = content.figure(FigureKind::Throughput, false);
        QCOMPARE(values.series.at(0).errorBars.size(), 6);
    }

    // Noise named once, first, with the worst cells and the machine's load the runs recorded.
    void noisyColumnIsNamedFirst()
    {
        QList<StoredCell> cells = uslColumn(); // 16 clients are cells 12-14 (at 0.98, 1.0 and 1.02 of the curve)
        QCOMPARE(cells.at(12).clients, 16);
        cells[12].qps *= 0.7 / 0.98; // CV 30%
        cells[14].qps *= 1.3 / 1.02;
        const QString path = m_dir.filePath(QStringLiteral("noisy.sqlite"));
        const qint64 e = store(path, cells, false, 1.2);
        const ReportContent content = read(path, e, RunAxis::ServerCpus);
        QVERIFY(content.machineLoad);
        const QStringList summary = content.analysis().summary();
        QVERIFY2(summary.first().startsWith(QStringLiteral("The measurements are too noisy for a verdict here: the "
                                                           "repetitions disagree by up to 30% at 16 clients")),
            qPrintable(summary.first()));
        QVERIFY2(summary.first().contains(
                     QStringLiteral("other programs used 1.2 of the 2 CPUs during these runs (load average up to 3.8)")),
            qPrintable(summary.first()));
        QVERIFY(summary.first().contains(QStringLiteral("Close other programs, add repetitions or lengthen the runs")));
        QCOMPARE(joined(summary).count(QStringLiteral("too noisy")), 1);
    }

    // The two-server study of the issue: `report` takes the server as the columns by itself; no ratio bound below 0,
    // an unbounded or cut interval said in words, the speedup caption names the servers without cores or a line of
    // linear scaling, Figure 1's bars are cut at 0 and say so, and no "peaks at" where the fall is within the noise.
    void twoServerStudy()
    {
        const QString path = m_dir.filePath(QStringLiteral("servers.sqlite"));
        const qint64 e = store(path, twoServers(), true, 1.2);
        {
            ResultStore s;
            QVERIFY(!s.openReadOnly(path));
            RunFilter filter;
            filter.experimentId = e;
            const auto runs = s.listRuns(filter);
            QVERIFY(runs);
            QCOMPARE(ReportSource::varyingAxis(*runs, RunAxis::Clients), std::optional<RunAxis>(RunAxis::Server));
        }
        ReportContent content = read(path, e, RunAxis::Server);
        QCOMPARE(content.table.columnCount(), 2);
        const ScalingReport analysis = content.analysis();
        const QString summary = joined(analysis.summary());
        QVERIFY2(summary.startsWith(QStringLiteral("The measurements are too noisy")), qPrintable(summary));
        QVERIFY2(!summary.contains(QStringLiteral("peaks at")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("is within the run-to-run noise: it levels off")), qPrintable(summary));
        QVERIFY(!summary.contains(QStringLiteral("too few repetitions")));
        // No printed bound below 0: not in the sentences, the speedup table or the percentages.
        const QRegularExpression negativeBound(QStringLiteral("\\((-|−)\\d|interval -|–-"));
        QVERIFY2(!summary.contains(negativeBound), qPrintable(summary));
        const QString speedup = ScalingReport::render(analysis.speedupTable(), ScalingReport::Style::Text);
        QVERIFY2(!speedup.contains(negativeBound), qPrintable(speedup));
        QVERIFY2(speedup.contains(QStringLiteral("not bounded below")) || speedup.contains(QStringLiteral("disagree too much")),
            qPrintable(speedup));
        const MeanRatio oneClient = analysis.ratioAt(0, 0, 1, 3);
        QVERIFY(oneClient.hasInterval() && oneClient.low >= 0);
        // Captions and marks from the real axes.
        const QString caption = ReportSections::caption(content, FigureKind::Speedup);
        QVERIFY2(caption.contains(QStringLiteral("flush-second")) && caption.contains(QStringLiteral("flush-commit")),
            qPrintable(caption));
        QVERIFY2(!caption.contains(QStringLiteral("cores")) && !caption.contains(QStringLiteral("linear")), qPrintable(caption));
        const FigureData speedupFigure = content.figure(FigureKind::Speedup, false);
        for (const FigureSeries& s : speedupFigure.series) {
            QVERIFY(!s.name.contains(QStringLiteral("linear")));
            for (const FigureErrorBar& b : s.errorBars)
                QVERIFY(b.low >= 0);
        }
        // Figure 1: error bars from the table's intervals, cut at 0 where they reach below it, and the legend says so.
        const FigureData values = content.figure(FigureKind::Throughput, false);
        bool cut = false;
        for (const FigureSeries& s : values.series) {
            for (const FigureErrorBar& b : s.errorBars) {
                QVERIFY(b.low >= 0);
                cut = cut || b.lowClipped;
            }
        }
        QVERIFY(cut);
        QVERIFY(values.series.last().legendWhisker && values.series.last().name.contains(QStringLiteral("//")));
        QVERIFY(ReportSections::caption(content, FigureKind::Throughput).contains(QStringLiteral("cut there")));
    }

    // Every sentence generator finds "one run each" with single runs: ratio, step, cost, superlinear, measured peak,
    // the compare summary (the same ScalingReport::summary) and the why sentences' wording; in German too.
    void singleRunSentences()
    {
        QList<StoredCell> cells;
        for (int n : { 1, 2, 4, 8 }) {
            cells << StoredCell { QStringLiteral("1 core"), n, 1000.0 * n / (1 + 0.3 * (n - 1)) * (n == 2 ? 2.5 : 1) };
            cells << StoredCell { QStringLiteral("2 cores"), n, 1200.0 * n / (1 + 0.2 * (n - 1)) * (n == 2 ? 2.5 : 1) };
        }
        const QString path = m_dir.filePath(QStringLiteral("sentences.sqlite"));
        const qint64 e = store(path, cells, false);
        const ReportContent content = read(path, e, RunAxis::ServerCpus);
        const ScalingReport analysis = content.analysis();
        const ScalingFacts& f = analysis.facts();
        const QString oneRun = QStringLiteral("one run each, no interval");
        QVERIFY(f.versusBaseline.at(0).singleRuns);
        QVERIFY2(ScalingSentence::ratioSentence(f, f.versusBaseline.at(0)).contains(oneRun),
            qPrintable(ScalingSentence::ratioSentence(f, f.versusBaseline.at(0))));
        QVERIFY(ScalingSentence::stepSentence(f, f.steps.at(0)).contains(oneRun));
        QVERIFY(ScalingSentence::costSentence(f, f.versusBaseline.at(0), 0.91).contains(oneRun));
        QVERIFY(std::isfinite(f.columns.at(1).superlinearRatio));
        QVERIFY(ScalingSentence::superlinear(f.columns.at(1), QStringLiteral("clients")).contains(oneRun));
        QVERIFY2(joined(analysis.summary()).contains(oneRun), qPrintable(joined(analysis.summary())));
        QVERIFY2(joined(WhyScales(singleServerRuns()).sentences()).contains(oneRun),
            qPrintable(joined(WhyScales(singleServerRuns()).sentences())));

        // A typed-in table of single values (an article's) is read as published.
        const PivotTable typed = PivotTable::fromDataTable(content.table);
        const ScalingFacts t = ScalingFacts::compute(content.table, 0, &typed);
        QVERIFY(!t.versusBaseline.at(0).singleRuns);
        QVERIFY(!ScalingSentence::ratioSentence(t, t.versusBaseline.at(0)).contains(oneRun));

        QVERIFY(Translations::install(QLocale(QLocale::German, QLocale::Germany)));
        const QString german = QStringLiteral("je ein Lauf, kein Intervall");
        QCOMPARE(ScalingSentence::oneRunEach(), german);
        QVERIFY2(ScalingSentence::ratioSentence(f, f.versusBaseline.at(0)).contains(german),
            qPrintable(ScalingSentence::ratioSentence(f, f.versusBaseline.at(0))));
        QVERIFY(ScalingSentence::stepSentence(f, f.steps.at(0)).contains(german));
        QVERIFY(ScalingSentence::costSentence(f, f.versusBaseline.at(0), 0.91).contains(german));
        QVERIFY(ScalingSentence::superlinear(f.columns.at(1), ScalingSentence::xNoun(f.xLabel)).contains(german));
        QVERIFY(joined(content.analysis().summary()).contains(german));
        QVERIFY2(joined(WhyScales(singleServerRuns()).sentences()).contains(german),
            qPrintable(joined(WhyScales(singleServerRuns()).sentences())));
        QVERIFY(ScalingSentence::noiseVerdict(f, nullptr).isEmpty());
        Translations::install(QLocale(QLocale::English));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestHonestNumbers)
#include "tst_honestnumbers.moc"
