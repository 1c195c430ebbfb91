// SPDX-License-Identifier: GPL-3.0-or-later
#include "affinity/serverthreadsampler.h"

#include <QProcess>
#include <QTest>
#include <thread>

using sb::ServerThreadSampler;

namespace {

// One thread named "busyworker" spins, two others sleep: a server with one bottleneck thread.
const char* const kChildScript = R"(
import ctypes, sys, threading, time
def busy():
    ctypes.CDLL(None).prctl(15, b"busyworker", 0, 0, 0)
    print(threading.get_native_id(), flush=True)
    x = 0
    while True:
        x += 1
def idle():
    while True:
        time.sleep(0.2)
threading.Thread(target=idle, daemon=True).start()
threading.Thread(target=busy, daemon=True).start()
sys.stdin.readline()
)";

}

class TestServerThreadSampler : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void busyThreadLeadsTheSample();
    void goneProcessGivesNothing();
};

void TestServerThreadSampler::busyThreadLeadsTheSample()
{
    QProcess child;
    child.start(
        QStringLiteral("python3"), { QStringLiteral("-u"), QStringLiteral("-c"), QString::fromLatin1(kChildScript) });
    QVERIFY(child.waitForStarted());
    QVERIFY(child.waitForReadyRead(5000));
    const int busyTid = child.readLine().trimmed().toInt();
    QVERIFY(busyTid > 0);

    ServerThreadSampler sampler(pid_t(child.processId()));
    QVERIFY(sampler.processExists());
    std::this_thread::sleep_for(std::chrono::milliseconds(600));
    const auto threads = sampler.sample();
    child.kill();
    child.waitForFinished();

    QVERIFY(!threads.empty());
    QCOMPARE(threads.front().tid, busyTid);
    QCOMPARE(threads.front().name, QStringLiteral("busyworker"));
    // A spinning thread gets some CPU (how much depends on what else the machine runs: no share is asserted).
    QVERIFY2(threads.front().cpuPercent > 0.0, qPrintable(QString::number(threads.front().cpuPercent)));
    QVERIFY(threads.front().cpuPercent < 110.0);
    QVERIFY(threads.front().lastCpu >= 0);
    for (size_t i = 1; i < threads.size(); ++i) {
        QVERIFY(threads[i - 1].cpuPercent >= threads[i].cpuPercent);
        QVERIFY(threads[i].cpuPercent > 0);
    }
}

void TestServerThreadSampler::goneProcessGivesNothing()
{
    ServerThreadSampler sampler(999999999);
    QVERIFY(!sampler.processExists());
    QVERIFY(sampler.sample().empty());
}

QTEST_GUILESS_MAIN(TestServerThreadSampler)
#include "tst_serverthreadsampler.moc"
