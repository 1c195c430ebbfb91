// SPDX-License-Identifier: GPL-3.0-or-later
// The wait profile's delta from two performance_schema snapshots: only the run's client threads, levels apart,
// shares of a level, a thread gone at the end lost, a reconnected thread counted from zero.
#include "collectors/servermetrics.h"
#include "collectors/waitprofile.h"

#include <QJsonArray>
#include <QTest>

using namespace sb;

class TestWaitDelta : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void clientThreadsOnly()
    {
        const QString handler = QStringLiteral("wait/io/table/sql/handler");
        const QString latch = QStringLiteral("wait/synch/rwlock/innodb/lock_latch");
        PerfSchemaSnapshot before;
        before.threadOfConnection = { { 10, 100 }, { 11, 101 }, { 12, 102 } };
        before.threadWaits.insert({ 100, handler }, { 10, 1000000 });
        before.threadWaits.insert({ 101, handler }, { 10, 1000000 });
        before.threadWaits.insert({ 102, handler }, { 10, 1000000 });
        before.globalWaits.insert(handler, { 100, 9000000 });
        PerfSchemaSnapshot after = before;
        after.threadOfConnection = { { 10, 100 }, { 11, 101 }, { 13, 103 } }; // 12 disconnected, 13 is new
        after.threadWaits.remove({ 102, handler });
        after.threadWaits.insert({ 100, handler }, { 20, 5000000 }); // +4 µs
        after.threadWaits.insert({ 101, handler }, { 20, 5000000 }); // +4 µs
        after.threadWaits.insert({ 103, handler }, { 5, 2000000 }); // +2 µs (from zero)
        after.threadWaits.insert({ 100, latch }, { 50, 3000000 }); // +3 µs, inside the handler waits
        after.threadWaits.insert({ 100, QStringLiteral("idle") }, { 5, 900000000 });
        after.threadWaits.insert({ 999, latch }, { 50, 70000000 }); // a background thread: not counted
        after.globalWaits.insert(handler, { 200, 99000000 });
        const QJsonObject d = WaitProfile::delta(before, after, 4);
        QCOMPARE(d.value(QStringLiteral("threads_lost")).toInt(), 1);
        QCOMPARE(d.value(QStringLiteral("levels")).toObject().value(QStringLiteral("table")).toDouble(), 10.0);
        QCOMPARE(d.value(QStringLiteral("levels")).toObject().value(QStringLiteral("synch")).toDouble(), 3.0);
        const QJsonArray waits = d.value(QStringLiteral("waits")).toArray();
        QCOMPARE(waits.size(), 2); // idle left out
        QCOMPARE(waits.at(0).toObject().value(QStringLiteral("event")).toString(), handler);
        QCOMPARE(waits.at(1).toObject().value(QStringLiteral("level")).toString(), QStringLiteral("synch"));
        QCOMPARE(d.value(QStringLiteral("global_waits")).toArray().at(0).toObject().value(QStringLiteral("time_us")).toDouble(), 90.0);
        // Per transaction, each share of its own level: both are whole, never added.
        const QJsonArray list = WaitProfile::summaryJson(d, 2).toArray();
        QCOMPARE(list.at(0).toObject().value(QStringLiteral("time_us_per_tx")).toDouble(), 5.0);
        QCOMPARE(list.at(0).toObject().value(QStringLiteral("share")).toDouble(), 1.0);
        QCOMPARE(list.at(1).toObject().value(QStringLiteral("share")).toDouble(), 1.0);
        // The metrics a report and compare --metric read.
        const QJsonObject env { { QStringLiteral("server_waits"), d } };
        QCOMPARE(*ServerMetrics::value(env, 2, QStringLiteral("wait_us_per_tx:") + latch), 1.5);
        QCOMPARE(*ServerMetrics::value(env, 2, QStringLiteral("wait_level_us_per_tx:table")), 5.0);
        QCOMPARE(*ServerMetrics::value(env, 2, QStringLiteral("wait_us_per_tx:wait/synch/mutex/never_seen")), 0.0);
        QVERIFY(!ServerMetrics::value(QJsonObject(), 2, QStringLiteral("wait_us_per_tx:") + latch));
        QCOMPARE(ServerMetrics::waitsUnavailableReason(QJsonObject()), QStringLiteral("not_recorded"));
        QVERIFY(ServerMetrics::isMetricName(QStringLiteral("wait_us_per_tx:") + latch));
        QVERIFY(!ServerMetrics::isMetricName(QStringLiteral("wait_us_per_tx:")));
    }

    void levels()
    {
        QCOMPARE(WaitProfile::levelOf(QStringLiteral("wait/lock/table/sql/handler")), QStringLiteral("table"));
        QCOMPARE(WaitProfile::levelOf(QStringLiteral("wait/lock/metadata/sql/mdl")), QStringLiteral("table"));
        QCOMPARE(WaitProfile::levelOf(QStringLiteral("wait/synch/cond/sql/COND_x")), QStringLiteral("synch"));
        QCOMPARE(WaitProfile::levelOf(QStringLiteral("wait/io/file/innodb/innodb_log_file")), QStringLiteral("file"));
        QCOMPARE(WaitProfile::levelOf(QStringLiteral("wait/io/socket/sql/client_connection")), QStringLiteral("socket"));
    }
};

QTEST_GUILESS_MAIN(TestWaitDelta)
#include "tst_waitprofile.moc"
