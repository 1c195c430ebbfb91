// SPDX-License-Identifier: GPL-3.0-or-later
// The CPUs page with the server on another host: the Connection page's "Test agent" talks to a real scalebench-agent
// (here started through a stand-in for ssh that runs it on this machine; tst_agent covers the real ssh), and the
// page then draws the server host's topology with its name as the one the sets and presets name, and this machine's
// beside it. SCALEBENCH_SCREENSHOT_DIR set: the page is saved as cpus-server-host.png there.
#include "support/timescale.h"
#include "common/workspace.h"
#include "connection/connectionpage.h"
#include "topology/cpupage.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

class TestCpuPageServerHost : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void serverHostIsDrawnBesideThisMachine()
    {
        const QString agent = qEnvironmentVariable("SCALEBENCH_AGENT");
        QVERIFY2(QFile::exists(agent), "run through ctest (SCALEBENCH_AGENT)");
        QTemporaryDir dir;
        const QString fakeSsh = dir.filePath(QStringLiteral("ssh"));
        QFile script(fakeSsh);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\n# the last argument is the agent's command, as ssh would run it there\nfor a; do last=$a; done\nexec $last\n");
        script.close();
        script.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);

        Workspace workspace;
        ConnectionPage connection(&workspace);
        CpuPage page(&workspace);
        page.resize(1200, 800);
        auto* ssh = connection.findChild<QLineEdit*>(QStringLiteral("serverHostSsh"));
        auto* agentPath = connection.findChild<QLineEdit*>(QStringLiteral("agentPath"));
        QVERIFY(ssh && agentPath);
        ssh->setText(QStringLiteral("dba@db1.example.net"));
        agentPath->setText(agent);
        Q_EMIT ssh->textEdited(ssh->text());
        QCOMPARE(workspace.serverSsh().destination, QStringLiteral("dba@db1.example.net"));
        SshTarget target = workspace.serverSsh();
        target.sshProgram = fakeSsh; // the stand-in; everything after it is the real agent and protocol
        workspace.setServerSsh(target);
        connection.findChild<QPushButton*>(QStringLiteral("testAgent"))->click();
        SB_TRY_VERIFY(workspace.serverHostTopology().has_value(), 30000);
        auto* state = connection.findChild<QLabel*>(QStringLiteral("agentState"));
        QVERIFY2(state->text().contains(QLatin1String("scalebench-agent")), qPrintable(state->text()));

        QVERIFY(page.topology()->source().startsWith(QLatin1String("agent:")));
        auto* title = page.findChild<QLabel*>(QStringLiteral("serverHostTitle"));
        QVERIFY(title && !title->isHidden());
        QVERIFY(title->text().contains(workspace.serverHostName()));
        QVERIFY(title->text().contains(QLatin1String("dba@db1.example.net")));
        QVERIFY(!page.clientView()->isHidden());
        QVERIFY(!page.findChild<QLabel*>(QStringLiteral("clientHostTitle"))->isHidden());
        // Presets name the server host's CPUs.
        QVERIFY(page.applyPreset(QStringLiteral("cores:1")));
        QCOMPARE(page.cpus(CpuPage::Side::Server).count(), 1);

        if (const QString out = qEnvironmentVariable("SCALEBENCH_SCREENSHOT_DIR"); !out.isEmpty()) {
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            QVERIFY(page.grab().save(out + QStringLiteral("/cpus-server-host.png")));
        }
        // Back to a local server: the page draws this machine alone again.
        workspace.setServerSsh({});
        QVERIFY(page.topology()->isLocal());
        QVERIFY(title->isHidden());
    }
};

QTEST_MAIN(TestCpuPageServerHost)
#include "tst_cpupageserverhost.moc"
