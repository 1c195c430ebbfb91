// SPDX-License-Identifier: GPL-3.0-or-later
// The time charts draw a bounded number of points however long a run lasts, keep every spike, and show a zoomed
// range at full resolution.
#include "support/timescale.h"
#include "charts/axisticks.h"
#include "charts/timeserieschart.h"
#include "charts/timeserieschartgroup.h"
#include "charts/timeserieschartview.h"

#include <QCategoryAxis>
#include <QLineSeries>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>
#include <QHBoxLayout>
#include <QVBoxLayout>
#include <QValueAxis>
#include <cmath>

using namespace sb;

class TestTimeSeriesChart : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void appendsOnePointPerSeries();
    void drawnPointsStayBounded();
    void oneIntervalSpikeIsDrawn();
    void deferredDrawsOnRefresh();
    void refreshSetsOnlyTheTip();
    void zoomShowsFullResolution();
    void viewZoomsWithWheelAndDrag();
    void clear();
    void plannedTimeRangeHoldsTheAxis();
    void timeIsLabelledAsInTheReport();
    void secondsUpToTenMinutes();
    void atLeastTwoTimeTicks();
    void emptyChartHasWholeSteps();
    void countsHaveWholeTicks();
    void stackedPlotsLineUp();
    void aLowPlotKeepsEveryValueLabel();
    void panelsSideBySideShareTimeTicks();
    void aShortRunShowsItsStartAndEnd();
    void aRunKeepsItsTicksWhenItEnds();
};

namespace {
// The most points a reduction of the chart's plot may hold: two per pixel column and the two edge points.
int bound(const TimeSeriesChart& chart)
{
    const int width = int(chart.plotArea().width());
    return 2 * (width > 10 ? width : 600) + 2;
}
}

void TestTimeSeriesChart::appendsOnePointPerSeries()
{
    TimeSeriesChart chart(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("a"), QStringLiteral("b") });
    QCOMPARE(chart.seriesCount(), 2);
    chart.append(1, { 10, 20 });
    chart.append(2, { 30, 40 });
    QCOMPARE(chart.pointCount(0), 2);
    QCOMPARE(chart.drawnCount(1), 2);
    QCOMPARE(chart.drawnPoints(1).at(1), QPointF(2, 40));
    QVERIFY(chart.valueAxis()->max() >= 40);
    QCOMPARE(chart.valueAxis()->min(), 0.0);
}

// An hour at 100 ms, appended live: every point kept, a bounded number drawn, the newest one exact.
void TestTimeSeriesChart::drawnPointsStayBounded()
{
    TimeSeriesChart chart(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("a") });
    chart.setTimeRange(0, 3600);
    const int n = 36000;
    for (int i = 1; i <= n; ++i)
        chart.append(i * 0.1, { double(i % 7) });
    QCOMPARE(chart.pointCount(0), n);
    QVERIFY2(chart.drawnCount(0) <= bound(chart), qPrintable(QString::number(chart.drawnCount(0))));
    QVERIFY(chart.drawnCount(0) >= 300);
    const auto points = chart.drawnPoints(0);
    QCOMPARE(points.last().x(), n * 0.1);
    for (qsizetype i = 1; i < points.size(); ++i)
        QVERIFY(points.at(i).x() >= points.at(i - 1).x());
    QCOMPARE(chart.valueAxis()->min(), 0.0);
    QVERIFY(chart.valueAxis()->max() >= 6);
}

// A day at 1 s with one interval's spike and one interval's stall: both still drawn, whether the run is loaded at
// once (Results page) or grows live (Run page).
void TestTimeSeriesChart::oneIntervalSpikeIsDrawn()
{
    const int n = 86400;
    std::vector<double> times(n);
    std::vector<double> values(n, 1000);
    for (int i = 0; i < n; ++i)
        times[std::size_t(i)] = i + 1;
    values[50000] = 9000;
    values[60000] = 0;
    TimeSeriesChart stored(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("tps") });
    stored.setTimeRange(0, 0);
    stored.setData(times, { values });
    QVERIFY(stored.drawnCount(0) <= bound(stored));
    QVERIFY(stored.drawnPoints(0).contains(QPointF(50001, 9000)));
    QVERIFY(stored.drawnPoints(0).contains(QPointF(60001, 0)));
    QVERIFY(stored.valueAxis()->max() >= 9000);

    TimeSeriesChart live(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("tps") });
    live.setDeferred(true);
    live.setTimeRange(0, 3600); // planned for an hour, ran for a day: the axis grows and the points are reduced again
    for (int i = 0; i < n; ++i) {
        live.append(times[std::size_t(i)], { values[std::size_t(i)] });
        if (i % 1000 == 0)
            live.refresh();
    }
    live.refresh();
    QVERIFY(live.timeAxis()->max() >= n);
    QVERIFY(live.drawnCount(0) <= bound(live));
    QVERIFY(live.drawnPoints(0).contains(QPointF(50001, 9000)));
    QVERIFY(live.drawnPoints(0).contains(QPointF(60001, 0)));
}

void TestTimeSeriesChart::deferredDrawsOnRefresh()
{
    TimeSeriesChart chart(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("a") });
    chart.setDeferred(true);
    chart.append(1, { 5 });
    chart.append(2, { 6 });
    QCOMPARE(chart.pointCount(0), 2);
    QCOMPARE(chart.drawnCount(0), 0);
    chart.refresh();
    QCOMPARE(chart.drawnCount(0), 2);
}

// A live refresh costs the newest columns, not the run: the body of older columns is set again only every
// kTipColumns columns, and body and tip together are the whole reduction.
void TestTimeSeriesChart::refreshSetsOnlyTheTip()
{
    TimeSeriesChart chart(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("a") });
    chart.setDeferred(true);
    chart.setTimeRange(0, 6000);
    int bodySets = 0;
    connect(chart.lineSeries(0), &QLineSeries::pointsReplaced, this, [&bodySets] { ++bodySets; });
    const int n = 60000;
    for (int i = 1; i <= n; ++i) {
        chart.append(i * 0.1, { double(i % 10) });
        if (i % 3 == 0)
            chart.refresh(); // 20,000 refreshes
    }
    chart.refresh();
    QVERIFY2(bodySets <= 2 * 600 / TimeSeriesChart::kTipColumns + 4, qPrintable(QString::number(bodySets)));
    QVERIFY(chart.lineSeries(0)->count() > 0);
    const auto drawn = chart.drawnPoints(0);
    QVERIFY(drawn.size() <= bound(chart));
    QCOMPARE(drawn.last(), QPointF(n * 0.1, 0));
    for (qsizetype i = 1; i < drawn.size(); ++i)
        QVERIFY(drawn.at(i).x() > drawn.at(i - 1).x());
}

void TestTimeSeriesChart::zoomShowsFullResolution()
{
    TimeSeriesChart chart(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("a") });
    chart.setTimeRange(0, 0);
    QSignalSpy zoomed(&chart, &TimeSeriesChart::zoomChanged);
    const int n = 20000;
    std::vector<double> times(n);
    std::vector<double> values(n);
    for (int i = 0; i < n; ++i) {
        times[std::size_t(i)] = i;
        values[std::size_t(i)] = (i * 37) % 101;
    }
    chart.setData(times, { values });
    QVERIFY(chart.drawnCount(0) < n / 10);
    chart.zoomTo(1000.5, 1100.5);
    QVERIFY(chart.isZoomed());
    QCOMPARE(zoomed.count(), 1);
    QCOMPARE(chart.timeAxis()->min(), 1000.5);
    QCOMPARE(chart.timeAxis()->max(), 1100.5);
    // every point of the range, and its two neighbours outside
    QCOMPARE(chart.drawnCount(0), 102);
    const auto drawn = chart.drawnPoints(0);
    for (int i = 1000; i <= 1101; ++i)
        QCOMPARE(drawn.at(i - 1000), QPointF(i, values[std::size_t(i)]));
    chart.resetZoom();
    QVERIFY(!chart.isZoomed());
    QCOMPARE(zoomed.count(), 2);
    QVERIFY(chart.drawnCount(0) < n / 10);
    QCOMPARE(chart.timeAxis()->min(), 0.0);
    QVERIFY(chart.timeAxis()->max() >= n - 1);
}

void TestTimeSeriesChart::viewZoomsWithWheelAndDrag()
{
    auto* chart = new TimeSeriesChart(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("a") });
    TimeSeriesChartView view(chart);
    view.resize(800, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    chart->setTimeRange(0, 0);
    for (int i = 0; i <= 1000; ++i)
        chart->append(i, { double(i % 10) });
    QVERIFY(view.wholeRunButton()->isHidden());
    const double whole = chart->timeAxis()->max() - chart->timeAxis()->min(); // 0 .. 20:00, whole ticks
    const QPointF centre = view.mapFromScene(chart->mapToScene(chart->plotArea().center()));
    QWheelEvent wheel(centre, view.mapToGlobal(centre), QPoint(), QPoint(0, 120 * 3), Qt::NoButton, Qt::NoModifier,
        Qt::NoScrollPhase, false);
    QApplication::sendEvent(view.viewport(), &wheel);
    QVERIFY(chart->isZoomed());
    QVERIFY(chart->timeAxis()->max() - chart->timeAxis()->min() < 0.6 * whole); // three notches: 51 %
    QVERIFY(!view.wholeRunButton()->isHidden());
    view.wholeRunButton()->click();
    QVERIFY(!chart->isZoomed());
    QVERIFY(view.wholeRunButton()->isHidden());

    // Dragging across the plot zooms to the dragged time; a double click shows the whole run again.
    const QRectF plot = view.mapFromScene(chart->mapToScene(chart->plotArea())).boundingRect();
    const QPoint from(int(plot.left() + plot.width() / 4), int(plot.center().y()));
    const QPoint to(int(plot.left() + plot.width() / 2), int(plot.center().y()));
    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, from);
    QTest::mouseMove(view.viewport(), to);
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, to);
    QVERIFY(chart->isZoomed());
    QVERIFY2(std::abs(chart->timeAxis()->min() - whole / 4) < whole / 100,
        qPrintable(QString::number(chart->timeAxis()->min())));
    QVERIFY2(std::abs(chart->timeAxis()->max() - whole / 2) < whole / 100,
        qPrintable(QString::number(chart->timeAxis()->max())));
    const auto drawn = chart->drawnPoints(0); // 300 points in 300 s: every one drawn
    for (int t = int(std::ceil(chart->timeAxis()->min())); t <= int(chart->timeAxis()->max()); ++t)
        QVERIFY(drawn.contains(QPointF(t, t % 10)));
    QTest::mouseDClick(view.viewport(), Qt::LeftButton, {}, to);
    QVERIFY(!chart->isZoomed());
}

void TestTimeSeriesChart::clear()
{
    TimeSeriesChart chart(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("a") });
    chart.append(1, { 5 });
    chart.clear();
    QCOMPARE(chart.pointCount(0), 0);
    QCOMPARE(chart.drawnCount(0), 0);
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

// The time axis reads as the report's figures do (AxisTicks::time): seconds for a 20-second run, h:mm for a day, m:ss
// for a zoom into its first half hour, h:mm:ss for a zoom too short for the clock's steps. The axis keeps the range
// (no widening to whole steps) and every label lies inside it.
void TestTimeSeriesChart::timeIsLabelledAsInTheReport()
{
    const auto labels = [](const TimeSeriesChart& chart) {
        QCategoryAxis* axis = chart.timeAxis();
        QStringList shown;
        for (const QString& label : axis->categoriesLabels()) {
            const double at = axis->endValue(label);
            if (at < axis->min() - 1e-6 || at > axis->max() + 1e-6)
                return QStringList { QStringLiteral("outside: ") + label };
            shown << label;
        }
        return shown;
    };
    TimeSeriesChart shortRun(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("a") });
    shortRun.setTimeRange(-5, 20);
    QCOMPARE(labels(shortRun),
        (QStringList { QStringLiteral("-5"), QStringLiteral("0"), QStringLiteral("5"), QStringLiteral("10"),
            QStringLiteral("15"), QStringLiteral("20") }));
    QCOMPARE(shortRun.timeAxis()->titleText(), QStringLiteral("Time (s)"));

    TimeSeriesChart day(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("a") });
    day.setTimeRange(0, 86400);
    QCOMPARE(labels(day),
        (QStringList { QStringLiteral("0:00"), QStringLiteral("4:00"), QStringLiteral("8:00"), QStringLiteral("12:00"),
            QStringLiteral("16:00"), QStringLiteral("20:00"), QStringLiteral("24:00") }));
    QCOMPARE(day.timeAxis()->titleText(), QStringLiteral("Time (h:min)"));
    QCOMPARE(day.timeAxis()->min(), 0.0);
    QCOMPARE(day.timeAxis()->max(), 86400.0);

    for (int t = 0; t <= 86400; t += 60)
        day.append(t, { 1 });
    day.zoomTo(0, 1800);
    QCOMPARE(labels(day).first(), QStringLiteral("0:00"));
    QCOMPARE(labels(day).last(), QStringLiteral("30:00"));
    QCOMPARE(day.timeAxis()->titleText(), QStringLiteral("Time (min:s)"));
    day.zoomTo(18000, 18100); // 100 s at hour five
    const QStringList fine = labels(day);
    QVERIFY2(fine.size() >= 2 && fine.first().startsWith(QLatin1String("5:00:")), qPrintable(fine.join(u' ')));
    day.resetZoom();
    QCOMPARE(labels(day).size(), 7);
}

namespace {
QStringList timeLabels(const TimeSeriesChart& chart) { return chart.timeAxis()->categoriesLabels(); }
} // namespace

// One format on every time chart and figure: seconds up to ten minutes, then m:ss, h:mm past an hour.
void TestTimeSeriesChart::secondsUpToTenMinutes()
{
    QCOMPARE(AxisTicks::timeFormat(60), AxisTicks::TimeFormat::Seconds);
    QCOMPARE(AxisTicks::timeFormat(600), AxisTicks::TimeFormat::Seconds);
    QCOMPARE(AxisTicks::timeFormat(601), AxisTicks::TimeFormat::MinutesSeconds);
    QCOMPARE(AxisTicks::timeFormat(3601), AxisTicks::TimeFormat::HoursMinutes);
    TimeSeriesChart fiveMinutes(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("a") });
    fiveMinutes.setTimeRange(0, 300);
    QCOMPARE(fiveMinutes.timeAxis()->titleText(), QStringLiteral("Time (s)"));
    QVERIFY2(timeLabels(fiveMinutes).contains(QStringLiteral("300")), qPrintable(timeLabels(fiveMinutes).join(u' ')));
    TimeSeriesChart twentyMinutes(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("a") });
    twentyMinutes.setTimeRange(0, 1200);
    QCOMPARE(twentyMinutes.timeAxis()->titleText(), QStringLiteral("Time (min:s)"));
    QVERIFY2(
        timeLabels(twentyMinutes).contains(QStringLiteral("20:00")), qPrintable(timeLabels(twentyMinutes).join(u' ')));
}

// A stored run's points fill the plot however short: still two ticks at least, in seconds (no "0:00:00" alone).
void TestTimeSeriesChart::atLeastTwoTimeTicks()
{
    for (const auto& [first, last] :
        { std::pair(0.2, 0.4), std::pair(0.0, 1.0), std::pair(0.5, 3.1), std::pair(1.0, 59.0) }) {
        TimeSeriesChart chart(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("a") });
        chart.setTimeRange(0, 0);
        chart.setData({ first, last }, { { 1, 2 } });
        const QStringList labels = timeLabels(chart);
        QVERIFY2(labels.size() >= 2, qPrintable(labels.join(u' ')));
        QCOMPARE(chart.timeAxis()->titleText(), QStringLiteral("Time (s)"));
        for (const QString& label : labels)
            QVERIFY2(!label.contains(QLatin1Char(':')), qPrintable(label));
    }
}

void TestTimeSeriesChart::emptyChartHasWholeSteps()
{
    TimeSeriesChart chart(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("a") });
    QCOMPARE(chart.valueAxis()->min(), 0.0);
    QCOMPARE(chart.valueAxis()->max(), 10.0);
    const double step = (chart.valueAxis()->max() - chart.valueAxis()->min()) / (chart.valueAxis()->tickCount() - 1);
    QCOMPARE(step, std::round(step));
    QCOMPARE(timeLabels(chart).first(), QStringLiteral("0"));
    QCOMPARE(timeLabels(chart).last(), QStringLiteral("10"));
}

void TestTimeSeriesChart::countsHaveWholeTicks()
{
    TimeSeriesChart chart(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("connected") });
    chart.setWholeValues(true);
    for (int t = 0; t < 5; ++t)
        chart.append(t, { 1 });
    const double step = (chart.valueAxis()->max() - chart.valueAxis()->min()) / (chart.valueAxis()->tickCount() - 1);
    QVERIFY2(step >= 1 && step == std::round(step), qPrintable(QString::number(step)));
    QVERIFY(chart.valueAxis()->max() >= 1);
}

// Two charts of one column: one moment at one place on both time axes although their value labels differ in width.
void TestTimeSeriesChart::stackedPlotsLineUp()
{
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    auto* wide = new TimeSeriesChart(QStringLiteral("wide"), QStringLiteral("tx/s"), { QStringLiteral("a") });
    auto* narrow = new TimeSeriesChart(
        QStringLiteral("narrow"), QStringLiteral("ms"), { QStringLiteral("p50"), QStringLiteral("p95") });
    TimeSeriesChartGroup group;
    group.add(wide);
    group.add(narrow);
    for (int t = 0; t < 10; ++t) {
        wide->append(t, { 123456.0 });
        narrow->append(t, { 1, 2 });
    }
    layout->addWidget(new TimeSeriesChartView(wide, &window));
    layout->addWidget(new TimeSeriesChartView(narrow, &window));
    window.resize(800, 600);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    SB_TRY_VERIFY(std::abs(wide->plotArea().left() - narrow->plotArea().left()) < 1.5
        && std::abs(wide->plotArea().right() - narrow->plotArea().right()) < 1.5, 5000);
}

// The Run page's panels are low at 1366x768: the value axis has only as many ticks as labels fit between them (Qt
// hides a label that would come near the next, and the Queries panel read 0, 10,000, 20,000, 40,000, 50,000).
void TestTimeSeriesChart::aLowPlotKeepsEveryValueLabel()
{
    auto* chart = new TimeSeriesChart(QStringLiteral("Queries"), QStringLiteral("queries/s"), { QStringLiteral("q") });
    TimeSeriesChartView view(chart);
    view.resize(560, 150);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    for (int t = 0; t < 5; ++t)
        chart->append(t, { t == 1 ? 38000.0 : 19000.0 });
    const QFontMetricsF metrics(chart->valueAxis()->labelsFont());
    SB_TRY_VERIFY(chart->plotArea().height() > 10
            && chart->plotArea().height() / (chart->valueAxis()->tickCount() - 1) >= 1.4 * metrics.height(),
        5000);
    QVERIFY(chart->valueAxis()->max() >= 38000);
    QVERIFY(chart->valueAxis()->tickCount() >= 3);
    // Empty again (a plan's next run): 0-10 in as many steps as fit, each label the tick's own value (not 2.5 -> "3").
    chart->clear();
    SB_TRY_VERIFY(chart->valueAxis()->max() == 10, 5000);
    const QValueAxis* axis = chart->valueAxis();
    const double step = (axis->max() - axis->min()) / (axis->tickCount() - 1);
    QVERIFY(axis->labelFormat() != QLatin1String("%g")); // drew no labels with localized numbers (Qt 6.4)
    QVERIFY2(step == std::round(step) || axis->labelFormat() != QLatin1String("%.0f"),
        qPrintable(QStringLiteral("step %1 printed as %2").arg(step).arg(axis->labelFormat())));
}

namespace {
// A chart's time labels with where they are, "0@0 2@2 ...".
QString ticksOf(const TimeSeriesChart& chart)
{
    QStringList ticks;
    for (const QString& label : chart.timeAxis()->categoriesLabels())
        ticks << label + QLatin1Char('@') + QString::number(chart.timeAxis()->endValue(label));
    return ticks.join(u' ');
}
} // namespace

// The Run page's transactions panel beside its latency panel (three lines: a legend takes the plot's width), one time
// range: the same ticks on both, in whole seconds (at 1920x1080 with a scale of 1.5 the latency panel read 0, 2.5, 5
// beside 0, 1, 2, ... on the transactions panel).
void TestTimeSeriesChart::panelsSideBySideShareTimeTicks()
{
    QWidget window;
    auto* layout = new QHBoxLayout(&window);
    auto* throughput = new TimeSeriesChart(QStringLiteral("Transactions"), QStringLiteral("tx/s"), { QStringLiteral("tx/s") });
    auto* latency = new TimeSeriesChart(QStringLiteral("Transaction latency"), QStringLiteral("ms"),
        { QStringLiteral("p50"), QStringLiteral("p95"), QStringLiteral("p99") });
    SharedTimeTicks ticks;
    ticks.add(throughput);
    ticks.add(latency);
    for (TimeSeriesChart* chart : { throughput, latency }) {
        chart->setTimeRange(0, 5);
        layout->addWidget(new TimeSeriesChartView(chart, &window));
    }
    window.resize(860, 250);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(latency->plotArea().width() < throughput->plotArea().width() - 30);
    SB_TRY_VERIFY2(ticksOf(*throughput) == ticksOf(*latency),
        qPrintable(ticksOf(*throughput) + QStringLiteral(" | ") + ticksOf(*latency)), 5000);
    QTest::qWait(100); // settled: no second choice after the layout
    QCOMPARE(ticksOf(*latency), ticksOf(*throughput));
    for (const QString& label : latency->timeAxis()->categoriesLabels())
        QVERIFY2(!label.contains(QLatin1Char('.')), qPrintable(ticksOf(*latency))); // whole seconds
    QVERIFY(latency->timeAxis()->categoriesLabels().size() >= 3);
}

// A finished run of half a second on a narrow Results chart: the axis shows its start and its end, in even steps,
// and holds every point (it showed one tick, "0.3").
void TestTimeSeriesChart::aShortRunShowsItsStartAndEnd()
{
    for (const std::vector<double>& times : { std::vector { 0.25, 0.5 }, std::vector { 0.1, 0.2, 0.3, 0.4, 0.5 },
             std::vector { 0.2, 0.45 }, std::vector { 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0 },
             std::vector { -0.5, 0.0, 1.0, 2.0, 3.006 } }) { // -1..3 (seen as -2..4 on the Results page)
        auto* chart = new TimeSeriesChart(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("a") });
        TimeSeriesChartView view(chart);
        view.resize(330, 220);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        chart->setTimeRange(0, 0);
        chart->setData(times, { std::vector<double>(times.size(), 1.0) });
        QTest::qWait(50);
        QCategoryAxis* axis = chart->timeAxis();
        const QStringList labels = axis->categoriesLabels();
        const QString seen = ticksOf(*chart) + QStringLiteral(" on %1..%2").arg(axis->min()).arg(axis->max());
        QVERIFY2(labels.size() >= 3, qPrintable(seen));
        QVERIFY2(std::abs(axis->endValue(labels.first()) - axis->min()) < 1e-9, qPrintable(seen));
        QVERIFY2(std::abs(axis->endValue(labels.last()) - axis->max()) < 1e-9, qPrintable(seen));
        const double slack = 0.02 * (times.back() - times.front()); // a last interval ending just after the tick
        QVERIFY2(axis->min() <= times.front() + slack && axis->max() >= times.back() - slack, qPrintable(seen));
        QVERIFY2((times.back() - times.front()) / (axis->max() - axis->min()) >= 0.6, qPrintable(seen)); // mostly data
        const double step = axis->endValue(labels.at(1)) - axis->endValue(labels.at(0));
        for (qsizetype i = 1; i < labels.size(); ++i)
            QVERIFY2(std::abs(axis->endValue(labels.at(i)) - axis->endValue(labels.at(i - 1)) - step) < 1e-9, qPrintable(seen));
        QVERIFY2(labels.first().size() == labels.at(1).size() || step >= 1, qPrintable(seen)); // 0.20, 0.40: one format
    }
}

// A live run of 3 s after 1 s of warm-up whose last interval ends a little after 3 s (seen on the Run page after a
// plan: -1, 0, 1, 2, 3 while it ran became 0, 2 at its end).
void TestTimeSeriesChart::aRunKeepsItsTicksWhenItEnds()
{
    for (const int width : { 420, 520, 900 }) {
        auto* chart = new TimeSeriesChart(QStringLiteral("t"), QStringLiteral("v"), { QStringLiteral("a") });
        TimeSeriesChartView view(chart);
        view.resize(width, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        chart->setTimeRange(-1, 3);
        for (double t = -0.5; t < 3; t += 0.5)
            chart->append(t, { 100 });
        QTest::qWait(50);
        const QString during = ticksOf(*chart);
        QVERIFY2(during.startsWith(QLatin1String("-1@-1 0@0 1@1 2@2 3@3")), qPrintable(during));
        chart->append(3.006, { 100 });
        QTest::qWait(50);
        QCOMPARE(ticksOf(*chart), during);
    }
}

QTEST_MAIN(TestTimeSeriesChart)
#include "tst_timeserieschart.moc"
