// SPDX-License-Identifier: GPL-3.0-or-later
// Where the server waited (issue 22): runs on a private sandbox started with --performance-schema store a wait
// profile of their own connections in which a lock-heavy workload's InnoDB lock-system waits stand out, and a run on
// the suite's sandbox (performance_schema OFF) stores "not available" and says how to turn it on.
#include "support/testserver.h"

#include "collectors/servermetrics.h"
#include "collectors/waitprofile.h"
#include "experiment/measuredrun.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

class TestWaitProfile : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_tmp;
    QString m_dir;
    ServerProfile m_profile; // the private sandbox with performance_schema ON

    static MeasuredRunRequest request(const ServerProfile& profile, const QString& workload, int threads, double seconds)
    {
        MeasuredRunRequest r;
        r.spec.workload = workload;
        r.spec.workloadLabel = workload;
        r.spec.workloadOptions = { { QStringLiteral("tables"), 1 }, { QStringLiteral("table_size"), 100 } };
        r.spec.threads = threads;
        r.spec.durationSec = seconds;
        r.spec.warmupSec = 1;
        r.spec.reportIntervalMs = 1000;
        r.server.profile = profile;
        r.prepare = PreparePolicy::Auto;
        return r;
    }

    static QJsonObject waitsOf(const MeasuredRunOutcome& outcome)
    {
        return outcome.environment.value(QStringLiteral("server_waits")).toObject();
    }

    static QString describe(const QJsonObject& waits, int n = 8)
    {
        QStringList lines;
        for (const QJsonValue& v : waits.value(QStringLiteral("waits")).toArray()) {
            if (lines.size() >= n)
                break;
            const QJsonObject w = v.toObject();
            lines << QStringLiteral("%1 %2 us").arg(w.value(QStringLiteral("event")).toString()).arg(w.value(QStringLiteral("time_us")).toDouble());
        }
        return lines.join(QStringLiteral("; "));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        m_dir = m_tmp.filePath(QStringLiteral("ps"));
        SandboxServer sandbox(m_dir);
        sandbox.setOptions(SandboxServer::performanceSchemaOptions());
        auto profile = sandbox.start();
        QVERIFY2(profile.ok(), qPrintable(profile.error().detail));
        m_profile = *profile;
        m_profile.database.clear();
        Session s;
        QVERIFY(!s.connect(m_profile));
        QVERIFY(!s.execute(QStringLiteral("CREATE DATABASE IF NOT EXISTS waits")));
        m_profile.database = QStringLiteral("waits");
        QCOMPARE(*s.scalar(QStringLiteral("SELECT @@performance_schema")), QStringLiteral("1"));
        QCOMPARE(*s.scalar(QStringLiteral("SELECT COUNT(*) FROM performance_schema.setup_instruments WHERE NAME LIKE "
                                          "'wait/synch/%' AND ENABLED = 'NO'")),
            QStringLiteral("0"));
    }

    void cleanupTestCase()
    {
        if (!m_dir.isEmpty())
            SandboxServer(m_dir).stop();
    }

    // oltp_update_index on 100 rows at 32 clients: InnoDB's lock system among the top five of the clients' waits;
    // point selects on the same table take it far less per transaction.
    void lockWaitsStandOut()
    {
        MeasuredRun update(request(m_profile, QStringLiteral("oltp_update_index"), 32, 4));
        auto u = update.run();
        QVERIFY2(u.ok(), qPrintable(u.error().detail));
        QCOMPARE(u->summary.status, RunStatus::Finished);
        const QJsonObject waits = waitsOf(*u);
        QVERIFY2(waits.value(QStringLiteral("available")).toBool(), QJsonDocument(waits).toJson().constData());
        QCOMPARE(waits.value(QStringLiteral("connections")).toInt(), 32);
        QCOMPARE(waits.value(QStringLiteral("threads_start")).toInt(), 32);
        QCOMPARE(waits.value(QStringLiteral("from")).toString(), QStringLiteral("warmup_end"));
        QVERIFY(!waits.contains(QStringLiteral("instruments_off")));
        // The server's file instruments are kept: the data files' is among them; a file wait it has no instrument
        // for (MariaDB 10.8+: the redo log) reads as missing, never 0.
        const QJsonArray files = waits.value(QStringLiteral("file_instruments")).toArray();
        QVERIFY2(files.contains(QJsonValue(QStringLiteral("wait/io/file/innodb/innodb_data_file"))),
            QJsonDocument(files).toJson().constData());
        QJsonObject environment { { QStringLiteral("server_waits"), waits } };
        QVERIFY(ServerMetrics::missingInstrument(environment, QStringLiteral("wait/io/file/innodb/innodb_data_file")).isEmpty());
        QCOMPARE(ServerMetrics::missingInstrument(environment, QStringLiteral("wait/io/file/innodb/made_up_file")),
            QStringLiteral("not_instrumented"));
        if (!files.contains(QJsonValue(QStringLiteral("wait/io/file/innodb/innodb_log_file"))))
            QVERIFY(!ServerMetrics::value(environment, u->summary.transactions,
                QStringLiteral("wait_us_per_tx:wait/io/file/innodb/innodb_log_file")));
        const QJsonArray top = waits.value(QStringLiteral("waits")).toArray();
        QVERIFY2(top.size() >= 5, QJsonDocument(waits).toJson().left(3000).constData());
        QCOMPARE(top.at(0).toObject().value(QStringLiteral("event")).toString(), QStringLiteral("wait/io/table/sql/handler"));
        bool lockSystem = false;
        for (int i = 0; i < 5; ++i) {
            const QString e = top.at(i).toObject().value(QStringLiteral("event")).toString();
            lockSystem = lockSystem || e == QLatin1String("wait/synch/rwlock/innodb/lock_latch")
                || e == QLatin1String("wait/synch/mutex/innodb/lock_wait_mutex");
            QVERIFY2(e != QLatin1String("idle"), "idle is not the server's time");
        }
        QVERIFY2(lockSystem, qPrintable(describe(waits)));
        // Statements: the workload's prepared statements have no digest on MariaDB, but their class is counted.
        const QJsonArray statements = waits.value(QStringLiteral("statement_events")).toArray();
        QVERIFY(!statements.isEmpty());
        QCOMPARE(statements.at(0).toObject().value(QStringLiteral("event")).toString(), QStringLiteral("statement/com/Execute"));
        QVERIFY(statements.at(0).toObject().value(QStringLiteral("count")).toDouble() >= 0.9 * double(u->summary.transactions));
        // The --json summary's list: shares of one level never exceed the whole.
        const QJsonArray list = WaitProfile::summaryJson(waits, u->summary.transactions).toArray();
        QVERIFY(!list.isEmpty());
        QHash<QString, double> shareByLevel;
        for (const QJsonValue& v : list) {
            const QJsonObject w = v.toObject();
            QVERIFY(w.value(QStringLiteral("time_us_per_tx")).toDouble() > 0);
            shareByLevel[w.value(QStringLiteral("level")).toString()] += w.value(QStringLiteral("share")).toDouble();
        }
        for (double s : std::as_const(shareByLevel))
            QVERIFY(s <= 1.0 + 1e-9);
        const QString latch = QStringLiteral("wait_us_per_tx:wait/synch/rwlock/innodb/lock_latch");
        const auto updateLatch = ServerMetrics::value(u->environment, u->summary.transactions, latch);
        QVERIFY(updateLatch && *updateLatch > 0);

        MeasuredRun point(request(m_profile, QStringLiteral("oltp_point_select"), 32, 3));
        auto p = point.run();
        QVERIFY2(p.ok(), qPrintable(p.error().detail));
        QVERIFY(waitsOf(*p).value(QStringLiteral("available")).toBool());
        const auto pointLatch = ServerMetrics::value(p->environment, p->summary.transactions, latch);
        QVERIFY(pointLatch);
        QVERIFY2(*pointLatch < 0.2 * *updateLatch,
            qPrintable(QStringLiteral("lock_latch µs/tx: point %1, update %2").arg(*pointLatch).arg(*updateLatch)));
    }

    // The suite's sandbox runs without performance_schema: "not available", and the CLI says how to turn it on.
    void offSaysHowToEnable()
    {
        const ServerProfile off = test::sandboxProfile(QStringLiteral("waits_off"));
        MeasuredRun run(request(off, QStringLiteral("oltp_point_select"), 2, 1));
        auto r = run.run();
        QVERIFY2(r.ok(), qPrintable(r.error().detail));
        const QJsonObject waits = waitsOf(*r);
        QCOMPARE(waits.value(QStringLiteral("available")).toBool(true), false);
        QCOMPARE(waits.value(QStringLiteral("reason")).toString(), QStringLiteral("performance_schema_off"));
        QCOMPARE(ServerMetrics::waitsUnavailableReason(r->environment), QStringLiteral("performance_schema_off"));
        QCOMPARE(WaitProfile::summaryJson(waits, r->summary.transactions).toString(), QStringLiteral("not available"));

        const QStringList args = QStringList { QStringLiteral("run"), QStringLiteral("oltp_point_select"),
                                     QStringLiteral("--time=1"), QStringLiteral("--threads=1"),
                                     QStringLiteral("--tables=1"), QStringLiteral("--table-size=100"),
                                     QStringLiteral("--json") }
            + test::cliConnection(off);
        const auto c = test::runCli(args);
        QVERIFY2(c.exitCode == 0, qPrintable(c.err));
        QVERIFY2(c.out.contains(QLatin1String("\"wait_profile\":\"not available\"")), qPrintable(c.out));
        QCOMPARE(c.err.count(QLatin1String("performance_schema=OFF")), 1);
        QVERIFY2(c.err.contains(QLatin1String("sandbox start --performance-schema")), qPrintable(c.err));
    }
};

QTEST_GUILESS_MAIN(TestWaitProfile)
#include "tst_waitprofilesandbox.moc"
