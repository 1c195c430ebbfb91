// SPDX-License-Identifier: GPL-3.0-or-later
// The reduction that every time chart draws: bounded by the columns, spikes and dips kept, full resolution when the
// range holds few points, and the same result whether points come one by one or all at once.
#include "analysis/seriesdecimator.h"

#include <QTest>
#include <algorithm>

using namespace sb;

class TestSeriesDecimator : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void boundedByColumns();
    void keepsOneIntervalSpikeAndDip();
    void fewPointsComeBackUnchanged();
    void zoomedRangeKeepsEdgePoints();
    void incrementalEqualsOneShot();
    void extremes();
};

namespace {
std::vector<double> ramp(int n)
{
    std::vector<double> x(std::size_t(n), 0.0);
    for (int i = 0; i < n; ++i)
        x[std::size_t(i)] = i;
    return x;
}
}

void TestSeriesDecimator::boundedByColumns()
{
    const auto x = ramp(86400);
    std::vector<double> y(x.size());
    for (std::size_t i = 0; i < y.size(); ++i)
        y[i] = double(i % 13);
    const auto points = SeriesDecimator::decimate(x, y, 0, 86399, 700);
    QVERIFY(points.size() <= 2 * 700 + 1); // and the newest point of the last column
    QVERIFY(points.size() >= 700);
    for (qsizetype i = 1; i < points.size(); ++i)
        QVERIFY(points.at(i).x() >= points.at(i - 1).x()); // still a function of time
}

void TestSeriesDecimator::keepsOneIntervalSpikeAndDip()
{
    const auto x = ramp(86400);
    std::vector<double> y(x.size(), 1000.0);
    y[43210] = 5000; // one interval's spike
    y[70001] = 3; // and one interval's stall
    const auto points = SeriesDecimator::decimate(x, y, 0, 86399, 600);
    const auto has = [&points](QPointF p) { return points.contains(p); };
    QVERIFY(has(QPointF(43210, 5000)));
    QVERIFY(has(QPointF(70001, 3)));
}

void TestSeriesDecimator::fewPointsComeBackUnchanged()
{
    const auto x = ramp(500);
    std::vector<double> y(x.size());
    for (std::size_t i = 0; i < y.size(); ++i)
        y[i] = double((i * 7) % 11);
    const auto points = SeriesDecimator::decimate(x, y, 0, 499, 800);
    QCOMPARE(points.size(), qsizetype(500));
    for (std::size_t i = 0; i < x.size(); ++i)
        QCOMPARE(points.at(qsizetype(i)), QPointF(x[i], y[i]));
}

void TestSeriesDecimator::zoomedRangeKeepsEdgePoints()
{
    const auto x = ramp(10000);
    const std::vector<double> y(x.size(), 2.0);
    const auto points = SeriesDecimator::decimate(x, y, 100.5, 199.5, 400);
    // the 99 points inside at full resolution, and one neighbour on each side so the line reaches the plot's edges
    QCOMPARE(points.size(), qsizetype(101)); // 101..199
    QCOMPARE(points.first().x(), 100.0);
    QCOMPARE(points.last().x(), 200.0);
}

void TestSeriesDecimator::incrementalEqualsOneShot()
{
    const auto x = ramp(30000);
    std::vector<double> y(x.size());
    for (std::size_t i = 0; i < y.size(); ++i)
        y[i] = double((i * 31) % 97);
    SeriesDecimator live(0, 40000, 500);
    for (std::size_t i = 0; i < x.size(); ++i)
        live.add(x[i], y[i]);
    QCOMPARE(live.points(), SeriesDecimator::decimate(x, y, 0, 40000, 500));
}

void TestSeriesDecimator::extremes()
{
    SeriesDecimator d(0, 10, 5);
    QVERIFY(!d.maximum());
    d.add(-1, 100); // before the range: an edge point, not a visible value
    d.add(1, 4);
    d.add(2, -3);
    d.add(11, 50); // after it: the same
    QCOMPARE(*d.maximum(), 4.0);
    QCOMPARE(d.points().size(), qsizetype(4));
    d.clear();
    QVERIFY(d.points().isEmpty());
}

QTEST_APPLESS_MAIN(TestSeriesDecimator)
#include "tst_seriesdecimator.moc"
