// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/errortext.h"
#include "common/screenshottour.h"
#include "common/translations.h"
#include "common/workspace.h"
#include "mainwindow.h"
#include "plan/planpage.h"
#include "report/reportnumbers.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLocale>
#include <cstdio>

// Settings > Preferences > Language, else the system's language. Numbers on screen, on the Report page and in the
// reports the workstation writes follow the same locale (CSV and JSON: the C locale).
static void useConfiguredLanguage()
{
    const QLocale locale = sb::Translations::localeFor(sb::Translations::configuredLanguage());
    QLocale::setDefault(locale);
    sb::ReportNumbers::setLocale(locale);
    sb::Translations::install(locale);
}

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("scalebench"));
    QApplication::setApplicationDisplayName(QStringLiteral("ScaleBench"));
    QApplication::setApplicationVersion(QStringLiteral(SCALEBENCH_VERSION));
    // The desktop file's name, so that Wayland compositors match the window to it (and its icon).
    QApplication::setDesktopFileName(QStringLiteral("io.github.scalebench.ScaleBench"));
    QApplication::setWindowIcon(QIcon::fromTheme(
        QStringLiteral("io.github.scalebench.ScaleBench"), QIcon(QStringLiteral(":/icons/scalebench.svg"))));
    useConfiguredLanguage(); // before any text is made

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main", "ScaleBench workstation"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshots(QStringLiteral("screenshots"),
        QCoreApplication::translate("main",
            "Visit every page, save a PNG of each in DIR and quit (with a short real run on the sandbox in "
            "--sandbox-dir when given)."),
        QCoreApplication::translate("main", "DIR"));
    const QCommandLineOption sandbox(QStringLiteral("sandbox-dir"),
        QCoreApplication::translate("main", "The sandbox directory to use instead of the user's."),
        QCoreApplication::translate("main", "DIR"));
    const QCommandLineOption runPlan(QStringLiteral("run-plan"),
        QCoreApplication::translate("main", "Load the plan FILE into the Plan page and run it, watched on the Run page."),
        QCoreApplication::translate("main", "FILE"));
    const QCommandLineOption resumePlan(QStringLiteral("resume-plan"),
        QCoreApplication::translate("main",
            "Load the plan FILE and resume it: only the runs its experiment in the results file lacks (as 'plan resume')."),
        QCoreApplication::translate("main", "FILE"));
    const QCommandLineOption store(QStringLiteral("store"),
        QCoreApplication::translate("main", "The results file to use instead of the user's (the CLI's default)."),
        QCoreApplication::translate("main", "FILE"));
    const QCommandLineOption quitWhenDone(QStringLiteral("quit-when-done"),
        QCoreApplication::translate("main", "With --run-plan: quit when the plan ends (exit status 0 when every run finished)."));
    parser.addOption(screenshots);
    parser.addOption(sandbox);
    parser.addOption(runPlan);
    parser.addOption(resumePlan);
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
    if (parser.isSet(runPlan) || parser.isSet(resumePlan)) {
        const bool resume = !parser.isSet(runPlan);
        const QString planFile = parser.value(resume ? resumePlan : runPlan);
        if (parser.isSet(quitWhenDone)) {
            QObject::connect(workspace->planController(), &sb::PlanController::planEnded, &app,
                [](const sb::Error& error, qint64 experiment, const QString& storePath) {
                    std::fprintf(stderr, "experiment %lld in %s: %s\n", static_cast<long long>(experiment),
                        qPrintable(storePath),
                        error ? qPrintable(sb::ErrorText::describe(error)) : "finished");
                    QCoreApplication::exit(error ? 1 : 0);
                });
        }
        if (!window.planPage()->loadFile(planFile)
            || !(resume ? window.planPage()->resumePlan() : window.planPage()->runPlan())) {
            std::fprintf(stderr, "the plan %s cannot run\n", qPrintable(planFile));
            for (const sb::PlanIssue& issue : window.planPage()->issues())
                std::fprintf(stderr, "%s\n", qPrintable(sb::ErrorText::describe(issue)));
            if (parser.isSet(quitWhenDone))
                return 2;
            window.showPage(sb::MainWindow::Page::Plan);
        }
    }
    window.show();
    return app.exec();
}
