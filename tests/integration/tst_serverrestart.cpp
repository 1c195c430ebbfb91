// SPDX-License-Identifier: GPL-3.0-or-later
// A server killed (-9) and started again (same data directory) during a run bound to one CPU (issue 38 item 1): the
// run records "server restarted" with its time, binds the new server's threads to its set at once (read back from
// /proc), marks the intervals around the gap and says so in its verdict; a new server it may not move (run by
// another user) ends the run server-restarted with everything measured kept; a plan whose third run meets such a
// restart stops there, and plan resume repeats that run.
//
// A sandbox of this test's own (the suite's is shared), run by `nobody` as the CLI is, so that root (this test) can
// start the other user's server: ScaleBench, as nobody, can neither find nor move a root's process.
#include "support/timescale.h"
#include "support/testserver.h"

#include "affinity/serverbinding.h"
#include "collectors/runevent.h"
#include "server/serverprocess.h"
#include "store/resultstore.h"

#include <QDirIterator>
#include <QStandardPaths>
#include <QThread>
#include <QJsonArray>
#include <QTemporaryDir>
#include <csignal>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace sb;

namespace {

struct Lines {
    QList<QJsonObject> intervals, events, summaries;
};

Lines jsonLines(const QString& out)
{
    Lines l;
    for (const QString& line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QJsonObject o = QJsonDocument::fromJson(line.toUtf8()).object();
        const QString type = o.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("interval"))
            l.intervals.append(o);
        else if (type == QLatin1String("event"))
            l.events.append(o);
        else if (type == QLatin1String("summary"))
            l.summaries.append(o);
    }
    return l;
}

bool processGone(pid_t pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    const QByteArray line = stat.readAll();
    return line.mid(line.lastIndexOf(')') + 2, 1) == "Z";
}

} // namespace

class TestServerRestart : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    uid_t m_uid = 0;
    gid_t m_gid = 0;
    ServerProfile m_profile;
    CpuSet m_bound; // CPU 0

    QString path(const QString& name) const { return m_dir.filePath(name); }
    QString sandbox() const { return path(QStringLiteral("sandbox")); }

    // Every file of the test's directory to nobody (after root's server wrote into it).
    void giveToNobody() const
    {
        ::chown(m_dir.path().toLocal8Bit().constData(), m_uid, m_gid);
        QDirIterator it(m_dir.path(), QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
            QDirIterator::Subdirectories);
        while (it.hasNext())
            ::lchown(it.next().toLocal8Bit().constData(), m_uid, m_gid);
    }
    QProcessEnvironment env() const
    {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        for (const char* name : { "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME" })
            e.insert(QLatin1String(name), path(QStringLiteral("home")));
        e.insert(QStringLiteral("XDG_RUNTIME_DIR"), path(QStringLiteral("runtime")));
        return e;
    }
    // scalebench-cli as nobody (setpriv), or as root.
    void startCli(QProcess& p, const QStringList& args, bool asNobody = true) const
    {
        p.setProcessEnvironment(env());
        if (!asNobody)
            p.start(qEnvironmentVariable("SCALEBENCH_CLI"), args);
        else
            p.start(QStringLiteral("setpriv"),
                QStringList { QStringLiteral("--reuid=%1").arg(m_uid), QStringLiteral("--regid=%1").arg(m_gid),
                    QStringLiteral("--clear-groups"), QStringLiteral("--"), qEnvironmentVariable("SCALEBENCH_CLI") }
                    + args);
        p.waitForStarted();
    }
    test::CliResult cli(const QStringList& args, bool asNobody = true) const
    {
        QProcess p;
        startCli(p, args, asNobody);
        p.closeWriteChannel();
        test::CliResult r;
        if (!p.waitForFinished(test::scaledMs(180000)))
            p.kill();
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }
    pid_t serverPid() const { return pid_t(SandboxServer(sandbox()).status().pid); }

    // The sandbox started again on its data directory: by nobody (a server the CLI may move) or by root.
    bool startServer(bool asNobody) const
    {
        if (asNobody)
            giveToNobody();
        const auto r = cli({ QStringLiteral("sandbox"), QStringLiteral("start"), QStringLiteral("--dir=") + sandbox() },
            asNobody);
        if (r.exitCode != 0)
            qWarning() << "sandbox start:" << r.exitCode << r.out << r.err;
        return r.exitCode == 0;
    }
    bool killServer() const
    {
        const pid_t pid = serverPid();
        if (pid <= 0 || ::kill(pid, SIGKILL) != 0)
            return false;
        QElapsedTimer waited;
        waited.start();
        while (!processGone(pid) && waited.elapsed() < test::scaledMs(20000))
            QThread::msleep(10);
        return processGone(pid);
    }
    QStringList connection() const
    {
        return { QStringLiteral("--socket=") + m_profile.socket, QStringLiteral("--user=") + m_profile.user,
            QStringLiteral("--password=") + m_profile.password, QStringLiteral("--database=") + m_profile.database };
    }
    QStringList boundRun(const QString& store) const
    {
        return QStringList { QStringLiteral("run"), QStringLiteral("oltp_point_select"), QStringLiteral("--threads=2"),
            QStringLiteral("--time=20"), QStringLiteral("--report-interval=0.5"), QStringLiteral("--table-size=1000"),
            QStringLiteral("--prepare=auto"),
            QStringLiteral("--server-cpus=") + m_bound.toCpuList(),
            QStringLiteral("--server-pid=") + QString::number(serverPid()), QStringLiteral("--store=") + store,
            QStringLiteral("--json") }
        + connection();
    }
    // Reads the run's stream until its measured part has lasted `seconds` (its own clock, the intervals').
    bool waitForRunTime(QProcess& run, QString& out, double seconds) const
    {
        QElapsedTimer waited;
        waited.start();
        while (run.state() == QProcess::Running && waited.elapsed() < test::scaledMs(120000)) {
            run.waitForReadyRead(50);
            out += QString::fromUtf8(run.readAllStandardOutput());
            const Lines l = jsonLines(out);
            if (!l.intervals.isEmpty() && l.intervals.constLast().value(QStringLiteral("time")).toDouble() >= seconds)
                return true;
        }
        return false;
    }
    // Every thread of the server bound to the run's set, read from /proc.
    bool allBound(pid_t pid) const
    {
        const QList<ThreadMask> threads = ServerBinding::readThreads(pid);
        return !threads.isEmpty()
            && std::all_of(threads.begin(), threads.end(), [this](const ThreadMask& t) { return t.cpus == m_bound; });
    }

    // From the restarted server's first answer (a connect on its socket) until every one of its threads carries the
    // run's set, read from /proc; the run's stream is read meanwhile. -1: the server never answered.
    qint64 boundAfterFirstAnswer(QProcess& run, QString& out, pid_t* fresh) const
    {
        QElapsedTimer since;
        since.start();
        ServerProfile quick = m_profile;
        quick.connectTimeoutSec = 1;
        bool answered = false;
        while (!answered && since.elapsed() < test::scaledMs(120000)) {
            run.waitForReadyRead(10);
            out += QString::fromUtf8(run.readAllStandardOutput());
            Session s;
            answered = !s.connect(quick);
        }
        QElapsedTimer first;
        first.start();
        const auto found = ServerProcess::bySocket(m_profile.socket);
        if (!answered || !found)
            return -1;
        *fresh = found->pid;
        while (!allBound(*fresh) && first.elapsed() < test::scaledMs(5000))
            QThread::msleep(5);
        return first.elapsed();
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (::geteuid() != 0)
            QSKIP("needs root: the test starts a server as another user (nobody) and as root");
        if (QStandardPaths::findExecutable(QStringLiteral("setpriv")).isEmpty())
            QSKIP("needs setpriv (util-linux) to run the CLI as nobody");
        const passwd* nobody = ::getpwnam("nobody");
        QVERIFY(nobody);
        m_uid = nobody->pw_uid;
        m_gid = nobody->pw_gid;
        QVERIFY(m_dir.isValid());
        m_bound = CpuSet::parse(QStringLiteral("0")).value();
        for (const char* dir : { "home", "runtime" })
            QVERIFY(QDir(m_dir.path()).mkpath(QLatin1String(dir)));
        ::chmod(path(QStringLiteral("runtime")).toLocal8Bit().constData(), 0700);
        ::chmod(m_dir.path().toLocal8Bit().constData(), 0755);
        QVERIFY(startServer(true));
        auto profile = SandboxServer(sandbox()).profile();
        QVERIFY(profile.ok());
        m_profile = *profile;
        m_profile.database = QStringLiteral("sbtest");
    }

    void cleanupTestCase()
    {
        if (const pid_t pid = serverPid(); pid > 0)
            ::kill(pid, SIGKILL);
    }

    // Killed and started again 5 s into a 20 s run bound to CPU 0: bound again within a second of its first answer.
    void restartedServerIsBoundAgain()
    {
        const QString store = path(QStringLiteral("one.sqlite"));
        QProcess run;
        startCli(run, boundRun(store));
        QString out;
        QVERIFY2(waitForRunTime(run, out, 5), qPrintable(out + QString::fromUtf8(run.readAllStandardError())));
        const pid_t old = serverPid();
        QVERIFY(allBound(old));
        QVERIFY(killServer());
        QProcess restart;
        startCli(restart, { QStringLiteral("sandbox"), QStringLiteral("start"), QStringLiteral("--dir=") + sandbox() });
        pid_t fresh = 0;
        const qint64 boundMs = boundAfterFirstAnswer(run, out, &fresh);
        qInfo("the new server's threads were bound %lld ms after its first answer (time scale %.1f)", boundMs,
            test::timeScale());
        QVERIFY(fresh > 0 && fresh != old);
        QVERIFY2(allBound(fresh), "the new server's threads carry the run's CPU set");
        QVERIFY(boundMs <= test::scaledMs(1000));
        QVERIFY(restart.waitForFinished(test::scaledMs(120000)));

        QVERIFY(run.waitForFinished(test::scaledMs(120000)));
        out += QString::fromUtf8(run.readAllStandardOutput());
        const QString err = QString::fromUtf8(run.readAllStandardError());
        QVERIFY2(run.exitCode() == 0, qPrintable(err));
        const Lines l = jsonLines(out);
        QCOMPARE(l.events.size(), 1);
        const QJsonObject event = l.events.first();
        const double at = event.value(QStringLiteral("time")).toDouble();
        QVERIFY2(at > 4 && at < 20, qPrintable(QString::number(at)));
        const QJsonObject detail = event.value(QStringLiteral("detail")).toObject();
        QCOMPARE(detail.value(QStringLiteral("new_pid")).toInt(), int(fresh));
        QCOMPARE(detail.value(QStringLiteral("old_pid")).toInt(), int(old));
        QCOMPARE(detail.value(QStringLiteral("binding")).toObject().value(QStringLiteral("read_back")).toString(),
            m_bound.toCpuList());
        QStringList marks;
        for (const QJsonObject& i : l.intervals)
            marks.append(i.value(QStringLiteral("server_restart")).toString());
        QVERIFY2(marks.contains(QLatin1String("gap")) && marks.constLast() == QLatin1String("cold"),
            qPrintable(marks.join(QLatin1Char(','))));
        QCOMPARE(l.summaries.size(), 1);
        const QJsonArray restarts = l.summaries.first().value(QStringLiteral("server_restarts")).toArray();
        QCOMPARE(restarts.size(), 1);
        QVERIFY(restarts.first().toObject().value(QStringLiteral("bound")).toBool());

        // Stored: the run finished, its event with its time, the intervals around the gap marked from it.
        ResultStore results;
        QVERIFY(!results.openReadOnly(store));
        const auto runs = results.listRuns();
        QVERIFY(runs.ok() && runs->size() == 1);
        QCOMPARE(runs->first().status, RunStatus::Finished);
        const auto events = results.runEvents(runs->first().id);
        QVERIFY(events.ok() && events->size() == 1);
        QCOMPARE(events->front().kind, QStringLiteral("server-restarted"));
        QVERIFY(qAbs(events->front().timeSec - at) < 1e-6);
        const auto intervals = results.intervals(runs->first().id);
        QVERIFY(intervals.ok());
        QStringList stored;
        for (const IntervalSample& s : *intervals)
            stored.append(RunEvent::intervalMark(*events, s.timeSec, s.intervalSec));
        QVERIFY2(stored.contains(QLatin1String("gap")) && stored.constLast() == QLatin1String("cold")
                && stored.first().isEmpty(),
            qPrintable(stored.join(QLatin1Char(','))));
        followedTheNewProcess(results, runs->first().id, fresh);
        QProcess show; // `results show` prints the stored event
        startCli(show, { QStringLiteral("results"), QStringLiteral("show"), QString::number(runs->first().id),
                           QStringLiteral("--store=") + store });
        QVERIFY(show.waitForFinished(test::scaledMs(60000)));
        const QString shown = QString::fromUtf8(show.readAllStandardOutput());
        QVERIFY2(shown.contains(QStringLiteral("Server restarted at %1 s (pid %2, now %3)")
                                    .arg(QString::number(at, 'f', 1)).arg(old).arg(fresh)),
            qPrintable(shown));
    }

    // After the restart the cost readings, the machine load's server share and the incidents' host part read the new
    // process: the run's I/O and memory are stored (the old process's to its last reading plus the new one's).
    void followedTheNewProcess(ResultStore& results, qint64 runId, pid_t fresh)
    {
        const auto environment = results.environment(runId);
        QVERIFY(environment.ok());
        const QJsonObject cost = environment->value(QStringLiteral("run_cost")).toObject();
        const QJsonObject io = cost.value(QStringLiteral("server_io")).toObject();
        QVERIFY2(io.value(QStringLiteral("available")).toBool(true) && io.value(QStringLiteral("restarts")).toInt() == 1
                && io.value(QStringLiteral("read_bytes")).isDouble(),
            QJsonDocument(cost).toJson().constData());
        const QJsonObject memory = cost.value(QStringLiteral("memory")).toObject();
        QVERIFY2(memory.value(QStringLiteral("peak_rss_kb")).toDouble() > 0, QJsonDocument(cost).toJson().constData());
        const QJsonObject load = environment->value(QStringLiteral("machine_load")).toObject();
        QCOMPARE(load.value(QStringLiteral("server_restarts")).toInt(), 1);
        QVERIFY(load.value(QStringLiteral("server_cpus")).toDouble() > 0);
        const QJsonObject watch = environment->value(QStringLiteral("server_counters")).toObject();
        QCOMPARE(watch.value(QStringLiteral("restarts_followed")).toInt(), 1);
        QCOMPARE(watch.value(QStringLiteral("incident_pid")).toInt(), int(fresh));
    }

    // The new server is root's: nobody's CLI cannot find or move it, and ends the run server-restarted, kept.
    void restartThatCannotBeBoundEndsTheRun()
    {
        QVERIFY(startServer(true)); // nobody's again, should an earlier function have left another
        const QString store = path(QStringLiteral("two.sqlite"));
        QProcess run;
        startCli(run, boundRun(store));
        QString out;
        QVERIFY2(waitForRunTime(run, out, 5), qPrintable(out + QString::fromUtf8(run.readAllStandardError())));
        QVERIFY(killServer());
        QVERIFY(startServer(false));
        QVERIFY(run.waitForFinished(test::scaledMs(120000)));
        out += QString::fromUtf8(run.readAllStandardOutput());
        const QString err = QString::fromUtf8(run.readAllStandardError());
        QCOMPARE(run.exitCode(), 4);
        QVERIFY2(err.contains(QLatin1String("restarted")) && err.contains(QLatin1String("could not")), qPrintable(err));
        qInfo("%s", qPrintable(err.trimmed().split(QLatin1Char('\n')).constLast()));
        const Lines l = jsonLines(out);
        QCOMPARE(l.events.size(), 1);
        QVERIFY(l.events.first().value(QStringLiteral("detail")).toObject().value(QStringLiteral("binding")).toObject()
                    .contains(QStringLiteral("refused")));
        const double at = l.events.first().value(QStringLiteral("time")).toDouble();
        QVERIFY2(at < 19, "the run ended at the restart, not at its planned end");

        ResultStore results;
        QVERIFY(!results.openReadOnly(store));
        const auto runs = results.listRuns();
        QVERIFY(runs.ok() && runs->size() == 1);
        const StoredRun& r = runs->first();
        QCOMPARE(r.status, RunStatus::Interrupted);
        QCOMPARE(r.reason, QStringLiteral("server-restarted"));
        QVERIFY2(r.intervalCount >= 10, "the intervals before the restart are kept");
        QVERIFY(r.summary.transactions > 0);
        QVERIFY(results.environment(r.id).ok());
        const auto events = results.runEvents(r.id);
        QVERIFY(events.ok() && events->size() == 1);
    }

    // A plan of four runs whose third meets a restart it cannot bind: the plan stops there (exit 4) and plan resume,
    // against a server it may move again, repeats the third run and runs the fourth.
    void planResumeRepeatsTheCutRun()
    {
        if (const pid_t pid = serverPid(); pid > 0)
            QVERIFY(killServer());
        QVERIFY(startServer(true));
        QFile plan(path(QStringLiteral("plan.json")));
        QVERIFY(plan.open(QIODevice::WriteOnly));
        plan.write(R"({
  "schema": "scalebench-plan", "version": 1, "name": "restart-test",
  "servers": ["sandbox"],
  "workloads": [{"name": "oltp_point_select", "options": {"table_size": 1000}}],
  "clients": [1, 2, 3, 4],
  "server_cpus": [{"label": "cpu 0", "spec": "0"}],
  "repetitions": 1, "duration": 4, "report_interval_ms": 250
})");
        plan.close();
        giveToNobody();
        const QString store = path(QStringLiteral("plan.sqlite"));
        const QStringList common { plan.fileName(), QStringLiteral("--store=") + store,
            QStringLiteral("--sandbox-dir=") + sandbox() };
        QProcess run;
        startCli(run, QStringList { QStringLiteral("plan"), QStringLiteral("run") } + common);
        const auto intervalsOfRun3 = [&store] {
            ResultStore results;
            if (results.openReadOnly(store))
                return qint64(0);
            const auto runs = results.listRuns();
            for (const StoredRun& r : runs ? *runs : QList<StoredRun>()) {
                if (r.runIndex == 2)
                    return r.intervalCount;
            }
            return qint64(0);
        };
        SB_TRY_VERIFY(intervalsOfRun3() >= 2, 120000);
        QVERIFY(killServer());
        QVERIFY(startServer(false));
        QVERIFY(run.waitForFinished(test::scaledMs(120000)));
        const QString err = QString::fromUtf8(run.readAllStandardError());
        QVERIFY2(run.exitCode() == 4, qPrintable(err));
        {
            ResultStore results;
            QVERIFY(!results.openReadOnly(store));
            const auto runs = results.listRuns();
            QVERIFY(runs.ok());
            QCOMPARE(runs->size(), 3); // the fourth never started
            QCOMPARE(runs->at(2).status, RunStatus::Interrupted);
            QCOMPARE(runs->at(2).reason, QStringLiteral("server-restarted"));
        }

        QVERIFY(killServer());
        QVERIFY(startServer(true));
        const auto resumed = cli(QStringList { QStringLiteral("plan"), QStringLiteral("resume") } + common);
        QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
        QVERIFY2(!resumed.out.contains(QLatin1String("run 1 of 4")) && resumed.out.contains(QLatin1String("run 3 of 4")),
            qPrintable(resumed.out));
        ResultStore results;
        QVERIFY(!results.openReadOnly(store));
        const auto runs = results.listRuns();
        QVERIFY(runs.ok());
        QMap<int, int> finished;
        for (const StoredRun& r : *runs)
            finished[r.runIndex] += r.status == RunStatus::Finished;
        QCOMPARE(finished, (QMap<int, int> { { 0, 1 }, { 1, 1 }, { 2, 1 }, { 3, 1 } }));
    }
};

QTEST_GUILESS_MAIN(TestServerRestart)
#include "tst_serverrestart.moc"
