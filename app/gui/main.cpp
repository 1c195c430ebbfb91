// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/screenshottour.h"
#include "common/translations.h"
#include "common/workspace.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

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
    // Before any text is made: Settings > Preferences > Language, else the system's language.
    sb::Translations::install(sb::Translations::localeFor(sb::Translations::configuredLanguage()));

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
    parser.addOption(screenshots);
    parser.addOption(sandbox);
    parser.process(app);

    auto* workspace = new sb::Workspace(&app);
    workspace->setSandboxDirectory(parser.value(sandbox));
    sb::MainWindow window(workspace);
    if (parser.isSet(screenshots)) {
        auto* tour = new sb::ScreenshotTour(&window, parser.value(screenshots), parser.value(sandbox), &app);
        tour->start();
    }
    window.show();
    return app.exec();
}
