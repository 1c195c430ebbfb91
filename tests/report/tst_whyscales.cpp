// SPDX-License-Identifier: GPL-3.0-or-later
// The "Why it scales as it does" section on stored runs with planted effects: a wait whose time per transaction
// grows 3x between two client counts is named with its interval; a wait that does not change is never named; a
// profile without repetitions says so.
#include "report/whyscales.h"

#include <QTest>

using namespace sb;

namespace {

const QString kLock = QStringLiteral("wait/synch/mutex/innodb/lock_sys");
const QString kSteady = QStringLiteral("wait/synch/rwlock/innodb/steady_latch");
const QString kHandler = QStringLiteral("wait/io/table/sql/handler");

ServerMetric wait(const QString& event, const QString& level, double v)
{
    return { QStringLiteral("wait_us_per_tx:") + event, QStringLiteral("wait"), level, QStringLiteral("µs/tx"), v };
}

ServerMetric levelTotal(const QString& level, double v)
{
    return { QStringLiteral("wait_level_us_per_tx:") + level, QStringLiteral("wait_level"), level, QStringLiteral("µs/tx"), v };
}

// One run: throughput, the lock wait and the steady wait (µs/tx), with a small deterministic wobble per repetition.
ServerRun run(const QString& column, int clients, double tps, double lock, double steady, int rep)
{
    const double wobble = 1.0 + 0.01 * double((rep % 3) - 1); // -1%, 0, +1%
    ServerRun r;
    r.column = column;
    r.x = clients;
    r.tps = tps * wobble;
    const double l = lock * (2.0 - wobble);
    const double s = steady * wobble;
    r.metrics << ServerMetric { QStringLiteral("cpu_us_per_tx"), QStringLiteral("cpu"), QString(), QStringLiteral("µs/tx"), 50 * wobble }
              << levelTotal(QStringLiteral("table"), 200 + l + s) << levelTotal(QStringLiteral("synch"), l + s + 2)
              << wait(kHandler, QStringLiteral("table"), 200 + l + s) << wait(kLock, QStringLiteral("synch"), l)
              << wait(kSteady, QStringLiteral("synch"), s);
    return r;
}

QList<ServerRun> planted(int repetitions)
{
    // 32 -> 64 clients: throughput falls 12% while the lock wait grows 3x; the steady wait stays at 20 µs/tx.
    const QList<int> clients { 8, 16, 32, 64 };
    const QList<double> tps { 1000, 1800, 2000, 1760 };
    const QList<double> lock { 10, 10, 10, 30 };
    QList<ServerRun> runs;
    for (int i = 0; i < clients.size(); ++i) {
        for (int rep = 0; rep < repetitions; ++rep)
            runs << run(QStringLiteral("2 cores"), clients.at(i), tps.at(i), lock.at(i), 20, rep);
    }
    return runs;
}

} // namespace

class TestWhyScales : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void namesTheGrowingWaitWithItsInterval()
    {
        const WhyScales why(planted(3));
        QVERIFY(why.hasRepetitions());
        const QStringList sentences = why.sentences();
        const QString all = sentences.join(QLatin1Char('\n'));
        QString knee;
        for (const QString& s : sentences) {
            if (s.contains(QLatin1String("from 32 to 64 clients")))
                knee = s;
        }
        QVERIFY2(!knee.isEmpty(), qPrintable(all));
        QVERIFY2(knee.contains(QLatin1String("throughput falls 12% (")), qPrintable(knee));
        QVERIFY2(knee.contains(kLock + QStringLiteral(" time per transaction grows 3x (")), qPrintable(knee));
        // The interval of the factor brackets 3.
        const qsizetype at = knee.indexOf(QLatin1String("grows 3x ("));
        const QString interval = knee.mid(at + 10, knee.indexOf(QLatin1Char(')'), at) - at - 10);
        const QStringList ends = interval.chopped(1).split(QChar(0x2013));
        QCOMPARE(ends.size(), 2);
        QVERIFY2(ends.at(0).toDouble() < 3 && ends.at(1).toDouble() > 3, qPrintable(interval));
        // Never named: the steady wait, nor the handler wait that contains the lock wait (it grows by 20 of 230 µs).
        QVERIFY2(!all.contains(kSteady), qPrintable(all));
        QVERIFY2(!all.contains(kHandler), qPrintable(all));
        // Where nothing but throughput changed, the sentence says no wait changed.
        QVERIFY2(all.contains(QLatin1String("from 8 to 16 clients throughput rises 80% (")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("no wait's or the CPU's time per transaction changed")), qPrintable(all));
        QVERIFY(!all.contains(QLatin1String("measured once")));
    }

    // A column where no step changed a wait or the CPU is one sentence with the steps' throughput changes, not a
    // sentence per step saying the same (a tpcc sweep's report had twelve).
    void steadyColumnIsOneSentence()
    {
        const QList<int> clients { 8, 16, 32, 64 };
        const QList<double> tps { 1000, 1800, 2000, 1760 };
        QList<ServerRun> runs;
        for (int i = 0; i < clients.size(); ++i) {
            for (int rep = 0; rep < 3; ++rep)
                runs << run(QStringLiteral("1 core"), clients.at(i), tps.at(i), 10, 20, rep);
        }
        const QStringList sentences = WhyScales(runs).sentences();
        QCOMPARE(sentences.size(), 1);
        const QString& one = sentences.constFirst();
        QVERIFY2(one.startsWith(QLatin1String("1 core: from 8 to 64 clients no wait's or the CPU's time per "
                                              "transaction changed beyond the noise at any step; throughput changed by "
                                              "8 to 16: +80% (")),
            qPrintable(one));
        QVERIFY2(one.contains(QStringLiteral("32 to 64: −12% (")), qPrintable(one));
    }

    void withoutRepetitionsSaysSo()
    {
        const WhyScales why(planted(1));
        QVERIFY(!why.hasRepetitions());
        const QStringList sentences = why.sentences();
        const QString all = sentences.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(kLock + QStringLiteral(" time per transaction grows 3x")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("(one run each, no interval)")), qPrintable(all));
        QVERIFY2(sentences.constLast().contains(QLatin1String("measured once")), qPrintable(all));
        QVERIFY(!all.contains(kSteady));
    }

    void tableAndFigure()
    {
        QList<ServerRun> runs = planted(2);
        for (ServerRun r : planted(2)) {
            r.column = QStringLiteral("4 cores");
            runs << r;
        }
        const WhyScales why(runs, { QStringLiteral("2 cores"), QStringLiteral("4 cores") });
        const QList<ScalingReport::Table> tables = why.tables(QStringLiteral("concurrent clients"));
        QCOMPARE(tables.size(), 2);
        const ScalingReport::Table& t = tables.first();
        QCOMPARE(t.header, (QStringList { QStringLiteral("metric"), QStringLiteral("level"), QStringLiteral("unit"),
                                QStringLiteral("8"), QStringLiteral("16"), QStringLiteral("32"), QStringLiteral("64") }));
        QStringList labels;
        for (const QStringList& row : t.rows)
            labels << row.first();
        QVERIFY2(labels.contains(kLock) && labels.contains(kSteady), qPrintable(labels.join(QLatin1Char(','))));
        QCOMPARE(t.rows.first().at(2), QStringLiteral("tx/s"));
        const FigureData f = why.figure();
        QStringList names;
        for (const FigureSeries& s : f.series) {
            if (!s.name.isEmpty())
                names << s.name;
        }
        QVERIFY2(names.contains(kLock) && names.contains(QStringLiteral("other synch waits")), qPrintable(names.join(QLatin1Char(','))));
        QCOMPARE(f.xCategories.size(), 8); // two columns of four client counts
        // Stacked: every series' band starts where the one below it ends.
        QVERIFY(f.series.first().bandLow.first().y() == 0);
    }

    void unavailableRunsSayWhy()
    {
        ServerRun r;
        r.column = QStringLiteral("all");
        r.x = 8;
        r.tps = 100;
        r.waitsReason = QStringLiteral("performance_schema_off");
        const WhyScales why({ r });
        QVERIFY(!why.hasWaits());
        const QStringList notes = why.unavailableNotes();
        QCOMPARE(notes.size(), 1);
        QVERIFY2(notes.first().contains(QLatin1String("--performance-schema")), qPrintable(notes.first()));
    }
};

QTEST_GUILESS_MAIN(TestWhyScales)
#include "tst_whyscales.moc"
