// SPDX-License-Identifier: GPL-3.0-or-later
// Script and super-smack workloads against a real server: prepare -> run -> cleanup, what each workload says it
// sent checked against the server's own counters (Com_*, Handler_*), and the table ownership rule.
#include "engine/runner.h"
#include "support/testserver.h"
#include "workload/smackworkload.h"
#include "workload/workloadregistry.h"

#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;
Q_DECLARE_METATYPE(sb::ClientDriver)

namespace {

const QStringList kCounters { QStringLiteral("Com_select"), QStringLiteral("Com_update"), QStringLiteral("Com_insert"),
    QStringLiteral("Com_delete"), QStringLiteral("Com_begin"), QStringLiteral("Com_commit"),
    QStringLiteral("Com_stmt_execute"), QStringLiteral("Handler_read_key"), QStringLiteral("Handler_update") };

using test::Counts;
using test::minus;
using test::show;

Counts snapshot(Session& s)
{
    return test::counters(s, kCounters);
}

QString sourceFile(const char* relative)
{
    return qEnvironmentVariable("SCALEBENCH_SOURCE_DIR") + QLatin1Char('/') + QLatin1String(relative);
}

} // namespace

class TestScriptWorkloads : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;
    QTemporaryDir m_dir;
    ClientDriver m_driver = ClientDriver::Threads; // the driver runOurs() uses

    struct Measured {
        Counts server; // counter deltas
        RunSummary summary;
    };

    Measured runOurs(const Workload& workload, int events, int threads = 1)
    {
        Session control;
        control.connect(m_profile);
        const Counts before = snapshot(control);
        RunOptions o;
        o.threads = threads;
        o.driver = m_driver;
        o.timeSec = 0;
        o.events = std::uint64_t(events);
        o.reportIntervalMs = 0;
        o.seed = 4242;
        Runner runner(m_profile, workload, o);
        Measured m;
        m.summary = runner.run();
        m.server = minus(snapshot(control), before);
        return m;
    }

    // Server counter deltas per event, from two runs of different length (their difference has no per-run
    // overhead: connects, checks, statement preparation).
    Counts perEvent(const Workload& workload, int small, int large, Measured* difference = nullptr)
    {
        const Measured a = runOurs(workload, small);
        const Measured b = runOurs(workload, large);
        if (a.summary.status != RunStatus::Finished || b.summary.status != RunStatus::Finished) {
            qWarning("run failed: %s %s", qPrintable(a.summary.error.context), qPrintable(b.summary.error.detail));
            return {};
        }
        Counts d = minus(b.server, a.server);
        if (difference) {
            difference->server = d;
            difference->summary.transactions = b.summary.transactions - a.summary.transactions;
            difference->summary.reads = b.summary.reads - a.summary.reads;
            difference->summary.writes = b.summary.writes - a.summary.writes;
            difference->summary.others = b.summary.others - a.summary.others;
        }
        for (auto& v : d)
            v /= (large - small);
        return d;
    }

    QString write(const QString& name, const QString& text)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        f.open(QIODevice::WriteOnly | QIODevice::Truncate);
        f.write(text.toUtf8());
        return path;
    }

    std::unique_ptr<Workload> create(const QString& name, const QMap<QString, QString>& options)
    {
        auto w = WorkloadRegistry::create(name, options);
        if (!w)
            qWarning("%s: %s %s", qPrintable(name), qPrintable(w.error().context), qPrintable(w.error().detail));
        return w ? std::move(*w) : nullptr;
    }

    void verifyPerEvent(const Counts& perEvent, const QMap<QString, int>& expected)
    {
        for (auto it = expected.cbegin(); it != expected.cend(); ++it)
            QVERIFY2(perEvent.value(it.key()) == it.value(),
                qPrintable(QStringLiteral("%1: %2 per event, expected %3 (%4)")
                               .arg(it.key())
                               .arg(perEvent.value(it.key()))
                               .arg(it.value())
                               .arg(show(perEvent))));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_profile = test::sandboxProfile(QStringLiteral("script_it"));
        QVERIFY(m_dir.isValid());
    }

    void scriptStatementsMatchTheServersCounters()
    {
        const QString path = write(QStringLiteral("trx.sql"),
            QStringLiteral(
                "-- prepare\n"
                "CREATE TABLE sb_trx (id INT NOT NULL PRIMARY KEY, v CHAR(10) NOT NULL, n INT NOT NULL DEFAULT 0);\n"
                "\\repeat 2000 id\n\\set v string('@@@@@-####')\nINSERT INTO sb_trx (id, v) VALUES (:id, :v);\n\\end\n"
                "-- run\n"
                "\\set a uniform(1, 2000)\n\\set b zipfian(1, 2000)\n\\set s string('##########')\n"
                "BEGIN;\n"
                "SELECT v FROM sb_trx WHERE id = :a;\nSELECT v FROM sb_trx WHERE id = :b;\nSELECT n FROM sb_trx WHERE "
                "id = :a;\n"
                "UPDATE sb_trx SET v = :s, n = n + 1 WHERE id = :b;\n"
                "COMMIT;\n"));
        for (const char* mode : { "auto", "disable" }) {
            auto w = create(QStringLiteral("script"),
                { { QStringLiteral("scripts"), path }, { QStringLiteral("db_ps_mode"), QLatin1String(mode) } });
            QVERIFY(w);
            PrepareOptions prepare;
            qint64 lastDone = -1, lastTotal = -1;
            prepare.progress = [&](qint64 done, qint64 total) {
                lastDone = done;
                lastTotal = total;
            };
            const Error e = w->prepare(m_profile, prepare);
            QVERIFY2(!e, qPrintable(e.context + QLatin1Char(' ') + e.detail));
            QCOMPARE(lastTotal, qint64(2000));
            QCOMPARE(lastDone, qint64(2000));

            Session s;
            QVERIFY(!s.connect(m_profile));
            QCOMPARE(*s.scalar(QStringLiteral("SELECT COUNT(*) FROM sb_trx")), QStringLiteral("2000"));

            Measured diff;
            const Counts per = perEvent(*w, 20, 220, &diff);
            QVERIFY2(!per.isEmpty(), "a run failed");
            qInfo("script (%s), per event: %s", mode, qPrintable(show(per)));
            verifyPerEvent(per,
                { { QStringLiteral("Com_select"), 3 }, { QStringLiteral("Com_update"), 1 },
                    { QStringLiteral("Com_begin"), 1 }, { QStringLiteral("Com_commit"), 1 },
                    { QStringLiteral("Com_insert"), 0 },
                    // 3 primary-key SELECTs and the UPDATE's primary-key lookup
                    { QStringLiteral("Handler_read_key"), 4 }, { QStringLiteral("Handler_update"), 1 },
                    { QStringLiteral("Com_stmt_execute"), QLatin1String(mode) == QLatin1String("auto") ? 6 : 0 } });
            // What ScaleBench reported is what the server counted.
            QCOMPARE(diff.summary.transactions, std::uint64_t(200));
            QCOMPARE(qint64(diff.summary.reads), diff.server.value(QStringLiteral("Com_select")));
            QCOMPARE(qint64(diff.summary.writes), diff.server.value(QStringLiteral("Com_update")));
            QCOMPARE(qint64(diff.summary.others),
                diff.server.value(QStringLiteral("Com_begin")) + diff.server.value(QStringLiteral("Com_commit")));
            QCOMPARE(*s.scalar(QStringLiteral("SELECT SUM(n) FROM sb_trx")), QStringLiteral("240"));

            QStringList dropped;
            QVERIFY(!w->cleanup(s, &dropped, nullptr));
            QCOMPARE(dropped, QStringList { QStringLiteral("sb_trx") });
        }
    }

    void shippedExamplesRunWithTheirWeights()
    {
        auto w = create(QStringLiteral("script"),
            { { QStringLiteral("scripts"),
                sourceFile("resources/scripts/orders.sql") + QStringLiteral("@3,")
                    + sourceFile("resources/scripts/lookup.sql") + QLatin1Char(',')
                    + sourceFile("resources/scripts/kv.sql") } });
        QVERIFY(w);
        PrepareOptions prepare;
        prepare.recreate = true;
        const Error e = w->prepare(m_profile, prepare);
        QVERIFY2(!e, qPrintable(e.context + QLatin1Char(' ') + e.detail));
        Session s;
        QVERIFY(!s.connect(m_profile));
        QCOMPARE(*s.scalar(QStringLiteral("SELECT COUNT(*) FROM sb_customers")), QStringLiteral("10000"));
        QCOMPARE(*s.scalar(QStringLiteral("SELECT COUNT(*) FROM sb_kv")), QStringLiteral("65536"));
        QCOMPARE(*s.scalar(QStringLiteral("SELECT MIN(k) + MAX(k) FROM sb_kv")), QStringLiteral("65537"));

        Measured diff;
        const int events = 1000;
        const Counts per = perEvent(*w, 100, 100 + events, &diff);
        QVERIFY2(!per.isEmpty(), "a run failed");
        const Counts& d = diff.server;
        qInfo("examples, %d events: %s; reported reads %llu writes %llu other %llu", events, qPrintable(show(d)),
            qulonglong(diff.summary.reads), qulonglong(diff.summary.writes), qulonglong(diff.summary.others));
        QCOMPARE(qint64(diff.summary.reads), d.value(QStringLiteral("Com_select")));
        QCOMPARE(qint64(diff.summary.writes),
            d.value(QStringLiteral("Com_insert")) + d.value(QStringLiteral("Com_update"))
                + d.value(QStringLiteral("Com_delete")));
        QCOMPARE(
            qint64(diff.summary.others), d.value(QStringLiteral("Com_begin")) + d.value(QStringLiteral("Com_commit")));
        // Only orders.sql (weight 3 of 5) opens transactions and inserts; kv.sql (1 of 5) updates sb_kv.
        const double ordersShare = double(d.value(QStringLiteral("Com_begin"))) / events;
        QCOMPARE(d.value(QStringLiteral("Com_insert")), d.value(QStringLiteral("Com_begin")));
        QVERIFY2(std::abs(ordersShare - 0.6) < 0.06, qPrintable(QString::number(ordersShare)));
        const double kvShare
            = double(d.value(QStringLiteral("Com_update")) - d.value(QStringLiteral("Com_begin"))) / events;
        QVERIFY2(std::abs(kvShare - 0.2) < 0.05, qPrintable(QString::number(kvShare)));

        QStringList dropped;
        QVERIFY(!w->cleanup(s, &dropped, nullptr));
        dropped.sort();
        QCOMPARE(dropped,
            (QStringList { QStringLiteral("sb_customers"), QStringLiteral("sb_kv"), QStringLiteral("sb_kv_digits"),
                QStringLiteral("sb_orders") }));
    }

    void smackQueriesMatchTheServersCounters_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("psMode");
        QTest::addColumn<QString>("dictionary");
        QTest::addColumn<int>("selects");
        QTest::addColumn<int>("updates");
        QTest::addColumn<ClientDriver>("driver");
        QTest::newRow("select_index, text") << "select_index"
                                            << "disable"
                                            << "random" << 2 << 0 << ClientDriver::Threads;
        QTest::newRow("select_index, prepared, sequential") << "select_index"
                                                            << "auto"
                                                            << "sequential" << 2 << 0 << ClientDriver::Threads;
        QTest::newRow("update_select") << "update_select"
                                       << "disable"
                                       << "random" << 1 << 1 << ClientDriver::Threads;
        QTest::newRow("select_index, prepared, async") << "select_index"
                                                       << "auto"
                                                       << "random" << 2 << 0 << ClientDriver::Async;
        QTest::newRow("update_select, async") << "update_select"
                                              << "disable"
                                              << "random" << 1 << 1 << ClientDriver::Async;
    }

    void smackQueriesMatchTheServersCounters()
    {
        QFETCH(QString, name);
        QFETCH(QString, psMode);
        QFETCH(QString, dictionary);
        QFETCH(int, selects);
        QFETCH(int, updates);
        QFETCH(ClientDriver, driver);
        m_driver = driver;
        const auto restore = qScopeGuard([this] { m_driver = ClientDriver::Threads; });
        const int rows = 5000;
        auto w = create(name,
            { { QStringLiteral("rows"), QString::number(rows) }, { QStringLiteral("db_ps_mode"), psMode },
                { QStringLiteral("dictionary"), dictionary } });
        QVERIFY(w);
        QVERIFY(!w->prepare(m_profile, {}));
        Session s;
        QVERIFY(!s.connect(m_profile));
        QCOMPARE(*s.scalar(QStringLiteral("SELECT COUNT(*) FROM http_auth")), QString::number(rows));
        // The clients' dictionary is the loaded set of keys.
        QStringList keys;
        char key[SmackWorkload::kKeyLength];
        for (std::int64_t n : { std::int64_t(1), std::int64_t(2), std::int64_t(rows / 2), std::int64_t(rows) })
            keys.append(QLatin1Char('\'') + QString::fromLatin1(key, qsizetype(SmackWorkload::username(n, key)))
                + QLatin1Char('\''));
        QCOMPARE(*s.scalar(QStringLiteral("SELECT COUNT(*) FROM http_auth WHERE username IN (%1)")
                               .arg(keys.join(QLatin1Char(',')))),
            QStringLiteral("4"));

        Measured diff;
        const Counts per = perEvent(*w, 50, 550, &diff);
        QVERIFY2(!per.isEmpty(), "a run failed");
        qInfo("%s (%s, %s), per event: %s", qPrintable(name), qPrintable(psMode), qPrintable(dictionary),
            qPrintable(show(per)));
        verifyPerEvent(per,
            { { QStringLiteral("Com_select"), selects }, { QStringLiteral("Com_update"), updates },
                { QStringLiteral("Handler_read_key"), selects + updates },
                { QStringLiteral("Handler_update"), updates },
                { QStringLiteral("Com_stmt_execute"), psMode == QLatin1String("auto") ? selects + updates : 0 } });
        QCOMPARE(qint64(diff.summary.reads), diff.server.value(QStringLiteral("Com_select")));
        QCOMPARE(qint64(diff.summary.writes), diff.server.value(QStringLiteral("Com_update")));

        QStringList dropped;
        QVERIFY(!w->cleanup(s, &dropped, nullptr));
        QCOMPARE(dropped, QStringList { QStringLiteral("http_auth") });
    }

    void selectIndexAsTheFreeBsdStudyRanIt()
    {
        // 10 clients, 200,000 queries: 10,000 events of 2 SELECTs (select-key.smack's query_barrel), as q_per_s.
        auto w = create(QStringLiteral("select_index"), { { QStringLiteral("rows"), QStringLiteral("90000") } });
        QVERIFY(w);
        PrepareOptions prepare;
        prepare.recreate = true; // ours, if a failed test left it
        QVERIFY(!w->prepare(m_profile, prepare));
        Session control;
        QVERIFY(!control.connect(m_profile));
        const Counts before = snapshot(control);
        RunOptions o;
        o.threads = 10;
        o.timeSec = 0;
        o.events = 100000;
        o.reportIntervalMs = 0;
        Runner runner(m_profile, *w, o);
        const RunSummary r = runner.run();
        const Counts d = minus(snapshot(control), before);
        QCOMPARE(r.status, RunStatus::Finished);
        QCOMPARE(r.reads, std::uint64_t(200000));
        // One run, so the server also counts the run's own checks (the table look-up, @@max_connections): a few.
        const qint64 selects = d.value(QStringLiteral("Com_select"));
        QVERIFY2(selects >= 200000 && selects <= 200010, qPrintable(show(d)));
        QVERIFY2(d.value(QStringLiteral("Handler_read_key")) >= 200000
                && d.value(QStringLiteral("Handler_read_key")) <= 200010,
            qPrintable(show(d)));
        qInfo("select_index, 10 clients, 200000 queries: %.0f q_per_s (%s)", r.qps(), qPrintable(show(d)));
        QVERIFY(!w->cleanup(control, nullptr, nullptr));
    }

    void foreignTablesAreNeverDropped()
    {
        Session s;
        QVERIFY(!s.connect(m_profile));
        s.execute(QStringLiteral("DROP TABLE IF EXISTS http_auth")); // left over by a failed test above
        QVERIFY(!s.execute(QStringLiteral("CREATE TABLE http_auth (username CHAR(25) PRIMARY KEY)")));
        auto w = create(QStringLiteral("select_index"), { { QStringLiteral("rows"), QStringLiteral("100") } });
        QVERIFY(w);
        PrepareOptions recreate;
        recreate.recreate = true;
        QCOMPARE(w->prepare(m_profile, recreate).code, ErrorCode::TablesExist);
        QStringList dropped, kept;
        QVERIFY(!w->cleanup(s, &dropped, &kept));
        QVERIFY(dropped.isEmpty());
        QCOMPARE(kept, QStringList { QStringLiteral("http_auth") });

        const QString path = write(QStringLiteral("own.sql"),
            QStringLiteral("-- prepare\nCREATE TABLE http_auth (a INT);\n-- run\nSELECT 1;\n"));
        auto script = create(QStringLiteral("script"), { { QStringLiteral("scripts"), path } });
        QVERIFY(script);
        QCOMPARE(script->prepare(m_profile, {}).code, ErrorCode::TablesExist);
        QVERIFY(!script->cleanup(s, &dropped, &kept));
        QVERIFY(dropped.isEmpty());
        QCOMPARE(
            *s.scalar(QStringLiteral("SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA='script_it' "
                                     "AND TABLE_NAME='http_auth'")),
            QStringLiteral("1"));
        QVERIFY(!s.execute(QStringLiteral("DROP TABLE http_auth")));
        // Before prepare, run stops with a clear error naming the missing table.
        const Error missing = script->checkPrepared(s);
        QCOMPARE(missing.code, ErrorCode::TablesMissing);
        QVERIFY2(missing.context.contains(QStringLiteral("http_auth")), qPrintable(missing.context));
    }
};

QTEST_GUILESS_MAIN(TestScriptWorkloads)
#include "tst_scriptworkloads.moc"
