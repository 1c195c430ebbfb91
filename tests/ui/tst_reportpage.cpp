// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundle/studybundle.h"
#include "common/figurewidget.h"
#include "reportpage/reportpage.h"
#include "store/resultstore.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLocale>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

class TestReportPage : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString seed() const
    {
        return qEnvironmentVariable("SCALEBENCH_SOURCE_DIR")
            + QStringLiteral("/resources/examples/seed-core-scaling.csv");
    }

    static QByteArray read(const QString& path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    static QMessageBox* takeError(QWidget* page)
    {
        auto* box = page->findChild<QMessageBox*>(QStringLiteral("reportError"));
        if (box) {
            box->setObjectName(QString());
            box->close();
        }
        return box;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void loadsCsvAndSwitchesCharts()
    {
        ReportPage page;
        page.setStorePath(m_dir.filePath(QStringLiteral("empty.sqlite")));
        page.resize(1200, 700);
        page.show();
        QVERIFY(page.figureWidget()->figure().isEmpty());
        QVERIFY(page.loadCsv(seed()));
        QCOMPARE(page.tableWidget()->rowCount(), 5);
        QCOMPARE(page.tableWidget()->columnCount(), 4);
        QCOMPARE(page.tableWidget()->item(2, 3)->text(), QLocale().toString(1323)); // as the axes: the locale's
        QCOMPARE(page.figureWidget()->figure().series.size(), 3);

        page.setFigureKind(FigureKind::Speedup);
        QCOMPARE(page.figureWidget()->figure().xTitle, QStringLiteral("Cores"));
        page.setFigureKind(FigureKind::PercentDifference);
        QVERIFY(page.figureWidget()->figure().horizontalLine.has_value());
        page.setFigureKind(FigureKind::UslFit);
        QCOMPARE(page.figureWidget()->figure().markers.size(), 3);
        QVERIFY(!page.figureWidget()->figure().logX);
        page.setLogX(true);
        QVERIFY(page.figureWidget()->figure().logX);

        // The widget paints the same figure the exports get.
        const QImage shot = page.figureWidget()->grab().toImage();
        QVERIFY(!shot.isNull());
        int coloured = 0;
        for (int y = 0; y < shot.height(); y += 3) {
            for (int x = 0; x < shot.width(); x += 3)
                coloured += shot.pixelColor(x, y).saturation() > 100;
        }
        QVERIFY(coloured > 50);
    }

    void exportsAndReportsErrors()
    {
        ReportPage page;
        page.setStorePath(m_dir.filePath(QStringLiteral("empty.sqlite")));
        QVERIFY(page.loadCsv(seed()));
        page.setFigureKind(FigureKind::UslFit);
        const QString dir = m_dir.filePath(QStringLiteral("export"));
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(page.exportReport(dir + QStringLiteral("/report.html")));
        QVERIFY(page.exportReport(dir + QStringLiteral("/report.pdf")));
        QVERIFY(page.exportFigure(dir + QStringLiteral("/usl.png"), { QSize(800, 500), 100 }));
        QVERIFY(page.exportFigure(dir + QStringLiteral("/usl.svg"), {}));
        const QByteArray html = read(dir + QStringLiteral("/report.html"));
        QVERIFY(html.contains("<svg"));
        QVERIFY(html.contains(">1323</td>"));
        QVERIFY(read(dir + QStringLiteral("/report.pdf")).startsWith("%PDF"));
        QCOMPARE(QImage(dir + QStringLiteral("/usl.png")).size(), QSize(800, 500));
        QVERIFY(read(dir + QStringLiteral("/usl.svg")).contains("N*"));
        QVERIFY(!takeError(&page));

        QVERIFY(!page.exportReport(QStringLiteral("/proc/no-such-dir/report.html")));
        QVERIFY(takeError(&page));
        QVERIFY(!page.exportFigure(QStringLiteral("/proc/no-such-dir/usl.png"), {}));
        QVERIFY(takeError(&page));
        QVERIFY(!page.loadCsv(m_dir.filePath(QStringLiteral("missing.csv"))));
        QVERIFY(takeError(&page));
        QVERIFY(page.hasContent()); // the table loaded before stays
    }

    void loadsAnExperiment()
    {
        const QString storePath = m_dir.filePath(QStringLiteral("results.sqlite"));
        qint64 experiment = 0;
        {
            ResultStore store;
            QVERIFY(!store.open(storePath));
            experiment = *store.createExperiment(QStringLiteral("core-scaling"), {});
            for (int clients : { 5, 10, 25 }) {
                for (int cores : { 1, 2 }) {
                    RunSpec spec;
                    spec.workload = QStringLiteral("oltp_read_only");
                    spec.threads = clients;
                    spec.serverCpu = { QStringLiteral("%1 cores").arg(cores), QStringLiteral("cores:%1").arg(cores) };
                    auto id = store.beginRun(experiment, spec);
                    QVERIFY(id);
                    RunSummary s;
                    s.status = RunStatus::Finished;
                    s.durationSec = 10;
                    s.reads = std::uint64_t(1000 * cores + 10 * clients);
                    QVERIFY(!store.finishRun(*id, s, RunStatus::Finished));
                }
            }
        }
        ReportPage page;
        page.setStorePath(storePath);
        QVERIFY(page.loadExperiment(experiment));
        QCOMPARE(page.tableWidget()->rowCount(), 3);
        QCOMPARE(page.tableWidget()->item(0, 1)->text(), QStringLiteral("105")); // (1000 + 50) / 10 s
        QVERIFY(page.content().title.contains(QStringLiteral("core-scaling")));
        QVERIFY(!page.loadExperiment(experiment + 100));
        QVERIFY(takeError(&page));
        // "Export Bundle": the chosen experiment as a study bundle that `bundle check` reads back.
        QVERIFY(page.loadExperiment(experiment));
        const QString bundle = m_dir.filePath(QStringLiteral("study.sbz"));
        QVERIFY(page.exportBundle(bundle));
        QVERIFY(!takeError(&page));
        auto opened = StudyBundle::open(bundle);
        QVERIFY(opened);
        QCOMPARE(opened->manifest().value(QStringLiteral("experiment")).toObject().value(QStringLiteral("name")).toString(),
            QStringLiteral("core-scaling"));
        QVERIFY(!page.exportBundle(QStringLiteral("/proc/no-such-dir/study.sbz")));
        QVERIFY(takeError(&page));
    }

    // The runs' intervals are read on a worker thread after the table: the timeline appears when they arrive, and a
    // report exported then has it.
    void drawsThroughputOverTime()
    {
        const QString storePath = m_dir.filePath(QStringLiteral("timeline.sqlite"));
        qint64 experiment = 0;
        {
            ResultStore store;
            QVERIFY(!store.open(storePath));
            experiment = *store.createExperiment(QStringLiteral("soak"), {});
            for (int clients : { 4, 8 }) {
                RunSpec spec;
                spec.threads = clients;
                const qint64 id = *store.beginRun(experiment, spec);
                RunSummary s;
                for (int i = 0; i < 3000; ++i) {
                    IntervalSample sample;
                    sample.timeSec = i + 1;
                    sample.intervalSec = 1;
                    sample.transactions = i == 1234 ? 900 : 100 * clients / 4;
                    sample.reads = sample.transactions; // the page shows qps by default
                    s.transactions += sample.transactions;
                    s.reads += sample.reads;
                    QVERIFY(!store.appendInterval(id, sample));
                }
                s.durationSec = 3000;
                QVERIFY(!store.finishRun(id, s, RunStatus::Finished));
            }
        }
        ReportPage page;
        page.setStorePath(storePath);
        page.resize(1200, 700);
        page.show();
        QSignalSpy arrived(&page, &ReportPage::timelinesRead);
        QVERIFY(page.loadExperiment(experiment));
        page.setFigureKind(FigureKind::Timeline);
        if (arrived.isEmpty()) {
            QVERIFY(page.readingTimelines());
            QVERIFY(page.figureWidget()->figure().isEmpty());
            QVERIFY(arrived.wait(60000));
        }
        QVERIFY(!page.readingTimelines());
        const FigureData figure = page.figureWidget()->figure();
        QCOMPARE(figure.series.size(), 2);
        QVERIFY(figure.xTime);
        QVERIFY(figure.series.at(0).points.contains(QPointF(1235, 900)));
        if (qEnvironmentVariableIsSet("SCALEBENCH_KEEP_SCREENSHOT"))
            page.grab().save(qEnvironmentVariable("SCALEBENCH_KEEP_SCREENSHOT"));
        const QString html = m_dir.filePath(QStringLiteral("timeline.html"));
        QVERIFY(page.exportReport(html));
        QVERIFY(read(html).contains("figure-timeline"));
        QVERIFY(page.exportFigure(m_dir.filePath(QStringLiteral("timeline.svg")), {}));
        QVERIFY(read(m_dir.filePath(QStringLiteral("timeline.svg"))).contains("polyline"));
    }
};

QTEST_MAIN(TestReportPage)
#include "tst_reportpage.moc"
