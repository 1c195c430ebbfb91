// SPDX-License-Identifier: GPL-3.0-or-later
// Walks the main window through the workflow and saves a PNG of each page (the app's --screenshots mode, run by
// tests/ui/screenshots.sh under Xvfb). With a sandbox directory it starts that sandbox, tests the connection,
// prepares a small table, makes a short real run and a small core-scaling plan into the results file the Results
// page reads, so that the pictures show real data.
#pragma once

#include <QObject>
#include <QString>
#include <functional>
#include <queue>

namespace sb {

class MainWindow;

class ScreenshotTour : public QObject {
    Q_OBJECT
public:
    ScreenshotTour(
        MainWindow* window, const QString& directory, const QString& sandboxDirectory, QObject* parent = nullptr);
    void start();

private:
    using Step = std::function<void()>; // each step calls next() when it is done
    void add(Step step) { m_steps.push(std::move(step)); }
    void next();
    void shoot(const QString& name);
    void visit(int page, const QString& name);
    void addLiveSteps();
    void addCpuSteps();
    void visitResults(const QString& name);
    void addPlanSteps();

    MainWindow* m_window;
    QString m_directory;
    QString m_sandbox;
    std::queue<Step> m_steps;
};

} // namespace sb
