// SPDX-License-Identifier: GPL-3.0-or-later
// The kv (flexAsync-style) workload against a real server: every phase sends exactly one statement per batch of keys
// (checked through Com_insert/Com_select/Com_update/Com_delete), every key inserted is read, updated, read again and
// deleted, and the table is empty at the end.
#include "common/optionproblem.h"
#include "engine/runner.h"
#include "server/serverstep.h"
#include "support/testserver.h"
#include "workload/kvworkload.h"
#include "workload/workloadregistry.h"

#include <QTest>

using namespace sb;
Q_DECLARE_METATYPE(sb::ClientDriver)

namespace {

const QStringList kCounters { QStringLiteral("Com_select"), QStringLiteral("Com_insert"), QStringLiteral("Com_update"),
    QStringLiteral("Com_delete") };

} // namespace

class TestKvWorkload : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;

    qint64 scalar(const QString& sql)
    {
        Session s;
        if (s.connect(m_profile))
            return -1;
        auto v = s.scalar(sql);
        return v.ok() ? v->toLongLong() : -1;
    }

private Q_SLOTS:
    void initTestCase() { m_profile = test::sandboxProfile(QStringLiteral("kv_it")); }

    void phasesSendOneStatementPerBatch_data()
    {
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("records");
        QTest::addColumn<int>("batch");
        QTest::addColumn<ClientDriver>("driver");
        QTest::newRow("3 clients, 300 keys each, batch 7 (a short last batch)") << 3 << 300 << 7 << ClientDriver::Threads;
        QTest::newRow("1 client, 50 keys, batch 1") << 1 << 50 << 1 << ClientDriver::Threads;
        QTest::newRow("2 clients, 40 keys each, batch 100 (one round trip)") << 2 << 40 << 100 << ClientDriver::Threads;
        QTest::newRow("3 clients, 300 keys each, batch 7, async") << 3 << 300 << 7 << ClientDriver::Async;
    }

    void phasesSendOneStatementPerBatch()
    {
        QFETCH(int, threads);
        QFETCH(int, records);
        QFETCH(int, batch);
        QFETCH(ClientDriver, driver);
        auto created = WorkloadRegistry::create(QStringLiteral("flexasync"),
            { { QStringLiteral("records"), QString::number(records) },
                { QStringLiteral("batch"), QString::number(batch) } });
        QVERIFY(created.ok());
        auto& workload = static_cast<KvWorkload&>(**created);
        QCOMPARE(workload.name(), QStringLiteral("kv"));
        PrepareOptions prepare;
        prepare.recreate = true;
        QVERIFY(!workload.prepare(m_profile, prepare));
        QCOMPARE(workload.engineUsed(), QStringLiteral("InnoDB")); // auto: the sandbox has no NDB
        QCOMPARE(scalar(QStringLiteral(
                     "SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA='kv_it' "
                     "AND TABLE_NAME='kvtest' AND ENGINE='InnoDB' AND TABLE_COMMENT='created by scalebench'")),
            1);

        const qint64 keys = qint64(threads) * records;
        const qint64 events = (keys + batch - 1) / batch;
        const QStringList phases = workload.phases();
        QCOMPARE(phases,
            (QStringList { QStringLiteral("insert"), QStringLiteral("read"), QStringLiteral("update"),
                QStringLiteral("read"), QStringLiteral("delete") }));
        Session control;
        QVERIFY(!control.connect(m_profile));
        QList<test::Counts> deltas;
        for (int i = 0; i < phases.size(); ++i) {
            workload.setPhase(i, threads);
            QCOMPARE(workload.phaseEvents(threads), std::uint64_t(events));
            QCOMPARE(workload.phaseOperations(threads), std::uint64_t(keys));
            RunOptions o;
            o.threads = threads;
            o.driver = driver;
            o.timeSec = 0;
            o.events = workload.phaseEvents(threads);
            o.reportIntervalMs = 0;
            const test::Counts before = test::counters(control, kCounters);
            Runner runner(m_profile, workload, o);
            const RunSummary r = runner.run();
            deltas.append(test::minus(test::counters(control, kCounters), before));
            QVERIFY2(r.status == RunStatus::Finished, qPrintable(phases[i] + QStringLiteral(": ") + r.error.detail));
            QCOMPARE(r.transactions, std::uint64_t(events));
            QCOMPARE(r.queries(), std::uint64_t(events));
            if (i == 0) {
                QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM kvtest")), keys);
                QCOMPARE(scalar(QStringLiteral("SELECT MIN(id) FROM kvtest")), 1);
                QCOMPARE(scalar(QStringLiteral("SELECT MAX(id) FROM kvtest")), keys);
            }
            if (i == 2)
                QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM kvtest WHERE v = 1")), keys); // each updated once
        }
        QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM kvtest")), 0);

        // The update phase reads nothing of its own: its Com_select is what every phase adds around its statements
        // (the run's checks and the counter snapshot).
        const qint64 overhead = deltas[2].value(QStringLiteral("Com_select"));
        QVERIFY(overhead >= 0 && overhead < 10);
        const QList<QList<qint64>> expected { { 0, events, 0, 0 }, { events, 0, 0, 0 }, { 0, 0, events, 0 },
            { events, 0, 0, 0 }, { 0, 0, 0, events } };
        for (int i = 0; i < phases.size(); ++i) {
            for (int c = 0; c < kCounters.size(); ++c) {
                const qint64 got = deltas[i].value(kCounters[c]) - (c == 0 ? overhead : 0);
                QVERIFY2(got == expected[i][c],
                    qPrintable(QStringLiteral("phase %1 %2: %3 statements, expected %4 (%5)")
                                   .arg(phases[i], kCounters[c])
                                   .arg(got)
                                   .arg(expected[i][c])
                                   .arg(test::show(deltas[i]))));
            }
        }
        QStringList dropped;
        QVERIFY(!workload.cleanup(control, &dropped, nullptr));
        QCOMPARE(dropped, QStringList { QStringLiteral("kvtest") });
    }

    void leftoverRowsStopTheInsertPhase()
    {
        auto created
            = WorkloadRegistry::create(QStringLiteral("kv"), { { QStringLiteral("records"), QStringLiteral("10") } });
        QVERIFY(created.ok());
        Workload& workload = **created;
        PrepareOptions prepare;
        prepare.recreate = true;
        QVERIFY(!workload.prepare(m_profile, prepare));
        Session s;
        QVERIFY(!s.connect(m_profile));
        QVERIFY(!s.execute(QStringLiteral("INSERT INTO kvtest VALUES (5, 0, 'x')")));
        workload.setPhase(0, 1);
        RunOptions o;
        o.timeSec = 0;
        o.events = workload.phaseEvents(1);
        o.reportIntervalMs = 0;
        Runner runner(m_profile, workload, o);
        const RunSummary r = runner.run();
        QCOMPARE(r.status, RunStatus::Failed);
        QCOMPARE(r.error.code, ErrorCode::ServerError);
        QCOMPARE(r.error.value, qint64(ServerStep::TableNotEmpty));
        QCOMPARE(r.error.context, QStringLiteral("kvtest"));
        // A read phase over keys that are not there fails with what it found, instead of counting empty reads.
        workload.setPhase(1, 1);
        Runner reader(m_profile, workload, o);
        const RunSummary read = reader.run();
        QCOMPARE(read.status, RunStatus::Failed);
        QCOMPARE(read.error.value, qint64(ServerStep::KeysRead));
        QCOMPARE(read.error.args.mid(0, 2), (QStringList { QStringLiteral("1"), QStringLiteral("10") }));
        QVERIFY(!workload.cleanup(s, nullptr, nullptr));
    }

    void ndbclusterIsRefusedWithoutTheEngine()
    {
        auto created = WorkloadRegistry::create(
            QStringLiteral("kv"), { { QStringLiteral("engine"), QStringLiteral("ndbcluster") } });
        QVERIFY(created.ok());
        const Error e = (*created)->prepare(m_profile, {});
        QCOMPARE(e.code, ErrorCode::OptionValueInvalid);
        QCOMPARE(e.value, qint64(OptionProblem::NoNdbEngine));
        QCOMPARE(e.context, QStringLiteral("--engine"));
    }
};

QTEST_GUILESS_MAIN(TestKvWorkload)
#include "tst_kvworkload.moc"
