// SPDX-License-Identifier: GPL-3.0-or-later
// The Connection page against the suite's real sandbox: a profile typed into the form is saved (without its
// password), Test connection shows the server's version and round-trip time, a wrong password the exact error.
#include "support/testserver.h"
#include "common/errortext.h"
#include "common/workspace.h"
#include "connection/connectionpage.h"
#include "connection/passwordstore.h"

#include <QFile>
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

private:
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
    QTRY_VERIFY_WITH_TIMEOUT(summary->text().contains(version), 30000);
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
    QTRY_VERIFY_WITH_TIMEOUT(state->text().contains(QStringLiteral("Connection failed.")), 30000);
    QVERIFY2(state->text().contains(text.toHtmlEscaped()), qPrintable(state->text() + QStringLiteral(" / ") + text));
    QVERIFY(page.findChild<QLabel*>(QStringLiteral("testSummary"))->text().isEmpty());
}

void TestConnectionPage::passwordNeverInSettings()
{
    Workspace workspace;
    ConnectionPage page(&workspace);
    fill(page, m_sandbox);
    // Wait until the keychain answered or was found missing; either way the field says where the password lives.
    QTRY_VERIFY_WITH_TIMEOUT(page.passwordStore()->state() != PasswordStore::State::Unknown, 30000);
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

QTEST_MAIN(TestConnectionPage)
#include "tst_connectionpage.moc"
