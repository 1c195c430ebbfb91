// SPDX-License-Identifier: GPL-3.0-or-later
// A run over two servers (the suite's sandbox and a second one started here through SandboxServer): connections go
// round-robin over the hosts, and each server's own Com_select agrees with the run's per-host counts.
#include "common/optionproblem.h"
#include "engine/runner.h"
#include "support/testserver.h"
#include "workload/workloadregistry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace sb;

class TestMultiHost : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    ServerProfile m_first, m_second; // by TCP on 127.0.0.1, same user, password and database
    std::unique_ptr<Workload> m_workload;

    qint64 comSelect(const ServerProfile& p)
    {
        Session s;
        if (s.connect(p))
            return -1;
        return test::status(s, QStringLiteral("Com_select"));
    }

    RunSummary run(const ServerProfile& both, double seconds, QList<qint64>* deltas)
    {
        const QList<qint64> before { comSelect(m_first), comSelect(m_second) };
        RunOptions o;
        o.threads = 4;
        o.timeSec = seconds;
        o.reportIntervalMs = 0;
        Runner runner(both, *m_workload, o);
        const RunSummary r = runner.run();
        *deltas = { comSelect(m_first) - before[0], comSelect(m_second) - before[1] };
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_first = test::sandboxProfile(QStringLiteral("multihost_it"));
        m_first.host = QStringLiteral("127.0.0.1");
        m_first.socket.clear();
        SandboxServer second(m_dir.path());
        auto started = second.start();
        QVERIFY2(started.ok(), qPrintable(started.error().detail));
        // The hosts of one profile share its credentials, as a cluster's SQL nodes do: the benchmark user's
        // accounts (by socket and by TCP) take the first sandbox's password.
        ServerProfile viaTcp = *started;
        viaTcp.host = QStringLiteral("127.0.0.1");
        viaTcp.socket.clear();
        for (const ServerProfile& p : { *started, viaTcp }) {
            Session s;
            QVERIFY(!s.connect(p));
            QVERIFY(!s.execute(QStringLiteral("SET PASSWORD = PASSWORD('%1')").arg(m_first.password)));
            QVERIFY(!s.execute(QStringLiteral("CREATE DATABASE IF NOT EXISTS multihost_it")));
        }
        m_second = m_first;
        m_second.port = second.status().port;
        QVERIFY(m_second.port != m_first.port);

        auto workload = WorkloadRegistry::create(QStringLiteral("oltp_point_select"),
            { { QStringLiteral("table_size"), QStringLiteral("1000") },
                { QStringLiteral("db_ps_mode"), QStringLiteral("disable") } });
        QVERIFY(workload.ok());
        m_workload = std::move(*workload);
        PrepareOptions prepare;
        prepare.recreate = true;
        for (const ServerProfile& p : { m_first, m_second }) {
            const Error e = m_workload->prepare(p, prepare);
            QVERIFY2(!e, qPrintable(p.endpoint() + QStringLiteral(": ") + e.context + QStringLiteral(" ") + e.detail));
        }
    }

    void cleanupTestCase()
    {
        SandboxServer(m_dir.path()).stop(); // never leave the second server behind
        Session s;
        if (!s.connect(m_first))
            m_workload->cleanup(s);
    }

    void hostListsParse()
    {
        ServerProfile p;
        QVERIFY(!p.setHosts(QStringLiteral("a,b,c"), QStringLiteral("3307")));
        QCOMPARE(p.endpoints(),
            (QStringList { QStringLiteral("a:3307"), QStringLiteral("b:3307"), QStringLiteral("c:3307") }));
        QVERIFY(!p.setHosts(QStringLiteral("a,b"), QStringLiteral("1,2")));
        QCOMPARE(p.forHost(3).endpoint(), QStringLiteral("b:2"));
        QVERIFY(!p.setHosts(QStringLiteral("127.0.0.1"), QStringLiteral("5,6")));
        QCOMPARE(p.endpoints(), (QStringList { QStringLiteral("127.0.0.1:5"), QStringLiteral("127.0.0.1:6") }));
        const Error e = p.setHosts(QStringLiteral("a,b,c"), QStringLiteral("1,2"));
        QCOMPARE(e.code, ErrorCode::OptionValueInvalid);
        QCOMPARE(e.value, qint64(OptionProblem::PortsForHosts));
        QCOMPARE(e.args, (QStringList { QStringLiteral("2"), QStringLiteral("3") }));
        QCOMPARE(e.context, QStringLiteral("--port"));
    }

    void connectionsGoRoundRobinAndEachServerCountsItsShare()
    {
        ServerProfile both = m_first;
        QVERIFY(
            !both.setHosts(QStringLiteral("127.0.0.1"), QStringLiteral("%1,%2").arg(m_first.port).arg(m_second.port)));
        QCOMPARE(both.hostCount(), 2);
        // Two runs of different length: the difference of the server counters has no per-run overhead (checks,
        // snapshots), so it is exactly what the workers sent.
        QList<qint64> shortDelta, longDelta;
        const RunSummary a = run(both, 0.5, &shortDelta);
        const RunSummary b = run(both, 1.5, &longDelta);
        QCOMPARE(a.status, RunStatus::Finished);
        QCOMPARE(b.status, RunStatus::Finished);
        QCOMPARE(b.perHost.size(), std::size_t(2));
        for (int h = 0; h < 2; ++h) {
            QCOMPARE(b.perHost[std::size_t(h)].connections, 2);
            QCOMPARE(b.perHost[std::size_t(h)].endpoint, (h ? m_second : m_first).endpoint());
            QVERIFY(b.perHost[std::size_t(h)].queries > 100);
            const qint64 server = longDelta[h] - shortDelta[h];
            const qint64 ours = qint64(b.perHost[std::size_t(h)].queries) - qint64(a.perHost[std::size_t(h)].queries);
            QVERIFY2(server == ours,
                qPrintable(QStringLiteral("host %1: server counted %2 more SELECTs, the run %3 more")
                               .arg(h)
                               .arg(server)
                               .arg(ours)));
        }
        QCOMPARE(b.perHost[0].transactions + b.perHost[1].transactions, b.transactions);
    }

    void theCliTakesSeveralPortsAndReportsPerHost()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("MYSQL_PWD"), m_first.password);
        const test::CliResult r = test::runCli(
            { QStringLiteral("run"), QStringLiteral("oltp_point_select"), QStringLiteral("--table-size=1000"),
                QStringLiteral("--port=%1,%2").arg(m_first.port).arg(m_second.port),
                QStringLiteral("--user=") + m_first.user, QStringLiteral("--database=multihost_it"),
                QStringLiteral("--threads=4"), QStringLiteral("--time=1"), QStringLiteral("--report-interval=0"),
                QStringLiteral("--json") },
            env);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QStringList lines = r.out.trimmed().split(QLatin1Char('\n'));
        const QJsonObject summary = QJsonDocument::fromJson(lines.last().toUtf8()).object();
        QCOMPARE(summary.value(QStringLiteral("type")).toString(), QStringLiteral("summary"));
        const QJsonArray hosts = summary.value(QStringLiteral("hosts")).toArray();
        QCOMPARE(hosts.size(), 2);
        qint64 transactions = 0;
        for (const QJsonValue& h : hosts) {
            QCOMPARE(h.toObject().value(QStringLiteral("connections")).toInt(), 2);
            QVERIFY(h.toObject().value(QStringLiteral("queries")).toInteger() > 0);
            transactions += h.toObject().value(QStringLiteral("transactions")).toInteger();
        }
        QCOMPARE(transactions, summary.value(QStringLiteral("transactions")).toInteger());
        QCOMPARE(hosts[1].toObject().value(QStringLiteral("endpoint")).toString(), m_second.endpoint());
    }
};

QTEST_GUILESS_MAIN(TestMultiHost)
#include "tst_multihost.moc"
