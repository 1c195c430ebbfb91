// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include <QApplication>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("scalebench"));
    QApplication::setApplicationVersion(QStringLiteral(SCALEBENCH_VERSION));
    sb::MainWindow window;
    window.show();
    return app.exec();
}
