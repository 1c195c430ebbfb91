// SPDX-License-Identifier: GPL-3.0-or-later
// gui_replay: the workstation's chart code fed with stored intervals, for tests/benchmarks/gui_long_run.sh.
//   gui_replay --generate N --store FILE     writes a synthetic run of N one-second intervals (with one-interval
//                                            spikes and stalls) into FILE and prints its run id
//   gui_replay --replay --store FILE [--run ID] [--rate R]
//                                            the main window on the Run page, fed the run's intervals at R per second
//                                            (default 300) through LivePage::addInterval, as a live run is
//   gui_replay --results --store FILE [--run ID]
//                                            the Results page opens FILE, shows the run and prints how long reading
//                                            and drawing took
//   --shot NAME [--zoom FROM:TO]             at the end, NAME.png of the window and NAME-zoomed.png with the charts
//                                            zoomed into FROM..TO seconds
// The GUI thread is the main thread (its TID is the process id): the script samples its CPU from /proc.
#include "charts/timeserieschart.h"
#include "common/workspace.h"
#include "live/livepage.h"
#include "mainwindow.h"
#include "results/resultspage.h"
#include "results/rundetailsview.h"
#include "store/resultstore.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QTimer>
#include <cmath>
#include <cstdio>
#include <random>

using namespace sb;

namespace {

IntervalSample syntheticInterval(int i, std::mt19937& rng)
{
    std::normal_distribution<double> noise(0, 40);
    IntervalSample s;
    s.timeSec = i + 1;
    s.intervalSec = 1;
    s.threads = 2;
    double tps = 6000 + 800 * std::sin(i / 3600.0 * 2 * M_PI) + noise(rng); // an hourly wave of load
    if (i % 10007 == 5000)
        tps *= 3; // a one-interval spike now and then
    if (i % 15013 == 9000)
        tps = 0; // and a one-interval stall
    s.transactions = std::uint64_t(std::max(0.0, tps));
    s.reads = s.transactions;
    const double base = tps > 0 ? 2 * 1000.0 / tps : 0;
    s.latency.count = s.transactions;
    s.latency.avgMs = base;
    s.latency.p50Ms = base * 0.9;
    s.latency.p95Ms = base * 1.8;
    s.latency.p99Ms = base * (i % 7919 == 100 ? 40 : 3); // a latency outlier
    s.latency.maxMs = s.latency.p99Ms * 2;
    return s;
}

int generate(const QString& path, int count)
{
    ResultStore store;
    if (Error e = store.open(path); e) {
        std::fprintf(stderr, "cannot open %s: %s\n", qPrintable(path), qPrintable(e.detail));
        return 1;
    }
    auto experiment = store.createExperiment(QStringLiteral("replay"), QJsonObject());
    RunSpec spec;
    spec.workload = spec.workloadLabel = QStringLiteral("oltp_point_select");
    spec.threads = 2;
    spec.durationSec = count;
    auto run = experiment ? store.beginRun(*experiment, spec) : Result<qint64>(experiment.error());
    if (!run) {
        std::fprintf(stderr, "cannot create the run: %s\n", qPrintable(run.error().detail));
        return 1;
    }
    std::mt19937 rng(42);
    QElapsedTimer timer;
    timer.start();
    RunSummary summary;
    for (int i = 0; i < count; ++i) {
        const IntervalSample s = syntheticInterval(i, rng);
        summary.transactions += s.transactions;
        summary.reads += s.reads;
        if (Error e = store.appendInterval(*run, s); e) {
            std::fprintf(stderr, "cannot store interval %d: %s\n", i, qPrintable(e.detail));
            return 1;
        }
    }
    summary.durationSec = count;
    summary.threads = 2;
    if (Error e = store.finishRun(*run, summary, RunStatus::Finished); e)
        return 1;
    std::fprintf(stderr, "stored %d intervals in %.1f s\n", count, timer.elapsed() / 1000.0);
    std::printf("%lld\n", static_cast<long long>(*run));
    return 0;
}

std::vector<IntervalSample> readIntervals(const QString& path, qint64 runId)
{
    ResultStore store;
    if (store.open(path))
        return {};
    auto intervals = store.intervals(runId);
    return intervals ? *intervals : std::vector<IntervalSample>();
}

// SHOT.png of the window, and with a zoom FROM:TO also SHOT-zoomed.png with the charts zoomed into that range.
void saveShots(QWidget& window, const QList<TimeSeriesChart*>& charts, const QString& shot, const QString& zoom)
{
    window.grab().save(shot + QStringLiteral(".png"));
    const QStringList range = zoom.split(QLatin1Char(':'));
    if (range.size() != 2)
        return;
    for (TimeSeriesChart* chart : charts)
        chart->zoomTo(range.at(0).toDouble(), range.at(1).toDouble());
    QApplication::processEvents();
    window.grab().save(shot + QStringLiteral("-zoomed.png"));
}

int replay(MainWindow& window, const QString& path, qint64 runId, double rate, const QString& shot, const QString& zoom)
{
    QElapsedTimer reading;
    reading.start();
    auto intervals = std::make_shared<std::vector<IntervalSample>>(readIntervals(path, runId));
    std::fprintf(
        stderr, "read %zu intervals in %lld ms\n", intervals->size(), static_cast<long long>(reading.elapsed()));
    if (intervals->empty()) {
        std::fprintf(stderr, "run %lld in %s has no intervals\n", static_cast<long long>(runId), qPrintable(path));
        return 1;
    }
    window.showPage(MainWindow::Page::Run);
    LivePage* page = window.livePage();
    page->beginRun(0, intervals->back().timeSec);
    std::fprintf(stderr, "replaying %zu intervals at %.0f/s\n", intervals->size(), rate);
    auto* timer = new QTimer(&window);
    auto next = std::make_shared<std::size_t>(0);
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    // Every 10 ms, the intervals due by now: the pace holds even when a tick comes late.
    MainWindow* w = &window;
    QObject::connect(timer, &QTimer::timeout, w, [intervals, next, clock, rate, page, timer, w, shot, zoom] {
        const auto due = std::min(intervals->size(), std::size_t(clock->elapsed() / 1000.0 * rate));
        for (; *next < due; ++*next)
            page->addInterval(intervals->at(*next));
        if (*next == intervals->size()) {
            timer->stop();
            page->refreshView();
            std::fprintf(stderr, "replayed %zu intervals in %.1f s\n", intervals->size(), clock->elapsed() / 1000.0);
            QTimer::singleShot(1000, w, [w, page, shot, zoom] {
                if (!shot.isEmpty())
                    saveShots(*w, { page->throughputChart(), page->queriesChart(), page->latencyChart() }, shot, zoom);
                qApp->quit();
            });
        }
    });
    timer->start(10);
    return -1;
}

int showResults(MainWindow& window, const QString& path, qint64 runId, const QString& shot, const QString& zoom)
{
    ResultsPage* page = window.resultsPage();
    auto clock = std::make_shared<QElapsedTimer>();
    QObject::connect(page, &ResultsPage::contentsLoaded, &window, [=] {
        std::fprintf(stderr, "results page: list read after %lld ms\n", static_cast<long long>(clock->elapsed()));
        page->selectRun(runId);
    });
    QObject::connect(
        page, &ResultsPage::detailsLoaded, &window,
        [=, &window](qint64) {
            const qint64 read = clock->elapsed();
            window.repaint(); // drawn, not only laid out
            std::printf("results page: run %lld, %d intervals, read %lld ms, read and drawn %lld ms\n",
                static_cast<long long>(runId), page->detailsView()->throughputChart()->pointCount(0),
                static_cast<long long>(read), static_cast<long long>(clock->elapsed()));
            RunDetailsView* view = page->detailsView();
            QTimer::singleShot(500, &window, [&window, view, shot, zoom] {
                if (!shot.isEmpty())
                    saveShots(
                        window, { view->throughputChart(), view->queriesChart(), view->latencyChart() }, shot, zoom);
                qApp->quit();
            });
        },
        Qt::SingleShotConnection);
    window.resize(1600, 1000);
    clock->start();
    page->openFile(path);
    window.showPage(MainWindow::Page::Results);
    return -1;
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption store(QStringLiteral("store"), QStringLiteral("results file"), QStringLiteral("FILE"));
    const QCommandLineOption gen(QStringLiteral("generate"), QStringLiteral("write N intervals"), QStringLiteral("N"));
    const QCommandLineOption replayOpt(QStringLiteral("replay"), QStringLiteral("replay on the Run page"));
    const QCommandLineOption results(QStringLiteral("results"), QStringLiteral("open in the Results page"));
    const QCommandLineOption run(
        QStringLiteral("run"), QStringLiteral("run id"), QStringLiteral("ID"), QStringLiteral("1"));
    const QCommandLineOption rate(
        QStringLiteral("rate"), QStringLiteral("intervals/s"), QStringLiteral("R"), QStringLiteral("300"));
    const QCommandLineOption shot(QStringLiteral("shot"), QStringLiteral("save a PNG"), QStringLiteral("PNG"));
    const QCommandLineOption zoom(QStringLiteral("zoom"), QStringLiteral("zoom FROM:TO"), QStringLiteral("RANGE"));
    parser.addOptions({ store, gen, replayOpt, results, run, rate, shot, zoom });
    parser.addHelpOption();
    parser.process(app);
    const QString path = parser.value(store);
    if (path.isEmpty())
        parser.showHelp(2);
    if (parser.isSet(gen))
        return generate(path, parser.value(gen).toInt());

    Workspace workspace;
    workspace.setStorePath(path);
    MainWindow window(&workspace);
    window.resize(1600, 1000);
    window.show();
    const qint64 runId = parser.value(run).toLongLong();
    const int status = parser.isSet(results)
        ? showResults(window, path, runId, parser.value(shot), parser.value(zoom))
        : replay(window, path, runId, parser.value(rate).toDouble(), parser.value(shot), parser.value(zoom));
    return status >= 0 ? status : app.exec();
}
