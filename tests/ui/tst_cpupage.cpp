// SPDX-License-Identifier: GPL-3.0-or-later
// The CPUs page on a synthetic two-package machine: clicks and drags on the drawn PUs, typed cpulists, invalid
// text, presets, the server/client split and the Workspace's sets the Run page takes.
#include "common/workspace.h"
#include "topology/cpupage.h"
#include "topology/topologyview.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace sb;

class TestCpuPage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void drawsEveryPuInsideItsCore();
    void clickSelectsAndUnselects();
    void dragSelectsSeveral();
    void serverAndClientStayApart();
    void typedListSelects();
    void invalidTextSaysWhatIsValid();
    void presetFillsTheSet();
    void foreignTopologyShowsBanner();
    void runRequestCarriesTheSets();

private:
    void type(QLineEdit* edit, const QString& text);
    void drag(int fromPu, int toPu);

    Workspace* m_workspace = nullptr;
    CpuPage* m_page = nullptr;
};

void TestCpuPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings(QStringLiteral("scalebench"), QStringLiteral("scalebench")).clear();
}

void TestCpuPage::init()
{
    m_workspace = new Workspace;
    m_page = new CpuPage(m_workspace);
    m_page->resize(1400, 900);
    QVERIFY(!m_page->openSynthetic(QStringLiteral("package:2 core:2 pu:2")));
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page));
}

void TestCpuPage::cleanup()
{
    delete m_page;
    delete m_workspace;
}

void TestCpuPage::type(QLineEdit* edit, const QString& text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}

void TestCpuPage::drag(int fromPu, int toPu)
{
    TopologyView* view = m_page->view();
    const QPoint from = view->puRect(fromPu).center();
    const QPoint to = view->puRect(toPu).center();
    QTest::mousePress(view, Qt::LeftButton, {}, from);
    QTest::mouseMove(view, (from + to) / 2);
    QTest::mouseMove(view, to);
    QTest::mouseRelease(view, Qt::LeftButton, {}, to);
}

void TestCpuPage::drawsEveryPuInsideItsCore()
{
    TopologyView* view = m_page->view();
    for (int pu = 0; pu < 8; ++pu) {
        const QRect r = view->puRect(pu);
        QVERIFY2(!r.isEmpty(), qPrintable(QStringLiteral("PU %1 is not drawn").arg(pu)));
        QVERIFY(view->rect().contains(r));
        QVERIFY2(r.height() >= 16, "PUs too small to read or click");
    }
    QVERIFY(view->puRect(8).isEmpty());
    // SMT siblings sit side by side in their core, left to right.
    QCOMPARE(view->puRect(0).top(), view->puRect(1).top());
    QVERIFY(view->puRect(0).right() < view->puRect(1).left());
    // The second package is beside or below the first, never overlapping.
    QVERIFY(!view->puRect(0).intersects(view->puRect(4)));
    QCOMPARE(m_page->findChild<QLabel*>(QStringLiteral("topologySummary"))->text(),
        QStringLiteral("2 packages, 4 cores, 8 PUs (SMT 2)"));
}

void TestCpuPage::clickSelectsAndUnselects()
{
    TopologyView* view = m_page->view();
    QLineEdit* server = m_page->cpuListEdit(CpuPage::Side::Server);
    QSignalSpy changed(m_workspace, &Workspace::cpusChanged);
    QTest::mouseClick(view, Qt::LeftButton, {}, view->puRect(3).center());
    QCOMPARE(server->text(), QStringLiteral("3"));
    QTest::mouseClick(view, Qt::LeftButton, {}, view->puRect(5).center());
    QCOMPARE(server->text(), QStringLiteral("3,5"));
    QCOMPARE(m_workspace->serverCpus(), QStringLiteral("3,5"));
    QCOMPARE(changed.count(), 2);
    QTest::mouseClick(view, Qt::LeftButton, {}, view->puRect(3).center());
    QCOMPARE(server->text(), QStringLiteral("5"));
    QCOMPARE(m_workspace->serverCpus(), QStringLiteral("5"));
    QCOMPARE(m_workspace->clientCpus(), QString());
}

void TestCpuPage::dragSelectsSeveral()
{
    drag(0, 3); // the whole first package
    QCOMPARE(m_page->cpuListEdit(CpuPage::Side::Server)->text(), QStringLiteral("0-3"));
    drag(4, 5); // one core of the second
    QCOMPARE(m_page->cpuListEdit(CpuPage::Side::Server)->text(), QStringLiteral("0-5"));
    // A drag that starts on a selected PU takes away what it covers.
    drag(1, 2);
    QCOMPARE(m_page->cpuListEdit(CpuPage::Side::Server)->text(), QStringLiteral("0,3-5"));
    QCOMPARE(m_page->findChild<QLabel*>(QStringLiteral("serverCpuCount"))->text(), QStringLiteral("4 PUs on 3 cores"));
}

void TestCpuPage::serverAndClientStayApart()
{
    drag(0, 3);
    QTest::mouseClick(m_page->findChild<QPushButton*>(QStringLiteral("editClient")), Qt::LeftButton);
    QCOMPARE(m_page->activeSide(), CpuPage::Side::Client);
    drag(2, 7); // covers server PUs 2-3: they stay the server's
    QCOMPARE(m_page->cpuListEdit(CpuPage::Side::Client)->text(), QStringLiteral("4-7"));
    QCOMPARE(m_page->cpuListEdit(CpuPage::Side::Server)->text(), QStringLiteral("0-3"));
    auto* note = m_page->findChild<QLabel*>(QStringLiteral("cpuNote"));
    QVERIFY(note->isVisible());
    QVERIFY2(note->text().contains(QStringLiteral("2,3")) || note->text().contains(QStringLiteral("2-3")),
        qPrintable(note->text()));

    m_page->findChild<QCheckBox*>(QStringLiteral("allowShared"))->setChecked(true);
    QTest::mouseClick(m_page->view(), Qt::LeftButton, {}, m_page->view()->puRect(0).center());
    QCOMPARE(m_page->cpuListEdit(CpuPage::Side::Client)->text(), QStringLiteral("0,4-7"));
    QCOMPARE(m_workspace->serverCpus(), QStringLiteral("0-3"));
    QCOMPARE(m_workspace->clientCpus(), QStringLiteral("0,4-7"));
}

void TestCpuPage::typedListSelects()
{
    QLineEdit* server = m_page->cpuListEdit(CpuPage::Side::Server);
    type(server, QStringLiteral("1-2,6"));
    QCOMPARE(m_page->cpus(CpuPage::Side::Server), (CpuSet { 1, 2, 6 }));
    QCOMPARE(m_workspace->serverCpus(), QStringLiteral("1-2,6"));
    QVERIFY(m_page->messageLabel(CpuPage::Side::Server)->isHidden());
    // The drawing follows: clicking PU 6 now removes it.
    QTest::mouseClick(m_page->view(), Qt::LeftButton, {}, m_page->view()->puRect(6).center());
    QCOMPARE(server->text(), QStringLiteral("1-2"));
    // A preset name typed in is accepted and shown as its CPUs once editing ends.
    type(server, QStringLiteral("package:1"));
    QCOMPARE(m_page->cpus(CpuPage::Side::Server), CpuSet::range(4, 7));
    QTest::keyClick(server, Qt::Key_Return);
    QCOMPARE(server->text(), QStringLiteral("4-7"));
    // Empty: not bound.
    type(server, QString());
    QVERIFY(m_page->cpus(CpuPage::Side::Server).isEmpty());
    QCOMPARE(m_workspace->serverCpus(), QString());
}

void TestCpuPage::invalidTextSaysWhatIsValid()
{
    QLineEdit* server = m_page->cpuListEdit(CpuPage::Side::Server);
    type(server, QStringLiteral("0-3"));
    QLabel* message = m_page->messageLabel(CpuPage::Side::Server);
    for (const QString& bad : { QStringLiteral("0-x"), QStringLiteral("3-1"), QStringLiteral("0-9"),
             QStringLiteral("cores:9"), QStringLiteral("bogus"), QStringLiteral(",,") }) {
        type(server, bad);
        QVERIFY2(message->isVisible(), qPrintable(bad));
        QVERIFY2(message->text().contains(QStringLiteral("within 0-7")), qPrintable(message->text()));
        // Only valid sets reach the workspace (what was typed before the mistake may have).
        auto kept = CpuSet::parse(m_workspace->serverCpus());
        QVERIFY(kept && CpuSet::range(0, 7).contains(*kept));
    }
    type(server, QStringLiteral("0-9"));
    QVERIFY2(message->text().contains(QStringLiteral("8-9")), qPrintable(message->text()));
    type(server, QStringLiteral("2"));
    QVERIFY(message->isHidden());
    QCOMPARE(m_workspace->serverCpus(), QStringLiteral("2"));
}

void TestCpuPage::presetFillsTheSet()
{
    auto* presets = m_page->findChild<QListWidget*>(QStringLiteral("presets"));
    QStringList names;
    for (int i = 0; i < presets->count(); ++i)
        names << presets->item(i)->data(Qt::UserRole).toString();
    for (const char* expected : { "all", "all:nosmt", "cores:1", "cores:2:nosmt", "package:0", "package:1" })
        QVERIFY2(names.contains(QLatin1String(expected)), qPrintable(names.join(QLatin1Char(' '))));

    presets->setCurrentRow(int(names.indexOf(QStringLiteral("all:nosmt"))));
    QTest::mouseClick(m_page->findChild<QPushButton*>(QStringLiteral("fillPreset")), Qt::LeftButton);
    QCOMPARE(m_page->cpuListEdit(CpuPage::Side::Server)->text(), QStringLiteral("0,2,4,6"));
    QCOMPARE(m_workspace->serverCpus(), QStringLiteral("0,2,4,6"));

    // For the client, a preset leaves out what the server holds.
    m_page->setActiveSide(CpuPage::Side::Client);
    QVERIFY(m_page->applyPreset(QStringLiteral("package:1")));
    QCOMPARE(m_page->cpuListEdit(CpuPage::Side::Client)->text(), QStringLiteral("5,7"));
    QVERIFY(!m_page->applyPreset(QStringLiteral("package:5")));
    QVERIFY(m_page->messageLabel(CpuPage::Side::Client)->text().contains(QStringLiteral("packages: 2")));
}

void TestCpuPage::foreignTopologyShowsBanner()
{
    auto* banner = m_page->findChild<QWidget*>(QStringLiteral("foreignTopologyBanner"));
    QVERIFY(banner->isVisible());
    type(m_page->cpuListEdit(CpuPage::Side::Server), QStringLiteral("6-7"));
    QVERIFY(m_page->openSynthetic(QStringLiteral("package:two")));
    QCOMPARE(m_page->topology()->puCount(), 8); // a bad description changes nothing
    QVERIFY(!m_page->openSynthetic(QStringLiteral("package:1 core:2 pu:1")));
    // A set beyond the new topology stays, with a word on what it lacks.
    QCOMPARE(m_workspace->serverCpus(), QStringLiteral("6-7"));
    QVERIFY2(m_page->messageLabel(CpuPage::Side::Server)->text().contains(QStringLiteral("6-7")),
        qPrintable(m_page->messageLabel(CpuPage::Side::Server)->text()));
    m_page->useLocalTopology();
    QVERIFY(m_page->topology()->isLocal());
    QVERIFY(banner->isHidden());
}

void TestCpuPage::runRequestCarriesTheSets()
{
    m_workspace->setCpus(QStringLiteral("0-1"), QStringLiteral("4-5"));
    QCOMPARE(m_page->cpuListEdit(CpuPage::Side::Server)->text(), QStringLiteral("0-1"));
    QCOMPARE(m_page->cpus(CpuPage::Side::Client), (CpuSet { 4, 5 }));
    ServerProfile remote;
    remote.host = QStringLiteral("db.example.org");
    m_workspace->setProfile(remote);
    const MeasuredRunRequest run = m_workspace->runRequest(RunSpec());
    QCOMPARE(run.spec.serverCpu.spec, QStringLiteral("0-1"));
    QCOMPARE(run.spec.clientCpu.spec, QStringLiteral("4-5"));
    const AffinityRequest request = MeasuredRun::affinityRequest(run);
    QCOMPARE(request.serverCpus, QStringLiteral("0-1"));
    QCOMPARE(request.clientCpus, QStringLiteral("4-5"));
    QCOMPARE(request.serverPid, pid_t(0));
    QVERIFY(request.remoteServer.has_value()); // not the sandbox: bound through a resource group, as the CLI does
}

QTEST_MAIN(TestCpuPage)
#include "tst_cpupage.moc"
