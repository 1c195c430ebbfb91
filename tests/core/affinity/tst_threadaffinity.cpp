// SPDX-License-Identifier: GPL-3.0-or-later
#include "affinity/cpulistproblem.h"
#include "affinity/threadaffinity.h"
#include "common/optionproblem.h"

#include <QTest>
#include <atomic>
#include <cerrno>
#include <condition_variable>
#include <mutex>
#include <thread>

using sb::ClientBindPolicy;
using sb::CpuSet;
using sb::Topology;

namespace {

// A thread that binds itself on request and waits, so that the test reads its mask from the kernel by tid.
class BoundThread {
public:
    BoundThread()
        : m_thread([this] { run(); })
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return m_tid != 0; });
    }
    ~BoundThread()
    {
        {
            std::lock_guard lock(m_mutex);
            m_quit = true;
        }
        m_changed.notify_all();
        m_thread.join();
    }
    pid_t tid() const { return m_tid; }
    // Returns the bind error and the CPU the thread ran on right after binding.
    std::pair<sb::Error, int> bind(const CpuSet& cpus)
    {
        std::unique_lock lock(m_mutex);
        m_request = cpus;
        m_pending = true;
        m_changed.notify_all();
        m_changed.wait(lock, [this] { return !m_pending; });
        return { m_error, m_ranOn };
    }

private:
    void run()
    {
        std::unique_lock lock(m_mutex);
        m_tid = sb::currentThreadId();
        m_changed.notify_all();
        for (;;) {
            m_changed.wait(lock, [this] { return m_pending || m_quit; });
            if (m_quit)
                return;
            m_error = sb::bindCurrentThread(m_request);
            m_ranOn = sched_getcpu();
            m_pending = false;
            m_changed.notify_all();
        }
    }

    std::mutex m_mutex;
    std::condition_variable m_changed;
    pid_t m_tid = 0;
    CpuSet m_request;
    bool m_pending = false;
    bool m_quit = false;
    sb::Error m_error;
    int m_ranOn = -1;
    std::thread m_thread;
};

CpuSet localCpus()
{
    return *sb::threadCpus(0);
}

}

class TestThreadAffinity : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void bindsAThreadAndReadsItBackFromTheKernel();
    void workersRunOnTheirPolicyCpus();
    void bindErrorsCarryErrno();
    void policyNamesRoundTrip();
    void cpuForWorkerAllAndNone();
    void cpuForWorkerCompact();
    void cpuForWorkerScatter();
    void cpuForWorkerOnASubset();
};

void TestThreadAffinity::bindsAThreadAndReadsItBackFromTheKernel()
{
    if (!localCpus().contains(CpuSet { 0, 1 }))
        QSKIP("needs CPUs 0 and 1");
    BoundThread thread;
    const auto [error0, ranOn0] = thread.bind(CpuSet { 0 });
    QVERIFY2(!error0, qPrintable(error0.detail));
    QCOMPARE(ranOn0, 0); // the kernel migrates the caller before sched_setaffinity returns
    QCOMPARE(*sb::threadCpus(thread.tid()), CpuSet { 0 });

    const auto [error1, ranOn1] = thread.bind(CpuSet { 1 });
    QVERIFY(!error1);
    QCOMPARE(ranOn1, 1);
    QCOMPARE(*sb::threadCpus(thread.tid()), CpuSet { 1 });
    // The test's own thread was not touched.
    QCOMPARE(*sb::threadCpus(sb::currentThreadId()), localCpus());
}

void TestThreadAffinity::workersRunOnTheirPolicyCpus()
{
    const auto topology = Topology::loadLocal();
    QVERIFY(topology.ok());
    const CpuSet client = topology->allPus() & localCpus();
    std::vector<std::unique_ptr<BoundThread>> workers;
    for (int i = 0; i < 4; ++i) {
        workers.push_back(std::make_unique<BoundThread>());
        const CpuSet cpus = sb::cpuForWorker(ClientBindPolicy::Compact, client, *topology, i);
        QCOMPARE(cpus.count(), 1);
        QVERIFY(!workers.back()->bind(cpus).first);
    }
    for (int i = 0; i < 4; ++i)
        QCOMPARE(*sb::threadCpus(workers[size_t(i)]->tid()),
            sb::cpuForWorker(ClientBindPolicy::Compact, client, *topology, i));
}

void TestThreadAffinity::bindErrorsCarryErrno()
{
    const sb::Error gone = sb::bindThread(999999999, CpuSet { 0 });
    QCOMPARE(gone.code, sb::ErrorCode::ThreadBindFailed);
    QCOMPARE(gone.value, qint64(ESRCH));
    QCOMPARE(gone.context, QStringLiteral("0"));
    QCOMPARE(gone.args, QStringList { QStringLiteral("999999999") });

    const sb::Error empty = sb::bindCurrentThread(CpuSet());
    QCOMPARE(empty.code, sb::ErrorCode::CpuListInvalid);
    QCOMPARE(empty.value, qint64(sb::CpuListProblem::EmptySet));

    const CpuSet before = localCpus();
    const sb::Error refused = sb::bindCurrentThread(CpuSet { CpuSet::kMaxCpu });
    QCOMPARE(refused.value, qint64(EINVAL));
    QCOMPARE(localCpus(), before);

    QVERIFY(!sb::threadCpus(999999999).ok());
}

void TestThreadAffinity::policyNamesRoundTrip()
{
    for (auto policy :
        { ClientBindPolicy::All, ClientBindPolicy::Compact, ClientBindPolicy::Scatter, ClientBindPolicy::None }) {
        const auto parsed = sb::parseClientBindPolicy(sb::clientBindPolicyName(policy));
        QVERIFY(parsed.ok());
        QCOMPARE(*parsed, policy);
    }
    QCOMPARE(sb::clientBindPolicyName(ClientBindPolicy::Scatter), QStringLiteral("scatter"));
    const auto bad = sb::parseClientBindPolicy(QStringLiteral("spread"));
    QVERIFY(!bad.ok());
    QCOMPARE(bad.error().context, QStringLiteral("--client-bind"));
    QCOMPARE(bad.error().detail, QStringLiteral("spread"));
    QCOMPARE(bad.error().value, qint64(sb::OptionProblem::OneOf));
}

void TestThreadAffinity::cpuForWorkerAllAndNone()
{
    const Topology t = *Topology::fromSynthetic(QStringLiteral("package:2 core:6 pu:2"));
    const CpuSet client = CpuSet::range(0, 23);
    QCOMPARE(sb::cpuForWorker(ClientBindPolicy::All, client, t, 5), client);
    QVERIFY(sb::cpuForWorker(ClientBindPolicy::None, client, t, 5).isEmpty());
    QVERIFY(sb::cpuForWorker(ClientBindPolicy::Compact, CpuSet(), t, 0).isEmpty());
}

void TestThreadAffinity::cpuForWorkerCompact()
{
    const Topology t = *Topology::fromSynthetic(QStringLiteral("package:2 core:6 pu:2"));
    const CpuSet client = CpuSet::range(0, 23);
    // Siblings first: workers 0 and 1 share core 0.
    QCOMPARE(sb::cpuForWorker(ClientBindPolicy::Compact, client, t, 0), CpuSet { 0 });
    QCOMPARE(sb::cpuForWorker(ClientBindPolicy::Compact, client, t, 1), CpuSet { 1 });
    QCOMPARE(sb::cpuForWorker(ClientBindPolicy::Compact, client, t, 2), CpuSet { 2 });
    QCOMPARE(sb::cpuForWorker(ClientBindPolicy::Compact, client, t, 23), CpuSet { 23 });
    QCOMPARE(sb::cpuForWorker(ClientBindPolicy::Compact, client, t, 24), CpuSet { 0 }); // round-robin
}

void TestThreadAffinity::cpuForWorkerScatter()
{
    const Topology t = *Topology::fromSynthetic(QStringLiteral("package:2 core:6 pu:2"));
    const CpuSet client = CpuSet::range(0, 23);
    // Packages alternate, one PU per core, siblings only after every core has a worker.
    QCOMPARE(sb::cpuForWorker(ClientBindPolicy::Scatter, client, t, 0), CpuSet { 0 });
    QCOMPARE(sb::cpuForWorker(ClientBindPolicy::Scatter, client, t, 1), CpuSet { 12 });
    QCOMPARE(sb::cpuForWorker(ClientBindPolicy::Scatter, client, t, 2), CpuSet { 2 });
    QCOMPARE(sb::cpuForWorker(ClientBindPolicy::Scatter, client, t, 11), CpuSet { 22 });
    QCOMPARE(sb::cpuForWorker(ClientBindPolicy::Scatter, client, t, 12), CpuSet { 1 });
    QCOMPARE(sb::cpuForWorker(ClientBindPolicy::Scatter, client, t, 13), CpuSet { 13 });
    CpuSet firstTwelve;
    for (int i = 0; i < 12; ++i)
        firstTwelve = firstTwelve | sb::cpuForWorker(ClientBindPolicy::Scatter, client, t, i);
    QCOMPARE(t.coresCovered(firstTwelve), 12);
}

void TestThreadAffinity::cpuForWorkerOnASubset()
{
    const Topology t = *Topology::fromSynthetic(QStringLiteral("package:2 core:6 pu:2"));
    const CpuSet client { 0, 1, 2, 3, 30 }; // 30 is not in the topology but still gets a worker
    QCOMPARE(sb::cpuForWorker(ClientBindPolicy::Scatter, client, t, 0), CpuSet { 0 });
    QCOMPARE(sb::cpuForWorker(ClientBindPolicy::Scatter, client, t, 1), CpuSet { 2 });
    QCOMPARE(sb::cpuForWorker(ClientBindPolicy::Scatter, client, t, 2), CpuSet { 1 });
    QCOMPARE(sb::cpuForWorker(ClientBindPolicy::Scatter, client, t, 4), CpuSet { 30 });
    QCOMPARE(sb::cpuForWorker(ClientBindPolicy::Compact, client, t, 2), CpuSet { 2 });
}

QTEST_APPLESS_MAIN(TestThreadAffinity)
#include "tst_threadaffinity.moc"
