// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/screenshottour.h"
#include "common/workspace.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

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
