// SPDX-License-Identifier: GPL-3.0-or-later
// A day-long run in the report: its throughput over time is reduced to the figure's width, and the one interval
// that spiked and the one that stalled are still drawn, in the figure and in report.html's inline SVG. The run is
// stored in a real results file and read back through ReportSource, as `scalebench-cli report` reads it.
#include "charts/axisticks.h"
#include "charts/figurepainter.h"
#include "charts/timelinefigure.h"
#include "report/htmlreport.h"
#include "report/reportsource.h"
#include "store/resultstore.h"

#include <QBuffer>
#include <QFile>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <random>

using namespace sb;

namespace {

constexpr int kDay = 86400;
constexpr int kSpikeAt = 43210; // index of the interval that spikes
constexpr int kStallAt = 61000; // and of the one that stalls
constexpr double kSpikeTps = 5000;
constexpr int kColumns = 600; // the figure's width in pixels

// Transactions per one-second interval: about 1000 with noise, one spike and one stall.
std::uint64_t transactionsAt(int i, std::mt19937& rng)
{
    if (i == kSpikeAt)
        return std::uint64_t(kSpikeTps);
    if (i == kStallAt)
        return 0;
    return std::uniform_int_distribution<int>(950, 1050)(rng);
}

// The points of the SVG's polyline with the most points (the timeline's line).
QList<QPointF> longestPolyline(const QString& svg)
{
    static const QRegularExpression polyline(QStringLiteral("<polyline[^>]*\\spoints=\"([^\"]*)\""));
    QList<QPointF> longest;
    for (auto it = polyline.globalMatch(svg); it.hasNext();) {
        QList<QPointF> points;
        const QStringList pairs = it.next().captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (const QString& pair : pairs) {
            const QStringList xy = pair.split(QLatin1Char(','));
            if (xy.size() == 2)
                points.append(QPointF(xy.at(0).toDouble(), xy.at(1).toDouble()));
        }
        if (points.size() > longest.size())
            longest = points;
    }
    return longest;
}

} // namespace

class TestTimelineFigure : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void daySpikeAndStallSurviveTheReduction();
    void reportDrawsTheSpikeWithinTheWidth();
    void timeAxisInHoursForADay();

private:
    QTemporaryDir m_dir;
    std::optional<ReportContent> m_content;
    ReportOptions options() const
    {
        ReportOptions o;
        o.figureSize = FigureExporter::Size { QSize(kColumns, 400), 100 };
        return o;
    }
};

void TestTimelineFigure::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString path = m_dir.filePath(QStringLiteral("day.sqlite"));
    qint64 experiment = 0;
    {
        ResultStore store;
        QVERIFY(!store.open(path));
        experiment = *store.createExperiment(QStringLiteral("soak"), {});
        RunSpec spec;
        spec.workload = QStringLiteral("oltp_point_select");
        spec.threads = 8;
        spec.durationSec = kDay;
        const qint64 run = *store.beginRun(experiment, spec);
        std::mt19937 rng(7);
        RunSummary summary;
        for (int i = 0; i < kDay; ++i) {
            IntervalSample s;
            s.timeSec = i + 1;
            s.intervalSec = 1;
            s.threads = 8;
            s.transactions = transactionsAt(i, rng);
            s.reads = s.transactions;
            summary.transactions += s.transactions;
            summary.reads += s.reads;
            QVERIFY(!store.appendInterval(run, s));
        }
        summary.durationSec = kDay;
        summary.threads = 8;
        QVERIFY(!store.finishRun(run, summary, RunStatus::Finished));
    }
    ResultStore store;
    QVERIFY(!store.open(path));
    auto content = ReportSource::fromStore(store, experiment, RunMetric::Tps, RunAxis::Clients, RunAxis::ServerCpus);
    QVERIFY2(content, qPrintable(content ? QString() : content.error().detail));
    m_content = *content;
}

void TestTimelineFigure::daySpikeAndStallSurviveTheReduction()
{
    QCOMPARE(m_content->timelines.size(), 1);
    QCOMPARE(m_content->timelines.constFirst().values.size(), kDay);
    QVERIFY(m_content->figureKinds().contains(FigureKind::Timeline));
    const FigureData figure = m_content->figure(FigureKind::Timeline, false, false, kColumns);
    QCOMPARE(figure.series.size(), 1);
    const QList<QPointF>& points = figure.series.constFirst().points;
    // At most the lowest and highest point of each column, and the newest point of the last.
    QVERIFY2(points.size() <= 2 * kColumns + 1, qPrintable(QString::number(points.size())));
    QVERIFY(points.size() >= kColumns); // not fewer than the columns: every column holds intervals
    QVERIFY(points.contains(QPointF(kSpikeAt + 1, kSpikeTps)));
    QVERIFY(points.contains(QPointF(kStallAt + 1, 0)));
    // Without the reduction's extremes the next highest value is the noise's top.
    double second = 0;
    for (const QPointF& p : points) {
        if (p.y() < kSpikeTps)
            second = std::max(second, p.y());
    }
    QVERIFY(second <= 1050);
}

// report.html holds the figure as inline SVG: its line has no more points than the reduction allows, and its topmost
// and lowest points sit where the spike's and the stall's values belong on the y axis.
void TestTimelineFigure::reportDrawsTheSpikeWithinTheWidth()
{
    const QString html = HtmlReport::render(*m_content, options());
    if (qEnvironmentVariableIsSet("SCALEBENCH_KEEP_REPORT")) {
        QFile keep(qEnvironmentVariable("SCALEBENCH_KEEP_REPORT"));
        if (keep.open(QIODevice::WriteOnly))
            keep.write(html.toUtf8());
    }
    const qsizetype start = html.indexOf(QLatin1String("<figure id=\"figure-timeline\">"));
    QVERIFY(start >= 0);
    const qsizetype end = html.indexOf(QLatin1String("</figure>"), start);
    QVERIFY(end > start);
    const QList<QPointF> line = longestPolyline(html.mid(start, end - start));
    QVERIFY2(line.size() > kColumns / 2, qPrintable(QString::number(line.size())));
    QVERIFY2(line.size() <= 2 * kColumns + 1, qPrintable(QString::number(line.size())));
    // Numbered after the figures of the table (here the one of throughput by clients).
    QVERIFY(html.contains(QLatin1String("Figure 2: transactions per second in each measured interval of run 1")));
    QVERIFY(html.contains(QLatin1String("Figure 1: ")));

    // Where the plot is: the same figure painted at the same size in points, as FigureExporter::svg paints it.
    const FigureData figure = m_content->figure(FigureKind::Timeline, false, false, kColumns);
    QBuffer sink;
    sink.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&sink);
    generator.setResolution(72);
    const QSizeF points = options().figureSize.points();
    generator.setViewBox(QRectF(QPointF(0, 0), points));
    QPainter painter(&generator);
    const QRectF plot = FigurePainter(figure).paint(&painter, QRectF(QPointF(0, 0), points), points.width()).plot;
    painter.end();
    const AxisTicks::Axis y = AxisTicks::linear(0, kSpikeTps * 1.03); // the painter's 3% headroom
    const auto yOf = [&](double v) { return plot.bottom() - (v - y.min) / (y.max - y.min) * plot.height(); };
    double top = line.constFirst().y();
    double bottom = top;
    for (const QPointF& p : line) {
        top = std::min(top, p.y());
        bottom = std::max(bottom, p.y());
    }
    QVERIFY2(std::abs(top - yOf(kSpikeTps)) < 0.5, qPrintable(QStringLiteral("%1 %2").arg(top).arg(yOf(kSpikeTps))));
    QVERIFY2(std::abs(bottom - yOf(0)) < 0.5, qPrintable(QStringLiteral("%1 %2").arg(bottom).arg(yOf(0))));
    QVERIFY(yOf(1050) - top > plot.height() / 2); // the spike stands far above the rest
}

void TestTimelineFigure::timeAxisInHoursForADay()
{
    const FigureData figure = m_content->figure(FigureKind::Timeline, false, false, kColumns);
    QVERIFY(figure.xTime);
    QVERIFY(figure.xTitle.contains(QLatin1String("h:min")));
    const AxisTicks::Axis x = AxisTicks::time(0, kDay);
    QCOMPARE(x.step, 14400.0); // every 4 hours
    QCOMPARE(x.ticks.size(), 7);
    QCOMPARE(AxisTicks::timeLabel(x.ticks.last(), AxisTicks::TimeFormat::HoursMinutes), QStringLiteral("24:00"));
    QCOMPARE(AxisTicks::timeLabel(5400, AxisTicks::timeFormat(1800)), QStringLiteral("90:00"));
    QCOMPARE(AxisTicks::timeLabel(95, AxisTicks::TimeFormat::MinutesSeconds), QStringLiteral("1:35"));
    const QString svg = QString::fromUtf8(FigureExporter::svg(figure, options().figureSize.points()));
    QVERIFY(svg.contains(QLatin1String(">12:00<")));
    QVERIFY(!svg.contains(QLatin1String(">43200<")));
}

QTEST_MAIN(TestTimelineFigure)
#include "tst_timelinefigure.moc"
