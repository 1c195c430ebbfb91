// SPDX-License-Identifier: GPL-3.0-or-later
#include "screenshottour.h"

#include "connection/connectionpage.h"
#include "connection/sandboxpanel.h"
#include "live/livepage.h"
#include "mainwindow.h"
#include "topology/cpupage.h"
#include "results/resultspage.h"
#include "results/rundetailsview.h"
#include "reportpage/reportpage.h"
#include "plan/planform.h"
#include "plan/planpage.h"
#include "experiment/plancontroller.h"
#include "workload/optionsform.h"
#include "workload/workloadpage.h"
#include "workspace.h"

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QLineEdit>
#include <QPixmap>
#include <QScreen>
#include <QSpinBox>
#include <QTabWidget>
#include <QTimer>
#include <cstdio>

namespace sb {

namespace {
    constexpr int kSettleMs = 400; // layout and chart animations settle before a picture
}

ScreenshotTour::ScreenshotTour(
    MainWindow* window, const QString& directory, const QString& sandboxDirectory, QObject* parent)
    : QObject(parent)
    , m_window(window)
    , m_directory(directory)
    , m_sandbox(sandboxDirectory)
{
}

void ScreenshotTour::start()
{
    QDir().mkpath(m_directory);
    // The whole screen the tour runs on (screenshots.sh's Xvfb screen): the pictures show what a user of that screen
    // sees, a window that does not fit included.
    if (QScreen* screen = m_window->screen())
        m_window->setGeometry(screen->availableGeometry());
    if (!m_sandbox.isEmpty())
        addLiveSteps();
    else
        visit(0, QStringLiteral("1-connection"));
    const char* names[] = { nullptr, "2-workload", "3-cpus", "4-plan", "5-run", "6-results", "7-report" };
    // The report page shows the seed study's published table (built in as a resource), with its USL fit.
    add([this] {
        ReportPage* report = m_window->reportPage();
        report->loadCsv(QStringLiteral(":/examples/seed-core-scaling.csv"));
        report->setFigureKind(FigureKind::UslFit);
        next();
    });
    for (int page = 1; page < MainWindow::pageCount(); ++page) {
        if (page == int(MainWindow::Page::Plan)) {
            add([this] {
                m_window->planPage()->loadFile(QStringLiteral(":/plans/seed-core-scaling.json"));
                next();
            });
        }
        if (page == int(MainWindow::Page::Cpus))
            addCpuSteps();
        else if (page == int(MainWindow::Page::Results))
            visitResults(QLatin1String(names[page]));
        else if (m_sandbox.isEmpty() || (page != 1 && page != 4))
            visit(page, QLatin1String(names[page]));
    }
    add([this] {
        m_window->showPage(MainWindow::Page::Run);
        // exit(), not quit(): quit() closes the window, whose question about the still running sandbox (the tour's,
        // stopped by screenshots.sh) waited for an answer nobody gives, and the tour never ended.
        QTimer::singleShot(kSettleMs, qApp, [] { QApplication::exit(0); });
    });
    QTimer::singleShot(kSettleMs, this, &ScreenshotTour::next);
}

void ScreenshotTour::next()
{
    if (m_steps.empty())
        return;
    Step step = std::move(m_steps.front());
    m_steps.pop();
    step();
}

void ScreenshotTour::shoot(const QString& name)
{
    const QString file = m_directory + QLatin1Char('/') + name + QStringLiteral(".png");
    // The screen, not the widget: a widget's grab() draws it whole even where it lies beyond the screen's edge.
    QScreen* screen = m_window->screen();
    const bool saved = screen ? screen->grabWindow(0).save(file) : m_window->grab().save(file);
    std::fprintf(stderr, "%s %s\n", saved ? "saved" : "could not save", qPrintable(file));
}

void ScreenshotTour::visit(int page, const QString& name)
{
    add([this, page, name] {
        m_window->showPage(MainWindow::Page(page));
        QTimer::singleShot(kSettleMs, this, [this, name] {
            shoot(name);
            next();
        });
    });
}

void ScreenshotTour::addCpuSteps()
{
    // This machine as it is, then a larger machine planned from a synthetic topology with both sets chosen.
    add([this] {
        CpuPage* page = m_window->cpuPage();
        page->useLocalTopology();
        const int pus = page->topology() ? page->topology()->puCount() : 0;
        if (pus >= 2) // the first half for the server, the second for the clients
            m_window->workspace()->setCpus(
                CpuSet::range(0, pus / 2 - 1).toCpuList(), CpuSet::range(pus / 2, pus - 1).toCpuList());
        next();
    });
    visit(int(MainWindow::Page::Cpus), QStringLiteral("3-cpus"));
    add([this] {
        CpuPage* page = m_window->cpuPage();
        page->openSynthetic(QStringLiteral("package:2 numa:2 core:4 pu:2"));
        m_window->workspace()->setCpus(QStringLiteral("0-15"), QStringLiteral("16,18,20,22"));
        page->setActiveSide(CpuPage::Side::Client);
        next();
    });
    visit(int(MainWindow::Page::Cpus), QStringLiteral("3-cpus-plan"));
    add([this] {
        m_window->workspace()->setCpus({}, {});
        m_window->cpuPage()->useLocalTopology();
        m_window->cpuPage()->setActiveSide(CpuPage::Side::Server);
        next();
    });
}

// The Results page reads its file when shown: the picture waits for the list and the first run's details.
void ScreenshotTour::visitResults(const QString& name)
{
    add([this, name] {
        ResultsPage* page = m_window->resultsPage();
        connect(
            page, &ResultsPage::contentsLoaded, this,
            [this, name] {
                QTimer::singleShot(1000, this, [this, name] {
                    shoot(name);
                    QTabWidget* tabs = m_window->resultsPage()->detailsView()->tabs();
                    tabs->setCurrentIndex(1); // the server configuration of the run
                    QTimer::singleShot(kSettleMs, this, [this, name, tabs] {
                        shoot(name + QStringLiteral("-configuration"));
                        tabs->setCurrentIndex(0);
                        next();
                    });
                });
            },
            Qt::SingleShotConnection);
        m_window->showPage(MainWindow::Page::Results);
    });
}

void ScreenshotTour::addLiveSteps()
{
    add([this] {
        m_window->showPage(MainWindow::Page::Connection);
        SandboxPanel* panel = m_window->connectionPage()->sandboxPanel();
        connect(panel, &SandboxPanel::profileReady, this, &ScreenshotTour::next, Qt::SingleShotConnection);
        panel->startServer();
    });
    add([this] {
        connect(m_window->connectionPage(), &ConnectionPage::testFinished, this, &ScreenshotTour::next,
            Qt::SingleShotConnection);
        m_window->connectionPage()->testConnection();
    });
    visit(0, QStringLiteral("1-connection"));
    add([this] {
        m_window->showPage(MainWindow::Page::Workload);
        WorkloadPage* page = m_window->workloadPage();
        // SCALEBENCH_TOUR_WORKLOAD pictures another workload with its default options (tpcc: the NOPM tile).
        const QString workload = qEnvironmentVariable("SCALEBENCH_TOUR_WORKLOAD", QStringLiteral("oltp_read_write"));
        page->selectWorkload(workload);
        page->resetOptions();
        if (workload == QLatin1String("oltp_read_write")) {
            qobject_cast<QSpinBox*>(page->optionsForm()->editor(QStringLiteral("tables")))->setValue(2);
            qobject_cast<QSpinBox*>(page->optionsForm()->editor(QStringLiteral("table_size")))->setValue(20000);
        }
        page->findChild<QCheckBox*>(QStringLiteral("recreate"))->setChecked(true);
        RunController* controller = m_window->workspace()->runController();
        connect(controller, &RunController::prepareFinished, this, &ScreenshotTour::next, Qt::SingleShotConnection);
        page->prepare();
    });
    visit(1, QStringLiteral("2-workload"));
    add([this] {
        // SCALEBENCH_TOUR_MIX runs a mix of client groups instead (run --mix's grammar): the Run page's group table.
        const QString mix = qEnvironmentVariable("SCALEBENCH_TOUR_MIX");
        if (!mix.isEmpty())
            m_window->workspace()->setMix(mix);
        m_window->showPage(MainWindow::Page::Run);
        LivePage* live = m_window->livePage();
        live->setThreads(4);
        live->setWarmup(2);
        live->setDuration(10);
        live->setReportInterval(0.5);
        live->startRun();
        QTimer::singleShot(7000, this, [this] {
            shoot(QStringLiteral("5-run-live"));
            next();
        });
    });
    add([this] {
        connect(
            m_window->livePage(), &LivePage::runEnded, this,
            [this] { QTimer::singleShot(kSettleMs, this, &ScreenshotTour::next); }, Qt::SingleShotConnection);
    });
    visit(4, QStringLiteral("5-run"));
    addPlanSteps();
}

void ScreenshotTour::addPlanSteps()
{
    // A small plan (into the results file the Results page reads) over the Connection and Workload pages' choices,
    // pictured on the Run page while it runs.
    add([this] {
        // A plan sweeps the clients: without a mix (SCALEBENCH_TOUR_MIX's has no {clients}, which a sweep refuses).
        m_window->workspace()->setMix(QString());
        PlanPage* plan = m_window->planPage();
        plan->newPlan();
        plan->form()->clientsEdit()->setText(QStringLiteral("1, 2, 4"));
        plan->form()->durationEdit()->setText(QStringLiteral("5s"));
        plan->form()->findChild<QLineEdit*>(QStringLiteral("warmup"))->setText(QStringLiteral("1s"));
        PlanController* controller = m_window->workspace()->planController();
        connect(
            controller, &PlanController::planEnded, this,
            [this] { QTimer::singleShot(kSettleMs, this, &ScreenshotTour::next); }, Qt::SingleShotConnection);
        plan->runPlan();
        QTimer::singleShot(9000, this, [this] { shoot(QStringLiteral("5-run-plan")); });
    });
}

} // namespace sb
