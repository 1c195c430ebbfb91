// SPDX-License-Identifier: GPL-3.0-or-later
// The workstation closed while its run's server does not answer: a sandbox of the test's own, bound to CPU 0 by the
// run, stopped with SIGSTOP in the middle of the run; the main window is closed (the "stop it and quit?" question
// answered yes) and the workspace that owns the engine is destroyed, as the application's exit does. That must end
// within seconds, not wait for the server, and leave every server thread with its mask from before.
#include "support/timescale.h"
#include "affinity/serverbinding.h"
#include "affinity/threadaffinity.h"
#include "common/workspace.h"
#include "experiment/runcontroller.h"
#include "live/livepage.h"
#include "mainwindow.h"
#include "server/sandboxserver.h"
#include "workload/workloadregistry.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <csignal>

using namespace sb;

class TestQuitDuringStall : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QTemporaryDir m_runtime; // $XDG_RUNTIME_DIR: this test's binding journals are its own
    ServerProfile m_profile;
    pid_t m_serverPid = 0;
    bool m_stopped = false;

    QString wrongMasks(const QMap<pid_t, CpuSet>& before, const CpuSet& mainMask) const
    {
        QStringList wrong;
        for (const ThreadMask& t : ServerBinding::readThreads(m_serverPid)) {
            if (t.cpus != before.value(t.tid, mainMask))
                wrong.append(QStringLiteral("%1 on %2").arg(t.tid).arg(t.cpus.toCpuList()));
        }
        return wrong.join(QStringLiteral(", "));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings(QStringLiteral("scalebench"), QStringLiteral("scalebench")).clear();
        if (SandboxServer::findServerBinary().isEmpty())
            QSKIP("no mariadbd or mysqld on this machine");
        if (!threadCpus(0)->contains(CpuSet { 0, 1 }))
            QSKIP("needs CPUs 0 and 1");
        QVERIFY(m_dir.isValid() && m_runtime.isValid());
        QFile::setPermissions(m_runtime.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        qputenv("XDG_RUNTIME_DIR", QFile::encodeName(m_runtime.path()));
        auto started = SandboxServer(m_dir.path()).start();
        QVERIFY2(started.ok(), qPrintable(started.error().detail));
        m_profile = *started;
        m_serverPid = pid_t(SandboxServer(m_dir.path()).status().pid);
        QVERIFY(m_serverPid > 0);
        auto workload = WorkloadRegistry::create(
            QStringLiteral("oltp_point_select"), { { QStringLiteral("table_size"), QStringLiteral("1000") } });
        QVERIFY(workload.ok());
        QVERIFY(!(*workload)->prepare(m_profile, PrepareOptions {}));
    }

    void cleanupTestCase()
    {
        if (m_stopped)
            ::kill(m_serverPid, SIGCONT);
        if (m_serverPid > 0)
            SandboxServer(m_dir.path()).stop();
    }

    void quitWhileTheServerIsStopped()
    {
        QMap<pid_t, CpuSet> before;
        for (const ThreadMask& t : ServerBinding::readThreads(m_serverPid))
            before.insert(t.tid, t.cpus);
        const CpuSet mainMask = before.value(m_serverPid);

        auto* workspace = new Workspace;
        auto* window = new MainWindow(workspace); // its pages load their saved settings: the test's come after
        workspace->setSandboxDirectory(m_dir.path());
        workspace->setProfile(m_profile);
        workspace->setWorkload(
            QStringLiteral("oltp_point_select"), { { QStringLiteral("table_size"), QStringLiteral("1000") } });
        workspace->setCpus(QStringLiteral("0"), QString());
        window->show();
        LivePage* page = window->livePage();
        page->setThreads(2);
        page->setDuration(600);
        page->setReportInterval(0.2);
        QSignalSpy intervals(workspace->runController(), &RunController::intervalAvailable);
        QSignalSpy failed(workspace->runController(), &RunController::failed);
        page->startRun();
        SB_TRY_VERIFY(intervals.count() >= 2 || !failed.isEmpty(), 60000);
        QVERIFY2(failed.isEmpty(),
            failed.isEmpty() ? ""
                             : qPrintable(failed.first().first().value<Error>().context + QLatin1Char(' ')
                                 + failed.first().first().value<Error>().detail));
        SB_TRY_VERIFY2(wrongMasks(before, mainMask).contains(QLatin1String(" on 0")), "the run did not bind the server", 5000);

        QCOMPARE(::kill(m_serverPid, SIGSTOP), 0);
        m_stopped = true;
        QTest::qWait(1500); // the clients now wait for answers that do not come

        // "The sandbox server is still running": keep it (the test stops it); "The engine is still working. Stop it
        // and quit?": yes.
        bool asked = false;
        QTimer answer;
        connect(&answer, &QTimer::timeout, this, [&asked] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            if (auto* keep = box->findChild<QPushButton*>(QStringLiteral("keepSandbox"))) {
                keep->click();
            } else if (box->button(QMessageBox::Yes)) {
                asked = true;
                box->button(QMessageBox::Yes)->click();
            }
        });
        answer.start(200);
        QElapsedTimer quitting;
        quitting.start();
        QVERIFY(window->close());
        QVERIFY2(asked, "closing during a run did not ask first");
        delete window;
        delete workspace; // the engine's threads are joined here, as at the application's exit
        const qint64 tookMs = quitting.elapsed();
        qInfo("quit during a stall took %lld ms; server threads: %s", tookMs,
            qPrintable(
                wrongMasks(before, mainMask).isEmpty() ? QStringLiteral("masks back") : wrongMasks(before, mainMask)));
        QVERIFY2(tookMs < 8000, qPrintable(QString::number(tookMs)));
        QVERIFY2(wrongMasks(before, mainMask).isEmpty(), qPrintable(wrongMasks(before, mainMask)));

        QCOMPARE(::kill(m_serverPid, SIGCONT), 0);
        m_stopped = false;
    }
};

QTEST_MAIN(TestQuitDuringStall)
#include "tst_quitduringstall.moc"
