// SPDX-License-Identifier: GPL-3.0-or-later
// The server's side of a run on the suite's sandbox (core/collectors): status counters per interval on the sampler's
// own connection (stored, and in --json), and incidents captured when the server stops serving the clients, whether
// another session holds a global read lock or the server process is stopped (SIGSTOP) for a few seconds.
#include "support/timescale.h"
#include "support/testserver.h"

#include "collectors/incident.h"
#include "store/resultstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <csignal>
#include <thread>

using namespace sb;
using test::runCli;

namespace {

// Lines of a --json stream by type.
QList<QJsonObject> objects(const QString& out, const QString& type)
{
    QList<QJsonObject> found;
    for (const QString& line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QJsonObject o = QJsonDocument::fromJson(line.toUtf8()).object();
        if (o.value(QStringLiteral("type")).toString() == type)
            found.append(o);
    }
    return found;
}

// A counter's count over the measured intervals (its rate times each interval's length), and their transactions.
struct Totals {
    double count = 0;
    double transactions = 0;
    int intervalsWith = 0;
    double perTransaction() const { return transactions > 0 ? count / transactions : 0; }
};

Totals totals(const std::vector<IntervalSample>& intervals, const QString& name)
{
    Totals t;
    for (const IntervalSample& s : intervals) {
        if (s.warmup)
            continue;
        t.transactions += double(s.transactions);
        if (const ServerCounterValue* c = s.serverCounter(name)) {
            t.count += c->value * s.intervalSec;
            ++t.intervalsWith;
        }
    }
    return t;
}

// Sends SIGCONT when it goes, however the test ends: the suite's server is never left stopped.
struct ContinueGuard {
    pid_t pid;
    ~ContinueGuard()
    {
        if (pid > 0)
            ::kill(pid, SIGCONT);
    }
};

} // namespace

class TestServerCounters : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;
    QTemporaryDir m_dir;

    QStringList connection() const
    {
        return test::cliConnection(m_profile);
    }
    QStringList small() const { return { QStringLiteral("--table-size=100"), QStringLiteral("--tables=1") }; }

    QString storePath(const char* name) const { return m_dir.filePath(QLatin1String(name)); }

    std::vector<IntervalSample> storedIntervals(const QString& path, std::vector<Incident>* incidents = nullptr)
    {
        ResultStore store;
        if (Error e = store.open(path))
            qFatal("cannot open %s", qPrintable(path));
        auto runs = store.listRuns();
        if (!runs || runs->isEmpty())
            return {};
        const qint64 id = runs->last().id;
        if (incidents) {
            auto stored = store.incidents(id);
            if (stored)
                *incidents = *stored;
        }
        auto intervals = store.intervals(id);
        return intervals ? *intervals : std::vector<IntervalSample>();
    }

    // A write run in the background; `during` acts on the server while it runs; returns the CLI's output.
    test::CliResult runWhile(const QStringList& args, const std::function<void()>& during)
    {
        QProcess p;
        p.start(qEnvironmentVariable("SCALEBENCH_CLI"), args);
        p.closeWriteChannel();
        if (!p.waitForStarted())
            return {};
        during();
        if (!p.waitForFinished(test::scaledMs(120000)))
            p.kill();
        test::CliResult r;
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_profile = test::sandboxProfile(QStringLiteral("servercounters_it"));
        Session s;
        QVERIFY(!s.connect(m_profile));
        s.execute(QStringLiteral("DROP TABLE IF EXISTS sbtest1"));
        const auto r = runCli(QStringList { QStringLiteral("prepare"), QStringLiteral("oltp_update_index") } + small() + connection());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }

    void cleanupTestCase()
    {
        runCli(QStringList { QStringLiteral("cleanup"), QStringLiteral("oltp_update_index") } + small() + connection());
    }

    // 32 clients updating an indexed column of 100 rows wait for each other's row locks; point selects never do.
    void rowLockWaitsPerIntervalOnAHotTable()
    {
        const QString hot = storePath("hot.sqlite");
        const auto r = runCli(QStringList { QStringLiteral("run"), QStringLiteral("oltp_update_index"),
                                  QStringLiteral("--threads=32"), QStringLiteral("--time=4"),
                                  QStringLiteral("--report-interval=0.5"), QStringLiteral("--json"),
                                  QStringLiteral("--store=") + hot }
            + small() + connection());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QList<QJsonObject> lines = objects(r.out, QStringLiteral("interval"));
        QVERIFY(lines.size() >= 6);
        double streamed = 0;
        int withServer = 0;
        int beforeFirstReading = 0; // the sampler's first reading: slow to come on a loaded machine (its own connect)
        for (const QJsonObject& line : lines) {
            const QJsonObject server = line.value(QStringLiteral("server")).toObject();
            if (server.isEmpty()) {
                beforeFirstReading += withServer == 0;
                continue;
            }
            ++withServer;
            QVERIFY2(server.contains(QStringLiteral("Threads_running")), qPrintable(r.out));
            streamed += server.value(QStringLiteral("Innodb_row_lock_waits")).toDouble();
        }
        // The intervals before the first reading have none (under load its connect took more than 1 s in CI, with
        // stress-ng beside). After it, on a loaded machine the sampler may fall behind: an interval its reading
        // missed has none (never one from another interval), and more than one such says so in a note.
        bool samplerBehind = false;
        for (const QJsonObject& note : objects(r.out, QStringLiteral("note")))
            samplerBehind = samplerBehind || note.value(QStringLiteral("kind")).toString() == QLatin1String("sampler_behind");
        const int afterFirst = int(lines.size()) - beforeFirstReading;
        QVERIFY2(afterFirst >= 4, qPrintable(r.out));
        const int missesAllowed = beforeFirstReading + (samplerBehind ? afterFirst / 2 : 1);
        QVERIFY2(withServer >= int(lines.size()) - missesAllowed, qPrintable(r.out));
        QVERIFY2(streamed > 0, qPrintable(r.out));

        const Totals update = totals(storedIntervals(hot), QStringLiteral("Innodb_row_lock_waits"));
        QVERIFY(update.intervalsWith >= int(lines.size()) - missesAllowed);
        QVERIFY2(update.count > 0, qPrintable(QString::number(update.count)));

        const QString cold = storePath("cold.sqlite");
        const auto p = runCli(QStringList { QStringLiteral("run"), QStringLiteral("oltp_point_select"),
                                  QStringLiteral("--threads=32"), QStringLiteral("--time=3"),
                                  QStringLiteral("--report-interval=0.5"), QStringLiteral("--store=") + cold }
            + small() + connection());
        QVERIFY2(p.exitCode == 0, qPrintable(p.err));
        const Totals select = totals(storedIntervals(cold), QStringLiteral("Innodb_row_lock_waits"));
        QVERIFY(select.intervalsWith > 0);
        QVERIFY(select.transactions > 0);
        qInfo("row lock waits per transaction: oltp_update_index %.4f, oltp_point_select %.6f",
            update.perTransaction(), select.perTransaction());
        QVERIFY2(select.perTransaction() < 0.01 * update.perTransaction(),
            qPrintable(QStringLiteral("%1 vs %2").arg(select.perTransaction()).arg(update.perTransaction())));
    }

    void noneSamplesNothingAndBadNamesAreRefused()
    {
        const auto none = runCli(QStringList { QStringLiteral("run"), QStringLiteral("oltp_point_select"),
                                     QStringLiteral("--threads=2"), QStringLiteral("--time=1.5"),
                                     QStringLiteral("--report-interval=0.5"), QStringLiteral("--json"),
                                     QStringLiteral("--server-counters=none") }
            + small() + connection());
        QVERIFY2(none.exitCode == 0, qPrintable(none.err));
        for (const QJsonObject& line : objects(none.out, QStringLiteral("interval")))
            QVERIFY(!line.contains(QStringLiteral("server")));

        const auto chosen = runCli(QStringList { QStringLiteral("run"), QStringLiteral("oltp_point_select"),
                                       QStringLiteral("--threads=2"), QStringLiteral("--time=1.5"),
                                       QStringLiteral("--report-interval=0.5"), QStringLiteral("--json"),
                                       QStringLiteral("--server-counters=Com_select,No_such_counter") }
            + small() + connection());
        QVERIFY2(chosen.exitCode == 0, qPrintable(chosen.err));
        const QList<QJsonObject> notes = objects(chosen.out, QStringLiteral("note"));
        QCOMPARE(notes.size(), 1); // said once
        QCOMPARE(notes.first().value(QStringLiteral("names")).toArray().first().toString(), QStringLiteral("No_such_counter"));
        bool selects = false;
        for (const QJsonObject& line : objects(chosen.out, QStringLiteral("interval"))) {
            const QJsonObject server = line.value(QStringLiteral("server")).toObject();
            QVERIFY(!server.contains(QStringLiteral("No_such_counter")));
            selects = selects || server.value(QStringLiteral("Com_select")).toDouble() > 0;
        }
        QVERIFY(selects);

        const auto bad = runCli(QStringList { QStringLiteral("run"), QStringLiteral("oltp_point_select"),
                                    QStringLiteral("--time=1"), QStringLiteral("--server-counters=Com_select;DROP") }
            + small() + connection());
        QVERIFY(bad.exitCode != 0);
        QVERIFY2(bad.err.contains(QLatin1String("status counter")), qPrintable(bad.err));
    }

    // Another session holds FLUSH TABLES WITH READ LOCK for 3 s in the middle of a write run: the writers wait, the
    // throughput falls to nothing, and the incident's process list shows them waiting for the lock.
    void globalReadLockRaisesAnIncident()
    {
        const QString path = storePath("ftwrl.sqlite");
        const QStringList args = QStringList { QStringLiteral("run"), QStringLiteral("oltp_update_index"),
                                     QStringLiteral("--threads=8"), QStringLiteral("--time=15"),
                                     QStringLiteral("--report-interval=0.5"), QStringLiteral("--json"),
                                     QStringLiteral("--store=") + path }
            + small() + connection();
        Error lockError;
        const auto r = runWhile(args, [&] {
            std::this_thread::sleep_for(std::chrono::seconds(6));
            Session locker;
            if ((lockError = locker.connect(m_profile)))
                return;
            if ((lockError = locker.execute(QStringLiteral("FLUSH TABLES WITH READ LOCK"))))
                return;
            std::this_thread::sleep_for(std::chrono::seconds(3));
            lockError = locker.execute(QStringLiteral("UNLOCK TABLES"));
        });
        QVERIFY2(!lockError, qPrintable(lockError.detail));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QList<QJsonObject> incidents = objects(r.out, QStringLiteral("incident"));
        QVERIFY2(!incidents.isEmpty(), qPrintable(r.out.right(3000)));
        // A loaded machine may dip on its own before the lock: the incident of the lock is the one that shows it.
        Incident first = Incident::fromJson(incidents.first());
        for (const QJsonObject& o : incidents) {
            const Incident i = Incident::fromJson(o);
            if (i.waitingForLock() > first.waitingForLock())
                first = i;
        }
        QCOMPARE(first.processlist, Incident::Part::Answered);
        QVERIFY2(first.waitingForLock() >= 4, QJsonDocument(first.processlistRows).toJson().constData());
        QCOMPARE(first.innodbStatus, Incident::Part::Answered);
        QVERIFY(first.innodbStatusText.contains(QLatin1String("TRANSACTIONS")));
        QCOMPARE(first.statusDelta, Incident::Part::Answered);
        // The lock is taken 6 s after the process starts and held 3 s; the run's clock starts after its connects and
        // warm-up, later on a loaded machine (CI with stress-ng beside): so only "by the time the lock ended" (its own
        // connect may take a while too).
        QVERIFY2(first.timeSec > 0 && first.timeSec < 11, qPrintable(QString::number(first.timeSec)));
        // The run went on after it: intervals after the lock was released carry transactions.
        int after = 0;
        for (const QJsonObject& line : objects(r.out, QStringLiteral("interval")))
            after += line.value(QStringLiteral("time")).toDouble() > 10 && line.value(QStringLiteral("tps")).toDouble() > 0;
        QVERIFY(after >= 4);
        std::vector<Incident> stored;
        storedIntervals(path, &stored);
        QCOMPARE(int(stored.size()), int(incidents.size()));
        int storedMost = 0;
        for (const Incident& i : stored)
            storedMost = std::max(storedMost, i.waitingForLock());
        QCOMPARE(storedMost, first.waitingForLock());
    }

    // The server process stopped for 3 s: no SQL part is answered, the host still shows its threads (stopped), and
    // the run goes on once it continues. The stall watchdog at 0.5 s raises the incident early enough that its SQL
    // parts (1 s timeouts, the library's least) end while the server is still stopped, on a loaded machine too.
    void stoppedServerRaisesAnIncidentFromTheHost()
    {
        QFile pidFile(SandboxServer(test::sandboxDir()).pidFile());
        QVERIFY(pidFile.open(QIODevice::ReadOnly));
        const pid_t pid = pid_t(pidFile.readAll().trimmed().toLongLong());
        QVERIFY(pid > 0);
        const QString path = storePath("stop.sqlite");
        const QStringList args = QStringList { QStringLiteral("run"), QStringLiteral("oltp_update_index"),
                                     QStringLiteral("--threads=8"), QStringLiteral("--time=15"),
                                     QStringLiteral("--report-interval=0.5"), QStringLiteral("--stall-timeout=0.5"),
                                     QStringLiteral("--json"), QStringLiteral("--store=") + path,
                                     QStringLiteral("--server-pid=") + QString::number(pid) }
            + small() + connection();
        const auto r = runWhile(args, [&] {
            std::this_thread::sleep_for(std::chrono::seconds(6));
            ContinueGuard guard { pid };
            ::kill(pid, SIGSTOP);
            std::this_thread::sleep_for(std::chrono::seconds(3));
        });
        ::kill(pid, SIGCONT); // again, in case
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QList<QJsonObject> incidents = objects(r.out, QStringLiteral("incident"));
        QVERIFY2(!incidents.isEmpty(), qPrintable(r.out.right(3000)));
        // The incident of the stop is the one whose host part saw stopped threads (a loaded machine may dip before).
        Incident first = Incident::fromJson(incidents.first());
        for (const QJsonObject& o : incidents) {
            const Incident i = Incident::fromJson(o);
            if (i.threadStates.value(QStringLiteral("T")).toInt() > 0) {
                first = i;
                break;
            }
        }
        QCOMPARE(first.processlist, Incident::Part::NotAnswered);
        QCOMPARE(first.innodbStatus, Incident::Part::NotAnswered);
        QCOMPARE(first.statusDelta, Incident::Part::NotAnswered);
        QCOMPARE(first.hostThreads, Incident::Part::Answered);
        QVERIFY2(first.threadStates.value(QStringLiteral("T")).toInt() > 0,
            QJsonDocument(first.threadStates).toJson().constData());
        QVERIFY(!first.threads.isEmpty());
        QVERIFY2(r.err.contains(QLatin1String("slow to answer the status sampler")) || !objects(r.out, QStringLiteral("note")).isEmpty(),
            qPrintable(r.err));
        int after = 0;
        for (const QJsonObject& line : objects(r.out, QStringLiteral("interval")))
            after += line.value(QStringLiteral("time")).toDouble() > 11 && line.value(QStringLiteral("tps")).toDouble() > 0;
        QVERIFY(after >= 4);
        const QList<QJsonObject> summary = objects(r.out, QStringLiteral("summary"));
        QCOMPARE(summary.size(), 1);
        QCOMPARE(summary.first().value(QStringLiteral("status")).toString(), QStringLiteral("finished"));
    }
};

QTEST_GUILESS_MAIN(TestServerCounters)
#include "tst_servercounters.moc"
