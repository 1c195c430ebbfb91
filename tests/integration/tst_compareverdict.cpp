// SPDX-License-Identifier: GPL-3.0-or-later
// Differences with a verdict, on stored runs of the sandbox: three configurations x 3 repetitions, interleaved (the
// repetition outermost), two of them identical (oltp_point_select as "A" and "B") and one much slower
// (oltp_read_only as "C": some twenty queries per transaction). compare --percent-diff says the identical pair is not
// distinguishable from the run-to-run noise and the slower one is; --fail-if exits 5 on the slower and 0 on the pair.
// Against another experiment, as a CI pipeline compares a build's plan with the last one's: two plans of the same
// workload ("W", point selects) and one whose "W" is the slower read-only mix, compared with --experiment OLD,NEW.
#include "store/resultstore.h"
#include "support/testserver.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace sb;

class TestCompareVerdict : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_store;
    QStringList m_identical; // run ids of A and B
    QStringList m_slower; // run ids of A and C

    QList<qint64> m_experiments; // W fast, W fast again, W slow
    int m_storesAgain = 0; // the stores of configurations run again

    // A plan of one workload labelled "W", 3 repetitions at 2 clients, run into the store: its experiment's id.
    qint64 runGatePlan(const QString& workload)
    {
        const QString path = m_dir.filePath(workload + QStringLiteral(".json"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return 0;
        f.write(QStringLiteral(R"({
  "schema": "scalebench-plan", "version": 1, "name": "gate",
  "servers": [{"name": "sandbox", "sandbox": {"dir": "%1"}}],
  "workloads": [{"name": "%2", "label": "W", "options": {"tables": 1, "table_size": 1000}}],
  "clients": [2], "repetitions": 3, "duration": 2, "warmup": 1, "report_interval_ms": 500
})")
                    .arg(test::sandboxDir(), workload)
                    .toUtf8());
        f.close();
        const auto run
            = test::runCli({ QStringLiteral("plan"), QStringLiteral("run"), path, QStringLiteral("--store=") + m_store });
        if (run.exitCode != 0) {
            qWarning("%s", qPrintable(run.out + run.err));
            return 0;
        }
        // plan run ends with "experiment N in FILE"
        const QRegularExpression ended(QStringLiteral("^experiment (\\d+) in "), QRegularExpression::MultilineOption);
        return ended.match(run.out).captured(1).toLongLong();
    }

    test::CliResult compareExperiments(qint64 old, qint64 now, const QStringList& more)
    {
        return test::runCli(QStringList { QStringLiteral("compare"),
                                QStringLiteral("--experiment=%1,%2").arg(old).arg(now), QStringLiteral("--metric=tps"),
                                QStringLiteral("--store=") + m_store }
            + more);
    }

    test::CliResult compare(const QStringList& runs, const QStringList& more, const QString& store = QString())
    {
        return test::runCli(QStringList { QStringLiteral("compare"), QStringLiteral("--runs=") + runs.join(QLatin1Char(',')),
                                QStringLiteral("--columns=workload"), QStringLiteral("--metric=tps"),
                                QStringLiteral("--store=") + (store.isEmpty() ? m_store : store) }
            + more);
    }

    // The three configurations, 3 repetitions each, run into `store`: the run ids of A and B, and of A and C.
    void runConfigurations(const QString& store, QStringList* identical, QStringList* slower)
    {
        const QString path = m_dir.filePath(QStringLiteral("three.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral(R"({
  "schema": "scalebench-plan", "version": 1, "name": "three-configurations",
  "servers": [{"name": "sandbox", "sandbox": {"dir": "%1"}}],
  "workloads": [{"name": "oltp_point_select", "label": "A", "options": {"tables": 1, "table_size": 1000}},
                {"name": "oltp_point_select", "label": "B", "options": {"tables": 1, "table_size": 1000}},
                {"name": "oltp_read_only", "label": "C", "options": {"tables": 1, "table_size": 1000}}],
  "clients": [2], "repetitions": 3,
  "duration": 2, "warmup": 1, "report_interval_ms": 500,
  "order": ["repetition", "server", "workload", "clients"]
})")
                    .arg(test::sandboxDir())
                    .toUtf8());
        f.close();
        const auto run = test::runCli({ QStringLiteral("plan"), QStringLiteral("run"), path, QStringLiteral("--store=") + store });
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        ResultStore results;
        QVERIFY(!results.open(store));
        auto runs = results.listRuns();
        QVERIFY(runs.ok());
        QCOMPARE(runs->size(), 9);
        for (const StoredRun& r : *runs) {
            QCOMPARE(r.status, RunStatus::Finished);
            if (r.spec.workloadLabel != QLatin1String("C"))
                *identical << QString::number(r.id);
            if (r.spec.workloadLabel != QLatin1String("B"))
                *slower << QString::number(r.id);
        }
        QCOMPARE(identical->size(), 6);
    }

    // A verdict right on data a machine disturbed: the three configurations again, into a store of their own.
    void runAgain(const QString& why, int attempt, QString* store, QStringList* identical, QStringList* slower)
    {
        qInfo("attempt %d of 3: %s; running the plan again", attempt, qPrintable(why));
        *store = m_dir.filePath(QStringLiteral("again-%1.sqlite").arg(++m_storesAgain));
        identical->clear();
        slower->clear();
        runConfigurations(*store, identical, slower);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_store = m_dir.filePath(QStringLiteral("three.sqlite"));
        runConfigurations(m_store, &m_identical, &m_slower);
        if (QTest::currentTestFailed())
            return;
        for (const char* workload : { "oltp_point_select", "oltp_point_select", "oltp_read_only" }) {
            m_experiments << runGatePlan(QString::fromLatin1(workload));
            QVERIFY(m_experiments.last() > 0);
        }
        QVERIFY(m_experiments.at(0) != m_experiments.at(1)); // each plan run is an experiment of its own
    }

    // Whether the identical pair's verdict is what an identical pair may get: noise, bounded ("(±3.2%)") or, when a
    // loaded machine makes the repetitions disagree, unbounded ("the repetitions disagree too much to bound it", seen
    // in CI at CV 64%); or a stated difference whose whole interval is small (within ±10%: a 95% interval leaves out
    // the truth one time in twenty, and CI once saw "+4.4% (+0.7% to +8.3%)"). Empty when it is.
    static QString identicalVerdictProblem(const QString& out)
    {
        if (out.contains(QStringLiteral("not distinguishable from the run-to-run noise (±"))
            || out.contains(QStringLiteral("not distinguishable from the run-to-run noise (the repetitions disagree")))
            return {};
        const QString table = out.section(QStringLiteral("Percentage difference from A to B"), 1);
        const auto m = QRegularExpression(QStringLiteral(R"(\| *2 *\| *[-+][0-9.]+% \(([-+][0-9.]+)% to ([-+][0-9.]+)%\))"))
                           .match(table);
        if (!m.hasMatch())
            return QStringLiteral("no verdict for the pair");
        if (std::abs(m.captured(1).toDouble()) > 10 || std::abs(m.captured(2).toDouble()) > 10)
            return QStringLiteral("a difference of more than 10% between identical configurations");
        return {};
    }

    void identicalPairIsNoise()
    {
        // B always runs right after A, and A after the slower C (or first of all): CI once saw B "+21.9% (+0.6% to
        // +50.7%)" faster, A's repetitions at CV 9.8%, on a quiet machine. Right on its data; the configurations run
        // again (a store of their own), up to three times. A verdict that calls noise a difference fails every try.
        QString store = m_store;
        QStringList identical = m_identical;
        for (int attempt = 1;; ++attempt) {
            const auto r = compare(identical, { QStringLiteral("--percent-diff=A,B") }, store);
            QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
            QVERIFY2(r.out.contains(QLatin1String("Fieller intervals")), qPrintable(r.out));
            const QString problem = identicalVerdictProblem(r.out);
            if (problem.isEmpty())
                break;
            QVERIFY2(attempt < 3, qPrintable(problem + QLatin1Char('\n') + r.out));
            QStringList slower;
            runAgain(problem, attempt, &store, &identical, &slower);
            if (QTest::currentTestFailed())
                return;
        }
        const auto gate = compare(
            identical, { QStringLiteral("--baseline=A"), QStringLiteral("--fail-if=tps < 0.95 * baseline") }, store);
        QVERIFY2(gate.exitCode == 0, qPrintable(gate.out + gate.err));
        QVERIFY(gate.out.contains(QLatin1String("fail-if: no difference past the bound")));
    }

    void slowerIsDistinguishedAndFails()
    {
        QString store = m_store;
        QStringList slower = m_slower;
        test::CliResult r;
        for (int attempt = 1;; ++attempt) {
            r = compare(slower, { QStringLiteral("--percent-diff=A,C") }, store);
            QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
            // A loaded machine can make A's repetitions disagree so that no interval bounds the ratio (seen beside a
            // TSan suite: A at 16003 ± 28296, CV 71%): right on its data. The configurations run again, up to three
            // times; a verdict that never tells them apart fails every try.
            if (!r.out.contains(QLatin1String("the repetitions disagree too much to bound it")) || attempt == 3)
                break;
            QStringList identical;
            runAgain(QStringLiteral("the repetitions disagreed too much to bound the ratio"), attempt, &store, &identical,
                &slower);
            if (QTest::currentTestFailed())
                return;
        }
        const QString table = r.out.section(QStringLiteral("Percentage difference from A to C"), 1);
        QVERIFY2(!table.isEmpty() && !table.section(QLatin1Char('\n'), 0, 5).contains(QLatin1String("not distinguishable")),
            qPrintable(r.out));
        QVERIFY2(table.contains(QLatin1String("% to -")), qPrintable(r.out)); // "-90.1% (-91.0% to -89.2%)"
        const auto gate
            = compare(slower, { QStringLiteral("--baseline=A"), QStringLiteral("--fail-if=tps < 0.95 * baseline") }, store);
        QCOMPARE(gate.exitCode, 5);
        QVERIFY2(gate.out.contains(QLatin1String("fail-if: C at 2 clients")), qPrintable(gate.out));
        // A bound the slower one is not past: noise or not, 0.
        const auto loose
            = compare(slower, { QStringLiteral("--baseline=A"), QStringLiteral("--fail-if=tps < 0.01 * baseline") }, store);
        QVERIFY2(loose.exitCode == 0, qPrintable(loose.out + loose.err));
        // A wrong expression is a usage error.
        QCOMPARE(compare(slower, { QStringLiteral("--fail-if=tps is slow") }, store).exitCode, 2);
    }

    // The columns are the experiments, the first one given the baseline: the same build again is noise (0), the
    // slower one fails (5) and is named.
    void againstAnotherExperiment()
    {
        qint64 old = m_experiments.at(0);
        const auto same = compareExperiments(old, m_experiments.at(1), { QStringLiteral("--fail-if=tps < 0.95 * baseline") });
        QVERIFY2(same.exitCode == 0, qPrintable(same.out + same.err));
        QVERIFY2(same.out.contains(QStringLiteral("experiment %1").arg(old)), qPrintable(same.out));
        QVERIFY2(same.out.contains(QLatin1String("fail-if: no difference past the bound")), qPrintable(same.out));
        // The slower build's gate fires unless the repetitions disagree too much to bound the ratio (a loaded machine:
        // right on its data); then both plans run again, up to three times, and a gate that never fires fails every try.
        test::CliResult slow = compareExperiments(old, m_experiments.at(2), { QStringLiteral("--fail-if=tps < 0.95 * baseline") });
        for (int attempt = 1; slow.exitCode != 5 && attempt < 3; ++attempt) {
            qInfo("attempt %d of 3: exit %d\n%s", attempt, slow.exitCode, qPrintable(slow.out));
            old = runGatePlan(QStringLiteral("oltp_point_select"));
            m_experiments[2] = runGatePlan(QStringLiteral("oltp_read_only"));
            QVERIFY(old > 0 && m_experiments.at(2) > 0);
            slow = compareExperiments(old, m_experiments.at(2), { QStringLiteral("--fail-if=tps < 0.95 * baseline") });
        }
        QVERIFY2(slow.exitCode == 5, qPrintable(slow.out + slow.err));
        QVERIFY2(slow.out.contains(QStringLiteral("fail-if: experiment %1 at 2 clients").arg(m_experiments.at(2))),
            qPrintable(slow.out));
        QVERIFY2(slow.out.contains(QStringLiteral("x experiment %1").arg(old)), qPrintable(slow.out));
        // The other way round the slower one is the baseline, and the faster build is past no lower bound.
        const auto reversed = compareExperiments(m_experiments.at(2), old, { QStringLiteral("--fail-if=tps < 0.95 * baseline") });
        QVERIFY2(reversed.exitCode == 0, qPrintable(reversed.out + reversed.err));
        // Another axis as the columns would pool the experiments' runs as repetitions: refused, saying what to do.
        const auto mixed = compareExperiments(old, m_experiments.at(2), { QStringLiteral("--columns=workload") });
        QCOMPARE(mixed.exitCode, 2);
        QVERIFY2(mixed.err.contains(QLatin1String("--columns experiment")), qPrintable(mixed.err));
        QCOMPARE(test::runCli({ QStringLiteral("compare"), QStringLiteral("--experiment=3,x"), QStringLiteral("--store=") + m_store })
                     .exitCode,
            2);
    }
};

QTEST_GUILESS_MAIN(TestCompareVerdict)
#include "tst_compareverdict.moc"
