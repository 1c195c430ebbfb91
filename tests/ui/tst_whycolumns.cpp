// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 35 item 1 on stored runs (a real results file written through ResultStore with environment and interval
// records shaped as a real run's, read back by ReportSource as `report` reads it): the "why" section first compares
// the columns at each client count, naming the per-transaction metrics whose ratio lies beyond the noise (fsyncs)
// and never one that moved alike in both (a latch wait growing with concurrency, the redo bytes per transaction);
// status counters per transaction in the tables; single runs worded as such in English and German; a wait
// instrument the server lacks named as missing, never 0, and a level without events 0.
#include "collectors/servercounterset.h"
#include "collectors/servermetrics.h"
#include "common/translations.h"
#include "report/reportsource.h"
#include "report/whyscales.h"
#include "store/resultstore.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

namespace {

const QString kCommit = QStringLiteral("flush-commit");
const QString kSecond = QStringLiteral("flush-second");
const QString kLatch = QStringLiteral("wait/synch/rwlock/innodb/lock_latch");
const QString kRedo = QStringLiteral("wait/io/file/innodb/innodb_log_file");

// One run's planted figures: throughput, fsyncs per transaction, the latch wait (µs/tx).
struct Planted {
    QString server;
    int clients = 1;
    double tps = 0;
    double fsyncs = 0;
    double latch = 0;
};

RunSpec spec(int index, const Planted& p, int repetition)
{
    RunSpec s;
    s.index = index;
    s.serverProfile = p.server;
    s.workload = QStringLiteral("oltp_write_only");
    s.workloadLabel = s.workload;
    s.threads = p.clients;
    s.serverCpu = CpuConfig { QStringLiteral("all"), QStringLiteral("all") };
    s.durationSec = 10;
    s.repetition = repetition;
    return s;
}

// The environment a real run of MariaDB 10.11 stores: the server, the phase's status delta (counters that did not
// move left out, as MeasuredRun does), the sampled counters' names, a wait profile with a table and a synch level
// (no file events: MariaDB has no redo-log instrument and the data files were not waited on), the server's CPU.
QJsonObject environment(const Planted& p, double phaseTx, double wobble)
{
    QJsonObject delta { { QStringLiteral("Innodb_os_log_written"), 1800.0 * phaseTx * wobble },
        { QStringLiteral("Handler_commit"), 1.0 * phaseTx }, { QStringLiteral("Innodb_rows_inserted"), phaseTx },
        { QStringLiteral("Innodb_rows_deleted"), phaseTx }, { QStringLiteral("Innodb_rows_updated"), 2 * phaseTx },
        { QStringLiteral("Bytes_sent"), 900 * phaseTx }, { QStringLiteral("Bytes_received"), 1400 * phaseTx },
        { QStringLiteral("Com_show_status"), 11.0 }, { QStringLiteral("Threads_connected"), -3.0 },
        { QStringLiteral("Uptime"), 11.0 } };
    if (p.fsyncs > 0)
        delta.insert(QStringLiteral("Innodb_data_fsyncs"), p.fsyncs * phaseTx * wobble);
    const double tx = p.tps * 10;
    const double latchUs = p.latch * wobble * tx;
    const QJsonObject waits { { QStringLiteral("available"), true }, { QStringLiteral("source"), QStringLiteral("performance_schema") },
        { QStringLiteral("levels"),
            QJsonObject { { QStringLiteral("table"), 300 * tx + latchUs }, { QStringLiteral("synch"), latchUs + 2 * tx } } },
        { QStringLiteral("waits"),
            QJsonArray { QJsonObject { { QStringLiteral("event"), QStringLiteral("wait/io/table/sql/handler") },
                             { QStringLiteral("level"), QStringLiteral("table") }, { QStringLiteral("count"), 5 * tx },
                             { QStringLiteral("time_us"), 300 * tx + latchUs } },
                QJsonObject { { QStringLiteral("event"), kLatch }, { QStringLiteral("level"), QStringLiteral("synch") },
                    { QStringLiteral("count"), tx }, { QStringLiteral("time_us"), latchUs } } } },
        { QStringLiteral("file_io_us"), 0.02 * tx } };
    return QJsonObject { { QStringLiteral("server"),
                             QJsonObject { { QStringLiteral("version"), QStringLiteral("10.11.6-MariaDB-0+deb12u1") },
                                 { QStringLiteral("flavour"), QStringLiteral("MariaDB") } } },
        { QStringLiteral("status_delta"), delta },
        { QStringLiteral("server_counters"),
            QJsonObject { { QStringLiteral("names"), QJsonArray::fromStringList(ServerCounterSet::defaultNames()) },
                { QStringLiteral("interval_ms"), 1000 } } },
        { QStringLiteral("server_waits"), waits },
        { QStringLiteral("server_cpu"), QJsonObject { { QStringLiteral("seconds"), 120e-6 * tx * wobble } } } };
}

// Writes every run: a warm-up interval and ten measured ones, each with the sampled fsync rate (per second).
qint64 store(const QString& path, const QList<Planted>& runs, int repetitions)
{
    ResultStore store;
    if (Error e = store.open(path))
        return 0;
    const qint64 experiment = *store.createExperiment(QStringLiteral("flush study"), QJsonObject { { QStringLiteral("n"), 1 } });
    int index = 0;
    for (const Planted& p : runs) {
        for (int rep = 0; rep < repetitions; ++rep) {
            const double wobble = 1.0 + 0.02 * double(rep % 3 - (repetitions > 1 ? 1 : 0)) * (rep % 2 ? 1 : -1);
            const qint64 id = *store.beginRun(experiment, spec(index++, p, rep));
            double phaseTx = 0;
            for (int i = 0; i <= 10; ++i) {
                IntervalSample s;
                s.warmup = i == 0;
                s.timeSec = i == 0 ? -0.0 : double(i);
                s.intervalSec = 1;
                s.threads = p.clients;
                s.transactions = std::uint64_t(p.tps * wobble);
                s.writes = 4 * s.transactions;
                s.serverCounters.push_back({ QStringLiteral("Innodb_data_fsyncs"), p.fsyncs * p.tps * wobble * wobble });
                s.serverCounters.push_back({ QStringLiteral("Threads_running"), double(p.clients) });
                phaseTx += double(s.transactions);
                store.appendInterval(id, s);
            }
            store.setEnvironment(id, environment(p, phaseTx, wobble));
            RunSummary r;
            r.threads = p.clients;
            r.durationSec = 10;
            r.transactions = std::uint64_t(p.tps * wobble) * 10;
            r.writes = 4 * r.transactions;
            store.finishRun(id, r, RunStatus::Finished);
        }
    }
    return experiment;
}

// The study: flush at commit (group commit: 1.00 fsyncs per transaction at 1 client, 0.64 at 4) against
// once per second (none in the measured part), throughput 1.5x and 2.3x; the latch wait grows 8x from 1 to 4
// clients in both alike; the redo bytes per transaction are equal.
QList<Planted> flushStudy()
{
    return { { kCommit, 1, 1000, 1.0, 5 }, { kCommit, 4, 3000, 0.64, 40 }, { kSecond, 1, 1500, 0, 5 },
        { kSecond, 4, 6900, 0, 40 } };
}

ReportContent read(const QString& path, qint64 experiment)
{
    ResultStore store;
    store.openReadOnly(path);
    auto content = ReportSource::fromStore(store, experiment, RunMetric::Tps, RunAxis::Clients, RunAxis::Server);
    if (!content)
        qWarning("%s", qPrintable(content.error().detail));
    return content ? *content : ReportContent();
}

QString joined(const QStringList& list)
{
    return list.join(QLatin1Char('\n'));
}

} // namespace

class TestWhyColumns : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
    }

    void statusCountersPerTransaction()
    {
        const Planted p { kCommit, 4, 3000, 0.64, 40 };
        std::vector<IntervalSample> intervals;
        double phaseTx = 0;
        for (int i = 0; i <= 10; ++i) {
            IntervalSample s;
            s.warmup = i == 0;
            s.intervalSec = 1;
            s.transactions = 3000;
            s.serverCounters.push_back({ QStringLiteral("Innodb_data_fsyncs"), 0.64 * 3000 });
            s.serverCounters.push_back({ QStringLiteral("Threads_running"), 4 });
            phaseTx += 3000;
            intervals.push_back(s);
        }
        const QJsonObject env = environment(p, phaseTx, 1.0);
        const StatusPerTransaction status = ServerMetrics::statusPerTransaction(env, intervals, 30000);
        QCOMPARE(status.value(QStringLiteral("Innodb_data_fsyncs")), 0.64); // the sampled rates, measured part
        QCOMPARE(status.value(QStringLiteral("Innodb_os_log_written")), 1800.0); // the phase's delta
        // A counter that did not move or that the server lacks: not stored, never read as 0.
        QVERIFY(!status.contains(QStringLiteral("Created_tmp_tables")));
        QVERIFY(!status.contains(QStringLiteral("Threads_running"))); // gauges are no cost
        QVERIFY(!status.contains(QStringLiteral("Threads_connected")));
        QVERIFY(!status.contains(QStringLiteral("Uptime")));
        QVERIFY(status.contains(QStringLiteral("Com_show_status"))); // any stored counter, for compare
        QCOMPARE(*ServerMetrics::value(env, 30000, QStringLiteral("status_per_tx:Bytes_received"), status), 1400.0);
        QVERIFY(!ServerMetrics::value(env, 30000, QStringLiteral("status_per_tx:No_such_counter"), status));
        QVERIFY(ServerMetrics::isMetricName(QStringLiteral("status_per_tx:Innodb_data_fsyncs")));

        // The report's rows: the cost counters and the sampled ones, with units; not every counter of the delta.
        QHash<QString, ServerMetric> rows;
        for (const ServerMetric& m : ServerMetrics::perTransaction(env, 30000, status))
            rows.insert(m.key, m);
        QCOMPARE(rows.value(QStringLiteral("status_per_tx:Innodb_data_fsyncs")).unit, QStringLiteral("1/tx"));
        QCOMPARE(rows.value(QStringLiteral("status_per_tx:Innodb_os_log_written")).unit, QStringLiteral("B/tx"));
        QCOMPARE(rows.value(QStringLiteral("status_per_tx:Innodb_os_log_written")).group, QStringLiteral("status"));
        QVERIFY(!rows.contains(QStringLiteral("status_per_tx:Com_show_status")));

        // MariaDB 10.11 has no redo-log wait instrument: missing, not 0; MySQL's is 0 when nothing waited on it.
        QVERIFY(!ServerMetrics::value(env, 30000, QStringLiteral("wait_us_per_tx:") + kRedo));
        QCOMPARE(ServerMetrics::missingInstrument(env, kRedo), QStringLiteral("mariadb_no_redo_log_instrument"));
        QJsonObject mysql = env;
        mysql.insert(QStringLiteral("server"), QJsonObject { { QStringLiteral("version"), QStringLiteral("8.0.36") } });
        QCOMPARE(*ServerMetrics::value(mysql, 30000, QStringLiteral("wait_us_per_tx:") + kRedo), 0.0);
        QJsonObject old = env; // 10.6 still has it
        old.insert(QStringLiteral("server"), QJsonObject { { QStringLiteral("version"), QStringLiteral("10.6.16-MariaDB") } });
        QVERIFY(ServerMetrics::missingInstrument(old, kRedo).isEmpty());
        // A level with no events in the run took 0 in it (a profile was there), not "not measured".
        QCOMPARE(*ServerMetrics::value(env, 30000, QStringLiteral("wait_level_us_per_tx:file")), 0.0);
        QCOMPARE(*ServerMetrics::value(env, 30000, QStringLiteral("wait_level_us_per_tx:socket")), 0.0);
        QVERIFY(!ServerMetrics::value(env, 30000, QStringLiteral("wait_level_us_per_tx:nonsense")));
    }

    void theColumnsCompareFirst()
    {
        const QString path = m_dir.filePath(QStringLiteral("repeated.sqlite"));
        const qint64 e = store(path, flushStudy(), 3);
        const ReportContent content = read(path, e);
        const WhyScales why = content.why();
        QCOMPARE(why.columns(), QStringList({ kCommit, kSecond }));
        const QStringList sentences = why.sentences();
        QVERIFY(!sentences.isEmpty());
        const QString first = sentences.constFirst();
        qInfo("%s", qPrintable(first));
        QVERIFY2(first.startsWith(QStringLiteral("flush-second against flush-commit at 1 and 4 clients: ")), qPrintable(first));
        QVERIFY2(first.contains(QStringLiteral("fsyncs (Innodb_data_fsyncs) per transaction 0 against 1.00 and 0.64")),
            qPrintable(first));
        QVERIFY2(first.contains(QStringLiteral("throughput 1.5x (")), qPrintable(first));
        QVERIFY2(first.contains(QStringLiteral(" and 2.3x (")), qPrintable(first));
        // The fsyncs are the furthest beyond the noise: named first.
        QVERIFY2(first.indexOf(QStringLiteral("fsyncs")) < first.indexOf(QStringLiteral("throughput")), qPrintable(first));
        // Equal in both columns or moved alike: never named, here or in the steps within a column.
        QVERIFY2(!first.contains(QStringLiteral("Innodb_os_log_written")), qPrintable(first));
        QVERIFY2(!first.contains(QStringLiteral("rows")), qPrintable(first));
        QVERIFY2(!joined(sentences).contains(kLatch), qPrintable(joined(sentences)));
        QVERIFY2(!first.contains(QStringLiteral("one run each")), qPrintable(first));

        // The tables show the status counters per transaction.
        bool fsyncRow = false;
        for (const ScalingReport::Table& t : why.tables(QStringLiteral("clients"))) {
            for (const QStringList& row : t.rows) {
                if (row.value(0) == QLatin1String("fsyncs (Innodb_data_fsyncs)") && t.title.startsWith(kCommit)) {
                    fsyncRow = true;
                    QCOMPARE(row.value(2), QStringLiteral("1/tx"));
                    // The mean to its interval's precision: "1.000 ± 0.050".
                    QVERIFY2(row.value(3).startsWith(QStringLiteral("1.000 ± 0.0")), qPrintable(row.join(QLatin1Char('|'))));
                }
            }
        }
        QVERIFY(fsyncRow);
        // The redo log's instrument is named as missing, with where to look instead.
        const QString notes = joined(why.unavailableNotes());
        QVERIFY2(notes.contains(QStringLiteral("This server has no ") + kRedo), qPrintable(notes));
        QVERIFY2(notes.contains(QStringLiteral("Innodb_data_fsyncs")), qPrintable(notes));
    }

    void singleRunsSaySo()
    {
        const QString path = m_dir.filePath(QStringLiteral("single.sqlite"));
        const qint64 e = store(path, flushStudy(), 1);
        const ReportContent content = read(path, e);
        const QString first = content.why().sentences().value(0);
        qInfo("%s", qPrintable(first));
        QVERIFY2(first.contains(QStringLiteral("fsyncs (Innodb_data_fsyncs) per transaction 0 against 1.00 and 0.64")),
            qPrintable(first));
        QVERIFY2(first.contains(QStringLiteral("throughput 1.5x and 2.3x (one run each, no interval)")), qPrintable(first));
        QVERIFY2(!first.contains(QStringLiteral("Innodb_os_log_written")), qPrintable(first));
        QVERIFY2(!joined(content.why().sentences()).contains(kLatch), qPrintable(joined(content.why().sentences())));

        QVERIFY(Translations::install(QLocale(QLocale::German, QLocale::Germany)));
        const QString german = content.why().sentences().value(0);
        qInfo("%s", qPrintable(german));
        QVERIFY2(german.contains(QStringLiteral("je ein Lauf, kein Intervall")), qPrintable(german));
        QVERIFY2(german.contains(QStringLiteral("flush-second gegenüber flush-commit bei 1 und 4 Clients")), qPrintable(german));
        QVERIFY2(german.contains(QStringLiteral("fsyncs (Innodb_data_fsyncs) je Transaktion 0 gegenüber 1.00 und 0.64")),
            qPrintable(german));
        QVERIFY2(joined(content.why().unavailableNotes()).contains(QStringLiteral("Dieser Server hat kein")),
            qPrintable(joined(content.why().unavailableNotes())));
        Translations::install(QLocale(QLocale::English));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestWhyColumns)
#include "tst_whycolumns.moc"
