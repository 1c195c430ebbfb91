// SPDX-License-Identifier: GPL-3.0-or-later
// The results file at the edges (issue 24), against the suite's sandbox: a disk that fills during a run (a 300 KiB
// tmpfs: the run says so at once, stops as interrupted and never claims to be finished or stored; what was kept
// lists on the full disk), the same file on a read-only mount (list, show, report), a plan that stops on the full
// disk and resumes once there is room, and one plan started by one front end and resumed by the other (the
// workstation's --run-plan and `plan resume`, `plan run` and the workstation's --resume-plan) in one experiment.
// Mounting needs root: those tests skip without it.
#include "support/timescale.h"
#include "support/testserver.h"

#include "sqlitefile.h"
#include "store/resultstore.h"
#include "server/session.h"

#include <QDir>
#include <QJsonArray>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <csignal>
#include <future>
#include <thread>

using namespace sb;

namespace {

// A plan's function waits up to 90 s for the first intervals and 120 s for a resume, quiet machine; scaled (x5 under
// TSan, more under load) that outlasts QTest's 5 min watchdog, which would end a hang without the wait's words.
[[maybe_unused]] const bool watchdog = test::raiseFunctionTimeout(180000);

bool mountCommand(const QStringList& args)
{
    QProcess mount;
    mount.start(QStringLiteral("mount"), args);
    return mount.waitForFinished(test::scaledMs(30000)) && mount.exitStatus() == QProcess::NormalExit && mount.exitCode() == 0;
}

// Runs of the file as a reader sees them (read-only: this never writes to it).
QList<StoredRun> storedRuns(const QString& path, QList<StoredExperiment>* experiments = nullptr)
{
    ResultStore store;
    if (store.openReadOnly(path))
        return {};
    if (experiments) {
        auto all = store.experiments();
        *experiments = all ? *all : QList<StoredExperiment>();
    }
    auto runs = store.listRuns();
    return runs ? *runs : QList<StoredRun>();
}

} // namespace

class TestStoreEdges : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    ServerProfile m_profile;
    QStringList connection() const
    {
        return test::cliConnection(m_profile);
    }
    QStringList longRun(const QString& store) const
    {
        return QStringList { QStringLiteral("run"), QStringLiteral("oltp_point_select"), QStringLiteral("--threads=2"),
                   QStringLiteral("--table-size=500"), QStringLiteral("--time=60"),
                   QStringLiteral("--report-interval=0.1"), QStringLiteral("--store=") + store }
            + connection();
    }
    QString writePlan(const char* name, const QByteArray& text) const
    {
        const QString path = m_dir.filePath(QLatin1String(name));
        QFile plan(path);
        if (!plan.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        plan.write(text);
        return path;
    }
    // A tmpfs of `size` at a new directory, unmounted when the guard goes.
    bool mountSmallDisk(const QString& dir, const char* size)
    {
        QDir().mkpath(dir);
        return mountCommand({ QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
            QStringLiteral("size=") + QLatin1String(size), QStringLiteral("tmpfs"), dir });
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_profile = test::sandboxProfile(QStringLiteral("store_edges"));
        const auto r = test::runCli(QStringList { QStringLiteral("prepare"), QStringLiteral("oltp_point_select"),
                                        QStringLiteral("--table-size=500") }
            + connection());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }

    void cleanupTestCase()
    {
        test::runCli(QStringList { QStringLiteral("cleanup"), QStringLiteral("oltp_point_select") } + connection());
    }

    // An incident the results file refuses (a trigger planted in it) is said at once and ends the run, as an interval
    // that cannot be written does: it used to be kept back silently while the run went on to its planned end and
    // lost every interval after it (CI, at load 32, when a full disk's first failed write was an incident's).
    void incidentThatCannotBeStoredStopsTheRun()
    {
        const QString store = m_dir.filePath(QStringLiteral("incidents-refused.sqlite"));
        const QStringList run { QStringLiteral("run"), QStringLiteral("oltp_point_select"), QStringLiteral("--threads=2"),
            QStringLiteral("--table-size=500"), QStringLiteral("--report-interval=0.2"), QStringLiteral("--store=") + store };
        const auto first = test::runCli(run + QStringList { QStringLiteral("--time=0.5") } + connection());
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        QCOMPARE(test::execOnSqliteFile(store,
                     { QStringLiteral("CREATE TRIGGER refuse_incidents BEFORE INSERT ON incidents "
                                      "BEGIN SELECT RAISE(FAIL, 'refused by the test'); END") }),
            QString());
        auto running = std::async(std::launch::async,
            [&] { return test::runCli(run + QStringList { QStringLiteral("--time=60") } + connection()); });
        // Once the run has a median to fall under, its table is locked for 4 s: the clients' throughput falls to 0.
        const auto measuring = [&] {
            const QList<StoredRun> runs = storedRuns(store);
            return runs.size() == 2 && runs.last().intervalCount >= 10;
        };
        SB_TRY_VERIFY(measuring(), 60000);
        Session locker;
        QVERIFY(!locker.connect(m_profile));
        QVERIFY(!locker.execute(QStringLiteral("LOCK TABLES sbtest1 WRITE")));
        std::this_thread::sleep_for(std::chrono::seconds(4));
        QVERIFY(!locker.execute(QStringLiteral("UNLOCK TABLES")));
        const auto r = running.get();
        QVERIFY2(r.exitCode != 0, qPrintable(r.out.right(2000)));
        qInfo().noquote() << r.err.trimmed().right(2000) << "\n(exit" << r.exitCode << "after" << r.elapsedMs << "ms)";
        QVERIFY(r.err.contains(QLatin1String("refused by the test")));
        QVERIFY(r.err.contains(QLatin1String("cannot write to the results file ") + store));
        QVERIFY(r.err.contains(QLatin1String("stops now as interrupted (store-write-failed)")));
        QVERIFY2(r.elapsedMs < 45000, qPrintable(QString::number(r.elapsedMs))); // not its 60 s
        const QList<StoredRun> runs = storedRuns(store);
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs.last().status, RunStatus::Interrupted);
    }

    // The issue's case: 60 s at 100 ms intervals into a 300 KiB tmpfs.
    void fullDiskStopsTheRunAtOnce()
    {
        if (::geteuid() != 0)
            QSKIP("needs root to mount a small tmpfs");
        const QString disk = m_dir.filePath(QStringLiteral("small"));
        QVERIFY(mountSmallDisk(disk, "300k"));
        const auto unmount = qScopeGuard([disk] { QProcess::execute(QStringLiteral("umount"), { disk }); });
        const QString store = disk + QStringLiteral("/results.sqlite");

        const auto r = test::runCli(longRun(store));
        QVERIFY2(r.exitCode != 0, qPrintable(r.out));
        // Said at once, naming the file, the space left and what is kept; the run ends long before its 60 s.
        QVERIFY2(r.err.contains(QLatin1String("cannot write to the results file ") + store), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("free on its disk. Kept: ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("stops now as interrupted (store-write-failed)")), qPrintable(r.err));
        QVERIFY2(r.elapsedMs < 40000, qPrintable(QString::number(r.elapsedMs)));
        QVERIFY2(!r.out.contains(QLatin1String("Run status: finished")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("Run status: interrupted")), qPrintable(r.out));
        QVERIFY2(!r.err.contains(QLatin1String("Stored as run")), qPrintable(r.err));
        // The run measured for about as long as the kept intervals cover (one interval more, not 57 s more).
        const qsizetype kept = r.err.indexOf(QLatin1String("Kept: ")) + 6;
        const int keptIntervals = r.err.mid(kept, r.err.indexOf(QLatin1Char(' '), kept) - kept).toInt();
        QVERIFY2(keptIntervals > 0, qPrintable(r.err));
        const QStringList intervalLines = r.out.split(QLatin1Char('\n')).filter(QLatin1String("] thds: "));
        QVERIFY2(intervalLines.size() <= keptIntervals + 3, qPrintable(r.out));
        qInfo().noquote() << r.err.trimmed() << "\n(exit" << r.exitCode << "after" << r.elapsedMs << "ms)";

        // On the full disk, what was kept lists: the run interrupted (its writer is gone), its intervals there.
        const auto list = test::runCli({ QStringLiteral("results"), QStringLiteral("list"), QStringLiteral("--store=") + store });
        QVERIFY2(list.exitCode == 0, qPrintable(list.err));
        QVERIFY2(list.out.contains(QLatin1String("interrupted")), qPrintable(list.out));
        const QList<StoredRun> runs = storedRuns(store);
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs.first().status, RunStatus::Interrupted);
        QCOMPARE(runs.first().intervalCount, qint64(keptIntervals));
        const QString reason = runs.first().reason;
        QVERIFY2(reason == QLatin1String("store-write-failed") || reason == ResultStore::staleReason(), qPrintable(reason));

        // --json: the same, as an event on the stream (a second file on a disk as full).
        QVERIFY(QFile::remove(store));
        QFile::remove(store + QStringLiteral("-wal"));
        QFile::remove(store + QStringLiteral("-shm"));
        const auto json = test::runCli(longRun(store) + QStringList { QStringLiteral("--json") });
        QVERIFY(json.exitCode != 0);
        QJsonObject event;
        QJsonObject summary;
        for (const QString& line : json.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const QJsonObject o = QJsonDocument::fromJson(line.toUtf8()).object();
            if (o.value(QStringLiteral("type")) == QLatin1String("store_write_failed"))
                event = o;
            if (o.value(QStringLiteral("type")) == QLatin1String("summary"))
                summary = o;
        }
        QVERIFY2(!event.isEmpty(), qPrintable(json.out));
        QCOMPARE(event.value(QStringLiteral("file")).toString(), store);
        QVERIFY(event.value(QStringLiteral("free_bytes")).toInteger() >= 0);
        QVERIFY(event.value(QStringLiteral("intervals_kept")).toInteger() > 0);
        QCOMPARE(summary.value(QStringLiteral("status")).toString(), QStringLiteral("interrupted"));
    }

    // The file the full disk kept, on a read-only mount (a stick, an archive share): list, show, report all work.
    void readOnlyMountListsShowsAndReports()
    {
        if (::geteuid() != 0)
            QSKIP("needs root to mount a tmpfs and remount it read-only");
        const QString disk = m_dir.filePath(QStringLiteral("readonly"));
        // Room for the finished run and the start of the second (300 KiB was too small once the schema grew: under
        // load, with the finished run's WAL not yet checkpointed, the second run could not even be created).
        QVERIFY(mountSmallDisk(disk, "600k"));
        const auto unmount = qScopeGuard([disk] { QProcess::execute(QStringLiteral("umount"), { disk }); });
        const QString store = disk + QStringLiteral("/results.sqlite");
        QStringList shortRun = longRun(store);
        shortRun.replaceInStrings(QStringLiteral("--time=60"), QStringLiteral("--time=1"));
        const auto finished = test::runCli(shortRun); // experiment 1: a run that finished, for the report
        QVERIFY2(finished.exitCode == 0, qPrintable(finished.err));
        const auto r = test::runCli(longRun(store)); // experiment 2: the disk fills
        QVERIFY(r.exitCode != 0);
        QVERIFY(mountCommand({ QStringLiteral("-o"), QStringLiteral("remount,ro"), disk }));
        const QString arg = QStringLiteral("--store=") + store;

        const auto list = test::runCli({ QStringLiteral("results"), QStringLiteral("list"), arg });
        QVERIFY2(list.exitCode == 0, qPrintable(list.err));
        QVERIFY2(list.out.contains(QLatin1String("interrupted")), qPrintable(list.out));
        QVERIFY2(list.out.contains(QLatin1String("finished")), qPrintable(list.out));
        const auto show = test::runCli({ QStringLiteral("results"), QStringLiteral("show"), QStringLiteral("2"), arg });
        QVERIFY2(show.exitCode == 0, qPrintable(show.err));
        QVERIFY2(show.out.contains(QLatin1String("interrupted")), qPrintable(show.out));
        const QString out = m_dir.filePath(QStringLiteral("report-ro"));
        const auto report = test::runCli({ QStringLiteral("report"), QStringLiteral("--experiment=1"), arg,
            QStringLiteral("--out=") + out });
        QVERIFY2(report.exitCode == 0, qPrintable(report.err + report.out));
        QVERIFY(!QDir(out).entryList(QDir::Files).isEmpty());
        const auto compare = test::runCli({ QStringLiteral("compare"), QStringLiteral("--experiment=1"), arg });
        QVERIFY2(!compare.err.contains(QLatin1String("cannot read")), qPrintable(compare.err));
        // Deleting writes: refused there, saying so.
        const auto del = test::runCli({ QStringLiteral("results"), QStringLiteral("delete"), QStringLiteral("1"),
            QStringLiteral("--yes"), arg });
        QVERIFY(del.exitCode != 0);
    }

    // A plan stops on the full disk, and `plan resume` runs what is missing once the disk has room.
    void planStopsOnFullDiskAndResumes()
    {
        if (::geteuid() != 0)
            QSKIP("needs root to mount a small tmpfs");
        const QString disk = m_dir.filePath(QStringLiteral("planfull"));
        QVERIFY(mountSmallDisk(disk, "300k"));
        const auto unmount = qScopeGuard([disk] { QProcess::execute(QStringLiteral("umount"), { disk }); });
        const QString store = disk + QStringLiteral("/results.sqlite");
        const QString plan = writePlan("full.json", R"({"schema": "scalebench-plan", "version": 1, "name": "full",
            "servers": ["sandbox"], "workloads": [{"name": "oltp_point_select", "options": {"table_size": 500}}],
            "clients": [1, 2], "duration": 30, "report_interval_ms": 100})");
        const QStringList args { plan, QStringLiteral("--store=") + store, QStringLiteral("--sandbox-dir=") + test::sandboxDir() };
        const auto run = test::runCli(QStringList { QStringLiteral("plan"), QStringLiteral("run") } + args);
        QVERIFY2(run.exitCode != 0, qPrintable(run.out));
        QVERIFY2(run.elapsedMs < 25000, qPrintable(QString::number(run.elapsedMs))); // not the first run's 30 s
        QVERIFY2(!run.out.contains(QLatin1String("run 2 of 2")), qPrintable(run.out)); // the plan stopped there
        QVERIFY(!storedRuns(store).isEmpty());

        QVERIFY(mountCommand({ QStringLiteral("-o"), QStringLiteral("remount,size=64m"), disk })); // room again
        const auto resumed = test::runCli(QStringList { QStringLiteral("plan"), QStringLiteral("resume") } + args,
            QProcessEnvironment::systemEnvironment(), 180000);
        QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
        QList<StoredExperiment> experiments;
        const QList<StoredRun> runs = storedRuns(store, &experiments);
        QCOMPARE(experiments.size(), 1);
        QSet<int> finished;
        for (const StoredRun& r : runs) {
            if (r.status == RunStatus::Finished)
                finished.insert(r.runIndex);
        }
        QCOMPARE(finished, (QSet<int> { 0, 1 }));
    }

    // Started by the workstation, killed (-9) in its first run, resumed by the CLI: one experiment, nothing redone.
    void workstationPlanResumedByCli()
    {
        const QString gui = qEnvironmentVariable("SCALEBENCH_GUI");
        QVERIFY2(QFileInfo(gui).isExecutable(), qPrintable(gui));
        const QString plan = writePlan("gui-first.json", R"({"schema": "scalebench-plan", "version": 1,
            "name": "gui-first", "servers": ["sandbox"],
            "workloads": [{"name": "oltp_point_select", "options": {"table_size": 500}}],
            "clients": [1, 2], "duration": 4, "report_interval_ms": 250})");
        const QString store = m_dir.filePath(QStringLiteral("gui-first.sqlite"));
        QProcess workstation;
        workstation.start(gui, { QStringLiteral("--run-plan"), plan, QStringLiteral("--store"), store,
            QStringLiteral("--sandbox-dir"), test::sandboxDir(), QStringLiteral("--quit-when-done") });
        QVERIFY(workstation.waitForStarted(test::scaledMs(10000)));
        // Read while the workstation writes (read-only: a WAL snapshot): killed once its first run has intervals.
        // A workstation that ended before is said at once, with what it wrote (a sanitizer's report, a crash).
        // A hang is said by this wait (QTest's watchdog is raised above it), with what was stored by then.
        const bool firstIntervals = test::waitUntil(
            [&] {
                if (workstation.state() == QProcess::NotRunning)
                    return true;
                const QList<StoredRun> runs = storedRuns(store);
                return runs.size() == 1 && runs.first().intervalCount >= 3;
            },
            90000);
        QVERIFY2(firstIntervals,
            qPrintable(QStringLiteral("the workstation, still running, stored %1 run(s), the first with %2 interval(s)")
                           .arg(storedRuns(store).size())
                           .arg(storedRuns(store).value(0).intervalCount)));
        QVERIFY2(workstation.state() == QProcess::Running,
            qPrintable(QStringLiteral("the workstation ended (exit %1) before its first run had 3 intervals: %2")
                           .arg(workstation.exitCode())
                           .arg(QString::fromLocal8Bit(workstation.readAllStandardError()))));
        workstation.kill();
        QVERIFY(workstation.waitForFinished(test::scaledMs(10000)));
        QCOMPARE(storedRuns(store).first().status, RunStatus::Interrupted); // read so, its writer being gone

        const auto resumed = test::runCli({ QStringLiteral("plan"), QStringLiteral("resume"), plan,
            QStringLiteral("--store=") + store, QStringLiteral("--sandbox-dir=") + test::sandboxDir() });
        QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
        QList<StoredExperiment> experiments;
        const QList<StoredRun> runs = storedRuns(store, &experiments);
        QCOMPARE(experiments.size(), 1); // the CLI continued the workstation's experiment
        int finished = 0;
        for (const StoredRun& r : runs) {
            QCOMPARE(r.experimentId, experiments.first().id);
            finished += r.status == RunStatus::Finished;
        }
        QCOMPARE(finished, 2);
        QCOMPARE(runs.size(), 3); // the killed run stays beside the two that finished
    }

    // The other way round: `plan run` killed, the workstation's --resume-plan continues the same experiment.
    void cliPlanResumedByWorkstation()
    {
        const QString gui = qEnvironmentVariable("SCALEBENCH_GUI");
        QVERIFY2(QFileInfo(gui).isExecutable(), qPrintable(gui));
        const QString plan = writePlan("cli-first.json", R"({"schema": "scalebench-plan", "version": 1,
            "name": "cli-first", "servers": ["sandbox"],
            "workloads": [{"name": "oltp_point_select", "options": {"table_size": 500}}],
            "clients": [1, 2], "duration": 3, "report_interval_ms": 250})");
        const QString store = m_dir.filePath(QStringLiteral("cli-first.sqlite"));
        QProcess cli;
        cli.start(qEnvironmentVariable("SCALEBENCH_CLI"), { QStringLiteral("plan"), QStringLiteral("run"), plan,
            QStringLiteral("--store=") + store, QStringLiteral("--sandbox-dir=") + test::sandboxDir() });
        QVERIFY2(test::waitUntil(
                     [&] {
                         const QList<StoredRun> runs = storedRuns(store);
                         return runs.size() == 2 && runs.last().intervalCount >= 2; // inside the second run
                     },
                     90000),
            qPrintable(QStringLiteral("`plan run` stored %1 run(s), not yet inside the second").arg(storedRuns(store).size())));
        cli.kill();
        QVERIFY(cli.waitForFinished(test::scaledMs(10000)));

        QProcess workstation;
        workstation.start(gui, { QStringLiteral("--resume-plan"), plan, QStringLiteral("--store"), store,
            QStringLiteral("--sandbox-dir"), test::sandboxDir(), QStringLiteral("--quit-when-done") });
        QVERIFY(workstation.waitForFinished(test::scaledMs(120000)));
        QVERIFY2(workstation.exitCode() == 0, workstation.readAllStandardError().constData());
        QList<StoredExperiment> experiments;
        const QList<StoredRun> runs = storedRuns(store, &experiments);
        QCOMPARE(experiments.size(), 1);
        QMap<int, int> finished;
        for (const StoredRun& r : runs) {
            if (r.status == RunStatus::Finished)
                ++finished[r.runIndex];
        }
        QCOMPARE(finished, (QMap<int, int> { { 0, 1 }, { 1, 1 } })); // run 1 not redone, run 2 run again
    }
};

QTEST_GUILESS_MAIN(TestStoreEdges)
#include "tst_storeedges.moc"
