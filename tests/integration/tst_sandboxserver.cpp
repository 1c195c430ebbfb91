// SPDX-License-Identifier: GPL-3.0-or-later
// A private sandbox of its own: start, reuse, a server killed in the middle of a run, restart and stop.
#include "testserver.h"

#include "engine/runner.h"
#include "workload/workloadregistry.h"

#include <QTemporaryDir>
#include <csignal>
#include <thread>

using namespace sb;

class TestSandboxServer : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void cleanupTestCase()
    {
        SandboxServer(m_dir.path()).stop(); // never leave a server behind, even after a failure
    }

    void startIsIdempotent()
    {
        SandboxServer sandbox(m_dir.path());
        QVERIFY(!sandbox.status().running);
        auto profile = sandbox.start();
        QVERIFY2(profile.ok(), qPrintable(profile.error().detail));
        const SandboxStatus first = sandbox.status();
        QVERIFY(first.running && first.initialized && first.port > 0);
        auto again = sandbox.start();
        QVERIFY(again.ok());
        QCOMPARE(sandbox.status().pid, first.pid); // reused, not started twice
        QCOMPARE(again->password, profile->password);

        Session tcp;
        ServerProfile viaTcp = *profile;
        viaTcp.host = QStringLiteral("127.0.0.1");
        viaTcp.socket.clear();
        QVERIFY2(!tcp.connect(viaTcp), "the sandbox listens on a loopback port too");
        QCOMPARE(*tcp.scalar(QStringLiteral("SELECT DATABASE()")), QStringLiteral("sbtest"));
        auto info = ServerProbe::probe(tcp);
        QVERIFY(info.ok());
        QCOMPARE(info->flavour, ServerFlavour::MariaDB);
        QCOMPARE(info->variables.value(QStringLiteral("max_connections")), QStringLiteral("2000"));
    }

    void aServerKilledMidRunGivesAnInterruptedRunWithItsSamples()
    {
        SandboxServer sandbox(m_dir.path());
        auto profile = sandbox.profile();
        QVERIFY(profile.ok());
        auto workload = WorkloadRegistry::create(QStringLiteral("oltp_point_select"), { { QStringLiteral("table_size"), QStringLiteral("1000") } });
        QVERIFY(workload.ok());
        QVERIFY(!(*workload)->prepare(*profile, {}));

        RunOptions o;
        o.threads = 4;
        o.timeSec = 60;
        o.reportIntervalMs = 200;
        o.reconnectGiveUpSec = 2;
        std::vector<IntervalSample> samples;
        Runner runner(*profile, **workload, o);
        runner.setIntervalHandler([&](const IntervalSample& s) { samples.push_back(s); });
        const qint64 pid = sandbox.status().pid;
        std::thread killer([pid] {
            std::this_thread::sleep_for(std::chrono::milliseconds(1500));
            ::kill(pid_t(pid), SIGKILL);
        });
        const RunSummary r = runner.run();
        killer.join();
        QCOMPARE(r.status, RunStatus::Interrupted);
        QCOMPARE(r.error.code, ErrorCode::ConnectionLost);
        QVERIFY(r.transactions > 0);
        QVERIFY(samples.size() >= 5);
        std::uint64_t fromSamples = 0;
        for (const IntervalSample& s : samples)
            fromSamples += s.transactions;
        QCOMPARE(fromSamples, r.transactions); // every measured transaction is in some interval
        QVERIFY(r.durationSec < 10);
    }

    void aKilledSandboxStartsAgainAndStops()
    {
        SandboxServer sandbox(m_dir.path());
        QTRY_VERIFY_WITH_TIMEOUT(!sandbox.status().running, 5000);
        auto profile = sandbox.start();
        QVERIFY2(profile.ok(), qPrintable(profile.error().detail));
        Session s;
        QVERIFY(!s.connect(*profile));
        QCOMPARE(*s.scalar(QStringLiteral("SELECT COUNT(*) FROM sbtest1")), QStringLiteral("1000"));
        s.close();
        QVERIFY(!sandbox.stop());
        QVERIFY(!sandbox.status().running);
        QVERIFY(!sandbox.stop()); // stopping a stopped sandbox is fine
    }

    void noServerMeansAClearError()
    {
        SandboxServer sandbox(m_dir.path());
        auto profile = sandbox.profile();
        QVERIFY(!profile.ok());
        QCOMPARE(profile.error().code, ErrorCode::SandboxFailed);
    }
};

QTEST_GUILESS_MAIN(TestSandboxServer)
#include "tst_sandboxserver.moc"
