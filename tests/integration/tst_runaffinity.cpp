// SPDX-License-Identifier: GPL-3.0-or-later
// CPU binding for real: workers on the PUs asked, the sandbox server's threads (also ones born after the binding)
// on the server set, and the old masks back afterwards, all read back from the kernel.
#include "support/testserver.h"

#include "common/bindingproblem.h"
#include "affinity/runaffinity.h"
#include "engine/runner.h"
#include "workload/workloadregistry.h"

#include <mutex>

using namespace sb;

class TestRunAffinity : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;
    pid_t m_serverPid = 0;
    std::unique_ptr<Workload> m_workload;
    std::optional<Topology> m_topology;

private Q_SLOTS:
    void initTestCase()
    {
        m_profile = test::sandboxProfile(QStringLiteral("affinity_it"));
        m_serverPid = pid_t(SandboxServer(test::sandboxDir()).status().pid);
        QVERIFY(m_serverPid > 0);
        auto topology = Topology::loadLocal();
        QVERIFY(topology.ok());
        m_topology.emplace(std::move(*topology));
        auto w = WorkloadRegistry::create(QStringLiteral("oltp_point_select"), { { QStringLiteral("table_size"), QStringLiteral("1000") } });
        QVERIFY(w.ok());
        m_workload = std::move(*w);
        PrepareOptions p;
        p.recreate = true;
        QVERIFY(!m_workload->prepare(m_profile, p));
    }

    void cleanupTestCase()
    {
        Session s;
        if (!s.connect(m_profile))
            m_workload->cleanup(s);
    }

    void workersRunOnThePusAsked()
    {
        const CpuSet all = m_topology->allPus();
        AffinityRequest request;
        request.clientCpus = all.toCpuList();
        request.clientBind = ClientBindPolicy::Compact;
        auto affinity = RunAffinity::apply(*m_topology, request);
        QVERIFY(affinity.ok());
        RunOptions o;
        o.threads = 4;
        o.timeSec = 0.5;
        o.reportIntervalMs = 0;
        std::mutex mutex;
        std::map<int, CpuSet> seen;
        (*affinity)->install(o);
        auto bind = o.onWorkerStart;
        o.onWorkerStart = [&](int index) {
            bind(index);
            auto mask = threadCpus(currentThreadId()); // from the kernel, per thread
            std::lock_guard lock(mutex);
            seen[index] = mask.ok() ? *mask : CpuSet();
        };
        Runner runner(m_profile, *m_workload, o);
        QCOMPARE(runner.run().status, RunStatus::Finished);
        QCOMPARE(int(seen.size()), 4);
        for (const auto& [index, mask] : seen) {
            const CpuSet expected = cpuForWorker(ClientBindPolicy::Compact, all, *m_topology, index);
            QCOMPARE(mask.count(), 1);
            QCOMPARE(mask.toCpuList(), expected.toCpuList());
        }
        QCOMPARE((*affinity)->effectiveClientCpus().toCpuList(), all.toCpuList());
    }

    void serverThreadsCarryTheSetAndGetTheirMasksBack()
    {
        const QList<ThreadMask> before = ServerBinding::readThreads(m_serverPid);
        QVERIFY(!before.isEmpty());
        const CpuSet first = *CpuSet::parse(QString::number(m_topology->allPus().toVector().front()));
        AffinityRequest request;
        request.serverCpus = first.toCpuList();
        request.serverPid = m_serverPid;
        request.sampleServerThreads = true;
        {
            auto affinity = RunAffinity::apply(*m_topology, request);
            QVERIFY2(affinity.ok(), qPrintable(affinity.error().detail));
            for (const ThreadMask& t : ServerBinding::readThreads(m_serverPid))
                QVERIFY2(t.cpus == first, qPrintable(QStringLiteral("thread %1 has %2").arg(t.tid).arg(t.cpus.toCpuList())));

            // A connection made after the binding is served by a thread that carries the set too.
            Session late;
            QVERIFY(!late.connect(m_profile));
            auto tid = late.scalar(QStringLiteral("SELECT TID FROM information_schema.PROCESSLIST WHERE ID = CONNECTION_ID()"));
            QVERIFY(tid.ok());
            auto mask = threadCpus(pid_t(tid->toInt()));
            QVERIFY(mask.ok());
            QCOMPARE(mask->toCpuList(), first.toCpuList());

            RunOptions o;
            o.threads = 2;
            o.timeSec = 1;
            o.reportIntervalMs = 250;
            (*affinity)->install(o);
            std::vector<IntervalSample> samples;
            Runner runner(m_profile, *m_workload, o);
            runner.setIntervalHandler([&](const IntervalSample& s) { samples.push_back(s); });
            QCOMPARE(runner.run().status, RunStatus::Finished);
            bool busyThreadSeen = false;
            for (const IntervalSample& s : samples) {
                for (const ServerThreadCpu& t : s.serverThreads) {
                    busyThreadSeen |= t.cpuPercent > 1;
                    QCOMPARE(t.lastCpu, first.toVector().front());
                }
            }
            QVERIFY(busyThreadSeen);
            const QJsonObject record = (*affinity)->record();
            QCOMPARE(record.value(QStringLiteral("server")).toObject().value(QStringLiteral("effective")).toString(), first.toCpuList());
            QVERIFY(!(*affinity)->restore());
        }
        for (const ThreadMask& old : before) {
            auto now = threadCpus(old.tid);
            if (now.ok()) // threads may end meanwhile
                QVERIFY2(*now == old.cpus, qPrintable(QStringLiteral("thread %1 kept %2").arg(old.tid).arg(now->toCpuList())));
        }
    }

    void theSamplerStaysOffTheServerCpusWhenAsked()
    {
        const CpuSet all = m_topology->allPus();
        if (all.count() < 2)
            QFAIL("needs two CPUs");
        const CpuSet before = *threadCpus(currentThreadId());
        AffinityRequest request;
        request.serverCpus = QString::number(all.first());
        request.serverPid = m_serverPid;
        request.keepSamplerOffServer = true;
        {
            auto affinity = RunAffinity::apply(*m_topology, request);
            QVERIFY(affinity.ok());
            const CpuSet mine = *threadCpus(currentThreadId());
            QVERIFY(!mine.contains(all.first()));
            QCOMPARE(mine.toCpuList(), (all - *CpuSet::parse(request.serverCpus)).toCpuList());
        }
        QVERIFY(!bindCurrentThread(before));
    }

    void impossibleRequestsChangeNothing()
    {
        const QList<ThreadMask> before = ServerBinding::readThreads(m_serverPid);
        AffinityRequest request;
        request.serverCpus = QStringLiteral("0-4095");
        request.serverPid = m_serverPid;
        QVERIFY(!RunAffinity::apply(*m_topology, request).ok());
        request.serverCpus = QStringLiteral("cores:64");
        QVERIFY(!RunAffinity::apply(*m_topology, request).ok());
        request.serverCpus = QStringLiteral("0");
        request.serverPid = 0; // a remote server: no binding can be promised
        auto remote = RunAffinity::apply(*m_topology, request);
        QVERIFY(!remote.ok());
        QCOMPARE(remote.error().code, ErrorCode::BindingRefused);
        QCOMPARE(remote.error().value, qint64(BindingProblem::NotLocal));
        request.serverCpus = QStringLiteral("0");
        request.serverPid = ::getpid(); // a process that is not a server
        auto notServer = RunAffinity::apply(*m_topology, request);
        QVERIFY(!notServer.ok());
        QCOMPARE(notServer.error().value, qint64(BindingProblem::NotAServer));
        QCOMPARE(notServer.error().args.value(0), QString::number(::getpid()));
        request.serverPid = 0;

        // A server reached over the network: MariaDB has no resource groups, and the error says so.
        request.remoteServer = m_profile;
        auto viaGroup = RunAffinity::apply(*m_topology, request);
        QVERIFY(!viaGroup.ok());
        QCOMPARE(viaGroup.error().code, ErrorCode::BindingRefused);
        QCOMPARE(viaGroup.error().value, qint64(BindingProblem::MariaDbNoGroups));
        request.serverCpus = QStringLiteral("cores:1"); // a preset describes this machine, not the remote one
        QCOMPARE(RunAffinity::apply(*m_topology, request).error().value, qint64(BindingProblem::PresetForRemote));
        for (const ThreadMask& t : ServerBinding::readThreads(m_serverPid)) {
            for (const ThreadMask& old : before) {
                if (old.tid == t.tid)
                    QVERIFY(t.cpus == old.cpus);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestRunAffinity)
#include "tst_runaffinity.moc"
