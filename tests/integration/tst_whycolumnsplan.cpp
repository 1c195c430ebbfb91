// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 35's study on real servers, short: two sandboxes of one plan that differ only in
// innodb_flush_log_at_trx_commit (1 and 2), both with performance_schema on, oltp_write_only on 10,000 rows at 1, 4
// and 16 clients, 3 repetitions of 2 s. The report's why sentence comparing the columns names the fsyncs per
// transaction first (about 1 with =1 at 1 client, fewer with more clients: group commit; about 0 with =2) and no wait
// that changed alike in both; the cost tables show the ratios to the baseline; `compare --metric
// status_per_tx:Innodb_data_fsyncs` lays them out; MariaDB's missing redo-log wait instrument is named, never 0.
#include "server/sandboxserver.h"
#include "store/resultstore.h"
#include "support/testserver.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

namespace {

// "0", "1.00, 0.64 and 0.22" (WhyScales' values at each client count; one value when all are alike).
QList<double> values(const QString& text, int counts)
{
    QList<double> list;
    for (const QString& part : QString(text).replace(QLatin1String(" and "), QLatin1String(", ")).split(QLatin1String(", ")))
        list << part.toDouble();
    while (list.size() < counts)
        list << list.constLast();
    return list;
}

} // namespace

class TestWhyColumnsPlan : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QStringList m_sandboxes;
    QString m_store;
    QString m_html;
    QString m_version;

    test::CliResult compare(const QString& metric) const
    {
        return test::runCli({ QStringLiteral("compare"), QStringLiteral("--store=") + m_store,
            QStringLiteral("--experiment=1"), QStringLiteral("--metric=") + metric, QStringLiteral("--columns=server") });
    }

    QString writePlan()
    {
        m_sandboxes = { m_dir.filePath(QStringLiteral("flush-commit")), m_dir.filePath(QStringLiteral("flush-second")) };
        const QString plan = m_dir.filePath(QStringLiteral("flush.json"));
        QFile f(plan);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(QStringLiteral(R"({
  "schema": "scalebench-plan", "version": 1, "name": "flush-settings",
  "servers": [{"name": "flush-commit", "sandbox": {"dir": "%1", "performance_schema": true,
                  "options": {"innodb_flush_log_at_trx_commit": "1"}}},
              {"name": "flush-second", "sandbox": {"dir": "%2", "performance_schema": true,
                  "options": {"innodb_flush_log_at_trx_commit": "2"}}}],
  "workloads": [{"name": "oltp_write_only", "options": {"tables": 1, "table_size": 10000}, "prepare": "auto"}],
  "clients": [1, 4, 16], "repetitions": 3,
  "duration": 2, "report_interval_ms": 500,
  "order": ["workload", "clients", "repetition", "server"]
})")
                    .arg(m_sandboxes.at(0), m_sandboxes.at(1))
                    .toUtf8());
        return plan;
    }

private Q_SLOTS:
    void cleanupTestCase()
    {
        for (const QString& dir : std::as_const(m_sandboxes))
            QVERIFY(!SandboxServer(dir).stop()); // the ones this test started
    }

    void initTestCase()
    {
        const QString plan = writePlan();
        QVERIFY(!plan.isEmpty());
        m_store = m_dir.filePath(QStringLiteral("flush.sqlite"));
        const auto run
            = test::runCli({ QStringLiteral("plan"), QStringLiteral("run"), plan, QStringLiteral("--store=") + m_store });
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        const QString out = m_dir.filePath(QStringLiteral("report"));
        const auto report = test::runCli({ QStringLiteral("report"), QStringLiteral("--store=") + m_store,
            QStringLiteral("--experiment=1"), QStringLiteral("--metric=tps"), QStringLiteral("--columns=server"),
            QStringLiteral("--out=") + out });
        QVERIFY2(report.exitCode == 0, qPrintable(report.out + report.err));
        QFile html(out + QStringLiteral("/report.html"));
        QVERIFY(html.open(QIODevice::ReadOnly));
        m_html = QString::fromUtf8(html.readAll());
        ResultStore results;
        QVERIFY(!results.openReadOnly(m_store));
        auto runs = results.listRuns();
        QVERIFY(runs.ok() && runs->size() == 18);
        auto env = results.environment(runs->constFirst().id);
        QVERIFY(env.ok());
        m_version = env->value(QStringLiteral("server")).toObject().value(QStringLiteral("version")).toString();
    }

    // The sentence comparing the columns: fsyncs first, about 1 per transaction at 1 client with =1 and fewer with
    // more clients (group commit), about 0 with =2; repetitions give intervals; no wait is named.
    void whyNamesTheFsyncs()
    {
        const qsizetype at
            = m_html.indexOf(QLatin1String("flush-second against flush-commit at 1, 4 and 16 clients: "));
        QVERIFY2(at >= 0, qPrintable(m_html.mid(m_html.indexOf(QLatin1String("Why")), 3000)));
        const QString sentence = m_html.mid(at, m_html.indexOf(QLatin1Char('<'), at) - at);
        qInfo("%s", qPrintable(sentence));
        static const QRegularExpression fsyncs(
            QStringLiteral(": fsyncs \\(Innodb_data_fsyncs\\) per transaction ([0-9.e, and-]+) against ([0-9.e, and-]+);"));
        const QRegularExpressionMatch m = fsyncs.match(sentence);
        QVERIFY2(m.hasMatch(), qPrintable(sentence)); // named first, as the furthest beyond the noise
        const QList<double> perSecond = values(m.captured(1), 3);
        const QList<double> atCommit = values(m.captured(2), 3);
        QVERIFY2(atCommit.at(0) > 0.8 && atCommit.at(0) < 1.5, qPrintable(m.captured(2)));
        QVERIFY2(atCommit.at(2) < atCommit.at(0), qPrintable(m.captured(2))); // group commit at 16 clients
        for (double v : perSecond)
            QVERIFY2(v < 0.1, qPrintable(m.captured(1)));
        QVERIFY2(sentence.contains(QLatin1String("x (")), qPrintable(sentence)); // throughput ratios with intervals
        QVERIFY2(!sentence.contains(QLatin1String("(one run each")), qPrintable(sentence));
        // The waits that grow with the clients in both alike (the row-lock latch, the table cache, the handler's table
        // level) are never a difference between the columns. (A wait that does differ may be named: the socket's
        // time per transaction differs with the throughput on a loaded machine.)
        for (const char* alike : { "lock_latch", "LOCK_table_cache", "wait/io/table/sql/handler" })
            QVERIFY2(!sentence.contains(QLatin1String(alike)), qPrintable(sentence));
    }

    // The cost tables: a table per column, and the second column's ratios to the first (baseline) with intervals.
    void costTablesShowTheBaselineRatios()
    {
        QVERIFY2(m_html.contains(QLatin1String("flush-commit: cost per transaction")), "no cost table of the baseline");
        QVERIFY2(m_html.contains(QLatin1String("flush-second: cost per transaction")), "no cost table of the column");
        const qsizetype ratios = m_html.indexOf(QLatin1String("flush-second relative to flush-commit (the baseline)"));
        QVERIFY2(ratios >= 0, qPrintable(m_html.mid(m_html.indexOf(QLatin1String("Cost per transaction")), 2000)));
        const QString table = m_html.mid(ratios, m_html.indexOf(QLatin1String("</table>"), ratios) - ratios);
        // "0.325x" over "(0.26–0.4x)": each ratio with its Fieller interval under it.
        static const QRegularExpression ratioWithInterval(
            QStringLiteral("[0-9.]+x<br><span class=\"ci\">\\([0-9.]+–[0-9.]+x\\)</span>"));
        QVERIFY2(table.contains(ratioWithInterval), qPrintable(table.left(1500)));
    }

    // compare lays the fsyncs per transaction out by server; a counter no run stored is refused with the ones they
    // stored, a wait event no profile saw with the events they saw, and a level without events is 0.
    void compareLaysOutTheFsyncs()
    {
        const auto fsyncs = compare(QStringLiteral("status_per_tx:Innodb_data_fsyncs"));
        QVERIFY2(fsyncs.exitCode == 0, qPrintable(fsyncs.out + fsyncs.err));
        qInfo("%s", qPrintable(fsyncs.out.left(2000)));
        QVERIFY2(fsyncs.out.contains(QLatin1String("flush-commit")) && fsyncs.out.contains(QLatin1String("flush-second")),
            qPrintable(fsyncs.out));
        const auto madeUp = compare(QStringLiteral("status_per_tx:Innodb_made_up_counter"));
        QVERIFY(madeUp.exitCode != 0);
        QVERIFY2(madeUp.err.contains(QLatin1String("no run stored a status counter Innodb_made_up_counter")),
            qPrintable(madeUp.err));
        QVERIFY2(madeUp.err.contains(QLatin1String("Innodb_data_fsyncs")), qPrintable(madeUp.err));
        const auto madeUpWait = compare(QStringLiteral("wait_us_per_tx:wait/synch/mutex/made_up"));
        QVERIFY(madeUpWait.exitCode != 0);
        QVERIFY2(madeUpWait.err.contains(QLatin1String("no run's wait profile saw wait/synch/mutex/made_up")),
            qPrintable(madeUpWait.err));
        QVERIFY2(madeUpWait.err.contains(QLatin1String("wait/io/table/sql/handler")), qPrintable(madeUpWait.err));
        const auto level = compare(QStringLiteral("wait_level_us_per_tx:file"));
        QVERIFY2(level.exitCode == 0, qPrintable(level.out + level.err));
    }

    // MariaDB 10.8 and later have no wait/io/file/innodb/innodb_log_file: compare and the report say so, never 0.
    void missingWaitInstrumentNamed()
    {
        const auto log = compare(QStringLiteral("wait_us_per_tx:wait/io/file/innodb/innodb_log_file"));
        qInfo("%s: %s", qPrintable(m_version), qPrintable(log.err));
        const QStringList parts = m_version.section(QLatin1Char('-'), 0, 0).split(QLatin1Char('.'));
        if (!m_version.contains(QLatin1String("MariaDB")) || parts.value(0).toInt() * 100 + parts.value(1).toInt() < 1008) {
            QVERIFY2(!log.err.contains(QLatin1String("this server has no")), qPrintable(log.err));
            return; // this server has the instrument: its time is measured
        }
        QVERIFY(log.exitCode != 0);
        QVERIFY2(log.err.contains(QLatin1String("this server has no wait/io/file/innodb/innodb_log_file")),
            qPrintable(log.err));
        QVERIFY2(log.err.contains(QLatin1String("status_per_tx:Innodb_data_fsyncs")), qPrintable(log.err));
        QVERIFY2(m_html.contains(QLatin1String("This server has no wait/io/file/innodb/innodb_log_file: MariaDB 10.8 "
                                               "and later do not instrument redo-log I/O")),
            "the report does not name the missing redo-log instrument");
        QVERIFY(!m_html.contains(QLatin1String("innodb_log_file</td><td>0")));
    }
};

QTEST_MAIN(TestWhyColumnsPlan)
#include "tst_whycolumnsplan.moc"
