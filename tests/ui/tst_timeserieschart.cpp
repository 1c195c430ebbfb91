// SPDX-License-Identifier: GPL-3.0-or-later
// The live chart stays bounded however long a run lasts, and keeps recent points exact.
#include "charts/timeserieschart.h"

#include <QLineSeries>
#include <QTest>
#include <QValueAxis>

using namespace sb;

class TestTimeSeriesChart : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void appendsOnePointPerSeries();
    void decimatesOldPoints();
    void decimateKeepsShortSeries();
    void clear();
    void plannedTimeRangeHoldsTheAxis();
};

void TestTimeSeriesChart::appendsOnePointPerSeries()
{
    TimeSeriesChart chart(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("a"), QStringLiteral("b") });
    QCOMPARE(chart.seriesCount(), 2);
    chart.append(1, { 10, 20 });
    chart.append(2, { 30, 40 });
    QCOMPARE(chart.pointCount(0), 2);
    QCOMPARE(chart.lineSeries(1)->count(), 2);
    QCOMPARE(chart.lineSeries(1)->at(1), QPointF(2, 40));
    QVERIFY(chart.valueAxis()->max() >= 40);
    QCOMPARE(chart.valueAxis()->min(), 0.0);
}

void TestTimeSeriesChart::decimatesOldPoints()
{
    TimeSeriesChart chart(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("a") });
    const int n = 10000;
    for (int i = 1; i <= n; ++i)
        chart.append(i, { double(i % 7) });
    QVERIFY(chart.pointCount(0) <= TimeSeriesChart::kMaxPoints);
    QVERIFY(chart.pointCount(0) >= TimeSeriesChart::kMaxPoints / 2);
    QCOMPARE(chart.lineSeries(0)->count(), chart.pointCount(0));
    // The newest point is exact; time stays increasing.
    QCOMPARE(chart.lineSeries(0)->at(chart.pointCount(0) - 1), QPointF(n, n % 7));
    const auto points = chart.lineSeries(0)->points();
    for (qsizetype i = 1; i < points.size(); ++i)
        QVERIFY(points.at(i).x() > points.at(i - 1).x());
    QVERIFY(chart.timeAxis()->max() >= n);
}

void TestTimeSeriesChart::decimateKeepsShortSeries()
{
    const QList<QPointF> points { { 0, 1 }, { 1, 2 }, { 2, 3 } };
    QCOMPARE(TimeSeriesChart::decimate(points, 10), points);
    QList<QPointF> many;
    for (int i = 0; i < 9; ++i)
        many.append(QPointF(i, i));
    const auto fewer = TimeSeriesChart::decimate(many, 8);
    QVERIFY(fewer.size() <= 8);
    QCOMPARE(fewer.last(), QPointF(8, 8));
    QCOMPARE(fewer.first(), QPointF(0.5, 0.5));
}

void TestTimeSeriesChart::clear()
{
    TimeSeriesChart chart(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("a") });
    chart.append(1, { 5 });
    chart.clear();
    QCOMPARE(chart.pointCount(0), 0);
    QCOMPARE(chart.lineSeries(0)->count(), 0);
}

// A live run's axis covers -warm-up .. duration from its first point and does not move while points arrive inside
// it (no relayout per interval); a point past the end widens it; an empty range lets a finished run fill the plot.
void TestTimeSeriesChart::plannedTimeRangeHoldsTheAxis()
{
    TimeSeriesChart chart(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("a") });
    chart.setTimeRange(-2, 8);
    QCOMPARE(chart.timeAxis()->min(), -2.0);
    QCOMPARE(chart.timeAxis()->max(), 8.0);
    int changes = 0;
    connect(chart.timeAxis(), &QValueAxis::rangeChanged, this, [&changes] { ++changes; });
    for (int t = -1; t <= 8; ++t)
        chart.append(t, { 100.0 + t });
    QCOMPARE(changes, 0);
    chart.append(9.5, { 100 });
    QVERIFY(chart.timeAxis()->max() >= 9.5);
    QCOMPARE(changes, 1);

    TimeSeriesChart finished(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("a") });
    finished.setTimeRange(0, 0);
    for (int t = 101; t <= 160; ++t)
        finished.append(t, { 1 });
    QVERIFY(finished.timeAxis()->min() >= 100);
    QVERIFY(finished.timeAxis()->max() <= 170);
}

QTEST_MAIN(TestTimeSeriesChart)
#include "tst_timeserieschart.moc"
