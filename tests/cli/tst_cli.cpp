// SPDX-License-Identifier: GPL-3.0-or-later
// scalebench-cli as a user runs it: bad input gets a clear message and its own exit code, nothing is lost.
#include "support/testserver.h"

#include <QJsonDocument>
#include <QFileInfo>
#include <QJsonObject>
#include <QTemporaryDir>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace sb;
using test::runCli;

namespace {

unsigned closedPort()
{
    unsigned port = 0;
    ::close(test::loopbackSocket(false, &port)); // nobody listens there now
    return port;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;
    QStringList connection() const
    {
        return test::cliConnection(m_profile);
    }
    QStringList small() const { return { QStringLiteral("--table-size=500") }; }

private Q_SLOTS:
    void initTestCase()
    {
        m_profile = test::sandboxProfile(QStringLiteral("cli_it"));
        Session s;
        QVERIFY(!s.connect(m_profile));
        s.execute(QStringLiteral("DROP TABLE IF EXISTS sbtest1"));
        const auto r = runCli(QStringList { QStringLiteral("prepare"), QStringLiteral("oltp_point_select") } + small() + connection());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("500/500 rows")), qPrintable(r.err)); // the progress bar
    }

    void cleanupTestCase()
    {
        runCli(QStringList { QStringLiteral("cleanup"), QStringLiteral("oltp_point_select") } + connection());
    }

    void runPrintsIntervalsAndAJsonSummary()
    {
        const auto r = runCli(QStringList { QStringLiteral("run"), QStringLiteral("oltp_point_select"), QStringLiteral("--threads=2"),
                                  QStringLiteral("--time=1.5"), QStringLiteral("--report-interval=0.5"), QStringLiteral("--json") }
            + small() + connection());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(lines.size() >= 4);
        const QJsonObject summary = QJsonDocument::fromJson(lines.last().toUtf8()).object();
        QCOMPARE(summary.value(QStringLiteral("type")).toString(), QStringLiteral("summary"));
        QCOMPARE(summary.value(QStringLiteral("status")).toString(), QStringLiteral("finished"));
        QVERIFY(summary.value(QStringLiteral("transactions")).toInteger() > 0);
        QCOMPARE(summary.value(QStringLiteral("queries")).toInteger(), summary.value(QStringLiteral("transactions")).toInteger());
        QCOMPARE(summary.value(QStringLiteral("errors")).toInteger(), 0);
        QCOMPARE(summary.value(QStringLiteral("reconnects")).toInteger(), 0);
        const QJsonObject latency = summary.value(QStringLiteral("latency_ms")).toObject();
        QVERIFY(latency.value(QStringLiteral("p95")).toDouble() >= latency.value(QStringLiteral("p50")).toDouble());
        QVERIFY(latency.value(QStringLiteral("max")).toDouble() >= latency.value(QStringLiteral("p99")).toDouble());
        // First the environment (server version, CPU sets as read back), then the intervals.
        const QJsonObject first = QJsonDocument::fromJson(lines.at(0).toUtf8()).object();
        QCOMPARE(first.value(QStringLiteral("type")).toString(), QStringLiteral("environment"));
        QVERIFY(first.value(QStringLiteral("affinity")).toObject().contains(QStringLiteral("machine")));
        const QJsonObject second = QJsonDocument::fromJson(lines.at(1).toUtf8()).object();
        QCOMPARE(second.value(QStringLiteral("type")).toString(), QStringLiteral("interval"));
    }

    void textOutputLooksLikeSysbench()
    {
        const auto r = runCli(QStringList { QStringLiteral("run"), QStringLiteral("oltp_point_select"), QStringLiteral("--time=1") }
            + small() + connection());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // The last interval closes when the last client finishes: on a loaded machine after 1 s, and its time is
        // printed as it was ("[ 1.1s ]"); the line's form is what this checks.
        QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("\\[ [0-9]+(\\.[0-9])?s \\] thds: 1 tps: [0-9.]+ qps: [0-9.]+ \\(r/w/o: "))),
            qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("95th percentile:")));
        QVERIFY(r.out.contains(QLatin1String("transactions:")));
    }

    void badInputGetsAClearErrorAndItsExitCode_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString port = QString::number(closedPort());
        const QStringList point { QStringLiteral("run"), QStringLiteral("oltp_point_select"), QStringLiteral("--time=1") };
        QTest::newRow("closed port") << point + QStringList { QStringLiteral("--host=127.0.0.1"), QStringLiteral("--port=") + port, QStringLiteral("--user=x") }
                                     << 3 << QStringLiteral("127.0.0.1:") + port;
        QTest::newRow("unknown workload") << QStringList { QStringLiteral("run"), QStringLiteral("oltp_nothing") } << 2 << QStringLiteral("unknown workload 'oltp_nothing'");
        QTest::newRow("unknown option") << point + QStringList { QStringLiteral("--tabels=2") } << 2 << QStringLiteral("--tabels");
        QTest::newRow("threads not a number") << point + QStringList { QStringLiteral("--threads=many") } << 2 << QStringLiteral("--threads");
        QTest::newRow("zero threads") << point + QStringList { QStringLiteral("--threads=0") } << 2 << QStringLiteral("from 1 to");
        QTest::newRow("table size 0") << QStringList { QStringLiteral("prepare"), QStringLiteral("oltp_point_select"), QStringLiteral("--table-size=0") }
                                      << 2 << QStringLiteral("--table-size");
        for (const char* time : { "nan", "inf", "1e300", "-1" })
            QTest::newRow(qPrintable(QStringLiteral("time %1").arg(QLatin1String(time))))
                << point + QStringList { QStringLiteral("--time=") + QLatin1String(time) } << 2 << QStringLiteral("--time");
        QTest::newRow("tables 3e9") << point + QStringList { QStringLiteral("--tables=3000000000") } << 2 << QStringLiteral("--tables");
        QTest::newRow("stall timeout -1") << point + QStringList { QStringLiteral("--stall-timeout=-1") } << 2
                                          << QStringLiteral("--stall-timeout cannot be -1");
        QTest::newRow("interval too short") << point + QStringList { QStringLiteral("--report-interval=0.05") } << 2 << QStringLiteral("--report-interval");
        // The mysql client's space form: the port is taken as the port, and the connection fails at that port.
        QTest::newRow("port, space form") << point + QStringList { QStringLiteral("--host"), QStringLiteral("127.0.0.1"), QStringLiteral("--port"), port, QStringLiteral("--user=x") }
                                          << 3 << QStringLiteral("127.0.0.1:") + port;
        QTest::newRow("bad port") << point + QStringList { QStringLiteral("--port=99999") } << 2 << QStringLiteral("--port");
        QTest::newRow("no command") << QStringList {} << 2 << QStringLiteral("Usage");
    }

    void badInputGetsAClearErrorAndItsExitCode()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        // A home of its own: a mistyped command must not start the user's sandbox server.
        QTemporaryDir home;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        const auto r = runCli(args, env);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.elapsedMs < 15000); // within the connect timeout
        QVERIFY2(!QFileInfo::exists(home.filePath(QStringLiteral("data/scalebench"))), "a sandbox was started");
    }

    void wrongPasswordAndUnknownDatabase()
    {
        QStringList args { QStringLiteral("run"), QStringLiteral("oltp_point_select"), QStringLiteral("--socket=") + m_profile.socket,
            QStringLiteral("--user=") + m_profile.user };
        auto r = runCli(args + QStringList { QStringLiteral("--password=wrong") });
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(QLatin1String("access denied")), qPrintable(r.err));
        r = runCli(args + QStringList { QStringLiteral("--password=") + m_profile.password, QStringLiteral("--database=no_such_db") });
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(QLatin1String("'no_such_db' does not exist")), qPrintable(r.err));
    }

    void prepareNeverTouchesExistingTables()
    {
        Session s;
        QVERIFY(!s.connect(m_profile));
        const QString before = *s.scalar(QStringLiteral("CHECKSUM TABLE sbtest1"));
        const auto r = runCli(QStringList { QStringLiteral("prepare"), QStringLiteral("oltp_point_select") } + small() + connection());
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains(QLatin1String("sbtest1 exist already; nothing was changed")), qPrintable(r.err));
        QCOMPARE(*s.scalar(QStringLiteral("SELECT COUNT(*) FROM sbtest1")), QStringLiteral("500"));
    }

    void runBeforePrepareSaysSo()
    {
        const auto r = runCli(QStringList { QStringLiteral("run"), QStringLiteral("oltp_read_only"), QStringLiteral("--tables=3") } + connection());
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains(QLatin1String("sbtest2, sbtest3 missing")) && r.err.contains(QLatin1String("prepare")), qPrintable(r.err));
    }

    void tooFewMaxConnectionsIsExplained()
    {
        Session s;
        QVERIFY(!s.connect(m_profile));
        QVERIFY(!s.execute(QStringLiteral("SET GLOBAL max_connections = 20")));
        const auto r = runCli(QStringList { QStringLiteral("run"), QStringLiteral("oltp_point_select"), QStringLiteral("--threads=50") } + connection());
        s.execute(QStringLiteral("SET GLOBAL max_connections = 2000"));
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(QLatin1String("allows 20 connections")) && r.err.contains(QLatin1String("50 threads")), qPrintable(r.err));
    }

    void passwordFromEnvironmentAndOptionFile()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("MYSQL_PWD"), m_profile.password);
        auto r = runCli({ QStringLiteral("run"), QStringLiteral("oltp_point_select"), QStringLiteral("--time=0.5"),
                            QStringLiteral("--socket=") + m_profile.socket, QStringLiteral("--user=") + m_profile.user,
                            QStringLiteral("--database=cli_it") },
            env);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));

        QTemporaryDir home;
        QFile cnf(home.filePath(QStringLiteral(".my.cnf")));
        QVERIFY(cnf.open(QIODevice::WriteOnly));
        cnf.write(QStringLiteral("[client]\nsocket=%1\nuser=%2\npassword=\"%3\"\ndatabase=cli_it\n")
                      .arg(m_profile.socket, m_profile.user, m_profile.password)
                      .toUtf8());
        cnf.close();
        env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        r = runCli({ QStringLiteral("run"), QStringLiteral("oltp_point_select"), QStringLiteral("--time=0.5") }, env);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(m_profile.socket), qPrintable(r.out)); // ~/.my.cnf named the server, not the sandbox
    }

    // `plan validate` refuses a server whose "ssh" is no target, naming the field by its JSON path.
    void planValidateRefusesABadSshTarget()
    {
        QTemporaryDir dir;
        QFile plan(dir.filePath(QStringLiteral("ssh.json")));
        QVERIFY(plan.open(QIODevice::WriteOnly));
        plan.write(R"({"schema": "scalebench-plan", "version": 1, "name": "ssh",
            "servers": [{"name": "remote", "host": "db1", "ssh": "dba@db1:port"}],
            "workloads": ["oltp_point_select"], "clients": [1]})");
        plan.close();
        const auto r = runCli({ QStringLiteral("plan"), QStringLiteral("validate"), plan.fileName() });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("$.servers[0].ssh: must be USER@HOST, HOST, HOST:PORT or "
                                              "USER@[IPV6]:PORT, not 'dba@db1:port'")),
            qPrintable(r.out + r.err));
    }

    void cleanupLeavesTablesItDidNotCreate()
    {
        Session s;
        QVERIFY(!s.connect(m_profile));
        s.execute(QStringLiteral("DROP TABLE IF EXISTS sbtest2"));
        QVERIFY(!s.execute(QStringLiteral("CREATE TABLE sbtest2 (id INT PRIMARY KEY)")));
        const auto r = runCli(QStringList { QStringLiteral("cleanup"), QStringLiteral("oltp_point_select"), QStringLiteral("--tables=2") } + connection());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("Dropped: sbtest1")), qPrintable(r.out));
        QVERIFY2(r.err.contains(QLatin1String("Left in place")) && r.err.contains(QLatin1String("sbtest2")), qPrintable(r.err));
        QCOMPARE(*s.scalar(QStringLiteral("SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA='cli_it' AND TABLE_NAME='sbtest2'")),
            QStringLiteral("1"));
        s.execute(QStringLiteral("DROP TABLE sbtest2"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
