// SPDX-License-Identifier: GPL-3.0-or-later
// ServerRestartWatch on real processes (sleep stands in for the server; /proc for its identity): a watched process
// that dies and another that answers is a restart handed to rebind at once; a server that answers but cannot be
// found ends the watch with the finder's error a second after it was said to answer. The real server's restart is
// tests/integration/tst_serverrestart.cpp.
#include "affinity/servermachine.h"
#include "experiment/serverrestartwatch.h"
#include "support/timescale.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTest>
#include <atomic>

using namespace sb;

namespace {

// The restarts the watch hands over within `ms` (scaled): take() empties its list, so it is asked once per look.
std::vector<ServerRestartWatch::Restart> restartsWithin(ServerRestartWatch& watch, int ms)
{
    QElapsedTimer waited;
    waited.start();
    std::vector<ServerRestartWatch::Restart> restarts;
    while ((restarts = watch.take()).empty() && waited.elapsed() < test::scaledMs(ms))
        QTest::qWait(10);
    return restarts;
}

qint64 startSleeper(QProcess& p)
{
    p.start(QStringLiteral("sleep"), { QStringLiteral("600") });
    return p.waitForStarted() ? p.processId() : 0;
}

} // namespace

class TestServerRestartWatch : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aDeadServerAndANewOneIsARestartRebound()
    {
        QProcess old, fresh;
        QVERIFY(startSleeper(old) > 0 && startSleeper(fresh) > 0);
        const ProcessIdentity before = ProcessIdentity::of(pid_t(old.processId())).value();
        const ProcessIdentity after = ProcessIdentity::of(pid_t(fresh.processId())).value();
        ServerRestartWatch::Host host = ServerRestartWatch::localHost({});
        std::atomic<bool> gone { false };
        host.find = [&]() -> Result<ProcessIdentity> {
            if (!gone)
                return Error { ErrorCode::BindingRefused, {}, {} };
            return after;
        };
        std::atomic<pid_t> rebound { 0 };
        ServerRestartWatch watch(before, host, [&](const ProcessIdentity& server) {
            rebound = server.pid;
            return Error {};
        });
        watch.start();
        QTest::qWait(100);
        QVERIFY(watch.take().empty()); // alive: nothing to say
        old.kill();
        QVERIFY(old.waitForFinished()); // reaped: gone from /proc
        SB_TRY_VERIFY(watch.downSince() != ServerRestartWatch::Clock::time_point {}, 5000);
        gone = true;
        SB_TRY_COMPARE(rebound.load(), after.pid, 5000);
        const auto restarts = restartsWithin(watch, 5000);
        QCOMPARE(restarts.size(), std::size_t(1));
        QCOMPARE(restarts[0].before.pid, before.pid);
        QCOMPARE(restarts[0].after.pid, after.pid);
        QVERIFY(!restarts[0].error);
        QVERIFY(restarts[0].down <= restarts[0].up && restarts[0].up <= restarts[0].bound);
        QVERIFY(watch.downSince() == ServerRestartWatch::Clock::time_point {});
        watch.stop();
        fresh.kill();
        fresh.waitForFinished();
    }

    void aServerThatAnswersButIsNotFoundEndsTheWatch()
    {
        QProcess old;
        QVERIFY(startSleeper(old) > 0);
        const ProcessIdentity before = ProcessIdentity::of(pid_t(old.processId())).value();
        ServerRestartWatch::Host host = ServerRestartWatch::localHost({});
        host.find = []() -> Result<ProcessIdentity> {
            return Error { ErrorCode::BindingRefused, QStringLiteral("--server-pid"), QStringLiteral("not ours") };
        };
        bool called = false;
        ServerRestartWatch watch(before, host, [&](const ProcessIdentity&) {
            called = true;
            return Error {};
        });
        watch.start();
        old.kill();
        QVERIFY(old.waitForFinished());
        SB_TRY_VERIFY(watch.downSince() != ServerRestartWatch::Clock::time_point {}, 5000);
        QTest::qWait(200);
        QVERIFY(watch.take().empty()); // not said to answer: it keeps looking
        watch.serverAnswers();
        const auto restarts = restartsWithin(watch, 10000);
        QCOMPARE(restarts.size(), std::size_t(1));
        QCOMPARE(restarts[0].after.pid, pid_t(0));
        QCOMPARE(restarts[0].error.detail, QStringLiteral("not ours"));
        QVERIFY(restarts[0].bound - restarts[0].up >= ServerRestartWatch::kFindAfterAnswer);
        QVERIFY(!called);
        watch.stop();
    }
};

QTEST_GUILESS_MAIN(TestServerRestartWatch)
#include "tst_serverrestartwatch.moc"
