// SPDX-License-Identifier: GPL-3.0-or-later
// Which runs a report draws over time: a few runs all on one figure, a sweep only its long runs, never more than four.
#include "report/axiswords.h"
#include "report/reportsource.h"

#include <QTest>

using namespace sb;

namespace {

QList<StoredRun> runs(const QList<qint64>& intervalCounts)
{
    QList<StoredRun> list;
    for (int i = 0; i < intervalCounts.size(); ++i) {
        StoredRun r;
        r.id = i + 1;
        r.spec.threads = 1 << (i % 6);
        r.intervalCount = intervalCounts.at(i);
        list << r;
    }
    return list;
}

QList<qint64> ids(const QList<TimelineSeries>& series)
{
    QList<qint64> list;
    for (const TimelineSeries& s : series)
        list << s.runId;
    return list;
}

} // namespace

class TestReportSource : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void fewRunsAllOnOneFigure()
    {
        const auto chosen = ReportSource::timelineRuns(runs({ 60, 86400, 1 }), RunAxis::Clients, RunAxis::ServerCpus);
        QCOMPARE(ids(chosen), (QList<qint64> { 1, 2 })); // one interval makes no line
        QCOMPARE(chosen.at(1).intervals, 86400);
        // In the tables' words, not the axes' keys: "run 1 (1 client, server CPUs: ...)".
        QVERIFY2(chosen.at(0).name.startsWith(QLatin1String("run 1 (1 client, server CPUs: ")),
            qPrintable(chosen.at(0).name));
        QVERIFY(chosen.at(1).name.contains(QLatin1String("(2 clients, ")));
        QVERIFY(!chosen.at(0).name.contains(QLatin1String("server_cpus")));
    }

    void axisWords()
    {
        QCOMPARE(AxisWords::value(QStringLiteral("clients"), QStringLiteral("1")), QStringLiteral("1 client"));
        QCOMPARE(AxisWords::value(QStringLiteral("clients"), QStringLiteral("16")), QStringLiteral("16 clients"));
        QCOMPARE(AxisWords::value(QStringLiteral("server_cpus"), QStringLiteral("all")),
            QStringLiteral("server CPUs: all"));
        QCOMPARE(AxisWords::name(QStringLiteral("client_cpus")), QStringLiteral("client CPUs"));
        QCOMPARE(AxisWords::name(QStringLiteral("cores")), QStringLiteral("cores")); // a CSV's own header
    }

    void sweepOfShortRunsGetsNone()
    {
        QVERIFY(
            ReportSource::timelineRuns(runs(QList<qint64>(36, 60)), RunAxis::Clients, RunAxis::ServerCpus).isEmpty());
    }

    void sweepShowsItsLongestLongRunsInRunOrder()
    {
        QList<qint64> counts(36, 60);
        counts[3] = 3600;
        counts[10] = 86400;
        counts[20] = 7200;
        counts[30] = 600;
        counts[31] = 5000;
        counts[32] = 599;
        const auto chosen = ReportSource::timelineRuns(runs(counts), RunAxis::Clients, RunAxis::ServerCpus);
        QCOMPARE(ids(chosen), (QList<qint64> { 4, 11, 21, 32 })); // 600 is the fifth longest: left out
        counts[31] = 60;
        QCOMPARE(ids(ReportSource::timelineRuns(runs(counts), RunAxis::Clients, RunAxis::ServerCpus)),
            (QList<qint64> { 4, 11, 21, 31 }));
    }
};

QTEST_APPLESS_MAIN(TestReportSource)
#include "tst_reportsource.moc"
