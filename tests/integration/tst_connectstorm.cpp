// SPDX-License-Identifier: GPL-3.0-or-later
// A run whose connections cannot all be opened at once (connectramp.h), on both drivers against the suite's sandbox:
// the server's max_connections is lowered for the test and other sessions hold most of it, so first connects are
// refused with "too many connections" until those sessions leave. The run must retry them, count the retries and
// start with every connection; and when the sessions do not leave, end within --connect-deadline with an error that
// names max_connections, never "check that the server runs".
#include "engine/runner.h"
#include "support/timescale.h"
#include "support/testserver.h"
#include "workload/workloadregistry.h"

#include <QTest>
#include <chrono>
#include <thread>

using namespace sb;
Q_DECLARE_METATYPE(sb::ClientDriver)

namespace {

constexpr int kMaxConnections = 40;
constexpr int kHeld = 25; // by "other sessions"
constexpr int kClients = 30; // fits max_connections, but not beside the held ones

} // namespace

class TestConnectStorm : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;
    std::unique_ptr<Workload> m_workload;
    Session m_admin;
    qint64 m_oldMaxConnections = 0;

    // Sessions of "another application", each a connection the run cannot have.
    std::vector<std::unique_ptr<Session>> hold(int count) const
    {
        std::vector<std::unique_ptr<Session>> held;
        for (int i = 0; i < count; ++i) {
            auto s = std::make_unique<Session>();
            if (Error e = s->connect(m_profile))
                qFatal("cannot hold connection %d: %s", i, qPrintable(e.detail));
            held.push_back(std::move(s));
        }
        return held;
    }

    static RunOptions options(ClientDriver driver)
    {
        RunOptions o;
        o.threads = kClients;
        o.driver = driver;
        o.driverThreads = 2;
        o.timeSec = 1;
        o.reportIntervalMs = 500;
        return o;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_profile = test::sandboxProfile(QStringLiteral("connstorm_it"));
        auto workload = WorkloadRegistry::create(QStringLiteral("oltp_point_select"),
            { { QStringLiteral("tables"), QStringLiteral("1") }, { QStringLiteral("table_size"), QStringLiteral("100") } });
        QVERIFY(workload.ok());
        m_workload = std::move(*workload);
        QVERIFY(!m_workload->prepare(m_profile, PrepareOptions {}));
        QVERIFY(!m_admin.connect(test::sandboxAdminProfile()));
        auto old = m_admin.scalar(QStringLiteral("SELECT @@max_connections"));
        QVERIFY(old.ok());
        m_oldMaxConnections = old->toLongLong();
        QVERIFY(!m_admin.execute(QStringLiteral("SET GLOBAL max_connections = %1").arg(kMaxConnections)));
    }

    void cleanupTestCase()
    {
        if (m_oldMaxConnections > 0)
            m_admin.execute(QStringLiteral("SET GLOBAL max_connections = %1").arg(m_oldMaxConnections));
        Session s;
        if (!s.connect(m_profile))
            s.execute(QStringLiteral("DROP DATABASE IF EXISTS connstorm_it"));
    }

    void retriesUntilTheOthersLeave_data()
    {
        QTest::addColumn<ClientDriver>("driver");
        QTest::newRow("threads") << ClientDriver::Threads;
        QTest::newRow("async") << ClientDriver::Async;
    }

    // The held sessions leave 1.5 s after the run started connecting: the refused first connects are tried again
    // and the run starts with all of its connections.
    void retriesUntilTheOthersLeave()
    {
        QFETCH(ClientDriver, driver);
        auto held = hold(kHeld);
        std::thread leave([&held] {
            std::this_thread::sleep_for(std::chrono::milliseconds(1500));
            held.clear();
        });
        Runner runner(m_profile, *m_workload, options(driver));
        const RunSummary r = runner.run();
        leave.join();
        QVERIFY2(r.status == RunStatus::Finished, qPrintable(r.error.detail));
        QCOMPARE(r.connects.connected, quint64(kClients));
        QVERIFY2(r.connects.retries > 0, "no first connect was refused: the test did not make a storm");
        QVERIFY(r.connects.failures >= r.connects.retries);
        QVERIFY(r.transactions > 0);
    }

    // The held sessions stay: the command line gives up after its --connect-deadline with words that name
    // max_connections, and exits as for a connection problem.
    void givesUpAtTheDeadlineNamingTheLimit()
    {
        auto held = hold(kHeld);
        QElapsedTimer clock;
        clock.start();
        const auto r = test::runCli({ QStringLiteral("run"), QStringLiteral("oltp_point_select"),
            QStringLiteral("--socket=") + m_profile.socket, QStringLiteral("--user=") + m_profile.user,
            QStringLiteral("--password=") + m_profile.password, QStringLiteral("--database=connstorm_it"),
            QStringLiteral("--tables=1"), QStringLiteral("--table-size=100"),
            QStringLiteral("--threads=%1").arg(kClients), QStringLiteral("--time=1"),
            QStringLiteral("--connect-deadline=2") });
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(QStringLiteral("max_connections is %1").arg(kMaxConnections)), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("of %1 connections could be opened").arg(kClients)), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QLatin1String("check that the server runs")), qPrintable(r.err));
        QVERIFY2(clock.elapsed() < test::scaledMs(20000), "--connect-deadline=2 was not honoured (the default is 30 s)");
    }
};

QTEST_GUILESS_MAIN(TestConnectStorm)
#include "tst_connectstorm.moc"
