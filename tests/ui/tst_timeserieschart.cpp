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

QTEST_MAIN(TestTimeSeriesChart)
#include "tst_timeserieschart.moc"
