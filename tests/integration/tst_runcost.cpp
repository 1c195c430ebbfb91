// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 35 item 4 on a real server: a sandbox of this test's own with an 8 MB buffer pool. oltp_write_only on a
// 100,000-row table (about 23 MB) writes and reads pages through the server's own /proc/PID/io; oltp_point_select on
// a 1,000-row table the buffer pool holds reads nothing from disk; the network bytes per transaction are the
// status counters' deltas over the phase's transactions.
#include "collectors/runcost.h"
#include "server/sandboxserver.h"
#include "store/resultstore.h"
#include "support/testserver.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

class TestRunCost : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_sandbox;
    QString m_store;

    // The last run's "cost_per_transaction" from `run --json`.
    QJsonObject run(const QString& workload, int tableSize, int threads)
    {
        const auto r = test::runCli({ QStringLiteral("run"), workload, QStringLiteral("--sandbox-dir=") + m_sandbox,
            QStringLiteral("--tables=1"), QStringLiteral("--table-size=%1").arg(tableSize),
            QStringLiteral("--threads=%1").arg(threads), QStringLiteral("--time=3"), QStringLiteral("--warmup-time=1"),
            QStringLiteral("--prepare=auto"), QStringLiteral("--json"), QStringLiteral("--store=") + m_store });
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.out + r.err));
        const QStringList lines = r.out.trimmed().split(QLatin1Char('\n'));
        const QJsonObject o = QJsonDocument::fromJson(lines.constLast().toUtf8()).object();
        qInfo("%s: %s", qPrintable(workload),
            QJsonDocument(o.value(QStringLiteral("cost_per_transaction")).toObject())
                .toJson(QJsonDocument::Compact)
                .constData());
        return o.value(QStringLiteral("cost_per_transaction")).toObject();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_sandbox = m_dir.filePath(QStringLiteral("small-pool"));
        m_store = m_dir.filePath(QStringLiteral("cost.sqlite"));
        const auto start = test::runCli({ QStringLiteral("sandbox"), QStringLiteral("start"),
            QStringLiteral("--dir=") + m_sandbox, QStringLiteral("--option=innodb_buffer_pool_size=8M") });
        QVERIFY2(start.exitCode == 0, qPrintable(start.out + start.err));
    }

    void cleanupTestCase()
    {
        if (!m_sandbox.isEmpty())
            QVERIFY(!SandboxServer(m_sandbox).stop());
    }

    void writesBeyondTheBufferPool()
    {
        const QJsonObject cost = run(QStringLiteral("oltp_write_only"), 100000, 4);
        QVERIFY2(cost.value(QStringLiteral("kb_written_per_tx")).toDouble() > 0, "no KB written from /proc/PID/io");
        QVERIFY2(cost.value(QStringLiteral("kb_read_per_tx")).toDouble() > 0, "no KB read beyond the buffer pool");
        QVERIFY(cost.value(QStringLiteral("peak_rss_mb")).toDouble() > 1);
        QVERIFY(cost.value(QStringLiteral("db_size_start_mb")).toDouble() > 8);
        QVERIFY(cost.value(QStringLiteral("client_cpu_us_per_tx")).toDouble() > 0);
        QVERIFY(cost.value(QStringLiteral("server_cpu_us_per_tx")).toDouble() > 0);
        // The datadir's device: a number, or why not (a sandbox on tmpfs has none), never 0 in its place.
        const QJsonValue device = cost.value(QStringLiteral("disk_reads_per_tx"));
        QVERIFY2(device.isDouble() || device.toString().startsWith(QLatin1String("not available (")),
            qPrintable(device.toString()));
    }

    void pointSelectsInMemoryReadNothing()
    {
        const QJsonObject cost = run(QStringLiteral("oltp_point_select"), 1000, 2);
        QVERIFY(cost.value(QStringLiteral("kb_read_per_tx")).isDouble());
        QVERIFY2(cost.value(QStringLiteral("kb_read_per_tx")).toDouble() < 0.05, "a table in memory read from disk");
    }

    // Bytes in and out per transaction: the status counters' deltas over the phase's transactions.
    void networkBytesAreTheStatusDeltas()
    {
        ResultStore store;
        QVERIFY(!store.openReadOnly(m_store));
        auto runs = store.listRuns();
        QVERIFY(runs.ok() && runs->size() >= 2);
        for (const StoredRun& r : *runs) {
            auto env = store.environment(r.id);
            auto intervals = store.intervals(r.id);
            QVERIFY(env.ok() && intervals.ok());
            double tx = 0;
            for (const IntervalSample& s : *intervals)
                tx += double(s.transactions);
            QVERIFY(tx > 0);
            const QJsonObject delta = env->value(QStringLiteral("status_delta")).toObject();
            const QList<ServerMetric> metrics = RunCost::metrics(*env, r.summary.transactions);
            int checked = 0;
            for (const ServerMetric& m : metrics) {
                const char* counter = m.key == QLatin1String("net_kb_in_per_tx") ? "Bytes_received"
                    : m.key == QLatin1String("net_kb_out_per_tx")                ? "Bytes_sent"
                                                                                 : nullptr;
                if (!counter)
                    continue;
                const double expected = delta.value(QLatin1String(counter)).toDouble() / tx / 1024;
                QVERIFY2(qAbs(m.value - expected) <= 1e-9 * expected,
                    qPrintable(QStringLiteral("%1: %2 against %3").arg(m.key).arg(m.value).arg(expected)));
                ++checked;
            }
            QCOMPARE(checked, 2);
        }
        // compare lays each cost metric out, workload by workload.
        QStringList ids;
        for (const StoredRun& r : *runs)
            ids << QString::number(r.id);
        const auto compare = test::runCli({ QStringLiteral("compare"), QStringLiteral("--store=") + m_store,
            QStringLiteral("--runs=") + ids.join(QLatin1Char(',')), QStringLiteral("--metric=kb_read_per_tx"),
            QStringLiteral("--columns=workload") });
        QVERIFY2(compare.exitCode == 0, qPrintable(compare.out + compare.err));
        QVERIFY2(compare.out.contains(QLatin1String("oltp_point_select")), qPrintable(compare.out));
    }
};

QTEST_MAIN(TestRunCost)
#include "tst_runcost.moc"
