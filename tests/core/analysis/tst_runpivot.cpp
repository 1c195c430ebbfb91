// SPDX-License-Identifier: GPL-3.0-or-later
// Stored runs of known figures, written through the ResultStore's API, laid out as the seed article's table.
#include "analysis/runpivot.h"
#include "store/resultstore.h"

#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace sb;

namespace {

const QString oneCore = QStringLiteral("1 core");
const QString twoCores = QStringLiteral("2 cores");

struct Figures {
    double qps;
    double tps;
    double p95;
    double p99 = 0; // 0: not measured
    std::uint64_t errors = 0;
};

RunSpec spec(
    int threads, const QString& serverCpu, int repetition, const QString& workload = QStringLiteral("oltp_read_only"))
{
    RunSpec s;
    s.serverProfile = QStringLiteral("sandbox");
    s.workload = workload;
    s.workloadLabel = workload;
    s.threads = threads;
    s.serverCpu = CpuConfig { serverCpu, serverCpu == oneCore ? QStringLiteral("cores:1") : QStringLiteral("cores:2") };
    s.repetition = repetition;
    s.durationSec = 10;
    return s;
}

// Over 10 s: whole qps and tps figures become exact counts.
RunSummary summary(const Figures& f)
{
    RunSummary s;
    s.status = RunStatus::Finished;
    s.durationSec = 10;
    s.reads = std::uint64_t(std::llround(f.qps * 10));
    s.transactions = std::uint64_t(std::llround(f.tps * 10));
    s.ignoredErrors = f.errors;
    s.latency.p95Ms = f.p95;
    s.latency.p99Ms = f.p99;
    s.latency.avgMs = f.p95 / 2;
    return s;
}

} // namespace

class TestRunPivot : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    ResultStore m_store;
    qint64 m_experiment = 0;
    qint64 m_running = 0;
    qint64 m_failed = 0;
    qint64 m_otherWorkload = 0;

    qint64 addRun(const RunSpec& s, const Figures& f, RunStatus status = RunStatus::Finished)
    {
        auto id = m_store.beginRun(m_experiment, s);
        if (!id)
            qFatal("beginRun failed");
        if (status != RunStatus::Running && m_store.finishRun(*id, summary(f), status))
            qFatal("finishRun failed");
        return *id;
    }

    QList<StoredRun> runs(bool withOtherWorkload = false)
    {
        RunFilter filter;
        filter.experimentId = m_experiment;
        auto all = m_store.listRuns(filter);
        if (!all)
            qFatal("listRuns failed");
        QList<StoredRun> picked;
        for (const StoredRun& r : *all) {
            if (withOtherWorkload || r.id != m_otherWorkload)
                picked.append(r);
        }
        return picked;
    }

private Q_SLOTS:
    // The seed table's shape (clients x cores), written in an order that is neither sorted by clients nor by cores,
    // two repetitions per cell, plus runs that must not count.
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(!m_store.open(m_dir.filePath(QStringLiteral("results.sqlite"))));
        m_experiment = *m_store.createExperiment(QStringLiteral("core-scaling"), {});
        const QList<int> clients { 25, 5, 10 };
        const QList<QList<double>> qps { { 823, 1105 }, { 735, 900 }, { 826, 1082 } }; // per clients, per cores
        for (int rep = 0; rep < 2; ++rep) {
            for (int c = 0; c < 2; ++c) {
                for (int r = 0; r < clients.size(); ++r) {
                    const double q = qps.at(r).at(c) + (rep == 0 ? -10 : 10);
                    addRun(spec(clients.at(r), c == 0 ? oneCore : twoCores, rep),
                        { q, q / 10, 10.0 + r + c + rep, rep == 0 ? 0.0 : 30.0, std::uint64_t(10 * (rep + 1)) });
                }
            }
        }
        m_running = addRun(spec(5, oneCore, 2), { 5000, 250, 1 }, RunStatus::Running);
        m_failed = addRun(spec(5, oneCore, 3), { 5000, 250, 1 }, RunStatus::Failed);
        m_otherWorkload = addRun(spec(5, oneCore, 0, QStringLiteral("oltp_point_select")), { 9000, 9000, 0.5 });
    }

    void namesRoundTrip()
    {
        for (const QString& name : RunPivot::metricNames())
            QCOMPARE(RunPivot::metricName(*RunPivot::metricFromName(name)), name);
        for (const QString& name : RunPivot::axisNames())
            QCOMPARE(RunPivot::axisName(*RunPivot::axisFromName(name)), name);
        QCOMPARE(RunPivot::axisFromName(QStringLiteral("server-cpus")), RunAxis::ServerCpus);
        QVERIFY(!RunPivot::metricFromName(QStringLiteral("p90")));
        QVERIFY(!RunPivot::axisFromName(QStringLiteral("cores")));
    }

    void seedShapeWithRepetitionsAggregated()
    {
        const RunPivotResult r = RunPivot::build(runs(), RunMetric::Qps, RunAxis::Clients, RunAxis::ServerCpus);
        const PivotTable& t = r.table;
        QCOMPARE(t.rowHeader(), QStringLiteral("clients"));
        QCOMPARE(t.rowCount(), 3);
        QCOMPARE(t.columnCount(), 2);
        QVERIFY(t.numericRows());
        QCOMPARE(t.rowValue(0), 5.0);
        QCOMPARE(t.rowValue(1), 10.0);
        QCOMPARE(t.rowValue(2), 25.0);
        QCOMPARE(t.columnLabels(), (QStringList { oneCore, twoCores }));
        QCOMPARE(r.usedRuns.size(), 12);
        QCOMPARE(r.unfinishedRuns, (QList<qint64> { m_running, m_failed }));
        QVERIFY(r.runsWithoutMetric.isEmpty());
        QVERIFY(r.mixedAxes.isEmpty());

        // 25 clients, 2 cores: 1095 and 1115.
        const SampleSummary& cell = t.cell(2, 1);
        QCOMPARE(cell.n, 2);
        QVERIFY(std::abs(cell.mean - 1105) < 1e-9);
        QVERIFY(std::abs(cell.sd - 10 * std::sqrt(2.0)) < 1e-9);
        QVERIFY(cell.ciHalfWidth > cell.sd); // Student t with 1 degree of freedom: 12.7 sd / sqrt(2)
        QVERIFY(std::abs(t.cell(0, 0).mean - 735) < 1e-9);
        QVERIFY(std::abs(t.cell(1, 1).mean - 1082) < 1e-9);
        QVERIFY(t.hasRepetitions());
    }

    void metricSelection()
    {
        const auto tps = RunPivot::build(runs(), RunMetric::Tps, RunAxis::Clients, RunAxis::ServerCpus);
        QVERIFY(std::abs(tps.table.cell(2, 1).mean - 110.5) < 1e-9);

        // p95 of 5 clients on 1 core: 11 and 12 ms; of 25 clients on 2 cores: 11 and 12 ms too.
        const auto p95 = RunPivot::build(runs(), RunMetric::P95, RunAxis::Clients, RunAxis::ServerCpus);
        QVERIFY(std::abs(p95.table.cell(0, 0).mean - 11.5) < 1e-9);
        QVERIFY(std::abs(p95.table.cell(2, 1).mean - 11.5) < 1e-9);

        const auto avg = RunPivot::build(runs(), RunMetric::AvgLatency, RunAxis::Clients, RunAxis::ServerCpus);
        QVERIFY(std::abs(avg.table.cell(0, 0).mean - 5.75) < 1e-9);

        const auto errors = RunPivot::build(runs(), RunMetric::ErrorsPerSec, RunAxis::Clients, RunAxis::ServerCpus);
        QVERIFY(std::abs(errors.table.cell(1, 0).mean - 1.5) < 1e-9); // 10 and 20 errors over 10 s

        // Only the second repetition measured p99: the first six runs are left out, cells hold one value each.
        const auto p99 = RunPivot::build(runs(), RunMetric::P99, RunAxis::Clients, RunAxis::ServerCpus);
        QCOMPARE(p99.runsWithoutMetric.size(), 6);
        QCOMPARE(p99.usedRuns.size(), 6);
        QCOMPARE(p99.table.cell(0, 0).n, 1);
        QCOMPARE(p99.table.cell(0, 0).mean, 30.0);
    }

    void otherAxes()
    {
        const auto byCores = RunPivot::build(runs(), RunMetric::Qps, RunAxis::ServerCpus, RunAxis::Clients);
        QCOMPARE(byCores.table.rowCount(), 2);
        QVERIFY(!byCores.table.numericRows());
        QCOMPARE(byCores.table.rowLabel(0), oneCore);
        QCOMPARE(byCores.table.columnLabels(),
            (QStringList { QStringLiteral("25"), QStringLiteral("5"), QStringLiteral("10") }));

        // Repetitions as columns: nothing is aggregated; the server CPUs then differ within a cell.
        const auto reps = RunPivot::build(runs(), RunMetric::Qps, RunAxis::Clients, RunAxis::Repetition);
        QCOMPARE(reps.table.columnLabels(), (QStringList { QStringLiteral("1"), QStringLiteral("2") }));
        QCOMPARE(reps.mixedAxes, (QList<RunAxis> { RunAxis::ServerCpus }));
    }

    void differentConditionsInOneCellAreReported()
    {
        const auto mixed = RunPivot::build(runs(true), RunMetric::Qps, RunAxis::Clients, RunAxis::ServerCpus);
        QCOMPARE(mixed.mixedAxes, (QList<RunAxis> { RunAxis::Workload }));
        const auto split = RunPivot::build(runs(true), RunMetric::Qps, RunAxis::Clients, RunAxis::Workload);
        QCOMPARE(split.mixedAxes, (QList<RunAxis> { RunAxis::ServerCpus }));
    }

    void keysAndValuesOfARun()
    {
        auto run = m_store.run(m_otherWorkload);
        QVERIFY(run.ok());
        QCOMPARE(RunPivot::key(*run, RunAxis::Clients).toInt(), 5);
        QCOMPARE(RunPivot::key(*run, RunAxis::Workload).toString(), QStringLiteral("oltp_point_select"));
        QCOMPARE(RunPivot::key(*run, RunAxis::Server).toString(), QStringLiteral("sandbox"));
        QCOMPARE(RunPivot::key(*run, RunAxis::Repetition).toInt(), 1);
        QCOMPARE(RunPivot::value(*run, RunMetric::Qps), std::optional<double>(9000));
        QCOMPARE(RunPivot::value(*run, RunMetric::P99), std::optional<double>());
        auto running = m_store.run(m_running);
        QCOMPARE(RunPivot::value(*running, RunMetric::Qps), std::optional<double>());
    }
};

QTEST_GUILESS_MAIN(TestRunPivot)
#include "tst_runpivot.moc"
