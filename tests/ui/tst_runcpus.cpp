// SPDX-License-Identifier: GPL-3.0-or-later
// The CPU sets chosen on the CPUs page bind the Run page's next run: against the suite's real sandbox, the server
// and the client threads run on the chosen CPUs as the kernel reports them, and the server gets its CPUs back.
#include "support/timescale.h"
#include "support/testserver.h"
#include "support/workspacesample.h"
#include "affinity/threadaffinity.h"
#include "affinity/topology.h"
#include "common/workspace.h"
#include "live/livepage.h"
#include "topology/cpupage.h"
#include "workload/workload.h"

#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace sb;

class TestRunCpus : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void runUsesTheChosenSets();
};

void TestRunCpus::initTestCase()
{
    if (test::sandboxDir().isEmpty())
        QSKIP("needs the suite's sandbox: run through ctest (fixture sandbox_start)");
    QStandardPaths::setTestModeEnabled(true);
    QSettings(QStringLiteral("scalebench"), QStringLiteral("scalebench")).clear();
}

void TestRunCpus::runUsesTheChosenSets()
{
    auto topology = Topology::loadLocal();
    QVERIFY(topology.ok());
    if (topology->puCount() < 2)
        QSKIP("needs two CPUs to give one to the server and one to the client");
    const int serverCpu = topology->allPus().first();
    const int clientCpu = topology->allPus().last();
    const qint64 pid = SandboxServer(test::sandboxDir()).status().pid;
    QVERIFY(pid > 0);
    const auto before = threadCpus(pid_t(pid));
    QVERIFY(before.ok());

    const ServerProfile profile = test::sandboxProfile(QStringLiteral("sbtest_gui_run"));
    Workspace workspace;
    workspace.setSandboxDirectory(test::sandboxDir());
    QVERIFY(!test::preparePointSelect(workspace, profile));

    // Chosen as a user would: typed into the CPUs page.
    CpuPage cpus(&workspace);
    cpus.show();
    QTest::keyClicks(cpus.cpuListEdit(CpuPage::Side::Server), QString::number(serverCpu));
    QTest::keyClicks(cpus.cpuListEdit(CpuPage::Side::Client), QString::number(clientCpu));
    QCOMPARE(workspace.serverCpus(), QString::number(serverCpu));
    QCOMPARE(workspace.clientCpus(), QString::number(clientCpu));

    LivePage live(&workspace);
    live.setThreads(2);
    live.setDuration(2);
    live.setReportInterval(0.5);
    QVERIFY(live.findChild<QLabel*>(QStringLiteral("runTarget"))
                ->text()
                .contains(QStringLiteral("server on CPUs %1").arg(serverCpu)));
    QSignalSpy applied(workspace.runController(), &RunController::affinityApplied);
    QSignalSpy ended(&live, &LivePage::runEnded);
    live.startRun();
    // While it runs, the server's threads are on the server's CPU.
    SB_TRY_VERIFY(live.intervalCount() > 0, 30000);
    const auto during = threadCpus(pid_t(pid));
    QVERIFY(during.ok());
    QCOMPARE(during->toCpuList(), QString::number(serverCpu));
    QVERIFY(ended.wait(60000));
    QCOMPARE(ended.first().first().value<RunSummary>().status, RunStatus::Finished);
    QCOMPARE(applied.count(), 1);
    const QJsonObject record = applied.first().first().toJsonObject();
    QCOMPARE(record.value(QStringLiteral("server")).toObject().value(QStringLiteral("effective")).toString(),
        QString::number(serverCpu));
    QCOMPARE(record.value(QStringLiteral("server")).toObject().value(QStringLiteral("pid")).toInt(), int(pid));
    QCOMPARE(record.value(QStringLiteral("client")).toObject().value(QStringLiteral("effective")).toString(),
        QString::number(clientCpu));
    const QString summary = live.findChild<QLabel*>(QStringLiteral("runSummary"))->text();
    QVERIFY2(summary.contains(QStringLiteral("server ran on CPUs %1").arg(serverCpu)), qPrintable(summary));
    // And afterwards the server has its CPUs back.
    const auto after = threadCpus(pid_t(pid));
    QVERIFY(after.ok());
    QCOMPARE(after->toCpuList(), before->toCpuList());
}

QTEST_MAIN(TestRunCpus)
#include "tst_runcpus.moc"
