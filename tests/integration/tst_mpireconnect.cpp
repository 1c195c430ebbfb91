// SPDX-License-Identifier: GPL-3.0-or-later
// `run` under mpirun with connections that reconnect in the measured part: every rank's clients are killed on the
// server (KILL CONNECTION) and connect again with new ids; rank 0's wait profile reads the new threads of every rank
// (each rank passes the ids of its later connects with the next interval), not only its own.
#include "server/session.h"
#include "store/resultstore.h"
#include "support/testserver.h"
#include "support/timescale.h"

#include <QDeadlineTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

namespace {

// The run's clients on the server: the connections that executed prepared statements (the collectors' own sessions
// send plain queries).
QSet<quint64> clientConnections(Session& s)
{
    auto rows = s.query(QStringLiteral(
        "SELECT t.PROCESSLIST_ID FROM performance_schema.threads t JOIN "
        "performance_schema.events_statements_summary_by_thread_by_event_name e ON e.THREAD_ID = t.THREAD_ID "
        "WHERE e.EVENT_NAME = 'statement/com/Execute' AND e.COUNT_STAR > 0 AND t.PROCESSLIST_ID IS NOT NULL"));
    QSet<quint64> ids;
    if (rows) {
        for (const QStringList& row : *rows)
            ids.insert(row.value(0).toULongLong());
    }
    return ids;
}

// The first interval of the measured part printed by rank 0 (--json lines).
bool waitForMeasuredInterval(QProcess& p, QByteArray& out)
{
    QDeadlineTimer deadline(test::scaledMs(60000));
    while (!deadline.hasExpired() && p.state() == QProcess::Running) {
        p.waitForReadyRead(200);
        out += p.readAllStandardOutput();
        for (const QByteArray& line : out.split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.value(QStringLiteral("type")).toString() == QLatin1String("interval")
                && !o.value(QStringLiteral("warmup")).toBool())
                return true;
        }
    }
    return false;
}

} // namespace

class TestMpiReconnect : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("mpirun")).isEmpty())
            QSKIP("mpirun is not installed (Debian: openmpi-bin): the MPI load tests need it");
        if (qEnvironmentVariable("SCALEBENCH_CLI_MPI") != QLatin1String("1"))
            QSKIP("scalebench-cli was built without MPI (SCALEBENCH_MPI off or no libopenmpi-dev)");
    }

    // 2 ranks of 2 clients each, all four killed on the server 1 s into the measured part: the stored wait profile
    // has 8 connections (4 at the start, 4 reconnected) and finds the 4 new threads at the end. Before the ids of
    // later connects were passed, rank 0 knew only its own 2 new ones (6 connections, 2 threads at the end).
    void reconnectsOfEveryRankReachTheWaitProfile()
    {
        QTemporaryDir dir;
        SandboxServer sandbox(dir.filePath(QStringLiteral("waits")));
        sandbox.setOptions(SandboxServer::performanceSchemaOptions());
        auto profile = sandbox.start();
        QVERIFY2(profile.ok(), qPrintable(profile.ok() ? QString() : profile.error().detail));
        const auto stop = qScopeGuard([&sandbox] { sandbox.stop(); });
        const QStringList connection = test::cliConnection(*profile);
        const QStringList workload { QStringLiteral("oltp_point_select"), QStringLiteral("--table-size=1000") };
        const auto prepared = test::runCli(QStringList { QStringLiteral("prepare") } + workload + connection);
        QVERIFY2(prepared.exitCode == 0, qPrintable(prepared.err));
        const QString path = dir.filePath(QStringLiteral("results.sqlite"));
        QProcess p;
        p.start(QStandardPaths::findExecutable(QStringLiteral("mpirun")),
            QStringList { QStringLiteral("--allow-run-as-root"), QStringLiteral("--oversubscribe"), QStringLiteral("-np"),
                QStringLiteral("2"), qEnvironmentVariable("SCALEBENCH_CLI"), QStringLiteral("run") }
                + workload
                + QStringList { QStringLiteral("--json"), QStringLiteral("--threads=4"), QStringLiteral("--time=5"),
                    QStringLiteral("--warmup-time=1"), QStringLiteral("--store=") + path }
                + connection);
        const auto end = qScopeGuard([&p] {
            if (p.state() != QProcess::NotRunning && !p.waitForFinished(test::scaledMs(120000)))
                p.kill();
        });
        QVERIFY(p.waitForStarted(test::scaledMs(30000)));
        QByteArray out;
        QVERIFY2(waitForMeasuredInterval(p, out), QByteArray(out + p.readAllStandardError()).constData());
        Session s;
        QVERIFY(!s.connect(*profile));
        const QSet<quint64> killed = clientConnections(s);
        QCOMPARE(killed.size(), 4);
        for (quint64 id : killed)
            QVERIFY(!s.execute(QStringLiteral("KILL CONNECTION %1").arg(id)));
        QVERIFY(p.waitForFinished(test::scaledMs(120000)));
        out += p.readAllStandardOutput();
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());

        ResultStore store;
        QVERIFY(!store.open(path));
        const auto runs = store.listRuns();
        QVERIFY(runs.ok() && runs->size() == 1);
        QVERIFY2(runs->first().summary.reconnects >= 4, out.constData());
        const QJsonObject waits
            = store.environment(runs->first().id)->value(QStringLiteral("server_waits")).toObject();
        qInfo("server_waits: connections %d, threads at start %d, at end %d, lost %d; reconnects %llu",
            waits.value(QStringLiteral("connections")).toInt(), waits.value(QStringLiteral("threads_start")).toInt(),
            waits.value(QStringLiteral("threads_end")).toInt(), waits.value(QStringLiteral("threads_lost")).toInt(),
            static_cast<unsigned long long>(runs->first().summary.reconnects));
        QVERIFY2(waits.value(QStringLiteral("available")).toBool(), QJsonDocument(waits).toJson().constData());
        QCOMPARE(waits.value(QStringLiteral("threads_start")).toInt(), 4);
        QCOMPARE(waits.value(QStringLiteral("threads_lost")).toInt(), 4); // killed, with their waits
        QCOMPARE(waits.value(QStringLiteral("connections")).toInt(), 8);
        QCOMPARE(waits.value(QStringLiteral("threads_end")).toInt(), 4); // every rank's reconnected clients
        QVERIFY(!waits.value(QStringLiteral("waits")).toArray().isEmpty());
        // The client CPU is every rank's, added up, and the summary says so (it said "this process").
        QJsonObject summary;
        for (const QByteArray& line : out.split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.value(QStringLiteral("type")).toString() == QLatin1String("summary"))
                summary = o;
        }
        const QString source = summary.value(QStringLiteral("cost_per_transaction"))
                                   .toObject()
                                   .value(QStringLiteral("sources"))
                                   .toObject()
                                   .value(QStringLiteral("client_cpu"))
                                   .toString();
        QCOMPARE(source, QStringLiteral("every load process's CPU time (2 MPI ranks), added up"));
    }
};

QTEST_GUILESS_MAIN(TestMpiReconnect)
#include "tst_mpireconnect.moc"
