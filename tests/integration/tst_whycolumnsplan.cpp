// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 35 item 1 on real servers: two sandboxes that differ in innodb_flush_log_at_trx_commit (the suite's, at the
// sandbox's 2, and one of this test's at 1, with performance_schema on for its wait profile), oltp_write_only on a small table at 1 and 4 clients. The report's
// why section names the fsyncs per transaction between the two; `compare --metric status_per_tx:Innodb_data_fsyncs`
// shows them; a made-up counter and MariaDB's missing redo-log wait instrument are refused with what to read instead.
#include "server/sandboxserver.h"
#include "store/resultstore.h"
#include "support/testserver.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

class TestWhyColumnsPlan : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_secondSandbox;
    QString m_store;

private Q_SLOTS:
    void cleanupTestCase()
    {
        if (!m_secondSandbox.isEmpty())
            QVERIFY(!SandboxServer(m_secondSandbox).stop()); // the one this test started
    }

    void flushSettingsCompared()
    {
        m_secondSandbox = m_dir.filePath(QStringLiteral("flush-commit"));
        const QString plan = m_dir.filePath(QStringLiteral("flush.json"));
        QFile f(plan);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral(R"({
  "schema": "scalebench-plan", "version": 1, "name": "flush-settings",
  "servers": [{"name": "flush-commit", "sandbox": {"dir": "%1", "performance_schema": true,
                  "options": {"innodb_flush_log_at_trx_commit": "1"}}},
              {"name": "flush-second", "sandbox": {"dir": "%2"}}],
  "workloads": [{"name": "oltp_write_only", "options": {"tables": 1, "table_size": 1000}, "prepare": "auto"}],
  "clients": [1, 4],
  "duration": 2, "report_interval_ms": 500,
  "order": ["workload", "clients", "server"]
})")
                    .arg(m_secondSandbox, test::sandboxDir())
                    .toUtf8());
        f.close();
        m_store = m_dir.filePath(QStringLiteral("flush.sqlite"));
        const auto run
            = test::runCli({ QStringLiteral("plan"), QStringLiteral("run"), plan, QStringLiteral("--store=") + m_store });
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));

        // compare shows the fsyncs per transaction of each server.
        const auto compare = test::runCli({ QStringLiteral("compare"), QStringLiteral("--store=") + m_store,
            QStringLiteral("--experiment=1"), QStringLiteral("--metric=status_per_tx:Innodb_data_fsyncs"),
            QStringLiteral("--columns=server") });
        QVERIFY2(compare.exitCode == 0, qPrintable(compare.out + compare.err));
        qInfo("%s", qPrintable(compare.out.left(1500)));
        QVERIFY2(compare.out.contains(QLatin1String("flush-commit")) && compare.out.contains(QLatin1String("flush-second")),
            qPrintable(compare.out));

        // A counter no run stored is refused with the ones they stored.
        const auto madeUp = test::runCli({ QStringLiteral("compare"), QStringLiteral("--store=") + m_store,
            QStringLiteral("--experiment=1"), QStringLiteral("--metric=status_per_tx:Innodb_made_up_counter"),
            QStringLiteral("--columns=server") });
        QVERIFY(madeUp.exitCode != 0);
        QVERIFY2(madeUp.err.contains(QLatin1String("no run stored a status counter Innodb_made_up_counter")),
            qPrintable(madeUp.err));
        QVERIFY2(madeUp.err.contains(QLatin1String("Innodb_data_fsyncs")), qPrintable(madeUp.err));
        // So is a wait event no profile saw (flush-commit's runs have one), with the events they saw.
        const auto madeUpWait = test::runCli({ QStringLiteral("compare"), QStringLiteral("--store=") + m_store,
            QStringLiteral("--experiment=1"), QStringLiteral("--metric=wait_us_per_tx:wait/synch/mutex/made_up"),
            QStringLiteral("--columns=server") });
        QVERIFY(madeUpWait.exitCode != 0);
        QVERIFY2(madeUpWait.err.contains(QLatin1String("no run's wait profile saw wait/synch/mutex/made_up")),
            qPrintable(madeUpWait.err));
        QVERIFY2(madeUpWait.err.contains(QLatin1String("wait/io/table/sql/handler")), qPrintable(madeUpWait.err));
        // A level without events in a profiled run is 0 there, not "not measured": every profiled run has a value.
        const auto level = test::runCli({ QStringLiteral("compare"), QStringLiteral("--store=") + m_store,
            QStringLiteral("--experiment=1"), QStringLiteral("--metric=wait_level_us_per_tx:file"),
            QStringLiteral("--columns=server") });
        QVERIFY2(level.exitCode == 0, qPrintable(level.out + level.err));

        // The report's why section compares the two servers by their fsyncs first.
        const QString out = m_dir.filePath(QStringLiteral("report"));
        const auto report = test::runCli({ QStringLiteral("report"), QStringLiteral("--store=") + m_store,
            QStringLiteral("--experiment=1"), QStringLiteral("--metric=tps"), QStringLiteral("--columns=server"),
            QStringLiteral("--out=") + out });
        QVERIFY2(report.exitCode == 0, qPrintable(report.out + report.err));
        QFile html(out + QStringLiteral("/report.html"));
        QVERIFY(html.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(html.readAll());
        const qsizetype at = text.indexOf(QLatin1String("flush-second against flush-commit at 1 and 4 clients: "));
        QVERIFY2(at >= 0, qPrintable(text.mid(text.indexOf(QLatin1String("Why")), 3000)));
        const QString sentence = text.mid(at, text.indexOf(QLatin1Char('<'), at) - at);
        qInfo("%s", qPrintable(sentence));
        QVERIFY2(sentence.contains(QLatin1String("fsyncs (Innodb_data_fsyncs) per transaction")), qPrintable(sentence));
        QVERIFY2(sentence.contains(QLatin1String("(one run each, no interval)")), qPrintable(sentence));
    }

    // MariaDB 10.8 and later have no wait/io/file/innodb/innodb_log_file: compare says so, never 0.
    void missingWaitInstrumentNamed()
    {
        QVERIFY(!m_store.isEmpty());
        ResultStore results;
        QVERIFY(!results.openReadOnly(m_store));
        auto runs = results.listRuns();
        QVERIFY(runs.ok() && !runs->isEmpty());
        auto env = results.environment(runs->constFirst().id);
        QVERIFY(env.ok());
        const QString version
            = env->value(QStringLiteral("server")).toObject().value(QStringLiteral("version")).toString();
        const auto compare = test::runCli({ QStringLiteral("compare"), QStringLiteral("--store=") + m_store,
            QStringLiteral("--experiment=1"), QStringLiteral("--metric=wait_us_per_tx:wait/io/file/innodb/innodb_log_file"),
            QStringLiteral("--columns=server") });
        qInfo("%s: %s", qPrintable(version), qPrintable(compare.err));
        const QStringList parts = version.section(QLatin1Char('-'), 0, 0).split(QLatin1Char('.'));
        if (!version.contains(QLatin1String("MariaDB")) || parts.value(0).toInt() * 100 + parts.value(1).toInt() < 1008) {
            QVERIFY2(!compare.err.contains(QLatin1String("this server has no")), qPrintable(compare.err));
            return; // this server has the instrument: its time is measured
        }
        QVERIFY(compare.exitCode != 0);
        QVERIFY2(compare.err.contains(QLatin1String("this server has no wait/io/file/innodb/innodb_log_file")),
            qPrintable(compare.err));
        QVERIFY2(compare.err.contains(QLatin1String("status_per_tx:Innodb_data_fsyncs")), qPrintable(compare.err));
    }
};

QTEST_MAIN(TestWhyColumnsPlan)
#include "tst_whycolumnsplan.moc"
