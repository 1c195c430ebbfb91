// SPDX-License-Identifier: GPL-3.0-or-later
// The server on "another host": a private sshd on 127.0.0.1 with its own keys, and a sandbox server, both in a PID
// and mount namespace of their own (unshare), so that this process cannot see or bind the server's threads by its
// pids. Everything goes through scalebench-agent over the system's ssh: a bound run (masks applied, read back and
// restored), a killed ssh (restored within 2 s), a stopped ssh (restored within the heartbeat timeout), and the
// refusals (not a server, another protocol version, a key the host refuses, an unknown host key), nothing bound;
// protocol 2's host counters, on-CPU profile and incident host part run there, and a version-1 agent
// (--protocol=1) still binds; the same from the CLI.
// The masks are also checked from outside the namespace, by this test alone, on the real threads. The agent is the
// one its own .deb installs (dpkg-deb -x), where dpkg-dev made that package.
#include "support/agentbed.h"
#include "support/testserver.h"
#include "support/timescale.h"

#include "affinity/agentservermachine.h"
#include "collectors/agentcollectors.h"
#include "collectors/hostcounters.h"
#include "collectors/hostio.h"
#include "collectors/runcost.h"
#include "collectors/runevent.h"
#include "collectors/incident.h"
#include "collectors/serverwatch.h"
#include "common/bindingproblem.h"
#include "affinity/runaffinity.h"
#include "affinity/threadaffinity.h"
#include "experiment/measuredrun.h"
#include "server/agentconnection.h"
#include "server/agentproblem.h"
#include "store/resultstore.h"
#include "workload/workloadregistry.h"

#include <QDir>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <csignal>
#include <thread>

using namespace sb;

using namespace sb::test::bed;

class TestAgent : public QObject {
    Q_OBJECT

private:
    AgentBed m_bed;
    unsigned m_sshPort = 0;
    QString m_agent; // the agent the "server host" runs: unpacked from its .deb where one was made
    ServerProfile m_profile;
    CpuSet m_all;
    std::unique_ptr<Workload> m_workload;

    QString path(const QString& name) const { return m_bed.path(name); }
    SshTarget target(const QString& config = QStringLiteral("ssh_config")) const { return m_bed.target(config); }
    pid_t serverPidOutside() const { return m_bed.serverPidOutside(); }
    QString masksOutside() const { return masks(serverPidOutside()); }

    // scalebench-cli run through the agent, `during` run meanwhile: its exit status and everything it printed.
    std::pair<int, QString> cli(const QString& agent, const QStringList& extra, const std::function<void()>& during = {}) const
    {
        QProcess p; // into a file: `during` reads no pipe meanwhile
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.setStandardOutputFile(path(QStringLiteral("cli.out")));
        p.start(qEnvironmentVariable("SCALEBENCH_CLI"),
            QStringList { QStringLiteral("run"), QStringLiteral("oltp_point_select"), QStringLiteral("--table_size=1000"),
                QStringLiteral("--host=127.0.0.1"), QStringLiteral("--port=%1").arg(m_profile.port),
                QStringLiteral("--user=") + m_profile.user, QStringLiteral("--password=") + m_profile.password,
                QStringLiteral("--database=sbtest"), QStringLiteral("--ssl-mode=DISABLED"), QStringLiteral("--server-cpus=1"),
                QStringLiteral("--server-host-ssh=root@127.0.0.1:%1").arg(m_sshPort),
                QStringLiteral("--ssh-config=") + path(QStringLiteral("ssh_config")), QStringLiteral("--agent-path=") + agent,
                QStringLiteral("--store=") + path(QStringLiteral("cli.sqlite")) }
                + extra);
        if (during)
            during();
        p.waitForFinished(test::scaledMs(120000));
        return { p.exitCode(), QString::fromUtf8(readAll(path(QStringLiteral("cli.out")))) };
    }

    MeasuredRunRequest request(double seconds) const
    {
        MeasuredRunRequest r;
        r.spec.workload = QStringLiteral("oltp_point_select");
        r.spec.workloadOptions = { { QStringLiteral("table_size"), 1000 } };
        r.spec.threads = 1;
        r.spec.durationSec = seconds;
        r.spec.reportIntervalMs = 500;
        r.spec.serverCpu = CpuConfig { QStringLiteral("1"), QStringLiteral("1") };
        r.server.profile = m_profile;
        r.serverSsh = target();
        r.sampleServerThreads = true;
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString missing = AgentBed::missing(); !missing.isEmpty())
            QSKIP(qPrintable(missing));
        const QString failed = m_bed.start();
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        m_sshPort = m_bed.sshPort;
        m_agent = m_bed.agent;
        m_profile = m_bed.profile;
        m_all = m_bed.all;
        auto w = WorkloadRegistry::create(QStringLiteral("oltp_point_select"), { { QStringLiteral("table_size"), QStringLiteral("1000") } });
        QVERIFY(w.ok());
        m_workload = std::move(*w);
        PrepareOptions p;
        p.recreate = true;
        QVERIFY(!m_workload->prepare(m_profile, p));
        QCOMPARE(masksOutside(), m_all.toCpuList());
    }

    void cleanupTestCase() { m_bed.stop(); }

    // The agent finds the server by its port there: this process's pid space has no such pid.
    void theAgentSeesTheServerWhereThisProcessCannot()
    {
        auto host = ServerMachine::open(target());
        QVERIFY2(host.ok(), qPrintable(host.error().detail));
        QVERIFY(!(*host)->isLocal());
        auto server = (*host)->findServer({ 0, m_profile.port, {} });
        QVERIFY2(server.ok(), qPrintable(server.error().detail));
        QVERIFY(server->pid != serverPidOutside()); // a pid of the namespace, not of ours
        auto topology = (*host)->topology();
        QVERIFY(topology.ok());
        QCOMPARE(topology->allPus().toCpuList(), m_all.toCpuList());
        QVERIFY(topology->source().startsWith(QLatin1String("agent:")));
    }

    void boundRunThroughTheAgent()
    {
        ResultStore store;
        MeasuredRunRequest r = request(2);
        auto experiment = MeasuredRun::createExperiment(store, path(QStringLiteral("runs.sqlite")), r);
        QVERIFY(experiment.ok());
        QString duringRun;
        QJsonObject bound;
        MeasuredRunHooks hooks;
        hooks.bound = [&](const QJsonObject& record) {
            bound = record;
            duringRun = masksOutside();
        };
        MeasuredRun measured(r, hooks);
        measured.setStore(&store, *experiment);
        auto outcome = measured.run();
        QVERIFY2(outcome.ok(), qPrintable(outcome.error().detail + QLatin1Char(' ') + QString::number(outcome.error().value)));
        QCOMPARE(outcome->summary.status, RunStatus::Finished);
        QVERIFY(!outcome->restoreError);
        QCOMPARE(duringRun, QStringLiteral("1")); // applied: the kernel says so on the real threads
        const QJsonObject server = bound.value(QStringLiteral("server")).toObject();
        QCOMPARE(server.value(QStringLiteral("effective")).toString(), QStringLiteral("1")); // read back by the agent
        QCOMPARE(masksOutside(), m_all.toCpuList()); // restored
        // The stored environment: the server host's CPUs as the agent read them there.
        const qint64 runId = outcome->phases.value(0).runId;
        auto environment = store.environment(runId);
        QVERIFY(environment.ok());
        const QJsonObject affinity = environment->value(QStringLiteral("affinity")).toObject();
        QCOMPARE(affinity.value(QStringLiteral("server")).toObject().value(QStringLiteral("effective")).toString(), QStringLiteral("1"));
        const QJsonObject host = affinity.value(QStringLiteral("server")).toObject().value(QStringLiteral("host")).toObject();
        QCOMPARE(host.value(QStringLiteral("cpus")).toString(), QStringLiteral("1"));
        QVERIFY(!host.value(QStringLiteral("cpuModel")).toString().isEmpty());
        const QJsonObject machine = affinity.value(QStringLiteral("server_machine")).toObject();
        QCOMPARE(machine.value(QStringLiteral("cpus")).toString(), m_all.toCpuList());
        QCOMPARE(affinity.value(QStringLiteral("server_host")).toObject().value(QStringLiteral("via")).toString(), target().label());
        QCOMPARE(environment->value(QStringLiteral("server_cpu")).toObject().value(QStringLiteral("source")).toString(), QStringLiteral("agent"));
    }

    // Protocol 2: the host counters and the on-CPU profile run on the server's host and are stored as a local run
    // stores them: the same counters read and the same reasons (no PMU here). perf's stop and folding there take
    // longer than the 2 s heartbeat: the agent answers pings meanwhile, so nothing is restored early or lost.
    void hostCollectorsThroughTheAgent()
    {
        HostCounterSession local(serverPidOutside()); // the same server read from here, for its record's shape
        local.begin();
        local.end();
        ResultStore store;
        MeasuredRunRequest r = request(2);
        r.spec.workload = QStringLiteral("oltp_write_only"); // writes: the server's own KB written are above 0
        r.spec.profileServer = QStringLiteral("both"); // the on-CPU and the off-CPU profile, side by side there
        // As Debian's /etc/mysql/mariadb.cnf gives every profile: the connection is TCP, the server found by its port.
        r.server.profile.socket = QStringLiteral("/run/mysqld/mysqld.sock");
        auto experiment = MeasuredRun::createExperiment(store, path(QStringLiteral("collectors.sqlite")), r);
        QVERIFY(experiment.ok());
        MeasuredRun measured(r);
        measured.setStore(&store, *experiment);
        QElapsedTimer timer;
        timer.start();
        auto outcome = measured.run();
        QVERIFY2(outcome.ok(), qPrintable(outcome.error().detail));
        QVERIFY(!outcome->restoreError); // the agent lived through perf's end and folding
        qInfo("a 2 s profiled run through the agent took %lld ms", qint64(timer.elapsed()));
        QCOMPARE(masksOutside(), m_all.toCpuList());
        const qint64 runId = outcome->phases.value(0).runId;
        auto environment = store.environment(runId);
        QVERIFY(environment.ok());
        const QJsonObject counters = environment->value(QStringLiteral("server_host_counters")).toObject();
        QCOMPARE(counters.value(QStringLiteral("source")), local.toJson().value(QStringLiteral("source")));
        QVERIFY(counters.value(QStringLiteral("threads")).toInt() > 1);
        QCOMPARE(counters.value(QStringLiteral("counters")).toObject().keys(),
            local.toJson().value(QStringLiteral("counters")).toObject().keys());
        QVERIFY(counters.value(QStringLiteral("counters")).toObject().value(QStringLiteral("voluntary_switches")).toDouble() > 0);
        const QJsonObject missing = counters.value(QStringLiteral("not_available")).toObject();
        QCOMPARE(missing.keys(), local.toJson().value(QStringLiteral("not_available")).toObject().keys());
        for (const QString& name : missing.keys()) // "no_pmu" here, as a local run says
            QCOMPARE(missing.value(name).toObject().value(QStringLiteral("reason")),
                local.toJson().value(QStringLiteral("not_available")).toObject().value(name).toObject().value(QStringLiteral("reason")));
        const QJsonObject profile = environment->value(QStringLiteral("server_profile")).toObject();
        QVERIFY2(profile.value(QStringLiteral("samples")).toInt() > 0, QJsonDocument(profile).toJson().constData());
        auto stored = store.serverProfile(runId);
        QVERIFY(stored.ok());
        QVERIFY(stored->folded.contains("mariadbd"));
        const QJsonObject off = environment->value(QStringLiteral("server_offcpu_profile")).toObject();
        QVERIFY2(off.value(QStringLiteral("switches")).toDouble() > 0, QJsonDocument(off).toJson().constData());
        auto waits = store.serverProfile(runId, QStringLiteral("off-cpu"));
        QVERIFY(waits.ok() && waits->folded.contains("mariadbd"));
        // The cost readings (host_io there): the server's own I/O, its datadir's device, its peak RSS.
        const QJsonObject cost = environment->value(QStringLiteral("run_cost")).toObject();
        const QByteArray shown = QJsonDocument(cost).toJson();
        QCOMPARE(cost.value(QStringLiteral("server_io")).toObject().value(QStringLiteral("source")).toString(), QStringLiteral("proc_pid_io"));
        QCOMPARE(cost.value(QStringLiteral("device_io")).toObject().value(QStringLiteral("device")).toString(),
            readDeviceIo(serverPidOutside()).device); // the same device as read from here
        const double peak = cost.value(QStringLiteral("memory")).toObject().value(QStringLiteral("peak_rss_kb")).toDouble();
        QVERIFY2(peak > 0 && peak <= double(readMemory(serverPidOutside()).peakRssKb), shown.constData());
        const QJsonObject perTx = RunCost::summaryJson(*environment, outcome->summary.transactions);
        for (const char* key : { "kb_read_per_tx", "kb_written_per_tx", "disk_reads_per_tx", "peak_rss_mb" })
            QVERIFY2(perTx.value(QLatin1String(key)).isDouble(), QJsonDocument(perTx).toJson().constData());
        QVERIFY2(perTx.value(QStringLiteral("kb_written_per_tx")).toDouble() > 0, QJsonDocument(perTx).toJson().constData());
        hostIoRoundTrip();
        qInfo("through the agent: %.3f KB read, %.3f KB written, %.3f disk reads per transaction, peak RSS %.1f MB",
            perTx.value(QStringLiteral("kb_read_per_tx")).toDouble(), perTx.value(QStringLiteral("kb_written_per_tx")).toDouble(),
            perTx.value(QStringLiteral("disk_reads_per_tx")).toDouble(), perTx.value(QStringLiteral("peak_rss_mb")).toDouble());
    }

    // A version-1 agent (the same binary, --protocol=1) still binds; what needs version 2 is stored as such and said
    // once, never 0.
    void oldAgentBindsAndNamesTheRest()
    {
        SshTarget old = target();
        old.agentPath += QStringLiteral(" --protocol=1");
        MeasuredRunRequest r = request(1);
        r.serverSsh = old;
        r.spec.profileServer = QStringLiteral("both");
        QString duringRun;
        QList<CollectorNote> notes;
        MeasuredRunHooks hooks;
        hooks.bound = [&](const QJsonObject&) { duringRun = masksOutside(); };
        hooks.collectorNote = [&](const CollectorNote& note) { notes.append(note); };
        ResultStore store;
        auto experiment = MeasuredRun::createExperiment(store, path(QStringLiteral("old.sqlite")), r);
        QVERIFY(experiment.ok());
        MeasuredRun measured(r, hooks);
        measured.setStore(&store, *experiment);
        auto outcome = measured.run();
        QVERIFY2(outcome.ok(), qPrintable(outcome.error().detail));
        QCOMPARE(duringRun, QStringLiteral("1"));
        QCOMPARE(masksOutside(), m_all.toCpuList());
        QCOMPARE(notes.size(), 1);
        QCOMPARE(notes.first().kind, CollectorNote::Kind::NeedsAgentProtocol2);
        QCOMPARE(notes.first().names,
            QStringList({ QStringLiteral("host_counters"), QStringLiteral("io_memory"), QStringLiteral("server_profile"),
                QStringLiteral("server_offcpu_profile"), QStringLiteral("incident_host_threads") }));
        auto environment = store.environment(outcome->phases.value(0).runId);
        QVERIFY(environment.ok());
        const QJsonObject counters = environment->value(QStringLiteral("server_host_counters")).toObject();
        QVERIFY(counters.value(QStringLiteral("counters")).toObject().isEmpty());
        const QString code = hostCounterReason(counters, QStringLiteral("cswitch_per_tx"));
        QCOMPARE(code, QStringLiteral("needs_agent_protocol_2"));
        QVERIFY(!hostCounterMetric(counters, QStringLiteral("cswitch_per_tx"), 1000)); // not available, not 0
        const QJsonObject profile = environment->value(QStringLiteral("server_profile")).toObject();
        QCOMPARE(profile.value(QStringLiteral("not_available")).toObject().value(QStringLiteral("reason")).toString(), code);
        QVERIFY(environment->value(QStringLiteral("server_cpu")).toObject().contains(QStringLiteral("seconds"))); // v1 has it
        const QJsonObject cost = environment->value(QStringLiteral("run_cost")).toObject();
        for (const char* part : { "server_io", "device_io", "memory" })
            QCOMPARE(cost.value(QLatin1String(part)).toObject().value(QStringLiteral("reason")).toString(), code);
        QCOMPARE(RunCost::summaryJson(*environment, 1000).value(QStringLiteral("kb_read_per_tx")).toString(),
            QStringLiteral("not available (needs agent protocol 2)"));
    }

    // The server killed (-9) in the bed and started again there 5 s into a bound run: found again through the agent
    // (its pid and start time there), bound again and read back, its event kept; the cost readings follow it.
    void restartedServerIsFoundAndBoundThroughTheAgent()
    {
        MeasuredRunRequest r = request(14);
        std::atomic<bool> bound { false };
        std::vector<RunEvent> events;
        std::mutex eventsMutex;
        MeasuredRunHooks hooks;
        hooks.bound = [&](const QJsonObject&) { bound = true; };
        hooks.runEvent = [&](const RunEvent& e) {
            std::lock_guard lock(eventsMutex);
            events.push_back(e);
        };
        ResultStore store;
        auto experiment = MeasuredRun::createExperiment(store, path(QStringLiteral("restart.sqlite")), r);
        QVERIFY(experiment.ok());
        MeasuredRun measured(r, hooks);
        measured.setStore(&store, *experiment);
        std::optional<Result<MeasuredRunOutcome>> outcome;
        std::thread runner([&] { outcome.emplace(measured.run()); });
        QTRY_VERIFY_WITH_TIMEOUT(bound.load(), test::scaledMs(60000));
        std::this_thread::sleep_for(std::chrono::seconds(5));
        const pid_t old = serverPidOutside();
        QCOMPARE(masks(old), QStringLiteral("1"));
        ::kill(old, SIGKILL);
        QVERIFY(restartSandboxInTheBed());
        const pid_t fresh = serverPidOutside();
        QVERIFY(fresh > 0 && fresh != old);
        QTRY_VERIFY_WITH_TIMEOUT(masks(fresh) == QStringLiteral("1"), test::scaledMs(3000)); // bound through the agent
        runner.join();
        QVERIFY2(outcome && outcome->ok(), outcome ? qPrintable((*outcome).error().detail) : "no outcome");
        QCOMPARE((*outcome)->summary.status, RunStatus::Finished);
        QCOMPARE(masksOutside(), m_all.toCpuList()); // the new process restored at the end
        QCOMPARE(events.size(), std::size_t(1));
        const QJsonObject d = events.front().detail;
        QCOMPARE(d.value(QStringLiteral("seen_by")).toString(), QStringLiteral("process"));
        QVERIFY(d.value(QStringLiteral("new_pid")).toInt() > 0 && d.value(QStringLiteral("new_pid")) != d.value(QStringLiteral("old_pid")));
        QCOMPARE(d.value(QStringLiteral("binding")).toObject().value(QStringLiteral("read_back")).toString(), QStringLiteral("1"));
        qInfo("through the agent: bound %.0f ms after the new server answered", d.value(QStringLiteral("bound_ms")).toDouble());
        auto environment = store.environment((*outcome)->phases.value(0).runId);
        QVERIFY(environment.ok());
        const QJsonObject io = environment->value(QStringLiteral("run_cost")).toObject().value(QStringLiteral("server_io")).toObject();
        QVERIFY2(io.value(QStringLiteral("restarts")).toInt() == 1 && io.value(QStringLiteral("read_bytes")).isDouble(),
            QJsonDocument(io).toJson().constData());
        auto stored = store.runEvents((*outcome)->phases.value(0).runId);
        QVERIFY(stored.ok() && stored->size() == 1);
    }

    // From the CLI, with Debian's /etc/mysql files naming a socket: found by its port there (no --server-pid),
    // bound and profiled; a version-1 agent binds and the run says once what needs protocol 2.
    void cliRunsThroughTheAgent()
    {
        auto [status, text] = cli(m_agent, { QStringLiteral("--time=1"), QStringLiteral("--profile-server") });
        QVERIFY2(status == 0, qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("Server profile")) && text.contains(QLatin1String("cswitch_per_tx:")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("not on this machine")) && !text.contains(QLatin1String("protocol 2")), qPrintable(text));
        // The cost per transaction read there: numbers, not "not available (remote)".
        QVERIFY2(QRegularExpression(QStringLiteral("kb_written_per_tx:\\s+[0-9]")).match(text).hasMatch()
                && QRegularExpression(QStringLiteral("peak_rss_mb:\\s+[0-9]")).match(text).hasMatch(),
            qPrintable(text));
        std::tie(status, text) = cli(m_agent + QStringLiteral(" --protocol=1"), { QStringLiteral("--time=1"), QStringLiteral("--profile-server") });
        QVERIFY2(status == 0, qPrintable(text));
        QCOMPARE(text.count(QStringLiteral("need agent protocol 2")), 1);
        QVERIFY2(text.contains(QLatin1String("not available (needs agent protocol 2")), qPrintable(text));
        QCOMPARE(masksOutside(), m_all.toCpuList());
    }

    // The server stopped (SIGSTOP) for 3 s mid-run: the incident's host part is read by the agent there, with the
    // stopped threads; its SQL parts go unanswered as for a local server.
    void incidentHostPartThroughTheAgent()
    {
        const pid_t pid = serverPidOutside();
        auto [status, text] = cli(m_agent,
            { QStringLiteral("--time=8"), QStringLiteral("--threads=4"), QStringLiteral("--report-interval=0.5"),
                QStringLiteral("--stall-timeout=0.5"), QStringLiteral("--json") },
            [pid] {
                std::this_thread::sleep_for(std::chrono::seconds(3));
                ::kill(pid, SIGSTOP);
                std::this_thread::sleep_for(std::chrono::seconds(3));
                ::kill(pid, SIGCONT);
            });
        ::kill(pid, SIGCONT); // again, in case
        QVERIFY2(status == 0, qPrintable(text.right(3000)));
        bool stoppedSeen = false;
        for (const QString& line : text.split(QLatin1Char('\n'))) {
            const QJsonObject o = QJsonDocument::fromJson(line.toUtf8()).object();
            if (o.value(QStringLiteral("type")).toString() != QLatin1String("incident"))
                continue;
            const Incident i = Incident::fromJson(o);
            stoppedSeen = stoppedSeen
                || (i.hostThreads == Incident::Part::Answered && i.threadStates.value(QStringLiteral("T")).toInt() > 0
                    && !i.threads.isEmpty());
        }
        QVERIFY2(stoppedSeen, qPrintable(text.right(3000)));
    }

    // kill -9 of ssh mid-run: sshd closes the agent's stdin and the agent restores.
    void killedSshRestoresWithinTwoSeconds()
    {
        endSshMidRun(SIGKILL, 2000);
    }

    // A stopped ssh keeps the TCP connection open: the agent hears no heartbeat and restores.
    void stoppedSshRestoresWithinTheHeartbeat()
    {
        endSshMidRun(SIGSTOP, target().heartbeatMs + 1000);
    }

    void notAServerIsRefused()
    {
        auto host = ServerMachine::open(target());
        QVERIFY(host.ok());
        AffinityRequest a;
        a.serverCpus = QStringLiteral("1");
        a.serverHost = *host;
        a.serverLocator = { 1, 0, {} }; // the namespace's first process: the shell, not a server
        auto topology = Topology::loadLocal();
        auto applied = RunAffinity::apply(*topology, a);
        QVERIFY(!applied.ok());
        QCOMPARE(applied.error().code, ErrorCode::BindingRefused);
        QCOMPARE(BindingProblem(applied.error().value), BindingProblem::NotAServer);
        QCOMPARE(applied.error().args.value(1), QStringLiteral("dash")); // sh is dash on Debian
        QCOMPARE(masksOutside(), m_all.toCpuList());
    }

    void wrongAgentVersionIsRefused()
    {
        SshTarget t = target();
        t.protocol = 99;
        auto host = ServerMachine::open(t);
        QVERIFY(!host.ok());
        QCOMPARE(host.error().code, ErrorCode::AgentFailed);
        QCOMPARE(AgentProblem(host.error().value), AgentProblem::VersionMismatch);
        QCOMPARE(host.error().args, QStringList({ QStringLiteral("2"), QStringLiteral("99") }));
        MeasuredRunRequest r = request(1);
        r.serverSsh = t;
        MeasuredRun measured(r);
        auto outcome = measured.run();
        QVERIFY(!outcome.ok());
        QCOMPARE(outcome.error().code, ErrorCode::AgentFailed);
        QCOMPARE(masksOutside(), m_all.toCpuList());
    }

    void refusedKeyIsAClearError()
    {
        auto host = ServerMachine::open(target(QStringLiteral("ssh_config_other_key")));
        QVERIFY(!host.ok());
        QCOMPARE(host.error().code, ErrorCode::AgentFailed);
        QCOMPARE(AgentProblem(host.error().value), AgentProblem::AuthenticationRefused);
        QVERIFY2(host.error().detail.contains(QLatin1String("Permission denied")), qPrintable(host.error().detail));
        QCOMPARE(masksOutside(), m_all.toCpuList());
    }

    void unknownHostKeyIsNeverAccepted()
    {
        auto host = ServerMachine::open(target(QStringLiteral("ssh_config_unknown_host")));
        QVERIFY(!host.ok());
        QCOMPARE(AgentProblem(host.error().value), AgentProblem::HostKeyRefused);
        QCOMPARE(masksOutside(), m_all.toCpuList());
    }

private:
    // What one host_io reading costs through the agent (a run takes two, and one an interval while it watches for
    // restarts): printed, not asserted.
    void hostIoRoundTrip()
    {
        auto host = ServerMachine::open(target());
        QVERIFY(host.ok());
        auto* agent = dynamic_cast<AgentServerMachine*>(host->get());
        QVERIFY(agent);
        auto server = (*host)->findServer({ 0, m_profile.port, {} });
        QVERIFY(server.ok());
        const auto read = agentHostIo(agent->sharedConnection());
        QElapsedTimer timer;
        timer.start();
        constexpr int kCalls = 20;
        for (int i = 0; i < kCalls; ++i)
            QVERIFY(read(server->pid).io.ok());
        qInfo("one host_io reading through the agent: %.2f ms", double(timer.nsecsElapsed()) / 1e6 / kCalls);
    }

    // The bed's sandbox started again inside the bed (its pid namespace: through the bed's sshd), same datadir.
    bool restartSandboxInTheBed() const
    {
        return run(QStringLiteral("ssh"), { QStringLiteral("-F"), path(QStringLiteral("ssh_config")), QStringLiteral("-p"),
            QString::number(m_sshPort), QStringLiteral("root@127.0.0.1"),
            QStringLiteral("'%1' sandbox start --dir '%2' </dev/null >>'%3' 2>&1")
                .arg(qEnvironmentVariable("SCALEBENCH_CLI"), path(QStringLiteral("sandbox")), path(QStringLiteral("sandbox.log"))) });
    }

    void endSshMidRun(int signal, int restoredWithinMs)
    {
        MeasuredRunRequest r = request(30);
        std::atomic<bool> bound { false };
        MeasuredRunHooks hooks;
        hooks.bound = [&](const QJsonObject&) { bound = true; };
        MeasuredRun measured(r, hooks);
        std::optional<Result<MeasuredRunOutcome>> outcome;
        std::thread runner([&] { outcome.emplace(measured.run()); });
        QTRY_VERIFY_WITH_TIMEOUT(bound.load(), test::scaledMs(60000));
        QCOMPARE(masksOutside(), QStringLiteral("1"));
        const pid_t ssh = sshChild();
        QVERIFY(ssh > 0);
        QElapsedTimer timer;
        timer.start();
        ::kill(ssh, signal);
        QTRY_VERIFY_WITH_TIMEOUT(masksOutside() == m_all.toCpuList(), restoredWithinMs);
        qInfo("restored %lld ms after signal %d to ssh", qint64(timer.elapsed()), signal);
        if (signal == SIGSTOP) {
            ::kill(ssh, SIGKILL);
            ::kill(ssh, SIGCONT);
        }
        measured.requestStop();
        runner.join();
        QVERIFY(outcome && outcome->ok());
        QCOMPARE((*outcome)->restoreError.code, ErrorCode::AgentFailed); // the client saw the agent go
        QCOMPARE(masksOutside(), m_all.toCpuList());
    }
};

QTEST_GUILESS_MAIN(TestAgent)
#include "tst_agent.moc"
