// SPDX-License-Identifier: GPL-3.0-or-later
// A results file that refuses writes in the middle of a run (a full disk, a failing device): the run is not passed
// off as finished. An SQLite trigger in the real results file makes the third interval insert of every run fail as
// the disk would; the plan run by the CLI against the suite's sandbox stops and says why, the run is kept as
// interrupted 'store-write-failed' with what was written before the failure, and `plan resume` runs it again.
#include "sqlitefile.h"
#include "store/resultstore.h"
#include "support/testserver.h"

#include <QTemporaryDir>

using namespace sb;

class TestStoreWriteFailure : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString planPath() const { return m_dir.filePath(QStringLiteral("plan.json")); }
    QString storePath() const { return m_dir.filePath(QStringLiteral("results.sqlite")); }
    QStringList planCommand(const QString& verb) const
    {
        return { QStringLiteral("plan"), verb, planPath(), QStringLiteral("--store=") + storePath(),
            QStringLiteral("--sandbox-dir=") + test::sandboxDir() };
    }

private Q_SLOTS:
    void initTestCase()
    {
        QFile plan(planPath());
        QVERIFY(plan.open(QIODevice::WriteOnly));
        plan.write(R"({"schema": "scalebench-plan", "version": 1, "name": "store-write-failure", "servers": ["sandbox"],
            "workloads": [{"name": "oltp_point_select", "options": {"table_size": 1000}}],
            "clients": [2], "duration": 1.5, "report_interval_ms": 250})");
    }

    void aFailedIntervalWriteLeavesTheRunToResume()
    {
        {
            ResultStore store; // the results file with its schema, before the plan writes to it
            QVERIFY(!store.open(storePath()));
        }
        const QString armed = test::execOnSqliteFile(storePath(),
            { QStringLiteral("CREATE TRIGGER test_disk_full BEFORE INSERT ON intervals "
                             "WHEN (SELECT count(*) FROM intervals WHERE run_id = NEW.run_id) >= 2 "
                             "BEGIN SELECT RAISE(ABORT, 'database or disk is full (test trigger)'); END") });
        QVERIFY2(armed.isEmpty(), qPrintable(armed));

        const auto failed = test::runCli(planCommand(QStringLiteral("run")));
        QVERIFY2(failed.exitCode != 0, qPrintable(failed.out));
        QVERIFY2(failed.err.contains(QLatin1String("disk is full (test trigger)")), qPrintable(failed.err));
        {
            ResultStore store;
            QVERIFY(!store.open(storePath()));
            const auto runs = store.listRuns();
            QVERIFY(runs.ok());
            QCOMPARE(runs->size(), 1);
            const StoredRun& r = runs->constFirst();
            QCOMPARE(r.status, RunStatus::Interrupted);
            QCOMPARE(r.reason, QStringLiteral("store-write-failed"));
            QCOMPARE(r.intervalCount, qint64(2)); // what was written before the failure is kept
            const auto intervals = store.intervals(r.id);
            QVERIFY(intervals.ok());
            QVERIFY(intervals->front().transactions > 0);
            QVERIFY(r.summary.transactions > intervals->front().transactions); // the summary is stored too
        }

        const QString disarmed = test::execOnSqliteFile(storePath(), { QStringLiteral("DROP TRIGGER test_disk_full") });
        QVERIFY2(disarmed.isEmpty(), qPrintable(disarmed));
        const auto resumed = test::runCli(planCommand(QStringLiteral("resume")));
        QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
        QVERIFY2(resumed.out.contains(QLatin1String("run 1 of 1")), qPrintable(resumed.out));

        ResultStore store;
        QVERIFY(!store.open(storePath()));
        const auto runs = store.listRuns();
        QVERIFY(runs.ok());
        QCOMPARE(runs->size(), 2); // the interrupted run stays beside the one that finished
        int finished = 0;
        for (const StoredRun& r : *runs) {
            if (r.status != RunStatus::Finished)
                continue;
            ++finished;
            QCOMPARE(r.runIndex, 0);
            QVERIFY2(r.intervalCount >= 5, qPrintable(QString::number(r.intervalCount)));
        }
        QCOMPARE(finished, 1);
    }
};

QTEST_GUILESS_MAIN(TestStoreWriteFailure)
#include "tst_storewritefailure.moc"
