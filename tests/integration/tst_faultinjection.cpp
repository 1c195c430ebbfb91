// SPDX-License-Identifier: GPL-3.0-or-later
// Every run ends, whatever the server or the network does: a fault-injection proxy (faultproxy.h) between the
// clients and the suite's sandbox stops answering, drops the connections or is itself cut off by a server killed with
// SIGKILL and restarted. The engine is run in this process where its results matter, the CLI as a child where its
// exit and its timing do. A run that would hang is bounded here and reported as a failure.
#include "engine/runner.h"
#include "faultproxy.h"
#include "support/timescale.h"
#include "support/testserver.h"
#include "workload/workloadregistry.h"

#include <QDir>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTest>
#include <csignal>
#include <future>
#include <mutex>
#include <thread>

using namespace sb;

Q_DECLARE_METATYPE(sb::ClientDriver)

namespace {

// How long a run may take here before it counts as hanging (then the fault is lifted so that it can end).
int hangMs()
{
    return test::scaledMs(30000);
}

// Ctrl-C ends the CLI within 2 s on a quiet machine (scaled on a loaded one or under a sanitizer: 2066 ms under TSan
// with both cores busy), and always before the 10 s that waiting out a connect or stall timeout would take.
qint64 interruptBoundMs()
{
    return std::min(test::scaledMs(2000), 9000);
}

struct TimedSample {
    IntervalSample sample;
    qint64 atMs = 0; // on the test's clock
};

} // namespace

class TestFaultInjection : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile; // the sandbox over TCP
    std::unique_ptr<Workload> m_workload;

    ServerProfile through(const test::FaultProxy& proxy) const
    {
        ServerProfile p = m_profile;
        p.host = QStringLiteral("127.0.0.1");
        p.port = proxy.port();
        p.socket.clear();
        return p;
    }

    static RunOptions options(double timeSec, ClientDriver driver = ClientDriver::Threads)
    {
        RunOptions o;
        o.threads = 4;
        o.timeSec = timeSec;
        o.reportIntervalMs = 500;
        o.seed = 20261201;
        o.driver = driver;
        o.driverThreads = 2; // async: two connections per event loop
        return o;
    }

    // The watchdog and the reconnects must hold for both client drivers.
    static void driverRows()
    {
        QTest::addColumn<ClientDriver>("driver");
        QTest::newRow("threads") << ClientDriver::Threads;
        QTest::newRow("async") << ClientDriver::Async;
    }

    // Runs on a thread of its own; when it has not ended after hangMs(), `unstick` lifts the fault and the test fails.
    struct Outcome {
        RunSummary summary;
        std::vector<TimedSample> intervals;
        qint64 endedAtMs = 0;
        bool hung = false;
    };
    Outcome runBounded(const ServerProfile& profile, const RunOptions& o, const QElapsedTimer& clock,
        const std::function<void(const IntervalSample&)>& onInterval, const std::function<void()>& unstick)
    {
        Outcome out;
        std::mutex mutex;
        Runner runner(profile, *m_workload, o);
        runner.setIntervalHandler([&](const IntervalSample& s) {
            {
                std::lock_guard lock(mutex);
                out.intervals.push_back({ s, clock.elapsed() });
            }
            if (onInterval)
                onInterval(s);
        });
        auto done = std::async(std::launch::async, [&runner] { return runner.run(); });
        out.hung = done.wait_for(std::chrono::milliseconds(hangMs())) != std::future_status::ready;
        if (out.hung && unstick)
            unstick();
        out.summary = done.get();
        out.endedAtMs = clock.elapsed();
        return out;
    }

    // When the measured run began on the test's clock: an interval's arrival less its time since the start.
    static qint64 measuredStartMs(const Outcome& o)
    {
        const TimedSample& first = o.intervals.front();
        return first.atMs - qint64(first.sample.timeSec * 1000);
    }

    QStringList cliArguments(const test::FaultProxy& proxy, const QString& time) const
    {
        return { QStringLiteral("run"), QStringLiteral("oltp_point_select"), QStringLiteral("--tables=1"),
            QStringLiteral("--table-size=1000"), QStringLiteral("--threads=4"), QStringLiteral("--time=") + time,
            QStringLiteral("--report-interval=0.5"), QStringLiteral("--host=127.0.0.1"),
            QStringLiteral("--port=%1").arg(proxy.port()), QStringLiteral("--user=") + m_profile.user,
            QStringLiteral("--password=") + m_profile.password, QStringLiteral("--database=") + m_profile.database };
    }

    // Starts the CLI and waits for its first interval line.
    static bool startCli(QProcess& p, const QStringList& args)
    {
        p.start(qEnvironmentVariable("SCALEBENCH_CLI"), args);
        p.closeWriteChannel();
        QElapsedTimer t;
        t.start();
        QByteArray seen;
        while (t.elapsed() < hangMs() && p.state() != QProcess::NotRunning) {
            p.waitForReadyRead(100);
            seen += p.readAllStandardOutput();
            if (seen.contains("[ "))
                return true;
        }
        return false;
    }

    // Waits for the CLI to end (then lifts the fault); -1 when it had not after hangMs() (then it is killed).
    static qint64 waitForEnd(QProcess& cli, test::FaultProxy& proxy, const QElapsedTimer& since)
    {
        const bool ended = cli.waitForFinished(hangMs());
        const qint64 tookMs = since.elapsed();
        proxy.resume();
        if (ended)
            return tookMs;
        cli.kill();
        cli.waitForFinished();
        return -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_profile = test::sandboxProfile(QStringLiteral("fault_it"));
        const SandboxStatus sandbox = SandboxServer(test::sandboxDir()).status();
        QVERIFY(sandbox.running && sandbox.port > 0);
        m_profile.host = QStringLiteral("127.0.0.1");
        m_profile.port = sandbox.port;
        m_profile.socket.clear();
        auto workload = WorkloadRegistry::create(QStringLiteral("oltp_point_select"),
            { { QStringLiteral("tables"), QStringLiteral("1") },
                { QStringLiteral("table_size"), QStringLiteral("1000") } });
        QVERIFY(workload.ok());
        m_workload = std::move(*workload);
        PrepareOptions prepare;
        prepare.recreate = true;
        QVERIFY(!m_workload->prepare(m_profile, prepare));
    }

    void cleanupTestCase()
    {
        Session control;
        if (m_workload && !control.connect(m_profile))
            m_workload->cleanup(control);
    }

    // The server stops answering after 1 s of a 3 s run and never comes back: the intervals say so, the run ends
    // within its duration, the grace time and a second, as stalled, with what it measured and its stuck
    // connections counted.
    void stallLongerThanTheRun_data() { driverRows(); }
    void stallLongerThanTheRun()
    {
        QFETCH(ClientDriver, driver);
        test::FaultProxy proxy(m_profile.host, m_profile.port);
        QVERIFY(proxy.start());
        RunOptions o = options(3, driver);
        o.stallTimeoutSec = 1;
        o.stopGraceSec = 1;
        QElapsedTimer clock;
        clock.start();
        std::atomic<bool> paused { false };
        const Outcome r = runBounded(
            through(proxy), o, clock,
            [&](const IntervalSample& s) {
                if (s.timeSec >= 1 && !paused.exchange(true))
                    proxy.pause();
            },
            [&] { proxy.resume(); });
        QVERIFY2(!r.hung, "the run did not end while the server did not answer");
        QVERIFY(paused.load());
        QCOMPARE(r.summary.status, RunStatus::Stalled);
        QCOMPARE(r.summary.error.code, ErrorCode::ServerStalled);
        QCOMPARE(r.summary.stuckConnections, 4);
        QCOMPARE(r.summary.error.value, qint64(4));
        QVERIFY(r.summary.transactions > 0); // what it measured before the stall is kept
        const qint64 lastsMs = r.endedAtMs - measuredStartMs(r);
        QVERIFY2(lastsMs <= qint64((o.timeSec + o.stopGraceSec) * 1000) + test::scaledMs(1000),
            qPrintable(QString::number(lastsMs)));
        int notAnswering = 0;
        for (const TimedSample& t : r.intervals) {
            if (t.sample.serverNotAnswering()) {
                ++notAnswering;
                QCOMPARE(t.sample.transactions, std::uint64_t(0));
                QCOMPARE(t.sample.stalledConnections, 4);
                QVERIFY(t.sample.notAnsweringSec >= o.stallTimeoutSec);
            }
        }
        QVERIFY2(notAnswering >= 1, "no interval said that the server was not answering");
        qInfo("stalled run: %lld ms from the measured start to its end, %d interval(s) not answering", lastsMs,
            notAnswering);
        QVERIFY(!r.intervals.front().sample.serverNotAnswering());
    }

    // The network drops every connection in the middle of the run: the clients reconnect, count it, and the run
    // finishes normally.
    void droppedConnections_data() { driverRows(); }
    void droppedConnections()
    {
        QFETCH(ClientDriver, driver);
        test::FaultProxy proxy(m_profile.host, m_profile.port);
        QVERIFY(proxy.start());
        QElapsedTimer clock;
        clock.start();
        std::atomic<bool> dropped { false };
        const Outcome r = runBounded(through(proxy), options(3, driver), clock,
            [&](const IntervalSample& s) {
                if (s.timeSec >= 1 && !dropped.exchange(true))
                    proxy.dropAll();
            },
            {});
        QVERIFY(!r.hung);
        QVERIFY(dropped.load());
        QCOMPARE(r.summary.status, RunStatus::Finished);
        QVERIFY2(r.summary.reconnects >= 4, qPrintable(QString::number(r.summary.reconnects)));
        QCOMPARE(r.summary.stuckConnections, 0);
        QVERIFY(proxy.accepted() >= 8 + 1); // 4 + 4 again, and the preflight's
        QVERIFY(r.intervals.back().sample.transactions > 0); // running again after the drop
    }

    // A slow network (20 ms each way per chunk) is slow, not stalled.
    void slowNetworkIsNotAStall()
    {
        test::FaultProxy proxy(m_profile.host, m_profile.port);
        QVERIFY(proxy.start());
        proxy.setDelay(std::chrono::milliseconds(20));
        RunOptions o = options(2);
        o.stallTimeoutSec = 1;
        QElapsedTimer clock;
        clock.start();
        const Outcome r = runBounded(through(proxy), o, clock, {}, [&] { proxy.setDelay({}); });
        QVERIFY(!r.hung);
        QCOMPARE(r.summary.status, RunStatus::Finished);
        QVERIFY(r.summary.latency.minMs >= 40);
        for (const TimedSample& t : r.intervals)
            QVERIFY(!t.sample.serverNotAnswering());
    }

    // The server is killed with SIGKILL in the middle of the run and started again: the run either recovers (its
    // clients reconnect) or ends as interrupted once reconnecting gives up; it never hangs.
    void serverKilledAndRestarted()
    {
        SandboxServer sandbox(test::sandboxDir());
        const qint64 pid = sandbox.status().pid;
        QVERIFY(pid > 0);
        RunOptions o = options(4);
        o.reconnectGiveUpSec = 10;
        std::future<Result<ServerProfile>> restart;
        QElapsedTimer clock;
        clock.start();
        std::atomic<bool> killed { false };
        const Outcome r = runBounded(m_profile, o, clock,
            [&](const IntervalSample& s) {
                if (s.timeSec >= 1 && !killed.exchange(true)) {
                    ::kill(pid_t(pid), SIGKILL);
                    restart = std::async(std::launch::async, [dir = test::sandboxDir()] {
                        std::this_thread::sleep_for(std::chrono::milliseconds(500));
                        return SandboxServer(dir).start();
                    });
                }
            },
            {});
        QVERIFY(killed.load());
        QVERIFY2(restart.valid() && restart.get().ok(), "the sandbox did not start again");
        QVERIFY2(!r.hung, "the run did not end after the server was killed");
        if (r.summary.status == RunStatus::Finished) {
            QVERIFY(r.summary.reconnects >= 4);
        } else {
            QCOMPARE(r.summary.status, RunStatus::Interrupted);
            QCOMPARE(r.summary.error.code, ErrorCode::ConnectionLost);
        }
        QVERIFY(r.summary.transactions > 0);
        qInfo("server killed: the run ended %s, %llu reconnects", runStatusName(r.summary.status),
            static_cast<unsigned long long>(r.summary.reconnects));
        Session after;
        QVERIFY(!after.connect(m_profile)); // the suite's sandbox serves the next test
    }

    // The CLI against a server that stops answering for good: it ends after its duration and the grace time as
    // stalled (exit 4), saying so, instead of waiting for ever in recv().
    void cliEndsWhenTheServerStopsAnswering()
    {
        test::FaultProxy proxy(m_profile.host, m_profile.port);
        QVERIFY(proxy.start());
        QProcess cli;
        // Connections still in a query when the run ends get the stall timeout to finish (a loaded machine is not a
        // stall): 2 s here, which the silence has passed by the end.
        QVERIFY(startCli(cli, cliArguments(proxy, QStringLiteral("3")) << QStringLiteral("--stall-timeout=2")));
        QElapsedTimer sincePause; // the first interval ends 0.5 s into the run
        sincePause.start();
        proxy.pause();
        const qint64 tookMs = waitForEnd(cli, proxy, sincePause);
        QVERIFY2(tookMs >= 0, "the CLI did not end while the server did not answer");
        const QString out = QString::fromUtf8(cli.readAllStandardOutput());
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.exitCode(), 4);
        QVERIFY2(out.contains(QLatin1String("Run status: stalled")), qPrintable(out));
        // The rest of the run, the grace time, 1 s, and the incident capture the stall raised, which the run waits
        // for (its connect and read timeouts: 1 s each; core/collectors/incidentcapture).
        QVERIFY2(tookMs <= 2500 + 1000 + 1000 + test::scaledMs(2000), qPrintable(QString::number(tookMs)));
        qInfo("stalled CLI: ended %lld ms after the server stopped answering", tookMs);
    }

    // Ctrl-C while the server does not answer ends the CLI within 2 s.
    void cliInterruptDuringAStall()
    {
        test::FaultProxy proxy(m_profile.host, m_profile.port);
        QVERIFY(proxy.start());
        QProcess cli;
        QVERIFY(startCli(cli, cliArguments(proxy, QStringLiteral("60"))));
        proxy.pause();
        QTest::qWait(1500);
        QElapsedTimer sinceSignal;
        sinceSignal.start();
        ::kill(pid_t(cli.processId()), SIGINT);
        const qint64 tookMs = waitForEnd(cli, proxy, sinceSignal);
        QVERIFY2(tookMs >= 0, "Ctrl-C did not end the CLI while the server did not answer");
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.exitCode(), 4);
        QVERIFY2(tookMs <= interruptBoundMs(), qPrintable(QString::number(tookMs)));
        qInfo("Ctrl-C during a stall: the CLI ended after %lld ms", tookMs);
    }

    // Ctrl-C while every client waits in a reconnect (the network dropped the connections, and new ones get no
    // answer: the proxy accepts nothing, so they sit in its backlog waiting for the server's greeting) ends the CLI
    // within 2 s, not after the connect timeout (10 s).
    void cliInterruptDuringAReconnect_data()
    {
        QTest::addColumn<QString>("driver");
        QTest::newRow("threads") << QStringLiteral("threads");
        QTest::newRow("async") << QStringLiteral("async");
    }
    void cliInterruptDuringAReconnect()
    {
        QFETCH(QString, driver);
        test::FaultProxy proxy(m_profile.host, m_profile.port);
        QVERIFY(proxy.start());
        QProcess cli;
        QVERIFY(startCli(cli, cliArguments(proxy, QStringLiteral("60")) << QStringLiteral("--driver=") + driver));
        const int before = proxy.accepted();
        proxy.pause();
        proxy.dropAll();
        SB_TRY_COMPARE(proxy.open(), 0, 5000);
        QTest::qWait(1500); // the clients are reconnecting by now, each waiting for a greeting that does not come
        QCOMPARE(proxy.accepted(), before);
        QElapsedTimer sinceSignal;
        sinceSignal.start();
        ::kill(pid_t(cli.processId()), SIGINT);
        const qint64 tookMs = waitForEnd(cli, proxy, sinceSignal);
        QVERIFY2(tookMs >= 0, "Ctrl-C did not end the CLI while its clients were reconnecting");
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.exitCode(), 4);
        QVERIFY2(tookMs <= interruptBoundMs(), qPrintable(QString::number(tookMs) + QLatin1Char(' ') + err));
        QVERIFY2(!err.contains(QLatin1String("lost")), qPrintable(err)); // a stop, not a lost server
        qInfo("Ctrl-C during reconnects: the CLI ended after %lld ms", tookMs);
    }

    // The system refuses a client thread (RLIMIT_NPROC, as `ulimit -u` sets it; root ignores it, so the CLI runs as
    // nobody): the run fails with a clear error and the program exits normally instead of aborting.
    void threadCreationRefused()
    {
        const QString setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
        const QString prlimit = QStandardPaths::findExecutable(QStringLiteral("prlimit"));
        if (setpriv.isEmpty() || prlimit.isEmpty())
            QSKIP("needs setpriv and prlimit (util-linux)");
        QProcess cli;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), QDir::tempPath());
        cli.setProcessEnvironment(env);
        QStringList args { QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
            QStringLiteral("--clear-groups"), prlimit, QStringLiteral("--nproc=24:24"),
            qEnvironmentVariable("SCALEBENCH_CLI"), QStringLiteral("run"), QStringLiteral("oltp_point_select"),
            QStringLiteral("--tables=1"), QStringLiteral("--table-size=1000"), QStringLiteral("--threads=64"),
            QStringLiteral("--time=1"), QStringLiteral("--host=127.0.0.1"),
            QStringLiteral("--port=%1").arg(m_profile.port), QStringLiteral("--user=") + m_profile.user,
            QStringLiteral("--password=") + m_profile.password, QStringLiteral("--database=") + m_profile.database };
        cli.start(setpriv, args);
        cli.closeWriteChannel();
        if (!cli.waitForFinished(hangMs())) {
            cli.kill();
            cli.waitForFinished();
            QFAIL("the CLI did not end when it could not start its threads");
        }
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QVERIFY2(cli.exitCode() != 0, qPrintable(err));
        QVERIFY2(err.contains(QLatin1String("client thread")), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestFaultInjection)
#include "tst_faultinjection.moc"
