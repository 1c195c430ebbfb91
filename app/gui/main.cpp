// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/screenshottour.h"
#include "common/workspace.h"
#include "mainwindow.h"
#include "plan/planpage.h"

#include <QApplication>
#include <QCommandLineParser>
#include <cstdio>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("scalebench"));
    QApplication::setApplicationVersion(QStringLiteral(SCALEBENCH_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("ScaleBench workstation"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshots(QStringLiteral("screenshots"),
        QStringLiteral("Visit every page, save a PNG of each in DIR and quit (with a short real run on the sandbox in "
                       "--sandbox-dir when given)."),
        QStringLiteral("DIR"));
    const QCommandLineOption sandbox(QStringLiteral("sandbox-dir"),
        QStringLiteral("The sandbox directory to use instead of the user's."), QStringLiteral("DIR"));
    const QCommandLineOption runPlan(QStringLiteral("run-plan"),
        QStringLiteral("Load the plan FILE into the Plan page and run it, watched on the Run page."),
        QStringLiteral("FILE"));
    const QCommandLineOption store(QStringLiteral("store"),
        QStringLiteral("The results file to use instead of the user's (the CLI's default)."), QStringLiteral("FILE"));
    const QCommandLineOption quitWhenDone(QStringLiteral("quit-when-done"),
        QStringLiteral("With --run-plan: quit when the plan ends (exit status 0 when every run finished)."));
    parser.addOption(screenshots);
    parser.addOption(sandbox);
    parser.addOption(runPlan);
    parser.addOption(store);
    parser.addOption(quitWhenDone);
    parser.process(app);

    auto* workspace = new sb::Workspace(&app);
    workspace->setSandboxDirectory(parser.value(sandbox));
    workspace->setStorePath(parser.value(store));
    sb::MainWindow window(workspace);
    if (parser.isSet(screenshots)) {
        auto* tour = new sb::ScreenshotTour(&window, parser.value(screenshots), parser.value(sandbox), &app);
        tour->start();
    }
    if (parser.isSet(runPlan)) {
        if (parser.isSet(quitWhenDone)) {
            QObject::connect(workspace->planController(), &sb::PlanController::planEnded, &app,
                [](const sb::Error& error, qint64 experiment, const QString& storePath) {
                    std::fprintf(stderr, "experiment %lld in %s: %s\n", static_cast<long long>(experiment),
                        qPrintable(storePath),
                        error ? qPrintable(error.context + QStringLiteral(" ") + error.detail) : "finished");
                    QCoreApplication::exit(error ? 1 : 0);
                });
        }
        if (!window.planPage()->loadFile(parser.value(runPlan)) || !window.planPage()->runPlan()) {
            std::fprintf(stderr, "the plan %s cannot run\n", qPrintable(parser.value(runPlan)));
            for (const sb::PlanIssue& issue : window.planPage()->issues())
                std::fprintf(stderr, "%s\n", qPrintable(issue.toString()));
            if (parser.isSet(quitWhenDone))
                return 2;
            window.showPage(sb::MainWindow::Page::Plan);
        }
    }
    window.show();
    return app.exec();
}
