// SPDX-License-Identifier: GPL-3.0-or-later
// The Connection page against the suite's real sandbox: a profile typed into the form is saved (without its
// password), Test connection shows the server's version and round-trip time, a wrong password the exact error.
#include "support/timescale.h"
#include "support/testserver.h"
#include "common/errortext.h"
#include "common/workspace.h"
#include "connection/connectionpage.h"
#include "connection/passwordstore.h"
#include "connection/sandboxpanel.h"
#include "common/translations.h"
#include "server/session.h"

#include <QCheckBox>
#include <QFile>
#include <QTemporaryDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>

using namespace sb;

class TestConnectionPage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void createProfileAndTestIt();
    void wrongPasswordShowsTheError();
    void passwordNeverInSettings();
    void sandboxPerformanceSchemaSwitch();

private:
    // Start or Stop clicked, and waited for: the sandbox then runs (or not).
    static void startOrStop(SandboxPanel* panel, const char* button, bool running);
    // The running sandbox's @@performance_schema ("1" or "0").
    static QString performanceSchemaOf(const QString& dir);
    void fill(ConnectionPage& page, const ServerProfile& p);
    static void type(QWidget* page, const char* name, const QString& text);

    ServerProfile m_sandbox;
};

void TestConnectionPage::initTestCase()
{
    if (test::sandboxDir().isEmpty())
        QSKIP("needs the suite's sandbox: run through ctest (fixture sandbox_start)");
    QStandardPaths::setTestModeEnabled(true);
    QSettings(QStringLiteral("scalebench"), QStringLiteral("scalebench")).clear();
    m_sandbox = test::sandboxProfile(QStringLiteral("sbtest_gui"));
    QVERIFY(!m_sandbox.password.isEmpty());
}

void TestConnectionPage::type(QWidget* page, const char* name, const QString& text)
{
    auto* edit = page->findChild<QLineEdit*>(QLatin1String(name));
    QVERIFY2(edit, name);
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Tab); // leaves the field: editingFinished, as a user would
}

void TestConnectionPage::fill(ConnectionPage& page, const ServerProfile& p)
{
    type(&page, "profileName", QStringLiteral("gui-sandbox"));
    type(&page, "host", p.host);
    page.findChild<QSpinBox*>(QStringLiteral("port"))->setValue(int(p.port));
    type(&page, "socket", p.socket);
    type(&page, "user", p.user);
    type(&page, "password", p.password);
    type(&page, "database", p.database);
}

void TestConnectionPage::createProfileAndTestIt()
{
    Workspace workspace;
    workspace.setSandboxDirectory(test::sandboxDir());
    ConnectionPage page(&workspace);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    fill(page, m_sandbox);

    // Saved as typed: the workspace has it at once, and a new page (next start) reads it back.
    QCOMPARE(workspace.profile().name, QStringLiteral("gui-sandbox"));
    QCOMPARE(workspace.profile().socket, m_sandbox.socket);
    QCOMPARE(workspace.profile().user, m_sandbox.user);
    {
        Workspace other;
        ConnectionPage again(&other);
        QCOMPARE(again.formProfile().name, QStringLiteral("gui-sandbox"));
        QCOMPARE(again.formProfile().socket, m_sandbox.socket);
        QCOMPARE(again.formProfile().port, m_sandbox.port);
        QCOMPARE(again.formProfile().user, m_sandbox.user);
        QCOMPARE(again.formProfile().database, QStringLiteral("sbtest_gui"));
    }

    QString version;
    {
        Session s;
        QVERIFY(!s.connect(m_sandbox));
        version = s.scalar(QStringLiteral("SELECT VERSION()")).value();
    }
    auto* summary = page.findChild<QLabel*>(QStringLiteral("testSummary"));
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("testConnection")), Qt::LeftButton);
    SB_TRY_VERIFY(summary->text().contains(version), 30000);
    QVERIFY2(summary->text().contains(QStringLiteral("Round trip:")), qPrintable(summary->text()));
    QVERIFY2(
        QRegularExpression(QStringLiteral("Round trip:</td><td>\\d+\\.\\d{3} ms")).match(summary->text()).hasMatch(),
        qPrintable(summary->text()));
    QVERIFY(page.findChild<QLabel*>(QStringLiteral("testState"))->text().contains(QStringLiteral("Connected to")));
    QVERIFY(page.findChild<QTableWidget*>(QStringLiteral("serverVariables"))->rowCount() > 0);
    QCOMPARE(workspace.serverVersion(), version);
}

void TestConnectionPage::wrongPasswordShowsTheError()
{
    Workspace workspace;
    ConnectionPage page(&workspace);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    ServerProfile wrong = m_sandbox;
    wrong.password = QStringLiteral("not-the-password");
    fill(page, wrong);

    // The exact words: what the client library said, through the same ErrorText the page uses.
    Session s;
    const Error expected = s.connect(wrong);
    QCOMPARE(expected.code, ErrorCode::AccessDenied);
    const QString text = ErrorText::describe(expected);
    QVERIFY2(text.contains(QStringLiteral("Access denied")), qPrintable(text));

    auto* state = page.findChild<QLabel*>(QStringLiteral("testState"));
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("testConnection")), Qt::LeftButton);
    SB_TRY_VERIFY(state->text().contains(QStringLiteral("Connection failed.")), 30000);
    QVERIFY2(state->text().contains(text.toHtmlEscaped()), qPrintable(state->text() + QStringLiteral(" / ") + text));
    QVERIFY(page.findChild<QLabel*>(QStringLiteral("testSummary"))->text().isEmpty());
}

void TestConnectionPage::passwordNeverInSettings()
{
    Workspace workspace;
    ConnectionPage page(&workspace);
    fill(page, m_sandbox);
    // Wait until the keychain answered or was found missing; either way the field says where the password lives.
    SB_TRY_VERIFY(page.passwordStore()->state() != PasswordStore::State::Unknown, 30000);
    qInfo() << "password storage:" << page.passwordStore()->state() << page.passwordStore()->description();
    const QString tip = page.findChild<QLineEdit*>(QStringLiteral("password"))->toolTip();
    if (page.passwordStore()->state() == PasswordStore::State::SessionOnly)
        QVERIFY2(tip.contains(QStringLiteral("session only")), qPrintable(tip));
    else
        QVERIFY2(tip.contains(QStringLiteral("system keychain")), qPrintable(tip));

    QSettings settings(QStringLiteral("scalebench"), QStringLiteral("scalebench"));
    settings.sync();
    for (const QString& key : settings.allKeys())
        QVERIFY2(settings.value(key).toString() != m_sandbox.password, qPrintable(key));
    QFile file(settings.fileName());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(!file.readAll().contains(m_sandbox.password.toUtf8()));
}

void TestConnectionPage::startOrStop(SandboxPanel* panel, const char* button, bool running)
{
    auto* b = panel->findChild<QPushButton*>(QLatin1String(button));
    QVERIFY(b && b->isEnabled());
    QTest::mouseClick(b, Qt::LeftButton);
    SB_TRY_VERIFY2(!panel->isBusy() && panel->status().running == running,
        qPrintable(panel->findChild<QLabel*>(QStringLiteral("sandboxState"))->text()), 120000);
}

QString TestConnectionPage::performanceSchemaOf(const QString& dir)
{
    auto profile = SandboxServer(dir).profile();
    Session s;
    if (!profile || s.connect(*profile))
        return {};
    auto on = s.scalar(QStringLiteral("SELECT @@performance_schema"));
    return on ? *on : QString();
}

// The sandbox's performance_schema switch (sandbox start --performance-schema): ticked, Start gives a server with
// performance_schema on; it shows how the sandbox was started and changes only while the sandbox is stopped;
// unticked, the next Start has it off again. A sandbox of its own (the suite's keeps running as it is).
void TestConnectionPage::sandboxPerformanceSchemaSwitch()
{
    QTemporaryDir dir;
    Workspace workspace;
    workspace.setSandboxDirectory(dir.filePath(QStringLiteral("sandbox")));
    ConnectionPage page(&workspace);
    page.resize(1366, 768);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    auto* panel = page.findChild<SandboxPanel*>(QStringLiteral("sandboxPanel"));
    auto* box = page.findChild<QCheckBox*>(QStringLiteral("sandboxPerformanceSchema"));
    QVERIFY(panel && box);
    SB_TRY_VERIFY(box->isEnabled(), 10000);
    QVERIFY(!box->isChecked()); // a new sandbox starts as before: off
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
    QVERIFY(box->isChecked());
    startOrStop(panel, "sandboxStart", true);
    QCOMPARE(performanceSchemaOf(workspace.sandboxDirectory()), QStringLiteral("1"));
    QVERIFY(box->isChecked());
    QVERIFY(!box->isEnabled()); // changed only while stopped: it takes effect at a Start
    QVERIFY(panel->status().options.contains(SandboxServer::performanceSchemaOptions().constFirst()));
    if (const QString shots = qEnvironmentVariable("SCALEBENCH_CONNECTION_SHOTS"); !shots.isEmpty()) {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        Translations::install(QLocale(QLocale::German, QLocale::Germany));
        ConnectionPage german(&workspace);
        german.resize(1366, 768);
        german.show();
        QVERIFY(QTest::qWaitForWindowExposed(&german));
        QTest::qWait(500); // the sandbox's state, read in the background
        german.grab().save(shots + QStringLiteral("/connection-de.png"));
        page.grab().save(shots + QStringLiteral("/connection-en.png"));
    }
    startOrStop(panel, "sandboxStop", false);
    QVERIFY(box->isEnabled() && box->isChecked()); // as it was last started
    box->setChecked(false);
    startOrStop(panel, "sandboxStart", true);
    QCOMPARE(performanceSchemaOf(workspace.sandboxDirectory()), QStringLiteral("0"));
    QVERIFY(!box->isChecked());
    startOrStop(panel, "sandboxStop", false);
}

QTEST_MAIN(TestConnectionPage)
#include "tst_connectionpage.moc"
