// SPDX-License-Identifier: GPL-3.0-or-later
// A plan run by the CLI, killed with SIGKILL in the middle of a run, then resumed: every run finished exactly
// once, the killed run kept as interrupted with its intervals, nothing measured lost.
#include "support/timescale.h"
#include "support/testserver.h"

#include "affinity/serverbinding.h"
#include "store/resultstore.h"

#include <QJsonDocument>
#include <QTemporaryDir>

using namespace sb;

class TestPlanResume : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString planPath() const { return m_dir.filePath(QStringLiteral("plan.json")); }
    QString storePath() const { return m_dir.filePath(QStringLiteral("results.sqlite")); }
    QStringList common() const
    {
        return { planPath(), QStringLiteral("--store=") + storePath(), QStringLiteral("--sandbox-dir=") + test::sandboxDir() };
    }

    // A finished run after the resume: every interval stored, the server's CPU set read back while bound, the
    // server's variables and the machine's load recorded (issue 39).
    void finishedRunIsWhole(ResultStore& store, const StoredRun& r)
    {
        // 1.5 s at 250 ms is six intervals, fewer when a machine loaded far past its cores delays the timer (CI saw 4
        // at load 32): the sum below says none was lost.
        QVERIFY2(
            r.intervalCount >= 2, qPrintable(QStringLiteral("run %1 has %2 intervals").arg(r.id).arg(r.intervalCount)));
        auto intervals = store.intervals(r.id);
        QVERIFY(intervals.ok());
        std::uint64_t sum = 0;
        for (const IntervalSample& s : *intervals)
            sum += s.transactions;
        QCOMPARE(sum, r.summary.transactions); // all intervals stored
        auto environment = store.environment(r.id);
        QVERIFY(environment.ok());
        const QJsonObject server
            = environment->value(QStringLiteral("affinity")).toObject().value(QStringLiteral("server")).toObject();
        QVERIFY2(
            !server.value(QStringLiteral("effective")).toString().isEmpty(), "the server set as read back is recorded");
        // Read back while bound, not after the binding was undone.
        QCOMPARE(
            server.value(QStringLiteral("effective")).toString(), server.value(QStringLiteral("asked")).toString());
        QVERIFY(environment->value(QStringLiteral("server")).toObject().contains(QStringLiteral("variables")));
        // How busy this machine was over the measured part, the local server's own CPU apart (issue 39).
        const QJsonObject load = environment->value(QStringLiteral("machine_load")).toObject();
        QVERIFY2(load.value(QStringLiteral("cpus")).toInt() >= 1, QJsonDocument(load).toJson().constData());
        QVERIFY(load.value(QStringLiteral("other_cpus")).toDouble(-1) >= 0);
        QVERIFY(load.value(QStringLiteral("server_cpus")).toDouble(-1) >= 0);
        QVERIFY(load.contains(QStringLiteral("load_average")) && load.contains(QStringLiteral("steal_cpus")));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QFile plan(planPath());
        QVERIFY(plan.open(QIODevice::WriteOnly));
        plan.write(R"({
  "schema": "scalebench-plan", "version": 1, "name": "resume-test",
  "servers": ["sandbox"],
  "workloads": [{"name": "oltp_point_select", "options": {"table_size": 1000}}],
  "clients": [1, 2],
  "server_cpus": [{"label": "1 core", "spec": "cores:1"}, {"label": "all", "spec": "all"}],
  "repetitions": 2, "duration": 1.5, "report_interval_ms": 250
})");
    }

    void killedPlanResumesWithoutRedoingFinishedRuns()
    {
        QProcess cli;
        cli.start(qEnvironmentVariable("SCALEBENCH_CLI"), QStringList { QStringLiteral("plan"), QStringLiteral("run") } + common());
        QString output;
        SB_TRY_VERIFY((output += QString::fromUtf8(cli.readAllStandardOutput())).contains(QLatin1String("run 4 of 8")), 90000);
        // Inside run 4 once it has stored two intervals (read-only: a WAL snapshot): a fixed wait was sometimes still
        // in its connect on a loaded machine, or past its end on a quiet one.
        const auto intervalsOfRun4 = [this] {
            ResultStore store;
            if (store.openReadOnly(storePath()))
                return qint64(0);
            const auto runs = store.listRuns();
            for (const StoredRun& r : runs ? *runs : QList<StoredRun>()) {
                if (r.runIndex == 3)
                    return r.intervalCount;
            }
            return qint64(0);
        };
        SB_TRY_VERIFY(intervalsOfRun4() >= 2, 60000);
        cli.kill(); // SIGKILL: no chance to clean up
        QVERIFY(cli.waitForFinished(test::scaledMs(10000)));

        {
            ResultStore store;
            QVERIFY(!store.open(storePath())); // the file opens; runs of the dead writer become interrupted
            auto runs = store.listRuns();
            QVERIFY(runs.ok());
            int finished = 0, interrupted = 0;
            for (const StoredRun& r : *runs) {
                finished += r.status == RunStatus::Finished;
                if (r.status == RunStatus::Interrupted) {
                    ++interrupted;
                    QCOMPARE(r.runIndex, 3);
                    QVERIFY2(r.intervalCount >= 2, "the killed run keeps the intervals it measured");
                }
            }
            QCOMPARE(finished, 3);
            QCOMPARE(interrupted, 1);
        }

        const auto resumed = test::runCli(QStringList { QStringLiteral("plan"), QStringLiteral("resume") } + common());
        QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
        QVERIFY2(!resumed.out.contains(QLatin1String("run 1 of 8")) && resumed.out.contains(QLatin1String("run 4 of 8")),
            qPrintable(resumed.out)); // finished runs are not redone

        ResultStore store;
        QVERIFY(!store.open(storePath()));
        auto runs = store.listRuns();
        QVERIFY(runs.ok());
        QMap<int, int> finishedPerIndex;
        for (const StoredRun& r : *runs) {
            if (r.status != RunStatus::Finished)
                continue;
            ++finishedPerIndex[r.runIndex];
            finishedRunIsWhole(store, r);
            if (QTest::currentTestFailed())
                return;
        }
        QCOMPARE(finishedPerIndex.size(), 8);
        for (int count : finishedPerIndex)
            QCOMPARE(count, 1);

        // The last runs bound the server to all CPUs again, so the sandbox is not left pinned.
        const pid_t pid = pid_t(SandboxServer(test::sandboxDir()).status().pid);
        for (const ThreadMask& t : ServerBinding::readThreads(pid))
            QCOMPARE(t.cpus.count(), ServerBinding::readThreads(::getpid()).first().cpus.count());

        const auto list = test::runCli({ QStringLiteral("results"), QStringLiteral("list"), QStringLiteral("--store=") + storePath() });
        QCOMPARE(list.exitCode, 0);
        QCOMPARE(list.out.count(QLatin1String("finished")), 8);

        // The experiment as the seed article's table: clients as rows, server CPU sets as columns.
        const auto compare = test::runCli({ QStringLiteral("compare"), QStringLiteral("--experiment=1"), QStringLiteral("--store=") + storePath() });
        QVERIFY2(compare.exitCode == 0, qPrintable(compare.err));
        QVERIFY2(compare.out.contains(QLatin1String("| clients |")) && compare.out.contains(QLatin1String("1 core"))
                && compare.out.contains(QLatin1String("all")),
            qPrintable(compare.out));
        qInfo().noquote() << compare.out;
    }

    // Two `plan resume` of one experiment at once: the runs are claimed, so none runs twice; the second resume
    // leaves the plan to the first and says so (it would otherwise load the same server at the same time).
    void twoResumesAtOnceRunEachRunOnce()
    {
        const QString plan = m_dir.filePath(QStringLiteral("twice.json"));
        const QString store = m_dir.filePath(QStringLiteral("twice.sqlite"));
        QFile file(plan);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"schema": "scalebench-plan", "version": 1, "name": "twice", "servers": ["sandbox"],
            "workloads": [{"name": "oltp_point_select", "options": {"table_size": 1000}}],
            "clients": [1, 2, 3, 4, 5, 6], "duration": 0.6, "report_interval_ms": 200})");
        file.close();
        const QStringList args { plan, QStringLiteral("--store=") + store, QStringLiteral("--sandbox-dir=") + test::sandboxDir() };
        QProcess first;
        first.start(qEnvironmentVariable("SCALEBENCH_CLI"), QStringList { QStringLiteral("plan"), QStringLiteral("run") } + args);
        QString output;
        SB_TRY_VERIFY((output += QString::fromUtf8(first.readAllStandardOutput())).contains(QLatin1String("run 1 of 6")), 60000);
        first.kill(); // the experiment exists, its first run did not finish
        QVERIFY(first.waitForFinished(test::scaledMs(10000)));

        QProcess a, b;
        for (QProcess* p : { &a, &b })
            p->start(qEnvironmentVariable("SCALEBENCH_CLI"), QStringList { QStringLiteral("plan"), QStringLiteral("resume") } + args);
        QStringList errors;
        int ok = 0;
        for (QProcess* p : { &a, &b }) {
            QVERIFY(p->waitForFinished(test::scaledMs(120000)));
            ok += p->exitCode() == 0;
            errors << QString::fromUtf8(p->readAllStandardError());
        }
        QVERIFY2(ok >= 1, qPrintable(errors.join(QLatin1Char('|'))));
        // The one that lost the race names the reason: the run, or the server's binding, belongs to the other.
        const QString said = errors.join(QLatin1Char('|'));
        if (ok == 1)
            QVERIFY2(said.contains(QLatin1String("another process")) || said.contains(QLatin1String("already bound by")),
                qPrintable(said));
        ResultStore results;
        QVERIFY(!results.open(store));
        QMap<int, int> finishedPerIndex;
        // Held in a variable: `*results.listRuns()` in the loop header would name a temporary that dies before the
        // loop runs (ASan: stack-use-after-scope).
        const auto runs = results.listRuns();
        QVERIFY(runs.ok());
        for (const StoredRun& r : *runs) {
            if (r.status == RunStatus::Finished)
                ++finishedPerIndex[r.runIndex];
        }
        QCOMPARE(finishedPerIndex.size(), 6);
        for (auto it = finishedPerIndex.cbegin(); it != finishedPerIndex.cend(); ++it)
            QVERIFY2(it.value() == 1, qPrintable(QStringLiteral("run %1 finished %2 times").arg(it.key()).arg(it.value())));
    }
};

QTEST_GUILESS_MAIN(TestPlanResume)
#include "tst_planresume.moc"
