// SPDX-License-Identifier: GPL-3.0-or-later
// The off-CPU profile through the agent (issue 35): on the ssh test bed (AgentBed: sshd and a sandbox in a PID
// namespace of their own, so that only the agent sees the server's threads), oltp_update_index on a 100-row table at
// 32 clients with --profile-server=off-cpu, from the CLI with --server-host-ssh and the server found by its port
// (bound to CPU 1: through the agent, the server's host collectors run for a bound server only):
// the UPDATE's row-lock wait ranks among the top waiting places per transaction, and oltp_point_select on the same
// table shows it far lower, as tst_offcpusandbox checks on a local server (the same check: support/offcpuranking.h).
// perf records and folds on the bed's side; the stacks come back folded, in µs.
#include "support/agentbed.h"
#include "support/offcpuranking.h"
#include "support/testserver.h"

#include <QStandardPaths>

using namespace sb;
using namespace sb::test::bed;

class TestAgentOffCpu : public QObject {
    Q_OBJECT

private:
    AgentBed m_bed;

    test::CliResult cli(const QStringList& args) const
    {
        const ServerProfile& p = m_bed.profile;
        return test::runCli(args
                + QStringList { QStringLiteral("--host=127.0.0.1"), QStringLiteral("--port=%1").arg(p.port),
                    QStringLiteral("--user=") + p.user, QStringLiteral("--password=") + p.password,
                    QStringLiteral("--database=sbtest"), QStringLiteral("--ssl-mode=DISABLED"), QStringLiteral("--table-size=100") },
            QProcessEnvironment::systemEnvironment(), test::scaledMs(600000));
    }

    // `bound`: the server bound to CPU 1 there; unbound, the agent still finds it by its port for the profile.
    test::CliResult run(const QString& workload, const QString& store, bool bound) const
    {
        return cli(QStringList { QStringLiteral("run"), workload, QStringLiteral("--threads=32"), QStringLiteral("--time=2"),
                       QStringLiteral("--warmup-time=1"), QStringLiteral("--profile-server=off-cpu"),
                       QStringLiteral("--server-host-ssh=root@127.0.0.1:%1").arg(m_bed.sshPort),
                       QStringLiteral("--ssh-config=") + m_bed.path(QStringLiteral("ssh_config")),
                       QStringLiteral("--agent-path=") + m_bed.agent, QStringLiteral("--store=") + store }
            + (bound ? QStringList { QStringLiteral("--server-cpus=1") } : QStringList()));
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString missing = AgentBed::missing(); !missing.isEmpty())
            QSKIP(qPrintable(missing));
        if (QStandardPaths::findExecutable(QStringLiteral("perf")).isEmpty())
            QSKIP("perf is not installed (packaging/install-deps.sh installs linux-perf)");
        const QString failed = m_bed.start();
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        const auto r = cli({ QStringLiteral("prepare"), QStringLiteral("oltp_update_index") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }

    void rowLockWaitRanksHighInUpdatesOnlyThroughTheAgent()
    {
        const QString store = m_bed.path(QStringLiteral("offcpu.sqlite"));
        // The updates bound, the point selects not: both profiled there.
        for (const QString& workload : { QStringLiteral("oltp_update_index"), QStringLiteral("oltp_point_select") }) {
            const auto r = run(workload, store, workload == QLatin1String("oltp_update_index"));
            QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
            QVERIFY2(!r.out.contains(QLatin1String("protocol 2")), qPrintable(r.out)); // every part through the agent
            qInfo("%s through the agent with the off-CPU profile: %lld ms end to end", qPrintable(workload), r.elapsedMs);
        }
        ResultStore s;
        QVERIFY(!s.open(store));
        test::verifyRowLockRanking(s, "through the agent");
        if (QTest::currentTestFailed())
            return;
        // Recorded there: the environment says the agent's host, not this one.
        const auto runs = s.listRuns();
        QCOMPARE(runs->size(), 2);
        for (const StoredRun& stored : *runs) {
            const QJsonObject env = *s.environment(stored.id);
            QVERIFY2(env.value(QStringLiteral("server_offcpu_profile")).toObject().value(QStringLiteral("switches")).toDouble() > 0,
                QJsonDocument(env).toJson().constData());
        }
    }

    void cleanupTestCase() { m_bed.stop(); }
};

QTEST_GUILESS_MAIN(TestAgentOffCpu)
#include "tst_agentoffcpu.moc"
