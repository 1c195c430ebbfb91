// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/datatable.h"
#include "analysis/pivottable.h"
#include "charts/axisticks.h"
#include "charts/figureexporter.h"
#include "charts/figurepainter.h"
#include "charts/scalingfigures.h"

#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QLocale>
#include <QTest>

using namespace sb;

class TestScalingFigures : public QObject {
    Q_OBJECT

private:
    DataTable seed()
    {
        auto table = DataTable::fromCsv(qEnvironmentVariable("SCALEBENCH_SOURCE_DIR")
            + QStringLiteral("/resources/examples/seed-core-scaling.csv"));
        if (!table)
            qFatal("seed CSV missing");
        return *table;
    }

    // A 900 x 600 pixel image at 150 dpi (a figure 432 points wide): where the painter put the plot and the legend.
    static FigurePainter::Layout paintAt150Dpi(const FigureData& f)
    {
        QImage img(900, 600, QImage::Format_ARGB32);
        img.setDotsPerMeterX(int(150 / 0.0254));
        img.setDotsPerMeterY(int(150 / 0.0254));
        QPainter p(&img);
        const auto layout = FigurePainter(f).paint(&p, QRectF(0, 0, 900, 600), 900 * 72.0 / 150);
        p.end();
        return layout;
    }

    // Where a figure's figures go when someone wants to look at them (SCALEBENCH_FIGURE_DIR), else a temp dir.
    QString outDir()
    {
        const QString keep = qEnvironmentVariable("SCALEBENCH_FIGURE_DIR");
        return keep.isEmpty() ? m_dir.path() : keep;
    }

    QTemporaryDir m_dir;

private Q_SLOTS:
    void niceTicks()
    {
        const auto a = AxisTicks::linear(0, 1323 * 1.03);
        QCOMPARE(a.ticks.first(), 0.0);
        QCOMPARE(a.step, 200.0);
        QCOMPARE(a.ticks.last(), 1400.0);
        const auto l = AxisTicks::log2(5, 100);
        QCOMPARE(l.ticks, (QList<double> { 4, 8, 16, 32, 64, 128 }));
        QCOMPARE(AxisTicks::label(0.25, 0.25), QStringLiteral("0.25"));
        QCOMPARE(AxisTicks::label(1400, 200), QLocale().toString(1400)); // the program's locale, as the tables
        QCOMPARE(AxisTicks::label(-20, 10), QStringLiteral("-20"));
        QCOMPARE(AxisTicks::label(0.5, 0), QStringLiteral("0.5"));
    }

    void figuresOfTheSeed()
    {
        const DataTable t = seed();
        const FigureData throughput
            = ScalingFigures::values(t, ScalingFigures::metricTitle(QStringLiteral("qps")), false);
        QCOMPARE(throughput.series.size(), 3);
        QCOMPARE(throughput.series.at(2).points.at(2), QPointF(25, 1323));
        QCOMPARE(throughput.xTitle, QStringLiteral("Concurrent clients"));

        const FigureData speedup = ScalingFigures::speedup(t, 0, false);
        QCOMPARE(speedup.series.size(), 6); // five client counts and linear scaling
        QCOMPARE(speedup.series.at(2).points.last().x(), 4.0);
        QVERIFY(qAbs(speedup.series.at(2).points.last().y() - 1323.0 / 823) < 1e-9);

        const FigureData diff = ScalingFigures::percentDifference(t, 1, 2, false);
        QVERIFY(qAbs(diff.series.first().points.first().y() - 100.0 * (1082 - 900) / 900) < 1e-9);

        const FigureData usl = ScalingFigures::uslFit(t, ScalingFigures::metricTitle(QStringLiteral("qps")), false);
        QCOMPARE(usl.markers.size(), 3);
        for (const FigureSeries& s : usl.series) {
            QVERIFY(s.curve.size() > 100);
            // Across the measured range only, with a band, and nothing extrapolated unless asked.
            QCOMPARE(s.curve.first().x(), 5.0);
            QCOMPARE(s.curve.last().x(), 100.0);
            QCOMPARE(s.bandLow.size(), s.curve.size());
            QCOMPARE(s.bandHigh.size(), s.curve.size());
            for (int i = 0; i < s.curve.size(); i += 10)
                QVERIFY(s.bandLow.at(i).y() <= s.bandHigh.at(i).y());
            QVERIFY(s.extrapolation.isEmpty());
            QVERIFY2(s.name.contains(QStringLiteral("N* ≈")), qPrintable(s.name));
        }
        QVERIFY(usl.markers.first().label.contains(QLatin1Char('(')));
        const FigureData wide = ScalingFigures::uslFit(t, QStringLiteral("qps"), false, true);
        QVERIFY(!wide.series.first().extrapolation.isEmpty());
        QCOMPARE(wide.series.last().name, QStringLiteral("dashed: the fit beyond the measured range"));

        // Too few client counts: points only, and the legend says why.
        DataTable few(QStringLiteral("clients"));
        few.addColumn(QStringLiteral("2 cores"));
        few.addRow(5, { 28000.0 });
        few.addRow(25, { 26000.0 });
        few.addRow(100, { 21000.0 });
        const FigureData refused = ScalingFigures::uslFit(few, QStringLiteral("qps"), false);
        QVERIFY(refused.series.first().curve.isEmpty());
        QVERIFY2(refused.series.first().name.contains(QStringLiteral("needs at least 5 client counts")),
            qPrintable(refused.series.first().name));
    }

    // Three configurations with 3 repetitions at 1, 2 and 4 clients: "same" repeats "base" (within 1%), "slow" runs at
    // half its speed. The figures carry the tables' intervals as error bars: each holds its point, the identical
    // pair's difference bars hold 0 and the slow one's do not; and they are drawn.
    void errorBarsFromRepetitions()
    {
        QList<PivotRecord> records;
        for (int clients : { 1, 2, 4 }) {
            for (double noise : { 0.99, 1.0, 1.01 }) {
                const double base = 1000.0 * clients;
                records << PivotRecord { clients, QStringLiteral("1 core"), base * noise }
                        << PivotRecord { clients, QStringLiteral("2 cores"), base * (2 - noise) }
                        << PivotRecord { clients, QStringLiteral("4 cores"), 0.5 * base * noise };
            }
        }
        const PivotTable cells = PivotTable::fromRecords(records, QStringLiteral("clients"));
        const DataTable t = cells.toDataTable();

        const FigureData same = ScalingFigures::percentDifference(t, 0, 1, false, &cells);
        QCOMPARE(same.series.first().errorBars.size(), 3);
        for (const FigureErrorBar& bar : same.series.first().errorBars)
            QVERIFY2(bar.low < 0 && bar.high > 0, qPrintable(QStringLiteral("%1 to %2").arg(bar.low).arg(bar.high)));
        QCOMPARE(same.series.last().name, QStringLiteral("bars: 95% intervals from the repetitions (Bonferroni over 3)"));

        const FigureData slow = ScalingFigures::percentDifference(t, 0, 2, false, &cells);
        for (int i = 0; i < 3; ++i) {
            const FigureErrorBar& bar = slow.series.first().errorBars.at(i);
            QCOMPARE(bar.x, slow.series.first().points.at(i).x());
            QVERIFY(bar.low <= slow.series.first().points.at(i).y() && slow.series.first().points.at(i).y() <= bar.high);
            QVERIFY(bar.high < 0);
        }

        // Speedups: a bar at each column but the baseline's, around its point; none without the repetitions.
        const FigureData speedup = ScalingFigures::speedup(t, 0, false, &cells);
        const FigureSeries& oneClient = speedup.series.first();
        QCOMPARE(oneClient.name, QStringLiteral("1 client"));
        QCOMPARE(oneClient.errorBars.size(), 2);
        QCOMPARE(oneClient.errorBars.at(1).x, 4.0);
        QVERIFY(oneClient.errorBars.at(1).low < 0.5 && oneClient.errorBars.at(1).high > 0.5);
        QVERIFY(oneClient.errorBars.at(1).high < 1);
        QCOMPARE(speedup.series.last().name,
            QStringLiteral("bars: 95% intervals from the repetitions (Bonferroni over 6)"));
        QVERIFY(ScalingFigures::speedup(t, 0, false).series.first().errorBars.isEmpty());
        QVERIFY(ScalingFigures::percentDifference(t, 0, 2, false).series.first().errorBars.isEmpty());

        // Drawn: the whisker's pixels in the series' colour above and below the marker.
        FigureData alone = slow;
        alone.series.removeLast();
        const QImage with = FigureExporter::image(alone, { QSize(900, 600), 150 });
        alone.series.first().errorBars.clear();
        const QImage without = FigureExporter::image(alone, { QSize(900, 600), 150 });
        QVERIFY(with != without);
        QVERIFY(!FigureExporter::save(slow, outDir() + QStringLiteral("/errorbars-difference.png"), { QSize(900, 600), 150 }));
        QVERIFY(!FigureExporter::save(
            speedup, outDir() + QStringLiteral("/errorbars-speedup.png"), { QSize(900, 600), 150 }));
    }

    void legendStaysOffTheData()
    {
        const DataTable t = seed();
        for (FigureKind kind :
            { FigureKind::Throughput, FigureKind::Speedup, FigureKind::PercentDifference, FigureKind::UslFit }) {
            for (bool logX : { false, true }) {
                const FigureData f
                    = ScalingFigures::build(kind, t, ScalingFigures::metricTitle(QStringLiteral("qps")), 0, 2, logX);
                const auto layout = paintAt150Dpi(f);
                QVERIFY(!layout.legend.isEmpty());
                QVERIFY2(!layout.legendInside || layout.plot.contains(layout.legend),
                    qPrintable(ScalingFigures::kindName(kind)));
                if (!layout.legendInside)
                    QVERIFY(!layout.legend.intersects(layout.plot));
            }
        }
    }

    // A legend of long names that finds no free corner goes under the plot, not beside it: the plot keeps the
    // figure's width (beside it, three runs' names squeezed the plot to half the figure).
    void longLegendGoesUnderThePlot()
    {
        FigureData f;
        f.xTitle = QStringLiteral("Time since the measured start (s)");
        f.yTitle = QStringLiteral("Throughput (queries/s)");
        for (int i = 0; i < 3; ++i) {
            FigureSeries s;
            s.name = QStringLiteral("run %1 (clients %2, server_cpus all, client_cpus all)").arg(i + 1).arg(1 << i);
            s.colorIndex = i;
            s.showMarkers = false;
            for (int t = 1; t <= 5; ++t) // lines across the whole plot, high and low: no corner is free
                s.points.append(QPointF(t, (i == 1 ? 0.0 : 1.0) * 70000 + (t % 2) * 5000 + i * 1000));
            f.series.append(s);
        }
        const auto layout = paintAt150Dpi(f);
        QVERIFY(!layout.legendInside);
        QVERIFY(layout.legend.top() > layout.plot.bottom());
        QVERIFY2(layout.plot.width() > 0.75 * 900 * 72.0 / 150, qPrintable(QString::number(layout.plot.width())));
    }

    void exportsAllFormats()
    {
        const DataTable t = seed();
        const QString dir = outDir();
        for (FigureKind kind :
            { FigureKind::Throughput, FigureKind::Speedup, FigureKind::PercentDifference, FigureKind::UslFit }) {
            const FigureData f = ScalingFigures::build(
                kind, t, ScalingFigures::metricTitle(QStringLiteral("qps")), 0, 2, kind == FigureKind::UslFit);
            FigureExporter::Size size { QSize(1500, 1000), 250 };
            const QString base = dir + QLatin1Char('/') + ScalingFigures::kindName(kind);
            QVERIFY(!FigureExporter::save(f, base + QStringLiteral(".png"), size));
            QVERIFY(!FigureExporter::save(f, base + QStringLiteral(".svg"), size));
            QVERIFY(!FigureExporter::save(f, base + QStringLiteral(".pdf"), size));
            const QImage img(base + QStringLiteral(".png"));
            QCOMPARE(img.size(), QSize(1500, 1000));
            QCOMPARE(qRound(img.dotsPerMeterX() * 0.0254), 250);
            QFile svg(base + QStringLiteral(".svg"));
            QVERIFY(svg.open(QIODevice::ReadOnly));
            const QByteArray svgText = svg.readAll();
            QVERIFY(svgText.contains("<svg"));
            QVERIFY(svgText.contains("Concurrent clients") || svgText.contains("Cores"));
            QFile pdf(base + QStringLiteral(".pdf"));
            QVERIFY(pdf.open(QIODevice::ReadOnly));
            QVERIFY(pdf.read(4) == "%PDF");
        }
        const Error e = FigureExporter::save(ScalingFigures::values(t, QString(), false),
            QStringLiteral("/proc/no-such-dir/figure.png"), FigureExporter::Size());
        QCOMPARE(e.code, ErrorCode::FileError);
        QCOMPARE(FigureExporter::formatFor(QStringLiteral("x.gif")).error().code, ErrorCode::Unsupported);
    }
};

QTEST_MAIN(TestScalingFigures)
#include "tst_scalingfigures.moc"
